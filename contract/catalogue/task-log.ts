import { defineMessages } from './define.ts';

/** The task centre (client/features/task-log): the export log. */
export const taskLogMessages = defineMessages(
  {
    taskLog: {
      exportHint: '导出任务按创建顺序逐个执行，完成后可下载文件；文件保留 {days} 天，排队中的任务可以取消。',
      exportKinds: {
        card_export: '卡列表导出',
        ledger_export: '账户流水导出',
        charge_export: '充值订单导出记录',
      },
      taskKinds: {
        card_assign: '划卡',
        sub_client_import: '子客户导入',
      },
      exportLogList: {
        column: {
          size: '文件大小',
          expires_at: '文件有效期至',
          downloads: '下载次数',
        },
      },
    },
  },
  {
    taskLog: {
      exportHint:
        'Exports run one after another in the order they were started; download the file once one is done. Files are kept {days} days, and a queued export can be cancelled.',
      exportKinds: {
        card_export: 'Card list',
        ledger_export: 'Account ledger',
        charge_export: 'Recharge orders',
      },
      taskKinds: {
        card_assign: 'Card assignment',
        sub_client_import: 'Sub-customer import',
      },
      exportLogList: {
        column: {
          size: 'Size',
          expires_at: 'Kept until',
          downloads: 'Downloads',
        },
      },
    },
  },
);
