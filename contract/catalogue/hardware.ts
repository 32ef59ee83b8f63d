import { defineMessages } from './define.ts';

export const hardwareMessages = defineMessages(
  {
    hardware: {
      intro: '一台设备绑定一张卡；卡需完成实名认证方可使用，提交后运营商在24小时内完成审核。',
      sn: '设备SN',
      snPlaceholder: 'SN 或其开头',
      model: '设备型号',
      bound: '绑定状态',
      boundYes: '已绑定',
      boundNo: '未绑定',
      add: '添加设备',
      addTitle: '添加设备',
      addHint: 'SN 不可重复，IMEI 为15位数字；可同时绑定一张卡。',
      cardNumber: '绑定卡号（选填）',
      confirmAdd: '确定添加设备 {sn} 吗？',
      confirmAddWithCard: '确定添加设备 {sn} 并绑定卡 {card} 吗？',
      added: '设备 {sn} 已添加',
      bindTitle: '绑定卡',
      bindOf: '设备 {sn}（{model}）',
      confirmBind: '确定将卡 {card} 绑定到设备 {sn} 吗？',
      bound_ok: '已将卡绑定到设备 {sn}',
      confirmUnbind: '确定解除设备 {sn} 与卡 {card} 的绑定吗？',
      unbound: '设备 {sn} 已解绑',
      realNameRejectReasons: {
        id_mismatch: '姓名与身份证号码不一致',
        name_invalid: '姓名不符合实名规范，须与居民身份证上的中文姓名一致',
      },
      list: {
        column: {
          iccid: '绑定卡ICCID',
          bound_at: '绑定时间',
          card_status: '卡状态',
          actions: {
            bind: '绑定卡',
            real_name: '实名认证',
          },
        },
      },
    },
  },
  {
    hardware: {
      intro:
        'A device holds one card; a card must be registered to a real name to be used, and the carrier reviews a submission within 24 hours.',
      sn: 'SN',
      snPlaceholder: 'SN or its start',
      model: 'Model',
      bound: 'Card',
      boundYes: 'Holding a card',
      boundNo: 'Spare',
      add: 'Add device',
      addTitle: 'Add a device',
      addHint: 'The SN must be new and the IMEI 15 digits; a card can be bound at once.',
      cardNumber: 'Card to bind (optional)',
      confirmAdd: 'Add device {sn}?',
      confirmAddWithCard: 'Add device {sn} and bind card {card}?',
      added: 'Device {sn} added',
      bindTitle: 'Bind a card',
      bindOf: 'Device {sn} ({model})',
      confirmBind: 'Bind card {card} to device {sn}?',
      bound_ok: 'Card bound to device {sn}',
      confirmUnbind: 'Unbind card {card} from device {sn}?',
      unbound: 'Device {sn} unbound',
      realNameRejectReasons: {
        id_mismatch: 'The name does not match the ID number',
        name_invalid: 'The name must be the Chinese name on the resident ID card',
      },
      list: {
        column: {
          iccid: 'Card ICCID',
          bound_at: 'Bound',
          card_status: 'Card status',
          actions: {
            bind: 'Bind card',
            real_name: 'Real name',
          },
        },
      },
    },
  },
);
