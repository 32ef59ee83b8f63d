import { defineMessages } from './define.ts';

export const errorsMessages = defineMessages(
  {
    errors: {
      notFoundTitle: '404',
      notFound: '抱歉，您访问的页面不存在',
      unauthorizedTitle: '401',
      unauthorized: '抱歉，您没有访问该页面的权限',
      backHome: '返回首页',
      upgrading: '系统升级中，请稍后访问',
    },
  },
  {
    errors: {
      notFoundTitle: '404',
      notFound: 'Sorry, the page you visited does not exist',
      unauthorizedTitle: '401',
      unauthorized: 'Sorry, you are not allowed to open this page',
      backHome: 'Back to home',
      upgrading: 'The platform is being upgraded, please come back later',
    },
  },
);
