import { indexHeader } from '#contract';
import { defineRoute } from '../define-route.ts';
import { perConnection, untilNextWrite } from '../lib/prepared.ts';
import { headerCounts } from '../services/cards.ts';

const balanceCents = perConnection<[number], { cents: number }>(
  'select balance_cents as cents from clients where id = ?',
);

export const homeRoutes = [
  defineRoute(indexHeader, ({ deps, auth }) => {
    const counts = headerCounts(deps, auth);
    const balance =
      auth.clientId !== null && auth.codes.has('router_charge_account')
        ? (untilNextWrite(deps.sqlite, `balance:${auth.clientId}`, () =>
            balanceCents(deps.sqlite).get(auth.clientId!),
          )?.cents ?? 0) / 100
        : null;
    return { ...counts, client_balance: balance };
  }),
];
