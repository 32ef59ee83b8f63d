import { defineMessages } from './define.ts';

export const manualMessages = defineMessages(
  {
    manual: {
      sopIntro: '平台操作手册介绍门户的各个菜单和常用操作，附有页面截图，下载为PDF文件。',
      sopLanguage: '手册语言与当前界面语言一致，切换语言后可下载另一语言版本。',
      download: '下载手册',
      downloading: 'downloading...',
      downloaded: '已下载 {name}',
      openQuestion: '查看问题“{question}”',
      views: '浏览 {count} 次',
      previous: '上一篇',
      next: '下一篇',
      backToList: '返回问题列表',
      noQuestion: '未指定问题，请从常见问题列表中选择。',
    },
  },
  {
    manual: {
      sopIntro:
        "The platform manual walks through the portal's menus and common tasks with screenshots, as a PDF file.",
      sopLanguage:
        'The manual is in the language of the interface; switch the language to download the other edition.',
      download: 'Download the manual',
      downloading: 'downloading...',
      downloaded: 'Downloaded {name}',
      openQuestion: 'Open "{question}"',
      views: '{count} views',
      previous: 'Previous',
      next: 'Next',
      backToList: 'Back to the questions',
      noQuestion: 'No question chosen: pick one from the list of frequently asked questions.',
    },
  },
);
