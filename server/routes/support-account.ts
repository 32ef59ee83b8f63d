import { clientRechargePerm, supportResetPassword, switchAccount, switchAccountBack } from '#contract';
import { defineRoute } from '../define-route.ts';
import { resetClientPassword, setRechargeEnabled } from '../services/support-accounts.ts';
import * as switching from '../services/switch-account.ts';

/** What support does to a customer's account: act as it, allow recharge, reset its password. */
export const supportAccountRoutes = [
  defineRoute(switchAccount, ({ deps, auth, body, lang }) =>
    switching.switchAccount(deps, auth, body.client_id, lang),
  ),
  defineRoute(switchAccountBack, ({ deps, auth, lang }) => switching.switchAccountBack(deps, auth, lang)),
  defineRoute(clientRechargePerm, ({ deps, body, lang }) =>
    setRechargeEnabled(deps, body.client_id, body.enabled, lang),
  ),
  defineRoute(supportResetPassword, ({ deps, body, lang }) =>
    resetClientPassword(deps, body.client_id, lang),
  ),
];
