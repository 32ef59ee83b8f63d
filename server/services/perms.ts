import type Database from 'better-sqlite3';
import { isPermCode, type PermCode } from '#contract';

/**
 * A user's effective codes: the group's codes, minus the user's revocations, plus the user's
 * grants. Read on every request so a live grant or withdrawal applies to the next call.
 */
export function effectiveCodes(
  sqlite: Database.Database,
  userId: number,
  groupId: number | null,
): Set<PermCode> {
  const rows = sqlite
    .prepare<[number, number, number], { code: string }>(
      `select code from perm_group_codes where group_id = ?
       except select code from user_perm_overrides where user_id = ? and effect = 'revoke'
       union select code from user_perm_overrides where user_id = ? and effect = 'grant'`,
    )
    .all(groupId ?? -1, userId, userId);
  return new Set(rows.map((r) => r.code).filter(isPermCode));
}
