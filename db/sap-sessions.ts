import type Database from 'better-sqlite3';

/**
 * Data sessions (PDP contexts) on the emulator clock (issue 44, /sap_sim_session and the card
 * detail's sessions: one table, card_sessions). A device re-attaches once every REATTACH_DAYS days (a week): when the
 * day is generated, the cards in service whose turn it is close their open session at a moment of
 * that day (its bytes up and down counted then, as a carrier's record is written when a session
 * ends) and open a new one a few seconds later, with a new IP from the APN's pool. A session
 * opened after that moment (a card put in service that day) is left open. Set-based: two
 * statements over the cards of the turn, the same at any world size.
 */

const HOUR = 3_600_000;

/**
 * Days between a card's re-attaches. At 1,000,000 cards each turn's rows cost about 12 µs each to
 * write (the session closed, the new one and its index entry): a week keeps that near 2.5 s a day.
 */
export const REATTACH_DAYS = 7;

/** The radio access technology of a card's module: fixed per card, by carrier. */
export const RAT_OF_CARD = `case c.carrier
  when 'ctcc' then case when c.id % 3 = 0 then 'nb' else 'lte' end
  when 'cmcc' then case c.id % 6 when 0 then 'nb' when 1 then 'gsm' when 2 then 'nr' when 3 then 'cat1' else 'lte' end
  else case when c.id % 4 = 0 then 'nr' else 'lte' end end`;

/** The card's share of a session's bytes that it sent (per cent), fixed per card: 12..35. */
export const UP_SHARE = '(12 + (c.id * 7919) % 24)';

/** When on `day` (its start, epoch ms) a card's session ends: a moment of the day, fixed per card and day. */
const cutOf = (dayStart: number) => `(${dayStart} + ((c.id * 2654435761 + @day * 40503) % 86400) * 1000)`;

/** KB per hour of a session, per card and day: 20..419 KB. */
const KB_PER_HOUR = '(20 + (c.id * 40503 + @day * 9973) % 400)';

/**
 * Closes and reopens the sessions of the cards whose turn `day` is. `cardFilter` narrows the cards
 * (the seed's fixture customers), as the day's traffic does.
 */
export function generateSessionsDay(
  sqlite: Database.Database,
  day: number,
  dayStart: number,
  cardFilter: string,
): number {
  const cut = cutOf(dayStart);
  const turn = `c.status = 'active' ${cardFilter} and (c.id + @day) % ${REATTACH_DAYS} = 0`;
  sqlite
    .prepare(
      `update card_sessions as s set ended_at = t.cut,
         usage_kb = max(1, (t.cut - s.started_at) * t.rate / ${HOUR}),
         up_kb = max(1, (t.cut - s.started_at) * t.rate / ${HOUR}) * t.share / 100
       from (select c.id as card_id, ${cut} as cut, ${KB_PER_HOUR} as rate, ${UP_SHARE} as share
             from cards c where ${turn}) as t
       where s.card_id = t.card_id and s.ended_at is null and s.started_at < t.cut`,
    )
    .run({ day });
  return sqlite
    .prepare(
      `insert into card_sessions (card_id, started_at, ended_at, ip, apn, cell_id, usage_kb, up_kb, rat)
       select c.id, ${cut} + 5000 + (c.id % 20) * 1000, null,
         '10.' || (64 + (c.id / 65536 + @day) % 64) || '.' || ((c.id >> 8) & 255) || '.' || (c.id & 255),
         case c.carrier when 'cmcc' then 'CMIOT' when 'cucc' then 'UNIM2M.NJM2MAPN' else 'CTNB' end,
         coalesce((select x.cell_id from card_sessions x where x.card_id = c.id order by x.started_at desc limit 1),
           (select min(id) from cells where carrier = c.carrier)),
         0, 0, ${RAT_OF_CARD}
       from cards c
       where ${turn}
         and not exists (select 1 from card_sessions o where o.card_id = c.id and o.ended_at is null)`,
    )
    .run({ day }).changes;
}
