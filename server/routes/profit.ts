import {
  applyWithdrawal,
  approveWithdrawal,
  approveWithdrawals,
  profitPriceList,
  profitProductList,
  profitRowList,
  rejectWithdrawal,
  saveProfitPrice,
  withdrawalList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as profit from '../services/profit.ts';

/** Profit sharing (分润, issue 41): products and prices, the profit ledger, withdrawals and their review. */
export const profitRoutes = [
  defineRoute(profitProductList, (ctx) => {
    const { sub_clients, ...page } = profit.listProfitProducts(ctx.deps, ctx.auth, ctx.query, ctx.lang);
    return { ...listAnswer(profitProductList, ctx, page), sub_clients };
  }),
  defineRoute(profitPriceList, (ctx) => {
    const { sub_clients, products, ...page } = profit.listProfitPrices(
      ctx.deps,
      ctx.auth,
      ctx.query,
      ctx.lang,
    );
    return { ...listAnswer(profitPriceList, ctx, page), sub_clients, products };
  }),
  defineRoute(saveProfitPrice, (ctx) => {
    const { sub, ...saved } = profit.saveProfitPrice(ctx.deps, ctx.auth, ctx.body);
    ctx.request.operation = { clientId: sub.id };
    return saved;
  }),
  defineRoute(profitRowList, (ctx) => {
    const { totals, ...page } = profit.listProfitRows(ctx.deps, ctx.auth, ctx.query, ctx.lang);
    return { ...listAnswer(profitRowList, ctx, page), totals };
  }),
  defineRoute(withdrawalList, (ctx) => {
    const { sub_clients, ...page } = profit.listWithdrawals(ctx.deps, ctx.auth, ctx.query);
    return { ...listAnswer(withdrawalList, ctx, page), sub_clients };
  }),
  defineRoute(applyWithdrawal, (ctx) => profit.applyWithdrawal(ctx.deps, ctx.auth, ctx.body)),
  defineRoute(approveWithdrawal, (ctx) => {
    const decided = profit.decideByMain(ctx.deps, ctx.auth, [ctx.body.id], { approve: true }, (t) => {
      ctx.request.operation = { clientId: t.clientId, object: `app_no=${t.refs} decision=approve` };
    });
    return { approved: decided.length };
  }),
  defineRoute(approveWithdrawals, (ctx) => {
    const decided = profit.decideByMain(ctx.deps, ctx.auth, ctx.body.ids, { approve: true }, (t) => {
      ctx.request.operation = { clientId: t.clientId, object: `app_no=${t.refs} decision=approve` };
    });
    return { approved: decided.length };
  }),
  defineRoute(rejectWithdrawal, (ctx) => {
    const decision = { approve: false as const, reason: ctx.body.reason };
    profit.decideByMain(ctx.deps, ctx.auth, [ctx.body.id], decision, (t) => {
      ctx.request.operation = { clientId: t.clientId, object: `app_no=${t.refs} decision=reject` };
    });
    return { id: ctx.body.id, status: 'rejected' as const };
  }),
];
