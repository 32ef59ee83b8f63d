import { sql } from 'drizzle-orm';
import { ALL_PERM_CODES } from '#contract';
import { CLIENTS, PERM_GROUPS, PLANS, PLATFORM, USERS } from '../../fixtures/index.ts';
import { seedBills } from '../bills.ts';
import type { Connection } from '../connection.ts';
import { hashPassword } from '../passwords.ts';
import * as t from '../schema.ts';
// Issue 40: special-card resume.
import { rebuildUsageSummary } from '../usage-summary.ts';
import { seedCardAssignments } from './card-assign.ts';
import { seedCardDomain } from './card-domain.ts';
import { type CardBlock, type Holder, seedCards } from './cards.ts';
// Issue 46: chain-store card orders.
import { seedChainOrders } from './chain-orders.ts';
import { seedCharge } from './charge.ts';
import { fixtureCardCount, SMALL_WORLD_CARDS, syntheticCustomers } from './clients.ts';
import { seedCardExports } from './exports.ts';
import { seedFaqs } from './faqs.ts';
import { seedLedger } from './ledger.ts';
import { seedNotices } from './notices.ts';
import { seedOcCards } from './oc-cards.ts';
import { seedOperationLogs } from './operation-logs.ts';
// Issue 42: plan changes.
import { seedPlanChanges } from './plan-changes.ts';
import { seedProfit } from './profit.ts';
import { seedSecurity, seedTraffic } from './security.ts';
import { seedSmallPlanStops } from './small-plan-stops.ts';
import { seedSms } from './sms.ts';
import { seedSmsWarnings } from './sms-warnings.ts';
import { seedSpeccard } from './speccard.ts';
import { seedStaff } from './staff.ts';
import { seedSupportAccess } from './support-access.ts';
import { seedSupportActivations, seedSupportExports, seedSupportGprsResets } from './support-activations.ts';
// Issue 50 part B: support's traffic analysis and session extraction.
import { seedSupportAnalysis } from './support-analysis.ts';
import { seedCarrierResumes, seedSpeedLimitLifts, seedSpeedLimits } from './support-resumes.ts';
// Issue 48, part A: support's side of work orders.
import { seedSupportReview } from './support-review.ts';
import { seedSupportWork } from './support-work.ts';
import { seedUsageHistory } from './usage.ts';
// Issue 43: warning rules.
import { seedWarnings } from './warnings.ts';
import { seedNetGroups, seedTacBindings, seedWorkOrders } from './work-orders.ts';

interface SeedOptions {
  /** How many cards to generate. */
  cards: number;
  /** PRNG seed: the same seed and clock give the same world. */
  seed?: number;
  /** The emulator clock's now, in epoch ms; dates are placed around it. */
  now: number;
  /** Told how long each phase of the seed took (the benchmark prints it). */
  onPhase?: (phase: string, ms: number) => void;
}

export const DEFAULT_SEED = 20251030;

const DAY = 86_400_000;

export const isSeeded = ({ db }: Connection) =>
  (db.get<{ n: number }>(sql`select count(*) as n from clients`)?.n ?? 0) > 0;

/**
 * One block of cards per customer tree (a main client and its sub-clients), in order of the
 * trees' first appearance, sized by their shares so the blocks add up to exactly `total`.
 */
function blocksByTree(holders: Holder[], total: number): CardBlock[] {
  const trees = new Map<number, Holder[]>();
  for (const h of holders) trees.set(h.mainClientId, [...(trees.get(h.mainClientId) ?? []), h]);
  const shareTotal = holders.reduce((sum, h) => sum + h.share, 0);
  const blocks: CardBlock[] = [];
  let assigned = 0;
  let shareSoFar = 0;
  for (const tree of trees.values()) {
    shareSoFar += tree.reduce((sum, h) => sum + h.share, 0);
    // Cumulative rounding: every block gets its share, and the last one ends exactly at total.
    const end = Math.round((shareSoFar / shareTotal) * total);
    blocks.push({ holders: tree, cards: end - assigned });
    assigned = end;
  }
  return blocks;
}

