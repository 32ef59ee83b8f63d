import { eq, type SQL, sql } from 'drizzle-orm';
import { cards } from '../../db/schema.ts';
import type { AuthContext } from '../context.ts';

/**
 * The cards a caller may see: a main client sees its whole tree, a sub-client its own cards,
 * a support user in the support view none through customer endpoints.
 *
 * `indexed: false` writes the condition as `+column = ?`, which keeps SQLite from using the
 * client index, for queries that have a far more selective index to use (an exact number).
 */
export function cardScope(auth: AuthContext, indexed = true): SQL {
  if (auth.clientId === null) return sql`0`;
  const column = auth.isMainClient ? cards.mainClientId : cards.clientId;
  return indexed ? eq(column, auth.clientId) : sql`+${column} = ${auth.clientId}`;
}

/** The same scope for hand-written SQL: the cards column and the client id, or null for no cards. */
export interface ScopeColumn {
  column: 'main_client_id' | 'client_id';
  clientId: number;
}

export function scopeColumn(auth: AuthContext): ScopeColumn | null {
  if (auth.clientId === null) return null;
  return { column: auth.isMainClient ? 'main_client_id' : 'client_id', clientId: auth.clientId };
}

/**
 * Support in its own view (not switched into a customer) holding its card query code: it reads
 * any client's card through the card's detail and usage endpoints, the one place where reads
 * cross clients. A customer never holds a support code.
 */
export const readsEveryCard = (auth: AuthContext): boolean =>
  auth.loginType === 'support' && auth.codes.has('router_spt_card');
