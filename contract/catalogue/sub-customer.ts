import { defineMessages } from './define.ts';

export const subCustomerMessages = defineMessages(
  {
    subCustomer: {
      create: '新增子客户',
      createHint:
        '同时创建子客户的登录账号；账号只能包含字母、数字和 @ . + - _，密码至少 8 位且包含字母和数字',
      editTitle: '编辑联系人',
      editOf: '子客户：{name}',
      name: '子客户名称',
      created: '已创建子客户 {name}，登录账号 {username}',
      updated: '已保存 {name} 的联系人',
      disableRule: '子客户名下没有正使用的卡时才能停用；停用后其账号无法登录。',
      confirmDisable: '确定停用子客户“{name}”吗？其账号将立即无法使用。',
      confirmEnable: '确定启用子客户“{name}”吗？',
      disabled: '已停用 {name}',
      enabled: '已启用 {name}',
      import: '批量导入',
      importHint: '按子客户创建模板填写后上传；每个子客户的登录账号使用下面的初始密码。',
      initialPassword: '初始密码（全部账号）',
      importQueued: '导入任务 {id} 已提交：{count} 个子客户待创建',
      assign: {
        title: '划卡',
        hint: '将卡从一个客户划给另一个（主客户或其子客户），作为任务执行，可在划卡记录中查看明细和撤回。',
        submit: '提交划卡',
        method: '划卡方式',
        from: '划出客户',
        to: '划入客户',
        mainClient: '{name}（主客户）',
        start: '起始 ICCID',
        end: '结束 ICCID',
        fileHint: '按子客户划卡模板填写：卡号和接收该卡的子客户登录账号',
        queued: '划卡任务 {id} 已提交：{count} 张卡',
        queuedRefused: '划卡任务 {id} 已提交：共 {total} 张卡，其中 {refused} 张未通过校验，不会划拨',
        logHint: '每次划卡都是一个任务；已完成的批次可撤回，卡将回到原客户。',
        confirmWithdraw:
          '确定撤回批次 {id} 吗？其划出的 {count} 张卡将回到“{from}”，此后又被划拨的卡不会撤回。',
        withdrawQueued: '撤回任务 {id} 已提交：{count} 张卡',
        detailTitle: '批次 {id} 明细',
        detailOf: '{from} → {to}，共 {count} 张',
        detailMore: '显示前 {shown} 张，共 {total} 张',
      },
      func: {
        hint: '子客户只能使用主客户自身拥有的功能。保存后，子客户的下一次操作即按新的功能生效。',
        noSubs: '还没有子客户',
        pick: '子客户',
        of: '{name} 可使用的功能',
        customised: '（专属权限组）',
        codes: '可使用的功能',
        saved: '已保存 {name} 的功能',
      },
      list: {
        filter: {
          name: '子客户名称',
        },
        column: {
          active_count: '正使用',
          actions: {
            transfer: '划拨金额',
            disable: '停用',
          },
        },
      },
      list_filter_name_placeholder: '名称或登录账号',
      assignMethods: {
        range: '号段',
        list: '卡号列表',
        file: '文件导入',
        withdraw: '撤回',
      },
      withdrawn: {
        withdrawn: '已撤回',
        open: '可撤回',
        none: '不可撤回',
      },
      cardAssignLog: {
        filter: {
          method: {
            placeholder: '划卡方式',
          },
          created: '划卡日期',
        },
        column: {
          id: '批次号',
          withdrawn: '撤回',
          created_at: '划卡时间',
          actions: {
            detail: '明细',
            withdraw: '撤回',
          },
        },
      },
      assignOutcomes: {
        pending: '待处理',
        ok: '成功',
      },
      cardAssignDetail: {
        filter: {
          outcome: {
            placeholder: '结果',
          },
        },
      },
    },
  },
  {
    subCustomer: {
      create: 'New sub-customer',
      createHint:
        'Its login is created too: the login name takes letters, digits and @ . + - _ only; the password needs 8 characters with letters and digits',
      editTitle: 'Edit contact',
      editOf: 'Sub-customer: {name}',
      name: 'Sub-customer name',
      created: 'Sub-customer {name} created, login {username}',
      updated: "{name}'s contact saved",
      disableRule:
        'A sub-customer can be disabled only when it holds no card in service; its login then stops working.',
      confirmDisable: 'Disable {name}? Its login stops working at once.',
      confirmEnable: 'Enable {name} again?',
      disabled: '{name} disabled',
      enabled: '{name} enabled',
      import: 'Import',
      importHint:
        "Fill in the sub-client template and upload it; every sub-customer's login gets the initial password below.",
      initialPassword: 'Initial password (every login)',
      importQueued: 'Import task {id} queued: {count} sub-customers to create',
      assign: {
        title: 'Assign cards',
        hint: 'Moves cards from one client to another (the main client or a sub-customer) as a task; the card assignment log shows the details and can withdraw it.',
        submit: 'Assign',
        method: 'How',
        from: 'From',
        to: 'To',
        mainClient: '{name} (main client)',
        start: 'First ICCID',
        end: 'Last ICCID',
        fileHint:
          'Fill in the sub-client card template: the card number and the login of the sub-customer receiving it',
        queued: 'Assignment task {id} queued: {count} cards',
        queuedRefused:
          'Assignment task {id} queued: {total} cards, of which {refused} failed the check and will not move',
        logHint: 'Each assignment is a task; a finished one can be withdrawn and its cards go back.',
        confirmWithdraw:
          'Withdraw batch {id}? Its {count} cards go back to {from}; cards moved again since stay where they are.',
        withdrawQueued: 'Withdrawal task {id} queued: {count} cards',
        detailTitle: 'Batch {id} details',
        detailOf: '{from} → {to}, {count} cards',
        detailMore: 'The first {shown} of {total} cards',
      },
      func: {
        hint: 'A sub-customer can use only functions the main client holds itself. Saved functions apply from its next call.',
        noSubs: 'No sub-customer yet',
        pick: 'Sub-customer',
        of: 'Functions {name} may use',
        customised: '(its own permission group)',
        codes: 'Functions it may use',
        saved: "{name}'s functions saved",
      },
      list: {
        filter: {
          name: 'Sub-customer',
        },
        column: {
          active_count: 'In service',
          actions: {
            transfer: 'Transfer money',
            disable: 'Disable',
          },
        },
      },
      list_filter_name_placeholder: 'Name or login',
      assignMethods: {
        range: 'Range',
        list: 'Number list',
        file: 'File',
        withdraw: 'Withdrawal',
      },
      withdrawn: {
        withdrawn: 'Withdrawn',
        open: 'Can be withdrawn',
        none: 'Cannot be withdrawn',
      },
      cardAssignLog: {
        filter: {
          method: {
            placeholder: 'Method',
          },
          created: 'Assigned on',
        },
        column: {
          id: 'Batch',
          withdrawn: 'Withdrawn',
          created_at: 'Assigned at',
          actions: {
            detail: 'Details',
            withdraw: 'Withdraw',
          },
        },
      },
      assignOutcomes: {
        pending: 'To do',
        ok: 'Moved',
      },
      cardAssignDetail: {
        filter: {
          outcome: {
            placeholder: 'Outcome',
          },
        },
      },
    },
  },
);
