import { defineMessages } from './define.ts';

export const publicCardMessages = defineMessages(
  {
    publicCard: {
      title: '物联网卡查询',
      qrTitle: '卡片信息',
      subtitle: '输入卡片背面或包装上的 ICCID（19-20 位）或 MSISDN（11 或 13 位）',
      numberPlaceholder: '请输入 ICCID 或 MSISDN',
      qrInvalid: '二维码中的卡片编号不正确',
      usage: '本月已用',
      remaining: '剩余 {value} MB',
      over: '已超出 {value} MB',
      notActivated: '未激活',
      realNameHint: '根据国家规定，物联网卡需完成实名认证后方可正常使用。',
      privacy: '为保护隐私，卡号已部分隐藏。',
    },
  },
  {
    publicCard: {
      title: 'IoT card lookup',
      qrTitle: 'Card information',
      subtitle:
        'Enter the ICCID (19-20 characters) or MSISDN (11 or 13 digits) printed on the back of the card or its package',
      numberPlaceholder: 'ICCID or MSISDN',
      qrInvalid: 'The card id in this QR code is not valid',
      usage: 'Used this month',
      remaining: '{value} MB left',
      over: '{value} MB over',
      notActivated: 'Not activated',
      realNameHint:
        'By national regulation an IoT card must be real-name verified before it can be used normally.',
      privacy: 'Card numbers are partly hidden to protect your privacy.',
    },
  },
);
