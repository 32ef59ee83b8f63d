import { type Bilingual, type Lang, REGISTRATION_REVIEW_HOURS } from '#contract';
import { PERM_GROUPS } from '../../fixtures/index.ts';
import type { AppDeps } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { pick } from '../i18n.ts';
import { notifyReview } from './notices.ts';

type Sqlite = AppDeps['sqlite'];

export const REVIEW_MS = REGISTRATION_REVIEW_HOURS * 3600 * 1000;
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
function clientAllGroupId(sqlite: Sqlite): number {
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
function approve(sqlite: Sqlite, r: Pending, at: number): number {
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

/** A registration's decision: approve, or reject with a reason (the reviewer's own words). */
type RegistrationDecision = { approve: true } | { approve: false; reason: string };

const PENDING_COLUMNS = 'id, company_name, contact_name, phone, email, username, password_hash, submitted_at';

/**
 * The review of one registration: the one function the platform's reviewer (on the clock) and a
 * support user call, at `at`. Approved, the client and its main user are opened and the new client
 * is told (`notifyReview`); an approval whose username was taken since by other means is a
 * rejection for that. Rejected, the reason is kept for /register_progress (there is no client to
 * tell). A registration not under review is refused (`registration_decided`), so it settles once
 * whoever acts first; an unknown one is not found. Returns the status it settled to.
 */
export function reviewRegistration(
  sqlite: Sqlite,
  id: string,
  decision: RegistrationDecision,
  reviewer: string,
  at: number,
): 'approved' | 'rejected' {
  const r = sqlite
    .prepare<[string], Pending & { status: string }>(
      `select ${PENDING_COLUMNS}, status from registrations where id = ?`,
    )
    .get(id);
  if (!r) throw notFound('registration_review_not_found', { id });
  if (r.status !== 'reviewing') throw badRequest('registration_decided', { id });
  const reason = decision.approve ? null : decision.reason.trim();
  if (reason === '') throw badRequest('review_reason_required');
  const usernameTaken = sqlite
    .prepare<[string], { id: number }>('select id from users where lower(username) = lower(?)')
    .get(r.username);
  return sqlite.transaction(() => {
    const settle = (status: 'approved' | 'rejected', why: string | null) => {
      const done = sqlite
        .prepare(
          `update registrations set status = ?, reject_reason = ?, reviewed_at = ?, reviewer = ?
           where id = ? and status = 'reviewing'`,
        )
        .run(status, why, at, reviewer, id);
      if (done.changes !== 1) throw badRequest('registration_decided', { id });
    };
    if (reason !== null) settle('rejected', reason);
    // Uniqueness was checked on submission; an account opened since by other means still wins.
    else if (usernameTaken) settle('rejected', USERNAME_GONE);
    else {
      settle('approved', null);
      const clientId = approve(sqlite, r, at);
      sqlite.prepare('update registrations set client_id = ? where id = ?').run(clientId, id);
      notifyReview(
        sqlite,
        clientId,
        { item: 'supportReview.items.registration', ref: id, rejected: null },
        at,
      );
      return 'approved' as const;
    }
    return 'rejected' as const;
  })();
}

/**
 * The platform's reviewer: decides every registration whose review time (24 hours after
 * submission) has come by `now`, at that time: one whose company name contains 测试 is rejected
 * for a licence mismatch, any other approved. Deterministic, so a demo or test that moves the
 * clock knows the outcome.
 */
export function reviewRegistrations({ sqlite }: Pick<AppDeps, 'sqlite'>, now: number): void {
  const due = sqlite
    .prepare<[number], Pending>(
      `select ${PENDING_COLUMNS} from registrations
       where status = 'reviewing' and submitted_at <= ? order by submitted_at, id`,
    )
    .all(now - REVIEW_MS);
  for (const r of due) {
    const decision: RegistrationDecision = r.company_name.includes(REJECTED_NAME_MARK)
      ? { approve: false, reason: LICENCE_MISMATCH }
      : { approve: true };
    reviewRegistration(sqlite, r.id, decision, 'platform', r.submitted_at + REVIEW_MS);
  }
}
