import { defineMessages } from './define.ts';

/** The support side's task centre (issue 47): client/features/support-task. */
export const supportTaskMessages = defineMessages(
  {
    supportTask: {
      cards: '卡片来源',
      numbersHelp: '每行一个 ICCID 或 MSISDN，最多 100 个；更多请导入文件',
      fileHelp: '按模板填写卡号（xlsx），或每行一个卡号的 csv/txt，最多 100,000 行',
      checked: '已校验，请核对后执行',
      add: '新建任务',
      listHint:
        '支撑人员为各客户执行的批量任务，按客户的任务队列依次执行；排队中的任务可取消，失败的行可重试。',
      checkTitle: '{kind}：校验结果',
      source: '来源：{source}',
      valid: '可执行',
      moreRows: '仅列出前 {shown} 行，共 {refused} 行未通过；执行后可下载全部结果',
      refusedBy: '未通过原因',
      start: '执行（{n} 行）',
      confirmStart:
        '将为客户“{client}”执行{kind}：{valid} 行可执行，{refused} 行未通过将不执行。确定执行吗？',
      started: '任务 {id} 已加入客户的任务队列',
      noKinds: '没有可创建的任务类型',
      bhcs: {
        clientHelp: '划出卡片的主客户：只划拨其名下（未分给子客户）的卡',
        toClient: '划入子客户',
        toClientHelp: '该主客户的子客户',
        notice: '与客户自己在“子客户划卡”中的划拨相同：记入客户的划卡记录，操作人为支撑账号。',
      },
      lcr: {
        clientHelp: '卡片所属的客户：主客户含其子客户的卡',
        reasonPlaceholder: '如：客户已购买加油包，工单号 …',
        reasonHelp: '原因会写入每张卡的操作记录和操作日志。',
        notice: '解除卡片本月的达量限速，并向运营商发送复机请求（见“远程复机查询”）；未限速的卡将被拒绝。',
      },
      cs: {
        title: '批量卡激活',
        clientHelp: '卡片所属的客户',
        reasonHelp: '记入每张卡的状态历史和操作记录',
        reasonPlaceholder: '例如：客户来电要求激活，工单号 …',
        notice: '待激活或测试期的卡变为正使用；已注销、已在使用等不能激活的卡逐张拒绝并写明原因。',
      },
      gprs: {
        notice:
          '在运营商处将卡的数据功能先关闭再开启，逐卡返回结果；仅正使用或停机的卡可以重置，已销户、待激活等卡逐张拒绝。',
      },
      exportSubmit: '开始导出',
      exportStarted: '导出任务已加入队列，共 {total} 行',
      allClients: '全部客户',
      ce: {
        clientHelp: '只导出该客户的卡（主客户含其子客户的卡）；不选则按筛选条件导出所有客户的卡',
        notice: '按客户或筛选条件导出卡片（xlsx），在任务中心排队执行，完成后在任务列表下载文件。',
      },
      ire: {
        clientHelp: '只导出该客户卡片的充值记录（主客户含其子客户的卡）；不选则导出所有客户的',
        notice: '按客户、充值类型和日期导出续费与加油包充值记录（xlsx），在任务中心排队执行。',
      },
      cu: {
        clientHelp: '只导出该客户的卡（主客户含其子客户的卡）；不选则导出所有客户的卡',
        days: '用量日期',
        daysHelp: '北京时间，含首尾两天，最多 31 天，最近 6 个月内',
        notice: '导出每张卡在所选日期内每天的用量（MB），每卡每天一行（xlsx），在任务中心排队执行。',
      },
    },
  },
  {
    supportTask: {
      cards: 'Cards from',
      numbersHelp: 'One ICCID or MSISDN a line, at most 100; import a file for more',
      fileHelp:
        'Card numbers on the template (xlsx), or a csv/txt of one number a line, at most 100,000 rows',
      checked: 'Checked: review it, then run it',
      add: 'New task',
      listHint:
        "Batch work support runs for clients, in each client's own task queue; a queued task can be cancelled, failed rows retried.",
      checkTitle: '{kind}: check result',
      source: 'Source: {source}',
      valid: 'To run',
      moreRows: 'Only the first {shown} of {refused} refused rows are listed; the results file has them all',
      refusedBy: 'Refused for',
      start: 'Run ({n} rows)',
      confirmStart:
        'Run {kind} for {client}: {valid} rows will run, the {refused} refused rows will not. Run it?',
      started: "Task {id} joined the client's task queue",
      noKinds: 'No task type you may create',
      bhcs: {
        clientHelp:
          'The main client the cards come from: only cards it holds itself (not given to a sub-client)',
        toClient: 'To sub-client',
        toClientHelp: 'A sub-client of that main client',
        notice:
          "The same as the client's own card assignment: it goes to the client's assignment log, with the support login as operator.",
      },
      lcr: {
        clientHelp: "The client the cards belong to: a main client's includes its sub-clients' cards",
        reasonPlaceholder: 'E.g. the customer bought an add-on package, ticket no. …',
        reasonHelp: "The reason goes to each card's operations and the operation log.",
        notice:
          "Lifts the cards' speed limit for the rest of the month and sends their carrier a resume (see Remote resume query); a card that is not speed-limited is refused.",
      },
      cs: {
        title: 'Batch card activation',
        clientHelp: 'The client the cards belong to',
        reasonHelp: "Goes to each card's status history and operations",
        reasonPlaceholder: 'E.g. the customer called to have them activated, ticket no. …',
        notice:
          'Cards awaiting activation or in testing go into use; a card the lifecycle does not allow (cancelled, already in use, …) is refused with its reason.',
      },
      gprs: {
        notice:
          "Turns each card's data function off and on again at the carrier, with a result per card; only cards in use or suspended can be reset, others (cancelled, awaiting activation, …) are refused one by one.",
      },
      exportSubmit: 'Start the export',
      exportStarted: 'The export is queued: {total} rows',
      allClients: 'All clients',
      ce: {
        clientHelp:
          "Only this client's cards (a main client's include its sub-clients'); leave it empty to export every client's cards under the filters",
        notice:
          'Exports cards (xlsx) of one client or under filters; it runs in the task centre, and its file is downloaded from the task list when done.',
      },
      ire: {
        clientHelp:
          "Only the recharges of this client's cards (a main client's include its sub-clients'); leave it empty for every client's",
        notice:
          'Exports renewals and add-on package recharges (xlsx) by client, type and date; it runs in the task centre.',
      },
      cu: {
        clientHelp:
          "Only this client's cards (a main client's include its sub-clients'); leave it empty for every client's",
        days: 'Usage days',
        daysHelp: 'Beijing time, both days included, at most 31 days, within the last 6 months',
        notice:
          "Exports each card's usage (MB) on each day of the range, one line per card and day (xlsx); it runs in the task centre.",
      },
    },
  },
);
