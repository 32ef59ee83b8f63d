import { defineMessages } from './define.ts';

/** The task centre (client/features/task-log): the export log. */
export const taskLogMessages = defineMessages(
  {
    taskLog: {
      exportHint: '导出任务按创建顺序逐个执行，完成后可下载文件；文件保留 {days} 天，排队中的任务可以取消。',
    },
  },
  {
    taskLog: {
      exportHint:
        'Exports run one after another in the order they were started; download the file once one is done. Files are kept {days} days, and a queued export can be cancelled.',
    },
  },
);
