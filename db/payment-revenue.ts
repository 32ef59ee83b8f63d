/**
 * What the cards were charged per month (issue 41, /report/payment_card): `card_revenue_monthly`
 * holds each card's package (套餐) and add-on (加油包) charges of a month (UTC+8) by the client that
 * paid, `client_revenue_monthly` each paying client's month: cards billed (charged anything),
 * cards renewed (charged for a package), package and add-on revenue. The report reads these rows,
 * never the ledger or the cards, so a customer of a million cards answers from a few rows a month.
 *
 * A trigger on `account_ledger` keeps both exact whatever posts a charge (a recharge order, an
 * add-on from the card page, a plan change's difference, the seed): the ledger is the one place
 * money moves, so the report agrees with the ledger and the monthly bills (their 套餐 and 加油包
 * lines are the same rows). Every package and add-on charge names its card's ICCID in its remark
 * parameters (tests/api/report-payment-card.test.ts checks it). The trigger is made at every open
 * (`installPaymentRevenue`); a database from before the tables is summed at start
 * (`backfillPaymentRevenue`). Update then insert where missing, never an UPSERT (db/card-counts.ts).
 */
import type Database from 'better-sqlite3';

type Sqlite = Database.Database;

/** The month (UTC+8) of an epoch-ms column, as 'YYYY-MM'. */
const monthOf = (column: string) => `strftime('%Y-%m', (${column} + 28800000) / 1000, 'unixepoch')`;
/** The card a charge names ('' if none). */
const iccidOf = (row: string) => `coalesce(json_extract(${row}.remark_params, '$.iccid'), '')`;
const packageCents = (row: string) =>
  `(case when ${row}.kind = 'package' then -${row}.amount_cents else 0 end)`;
const addonCents = (row: string) => `(case when ${row}.kind = 'addon' then -${row}.amount_cents else 0 end)`;

const M = monthOf('new.at');
const I = iccidOf('new');
const CARD_KEY = `k.client_id = new.client_id and k.month = ${M} and k.iccid = ${I}`;
const CLIENT_KEY = `client_id = new.client_id and month = ${M}`;

const TRIGGER = `payment_revenue_ledger`;
const TRIGGER_BODY = `after insert on account_ledger when new.kind in ('package', 'addon') begin
  update client_revenue_monthly set
    cards_billed = cards_billed + (not exists (select 1 from card_revenue_monthly k where ${CARD_KEY})),
    cards_renewed = cards_renewed + (new.kind = 'package'
      and not exists (select 1 from card_revenue_monthly k where ${CARD_KEY} and k.package_n > 0)),
    package_cents = package_cents + ${packageCents('new')},
    addon_cents = addon_cents + ${addonCents('new')}
  where ${CLIENT_KEY};
  insert into client_revenue_monthly (client_id, main_client_id, month, cards_billed, cards_renewed, package_cents, addon_cents)
    select new.client_id, coalesce((select main_id from clients where id = new.client_id), new.client_id), ${M}, 1,
      new.kind = 'package', ${packageCents('new')}, ${addonCents('new')}
    where not exists (select 1 from client_revenue_monthly where ${CLIENT_KEY});
  update card_revenue_monthly set
    package_cents = package_cents + ${packageCents('new')}, package_n = package_n + (new.kind = 'package'),
    addon_cents = addon_cents + ${addonCents('new')}, addon_n = addon_n + (new.kind = 'addon')
  where client_id = new.client_id and month = ${M} and iccid = ${I};
  insert into card_revenue_monthly (client_id, main_client_id, month, iccid, package_cents, package_n, addon_cents, addon_n)
    select new.client_id, coalesce((select main_id from clients where id = new.client_id), new.client_id), ${M}, ${I},
      ${packageCents('new')}, new.kind = 'package', ${addonCents('new')}, new.kind = 'addon'
    where not exists (select 1 from card_revenue_monthly k where ${CARD_KEY});
end`;

/** Makes the trigger that keeps the revenue summary (at every open of a database; nothing if it exists). */
export function installPaymentRevenue(sqlite: Sqlite): void {
  sqlite.exec(`create trigger if not exists ${TRIGGER} ${TRIGGER_BODY}`);
}

/** Sums every package and add-on charge of the ledger again. */
export function rebuildPaymentRevenue(sqlite: Sqlite): void {
  sqlite.transaction(() => {
    sqlite.exec(`delete from card_revenue_monthly; delete from client_revenue_monthly;
      insert into card_revenue_monthly (client_id, main_client_id, month, iccid, package_cents, package_n, addon_cents, addon_n)
        select l.client_id, coalesce(c.main_id, l.client_id), ${monthOf('l.at')} as month, ${iccidOf('l')} as iccid,
          sum(${packageCents('l')}), sum(l.kind = 'package'), sum(${addonCents('l')}), sum(l.kind = 'addon')
        from account_ledger l left join clients c on c.id = l.client_id
        where l.kind in ('package', 'addon')
        group by l.client_id, month, iccid order by month, l.client_id, min(l.id);
      insert into client_revenue_monthly (client_id, main_client_id, month, cards_billed, cards_renewed, package_cents, addon_cents)
        select client_id, max(main_client_id), month, count(*), sum(package_n > 0), sum(package_cents), sum(addon_cents)
        from card_revenue_monthly group by client_id, month order by month, client_id;`);
  })();
}

/** At start: a database with charges but no summary (from before the tables) is summed. True when it was. */
export function backfillPaymentRevenue(sqlite: Sqlite): boolean {
  const has = (sql: string) => sqlite.prepare(sql).get() !== undefined;
  if (
    has('select 1 from client_revenue_monthly limit 1') ||
    !has("select 1 from account_ledger where kind in ('package', 'addon') limit 1")
  )
    return false;
  rebuildPaymentRevenue(sqlite);
  return true;
}
