import type Database from 'better-sqlite3';
import { dayOf, dayStart } from './sap-traffic.ts';

/**
 * The security gateway's own records (issue 50), shared by the seed and the emulator clock:
 * - what each domain host in effect resolves to. The gateway resolves a domain when it applies the
 *   host, again at every day's start (UTC+8) and whenever the clock moves; the answer is
 *   deterministic, seeded from the host and the day: each domain keeps an address for a run of 3 to
 *   7 days, then moves to another one of its provider's. `sap_host_ips` holds one row per run.
 * - every call to its API (`sap_api_calls`), with a latency seeded from the call.
 */

/** FNV-1a over a string: the seed of every deterministic answer here. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** First octets of the public ranges a resolved domain lands in (its provider, fixed per domain). */
const PROVIDERS = [47, 39, 120, 101, 106, 111, 116, 121, 182, 203, 58, 110];

/** The address a domain (a wildcard resolves its base name) resolves to on a day. */
export function resolveDomain(address: string, day: number): string {
  const name = address.replace(/^\*\./, '');
  const h = hashOf(name);
  const period = 3 + (h % 5);
  const run = Math.floor((day + (h % period)) / period);
  const r = hashOf(`${name}#${run}`);
  const first = PROVIDERS[h % PROVIDERS.length] as number;
  return `${first}.${(h >>> 8) % 256}.${(r >>> 8) % 256}.${1 + (r % 254)}`;
}

interface Resolvable {
  id: number;
  address: string;
  applied_at: number;
  ip: string | null;
  row_id: number | null;
  last_seen: number | null;
}

/**
 * Brings every applied domain host's resolutions up to `now`: from its last resolution (or its
 * apply), each day's start and `now` itself; the same address extends the run's last_seen, another
 * one opens a new row. Idempotent: a move to an instant already passed changes nothing.
 */
export function resolveHostIps(sqlite: Database.Database, now: number): void {
  const hosts = sqlite
    .prepare(
      `select h.id, h.address, h.applied_at, r.ip, r.id as row_id, r.last_seen
       from sap_hosts h
       left join sap_host_ips r on r.id = (select max(id) from sap_host_ips where host_id = h.id)
       where h.kind = 'domain' and h.status = 'active' and h.applied_at is not null and h.applied_at <= ?`,
    )
    .all(now) as Resolvable[];
  const extend = sqlite.prepare<[number, number]>('update sap_host_ips set last_seen = ? where id = ?');
  const open = sqlite.prepare<[number, string, number, number]>(
    'insert into sap_host_ips (host_id, ip, first_seen, last_seen) values (?, ?, ?, ?)',
  );
  sqlite.transaction(() => {
    for (const h of hosts) {
      const from = h.last_seen ?? h.applied_at;
      if (h.last_seen !== null && from >= now) continue;
      const times = h.last_seen === null ? [from] : [];
      for (let day = dayOf(from) + 1; dayStart(day) < now; day++) times.push(dayStart(day));
      if (now > from) times.push(now);
      let ip = h.ip;
      let rowId = h.row_id;
      for (const at of times) {
        const seen = resolveDomain(h.address, dayOf(at));
        if (seen === ip && rowId !== null) extend.run(at, rowId);
        else {
          rowId = Number(open.run(h.id, seen, at, at).lastInsertRowid);
          ip = seen;
        }
      }
    }
  })();
}

/** Who called the gateway's API. */
export type GatewayActor = 'client' | 'support' | 'gateway';

export interface GatewayCall {
  at: number;
  clientId: number;
  api: string;
  params: Record<string, unknown>;
  /** A message key when the gateway refused or failed the call. */
  failure?: string | null;
  actor: GatewayActor;
  username: string;
}

/** How long the gateway took to answer a call, seeded from it: tens of ms, an apply seconds. */
function latencyOf(call: Pick<GatewayCall, 'at' | 'api' | 'params'>): number {
  const h = hashOf(`${call.api}@${call.at}:${JSON.stringify(call.params)}`);
  return call.api === 'host.apply' ? 800 + (h % 2400) : 18 + (h % 260);
}

/** Records one call to the gateway's API. */
export function recordGatewayCall(sqlite: Database.Database, call: GatewayCall): void {
  sqlite
    .prepare(
      `insert into sap_api_calls (at, main_client_id, api, params, ok, message, latency_ms, actor, username)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      call.at,
      call.clientId,
      call.api,
      JSON.stringify(call.params),
      call.failure ? 0 : 1,
      call.failure ?? null,
      latencyOf(call),
      call.actor,
      call.username,
    );
}
