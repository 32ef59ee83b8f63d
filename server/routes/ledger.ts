import { balanceTransfer, ledgerList, startLedgerExport, transferList } from '#contract';
import { defineRoute } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { listLedger, listTransfers, transferToSubClient } from '../services/ledger.ts';
import * as ledgerExport from '../services/ledger-export.ts';
import { settleTrade } from '../services/trade.ts';

/** The account ledger (/charge/account), its export, and balance transfers to sub-clients. */
export const ledgerRoutes = [
  defineRoute(ledgerList, (ctx) => {
    // Card orders the carrier answered since, and top-ups paid, are in the ledger before it is read.
    settleTrade(ctx.deps, ctx.deps.clock.now());
    const { tableData, total, account, owed, totals } = listLedger(ctx.deps, ctx.auth, ctx.query, ctx.lang);
    return { ...listAnswer(ledgerList, ctx, { tableData, total }), account, owed, totals };
  }),
  defineRoute(startLedgerExport, ({ deps, auth, body, lang }) =>
    ledgerExport.startLedgerExport(deps, auth, body, lang),
  ),
  defineRoute(balanceTransfer, ({ deps, auth, body }) => transferToSubClient(deps, auth, body)),
  defineRoute(transferList, (ctx) => {
    const { tableData, total, sub_clients, account } = listTransfers(ctx.deps, ctx.auth, ctx.query, ctx.lang);
    return { ...listAnswer(transferList, ctx, { tableData, total }), sub_clients, account };
  }),
];
