import { defineMessages } from './define.ts';

export const noticesMessages = defineMessages(
  {
    notices: {
      counter: '第 {current} / {total} 条',
      next: '下一条',
      gotIt: '我知道了',
      read: '已读',
      review: {
        title: '{item}审核结果',
        approved: '您提交的{item}（{ref}）已通过审核。',
        rejected: '您提交的{item}（{ref}）未通过审核，原因：{reason}',
      },
    },
  },
  {
    notices: {
      counter: '{current} of {total}',
      next: 'Next',
      gotIt: 'Got it',
      read: 'Read',
      review: {
        title: 'Review of your {item}',
        approved: 'Your {item} ({ref}) was approved.',
        rejected: 'Your {item} ({ref}) was rejected: {reason}',
      },
    },
  },
);
