import { createHash, randomBytes } from 'node:crypto';
import {
  API_DAILY_CALLS_LIMIT,
  API_IP_MAX,
  API_REVIEW_HOURS,
  type ApiAccessStatus,
  type ApiInfo,
  type Lang,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';

/**
 * A main client's open-API access. An application is reviewed API_REVIEW_HOURS of emulator time
 * after it was made, when the access is next read (as WeChat orders settle): approved with a new
 * app key, or refused when it asks for more calls a day than the platform grants. The secret is
 * made on request, answered once, and kept only as its sha256.
 */

const REVIEW_MS = API_REVIEW_HOURS * 60 * 60 * 1000;

interface AccessRow {
  main_client_id: number;
  status: Exclude<ApiAccessStatus, 'none'>;
  purpose: string;
  daily_calls: number;
  contact_name: string;
  contact_phone: string;
  applied_at: number;
  reviewed_at: number | null;
  reject_reason: string | null;
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

/** Reviews a pending application whose time has come; returns the row as it now is. */
function settle(deps: AppDeps, owner: number): AccessRow | undefined {
  const row = accessOf(deps.sqlite).get(owner);
  if (row?.status !== 'pending') return row;
  const due = row.applied_at + REVIEW_MS;
  if (deps.clock.now() < due) return row;
  const refused = row.daily_calls > API_DAILY_CALLS_LIMIT;
  deps.sqlite
    .prepare(
      `update api_access set status = ?, reviewed_at = ?, reject_reason = ?,
         app_key = coalesce(app_key, ?) where main_client_id = ? and status = 'pending'`,
    )
    .run(
      refused ? 'rejected' : 'approved',
      due,
      refused ? 'api_reject_daily_calls' : null,
      refused ? null : `ak${randomBytes(10).toString('hex')}`,
      owner,
    );
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
    reject_reason:
      row?.status === 'rejected'
        ? translate(lang, 'api_reject_daily_calls', { calls: row.daily_calls, limit: API_DAILY_CALLS_LIMIT })
        : null,
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
         applied_at = @now, reviewed_at = null, reject_reason = null`,
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
