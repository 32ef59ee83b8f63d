import type { CardStatus, Carrier } from '#contract';
import type { Connection } from '../connection.ts';
import { cardNumbers } from './numbers.ts';
import { createRng } from './prng.ts';

const DAY = 86_400_000;

interface Holder {
  clientId: number;
  mainClientId: number;
  share: number;
}

interface PlanRef {
  id: number;
  carrier: Carrier;
  quotaMb: number;
  months: number;
}

export interface CardSeedOptions {
  count: number;
  seed: number;
  now: number;
  holders: Holder[];
  plans: PlanRef[];
}

const STATUS_WEIGHTS: Record<CardStatus, number> = {
  active: 62,
  pending: 12,
  testing: 7,
  suspended: 14,
  cancelled: 5,
};
const CARRIER_WEIGHTS: Record<Carrier, number> = { cmcc: 55, cucc: 28, ctcc: 17 };

function pickHolder(holders: Holder[], point: number): Holder {
  let rest = point;
  for (const h of holders) {
    rest -= h.share;
    if (rest < 0) return h;
  }
  return holders[holders.length - 1]!;
}

/**
 * Generates cards with one prepared statement in the caller's transaction: a million rows take
 * seconds, where an ORM insert per row would take minutes.
 */
export function seedCards({ sqlite }: Connection, options: CardSeedOptions): void {
  const rng = createRng(options.seed);
  const { now } = options;
  const plansByCarrier = new Map<Carrier, PlanRef[]>();
  for (const p of options.plans) plansByCarrier.set(p.carrier, [...(plansByCarrier.get(p.carrier) ?? []), p]);
  const shareTotal = options.holders.reduce((s, h) => s + h.share, 0);

  const insert = sqlite.prepare(
    `insert into cards (id, client_id, main_client_id, iccid, msisdn, imsi, eid, imei, oc_imsi, o_iccid,
       carrier, status, plan_id, usage_mb, activated_at, expires_at, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );

  for (let i = 0; i < options.count; i++) {
    const holder = pickHolder(options.holders, rng.next() * shareTotal);
    const carrier = rng.weighted(CARRIER_WEIGHTS);
    const plan = rng.pick(plansByCarrier.get(carrier)!);
    const status = rng.weighted(STATUS_WEIGHTS);
    const n = cardNumbers(i, carrier);
    const createdAt = now - rng.int(30, 900) * DAY;

    let activatedAt: number | null = null;
    let expiresAt: number | null = null;
    let usageMb = 0;
    if (status === 'active' || status === 'suspended') {
      activatedAt = createdAt + rng.int(1, 25) * DAY;
      // Roughly one card in twelve expires within the coming four weeks, the rest later; an
      // active card is never past its expiry (advancing the clock suspends those that pass it).
      expiresAt = now + (rng.next() < 0.08 ? rng.int(1, 28) : rng.int(30, 420)) * DAY;
      const fill = rng.next() ** 1.6 * (status === 'suspended' ? 1.5 : 1.2);
      usageMb = Math.round(plan.quotaMb * fill * 100) / 100;
    } else if (status === 'testing') {
      usageMb = Math.round(rng.next() * 20 * 100) / 100;
    } else if (status === 'cancelled') {
      activatedAt = createdAt + rng.int(1, 25) * DAY;
      // A cancelled card expired in the past, but never before it was activated.
      expiresAt = Math.max(now - rng.int(10, 200) * DAY, activatedAt + DAY);
    }

    insert.run(
      i + 1,
      holder.clientId,
      holder.mainClientId,
      n.iccid,
      n.msisdn,
      n.imsi,
      rng.next() < 0.08 ? n.eid : null,
      rng.next() < 0.7 ? n.imei : null,
      rng.next() < 0.05 ? n.ocImsi : null,
      rng.next() < 0.05 ? n.oIccid : null,
      carrier,
      status,
      plan.id,
      usageMb,
      activatedAt,
      expiresAt,
      createdAt,
    );
  }
}
