import { defineMessages } from './define.ts';

/**
 * The support review queues of API access applications (/api_access_review) and SMS signatures
 * (/sms_signature_review) in the work-order centre (client/features/support-access, issue 49).
 */
export const supportAccessMessages = defineMessages(
  {
    supportAccess: {
      apiItem: 'API开通申请',
      rejected: '已驳回，客户将收到通知',
      api: {
        approveTitle: '通过API开通申请',
        approveDescription:
          '通过后客户获得 App Key，可在API配置页生成密钥并调用开放接口；客户会收到审核通知。',
        rejectDescription: '客户在API配置页和平台通知中看到驳回原因，可修改后重新申请。',
        detailTitle: 'API开通申请详情',
      },
      signature: {
        approveTitle: '通过短信签名',
        approveDescription: '通过后客户发送短信时可使用该签名；客户会收到审核通知。',
        rejectTitle: '驳回短信签名',
        rejectDescription: '客户在短信模板页和平台通知中看到驳回原因，可修改后重新申请。',
        detailTitle: '短信签名详情',
        others: '该客户的其他签名',
      },
    },
  },
  {
    supportAccess: {
      apiItem: 'API access application',
      rejected: 'Rejected; the customer is notified',
      api: {
        approveTitle: 'Approve the API access application',
        approveDescription:
          'Once approved the customer gets an app key, can issue a secret on the API settings page and call the open API; the customer is notified of the review.',
        rejectDescription:
          'The customer reads the reason on the API settings page and in a platform notice, and may apply again.',
        detailTitle: 'API access application',
      },
      signature: {
        approveTitle: 'Approve the SMS signature',
        approveDescription:
          'Once approved the customer can sign its SMS with it; the customer is notified of the review.',
        rejectTitle: 'Reject the SMS signature',
        rejectDescription:
          'The customer reads the reason on the SMS templates page and in a platform notice, and may apply again.',
        detailTitle: 'SMS signature',
        others: "The client's other signatures",
      },
    },
  },
);
