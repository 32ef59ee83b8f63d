import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CLIENT_SEARCH_PAGE_SIZE, type clientSearch } from '#contract';
import { clients } from '../../db/schema.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { containsPattern } from '../lib/format.ts';

type Query = z.output<NonNullable<typeof clientSearch.query>>;

/**
 * The clients a caller may pick: a support user (in the support view) every client, a main client
 * its whole tree, a sub-client (or a support user switched into one) only itself.
 */
function clientScope(auth: AuthContext): SQL | undefined {
  if (auth.loginType === 'support') return undefined;
  if (auth.clientId === null) return sql`0`;
  return auth.isMainClient ? eq(clients.mainId, auth.clientId) : eq(clients.id, auth.clientId);
}

/** `%` and `_` in the search text match themselves, not any characters. */

/** One page of the caller's clients by name; one more row than the page tells whether more follow. */
export function searchClients({ db }: AppDeps, auth: AuthContext, q: Query) {
  const where = and(
    clientScope(auth),
    q.q ? sql`${clients.name} like ${containsPattern(q.q)} escape '\\'` : undefined,
    q.client_id !== undefined ? eq(clients.id, q.client_id) : undefined,
  );
  const rows = db
    .select({ id: clients.id, text: clients.name })
    .from(clients)
    .where(where)
    .orderBy(asc(clients.id))
    .limit(CLIENT_SEARCH_PAGE_SIZE + 1)
    .offset((q.page - 1) * CLIENT_SEARCH_PAGE_SIZE)
    .all();
  return {
    items: rows.slice(0, CLIENT_SEARCH_PAGE_SIZE),
    pagination: { more: rows.length > CLIENT_SEARCH_PAGE_SIZE },
  };
}
