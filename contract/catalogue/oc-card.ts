import { defineMessages } from './define.ts';

/** Strategy management (client/features/oc-card): multi-carrier cards' switching policies and switches. */
export const ocCardMessages = defineMessages(
  {
    ocCard: {
      intro:
        '多网卡（一卡三网）按切换策略选择网络：运营商优先级、信号最优、弱信号切换或时延切换，黑名单中的运营商不会使用。系统默认策略只读，可复制后修改；仅可删除没有卡使用的策略。',
      switchIntro:
        '多网卡每次切换运营商的记录：切换时间、原运营商、新运营商和原因（弱信号、时延过高、策略生效或切换运营商）。',
      copied: '已复制为“{name}”（已禁用）',
      confirmEnable: '确定启用策略“{name}”吗？',
      confirmDisable: '确定禁用策略“{name}”吗？禁用后不能再下发，使用它的卡停止自动切换。',
      enabled: '策略“{name}”已启用',
      disabled: '策略“{name}”已禁用',
      confirmDelete: '确定删除策略“{name}”吗？删除后不可恢复。',
      deleted: '策略“{name}”已删除',
      ocModes: {
        priority: '运营商优先级',
        best_signal: '信号最优',
        weak_signal: '弱信号切换',
        latency: '时延切换',
      },
      ocPolicyStates: {
        disabled: '禁用',
      },
      ocPolicyOwners: {
        system: '系统默认',
        own: '自定义',
      },
      ocApplyStates: {
        applied: '已生效',
      },
      ocSwitchReasons: {
        weak_signal: '弱信号',
        latency: '时延过高',
        policy: '策略生效',
        carrier_change: '切换运营商',
      },
      ocPolicyList: {
        filter: {
          name: '策略名称',
          mode: {
            placeholder: '切换模式',
          },
        },
        column: {
          priority_text: '优先级',
          threshold_text: '切换条件',
          blacklist_text: '运营商黑名单',
          card_count: '使用卡数',
          actions: {
            disable: '禁用',
          },
        },
      },
      ocPolicyForm: {
        fields: {
          name: '策略名称',
          mode: '切换模式',
          threshold_dbm: '信号阈值（dBm）',
          probe_ip: '探测IP',
          latency_ms: '时延阈值（毫秒）',
        },
        texts: {
          create: '新建策略',
          update: '编辑策略',
          description: '策略名称不超过32个字符；优先级须包含三家运营商各一次。',
          confirmCreate: '确定创建策略“{name}”吗？',
          confirmUpdate: '确定保存对策略“{name}”的修改吗？',
          created: '策略“{name}”已创建',
          updated: '策略“{name}”已保存',
        },
      },
      ocPolicyForm_fields_probe_ip_placeholder: '114.114.114.114',
      ocDistributionList: {
        filter: {
          state: {
            placeholder: '生效状态',
          },
        },
        column: {
          reason: '失败原因',
          applied_at: '生效时间',
        },
      },
      switchColumns: {
        at: '切换时间',
        from_carrier: '原运营商',
        to_carrier: '新运营商',
        reason: '切换原因',
      },
      ocSwitchList: {
        filter: {
          at: '切换日期',
        },
      },
    },
  },
  {
    ocCard: {
      intro:
        'Multi-carrier cards pick their network by their switching policy: a carrier priority, the best signal, a switch on weak signal or on latency; blacklisted carriers are never used. The system default is read-only (copy it to change it); only a policy no card uses can be deleted.',
      switchIntro:
        'Every carrier switch of the multi-carrier cards: when, from which carrier to which, and why (weak signal, high latency, a policy applied or a carrier change).',
      copied: 'Copied as "{name}" (disabled)',
      confirmEnable: 'Enable the policy "{name}"?',
      confirmDisable:
        'Disable the policy "{name}"? It can no longer be distributed, and its cards stop switching on their own.',
      enabled: 'Policy "{name}" enabled',
      disabled: 'Policy "{name}" disabled',
      confirmDelete: 'Delete the policy "{name}"? This cannot be undone.',
      deleted: 'Policy "{name}" deleted',
      ocModes: {
        priority: 'Carrier priority',
        best_signal: 'Best signal',
        weak_signal: 'Switch on weak signal',
        latency: 'Switch on latency',
      },
      ocPolicyStates: {
        disabled: 'Disabled',
      },
      ocPolicyOwners: {
        system: 'System default',
        own: 'Own',
      },
      ocApplyStates: {
        applied: 'Applied',
      },
      ocSwitchReasons: {
        weak_signal: 'Weak signal',
        latency: 'High latency',
        policy: 'Policy applied',
        carrier_change: 'Carrier change',
      },
      ocPolicyList: {
        filter: {
          name: 'Policy',
          mode: {
            placeholder: 'Mode',
          },
        },
        column: {
          priority_text: 'Priority',
          threshold_text: 'Condition',
          blacklist_text: 'Blacklisted carriers',
          card_count: 'Cards',
          actions: {
            disable: 'Disable',
          },
        },
      },
      ocPolicyForm: {
        fields: {
          name: 'Policy name',
          mode: 'Switching mode',
          threshold_dbm: 'Signal threshold (dBm)',
          probe_ip: 'Probe IP',
          latency_ms: 'Latency threshold (ms)',
        },
        texts: {
          create: 'New policy',
          update: 'Edit policy',
          description:
            'The name has at most 32 characters; the priority lists each of the three carriers once.',
          confirmCreate: 'Create the policy "{name}"?',
          confirmUpdate: 'Save the changes to the policy "{name}"?',
          created: 'Policy "{name}" created',
          updated: 'Policy "{name}" saved',
        },
      },
      ocPolicyForm_fields_probe_ip_placeholder: '114.114.114.114',
      ocDistributionList: {
        filter: {
          state: {
            placeholder: 'State',
          },
        },
        column: {
          reason: 'Reason',
          applied_at: 'Applied at',
        },
      },
      switchColumns: {
        at: 'Switched at',
        from_carrier: 'From',
        to_carrier: 'To',
        reason: 'Reason',
      },
      ocSwitchList: {
        filter: {
          at: 'Switched on',
        },
      },
    },
  },
);
