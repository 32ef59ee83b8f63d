import { defineMessages } from './define.ts';

export const realNameMessages = defineMessages(
  {
    realName: {
      title: '实名认证',
      intro: '根据国家规定，物联网卡需完成实名登记后方可正常使用。提交后运营商将在24小时内完成审核。',
      dialogTitle: '提交实名认证',
      dialogOf: '设备 {sn} 中的卡 {card}',
      namePlaceholder: '与身份证一致',
      idNumberPlaceholder: '18位居民身份证号码',
      phonePlaceholder: '11位手机号码',
      submit: '提交认证',
      confirm: '确定以 {name} 的身份为卡 {card} 提交实名认证吗？',
      submitted: '已提交，预计 {due} 前完成审核',
      lookup: '查询进度',
      statusOf: '卡 {card}',
      reviewDue: '预计完成',
      rejectReason: '未通过原因',
      noRequest: '该卡尚无实名提交记录',
      source: '提交方式',
    },
  },
  {
    realName: {
      title: 'Real-name verification',
      intro:
        'By law an IoT card must be registered to a real name before it may be used. The carrier reviews a submission within 24 hours.',
      dialogTitle: 'Submit real name',
      dialogOf: 'Card {card} in device {sn}',
      namePlaceholder: 'As on the ID card',
      idNumberPlaceholder: '18-character resident ID number',
      phonePlaceholder: '11-digit mobile number',
      submit: 'Submit',
      confirm: 'Submit the real name of {name} for card {card}?',
      submitted: 'Submitted; reviewed by {due}',
      lookup: 'Check progress',
      statusOf: 'Card {card}',
      reviewDue: 'Review due',
      rejectReason: 'Reason',
      noRequest: 'No real name has been submitted for this card',
      source: 'Submitted via',
    },
  },
);
