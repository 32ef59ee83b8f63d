import { defineMessages } from './define.ts';

/**
 * The support work-order centre's directed-address orders, directed-group search and plan changes
 * (client/features/support-work, issue 48 part B).
 */
export const supportWorkMessages = defineMessages(
  {
    supportWork: {
      flex: {
        actions: { add: '新增地址', delete: '删除地址' },
        results: { done: '处理成功', failed: '处理失败' },
        action: '申请事项',
        addressPlaceholder: 'IP 或域名',
        markDone: '标记成功',
        markFailed: '标记失败',
        result: '处理结果',
        answerPlaceholder: '运营商的答复，客户可以看到，如：已在运营商侧配置完成',
        markTitle: '录入运营商答复',
        markDescription:
          '记录运营商对该地址的处理结果，客户的定向地址随即显示新增成功或新增失败（附答复）。若平台已自动处理，本次操作不生效。',
        marked: '已记录运营商答复',
        detailTitle: '定向配置工单详情',
        hosts: '该分组的定向地址',
        noHosts: '该分组暂无地址',
        sla: '运营商处理时限',
        slaDays: '{days} 个工作日内',
        forwardedAt: '转交运营商时间',
      },
      search: {
        kinds: { card: '卡片' },
        kind: '类型',
        value: 'ICCID / 地址',
      },
      change: {
        effectiveDate: '生效日期',
        approve: '通过',
        reject: '驳回',
        approveTitle: '审核通过',
        approveDescription:
          '通过后转交运营商办理，运营商确认的卡片在生效日期变更套餐并扣除差价；生效日期为今天则确认后立即生效。',
        approved: '已审核通过',
        rejectTitle: '驳回申请',
        rejectDescription: '驳回后该申请冻结的差价退回客户的可用余额，客户可看到驳回原因。',
        rejected: '已驳回，冻结金额已退回',
        reasonPlaceholder: '客户可以看到的驳回原因',
        detailTitle: '套餐变更详情',
        cards: '变更卡片',
      },
    },
  },
  {
    supportWork: {
      flex: {
        actions: { add: 'Add address', delete: 'Remove address' },
        results: { done: 'Done', failed: 'Failed' },
        action: 'Request',
        addressPlaceholder: 'IP or domain',
        markDone: 'Mark done',
        markFailed: 'Mark failed',
        result: 'Result',
        answerPlaceholder: "The carrier's answer, shown to the customer, e.g. Configured at the carrier",
        markTitle: "Record the carrier's answer",
        markDescription:
          "Records the carrier's result for this address; the customer's directed address then shows Added or Add failed (with the answer). If the platform already handled it, nothing changes.",
        marked: "The carrier's answer is recorded",
        detailTitle: 'Directed-address order',
        hosts: "The group's addresses",
        noHosts: 'The group has no address',
        sla: "Carrier's deadline",
        slaDays: 'Within {days} working days',
        forwardedAt: 'Passed to the carrier',
      },
      search: {
        kinds: { card: 'Card' },
        kind: 'Kind',
        value: 'ICCID / address',
      },
      change: {
        effectiveDate: 'Effective date',
        approve: 'Approve',
        reject: 'Reject',
        approveTitle: 'Approve the application',
        approveDescription:
          'Once approved it goes to the carrier; each card the carrier confirms changes plan on the effective date and is charged the difference; an effective date of today takes effect on confirmation.',
        approved: 'Approved',
        rejectTitle: 'Reject the application',
        rejectDescription:
          "Rejecting returns the application's frozen difference to the customer's available balance; the customer sees the reason.",
        rejected: 'Rejected; the frozen money is released',
        reasonPlaceholder: 'The reason, shown to the customer',
        detailTitle: 'Plan change',
        cards: 'Cards',
      },
    },
  },
);
