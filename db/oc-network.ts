import type Database from 'better-sqlite3';

/**
 * The network as multi-carrier cards see it, played by the emulator: a card under a weak-signal or
 * latency policy is measured every half hour of emulator time (signal strength and latency to its
 * probe address, drawn from the card and the half hour, so the same clock always gives the same
 * history) and sometimes moves to the next carrier its policy allows. A policy distributed to a
 * card takes effect at the card's next attach; if the card is then on a carrier the policy does not
 * want, it moves at once. Used by the emulator's clock (server/services/time-travel.ts) and by the
 * seed, which plays the last days before the seed's instant.
 */

type Carrier = 'cmcc' | 'cucc' | 'ctcc';
type Mode = 'priority' | 'best_signal' | 'weak_signal' | 'latency';
type SwitchReason = 'weak_signal' | 'latency' | 'policy' | 'carrier_change';

/** How often the network measures a card (GSL checks the signal every 30 s; the emulator every 30 min). */
const OC_SLOT_MS = 30 * 60_000;
/** At most this much of a clock jump is played (a year's jump plays its last week). */
const MAX_PLAYED_MS = 7 * 86_400_000;
/** Of the half hours whose measure crosses the threshold, the share in which the card moves. */
const SWITCH_SHARE = 0.25;

export interface PolicyRule {
  mode: Mode;
  priority: Carrier[];
  blacklist: Carrier[];
  threshold_dbm: number | null;
  latency_ms: number | null;
}

interface Measure {
  dbm: number;
  latencyMs: number;
  /** Whether the card acts on a crossed threshold in this half hour. */
  acts: boolean;
}

interface SwitchDecision {
  to: Carrier;
  reason: SwitchReason;
  detail: string;
}

