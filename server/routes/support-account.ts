import { clientRechargePerm, supportResetPassword, switchAccount, switchAccountBack } from '#contract';
import { defineRoute } from '../define-route.ts';
import { resetClientPassword, setRechargeEnabled } from '../services/support-accounts.ts';
import * as switching from '../services/switch-account.ts';

/** What support does to a customer's account: act as it, allow recharge, reset its password. */
export const supportAccountRoutes = [
  defineRoute(switchAccount, ({ deps, auth, body }) => switching.switchAccount(deps, auth, body.client_id)),
  defineRoute(switchAccountBack, ({ deps, auth }) => switching.switchAccountBack(deps, auth)),
  defineRoute(clientRechargePerm, ({ deps, body }) => setRechargeEnabled(deps, body.client_id, body.enabled)),
  defineRoute(supportResetPassword, ({ deps, body }) => resetClientPassword(deps, body.client_id)),
];
