import type { CardStatus, Carrier } from '#contract';
import type { Connection } from '../connection.ts';
import { numberOf } from './numbers.ts';
import { createRng, weightedPicker } from './prng.ts';
import { monthElapsed } from './usage.ts';

const DAY = 86_400_000;
/** The oldest a seeded card is, in days: every client holding cards was created before that. */
export const CARD_AGE_MAX_DAYS = 900;

export interface Holder {
  clientId: number;
  mainClientId: number;
  share: number;
}

export interface PlanRef {
  id: number;
  carrier: Carrier;
  quotaMb: number;
  months: number;
}

/** Cards generated together: `cards` cards spread over `holders` by share, with consecutive ids. */
export interface CardBlock {
  holders: Holder[];
  cards: number;
}

interface CardSeedOptions {
  seed: number;
  now: number;
  /**
   * In id order. The demo world is one block; a large world has one per customer tree, so a
   * customer's cards are neighbours in the table (as when a customer's cards are imported
   * together) and a scan of one customer's cards reads its own pages, not the whole table.
   */
  blocks: CardBlock[];
  plans: PlanRef[];
  /**
   * The index of the first card (its id is one more): a world's cards are numbered from 0; cards
   * added to a seeded world go on from its count, so their numbers never collide with its own.
   */
  firstIndex?: number;
}

const STATUS_WEIGHTS: Record<CardStatus, number> = {
  active: 62,
  pending: 12,
  testing: 7,
  suspended: 14,
  cancelled: 5,
};
const CARRIER_WEIGHTS: Record<Carrier, number> = { cmcc: 55, cucc: 28, ctcc: 17 };

/**
 * Picks the holder a point in [0, total share) falls on. A few holders (the demo world) are walked
 * in order, exactly as the seeder always has; hundreds (a large world) are found by binary search
 * over the running totals.
 */
function holderPicker(holders: Holder[]): (point: number) => Holder {
  if (holders.length <= 16) {
    return (point) => {
      let rest = point;
      for (const h of holders) {
        rest -= h.share;
        if (rest < 0) return h;
      }
      return holders[holders.length - 1]!;
    };
  }
  const ends: number[] = [];
  let sum = 0;
  for (const h of holders) {
    sum += h.share;
    ends.push(sum);
  }
  return (point) => {
    let lo = 0;
    let hi = holders.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (point < ends[mid]!) hi = mid;
      else lo = mid + 1;
    }
    return holders[lo]!;
  };
}

const COLUMNS = `id, client_id, main_client_id, iccid, msisdn, imsi, eid, imei, oc_imsi, o_iccid,
  carrier, status, plan_id, usage_mb, activated_at, expires_at, created_at`;
const PARAMS_PER_ROW = 17;
/** Rows per insert statement: one call per batch instead of one per row halves the insert time. */
const BATCH = 64;

/**
 * Generates cards in the caller's transaction with a multi-row prepared insert: a million rows
 * take seconds, where an ORM insert per row would take minutes. The same options always give the
 * same cards.
 */
export function seedCards({ sqlite }: Connection, options: CardSeedOptions): void {
  const rng = createRng(options.seed);
  const { next } = rng;
  const { now } = options;
  const elapsed = monthElapsed(now);
  const plansByCarrier = new Map<Carrier, PlanRef[]>();
  for (const p of options.plans) plansByCarrier.set(p.carrier, [...(plansByCarrier.get(p.carrier) ?? []), p]);
  const pickStatus = weightedPicker(STATUS_WEIGHTS);
  const pickCarrier = weightedPicker(CARRIER_WEIGHTS);

  const rowSql = `(${new Array(PARAMS_PER_ROW).fill('?').join(', ')})`;
  const insertOne = sqlite.prepare(`insert into cards (${COLUMNS}) values ${rowSql}`);
  const insertBatch = sqlite.prepare(
    `insert into cards (${COLUMNS}) values ${new Array(BATCH).fill(rowSql).join(', ')}`,
  );
  const batch: unknown[] = new Array(BATCH * PARAMS_PER_ROW);
  let filled = 0;

  let i = options.firstIndex ?? 0;
  for (const block of options.blocks) {
    const shareTotal = block.holders.reduce((s, h) => s + h.share, 0);
    const pickHolder = holderPicker(block.holders);
    for (const end = i + block.cards; i < end; i++) {
      const holder = pickHolder(next() * shareTotal);
      const carrier = pickCarrier(next);
      const plan = rng.pick(plansByCarrier.get(carrier)!);
      const status = pickStatus(next);
      const createdAt = now - rng.int(30, CARD_AGE_MAX_DAYS) * DAY;

      let activatedAt: number | null = null;
      let expiresAt: number | null = null;
      let usageMb = 0;
      if (status === 'active' || status === 'suspended') {
        activatedAt = createdAt + rng.int(1, 25) * DAY;
        // Roughly one card in twelve expires within the coming four weeks, the rest later; an
        // active card is never past its expiry (advancing the clock suspends those that pass it).
        expiresAt = now + (next() < 0.08 ? rng.int(1, 28) : rng.int(30, 420)) * DAY;
        const fill = next() ** 1.6 * (status === 'suspended' ? 1.5 : 1.2);
        // The month is only partly over: this month's usage so far is that share of a month's.
        usageMb = Math.round(plan.quotaMb * fill * elapsed * 100) / 100;
      } else if (status === 'testing') {
        usageMb = Math.round(next() * 20 * 100) / 100;
      } else if (status === 'cancelled') {
        activatedAt = createdAt + rng.int(1, 25) * DAY;
        // A cancelled card expired in the past, but never before it was activated.
        expiresAt = Math.max(now - rng.int(10, 200) * DAY, activatedAt + DAY);
      }

      // The optional numbers are drawn in this order whatever the card: the draws stay aligned.
      // A card with an EID is a multi-carrier card: its O-ICCID and oc_imsi are those of its
      // profile on the card's carrier, online at first (its profiles: seed/oc-cards.ts).
      const eid = next() < 0.08 ? numberOf.eid(i) : null;
      const imei = next() < 0.7 ? numberOf.imei(i) : null;
      next();
      next();
      const ocImsi = eid === null ? null : numberOf.ocImsi(i, carrier);
      const oIccid = eid === null ? null : numberOf.oIccid(i, carrier);

      const at = filled * PARAMS_PER_ROW;
      batch[at] = i + 1;
      batch[at + 1] = holder.clientId;
      batch[at + 2] = holder.mainClientId;
      batch[at + 3] = numberOf.iccid(i, carrier);
      batch[at + 4] = numberOf.msisdn(i, carrier);
      batch[at + 5] = numberOf.imsi(i, carrier);
      batch[at + 6] = eid;
      batch[at + 7] = imei;
      batch[at + 8] = ocImsi;
      batch[at + 9] = oIccid;
      batch[at + 10] = carrier;
      batch[at + 11] = status;
      batch[at + 12] = plan.id;
      batch[at + 13] = usageMb;
      batch[at + 14] = activatedAt;
      batch[at + 15] = expiresAt;
      batch[at + 16] = createdAt;
      if (++filled === BATCH) {
        insertBatch.run(batch);
        filled = 0;
      }
    }
  }
  for (let r = 0; r < filled; r++) {
    insertOne.run(batch.slice(r * PARAMS_PER_ROW, (r + 1) * PARAMS_PER_ROW));
  }
}
