import {
  addNetCards,
  addNetGroup,
  addNetHost,
  addPlanChange,
  addTacBinding,
  addWorkOrder,
  cancelWorkOrder,
  commentWorkOrder,
  deleteNetCard,
  deleteNetGroup,
  deleteNetHost,
  netCardList,
  netGroupList,
  netGroupOptions,
  netHostList,
  planChangeList,
  planChangeOptions,
  tacBindingList,
  tacEventList,
  unbindTac,
  workOrderDetail,
  workOrderList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as net from '../services/net-groups.ts';
import * as planChanges from '../services/plan-changes.ts';
import * as tac from '../services/tac-bindings.ts';
import * as orders from '../services/work-orders.ts';

/**
 * Work orders (/work/center): the list, one order, opening, commenting on and cancelling one; the
 * directed-traffic groups, their addresses and cards (/net_group, /net_group/host, /net_group/card),
 * changed by work orders.
 */
export const workOrderRoutes = [
  defineRoute(workOrderList, (ctx) =>
    listAnswer(workOrderList, ctx, orders.listWorkOrders(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(workOrderDetail, ({ deps, auth, query, lang }) =>
    orders.workOrderDetail(deps, auth, query.id, lang),
  ),
  defineRoute(addWorkOrder, ({ deps, auth, body }) => orders.openWorkOrder(deps, auth, body)),
  defineRoute(commentWorkOrder, ({ deps, auth, body }) => orders.addWorkOrderComment(deps, auth, body)),
  defineRoute(cancelWorkOrder, ({ deps, auth, body }) => orders.cancelOwnWorkOrder(deps, auth, body.id)),
  defineRoute(netGroupList, (ctx) =>
    listAnswer(netGroupList, ctx, net.listNetGroups(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(addNetGroup, ({ deps, auth, body }) => net.addNetGroup(deps, auth, body)),
  defineRoute(deleteNetGroup, ({ deps, auth, body }) => net.removeNetGroup(deps, auth, body.id)),
  defineRoute(netGroupOptions, ({ deps, auth }) => net.netGroupOptions(deps, auth)),
  defineRoute(netHostList, (ctx) =>
    listAnswer(netHostList, ctx, net.listNetHosts(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(addNetHost, ({ deps, auth, body }) => net.addNetHost(deps, auth, body)),
  defineRoute(deleteNetHost, ({ deps, auth, body }) => net.removeNetHost(deps, auth, body.id)),
  defineRoute(netCardList, (ctx) =>
    listAnswer(netCardList, ctx, net.listNetCards(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(addNetCards, ({ deps, auth, body }) => net.addNetCards(deps, auth, body)),
  defineRoute(deleteNetCard, ({ deps, auth, body }) => net.removeNetCard(deps, auth, body.id)),
  defineRoute(tacBindingList, (ctx) =>
    listAnswer(tacBindingList, ctx, tac.listTacBindings(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(addTacBinding, ({ deps, auth, body }) => tac.addTacBinding(deps, auth, body)),
  defineRoute(unbindTac, ({ deps, auth, body }) => tac.unbindTac(deps, auth, body.id)),
  defineRoute(tacEventList, (ctx) =>
    listAnswer(tacEventList, ctx, tac.listTacEvents(ctx.deps, ctx.auth, ctx.query)),
  ),
  // Issue 42: plan change.
  defineRoute(planChangeList, (ctx) =>
    listAnswer(planChangeList, ctx, planChanges.listPlanChanges(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(planChangeOptions, ({ deps, lang }) => planChanges.planChangeOptions(deps, lang)),
  defineRoute(addPlanChange, ({ deps, auth, body }) => planChanges.addPlanChange(deps, auth, body)),
];
