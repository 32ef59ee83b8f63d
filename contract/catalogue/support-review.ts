import { defineMessages } from './define.ts';

/**
 * The support review queues of special-card resumes (/speccard_review), refunds (/refund_review)
 * and self-registrations (/register_review) (client/features/support-review, issue 49), and the
 * emulator's answers about their decisions.
 */
export const supportReviewMessages = defineMessages(
  {
    supportReview: {
      items: { speccard: '特殊卡复机申请', refund: '退款申请', registration: '企业注册申请' },
      refundAmount: '退款金额',
      detailTitle: '审核详情',
      speccardApprove: '通过后扣除冻结的复机费，并向运营商提交复机；客户将收到审核结果通知。',
      refundApprove: '通过后退款金额立即退回客户的账户余额；客户将收到审核结果通知。',
      registerApprove: '通过后立即开通该企业客户及其主账号，客户首次登录需签署协议；客户将收到审核结果通知。',
      rejectDescription: '驳回原因将展示给客户；申请冻结的费用随即退回。',
      rejected: '已驳回，客户可看到驳回原因',
      messages: {
        registrationDecided: '注册申请 {id} 已审核，不能重复审核',
        registrationNotFound: '注册申请 {id} 不存在',
      },
    },
  },
  {
    supportReview: {
      items: {
        speccard: 'special-card resume application',
        refund: 'refund request',
        registration: 'company registration',
      },
      refundAmount: 'Refund amount',
      detailTitle: 'Review details',
      speccardApprove:
        'Approving charges the frozen resume fee and sends the resume to the carrier; the customer is notified of the outcome.',
      refundApprove:
        "Approving pays the amount back to the customer's balance at once; the customer is notified of the outcome.",
      registerApprove:
        'Approving opens the company as a client with its main user, who signs the agreements at first login; the customer is notified of the outcome.',
      rejectDescription: 'The customer sees the reason; any money the request froze is released.',
      rejected: 'Rejected; the customer can see the reason',
      messages: {
        registrationDecided: 'Registration {id} has already been reviewed',
        registrationNotFound: 'Registration {id} does not exist',
      },
    },
  },
);
