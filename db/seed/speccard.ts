import { uploadedFileUrl } from '#contract';
import type { Connection } from '../connection.ts';
import { SEEDED_UPLOADS, seededUploadSize } from './files.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The emulated reviewer's delay (contract SPECCARD_REVIEW_HOURS) and the carrier's answer (CARRIER_RESUME_MS). */
const REVIEW = 2 * HOUR;
const CARRIER = 5 * 60_000;

/** The last stop reason of a card, in SQL. */
const LAST_STOP = `(select e.reason from card_status_events e where e.card_id = c.id and e.to_status = 'suspended'
  order by e.at desc, e.id desc limit 1)`;

/**
 * Issue 40's special-card resume history, for the demo login's client (run last, after the ledger
 * and the carriers' resumes):
 * - three of its cards the carrier stopped this month are stopped for 违规 (violation) instead: the
 *   seed's stops have no such reason, and a customer resumes such a card only by an application;
 * - an application approved nineteen days ago (a card stopped for 机卡分离, free), whose card was
 *   resumed and answered by the carrier (in its status history and /remote_reroot);
 * - one rejected by support with its reason (a card stopped for 违规; the fee was released: it may
 *   be applied for again);
 * - one pending for a card stopped for 机卡分离 (free, so nothing is frozen and the account's figures
 *   stay as the ledger seeds them), due an hour from now (the clock's reviewer approves it then).
 * The 机卡分离 card of the seeded machine-card binding is left for the customer to apply for.
 */
export function seedSpeccard(conn: Pick<Connection, 'sqlite'>, options: { now: number }): void {
  const { sqlite } = conn;
  const { now } = options;
  const demo = sqlite
    .prepare<[], { client_id: number }>("select client_id from users where username = 'demo'")
    .get()?.client_id;
  if (demo === undefined) return;
  // The binding's separated card stays the customer's to apply for.
  const separated = sqlite
    .prepare<[number], { card_id: number }>(
      'select card_id from card_imei_events where main_client_id = ? and stopped = 1',
    )
    .all(demo)
    .map((r) => r.card_id);
  const taken = new Set<number>(separated);
  const pick = (sql: string) => {
    const rows = sqlite.prepare<[number], { id: number }>(sql).all(demo);
    const row = rows.find((r) => !taken.has(r.id));
    if (row) taken.add(row.id);
    return row?.id;
  };

  // Stopped for a violation: three cards stopped for their real name this month.
  const violations: number[] = [];
  for (let i = 0; i < 3; i++) {
    const id = pick(
      `select c.id from cards c where c.main_client_id = ? and c.status = 'suspended'
       and ${LAST_STOP} = 'real_name' order by c.id limit 10`,
    );
    if (id === undefined) break;
    sqlite
      .prepare(
        `update card_status_events set reason = 'violation', operator = 'carrier'
         where id = (select e.id from card_status_events e where e.card_id = ? and e.to_status = 'suspended'
                     order by e.at desc, e.id desc limit 1)`,
      )
      .run(id);
    violations.push(id);
  }

  const insert = sqlite.prepare(
    `insert into speccard_resumes (id, app_no, client_id, card_id, stop_reason, reason, evidence_url, evidence_name,
       evidence_size, fee_cents, status, applicant, applied_at, due_at, reviewed_at, reviewer, reject_key,
       reject_params, reject_text, resume_id)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'demo', ?, ?, ?, ?, null, null, ?, ?)`,
  );
  /** An application's evidence: one of the seeded uploads (db/seed/files.ts), by its fixed id. */
  const evidence = (uploadId: string) => [
    uploadedFileUrl(uploadId),
    SEEDED_UPLOADS[uploadId]!.name,
    seededUploadSize(uploadId),
  ];
  let id = (sqlite.prepare('select coalesce(max(id), 0) from speccard_resumes').pluck().get() as number) + 1;
  const appNo = (at: number) => {
    const day = new Date(at + 8 * HOUR).toISOString().slice(0, 10).replaceAll('-', '');
    return `SR${day}${String(id).padStart(6, '0')}`;
  };

  // Approved and resumed: a card in use since before, stopped for 机卡分离 twenty days ago.
  // (Not among its first cards in use, which other screens' examples take.)
  const resumed = pick(
    `select c.id from cards c where c.main_client_id = ? and c.status = 'active'
     and c.activated_at < ${now - 40 * DAY} and c.id % 13 <> 0 order by c.id limit 1 offset 7`,
  );
  if (resumed !== undefined) {
    const stoppedAt = now - 20 * DAY;
    const appliedAt = now - 19 * DAY;
    const reviewedAt = appliedAt + REVIEW;
    const no = appNo(appliedAt);
    sqlite
      .prepare(
        `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
         values (?, ?, 'active', 'suspended', 'imei_mismatch', 'carrier')`,
      )
      .run(resumed, stoppedAt);
    const event = sqlite
      .prepare(
        `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
         values (?, ?, 'suspended', 'active', 'resumed', 'platform')`,
      )
      .run(resumed, reviewedAt);
    sqlite
      .prepare('insert into card_status_notes (event_id, note) values (?, ?)')
      .run(Number(event.lastInsertRowid), no);
    const resume = sqlite
      .prepare(
        `insert into carrier_resumes (card_id, client_id, iccid, carrier, source, requester, requested_at, status,
           answer, answered_at, next_at)
         select c.id, c.client_id, c.iccid, c.carrier, 'speccard', 'platform', ?, 'done', 'carrier_resume_done', ?, ?
         from cards c where c.id = ?`,
      )
      .run(reviewedAt, reviewedAt + CARRIER, reviewedAt + CARRIER, resumed);
    insert.run(
      id,
      no,
      demo,
      resumed,
      'imei_mismatch',
      '设备维修后更换了主板，IMEI 随之变化，现已装回原设备，申请复机。',
      ...evidence('5eed00000000000000000001'),
      0,
      'approved',
      appliedAt,
      reviewedAt,
      reviewedAt,
      'platform',
      null,
      Number(resume.lastInsertRowid),
    );
    id++;
  }

  // Rejected by support: a card stopped for a violation (its ¥50 fee was frozen, then released).
  const rejected = violations[1];
  if (rejected !== undefined) {
    const appliedAt = now - 3 * DAY;
    insert.run(
      id,
      appNo(appliedAt),
      demo,
      rejected,
      'violation',
      '设备被他人用于群发短信，已更换设备密码，申请恢复使用。',
      ...evidence('5eed00000000000000000002'),
      5000,
      'rejected',
      appliedAt,
      appliedAt + REVIEW,
      appliedAt + HOUR,
      'support',
      '上传的证明材料是其他卡的截图，请上传本卡的设备照片后重新申请',
      null,
    );
    id++;
  }

  // Pending: a card stopped for 机卡分离 (free: nothing frozen); the clock's reviewer decides it in an hour.
  const pending = pick(
    `select c.id from cards c where c.main_client_id = ? and c.status = 'suspended'
     and ${LAST_STOP} = 'imei_mismatch' order by c.id limit 10`,
  );
  if (pending !== undefined) {
    const appliedAt = now - HOUR;
    insert.run(
      id,
      appNo(appliedAt),
      demo,
      pending,
      'imei_mismatch',
      '设备返厂维修后换回原设备，卡已装回，申请复机。',
      ...evidence('5eed00000000000000000003'),
      0,
      'pending',
      appliedAt,
      appliedAt + REVIEW,
      null,
      null,
      null,
      null,
    );
  }
}