/** Tables bulk-loaded by the seeder: their secondary indexes are built once, after the rows. */
export const BULK_TABLES = ['cards'];

/**
 * Runs a bulk load with the given tables' secondary indexes dropped, then builds them again: one
 * sort per index instead of a million scattered B-tree inserts (about ten times faster).
 */
export function withIndexesBuiltAfter(
  sqlite: Connection['sqlite'],
  tables: string[],
  load: () => void,
  phase: (name: string) => void,
): void {
  const indexes = sqlite
    .prepare<string[], { name: string; sql: string }>(
      `select name, sql from sqlite_master where type = 'index' and sql is not null
       and tbl_name in (${tables.map(() => '?').join(', ')}) order by name`,
    )
    .all(...tables);
  for (const { name } of indexes) sqlite.exec(`drop index "${name}"`);
  load();
  phase('rows');
  for (const { name, sql: create } of indexes) {
    sqlite.exec(create);
    phase(`index ${name}`);
  }
}

/**
 * Connection settings for a bulk load, restored afterwards: a rollback journal instead of WAL (a
 * fresh file's pages are written once, not to the WAL and again at checkpoint, and a crash still
 * rolls back to the empty database), a larger page cache and two sorter threads for the index
 * builds, and no per-row foreign key checks (the seeder writes consistent keys by construction).
 */
export function withBulkLoadSettings(sqlite: Connection['sqlite'], load: () => void): void {
  const journal = String(sqlite.pragma('journal_mode', { simple: true }));
  const cacheSize = Number(sqlite.pragma('cache_size', { simple: true }));
  const foreignKeys = Number(sqlite.pragma('foreign_keys', { simple: true }));
  if (journal === 'wal') sqlite.pragma('journal_mode = DELETE');
  sqlite.pragma('cache_size = -131072');
  sqlite.pragma('threads = 2');
  sqlite.pragma('foreign_keys = OFF');
  try {
    load();
  } finally {
    sqlite.pragma(`foreign_keys = ${foreignKeys}`);
    sqlite.pragma('threads = 0');
    sqlite.pragma(`cache_size = ${cacheSize}`);
    if (journal === 'wal') sqlite.pragma('journal_mode = WAL');
  }
}

/**
 * Fills an empty, migrated database with the demo world, in one transaction, then gathers the
 * planner's statistics (ANALYZE) so the card list's queries pick the right indexes at any size.
 *
 * Up to SMALL_WORLD_CARDS cards the fixture clients hold every card, in their fixture shares. A
 * larger world is a platform with many customers: the fixture clients keep a capped number of
 * cards (demo's tree stays below ~50,000) and synthetic customers with generated Chinese company
 * names hold the rest, so no client's list is a large part of the table.
 */
export function seedDatabase(conn: Connection, options: SeedOptions): void {
  const phase = phaseTimer(options.onPhase);
  withBulkLoadSettings(conn.sqlite, () => seedAll(conn, options, phase));
  // The codes of this version are known: a later version's new ones are granted on start.
  grantNewCodes(conn);
  conn.sqlite.exec('analyze');
  phase('analyze');
}

/**
 * A database seeded before the card domain existed (migrations up to 0005) gets its card-domain
 * rows now, around the cards it already has, so `npm run dev` on an existing `.data/emulator.db`
 * shows the new screens with data instead of asking the developer to delete the file. Does nothing
 * on a database that has them (its base stations are there).
 */
export function backfillCardDomain(conn: Connection, now: number): boolean {
  const { sqlite } = conn;
  const has = (sql: string) => ((sqlite.prepare(sql).get() as { n: number }).n ?? 0) > 0;
  if (!has('select count(*) as n from cards') || has('select count(*) as n from cells')) return false;
  const fixtureNames = CLIENTS.filter((c) => c.cardShare > 0).map((c) => c.name);
  const fixtureMainIds = sqlite
    .prepare<string[], { id: number }>(
      `select distinct main_id as id from clients where name in (${fixtureNames.map(() => '?').join(', ')})`,
    )
    .all(...fixtureNames)
    .map((r) => r.id);
  sqlite.transaction(() => {
    seedCardDomain(conn, { seed: DEFAULT_SEED, now, fixtureMainIds });
    seedSmsWarnings(conn, { now });
    if (!has('select count(*) as n from faqs')) seedFaqs(conn);
  })();
  sqlite.exec('analyze');
  return true;
}

