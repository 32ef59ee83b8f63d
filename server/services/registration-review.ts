import { type Bilingual, type Lang, REGISTRATION_REVIEW_HOURS } from '#contract';
import { PERM_GROUPS } from '../../fixtures/index.ts';
import type { AppDeps } from '../context.ts';
import { pick } from '../i18n.ts';

const REVIEW_MS = REGISTRATION_REVIEW_HOURS * 3600 * 1000;
/** A company name with this in it is rejected, so the rejected path can be demoed. */
const REJECTED_NAME_MARK = '测试';
const LICENCE_MISMATCH = '营业执照信息与企业名称不一致';

/** The review's reasons are stored as the reviewer wrote them (Chinese); English callers read these. */
const REJECT_REASONS: Record<string, Bilingual> = {
  [LICENCE_MISMATCH]: {
    'zh-CN': LICENCE_MISMATCH,
    en: 'The business licence does not match the company name',
  },
};

/** A stored reason in `lang`: the reviewer's own words where no translation is known. */
export const rejectReasonIn = (reason: string, lang: Lang): string =>
  REJECT_REASONS[reason] ? pick(REJECT_REASONS[reason], lang) : reason;
const USERNAME_GONE = '用户名已被占用，请修改后重新提交';

interface Pending {
  id: string;
  company_name: string;
  contact_name: string;
  phone: string;
  email: string;
  username: string;
  password_hash: string;
  submitted_at: number;
}

/** The platform's group of every customer code, which a newly approved main user gets. */
function clientAllGroupId(sqlite: AppDeps['sqlite']): number {
  const name = PERM_GROUPS.find((g) => g.key === 'client_all')!.name;
  const row = sqlite
    .prepare<[string], { id: number }>(
      'select id from perm_groups where owner_client_id is null and name = ? order by id limit 1',
    )
    .get(name);
  if (!row) throw new Error(`permission group ${name} is missing`);
  return row.id;
}

/** Opens the client and its main user (must sign the agreement first), as of the review time. */
function approve(sqlite: AppDeps['sqlite'], r: Pending, at: number): number {
  const clientId = sqlite
    .prepare<[], { id: number }>('select coalesce(max(id), 0) + 1 as id from clients')
    .get()!.id;
  sqlite
    .prepare(
      `insert into clients (id, name, parent_id, main_id, contact_name, contact_phone, contact_email,
         need_sign, created_at) values (?, ?, null, ?, ?, ?, ?, 1, ?)`,
    )
    .run(clientId, r.company_name, clientId, r.contact_name, r.phone, r.email, at);
  sqlite
    .prepare(
      `insert into users (username, password_hash, login_type, client_id, group_id, phone, email,
         need_changed, need_confirm, created_at) values (?, ?, 'client', ?, ?, ?, ?, 0, 0, ?)`,
    )
    .run(r.username, r.password_hash, clientId, clientAllGroupId(sqlite), r.phone, r.email, at);
  return clientId;
}

/**
 * Decides every registration whose review time (24 hours after submission) has come by `now`:
 * one whose company name contains 测试 is rejected for a licence mismatch, any other approved.
 * Deterministic, so a demo or test that moves the clock knows the outcome.
 */
export function reviewRegistrations({ sqlite }: Pick<AppDeps, 'sqlite'>, now: number): void {
  const due = sqlite
    .prepare<[number], Pending>(
      `select id, company_name, contact_name, phone, email, username, password_hash, submitted_at
       from registrations where status = 'reviewing' and submitted_at <= ? order by submitted_at, id`,
    )
    .all(now - REVIEW_MS);
  if (due.length === 0) return;
  const reject = sqlite.prepare(
    "update registrations set status = 'rejected', reject_reason = ?, reviewed_at = ? where id = ?",
  );
  const approved = sqlite.prepare(
    "update registrations set status = 'approved', reviewed_at = ?, client_id = ? where id = ?",
  );
  const usernameTaken = sqlite.prepare<[string], { id: number }>(
    'select id from users where lower(username) = lower(?)',
  );
  sqlite.transaction(() => {
    for (const r of due) {
      const at = r.submitted_at + REVIEW_MS;
      if (r.company_name.includes(REJECTED_NAME_MARK)) reject.run(LICENCE_MISMATCH, at, r.id);
      // Uniqueness was checked on submission; an account opened since by other means still wins.
      else if (usernameTaken.get(r.username)) reject.run(USERNAME_GONE, at, r.id);
      else approved.run(at, approve(sqlite, r, at), r.id);
    }
  })();
}
