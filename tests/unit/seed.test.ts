import { describe, expect, it } from 'vitest';
import { CARRIER_KEYS } from '#contract';
import { openDatabase } from '../../db/connection.ts';
import { seedDatabase } from '../../db/seed/index.ts';
import { cardNumbers } from '../../db/seed/numbers.ts';
import { createRng } from '../../db/seed/prng.ts';

const NOW = Date.UTC(2025, 9, 15, 4);

interface CardRecord {
  id: number;
  client_id: number;
  main_client_id: number;
  iccid: string;
  msisdn: string;
  imsi: string;
  eid: string | null;
  imei: string | null;
  oc_imsi: string | null;
  o_iccid: string | null;
  carrier: string;
  status: string;
  plan_id: number;
  usage_mb: number;
  activated_at: number | null;
  expires_at: number | null;
  created_at: number;
}

function seededCards(options: { cards: number; seed?: number; now?: number }): CardRecord[] {
  const conn = openDatabase(':memory:');
  try {
    seedDatabase(conn, { cards: options.cards, seed: options.seed, now: options.now ?? NOW });
    // The cards drawn, not those the chain-store customer's seeded orders took from the stock.
    return conn.sqlite
      .prepare<[], CardRecord>(
        'select * from cards where iccid not in (select iccid from card_stock) order by id',
      )
      .all();
  } finally {
    conn.sqlite.close();
  }
}

const a = seededCards({ cards: 600, seed: 7 });
const b = seededCards({ cards: 600, seed: 7 });
const other = seededCards({ cards: 600, seed: 8 });
const large = seededCards({ cards: 5000 });

describe('seedDatabase', () => {
  it('makes identical cards from the same seed and the same now', () => {
    expect(a).toHaveLength(600);
    expect(b).toEqual(a);
  });

  it('makes different cards from a different seed', () => {
    expect(other).toHaveLength(600);
    const differing = other.filter((card, i) => {
      const same = a[i]!;
      return (
        card.status !== same.status || card.client_id !== same.client_id || card.usage_mb !== same.usage_mb
      );
    });
    expect(differing.length).toBeGreaterThan(300);
  });

  it('places dates around the given now', () => {
    const later = seededCards({ cards: 600, seed: 7, now: NOW + 86_400_000 });
    expect(later.map((c) => c.created_at - 86_400_000)).toEqual(a.map((c) => c.created_at));
    expect(later.map((c) => c.status)).toEqual(a.map((c) => c.status));
    expect(a.every((c) => c.created_at < NOW)).toBe(true);
  });

  it('gives every main client and the sub-client some cards, with the sub-client under its main client', () => {
    const holders = new Map<number, number>();
    for (const c of large) holders.set(c.client_id, c.main_client_id);
    expect([...holders.keys()].sort()).toEqual([1, 2, 3, 4]);
    expect(holders.get(2)).toBe(1);
    for (const id of [1, 3, 4]) expect(holders.get(id)).toBe(id);
  });

  it('uses every carrier and gives each card a plan of its own carrier', () => {
    const conn = openDatabase(':memory:');
    seedDatabase(conn, { cards: 300, now: NOW });
    const mismatched = conn.sqlite
      .prepare<[], { n: number }>(
        'select count(*) as n from cards c join plans p on p.id = c.plan_id where p.carrier <> c.carrier',
      )
      .get()!.n;
    const carriers = conn.sqlite
      .prepare<[], { carrier: string }>('select distinct carrier from cards order by 1')
      .all();
    conn.sqlite.close();
    expect(mismatched).toBe(0);
    expect(carriers.map((r) => r.carrier)).toEqual([...CARRIER_KEYS].sort());
  });

  it('dates only activated cards and keeps expiry after activation', () => {
    for (const c of large) {
      if (c.status === 'pending' || c.status === 'testing') {
        expect(c.activated_at).toBeNull();
        expect(c.expires_at).toBeNull();
      } else {
        expect(c.activated_at).toBeGreaterThan(c.created_at);
        expect(c.expires_at).toBeGreaterThanOrEqual(c.activated_at!);
      }
      if (c.status === 'cancelled') {
        expect(c.expires_at).toBeLessThan(NOW);
        expect(c.expires_at).toBeGreaterThan(c.activated_at!);
      }
      if (c.status === 'pending') expect(c.usage_mb).toBe(0);
    }
  });
});

describe('seeded card numbers', () => {
  const column = (key: 'iccid' | 'msisdn' | 'imsi' | 'eid' | 'imei' | 'oc_imsi' | 'o_iccid') =>
    large.map((c) => c[key]).filter((n): n is string => n !== null);

  it.each(['iccid', 'msisdn', 'imsi', 'eid', 'imei', 'oc_imsi', 'o_iccid'] as const)(
    'never repeats a %s',
    (key) => {
      const numbers = column(key);
      expect(numbers.length).toBeGreaterThan(100);
      expect(new Set(numbers).size).toBe(numbers.length);
    },
  );

  it('makes ICCIDs of 20 digits starting 8986', () => {
    expect(column('iccid').every((n) => /^8986\d{16}$/.test(n))).toBe(true);
  });

  it('makes IMSIs of 15 digits starting 460', () => {
    expect(column('imsi').every((n) => /^460\d{12}$/.test(n))).toBe(true);
  });

  it("matches each card's ICCID and IMSI prefixes to its carrier", () => {
    const prefixes = {
      cmcc: ['898604', '46004'],
      cucc: ['898606', '46006'],
      ctcc: ['898611', '46011'],
    } as const;
    for (const c of large) {
      const [iccid, imsi] = prefixes[c.carrier as keyof typeof prefixes];
      expect(c.iccid.startsWith(iccid) && c.imsi.startsWith(imsi)).toBe(true);
    }
  });

  it('makes 13-digit MSISDNs, 15-digit IMEIs, 32-digit EIDs and 20-digit O-ICCIDs', () => {
    expect(column('msisdn').every((n) => /^14\d{11}$/.test(n))).toBe(true);
    expect(column('imei').every((n) => /^86\d{13}$/.test(n))).toBe(true);
    expect(column('eid').every((n) => /^89049032\d{24}$/.test(n))).toBe(true);
    expect(column('oc_imsi').every((n) => /^\d{15}$/.test(n))).toBe(true);
    expect(column('o_iccid').every((n) => /^\d{20}$/.test(n))).toBe(true);
  });

  it('keeps numbers unique far beyond the seeded count', () => {
    const iccids = new Set<string>();
    const msisdns = new Set<string>();
    const imsis = new Set<string>();
    const count = 60_000;
    for (let i = 0; i < count; i++) {
      const n = cardNumbers(i, CARRIER_KEYS[i % CARRIER_KEYS.length]!);
      iccids.add(n.iccid);
      msisdns.add(n.msisdn);
      imsis.add(n.imsi);
    }
    expect([iccids.size, msisdns.size, imsis.size]).toEqual([count, count, count]);
  });
});

describe('createRng', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(42).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('draws integers within the inclusive bounds and picks by weight', () => {
    const rng = createRng(1);
    const ints = Array.from({ length: 2000 }, () => rng.int(-5, 28));
    expect(Math.min(...ints)).toBe(-5);
    expect(Math.max(...ints)).toBe(28);
    const picks = Array.from({ length: 2000 }, () => rng.weighted({ often: 9, rarely: 1, never: 0 }));
    expect(picks).not.toContain('never');
    expect(picks.filter((p) => p === 'often').length).toBeGreaterThan(1600);
  });
});
