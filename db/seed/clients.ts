import {
  BRANCHES,
  CITIES,
  GIVEN_NAMES,
  LEGAL_FORMS,
  SURNAMES,
  TRADE_CHARS,
  TRADES,
} from '../../fixtures/company-words.ts';
import { CARD_AGE_MAX_DAYS, type Holder } from './cards.ts';
import { createRng, type Rng } from './prng.ts';

const DAY = 86_400_000;

/** Up to this many cards, the world is the demo world: the fixture clients hold every card. */
export const SMALL_WORLD_CARDS = 20_000;
/** Beyond it, the fixture clients keep growing slowly, to this many cards at most... */
const FIXTURE_CARDS_MAX = 80_000;
const FIXTURE_GROWTH = 0.05;
/** ...and the rest goes to synthetic customers of about this size, none larger than the cap. */
const CARDS_PER_CUSTOMER = 2_500;
const CUSTOMER_CARDS_CAP = 30_000;

/**
 * How many of `total` cards the hand-written fixture clients (demo, demo_sub, yunji, suda) hold:
 * all of a demo-size world, a slowly growing, capped number of a large one (demo's tree stays under
 * ~50,000 cards even at ten million), so a large world looks like a platform with many customers.
 */
export function fixtureCardCount(total: number): number {
  if (total <= SMALL_WORLD_CARDS) return total;
  return Math.min(
    FIXTURE_CARDS_MAX,
    Math.round(SMALL_WORLD_CARDS + (total - SMALL_WORLD_CARDS) * FIXTURE_GROWTH),
  );
}

interface SyntheticClient {
  id: number;
  name: string;
  parentId: number | null;
  mainId: number;
  balanceCents: number;
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  createdAt: number;
}

const pickPair = (rng: Rng, items: readonly (readonly [string, string])[]) => rng.pick(items);

function personName(rng: Rng): string {
  return SURNAMES[rng.int(0, SURNAMES.length - 1)]! + rng.pick(GIVEN_NAMES);
}

function mobile(rng: Rng): string {
  const second = rng.pick(['3', '5', '7', '8', '9']);
  return `1${second}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
}

/** A standard normal draw (Box-Muller), for customer sizes that spread like real ones. */
const normal = (rng: Rng) => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

interface SyntheticWorld {
  clients: SyntheticClient[];
  /** The synthetic clients' shares, in expected cards. */
  holders: Holder[];
}

/**
 * The customers of a large world beyond the fixtures: `cards` cards spread over main clients of
 * log-normal size (capped), about a third of them with a few branch sub-clients, with realistic
 * Chinese company names. Deterministic for the same seed and now; ids start at `firstId`.
 */
export function syntheticCustomers(options: {
  cards: number;
  seed: number;
  now: number;
  firstId: number;
  takenNames: ReadonlySet<string>;
}): SyntheticWorld {
  const { cards, now } = options;
  if (cards <= 0) return { clients: [], holders: [] };
  const rng = createRng(options.seed ^ 0x5eed_c115);
  const mains = Math.max(1, Math.round(cards / CARDS_PER_CUSTOMER));

  // Sizes: log-normal weights scaled to the cards; none above the cap (clipped, the rest rescaled).
  const weights = Array.from({ length: mains }, () => Math.exp(0.9 * normal(rng)));
  const weightSum = weights.reduce((a, b) => a + b, 0);
  let sizes = weights.map((w) => (w / weightSum) * cards);
  const cap = Math.max(CUSTOMER_CARDS_CAP, cards / mains);
  for (let pass = 0; pass < 10 && sizes.some((s) => s > cap); pass++) {
    const clipped = sizes.filter((s) => s >= cap).length;
    const freeSum = sizes.filter((s) => s < cap).reduce((a, b) => a + b, 0);
    const room = cards - clipped * cap;
    sizes = sizes.map((s) => (s >= cap ? cap : (s / freeSum) * room));
  }

  const names = new Set(options.takenNames);
  const clients: SyntheticClient[] = [];
  const holders: Holder[] = [];
  let id = options.firstId;
  for (const size of sizes) {
    let name = '';
    let short = '';
    let domain = '';
    for (let attempt = 0; attempt < 50 && (name === '' || names.has(name)); attempt++) {
      const [city, cityTag] = pickPair(rng, CITIES);
      const [c1, p1] = pickPair(rng, TRADE_CHARS);
      let [c2, p2] = pickPair(rng, TRADE_CHARS);
      if (c2 === c1)
        [c2, p2] = TRADE_CHARS[(TRADE_CHARS.findIndex(([c]) => c === c1) + 1) % TRADE_CHARS.length]!;
      const [trade, tradeTag] = pickPair(rng, TRADES);
      const form = rng.pick(LEGAL_FORMS);
      // Most register as 城市 + 字号 + 行业; some put the city after the trade name, as 字号（城市）.
      short = `${c1}${c2}${trade}`;
      name = rng.next() < 0.85 ? `${city}${short}${form}` : `${c1}${c2}（${city}）${trade}${form}`;
      domain = `${p1}${p2}-${tradeTag}${rng.next() < 0.3 ? `-${cityTag}` : ''}.cn`;
    }
    names.add(name);
    const mainId = id++;
    // Older than any of its cards (seeded up to CARD_AGE_MAX_DAYS old): nothing of a client is
    // dated before the client.
    const mainAgeDays = rng.int(CARD_AGE_MAX_DAYS + 20, 1500);
    const mainCreatedAt = now - mainAgeDays * DAY;
    const contactName = personName(rng);
    clients.push({
      id: mainId,
      name,
      parentId: null,
      mainId,
      balanceCents: rng.int(0, 5_000_000),
      contactName,
      contactPhone: mobile(rng),
      contactEmail: `${rng.pick(['ops', 'it', 'iot', 'admin', 'service'])}@${domain}`,
      createdAt: mainCreatedAt,
    });

    // A third of the customers run branches, each holding a part of the customer's cards.
    let own = size;
    if (rng.next() < 0.33) {
      const branches = [...BRANCHES];
      const count = rng.int(1, 3);
      for (let b = 0; b < count; b++) {
        const branch = branches.splice(rng.int(0, branches.length - 1), 1)[0]!;
        const part = size * (0.1 + rng.next() * 0.25);
        own -= part;
        const subId = id++;
        clients.push({
          id: subId,
          name: `${short}${branch}`,
          parentId: mainId,
          mainId,
          balanceCents: rng.int(0, 500_000),
          contactName: personName(rng),
          contactPhone: mobile(rng),
          contactEmail: `${rng.pick(['ops', 'branch', 'it'])}${b + 1}@${domain}`,
          // After its main client, and still older than the cards it holds.
          createdAt: now - rng.int(CARD_AGE_MAX_DAYS + 5, mainAgeDays - 1) * DAY,
        });
        holders.push({ clientId: subId, mainClientId: mainId, share: part });
      }
    }
    holders.push({ clientId: mainId, mainClientId: mainId, share: own });
  }
  return { clients, holders };
}
