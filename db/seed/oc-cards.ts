import type { Connection } from '../connection.ts';
import { playNetwork } from '../oc-network.ts';
import { numberOf } from './numbers.ts';
import { createRng } from './prng.ts';
import { firstUserOf, insertFinishedTask } from './tasks.ts';

type Carrier = 'cmcc' | 'cucc' | 'ctcc';
const CARRIERS: Carrier[] = ['cmcc', 'cucc', 'ctcc'];
const DAY = 86_400_000;

/** The system default policy: read-only, followed by every multi-carrier card without its own. */
const SYSTEM_POLICY = {
  id: 1,
  name: '系统默认策略',
  mode: 'priority',
  priority: 'cmcc,cucc,ctcc',
} as const;

/** The policies a fixture customer starts with (the first three applied to some of its cards). */
const OWN_POLICIES = [
  {
    name: '电信优先',
    mode: 'priority',
    priority: 'ctcc,cmcc,cucc',
    blacklist: '',
    dbm: null,
    ip: null,
    ms: null,
  },
  {
    name: '弱信号自动切换',
    mode: 'weak_signal',
    priority: 'cmcc,ctcc,cucc',
    blacklist: '',
    dbm: -107,
    ip: null,
    ms: null,
  },
  {
    name: '冷链车载时延保障',
    mode: 'latency',
    priority: 'cucc,cmcc,ctcc',
    blacklist: '',
    dbm: null,
    ip: '114.114.114.114',
    ms: 300,
  },
  {
    name: '信号最优（禁用联通）',
    mode: 'best_signal',
    priority: 'cmcc,ctcc,cucc',
    blacklist: 'cucc',
    dbm: null,
    ip: null,
    ms: null,
  },
] as const;

/**
 * Multi-carrier cards: every card with an EID gets its three profiles (the one on the card's
 * carrier is online: seed/cards.ts put its numbers on the card). Each fixture customer gets a few
 * policies of its own, some of its multi-carrier cards follow them, and the network of the last
 * three days is played so the cards have a switch history. Deterministic from the seed.
 */
export function seedOcCards(
  { sqlite }: Connection,
  options: { seed: number; now: number; fixtureMainIds: number[] },
): void {
  const { now } = options;
  const rng = createRng(options.seed + 25);
  sqlite
    .prepare(
      `insert or ignore into oc_policies (id, owner_client_id, name, mode, priority, blacklist, enabled, created_at)
       values (?, null, ?, ?, ?, '', 1, ?)`,
    )
    .run(SYSTEM_POLICY.id, SYSTEM_POLICY.name, SYSTEM_POLICY.mode, SYSTEM_POLICY.priority, now - 400 * DAY);

  const insertProfile = sqlite.prepare(
    'insert or ignore into oc_profiles (card_id, carrier, iccid, imsi) values (?, ?, ?, ?)',
  );
  const multi = sqlite
    .prepare<[], { id: number }>(
      'select id from cards where eid is not null and not exists (select 1 from oc_profiles o where o.card_id = cards.id)',
    )
    .all();
  for (const { id } of multi) {
    // Seeded cards are numbered from 0: the card with id n is the (n - 1)-th.
    for (const carrier of CARRIERS) {
      insertProfile.run(id, carrier, numberOf.oIccid(id - 1, carrier), numberOf.ocImsi(id - 1, carrier));
    }
  }

  const insertPolicy = sqlite.prepare(
    `insert into oc_policies (owner_client_id, name, mode, priority, blacklist, threshold_dbm, probe_ip,
       latency_ms, enabled, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
  );
  const setPolicy = sqlite.prepare('update cards set oc_policy_id = ? where id = ?');
  for (const mainId of options.fixtureMainIds) {
    const ids = OWN_POLICIES.map((p, k) =>
      Number(
        insertPolicy.run(
          mainId,
          p.name,
          p.mode,
          p.priority,
          p.blacklist,
          p.dbm,
          p.ip,
          p.ms,
          now - (120 - k * 20) * DAY,
        ).lastInsertRowid,
      ),
    );
    const cards = sqlite
      .prepare<[number], { id: number }>(
        "select id from cards where main_client_id = ? and eid is not null and status = 'active' order by id",
      )
      .all(mainId);
    // About half of the active multi-carrier cards follow one of the first three policies.
    for (const { id } of cards) {
      if (rng.next() < 0.5) setPolicy.run(ids[rng.int(0, 2)]!, id);
    }
    seedDistribution(sqlite, now, mainId, ids[0]!);
  }
  playNetwork(sqlite, now - 3 * DAY, now);
}

/** Cards named in the seeded distribution at most. */
const DISTRIBUTED = 12;

/**
 * The policy distribution (策略下发, a task of kind 'oc_distribute') behind some of the cards that
 * follow a customer's first policy: a finished batch of its first user, a month ago, each card's
 * policy applied at its next attach.
 */
function seedDistribution(sqlite: Connection['sqlite'], now: number, mainId: number, policyId: number): void {
  const user = firstUserOf(sqlite, mainId);
  if (!user) return;
  const cards = sqlite
    .prepare<[number, number, number], { id: number; iccid: string }>(
      'select id, iccid from cards where main_client_id = ? and oc_policy_id = ? order by id limit ?',
    )
    .all(mainId, policyId, DISTRIBUTED);
  if (cards.length === 0) return;
  const createdAt = now - 30 * DAY + 15 * 3_600_000;
  const taskId = insertFinishedTask(sqlite, {
    clientId: mainId,
    kind: 'oc_distribute',
    userId: user.id,
    params: {
      source: { pasted: true },
      choice: { policy_id: policyId },
      username: user.username,
      scope: { column: 'main_client_id', clientId: mainId },
    },
    createdAt,
    rows: cards.map((c, i) => ({
      number: c.iccid,
      input: { card_id: c.id, row_no: i + 1, target: null, cells: [c.iccid] },
    })),
  });
  const insert = sqlite.prepare(
    `insert into oc_assignments (task_id, row_no, card_id, policy_id, status, created_at, applies_at, applied_at)
     values (?, ?, ?, ?, 'applied', ?, ?, ?)`,
  );
  cards.forEach((c, i) => {
    const applies = createdAt + 60_000 * (3 + ((c.id * 7) % 40));
    insert.run(taskId, i + 1, c.id, policyId, createdAt, applies, applies);
  });
}