/**
 * A database made before groups had an audience (migration 0020) holds every group as a staff
 * group: the ones its sub-customers' logins are in, or that were customised for one, are for
 * sub-customers. Changes nothing once they are marked (no staff group holds a sub-customer's login).
 */
export function backfillGroupAudience(conn: Pick<Connection, 'sqlite'>): void {
  // The fixtures' sub-client groups too, though no sub-customer's login may be in one yet.
  const fixtureNames = PERM_GROUPS.filter((g) => g.forSubClients).map((g) => g.name);
  conn.sqlite
    .prepare(
      `update perm_groups set audience = 'sub_client'
       where audience = 'staff' and owner_client_id is not null and (for_client_id is not null
         or name in (${fixtureNames.map(() => '?').join(', ')})
         or exists (select 1 from users u join clients c on c.id = u.client_id
                    where u.group_id = perm_groups.id and c.parent_id is not null))`,
    )
    .run(...fixtureNames);
}

/**
 * A database seeded by an earlier version knows only the permission codes of its day: the codes a
 * newer version adds (a new screen's route code) are granted here to the fixture groups that hold
 * them (support's and the client's "all" groups, demo's sub-client groups), so a developer's
 * existing database shows the new screens without a reset. A code already known is never granted
 * again: one a user took out of a group stays out. The known codes are kept in `settings`.
 */
export function grantNewCodes(conn: Pick<Connection, 'sqlite'>): void {
  const { sqlite } = conn;
  const row = sqlite
    .prepare<[], { value: string }>("select value from settings where key = 'known_perm_codes'")
    .get();
  // Before this was kept, every fixture code was missing only because it was new.
  const known = new Set<string>(row ? (JSON.parse(row.value) as string[]) : []);
  const grant = sqlite.prepare(
    `insert or ignore into perm_group_codes (group_id, code)
     select id, ? from perm_groups where id = ? and name = ?`,
  );
  sqlite.transaction(() => {
    PERM_GROUPS.forEach((g, i) => {
      for (const code of g.codes) if (!known.has(code)) grant.run(code, i + 1, g.name);
    });
    sqlite
      .prepare(
        `insert into settings (key, value) values ('known_perm_codes', ?)
         on conflict(key) do update set value = excluded.value`,
      )
      .run(JSON.stringify(ALL_PERM_CODES));
  })();
}

/** Reports the time since the previous phase ended. */
export function phaseTimer(report?: (phase: string, ms: number) => void) {
  let last = performance.now();
  return (name: string) => {
    const at = performance.now();
    report?.(name, at - last);
    last = at;
  };
}

