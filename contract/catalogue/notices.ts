import { defineMessages } from './define.ts';

export const noticesMessages = defineMessages(
  {
    notices: {
      counter: '第 {current} / {total} 条',
      next: '下一条',
      gotIt: '我知道了',
      read: '已读',
    },
  },
  {
    notices: {
      counter: '{current} of {total}',
      next: 'Next',
      gotIt: 'Got it',
      read: 'Read',
    },
  },
);
