import { createHash, randomBytes } from 'node:crypto';
import {
  API_DAILY_CALLS_LIMIT,
  API_IP_MAX,
  API_REVIEW_HOURS,
  type ApiAccessStatus,
  type ApiInfo,
  type Lang,
  type Wording,
  word,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { MESSAGES, translate, wordsIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import type { ReviewDecision } from '../lib/review-queue.ts';
import { notifyReview } from './notices.ts';
import { AUTO_HANDLER } from './work-orders.ts';

/**
 * A main client's open-API access. An application is reviewed once (`reviewApiAccess`): by a
 * support user on /api_access_review (issue 49), or else by the platform's automatic review
 * API_REVIEW_HOURS of emulator time after it was made (`reviewDueApiAccess`, on every move of the
 * clock and before the access is read): approved with a new app key, or refused when it asks for
 * more calls a day than the platform grants. The secret is made on request, answered once, and
 * kept only as its sha256.
 */

export const REVIEW_MS = API_REVIEW_HOURS * 60 * 60 * 1000;

type Sqlite = AppDeps['sqlite'];

export interface AccessRow {
  main_client_id: number;
  status: Exclude<ApiAccessStatus, 'none'>;
  purpose: string;
  daily_calls: number;
  contact_name: string;
  contact_phone: string;
  applied_at: number;
  reviewed_at: number | null;
  reject_reason: string | null;
  reviewer: string | null;
  app_key: string | null;
  secret_hash: string | null;
  secret_hint: string | null;
  secret_issued_at: number | null;
  ip_allowlist: string;
  callback_url: string;
}

const mainOf = perConnection<[number], { main_id: number }>('select main_id from clients where id = ?');
const accessOf = perConnection<[number], AccessRow>('select * from api_access where main_client_id = ?');

function ownerOf(deps: AppDeps, auth: AuthContext): number {
  const owner = auth.clientId === null ? undefined : mainOf(deps.sqlite).get(auth.clientId)?.main_id;
  if (owner === undefined) throw badRequest('api_no_client');
  return owner;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Why the automatic review refuses an application: it asks for more calls a day than granted. */
const AUTO_REFUSAL = 'api_reject_daily_calls';

/** A rejection's reason in `lang`: the reviewer's words as they are, a worded one in `lang`. */
export const reasonIn = (lang: Lang, reason: string | Wording): string =>
  typeof reason === 'string' ? reason : word(wordsIn(lang), reason);

/** Why an application was rejected, as the customer's notice and screen word it. */
export function refusalOf(
  row: Pick<AccessRow, 'reject_reason' | 'reviewer' | 'daily_calls'>,
): string | Wording {
  if (row.reviewer !== null && row.reviewer !== AUTO_HANDLER) return row.reject_reason ?? '';
  return { key: MESSAGES[AUTO_REFUSAL], params: { calls: row.daily_calls, limit: API_DAILY_CALLS_LIMIT } };
}

const decide = perConnection<['approved' | 'rejected', number, string | null, string, string | null, number]>(
  `update api_access set status = ?, reviewed_at = ?, reject_reason = ?, reviewer = ?,
     app_key = coalesce(app_key, ?) where main_client_id = ? and status = 'pending'`,
);

/** A review's outcome: approved, or rejected with why (the reviewer's words, or a message key for 'auto'). */

/**
 * The one review of a main client's pending application (issue 49), whoever decides: a support
 * user, or the automatic review (reviewer 'auto') at its due time. Approval issues the app key (a
 * client approved before keeps its key); either outcome is told to the customer in a notice. It
 * settles once: false, changing nothing, when the application is no longer pending.
 */
export function reviewApiAccess(
  sqlite: Sqlite,
  mainClientId: number,
  decision: ReviewDecision,
  reviewer: string,
  at: number,
): boolean {
  return sqlite.transaction(() => {
    const { changes } = decide(sqlite).run(
      decision.approve ? 'approved' : 'rejected',
      at,
      decision.approve ? null : decision.reason,
      reviewer,
      decision.approve ? `ak${randomBytes(10).toString('hex')}` : null,
      mainClientId,
    );
    if (changes !== 1) return false;
    const row = accessOf(sqlite).get(mainClientId)!;
    notifyReview(
      sqlite,
      mainClientId,
      {
        item: 'supportAccess.apiItem',
        ref: formatDateTime(row.applied_at)!,
        rejected: decision.approve ? null : refusalOf(row),
      },
      at,
    );
    return true;
  })();
}

const dueApplications = perConnection<
  [number],
  { main_client_id: number; daily_calls: number; applied_at: number }
>(
  "select main_client_id, daily_calls, applied_at from api_access where status = 'pending' and applied_at <= ?",
);

/**
 * The automatic review of the applications due by `now` (API_REVIEW_HOURS after each was made),
 * each at its due time: refused when it asks for more than API_DAILY_CALLS_LIMIT calls a day, else
 * approved. One a support user decided first is no longer pending, so is left alone.
 */
export function reviewDueApiAccess({ sqlite }: Pick<AppDeps, 'sqlite'>, now: number): void {
  for (const row of dueApplications(sqlite).all(now - REVIEW_MS)) {
    const refused = row.daily_calls > API_DAILY_CALLS_LIMIT;
    reviewApiAccess(
      sqlite,
      row.main_client_id,
      refused ? { approve: false, reason: AUTO_REFUSAL } : { approve: true },
      AUTO_HANDLER,
      row.applied_at + REVIEW_MS,
    );
  }
}

/** The automatic review of what is due, then the owner's access as it now is. */
function settle(deps: AppDeps, owner: number): AccessRow | undefined {
  reviewDueApiAccess(deps, deps.clock.now());
  return accessOf(deps.sqlite).get(owner);
}

function applicationOf(row: AccessRow | undefined, lang: Lang) {
  const status: ApiAccessStatus = row?.status ?? 'none';
  return {
    status,
    status_name: translate(lang, `api_status_${status}`),
    purpose: row?.purpose ?? '',
    daily_calls: row?.daily_calls ?? 0,
    contact_name: row?.contact_name ?? '',
    contact_phone: row?.contact_phone ?? '',
    applied_at: formatDateTime(row?.applied_at ?? null),
    reviewed_at: formatDateTime(row?.reviewed_at ?? null),
    review_due_at: row?.status === 'pending' ? formatDateTime(row.applied_at + REVIEW_MS) : null,
    reject_reason: row?.status === 'rejected' ? reasonIn(lang, refusalOf(row)) : null,
  };
}

function infoOf(row: AccessRow | undefined, lang: Lang): ApiInfo {
  return {
    application: applicationOf(row, lang),
    app_key: row?.app_key ?? null,
    secret_issued: Boolean(row?.secret_hash),
    secret_hint: row?.secret_hint ?? null,
    secret_issued_at: formatDateTime(row?.secret_issued_at ?? null),
    ip_allowlist: row ? (JSON.parse(row.ip_allowlist) as string[]) : [],
    callback_url: row?.callback_url ?? '',
    ip_max: API_IP_MAX,
  };
}

export function apiApplication(deps: AppDeps, auth: AuthContext, lang: Lang) {
  return applicationOf(settle(deps, ownerOf(deps, auth)), lang);
}

export function apiInfo(deps: AppDeps, auth: AuthContext, lang: Lang): ApiInfo {
  return infoOf(settle(deps, ownerOf(deps, auth)), lang);
}

export function applyApiAccess(
  deps: AppDeps,
  auth: AuthContext,
  input: { purpose: string; daily_calls: number; contact_name: string; contact_phone: string },
  lang: Lang,
): ApiInfo {
  const owner = ownerOf(deps, auth);
  const row = settle(deps, owner);
  if (row?.status === 'pending') throw badRequest('api_apply_pending');
  if (row?.status === 'approved') throw badRequest('api_apply_approved');
  deps.sqlite
    .prepare(
      `insert into api_access (main_client_id, status, purpose, daily_calls, contact_name, contact_phone, applied_at)
       values (@owner, 'pending', @purpose, @daily_calls, @contact_name, @contact_phone, @now)
       on conflict (main_client_id) do update set status = 'pending', purpose = @purpose,
         daily_calls = @daily_calls, contact_name = @contact_name, contact_phone = @contact_phone,
         applied_at = @now, reviewed_at = null, reject_reason = null, reviewer = null`,
    )
    .run({ owner, ...input, now: deps.clock.now() });
  return infoOf(accessOf(deps.sqlite).get(owner), lang);
}

function approved(deps: AppDeps, auth: AuthContext): AccessRow {
  const row = settle(deps, ownerOf(deps, auth));
  if (row?.status !== 'approved') throw badRequest('api_not_approved');
  return row;
}

export function updateApiSettings(
  deps: AppDeps,
  auth: AuthContext,
  input: { ip_allowlist: string[]; callback_url: string },
  lang: Lang,
): ApiInfo {
  const row = approved(deps, auth);
  deps.sqlite
    .prepare('update api_access set ip_allowlist = ?, callback_url = ? where main_client_id = ?')
    .run(JSON.stringify(input.ip_allowlist), input.callback_url, row.main_client_id);
  return infoOf(accessOf(deps.sqlite).get(row.main_client_id), lang);
}

/** Makes the secret (or, with rotate, a new one): the only answer that carries it. */
export function issueApiSecret(deps: AppDeps, auth: AuthContext, rotate: boolean) {
  const row = approved(deps, auth);
  if (row.secret_hash && !rotate) throw badRequest('api_secret_already_issued');
  const secret = randomBytes(24).toString('base64url');
  const now = deps.clock.now();
  deps.sqlite
    .prepare(
      'update api_access set secret_hash = ?, secret_hint = ?, secret_issued_at = ? where main_client_id = ?',
    )
    .run(hashSecret(secret), secret.slice(-4), now, row.main_client_id);
  return { app_key: row.app_key!, app_secret: secret, issued_at: formatDateTime(now)! };
}
