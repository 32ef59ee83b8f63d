import { DEMO_STAFF } from '../../fixtures/staff.ts';
import type { Connection } from '../connection.ts';
import { hashPassword } from '../passwords.ts';

const HOUR = 3_600_000;

/**
 * The demo client's own staff beside its account (/perm_user, /perm_group): a permission group of
 * query pages for its customer service, one user in it who logged in this morning, and one the
 * administrator locked. Every client user's name is its company's contact for the account.
 */
export function seedStaff(
  { sqlite }: Connection,
  { now, clientIds }: { now: number; clientIds: Map<string, number> },
) {
  sqlite.exec(`update users set name = coalesce((select contact_name from clients c
    where c.id = users.client_id and c.main_id = c.id), '') where client_id is not null`);
  const demo = clientIds.get('demo');
  if (demo === undefined) return;
  const groupId = Number(
    sqlite.prepare('insert into perm_groups (name, owner_client_id) values (?, ?)').run('客服查询组', demo)
      .lastInsertRowid,
  );
  const codes = [
    'router_home',
    'router_card_list',
    'router_card_status',
    'router_card_data_search',
    'router_vup_detail',
    'func_used_detail',
  ];
  const insertCode = sqlite.prepare('insert into perm_group_codes (group_id, code) values (?, ?)');
  for (const code of codes) insertCode.run(groupId, code);
  const insertUser = sqlite.prepare(
    `insert into users (username, password_hash, login_type, client_id, group_id, name, phone, email,
       locked, last_login_at, last_login_ip, created_at) values (?, ?, 'client', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  // Hashed once per password (scrypt is slow on purpose), as the seed has always done.
  const hashes = new Map<string, string>();
  for (const staff of DEMO_STAFF) {
    const hash = hashes.get(staff.password) ?? hashPassword(staff.password);
    hashes.set(staff.password, hash);
    insertUser.run(
      staff.username,
      hash,
      demo,
      groupId,
      staff.name,
      staff.phone,
      staff.email,
      staff.locked ? 1 : 0,
      now - staff.lastLoginHoursAgo * HOUR,
      staff.lastLoginIp,
      now - staff.createdDaysAgo * 24 * HOUR,
    );
  }
}
