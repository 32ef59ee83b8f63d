import { defineMessages } from './define.ts';

export const realNameMessages = defineMessages(
  {
    realName: {
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
      lookup: 'Check progress',
      statusOf: 'Card {card}',
      reviewDue: 'Review due',
      rejectReason: 'Reason',
      noRequest: 'No real name has been submitted for this card',
      source: 'Submitted via',
    },
  },
);
