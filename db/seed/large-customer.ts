import { PERM_GROUPS } from '../../fixtures/index.ts';
import { withoutCardCountTriggers } from '../card-counts.ts';
import type { Connection } from '../connection.ts';
import { hashPassword } from '../passwords.ts';
import { rebuildUsageSummary } from '../usage-summary.ts';
import { seedCardDomain } from './card-domain.ts';
import { type Holder, type PlanRef, seedCards } from './cards.ts';
import {
  BULK_TABLES,
  DEFAULT_SEED,
  phaseTimer,
  withBulkLoadSettings,
  withIndexesBuiltAfter,
} from './index.ts';
import { seedLedger } from './ledger.ts';
import { seedUsageHistory } from './usage.ts';

/**
 * The one very large customer the benchmark adds to a seeded world (issue 22: car makers and
 * utilities hold millions of cards in one account): a main client, three regional branches holding
 * part of its cards, and a login of the main client with every customer permission. Never in the
 * demo world: `npm run bench` adds it to its own database only.
 */
export const LARGE_CUSTOMER = {
  username: 'huachen',
  password: 'Demo1234',
  name: '华辰智驾汽车科技有限公司',
  /** The main client keeps 40 % of the cards; each branch holds 20 %. */
  mainShare: 0.4,
  branches: ['华辰智驾华东运营中心', '华辰智驾华南运营中心', '华辰智驾西南运营中心'],
  branchShare: 0.2,
} as const;

interface LargeCustomerOptions {
  /** How many cards the customer's tree holds. */
  cards: number;
  /** The emulator clock's now, in epoch ms, as the world was seeded with. */
  now: number;
  /** PRNG seed of the customer's cards; default a variation of the world's default seed. */
  seed?: number;
  onPhase?: (phase: string, ms: number) => void;
}

const DAY = 86_400_000;

/**
 * Adds LARGE_CUSTOMER and its `cards` cards to a seeded world, in one transaction: the cards get the
 * ids after the world's last card (one customer's cards are one id range, as every tree's are), with
 * numbers that go on from the world's, this month's usage and six months of history, a status
 * history and last session each, and what the card list filters by (six billing groups, four
 * projects, tags, real-name states; not the detail the fixture customers have: SMS, recharges...).
 * The cards table's indexes are dropped for the load and built again over all the cards after it
 * (a million inserts into twenty indexes in place take minutes, rebuilding them half a minute),
 * then the cards' statistics are gathered again.
 * Returns the main client's id.
 */
export function seedLargeCustomer(conn: Connection, options: LargeCustomerOptions): number {
  const { sqlite } = conn;
  const phase = phaseTimer(options.onPhase);
  const { now } = options;
  const seed = options.seed ?? DEFAULT_SEED ^ 0x1a4ce;
  let mainId = 0;
  withBulkLoadSettings(sqlite, () => {
    sqlite.transaction(() => {
      const max = (sql: string) => (sqlite.prepare(sql).get() as { n: number | null }).n ?? 0;
      // The world's cards are the indexes 0 .. lastCard - 1 (ids 1 .. lastCard): these go on from there.
      const lastCard = max('select max(id) as n from cards');
      mainId = max('select max(id) as n from clients') + 1;
      const insertClient = sqlite.prepare(
        `insert into clients (id, name, parent_id, main_id, balance_cents, contact_name, contact_phone,
           contact_email, need_sign, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
      );
      insertClient.run(
        mainId,
        LARGE_CUSTOMER.name,
        null,
        mainId,
        268_000_000,
        '周凯',
        '13512345678',
        'iot-ops@huachen-auto.cn',
        now - 1400 * DAY,
      );
      const holders: Holder[] = [{ clientId: mainId, mainClientId: mainId, share: LARGE_CUSTOMER.mainShare }];
      LARGE_CUSTOMER.branches.forEach((name, i) => {
        const id = mainId + 1 + i;
        insertClient.run(
          id,
          name,
          mainId,
          mainId,
          1_200_000,
          ['吴静', '郑浩', '孙丽'][i]!,
          `1351234${String(5679 + i).padStart(4, '0')}`,
          `branch${i + 1}@huachen-auto.cn`,
          now - (900 - i * 100) * DAY,
        );
        holders.push({ clientId: id, mainClientId: mainId, share: LARGE_CUSTOMER.branchShare });
      });
      const allCodes = PERM_GROUPS.find((g) => g.key === 'client_all')!;
      const groupId = max(
        `select id as n from perm_groups where owner_client_id is null and name = '${allCodes.name}'`,
      );
      sqlite
        .prepare(
          `insert into users (username, password_hash, login_type, client_id, group_id, phone, email, created_at)
           values (?, ?, 'client', ?, ?, '13512345678', 'iot-ops@huachen-auto.cn', ?)`,
        )
        .run(LARGE_CUSTOMER.username, hashPassword(LARGE_CUSTOMER.password), mainId, groupId, now);
      // Its ledger: a year of history for the main client and its branches (a few hundred rows).
      seedLedger(sqlite, {
        seed,
        now,
        clientIds: [mainId, ...LARGE_CUSTOMER.branches.map((_, i) => mainId + 1 + i)],
      });
      phase('clients');

      const plans = sqlite
        .prepare('select id, carrier, quota_mb as quotaMb, months from plans order by id')
        .all() as PlanRef[];
      // Everything the cards get is written before their indexes are built again, so that the
      // card domain's updates (groups, projects, real-name) rewrite rows, not twenty indexes.
      // Counted once at the end (db/card-counts.ts), not by a trigger per row.
      withoutCardCountTriggers(sqlite, () =>
        withIndexesBuiltAfter(
          sqlite,
          BULK_TABLES,
          () => {
            seedCards(conn, {
              seed,
              now,
              blocks: [{ holders, cards: options.cards }],
              plans,
              firstIndex: lastCard,
            });
            phase('rows');
            seedUsageHistory(conn, { seed, now, firstCardId: lastCard + 1 });
            phase('usage history');
            seedCardDomain(conn, {
              seed,
              now,
              fixtureMainIds: [mainId],
              firstCardId: lastCard + 1,
              details: false,
            });
            phase('card domain');
          },
          // (It reports the load as 'rows': reported above, part by part.)
          (name) => name !== 'rows' && phase(name),
        ),
      );
    })();
    phase('commit');
  });
  // Its tree's rows of the per-day usage summary (issue 41).
  rebuildUsageSummary(sqlite, now, mainId);
  phase('usage summary');
  // The planner's statistics of what changed in shape: the cards (one customer now holds half of
  // them), their tags and the customer tables. The other tables grew alike (rows per card).
  sqlite.exec(
    'analyze cards; analyze card_tags; analyze clients; analyze billing_groups; analyze project_groups',
  );
  phase('analyze');
  return mainId;
}
