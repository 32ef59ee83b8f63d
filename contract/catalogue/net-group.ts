import { defineMessages } from './define.ts';

/** Directed-traffic groups (client/features/net-group, contract/endpoints/net-group.ts): /net_group, /net_group/host. */
export const netGroupMessages = defineMessages(
  {
    netGroup: {
      hostStatuses: {
        adding: '新增处理中',
        added: '新增成功',
        add_failed: '新增失败',
        deleting: '删除处理中',
      },
      kinds: { ip: 'IP' },
      protocols: { tcp: 'TCP', udp: 'UDP', any: 'TCP/UDP' },
      name: '分组名称',
      group: '定向分组',
      hostCount: '地址数',
      hostLimit: '地址上限',
      hostsButton: '地址管理',
      cardsButton: '卡片管理',
      cardCount: '卡数',
      source: '添加方式',
      sources: { list: '卡号列表', tag: '按标签' },
      newCards: '添加卡片',
      confirmDeleteCard: '确定将卡 {iccid} 移出定向分组吗？将提交定向配置工单，运营商处理完成后生效。',
      cardDeleting: '已提交移出工单，运营商处理完成后移出',
      cardRemoved: '卡 {iccid} 已移出',
      cardRules:
        '分组内的卡须与分组属于同一运营商、使用定向套餐，且每张卡只能在一个分组中；每次最多 1000 张。',
      orderButton: '查看工单',
      newGroup: '新建分组',
      newHost: '添加地址',
      confirmDelete: '确定删除定向分组“{name}”吗？',
      deleted: '定向分组“{name}”已删除',
      confirmDeleteHost: '确定删除地址 {address} 吗？将提交定向配置工单，运营商处理完成后生效。',
      hostDeleting: '已提交删除工单，运营商处理完成后删除',
      hostRemoved: '地址 {address} 已删除',
      limits: '运营商限制：电信每组最多 5 个 IP、10 个域名，合计 10 个；IP 不支持通配符，域名可用 *. 开头。',
      form: {
        title: '新建定向分组',
        nameHelp: '不超过 30 个字符；分组内的地址与卡须属于同一运营商',
        created: '定向分组已创建',
        hostTitle: '添加定向地址',
        addressHelp: 'IP 如 112.65.3.20（不支持通配符）；域名如 api.example.com 或 *.example.com',
        hostNotice:
          '添加地址将生成定向配置工单，运营商在时限内处理：电信 5 个工作日，联通 7 个工作日，移动 6 周。',
        hostCreated: '已提交定向配置工单，地址新增处理中',
        cardTitle: '添加定向卡片',
        numbersHelp: '每行一个 ICCID 或 MSISDN，可粘贴或读取文本文件，最多 1000 张',
        tagHelp: '加入带该标签、属于分组运营商、使用定向套餐且未在分组中的卡',
        cardNotice:
          '添加卡片将生成一张定向配置工单，运营商在时限内处理：电信 5 个工作日，联通 7 个工作日，移动 6 周。',
        cardCreated: '已提交定向配置工单，卡片新增处理中',
      },
    },
  },
  {
    netGroup: {
      hostStatuses: {
        adding: 'Being added',
        added: 'Added',
        add_failed: 'Not added',
        deleting: 'Being removed',
      },
      kinds: { ip: 'IP address' },
      protocols: { tcp: 'TCP only', udp: 'UDP only', any: 'TCP and UDP' },
      name: 'Group name',
      group: 'Directed group',
      hostCount: 'Addresses',
      hostLimit: 'Address limit',
      hostsButton: 'Addresses',
      cardsButton: 'Cards',
      cardCount: 'Card count',
      source: 'Add by',
      sources: { list: 'List of numbers', tag: 'Tag' },
      newCards: 'Add cards',
      confirmDeleteCard:
        'Take card {iccid} out of its directed group? A directed-traffic work order goes to the carrier; it is out once the carrier is done.',
      cardDeleting: 'Removal ordered; the card leaves once the carrier is done',
      cardRemoved: 'Card {iccid} taken out',
      cardRules:
        'A group’s cards are of its carrier and on a directed plan, each in one group at most; at most 1,000 at a time.',
      orderButton: 'Work order',
      newGroup: 'New group',
      newHost: 'Add address',
      confirmDelete: 'Delete the directed group “{name}”?',
      deleted: 'Directed group “{name}” deleted',
      confirmDeleteHost:
        'Remove {address}? A directed-traffic work order goes to the carrier; it is removed once the carrier is done.',
      hostDeleting: 'Removal ordered; the address goes once the carrier is done',
      hostRemoved: 'Address {address} removed',
      limits:
        'Carrier limits: at 电信 a group holds at most 5 IPs and 10 domains, 10 in all; IPs take no wildcard, domains may start with *.',
      form: {
        title: 'New directed group',
        nameHelp: 'At most 30 characters; a group’s addresses and cards are of one carrier',
        created: 'Directed group created',
        hostTitle: 'Add a directed address',
        addressHelp:
          'An IP such as 112.65.3.20 (no wildcard), or a domain such as api.example.com or *.example.com',
        hostNotice:
          'Adding an address opens a directed-traffic work order the carrier handles within its time limit: 5 working days at 电信, 7 at 联通, 6 weeks at 移动.',
        hostCreated: 'Work order submitted; the address is being added',
        cardTitle: 'Add directed cards',
        numbersHelp: 'One ICCID or MSISDN a line, pasted or read from a text file; at most 1,000',
        tagHelp:
          'Adds the cards with this tag that are of the group’s carrier, on a directed plan and in no group',
        cardNotice:
          'Adding cards opens one directed-traffic work order the carrier handles within its time limit: 5 working days at 电信, 7 at 联通, 6 weeks at 移动.',
        cardCreated: 'Work order submitted; the cards are being added',
      },
    },
  },
);
