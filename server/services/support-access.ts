import {
  API_REVIEW_STATUSES,
  type Lang,
  SMS_SIGNATURE_REVIEW_MINUTES,
  SMS_SIGNATURE_STATUSES,
  type SupportApiAccessRow,
  type SupportSignatureRow,
  supportApiAccessList,
  supportSignatureList,
} from '#contract';
import type { AppDeps } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { storedTextIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, mainClientFilter, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import type { ReviewQueue } from '../lib/review-queue.ts';
import {
  type AccessRow,
  REVIEW_MS,
  reasonIn,
  refusalOf,
  reviewApiAccess,
  reviewDueApiAccess,
} from './api-access.ts';
import { reviewSignature, reviewSignatures, signatureRefusalOf } from './sms-templates.ts';
import { handlerIn } from './work-orders.ts';

/**
 * Two support review queues (issue 49): every main client's API access applications
 * (/api_access_review) and SMS signatures (/sms_signature_review). Each list first lets the
 * automatic review decide what is due, so support sees what the customer sees. A decision goes
 * through the queue's one review function (`reviewApiAccess`, `reviewSignature`), which the
 * automatic review calls too; the later of two is refused with `access_review_decided`.
 */

const SIGNATURE_REVIEW_MS = SMS_SIGNATURE_REVIEW_MINUTES * 60_000;

// ---------------------------------------------------------------------------------------------
// API access applications

const API_ITEM = 'supportAccess.apiItem';

const API_FROM = 'api_access a join clients cl on cl.id = a.main_client_id';
const API_COLUMNS = 'a.*, cl.name as client_name';

type ApiRecord = AccessRow & { client_name: string };

const API_LIST: ListBinding<typeof supportApiAccessList> = {
  filters: {
    client_id: mainClientFilter('a.main_client_id'),
    contact_name: 'a.contact_name',
    status: 'a.status',
    applied_at: 'a.applied_at',
  },
  sorts: { applied_at: 'a.applied_at' },
  defaultSort: 'a.applied_at',
  key: 'a.main_client_id',
};

function apiRow(a: ApiRecord, lang: Lang): SupportApiAccessRow {
  return {
    id: a.main_client_id,
    client_name: a.client_name,
    purpose: a.purpose,
    daily_calls: a.daily_calls,
    contact_name: a.contact_name,
    contact_phone: a.contact_phone,
    status: a.status,
    applied_at: formatDateTime(a.applied_at)!,
    review_due_at: a.status === 'pending' ? formatDateTime(a.applied_at + REVIEW_MS)! : '',
    reviewed_at: formatDateTime(a.reviewed_at) ?? '',
    reviewer: handlerIn(lang, a.reviewer),
    reject_reason: a.status === 'rejected' ? reasonIn(lang, refusalOf(a)) : '',
    app_key: a.app_key ?? '',
  };
}

/** Every main client's application, newest first, as the clock has left them. */
export function listSupportApiAccess(deps: AppDeps, q: QueryOf<typeof supportApiAccessList>, lang: Lang) {
  reviewDueApiAccess(deps, deps.clock.now());
  const sql = listSql(supportApiAccessList, API_LIST, q, []);
  const { rows, total } = readPage<ApiRecord>(deps.sqlite, API_FROM, API_COLUMNS, sql);
  return { tableData: rows.map((a) => apiRow(a, lang)), total };
}

const apiById = perConnection<[number], ApiRecord>(
  `select ${API_COLUMNS} from ${API_FROM} where a.main_client_id = ?`,
);

function application(deps: AppDeps, id: number): ApiRecord {
  const a = apiById(deps.sqlite).get(id);
  if (!a) throw notFound('access_review_not_found', { item: API_ITEM, id });
  return a;
}

/** One main client's application and its review. */
export function supportApiAccessDetailOf(deps: AppDeps, id: number, lang: Lang) {
  reviewDueApiAccess(deps, deps.clock.now());
  return apiRow(application(deps, id), lang);
}

/** The API access queue: a main client's one application, named by the client. */
export const apiAccessQueue: ReviewQueue<number> = {
  settle: (deps, now) => reviewDueApiAccess(deps, now),
  item: (deps, id) => ({ clientId: id, ref: application(deps, id).client_name }),
  review(deps, id, decision, person, now) {
    if (!reviewApiAccess(deps.sqlite, id, decision, person.username, now)) {
      const a = application(deps, id);
      throw badRequest('access_review_decided', {
        item: API_ITEM,
        ref: formatDateTime(a.applied_at)!,
        status: API_REVIEW_STATUSES[a.status],
      });
    }
    return decision.approve ? 'approved' : 'rejected';
  },
};

// ---------------------------------------------------------------------------------------------
// SMS signatures

const SIGNATURE_ITEM = 'perm.func_sms_sign';

const SIG_FROM = 'sms_signatures s join clients cl on cl.id = s.main_client_id';
const SIG_COLUMNS = `s.id, s.main_client_id, s.name, cl.name as client_name, s.status, s.created_by, s.created_at,
  s.reviewed_at, s.reviewer, s.reject_reason`;

interface SignatureRecord {
  id: number;
  main_client_id: number;
  name: string;
  client_name: string;
  status: keyof typeof SMS_SIGNATURE_STATUSES;
  created_by: string;
  created_at: number;
  reviewed_at: number | null;
  reviewer: string | null;
  reject_reason: string | null;
}

const SIG_LIST: ListBinding<typeof supportSignatureList> = {
  filters: {
    client_id: mainClientFilter('s.main_client_id'),
    name: 's.name',
    status: 's.status',
    created_at: 's.created_at',
  },
  sorts: { created_at: 's.created_at' },
  defaultSort: 's.created_at',
  key: 's.id',
};

function signatureRow(s: SignatureRecord, lang: Lang): SupportSignatureRow {
  const refusal = s.status === 'rejected' ? signatureRefusalOf(s) : '';
  return {
    id: s.id,
    name: s.name,
    client_name: s.client_name,
    status: s.status,
    created_by: s.created_by,
    created_at: formatDateTime(s.created_at)!,
    review_due_at: s.status === 'reviewing' ? formatDateTime(s.created_at + SIGNATURE_REVIEW_MS)! : '',
    reviewed_at: formatDateTime(s.reviewed_at) ?? '',
    reviewer: handlerIn(lang, s.reviewer),
    reject_reason: storedTextIn(lang, refusal, null, refusal),
  };
}

/** Every main client's signatures, newest first, as the clock has left them. */
export function listSupportSignatures(deps: AppDeps, q: QueryOf<typeof supportSignatureList>, lang: Lang) {
  reviewSignatures(deps, deps.clock.now());
  const sql = listSql(supportSignatureList, SIG_LIST, q, []);
  const { rows, total } = readPage<SignatureRecord>(deps.sqlite, SIG_FROM, SIG_COLUMNS, sql);
  return { tableData: rows.map((s) => signatureRow(s, lang)), total };
}

const signatureById = perConnection<[number], SignatureRecord>(
  `select ${SIG_COLUMNS} from ${SIG_FROM} where s.id = ?`,
);
const signaturesOf = perConnection<[number, number], SignatureRecord>(
  `select ${SIG_COLUMNS} from ${SIG_FROM} where s.main_client_id = ? and s.id <> ? order by s.created_at desc, s.id desc`,
);

function signature(deps: AppDeps, id: number): SignatureRecord {
  const s = signatureById(deps.sqlite).get(id);
  if (!s) throw notFound('access_review_not_found', { item: SIGNATURE_ITEM, id });
  return s;
}

/** One signature and its review, with the client's other signatures. */
export function supportSignatureDetailOf(deps: AppDeps, id: number, lang: Lang) {
  reviewSignatures(deps, deps.clock.now());
  const s = signature(deps, id);
  return {
    signature: signatureRow(s, lang),
    others: signaturesOf(deps.sqlite)
      .all(s.main_client_id, s.id)
      .map((o) => signatureRow(o, lang)),
  };
}

/** The SMS signature queue: a signature under review, named by its name. */
export const signatureQueue: ReviewQueue<number> = {
  settle: (deps, now) => reviewSignatures(deps, now),
  item(deps, id) {
    const s = signature(deps, id);
    return { clientId: s.main_client_id, ref: s.name };
  },
  review(deps, id, decision, person, now) {
    if (!reviewSignature(deps.sqlite, id, decision, person.username, now)) {
      const s = signature(deps, id);
      throw badRequest('access_review_decided', {
        item: SIGNATURE_ITEM,
        ref: s.name,
        status: SMS_SIGNATURE_STATUSES[s.status],
      });
    }
    return decision.approve ? 'approved' : 'rejected';
  },
};
