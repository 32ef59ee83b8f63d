import { defineMessages } from './define.ts';

export const ledgerMessages = defineMessages(
  {
    ledger: {
      account: {
        frozen: '冻结金额',
        available: '可用余额',
        owed: '未结清停机保号费 {amount}：余额不足未能扣除，下次充值后优先扣除',
        totals: '共 {n} 笔，收入 {income}，支出 {expense}，净额 {net}',
        kindTotal: '{kind} {n} 笔 {amount}',
        totalsLabel: '按类型合计',
        exportRows: '导出流水',
        confirmExport: '确定导出当前筛选条件下的 {count} 条流水吗？',
        exportStarted: '导出任务已创建，共 {count} 条流水',
      },
      transfer: {
        open: '划拨给子客户',
        description: '从本账户可用余额划拨到子客户账户，划拨后不可撤回，如需退回请由子客户反向处理。',
        subClientOption: '{name}（余额 {balance}）',
        amount: '划拨金额(元)',
        amountPlaceholder: '大于0，最多两位小数',
        remarkPlaceholder: '选填，最多100个字符',
        availableNow: '当前可用余额 {available}',
        confirm: '确定向“{name}”划拨 {amount} 吗？',
        done: '已向“{name}”划拨 {amount}',
        noSubClients: '本账户还没有子客户，无法划拨。',
      },
      kinds: {
        recharge: '充值',
        refund: '退款',
        adjust: '调账',
        transfer_in: '划拨转入',
        transfer_out: '划拨转出',
        profit: '分润',
        keep_fee: '停机保号费',
        resume_fee: '复机费',
      },
      orderNoLabel: '关联订单号',
      list: {
        filter: {
          kind: {
            placeholder: '交易类型',
          },
          date: '交易时间',
          order_no: {
            placeholder: '完整订单号',
          },
        },
        column: {
          serial_no: '流水号',
          amount: '变动金额',
          balance_before: '变动前余额',
          balance_after: '变动后余额',
        },
      },
      transferList: {
        filter: {
          date: '划拨时间',
        },
        column: {
          order_no: '划拨单号',
          amount: '划拨金额',
          balance_after: '划拨后余额',
        },
      },
    },
  },
  {
    ledger: {
      account: {
        frozen: 'Frozen',
        available: 'Available',
        owed: 'Unsettled number-keeping fees {amount}: the balance could not pay them; the next top-up pays them first',
        totals: 'Rows: {n}; in {income}, out {expense}, net {net}',
        kindTotal: '{kind} ×{n}: {amount}',
        totalsLabel: 'Totals by type',
        exportRows: 'Export rows',
        confirmExport: 'Export the {count} ledger rows the filters select?',
        exportStarted: 'Export started: {count} ledger rows',
      },
      transfer: {
        open: 'Transfer to a sub-client',
        description:
          'Moves money from your available balance to a sub-client. A transfer cannot be undone; to return money, the sub-client transfers it back.',
        subClientOption: '{name} (balance {balance})',
        amount: 'Amount (¥)',
        amountPlaceholder: 'More than 0, at most two decimals',
        remarkPlaceholder: 'Optional, at most 100 characters',
        availableNow: 'Available now: {available}',
        confirm: 'Transfer {amount} to “{name}”?',
        done: 'Transferred {amount} to “{name}”',
        noSubClients: 'This account has no sub-client to transfer to.',
      },
      kinds: {
        recharge: 'Top-up',
        refund: 'Refund',
        adjust: 'Adjustment',
        transfer_in: 'Transfer in',
        transfer_out: 'Transfer out',
        profit: 'Profit share',
        keep_fee: 'Number-keeping fee',
        resume_fee: 'Resume fee',
      },
      orderNoLabel: 'Order no.',
      list: {
        filter: {
          kind: {
            placeholder: 'Type',
          },
          date: 'Time',
          order_no: {
            placeholder: 'Full order number',
          },
        },
        column: {
          serial_no: 'Serial no.',
          amount: 'Amount',
          balance_before: 'Before',
          balance_after: 'After',
        },
      },
      transferList: {
        filter: {
          date: 'Time',
        },
        column: {
          order_no: 'Transfer no.',
          amount: 'Amount',
          balance_after: 'Balance after',
        },
      },
    },
  },
);