function seedAll(conn: Connection, options: SeedOptions, phase: (name: string) => void): void {
  const { db, sqlite } = conn;
  const now = options.now;
  const seed = options.seed ?? DEFAULT_SEED;
  sqlite.transaction(() => {
    const clientIds = new Map<string, number>();
    for (const [i, c] of CLIENTS.entries()) clientIds.set(c.key, i + 1);
    // A customer's account and its first users date from its creation; support staff from now.
    const createdAtOf = (key: string | undefined) => {
      const c = CLIENTS.find((x) => x.key === key);
      return c ? now - c.createdDaysAgo * DAY : now;
    };
    for (const c of CLIENTS) {
      const id = clientIds.get(c.key)!;
      const parentId = c.parent ? clientIds.get(c.parent)! : null;
      db.insert(t.clients)
        .values({
          id,
          name: c.name,
          parentId,
          mainId: parentId ?? id,
          balanceCents: Math.round(c.balance * 100),
          contactName: c.contactName,
          contactPhone: c.contactPhone,
          contactEmail: c.contactEmail,
          needSign: c.needSign ?? false,
          createdAt: createdAtOf(c.key),
        })
        .run();
    }

    const groupIds = new Map<string, number>();
    PERM_GROUPS.forEach((g, i) => {
      const id = i + 1;
      groupIds.set(g.key, id);
      db.insert(t.permGroups)
        .values({
          id,
          name: g.name,
          ownerClientId: g.owner ? clientIds.get(g.owner)! : null,
          audience: g.forSubClients ? 'sub_client' : 'staff',
        })
        .run();
      for (const code of g.codes) db.insert(t.permGroupCodes).values({ groupId: id, code }).run();
    });

    for (const u of USERS) {
      db.insert(t.users)
        .values({
          username: u.username,
          passwordHash: hashPassword(u.password),
          loginType: u.loginType,
          clientId: u.client ? clientIds.get(u.client)! : null,
          groupId: groupIds.get(u.group)!,
          phone: u.phone,
          email: u.email,
          needChanged: u.needChanged ?? false,
          needConfirm: u.needConfirm ?? false,
          createdAt: createdAtOf(u.client),
        })
        .run();
    }

    PLANS.forEach((p, i) => {
      db.insert(t.plans)
        .values({
          id: i + 1,
          name: p.name,
          nameEn: p.nameEn,
          carrier: p.carrier,
          quotaMb: p.quotaMb,
          months: p.months,
          priceCents: Math.round(p.price * 100),
          smsIncluded: p.sms !== false,
        })
        .run();
      if (p.directed)
        db.insert(t.directedPlans)
          .values({ planId: i + 1 })
          .onConflictDoNothing()
          .run();
      if (p.speedLimit)
        db.insert(t.speedLimitPlans)
          .values({ planId: i + 1 })
          .onConflictDoNothing()
          .run();
    });

    db.insert(t.settings)
      .values([
        { key: 'hosted_on_ec', value: JSON.stringify(PLATFORM.hostedOnEc) },
        { key: 'seeded_at', value: String(now) },
      ])
      .run();

    // Clients without a share hold no cards and take no part in the draws (the holder walk's
    // fallback would otherwise land on the last of them).
    const fixtureHolders: Holder[] = CLIENTS.filter((c) => c.cardShare > 0).map((c) => ({
      clientId: clientIds.get(c.key)!,
      mainClientId: c.parent ? clientIds.get(c.parent)! : clientIds.get(c.key)!,
      share: c.cardShare,
    }));
    let blocks: CardBlock[] = [{ holders: fixtureHolders, cards: options.cards }];
    if (options.cards > SMALL_WORLD_CARDS) {
      const fixtureCards = fixtureCardCount(options.cards);
      const synthetic = syntheticCustomers({
        cards: options.cards - fixtureCards,
        seed,
        now,
        firstId: CLIENTS.length + 1,
        takenNames: new Set(CLIENTS.map((c) => c.name)),
      });
      const insertClient = sqlite.prepare(
        `insert into clients (id, name, parent_id, main_id, balance_cents, contact_name, contact_phone,
           contact_email, need_sign, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
      );
      for (const c of synthetic.clients) {
        insertClient.run(
          c.id,
          c.name,
          c.parentId,
          c.mainId,
          c.balanceCents,
          c.contactName,
          c.contactPhone,
          c.contactEmail,
          c.createdAt,
        );
      }
      // Shares in expected cards: the fixtures split their capped total in their fixture shares.
      const fixtureShares = CLIENTS.reduce((sum, c) => sum + c.cardShare, 0);
      blocks = blocksByTree(
        [
          ...fixtureHolders.map((h) => ({ ...h, share: (h.share / fixtureShares) * fixtureCards })),
          ...synthetic.holders,
        ],
        options.cards,
      );
    }
    phase('clients');

    withIndexesBuiltAfter(
      sqlite,
      BULK_TABLES,
      () => {
        seedCards(conn, {
          seed,
          now,
          blocks,
          plans: PLANS.map((p, i) => ({
            id: i + 1,
            carrier: p.carrier,
            quotaMb: p.quotaMb,
            months: p.months,
          })),
        });
      },
      phase,
    );
    seedUsageHistory(conn, { seed, now });
    phase('usage history');
    seedCardDomain(conn, {
      seed,
      now,
      // The fixture customers whose trees hold cards.
      fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))],
    });
    seedSmsWarnings(conn, { now });
    seedSms(conn, { now, fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))] });
    seedOcCards(conn, {
      seed,
      now,
      fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))],
    });
    seedCardAssignments(conn, {
      now,
      fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))],
    });
    // Issue 47: support's batch activation (O_CS) in each fixture main client's history.
    seedSupportActivations(conn, {
      now,
      fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))],
    });
    seedSupportGprsResets(conn, {
      now,
      fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))],
    });
    // Work orders (issue 42), after the cards they name and before the traffic of the cards in use
    // (a machine-card binding's seeded separation stops a card).
    seedWorkOrders(conn, { now, clientIds });
    seedNetGroups(conn, { now, clientIds });
    seedTacBindings(conn, { now, clientIds });
    // Issue 43: warning rules, their log, records and notices (after the SMS warnings they mirror).
    seedWarnings(conn, { now, fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))] });
    seedSecurity(conn, { now, fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))] });
    seedTraffic(conn, { now, fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))] });
    phase('card domain');
    // Issue 42: plan changes, before the ledger that charges the confirmed ones; the open ones'
    // differences are frozen in the balances it ends at.
    seedPlanChanges(conn, { now, clientIds });
    seedLedger(sqlite, { seed, now });
    seedCharge(sqlite);
    seedProfit(sqlite, now);
    // Issue 40: the last months' bills, from the ledger just seeded.
    seedBills(sqlite, now);
    phase('ledger');
    seedNotices(conn, { now, clientIds });
    seedFaqs(conn);
    seedStaff(conn, { now, clientIds });
    seedOperationLogs(conn, { now });
    phase('notices');
    // Issue 46: speed-limited cards and the carriers' resume history.
    seedSpeedLimits(conn, { now, fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))] });
    seedCarrierResumes(conn, {
      now,
      fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))],
    });
    // Issue 46, part 2: support's earlier O_LCR tasks.
    seedSpeedLimitLifts(conn, {
      now,
      fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))],
    });
    // Issue 40: special-card resume applications (after the ledger and the carriers' resumes).
    seedSpeccard(conn, { now });
    // Issue 46: the chain-store customer's stores, the platform's stock and the orders it shipped.
    seedChainOrders(conn, { now, clientIds });
    // Issue 48, part A: orders support closed, assigned and passed on, and its card unbindings.
    seedSupportWork(conn, { now, clientIds });
    // Issue 49: API access applications and SMS signatures, pending and decided.
    seedSupportAccess(conn, { now, clientIds });
    // Issue 49 (qa): pending and decided refunds and self-registrations for support's review queues.
    seedSupportReview(conn, { now });
    seedSupportAnalysis(conn, { now, demoId: clientIds.get('demo') });
    // Issue 46: runaway devices and the small plans they took past 1 GB (/report_data), after
    // every other status change.
    seedSmallPlanStops(conn, { seed, now, clientIds: fixtureHolders.map((h) => h.clientId) });
    // The customers' seeded card exports, counted once every seeded status is in place (the work
    // orders' 实名清除 and the small plans' stops change some).
    seedCardExports(conn, { now, fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))] });
    // Issue 47: support's exports, counted on the cards as the seed leaves them (work orders and
    // bindings above stop some: Q_CU's card-days count their stop).
    seedSupportExports(conn, {
      now,
      fixtureMainIds: [...new Set(fixtureHolders.map((h) => h.mainClientId))],
    });
    // Issue 41: the per-client, per-day usage summary of everything above.
    rebuildUsageSummary(sqlite, now);
  })();
  phase('commit');
}
