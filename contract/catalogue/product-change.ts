import { defineMessages } from './define.ts';

/** Plan change (client/features/product-change, contract/endpoints/product-change.ts): /product_change. */
export const productChangeMessages = defineMessages(
  {
    productChange: {
      statuses: { done: '已变更', failed: '变更失败' },
      money: { held: '冻结中', charged: '已扣差价' },
      fromPlan: '原套餐',
      amount: '差价',
      moneyState: '差价状态',
      effectAt: '套餐生效时间',
      rules:
        '卡片只能变更为同一运营商的其他套餐。新套餐价格高于原套餐时，差价在提交时从可用余额冻结，运营商确认后扣费；工单被驳回、撤销或运营商办理失败时解冻。立即生效：运营商确认后即换套餐；次月生效：下月 1 日换套餐。',
      form: {
        title: '变更套餐',
        planPlaceholder: '选择要变更为的套餐',
        notice: '套餐变更将生成一张工单，审核后由运营商在 3 个工作日内办理；差价先冻结，办理成功后扣费。',
        created: '已提交套餐变更工单，差价 {frozen} 元已冻结',
      },
    },
  },
  {
    productChange: {
      statuses: { done: 'Plan changed', failed: 'Change failed' },
      money: { held: 'Frozen', charged: 'Difference charged' },
      fromPlan: 'Current plan',
      amount: 'Price difference',
      moneyState: 'Difference',
      effectAt: 'New plan from',
      rules:
        'A card changes only to another plan of its own carrier. When the new plan costs more than the current one, the difference is frozen from the available balance when you submit and charged once the carrier confirms; it is released if the order is rejected or cancelled or the carrier fails the card. Now: the plan changes when the carrier confirms; Next month: on the 1st of next month.',
      form: {
        title: 'Change plan',
        planPlaceholder: 'Select the new plan',
        notice:
          'A plan change opens one work order: reviewed, then handled by the carrier within 3 working days. The difference is frozen first and charged once the change succeeds.',
        created: 'Plan change work order opened; the difference of {frozen} yuan is frozen',
      },
    },
  },
);
