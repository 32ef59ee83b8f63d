import { REFUND_REVIEW_HOURS, REGISTRATION_REVIEW_HOURS } from '#contract';
import type { Connection } from '../connection.ts';
import { hashPassword } from '../passwords.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A day's registration number, as server/services/registrations.ts numbers them: REG + day (UTC+8) + sequence. */
const registrationId = (at: number, n: number) =>
  `REG${new Date(at + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '')}${String(n).padStart(4, '0')}`;

/**
 * Issue 49's review queues, support side, open with history (special-card resumes have theirs in
 * speccard.ts):
 * - refunds: of the lapsed next-month renewals still refundable (charge.ts) other than the demo
 *   login's (its own screens ask for that one), one is pending (the clock's reviewer approves it
 *   in an hour) and one was rejected by support with its reason (its share stays refundable);
 * - self-registrations: one under review (the clock approves it in 22 hours), one support rejected
 *   with its reason, and the one that opened 云迹 (yunji), approved by the platform.
 */
export function seedSupportReview(conn: Pick<Connection, 'sqlite'>, options: { now: number }): void {
  const { sqlite } = conn;
  const { now } = options;
  seedRefunds(sqlite, now);
  seedRegistrations(sqlite, now);
}

function seedRefunds(sqlite: Connection['sqlite'], now: number): void {
  const open = sqlite
    .prepare<
      [],
      { order_id: number; client_id: number; line_id: number; amount_cents: number; operator: string }
    >(
      `select o.id as order_id, o.client_id, l.id as line_id, l.amount_cents, o.operator
       from charge_order_cards l join charge_orders o on o.id = l.order_id
       where l.status = 'lapsed' and l.refund_id is null
         and o.client_id <> (select client_id from users where username = 'demo')
       order by o.id limit 2`,
    )
    .all();
  const insert = sqlite.prepare(
    `insert into refund_requests (order_id, client_id, amount_cents, reason, status, requested_by, requested_at,
       due_at, reviewed_at, reviewer, reject_reason) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const name = sqlite.prepare('update charge_order_cards set refund_id = ? where id = ?');
  const review = REFUND_REVIEW_HOURS * HOUR;
  const [pending, rejected] = open;
  if (pending) {
    const at = now - HOUR;
    const id = insert.run(
      pending.order_id,
      pending.client_id,
      pending.amount_cents,
      '卡片已销户，次月套餐未能生效，申请退款',
      'pending',
      pending.operator,
      at,
      at + review,
      null,
      null,
      null,
    ).lastInsertRowid;
    name.run(Number(id), pending.line_id);
  }
  if (rejected) {
    const at = now - 5 * DAY;
    const id = insert.run(
      rejected.order_id,
      rejected.client_id,
      rejected.amount_cents,
      '套餐未使用',
      'rejected',
      rejected.operator,
      at,
      at + review,
      at + HOUR,
      'support',
      JSON.stringify('请先确认该卡是否已迁移至新卡，迁移后再申请退款'),
    ).lastInsertRowid;
    name.run(Number(id), rejected.line_id);
  }
}

function seedRegistrations(sqlite: Connection['sqlite'], now: number): void {
  const insert = sqlite.prepare(
    `insert into registrations (id, company_name, credit_code, contact_name, phone, email, username, password_hash,
       status, reject_reason, submitted_at, reviewed_at, reviewer, client_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const password = hashPassword('Seeded@2025');
  let n = (sqlite.prepare('select count(*) from registrations').pluck().get() as number) + 1;
  // The one that opened yunji's client, approved by the platform a day after it came in.
  const yunji = sqlite
    .prepare<[], { client_id: number; name: string; phone: string; email: string; created_at: number }>(
      `select u.client_id, c.name, u.phone, u.email, c.created_at from users u join clients c on c.id = u.client_id
       where u.username = 'yunji'`,
    )
    .get();
  if (yunji) {
    const at = yunji.created_at - REGISTRATION_REVIEW_HOURS * HOUR;
    insert.run(
      registrationId(at, n++),
      yunji.name,
      '91330106MA2B3C4D5E',
      '陈工',
      yunji.phone,
      yunji.email,
      'yunji',
      password,
      'approved',
      null,
      at,
      yunji.created_at,
      'platform',
      yunji.client_id,
    );
  }
  const rejectedAt = now - 3 * DAY;
  insert.run(
    registrationId(rejectedAt, n++),
    '苏州云启智能设备有限公司',
    '91320594MA1X2Y3R4W',
    '刘敏',
    '13987650001',
    'liumin@yunqi-iot.cn',
    'yunqi_iot',
    password,
    'rejected',
    '营业执照照片模糊，请上传清晰的营业执照后重新提交',
    rejectedAt,
    rejectedAt + 5 * HOUR,
    'support',
    null,
  );
  const pendingAt = now - 2 * HOUR;
  insert.run(
    registrationId(pendingAt, n++),
    '宁波港联物流科技有限公司',
    '91330201MA2H8J9K0L',
    '周航',
    '13987650002',
    'zhouhang@ganglian-log.cn',
    'ganglian',
    password,
    'reviewing',
    null,
    pendingAt,
    null,
    null,
    null,
  );
}
