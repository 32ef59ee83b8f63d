import { sql } from 'drizzle-orm';
import { CLIENTS, PERM_GROUPS, PLANS, PLATFORM, USERS } from '../../fixtures/index.ts';
import type { Connection } from '../connection.ts';
import { hashPassword } from '../passwords.ts';
import * as t from '../schema.ts';
import { seedCards } from './cards.ts';

export interface SeedOptions {
  /** How many cards to generate. */
  cards: number;
  /** PRNG seed: the same seed and clock give the same world. */
  seed?: number;
  /** The emulator clock's now, in epoch ms; dates are placed around it. */
  now: number;
}

export const DEFAULT_SEED = 20251030;

export const isSeeded = ({ db }: Connection) =>
  (db.get<{ n: number }>(sql`select count(*) as n from clients`)?.n ?? 0) > 0;

/** Fills an empty, migrated database with the demo world, in one transaction. */
export function seedDatabase(conn: Connection, options: SeedOptions): void {
  const { db, sqlite } = conn;
  const now = options.now;
  sqlite.transaction(() => {
    const clientIds = new Map<string, number>();
    for (const [i, c] of CLIENTS.entries()) clientIds.set(c.key, i + 1);
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
          createdAt: now,
        })
        .run();
    }

    const groupIds = new Map<string, number>();
    PERM_GROUPS.forEach((g, i) => {
      const id = i + 1;
      groupIds.set(g.key, id);
      db.insert(t.permGroups)
        .values({ id, name: g.name, ownerClientId: g.owner ? clientIds.get(g.owner)! : null })
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
          createdAt: now,
        })
        .run();
    }

    PLANS.forEach((p, i) => {
      db.insert(t.plans)
        .values({
          id: i + 1,
          name: p.name,
          carrier: p.carrier,
          quotaMb: p.quotaMb,
          months: p.months,
          priceCents: Math.round(p.price * 100),
        })
        .run();
    });

    db.insert(t.settings)
      .values([
        { key: 'hosted_on_ec', value: JSON.stringify(PLATFORM.hostedOnEc) },
        { key: 'seeded_at', value: String(now) },
      ])
      .run();

    seedCards(conn, {
      count: options.cards,
      seed: options.seed ?? DEFAULT_SEED,
      now,
      holders: CLIENTS.map((c) => ({
        clientId: clientIds.get(c.key)!,
        mainClientId: c.parent ? clientIds.get(c.parent)! : clientIds.get(c.key)!,
        share: c.cardShare,
      })),
      plans: PLANS.map((p, i) => ({ id: i + 1, carrier: p.carrier, quotaMb: p.quotaMb, months: p.months })),
    });
  })();
}
