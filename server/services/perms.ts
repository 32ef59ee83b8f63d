import type Database from 'better-sqlite3';
import { isPermCode, type PermCode } from '#contract';
import { perConnection } from '../lib/prepared.ts';

const groupCodes = perConnection<[number], { code: string }>(
  'select code from perm_group_codes where group_id = ? order by code',
);
const userOverrides = perConnection<[number], { code: string; effect: 'grant' | 'revoke' }>(
  'select code, effect from user_perm_overrides where user_id = ?',
);

/**
 * A user's effective codes: the group's codes, minus the user's revocations, plus the user's
 * grants, in code order. Read on every request so a live grant or withdrawal applies to the next
 * call: two primary-key lookups, on statements prepared once per connection.
 */
export function effectiveCodes(
  sqlite: Database.Database,
  userId: number,
  groupId: number | null,
): Set<PermCode> {
  const codes = new Set<PermCode>();
  if (groupId !== null) {
    for (const { code } of groupCodes(sqlite).all(groupId)) if (isPermCode(code)) codes.add(code);
  }
  const overrides = userOverrides(sqlite).all(userId);
  if (overrides.length === 0) return codes;
  for (const { code, effect } of overrides) {
    if (effect === 'revoke') codes.delete(code as PermCode);
    else if (isPermCode(code)) codes.add(code);
  }
  // In code order, as without overrides (menus list them in this order).
  return new Set([...codes].sort());
}
