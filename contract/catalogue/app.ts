import { defineMessages } from './define.ts';

export const appMessages = defineMessages(
  {
    menu: {
      card: '卡管理',
      cardDetail: '卡详情',
      api: 'API',
      project: '项目',
      locate: '定位',
      signal: '信号',
      hardware: '硬件',
      batch: '批量',
      userManagement: '用户管理',
      manuals: '手册',
      questionContent: '问题详情',
      sms: '短信',
      strategy: '策略管理',
      recharge: '充值',
    },
    layout: {
      oldVersion: '返回旧版',
      switchBack: '返回运维账号',
      toggleSidebar: '展开/收起菜单',
      userMenu: '用户菜单',
      language: '语言',
      chinese: '简体中文',
      english: 'English',
      logout: '退出登录',
      mainNav: '主菜单',
    },
    header: {
      frozen: '冻结 {amount}',
      count: '共有卡',
    },
    tabs: {
      label: '已打开的页面',
      refreshCurrent: '刷新当前页',
      closeOne: '关闭 {title}',
      closeOthers: '关闭其他',
      closeAll: '关闭所有',
      scrollLeft: '向左滚动',
      scrollRight: '向右滚动',
    },
    search: {
      label: '卡号搜索',
      placeholder: '按完整卡号查询',
      submit: '查询',
    },
    survey: {
      button: '问卷调查',
      intro: '您的意见将帮助我们改进平台，耗时约 1 分钟。',
      later: '以后再说',
      thanks: '感谢您的反馈',
    },
    service: {
      button: '在线客服',
      title: '联系客服',
    },
    queue: {
      pending: '{count} 个任务处理中',
    },
    tour: {
      progress: '{current} / {total}',
      prev: '上一步',
      done: '完成',
      welcome: '欢迎使用物联网卡管理平台，{name}',
      sidebar: {
        title: '功能菜单',
        text: '所有功能按分组列在这里，点击分组展开。',
      },
      'card-search': {
        title: '卡号查询',
        text: '选择号码类型并输入完整卡号，直接打开卡详情。',
      },
      'header-counts': {
        text: '点击数字即可查看对应状态的卡列表。',
      },
      'tab-bar': {
        title: '页面标签',
        text: '打开过的页面会保留在这里，右键可以刷新或关闭。',
      },
      'user-menu': {
        title: '账号设置',
        text: '修改密码、联系方式、语言，或退出登录。',
      },
    },
  },
  {
    menu: {
      card: 'Cards',
      cardDetail: 'Card details',
      api: 'API',
      project: 'Project',
      locate: 'Location',
      signal: 'Signal',
      hardware: 'Hardware',
      batch: 'Batch jobs',
      userManagement: 'User management',
      manuals: 'Manuals',
      questionContent: 'Question',
      sms: 'Messaging',
      strategy: 'Strategies',
      recharge: 'Recharge',
    },
    layout: {
      oldVersion: 'Old version',
      switchBack: 'Back to support view',
      toggleSidebar: 'Toggle menu',
      userMenu: 'User menu',
      language: 'Language',
      chinese: '简体中文',
      english: 'English',
      logout: 'Log out',
      mainNav: 'Main menu',
    },
    header: {
      frozen: 'frozen {amount}',
      count: 'Cards',
    },
    tabs: {
      label: 'Open pages',
      refreshCurrent: 'Refresh this page',
      closeOne: 'Close {title}',
      closeOthers: 'Close others',
      closeAll: 'Close all',
      scrollLeft: 'Scroll left',
      scrollRight: 'Scroll right',
    },
    search: {
      label: 'Card search',
      placeholder: 'Full card number',
      submit: 'Search',
    },
    survey: {
      button: 'Survey',
      intro: 'Your opinion helps us improve the platform; it takes about a minute.',
      later: 'Later',
      thanks: 'Thank you for your feedback',
    },
    service: {
      button: 'Online service',
      title: 'Contact customer service',
    },
    queue: {
      pending: '{count} tasks in progress',
    },
    tour: {
      progress: '{current} of {total}',
      prev: 'Back',
      done: 'Done',
      welcome: 'Welcome to the IoT SIM Management Platform, {name}',
      sidebar: {
        title: 'Menu',
        text: 'Every feature is listed here by group; click a group to open it.',
      },
      'card-search': {
        title: 'Card search',
        text: 'Choose a number type and enter a full number to open the card.',
      },
      'header-counts': {
        text: 'Click a count to see the cards in that state.',
      },
      'tab-bar': {
        title: 'Page tabs',
        text: 'Pages you opened stay here; right-click a tab to refresh or close it.',
      },
      'user-menu': {
        title: 'Your account',
        text: 'Change your password, contact details or language, or log out.',
      },
    },
  },
);
