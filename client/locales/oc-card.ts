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
    },
  },
);
