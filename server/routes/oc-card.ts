import {
  copyOcPolicy,
  createOcPolicy,
  deleteOcPolicy,
  ocCardInfo,
  ocCardSwitches,
  ocDistributeCount,
  ocDistributionList,
  ocPolicyList,
  ocPolicyOptions,
  ocSwitchList,
  setOcPolicyEnabled,
  updateOcPolicy,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import * as oc from '../services/oc-cards.ts';

/** Strategy management: multi-carrier cards' switching policies, their distribution and switches. */
export const ocCardRoutes = [
  defineRoute(ocPolicyList, (ctx) =>
    listAnswer(ocPolicyList, ctx, oc.listOcPolicies(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(createOcPolicy, ({ deps, auth, body, lang }) => oc.createOcPolicy(deps, auth, body, lang)),
  defineRoute(updateOcPolicy, ({ deps, auth, body, lang }) => oc.updateOcPolicy(deps, auth, body, lang)),
  defineRoute(copyOcPolicy, ({ deps, auth, body, lang }) => oc.copyOcPolicy(deps, auth, body.id, lang)),
  defineRoute(setOcPolicyEnabled, ({ deps, auth, body, lang }) =>
    oc.setOcPolicyEnabled(deps, auth, body, lang),
  ),
  defineRoute(deleteOcPolicy, ({ deps, auth, query }) => oc.deleteOcPolicy(deps, auth, query.id)),
  defineRoute(ocPolicyOptions, ({ deps, auth, lang }) => oc.ocPolicyOptions(deps, auth, lang)),
  defineRoute(ocDistributionList, (ctx) =>
    listAnswer(ocDistributionList, ctx, oc.listDistributions(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(ocSwitchList, (ctx) =>
    listAnswer(ocSwitchList, ctx, oc.listSwitches(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(ocCardSwitches, (ctx) =>
    listAnswer(ocCardSwitches, ctx, oc.cardSwitches(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(ocDistributeCount, ({ deps, auth, query }) => oc.countFilterCards(deps, auth, query)),
  defineRoute(ocCardInfo, ({ deps, auth, query, lang }) => oc.ocCardInfo(deps, auth, query.card_id, lang)),
];
