import { defineMessages } from './define.ts';

/** Security awareness, support side (issue 50 part B): client/features/support-analysis. */
export const supportAnalysisMessages = defineMessages(
  {
    supportAnalysis: {
      errors: {
        days_max: '统计日期最多 {max} 天',
        future: '{day} 尚未结束，请选择已结束的日期',
        unknown: '{count} 个卡号不存在：{numbers}',
        client_not_found: '客户 {id} 不存在',
        group_not_client: '定向组“{group}”不属于客户“{client}”',
        task_not_found: '任务 {id} 不存在',
        sessions_too_many: '所选范围共 {count} 条会话，超过 {format} 文件上限 {max} 条，请缩小范围',
        sessions_none: '所选卡片在所选日期内没有会话',
      },
      words: {
        list: '粘贴 {n} 张卡',
        file: '文件 {n} 张卡',
        client: '{client}：全部 {n} 张卡',
        group: '{client} · {group}：{n} 张卡',
        platform: '多个客户',
        fileName: '会话提取',
      },
      fromClient: '按客户',
      cards: '卡片范围',
      period: '统计日期',
      periodHelp: '北京时间，起止日均含，最多 31 天，须为已结束的日期',
      numbersHelp: '每行一个 ICCID 或 MSISDN，最多 10,000 个',
      fileHelp: '按卡号模板填写（xlsx），或每行一个卡号的 csv/txt，最多 10,000 行',
      allCards: '客户全部卡片',
      sessionCount: '会话数',
      openChart: '查看图表',
      formatLabel: '文件格式',
      formatHelp: 'CSV 最多 2,000,000 行，XLSX 最多 1,000,000 行',
      format: { csv: 'CSV', xlsx: 'Excel（XLSX）' },
      file: '提取文件',
      start: '开始',
      started: '任务 {task_id} 已加入平台任务队列',
      back: '返回任务列表',
      notFinished: '任务进行中（{progress}%），完成后显示图表',
      failedCards: '{failed} 张卡未能分析',
      chart: {
        detailTitle: '流量分析图表',
        add: '新建流量分析任务',
        notice:
          '统计所选卡片在所选日期内经平台网关的流量：访问最多的目的地址、放行与阻断、每日趋势，与客户“流量统计”的算法相同。',
        listHint:
          '支撑人员对任意客户的卡片发起的流量分析，在平台任务队列中每 100 张卡一步执行；完成后查看图表。',
        totals: '{cards}，{period}：放行 {allowed} MB，阻断 {blocked} MB',
      },
      session: {
        detailTitle: '会话提取详情',
        add: '新建会话提取任务',
        notice: '提取所选卡片在所选日期内开始的数据会话，逐行写入文件（流式写出，不占用大量内存）。',
        listHint: '支撑人员对任意客户的卡片发起的会话提取，在平台任务队列中执行；完成后查看会话并下载文件。',
        rows: '提取的会话',
        download: '下载文件',
      },
      ips: {
        confirmBlock:
          '将在客户的黑名单定向组“{group}”中新增阻断地址 {destination}，约 {minutes} 分钟后在网关生效。确定吗？',
        block: '确认阻断',
        blocked: '已加入客户的定向组“{group}”，生效前显示为下发中',
        rule: '各客户的入侵防护事件。处理与客户在“入侵防护”中的处理相同，处理人记为支撑账号，并写入操作日志。',
      },
    },
  },
  {
    supportAnalysis: {
      errors: {
        days_max: 'At most {max} days',
        future: '{day} has not ended yet: choose days that have',
        unknown: '{count} card numbers do not exist: {numbers}',
        client_not_found: 'Client {id} does not exist',
        group_not_client: 'The directed group "{group}" is not client "{client}"\'s',
        task_not_found: 'Task {id} does not exist',
        sessions_too_many:
          'These cards and days hold {count} sessions, more than a {format} file holds ({max}): narrow them',
        sessions_none: 'The chosen cards started no session on the chosen days',
      },
      words: {
        list: '{n} cards pasted',
        file: '{n} cards from a file',
        client: '{client}: all {n} cards',
        group: '{client} · {group}: {n} cards',
        platform: 'Several clients',
        fileName: 'session-extraction',
      },
      fromClient: 'A client',
      cards: 'Cards',
      period: 'Days',
      periodHelp: 'Beijing time, both days included, at most 31 days, all of them ended',
      numbersHelp: 'One ICCID or MSISDN a line, at most 10,000',
      fileHelp: 'The card-number template (xlsx), or a csv/txt with one number a line, at most 10,000 rows',
      allCards: "All the client's cards",
      sessionCount: 'Sessions',
      openChart: 'Open chart',
      formatLabel: 'File format',
      formatHelp: 'CSV holds at most 2,000,000 rows, XLSX at most 1,000,000',
      format: { csv: 'CSV', xlsx: 'Excel (XLSX)' },
      file: 'Extracted file',
      start: 'Start',
      started: "Task {task_id} joined the platform's queue",
      back: 'Back to the tasks',
      notFinished: 'The task is running ({progress}%); its chart shows when it is done',
      failedCards: '{failed} cards could not be analysed',
      chart: {
        detailTitle: 'Traffic analysis chart',
        add: 'New traffic analysis',
        notice:
          "Totals the chosen cards' traffic at the platform's gateway on the chosen days: the destinations reached most, allowed against blocked, the trend per day; the same figures as the customer's Traffic statistics.",
        listHint:
          "Traffic analyses support runs over any client's cards, in the platform's queue, 100 cards a step; open the chart when one is done.",
        totals: '{cards}, {period}: {allowed} MB allowed, {blocked} MB blocked',
      },
      session: {
        detailTitle: 'Session extraction',
        add: 'New session extraction',
        notice:
          'Extracts the data sessions the chosen cards started on the chosen days, written to the file row by row (streamed, in little memory).',
        listHint:
          "Session extractions support runs over any client's cards, in the platform's queue; list the sessions and download the file when one is done.",
        rows: 'Extracted sessions',
        download: 'Download file',
      },
      ips: {
        confirmBlock:
          'Add {destination} as a block host of the client\'s block-list group "{group}"? The gateway applies it in about {minutes} minutes.',
        block: 'Block it',
        blocked: 'Added to the client\'s group "{group}"; it shows as applying until the gateway has it',
        rule: "Every client's intrusion events. Handling is the customer's own (Intrusion prevention), recorded as handled by the support user and written to the operation log.",
      },
    },
  },
);