/** A number in [0, 1) from a card, a half hour and a salt: the same inputs, the same number. */
export function draw(cardId: number, slot: number, salt: number): number {
  let h =
    (Math.imul(cardId, 0x9e3779b1) ^ Math.imul(slot, 0x85ebca77) ^ Math.imul(salt + 1, 0xc2b2ae3d)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return h / 2 ** 32;
}

/** What the network measures for a card in a half hour: −70 to −120 dBm, 30 to 1000 ms. */
export function measure(cardId: number, slot: number): Measure {
  return {
    dbm: -70 - Math.round(draw(cardId, slot, 1) * 50),
    latencyMs: 30 + Math.round(draw(cardId, slot, 2) ** 4 * 970),
    acts: draw(cardId, slot, 3) < SWITCH_SHARE,
  };
}

/** The carriers a policy allows, in its order. */
export const allowedCarriers = (rule: PolicyRule): Carrier[] =>
  rule.priority.filter((c) => !rule.blacklist.includes(c));

/** The allowed carrier after `online` in the policy's order (round), or null when there is none. */
function nextCarrier(rule: PolicyRule, online: Carrier): Carrier | null {
  const allowed = allowedCarriers(rule);
  const at = allowed.indexOf(online);
  for (let k = 1; k <= allowed.length; k++) {
    const candidate = allowed[(at + k) % allowed.length]!;
    if (candidate !== online) return candidate;
  }
  return null;
}

/**
 * Where a card goes when it attaches under a policy: a priority policy's first allowed carrier; any
 * policy moves a card off a blacklisted carrier; null: it stays.
 */
export function attachCarrier(rule: PolicyRule, online: Carrier): Carrier | null {
  const first = allowedCarriers(rule)[0] ?? null;
  if (first === null) return null;
  if (rule.mode === 'priority' && online !== first) return first;
  if (rule.blacklist.includes(online)) return first;
  return null;
}

/** Whether a half hour's measure moves the card, and where: weak-signal and latency policies only. */
export function switchDecision(rule: PolicyRule, online: Carrier, m: Measure): SwitchDecision | null {
  if (!m.acts) return null;
  if (rule.mode === 'weak_signal' && rule.threshold_dbm !== null && m.dbm < rule.threshold_dbm) {
    const to = nextCarrier(rule, online);
    return to && { to, reason: 'weak_signal', detail: `${m.dbm} dBm` };
  }
  if (rule.mode === 'latency' && rule.latency_ms !== null && m.latencyMs > rule.latency_ms) {
    const to = nextCarrier(rule, online);
    return to && { to, reason: 'latency', detail: `${m.latencyMs} ms` };
  }
  return null;
}

const carriersOf = (list: string): Carrier[] => (list === '' ? [] : (list.split(',') as Carrier[]));

interface PolicyRecord {
  mode: Mode;
  priority: string;
  blacklist: string;
  threshold_dbm: number | null;
  latency_ms: number | null;
}

const ruleOf = (p: PolicyRecord): PolicyRule => ({
  mode: p.mode,
  priority: carriersOf(p.priority),
  blacklist: carriersOf(p.blacklist),
  threshold_dbm: p.threshold_dbm,
  latency_ms: p.latency_ms,
});

/** Puts a card online on another of its profiles and records the switch. False: no such profile. */
export function switchCard(
  sqlite: Database.Database,
  cardId: number,
  to: Carrier,
  at: number,
  reason: SwitchReason,
  detail: string,
): boolean {
  const card = sqlite
    .prepare<[number], { online: Carrier | null }>(
      `select (select o.carrier from oc_profiles o where o.card_id = c.id and o.iccid = c.o_iccid) as online
       from cards c where c.id = ?`,
    )
    .get(cardId);
  const profile = sqlite
    .prepare<[number, string], { iccid: string; imsi: string }>(
      'select iccid, imsi from oc_profiles where card_id = ? and carrier = ?',
    )
    .get(cardId, to);
  if (!card?.online || !profile || card.online === to) return false;
  sqlite
    .prepare('update cards set o_iccid = ?, oc_imsi = ? where id = ?')
    .run(profile.iccid, profile.imsi, cardId);
  sqlite
    .prepare(
      'insert into oc_switches (card_id, at, from_carrier, to_carrier, reason, detail) values (?, ?, ?, ?, ?, ?)',
    )
    .run(cardId, at, card.online, to, reason, detail);
  return true;
}

/** Why a distributed policy cannot take effect on the card now, as an i18n key, or null. */
type ApplyRefusal = 'oc_policy_gone' | 'oc_policy_disabled' | 'oc_card_cancelled' | 'oc_not_multi';

interface DueAssignment extends PolicyRecord {
  id: number;
  card_id: number;
  policy_id: number;
  applies_at: number;
  name: string | null;
  enabled: number | null;
  status: string;
  profiles: number;
  online: Carrier | null;
}

/**
 * Settles the distributions whose card attached by `to`, in order: the policy becomes the card's
 * (and the card moves if the policy wants it elsewhere), or the row fails with the reason.
 */
export function settleAssignments(sqlite: Database.Database, to: number): number {
  const due = sqlite
    .prepare<[number], DueAssignment>(
      `select a.id, a.card_id, a.policy_id, a.applies_at, p.name, p.enabled, p.mode, p.priority, p.blacklist,
         p.threshold_dbm, p.latency_ms, c.status,
         (select count(*) from oc_profiles o where o.card_id = c.id) as profiles,
         (select o.carrier from oc_profiles o where o.card_id = c.id and o.iccid = c.o_iccid) as online
       from oc_assignments a join cards c on c.id = a.card_id left join oc_policies p on p.id = a.policy_id
       where a.status = 'pending' and a.applies_at <= ? order by a.applies_at, a.id`,
    )
    .all(to);
  if (due.length === 0) return 0;
  const fail = sqlite.prepare("update oc_assignments set status = 'failed', message = ? where id = ?");
  const apply = sqlite.prepare(
    "update oc_assignments set status = 'applied', applied_at = applies_at where id = ?",
  );
  const setPolicy = sqlite.prepare('update cards set oc_policy_id = ? where id = ?');
  sqlite.transaction(() => {
    for (const a of due) {
      const refusal: ApplyRefusal | null =
        a.name === null
          ? 'oc_policy_gone'
          : a.status === 'cancelled'
            ? 'oc_card_cancelled'
            : a.profiles === 0
              ? 'oc_not_multi'
              : a.enabled === 0
                ? 'oc_policy_disabled'
                : null;
      if (refusal) {
        fail.run(JSON.stringify({ key: refusal, params: { name: a.name ?? '' } }), a.id);
        continue;
      }
      apply.run(a.id);
      setPolicy.run(a.policy_id, a.card_id);
      const target = a.online ? attachCarrier(ruleOf(a), a.online) : null;
      if (target) switchCard(sqlite, a.card_id, target, a.applies_at, 'policy', a.name ?? '');
    }
  })();
  return due.length;
}

interface PlayedCard extends PolicyRecord {
  id: number;
  since: number | null;
  online: Carrier | null;
}

/**
 * Plays the network from `from` to `to`: every half hour in between, each active card under an
 * enabled weak-signal or latency policy is measured and may move (see `switchDecision`).
 */
export function playNetwork(sqlite: Database.Database, from: number, to: number): number {
  if (to <= from) return 0;
  const start = Math.max(from, to - MAX_PLAYED_MS);
  const cards = sqlite
    .prepare<[], PlayedCard>(
      `select c.id, p.mode, p.priority, p.blacklist, p.threshold_dbm, p.latency_ms,
         (select max(a.applied_at) from oc_assignments a where a.card_id = c.id and a.status = 'applied') as since,
         (select o.carrier from oc_profiles o where o.card_id = c.id and o.iccid = c.o_iccid) as online
       from cards c join oc_policies p on p.id = c.oc_policy_id
       where c.oc_policy_id is not null and c.status = 'active' and p.enabled = 1
         and p.mode in ('weak_signal', 'latency')
       order by c.id`,
    )
    .all();
  let switches = 0;
  sqlite.transaction(() => {
    for (const card of cards) {
      if (!card.online) continue;
      const rule = ruleOf(card);
      let online = card.online;
      const begin = Math.max(start, card.since ?? 0);
      for (let slot = Math.floor(begin / OC_SLOT_MS) + 1; slot * OC_SLOT_MS <= to; slot++) {
        const decision = switchDecision(rule, online, measure(card.id, slot));
        if (
          decision &&
          switchCard(sqlite, card.id, decision.to, slot * OC_SLOT_MS, decision.reason, decision.detail)
        ) {
          online = decision.to;
          switches++;
        }
      }
    }
  })();
  return switches;
}
