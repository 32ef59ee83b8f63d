import { defineMessages } from './define.ts';

/** Batches (client/features/batch): the batch pages' input, check and confirmation, and the import log. */
export const batchMessages = defineMessages(
  {
    batch: {
      sorIntro:
        '批量停机或复机：粘贴卡号或导入文件，先校验再执行。只有客户自行申请停机的卡可以复机；因欠费、超流量、到期等原因停机的卡需先处理原因。',
      carrierIntro:
        '批量切换多运营商（eSIM）卡的运营商：粘贴卡号并选择目标运营商和套餐，或按导入模板在每行填写目标运营商和套餐；先校验再执行。单运营商卡不能切换，切换后卡片离开原运营商的计费组。',
      netIntro:
        '批量断网或复网：选择要关闭或恢复的网络功能（数据、短信、语音），粘贴卡号或导入文件，先校验再执行；所选功能适用于每一行。仅正使用或停机的卡可以操作，所选功能已全部处于目标状态的卡不会执行。',
      ocIntro:
        '向多网卡（一卡三网）下发切换策略：选择策略，粘贴 EID、O-ICCID 或 ICCID，按多网卡导入模板导入，或按卡片列表的筛选条件选卡；先校验再执行。每张卡在下次附着网络时生效（待生效 → 已生效），非多网卡、已销户的卡或已禁用的策略会失败并给出原因。',
      ocLog: '下发记录',
      ocNumbersPlaceholder: '每行一个 EID、O-ICCID 或 ICCID，也可用逗号、空格分隔',
      policy: '切换策略',
      policyChoose: '请选择策略',
      policyDisabled: '{name}（已禁用）',
      operation: '操作',
      filterHint: '按卡片列表的筛选条件选卡，一次最多 {max} 张；非多网卡会失败并给出原因。',
      filterCount: '匹配 {total} 张卡，其中多网卡 {multi} 张',
      filterTooMany: '匹配 {total} 张卡，超过一次最多 {max} 张，请缩小筛选范围',
      numbersHint: '已输入 {n} 个，一次最多 {max} 个；更多请导入文件',
      fileHint: '支持 xlsx（导入模板）、csv、txt，每行一个卡号，最多 10 万行',
      checkTitle: '校验结果：{operation}',
      source: '来源：{source}',
      valid: '可执行',
      refusedBy: '未通过原因',
      feeWarning: '停机期间运营商按月收取停机保号费：{lines}，合计 {total}/月。',
      feeJoiner: '；',
      moreRows: '仅显示前 {shown} 行，共 {refused} 行未通过；全部结果可在导入记录中下载',
      start: '确认执行（{n} 张）',
      confirmStart: '将对 {valid} 张卡执行“{operation}”，未通过校验的 {refused} 行不会执行。确定吗？',
      started: '任务 {id} 已创建，可在导入记录中查看进度和结果',
      importHint:
        '批量任务按创建顺序逐个执行，每批 100 张卡；可下载每行的处理结果，已结束的任务可重试失败的行，排队中的任务可以取消。',
      importKinds: {
        card_stop: '批量停机',
        card_resume: '批量复机',
        net_off: '批量断网',
        net_on: '批量复网',
      },
      rowChecks: {
        wrong_status: '状态不符',
      },
      importLogList: {
        column: {
          source: '导入文件',
          results: '结果文件',
          actions: {
            retry: '重试失败行',
          },
        },
      },
    },
  },
  {
    batch: {
      sorIntro:
        'Stop or resume cards in a batch: paste numbers or import a file, check, then run. Only cards the customer stopped can be resumed; a card stopped for arrears, its quota, its expiry or another reason needs that fixed first.',
      carrierIntro:
        'Move multi-carrier (eSIM) cards to another carrier in a batch: paste the numbers and choose the target carrier and plan, or fill in the target carrier and plan on each row of the import template; check first, then run. Single-carrier cards cannot change carrier, and a card that does leaves its billing group.',
      netIntro:
        'Turn network functions off or back on in a batch: choose the functions (data, SMS, voice), paste numbers or import a file, check, then run; the functions apply to every row. Only cards in use or suspended can be set, and a card whose chosen functions are all in that state already is left out.',
      ocIntro:
        'Give multi-carrier cards a switching policy: choose the policy, paste EIDs, O-ICCIDs or ICCIDs, import the multi-carrier cards template, or take the cards of a card list filter; check first, then run. Each card takes the policy at its next attach to the network (Pending → Applied); a card that is not multi-carrier or is cancelled, or a disabled policy, fails with the reason.',
      ocLog: 'Distribution log',
      ocNumbersPlaceholder: 'One EID, O-ICCID or ICCID a line, or separated by commas or spaces',
      policy: 'Switching policy',
      policyChoose: 'Choose a policy',
      policyDisabled: '{name} (disabled)',
      operation: 'Operation',
      filterHint:
        "Cards chosen by the card list's filters, at most {max} at a time; a card that is not multi-carrier fails with the reason.",
      filterCount: '{total} cards match, {multi} of them multi-carrier',
      filterTooMany: '{total} cards match, more than the {max} allowed at once: narrow the filter',
      numbersHint: '{n} entered, at most {max} at a time; import a file for more',
      fileHint: 'xlsx (the import template), csv or txt, one card number a row, up to 100,000 rows',
      checkTitle: 'Check: {operation}',
      source: 'From: {source}',
      valid: 'Ready',
      refusedBy: 'Refused because',
      feeWarning:
        'While stopped, the carriers charge a monthly number-keeping fee: {lines}; {total} a month in all.',
      feeJoiner: '; ',
      moreRows: 'The first {shown} of {refused} refused rows; the import log has every result to download',
      start: 'Run ({n} cards)',
      confirmStart: '"{operation}" will run on {valid} cards; the {refused} refused rows will not. Go ahead?',
      started: 'Task {id} created: follow its progress and results in the import log',
      importHint:
        "Batches run one after another in the order they were started, 100 cards at a time. Download each row's result; retry the failed rows of an ended batch, or cancel a queued one.",
      importKinds: {
        card_stop: 'Batch stop',
        card_resume: 'Batch resume',
        net_off: 'Batch network off',
        net_on: 'Batch network on',
      },
      rowChecks: {
        wrong_status: 'Status does not allow it',
      },
      importLogList: {
        column: {
          source: 'File',
          results: 'Results',
          actions: {
            retry: 'Retry failed rows',
          },
        },
      },
    },
  },
);
