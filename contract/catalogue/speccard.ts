import { defineMessages } from './define.ts';

/**
 * Special-card resume (client/features/speccard, contract/endpoints/speccard.ts, issue 40): the
 * applications, the apply dialog, one application's detail, and the emulator's answers about them.
 */
export const speccardMessages = defineMessages(
  {
    speccard: {
      appNo: '申请单号',
      stopReason: '特殊停机原因',
      fee: '复机费用',
      applicant: '申请人',
      appliedAt: '提交时间',
      apply: '申请复机',
      caption: '特殊卡复机申请',
      feeStates: { none: '免费', frozen: '已冻结' },
      form: {
        title: '申请特殊卡复机',
        reason: '申请原因',
        evidence: '证明材料',
        evidenceHelp: '设备照片、整改说明或缴费凭证等，PDF、图片或表格，单个文件不超过 10 MB',
        notice:
          '仅因违规、机卡分离、达量或欠费停机的卡可申请。复机费：违规停机 ¥50.00，达量停机 ¥10.00，机卡分离与欠费免费；费用提交时冻结，审核通过后扣除，驳回则解冻。平台约 2 小时内审核。',
        submit: '提交申请',
        created: '复机申请 {app_no} 已提交，预计 {due_at} 前审核完成',
      },
      detail: {
        title: '复机申请 {appNo}',
        back: '返回申请列表',
        missing: '未指定申请单',
        card: '申请复机的卡',
        reason: '申请原因',
        evidence: '证明材料',
        noEvidence: '无附件',
        download: '下载证明材料',
        feeState: '费用状态',
        due: '预计审核时间',
        reviewer: '审核人',
        rejectReason: '驳回原因',
        timeline: '办理进度',
        ledger: '资金流水',
        noLedger: '此申请没有产生资金流水',
      },
      messages: {
        cardNotFound: '未找到卡号 {card}，请输入贵司卡片的完整 ICCID 或 MSISDN',
        notStopped: '卡 {iccid} 当前为{status}，只有停机的卡才能申请特殊卡复机',
        notSpecial:
          '卡 {iccid} 的停机原因是“{reason}”，不属于特殊停机（违规、机卡分离、达量、欠费），不能申请特殊卡复机',
        pending: '卡 {iccid} 已有待审核的复机申请 {appNo}，请勿重复提交',
        evidenceMissing: '证明材料不存在或不是贵司上传的文件，请重新上传',
        feeShort: '可用余额 ¥{available} 不足以冻结复机费 ¥{fee}，请先充值',
        notFound: '复机申请 {id} 不存在',
        decided: '复机申请 {id} 已审核，不能重复审核',
        rejectReasonRequired: '驳回时必须填写原因',
        cardChanged: '卡已不再处于“{reason}”状态（当前状态：{status}），无需复机',
        arrearsUnpaid: '账户仍欠费（可用余额 ¥{available}），请充值后重新申请',
        feeRemark: '特殊卡复机 {appNo}（ICCID {iccid}）',
        resumeNote: '特殊卡复机申请 {appNo} 审核通过',
        evidenceGone: '证明材料文件已不存在',
        resumeViolation: '此卡因违规被运营商停机，请在“特殊卡复机”提交复机申请',
      },
    },
  },
  {
    speccard: {
      appNo: 'Application no.',
      stopReason: 'Special stop reason',
      fee: 'Resume fee charged',
      applicant: 'Applicant',
      appliedAt: 'Submitted at',
      apply: 'Apply to resume',
      caption: 'Special-card resume applications',
      feeStates: { none: 'Free', frozen: 'Frozen' },
      form: {
        title: 'Apply to resume a specially stopped card',
        reason: 'Reason for the application',
        evidence: 'Evidence',
        evidenceHelp:
          'A photo of the device, a remediation note or a payment receipt: PDF, image or spreadsheet, up to 10 MB',
        notice:
          'Only cards stopped for a violation, a machine-card separation, their data quota or arrears may be resumed here. Resume fee: ¥50.00 for a violation, ¥10.00 for the quota, free for a machine-card separation or arrears; it is frozen when you apply, charged when approved and released when rejected. The platform reviews within about 2 hours.',
        submit: 'Submit the application',
        created: 'Application {app_no} submitted; it will be reviewed by {due_at}',
      },
      detail: {
        title: 'Resume application {appNo}',
        back: 'Back to the applications',
        missing: 'No application was named',
        card: 'The card to resume',
        reason: 'Reason given',
        evidence: 'Evidence file',
        noEvidence: 'No file',
        download: 'Download the evidence',
        feeState: 'Fee state',
        due: 'Review due by',
        reviewer: 'Reviewed by',
        rejectReason: 'Reason for rejection',
        timeline: 'Progress',
        ledger: 'Account entries',
        noLedger: 'This application moved no money',
      },
      messages: {
        cardNotFound: 'No card {card} found: enter the full ICCID or MSISDN of one of your cards',
        notStopped: 'Card {iccid} is {status}: only a stopped card can be resumed as a special card',
        notSpecial:
          'Card {iccid} was stopped for "{reason}", which is not a special stop (violation, machine-card separation, quota, arrears)',
        pending: 'Card {iccid} already has application {appNo} awaiting review',
        evidenceMissing: 'The evidence file is missing or was not uploaded by your account: upload it again',
        feeShort: 'The available balance ¥{available} cannot cover the resume fee ¥{fee}: top up first',
        notFound: 'Resume application {id} does not exist',
        decided: 'Resume application {id} has already been reviewed',
        rejectReasonRequired: 'A rejection needs a reason',
        cardChanged: 'The card is no longer "{reason}" (now {status}): nothing to resume',
        arrearsUnpaid: 'The account is still in arrears (available ¥{available}): top up, then apply again',
        feeRemark: 'Special-card resume {appNo} (ICCID {iccid})',
        resumeNote: 'Special-card resume application {appNo} approved',
        evidenceGone: 'The evidence file no longer exists',
        resumeViolation:
          'The carrier stopped this card for a violation: apply for its resume under Special-card resume',
      },
    },
  },
);
