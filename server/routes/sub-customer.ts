import {
  assignCards,
  cardAssignDetail,
  cardAssignLog,
  createSubCustomer,
  importSubCustomers,
  saveSubCustomerFuncs,
  setSubCustomerStatus,
  subCustomerFuncs,
  subCustomerList,
  subCustomerOptions,
  updateSubCustomer,
  withdrawAssign,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as assign from '../services/card-assign.ts';
import * as subs from '../services/sub-customers.ts';

/** Sub-customers (/sub_customer), card assignments (/card_assgin_log) and functions (/user_func). */
export const subCustomerRoutes = [
  defineRoute(subCustomerList, (ctx) =>
    listAnswer(subCustomerList, ctx, subs.listSubCustomers(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(subCustomerOptions, ({ deps, auth }) => subs.subCustomerOptions(deps, auth)),
  defineRoute(createSubCustomer, ({ deps, auth, body }) => subs.createSubCustomer(deps, auth, body)),
  defineRoute(updateSubCustomer, ({ deps, auth, body }) => subs.updateSubCustomer(deps, auth, body)),
  defineRoute(setSubCustomerStatus, ({ deps, auth, body }) => subs.setSubCustomerStatus(deps, auth, body)),
  defineRoute(importSubCustomers, ({ deps, auth, body, lang }) =>
    subs.importSubCustomers(deps, auth, body, lang),
  ),
  defineRoute(assignCards, ({ deps, auth, body, lang }) => assign.assignCards(deps, auth, body, lang)),
  defineRoute(cardAssignLog, async (ctx) =>
    listAnswer(cardAssignLog, ctx, await assign.listAssignments(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(cardAssignDetail, async (ctx) =>
    listAnswer(cardAssignDetail, ctx, await assign.assignmentDetail(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(withdrawAssign, ({ deps, auth, body }) => assign.withdrawAssign(deps, auth, body.task_id)),
  defineRoute(subCustomerFuncs, ({ deps, auth, query, lang }) =>
    subs.subCustomerFuncs(deps, auth, query.client_id, lang),
  ),
  defineRoute(saveSubCustomerFuncs, ({ deps, auth, body, lang }) =>
    subs.saveSubCustomerFuncs(deps, auth, body, lang),
  ),
];
