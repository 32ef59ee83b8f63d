import { defineMessages } from './define.ts';

/**
 * Security awareness, support side (client/features/support-security, issue 50 part A): every
 * client's directed groups, hosts and cards, the domains' resolutions and the gateway's API log.
 */
export const supportSecurityMessages = defineMessages(
  {
    supportSecurity: {
      reasonPlaceholder: '请填写代客户操作的原因，将记入操作日志',
      pushedAt: '重新下发时间',
      repush: '重新下发',
      repushTitle: '重新下发地址',
      repushDescription: '地址 {address}（{client_name}）将重新下发到网关，约 {minutes} 分钟后生效或失败。',
      repushed: '已重新下发，状态为“下发中”',
      deleteHostTitle: '代客户删除地址',
      deleteHostDescription:
        '从 {client_name} 的定向组“{group_name}”中删除地址 {address}，网关将不再匹配该地址。',
      hostDeleted: '地址已删除',
      removeCardTitle: '代客户移出卡片',
      removeCardDescription: '将卡 {iccid} 移出 {client_name} 的定向组“{group_name}”，该卡的流量将不再定向。',
      cardRemoved: '卡片已移出定向组',
      ip: '解析地址',
      ipPlaceholder: '解析到的 IP',
      domainPlaceholder: '域名，如 iot.example.cn',
      firstSeen: '首次解析',
      lastSeen: '最近解析',
      resolution: { current: '当前', past: '历史' },
      hostIpRule: '网关在地址生效时解析域名，之后每天零点及时钟推进时再次解析；同一地址连续解析为一条记录。',
      apiColumn: '接口',
      actorColumn: '调用方',
      params: '参数',
      latency: '耗时（毫秒）',
      actor: { client: '客户用户', support: '运维人员', gateway: '网关' },
      api: {
        groupCreate: '创建分组',
        groupUpdate: '修改分组',
        groupDelete: '删除分组',
        hostPush: '下发地址',
        hostDelete: '删除地址',
        hostApply: '地址生效回执',
        cardBind: '卡片入组',
        cardUnbind: '卡片出组',
      },
      errors: {
        gatewayTimeout: '网关下发超时，请重新下发',
        hostNotFailed: '地址 {address} 当前不是“失败”状态，无需重新下发',
      },
    },
  },
  {
    supportSecurity: {
      reasonPlaceholder: 'Why you are doing this for the customer; it goes into the operation log',
      pushedAt: 'Pushed again',
      repush: 'Push again',
      repushTitle: 'Push the host again',
      repushDescription:
        'Host {address} ({client_name}) is sent to the gateway again and is in effect, or refused, in about {minutes} minutes.',
      repushed: 'Pushed again; the host is Applying',
      deleteHostTitle: 'Delete a host for the customer',
      deleteHostDescription:
        'Deletes host {address} from group “{group_name}” of {client_name}; the gateway stops matching it.',
      hostDeleted: 'Host deleted',
      removeCardTitle: 'Remove a card for the customer',
      removeCardDescription:
        'Takes card {iccid} out of group “{group_name}” of {client_name}; its traffic is no longer directed.',
      cardRemoved: 'Card removed from its group',
      ip: 'Resolved IP',
      ipPlaceholder: 'The IP it resolved to',
      domainPlaceholder: 'A domain, e.g. iot.example.cn',
      firstSeen: 'First resolved',
      lastSeen: 'Last resolved',
      resolution: { current: 'Current', past: 'Earlier' },
      hostIpRule:
        'The gateway resolves a domain when the host takes effect, then at every midnight and whenever the clock moves; consecutive answers with the same address are one row.',
      apiColumn: 'API',
      actorColumn: 'Caller',
      params: 'Parameters',
      latency: 'Latency (ms)',
      actor: { client: 'Customer user', support: 'Support user', gateway: 'Gateway' },
      api: {
        groupCreate: 'Create group',
        groupUpdate: 'Update group',
        groupDelete: 'Delete group',
        hostPush: 'Push host',
        hostDelete: 'Delete host',
        hostApply: 'Host applied',
        cardBind: 'Add cards to group',
        cardUnbind: 'Remove card from group',
      },
      errors: {
        gatewayTimeout: 'The gateway timed out applying it; push it again',
        hostNotFailed: 'Host {address} has not failed; there is nothing to push again',
      },
    },
  },
);
