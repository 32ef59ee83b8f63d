import { defineMessages } from './define.ts';

export const supportMessages = defineMessages(
  {
    support: {
      confirmSwitch: '确定切换到客户「{name}」的账号吗？',
      confirmReset: '确定重置客户「{name}」的登录密码吗？',
      confirmRechargeOn: '确定允许客户「{name}」在线充值吗？',
      confirmRechargeOff: '确定禁止客户「{name}」在线充值吗？',
      saved: '已保存',
      newPasswordTitle: '密码已重置',
      newPasswordText: '新密码只显示这一次，客户下次登录时须修改密码。',
      clientSearch: '客户',
      clientSearchPlaceholder: '客户名称或联系电话',
      clientKind: '客户类型',
      exportLogList: {
        column: {
          client_name: '客户名称',
        },
      },
      clientKinds: {
        main: '主客户',
      },
      clientDetail: {
        title: '客户详情',
        missing: '客户不存在',
        account: '账户',
        frozen: '冻结金额',
        available: '可用余额',
        ledger: '最近收支明细',
        ledgerKind: '收支类型',
        amount: '金额',
        contacts: '联系人与登录账号',
        users: '登录账号',
        cards: '卡片分布（共 {count} 张）',
        tasks: '最近任务',
      },
      changeStatus: {
        action: '变更状态',
        title: '变更卡状态：{iccid}',
        status: '变更为',
        reasonPlaceholder: '如：客户来电要求停机，工单号 …',
        reasonHelp: '原因会写入该卡的状态记录和操作日志，客户可见。',
        confirm: '确定将卡 {iccid} 变更为所选状态吗？',
        done: '卡 {iccid} 的状态已变更',
      },
      loginTypes: {
        client: '客户登录',
        support: '运维登录',
        support_switch_client: '运维切换客户',
      },
      remoteResume: {
        column: {
          requested_at: '发起时间',
          requester: '发起人',
          source: '发起方式',
          status: '复机状态',
          answer: '运营商处理结果',
          answered_at: '回复时间',
        },
        statuses: { sent: '已提交运营商', done: '已复机', failed: '复机失败' },
        sources: {
          batch: '批量复机',
          card_list: '卡片列表复机',
          support: '客服修改状态',
          speed_limit: '解除达量限速',
          speccard: '特殊卡复机申请',
          work_order: '工单复机',
        },
      },
      operationLogList: {
        actionPlaceholder: '接口路径，如 /card/action/sor/',
        exportRows: '导出日志',
        confirmExport: '确定导出当前筛选条件下的 {count} 条操作记录吗？',
        exportStarted: '导出任务已创建，共 {count} 条操作记录',
        column: {
          at: '操作时间',
          login_type: '登录类型',
          object: '操作对象',
          message: '返回信息',
          ip: '来源IP',
        },
      },
      clientList: {
        column: {
          kind: '客户类型',
          parent_name: '上级客户',
          recharge_enabled: '在线充值',
          actions: {
            switch: '切换账号',
          },
        },
      },
    },
  },
  {
    support: {
      confirmSwitch: 'Switch into the account of {name}?',
      confirmReset: 'Reset the login password of {name}?',
      confirmRechargeOn: 'Allow {name} to recharge online?',
      confirmRechargeOff: 'Forbid {name} to recharge online?',
      saved: 'Saved',
      newPasswordTitle: 'Password reset',
      newPasswordText:
        'The new password is shown only this once; the client must change it at the next login.',
      clientSearch: 'Client',
      clientSearchPlaceholder: 'Client name or contact phone',
      clientKind: 'Client type',
      exportLogList: {
        column: {
          client_name: 'Client',
        },
      },
      clientKinds: {
        main: 'Main client',
      },
      clientDetail: {
        title: 'Client details',
        missing: 'No such client',
        account: 'Account',
        frozen: 'Frozen amount',
        available: 'Available amount',
        ledger: 'Latest account entries',
        ledgerKind: 'Entry type',
        amount: 'Amount',
        contacts: 'Contacts and logins',
        users: 'Logins',
        cards: 'Cards ({count} in all)',
        tasks: 'Latest tasks',
      },
      changeStatus: {
        action: 'Change status',
        title: 'Change the status of {iccid}',
        status: 'Change to',
        reasonPlaceholder: 'E.g. the customer called to stop it, ticket no. …',
        reasonHelp:
          "The reason goes to the card's status history and the operation log; the customer sees it.",
        confirm: 'Change card {iccid} to the chosen status?',
        done: 'The status of card {iccid} was changed',
      },
      loginTypes: {
        client: 'Customer',
        support: 'Support',
        support_switch_client: 'Support as customer',
      },
      remoteResume: {
        column: {
          requested_at: 'Requested at',
          requester: 'Requested by',
          source: 'Sent from',
          status: 'Resume status',
          answer: "Carrier's answer",
          answered_at: 'Answered at',
        },
        statuses: {
          sent: 'Sent to the carrier',
          done: 'Resumed at the carrier',
          failed: 'Refused by the carrier',
        },
        sources: {
          batch: 'Batch stop/resume task',
          card_list: 'Card list resume',
          support: "Support's status change",
          speed_limit: 'Speed limit lift',
          speccard: 'Special-card resume application',
          work_order: 'Work order to the carrier',
        },
      },
      operationLogList: {
        actionPlaceholder: 'API path, e.g. /card/action/sor/',
        exportRows: 'Export the log',
        confirmExport: 'Export the {count} operations under these filters?',
        exportStarted: 'The export was started: {count} operations',
        column: {
          at: 'Time',
          login_type: 'Login type',
          object: 'Object',
          message: 'Response',
          ip: 'Source IP',
        },
      },
      clientList: {
        column: {
          kind: 'Type',
          parent_name: 'Parent client',
          recharge_enabled: 'Online recharge',
          actions: {
            switch: 'Switch in',
          },
        },
      },
    },
  },
);
