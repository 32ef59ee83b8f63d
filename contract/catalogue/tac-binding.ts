import { defineMessages } from './define.ts';

/** Machine-card binding (client/features/tac-binding, contract/endpoints/tac-binding.ts): /work/tac. */
export const tacBindingMessages = defineMessages(
  {
    tacBinding: {
      modes: { first_cdr: '首话单', tac: 'IMEI号段（TAC）' },
      statuses: {
        binding: '绑定处理中',
        bound: '已绑定',
        bind_failed: '绑定失败',
        unbinding: '解绑处理中',
      },
      separation: { no: '未分离', yes: '已分离' },
      eventActions: { none: '未处理' },
      mode: '绑定方式',
      tac: 'TAC号段',
      boundImei: '绑定IMEI',
      currentImei: '当前IMEI',
      separated: '分离状态',
      seenAt: '发现时间',
      oldImei: '原IMEI',
      newImei: '新IMEI',
      eventAction: '运营商处理',
      bindings: '绑定查询',
      history: '分离记录',
      newBinding: '新增绑定',
      rules:
        '首话单：卡片绑定到绑定后首次上网的设备；IMEI号段：卡片只能在 IMEI 以该 TAC 开头的设备中使用。已绑定的卡插入其他设备即为“已分离”，运营商将作机卡分离停机，解绑后方可复机。',
      confirmUnbind: '确定解除卡 {iccid} 的机卡绑定吗？将提交解绑工单，运营商处理完成后生效。',
      unbinding: '已提交解绑工单，运营商处理完成后解除绑定',
      removed: '卡 {iccid} 的绑定记录已删除',
      form: {
        title: '新增机卡绑定',
        tacPlaceholder: '如 86000000',
        tacHelp: 'IMEI 的前 8 位（TAC），可填 8 到 14 位数字',
        notice: '机卡绑定将生成一张工单，运营商在 3 个工作日内处理完成。',
        created: '已提交机卡绑定工单，绑定处理中',
      },
    },
  },
  {
    tacBinding: {
      modes: { first_cdr: 'First device seen', tac: 'IMEI segment (TAC)' },
      statuses: {
        binding: 'Being bound',
        bound: 'Bound',
        bind_failed: 'Binding failed',
        unbinding: 'Being unbound',
      },
      separation: { no: 'In its device', yes: 'Separated' },
      eventActions: { none: 'No action' },
      mode: 'Binding mode',
      tac: 'TAC segment',
      boundImei: 'Bound IMEI',
      currentImei: 'Current IMEI',
      separated: 'Separation',
      seenAt: 'Seen at',
      oldImei: 'Previous IMEI',
      newImei: 'New IMEI',
      eventAction: "Carrier's action",
      bindings: 'Bindings',
      history: 'Separation history',
      newBinding: 'Bind cards',
      rules:
        'First device seen: the card is bound to the first device it goes online in after binding. IMEI segment: the card works only in devices whose IMEI starts with the TAC. A bound card put into another device is "separated" and the carrier stops it; it can be resumed once unbound.',
      confirmUnbind:
        'Unbind card {iccid} from its device? An unbinding work order is opened; it takes effect when the carrier is done.',
      unbinding: 'Unbinding work order opened; the binding ends when the carrier is done',
      removed: "Card {iccid}'s binding record was deleted",
      form: {
        title: 'Bind cards to devices',
        tacPlaceholder: 'e.g. 86000000',
        tacHelp: "The IMEI's first 8 digits (the TAC); 8 to 14 digits",
        notice: 'Binding opens one work order; the carrier handles it within 3 working days.',
        created: 'Binding work order opened; the cards are being bound',
      },
    },
  },
);
