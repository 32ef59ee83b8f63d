import {
  type Lang,
  SMS_SIGNATURE_REVIEW_MINUTES,
  type SmsKind,
  type SmsSignatureRow,
  type SmsTemplateRow,
  smsSignatureList,
  smsTemplateList,
  templateVariables,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest, fieldRefused, notFound } from '../errors.ts';
import { MESSAGES, storedTextIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection } from '../lib/prepared.ts';
import type { ReviewDecision } from '../lib/review-queue.ts';
import { notifyReview } from './notices.ts';
import { groupOwner } from './project-groups.ts';
import { AUTO_HANDLER } from './work-orders.ts';

/**
 * SMS templates and signatures of a main client (/sms/template). A template's name is unique per
 * main client and one an SMS was written from cannot be deleted; a signature is reviewed once
 * (`reviewSignature`): by a support user on /sms_signature_review (issue 49), or else by the
 * carrier's automatic review SMS_SIGNATURE_REVIEW_MINUTES after it was applied for (one with 测试
 * or test in it is rejected), on the emulator clock.
 */

const REVIEW_MS = SMS_SIGNATURE_REVIEW_MINUTES * 60_000;

type Sqlite = AppDeps['sqlite'];

/** Why the automatic review rejects a signature (a server message key). */
const AUTO_REFUSAL = 'sms_signature_rejected';

/** Why a signature was rejected: the support reviewer's words, or the automatic review's key. */
export const signatureRefusalOf = (s: { reject_reason: string | null; reviewer: string | null }): string =>
  s.reviewer !== null && s.reviewer !== AUTO_HANDLER
    ? (s.reject_reason ?? '')
    : MESSAGES[(s.reject_reason ?? AUTO_REFUSAL) as typeof AUTO_REFUSAL];

const dueSignatures = perConnection<[number], { id: number; name: string; created_at: number }>(
  "select id, name, created_at from sms_signatures where status = 'reviewing' and created_at <= ?",
);
const decideSignature = perConnection<['approved' | 'rejected', number, string | null, string, number]>(
  "update sms_signatures set status = ?, reviewed_at = ?, reject_reason = ?, reviewer = ? where id = ? and status = 'reviewing'",
);
const signatureOf = perConnection<
  [number],
  { main_client_id: number; name: string; reject_reason: string | null; reviewer: string | null }
>('select main_client_id, name, reject_reason, reviewer from sms_signatures where id = ?');

/**
 * The one review of a signature under review (issue 49), whoever decides: a support user, or the
 * automatic review (reviewer 'auto') at its due time. Either outcome is told to the customer in a
 * notice. It settles once: false, changing nothing, when the signature is no longer under review.
 */
export function reviewSignature(
  sqlite: Sqlite,
  id: number,
  decision: ReviewDecision,
  reviewer: string,
  at: number,
): boolean {
  return sqlite.transaction(() => {
    const { changes } = decideSignature(sqlite).run(
      decision.approve ? 'approved' : 'rejected',
      at,
      decision.approve ? null : decision.reason,
      reviewer,
      id,
    );
    if (changes !== 1) return false;
    const s = signatureOf(sqlite).get(id)!;
    notifyReview(
      sqlite,
      s.main_client_id,
      { item: 'perm.func_sms_sign', ref: s.name, rejected: decision.approve ? null : signatureRefusalOf(s) },
      at,
    );
    return true;
  })();
}

/** The carrier's review of the signatures applied for SMS_SIGNATURE_REVIEW_MINUTES before `now`, each at its due time. */
export function reviewSignatures({ sqlite }: Pick<AppDeps, 'sqlite'>, now: number): void {
  const due = dueSignatures(sqlite).all(now - REVIEW_MS);
  if (due.length === 0) return;
  sqlite.transaction(() => {
    for (const s of due) {
      const rejected = /测试|test/i.test(s.name);
      reviewSignature(
        sqlite,
        s.id,
        rejected ? { approve: false, reason: AUTO_REFUSAL } : { approve: true },
        AUTO_HANDLER,
        s.created_at + REVIEW_MS,
      );
    }
  })();
}

// ---------------------------------------------------------------------------------------------
// Templates

const TEMPLATES: ListBinding<typeof smsTemplateList> = {
  filters: { name: 't.name', kind: 't.kind', status: 't.status' },
  sorts: { created_at: 't.created_at' },
  defaultSort: 't.created_at',
  key: 't.id',
};

interface TemplateRecord {
  id: number;
  name: string;
  content: string;
  kind: SmsKind;
  status: 'enabled' | 'disabled';
  used: number;
  created_at: number;
  created_by: string;
}

const USED = "(select count(*) from card_sms u where u.template_id = t.id and u.direction = 'mt')";
const TEMPLATE_COLUMNS = `t.id, t.name, t.content, t.kind, t.status, ${USED} as used, t.created_at, t.created_by`;

const toTemplateRow = (t: TemplateRecord): SmsTemplateRow => ({
  id: t.id,
  name: t.name,
  content: t.content,
  variables: templateVariables(t.content)
    .map((v) => `\${${v}}`)
    .join(' '),
  kind: t.kind,
  status: t.status,
  used: t.used,
  created_at: formatDateTime(t.created_at)!,
  created_by: t.created_by,
});

export function listTemplates(deps: AppDeps, auth: AuthContext, q: QueryOf<typeof smsTemplateList>) {
  const owner = groupOwner(deps, auth) ?? -1;
  const sql = listSql(smsTemplateList, TEMPLATES, q, [['t.main_client_id = ?', owner]]);
  const { rows, total } = readPage<TemplateRecord>(deps.sqlite, 'sms_templates t', TEMPLATE_COLUMNS, sql);
  return { tableData: rows.map(toTemplateRow), total };
}

const templateById = perConnection<[number, number], TemplateRecord>(
  `select ${TEMPLATE_COLUMNS} from sms_templates t where t.id = ? and t.main_client_id = ?`,
);
const templateNamed = perConnection<[number, string, number], number>(
  'select id from sms_templates where main_client_id = ? and name = ? and id <> ?',
);

type TemplateBody = { name: string; content: string; kind: SmsKind; status: 'enabled' | 'disabled' };

export function saveTemplate(deps: AppDeps, auth: AuthContext, body: TemplateBody & { id?: number }) {
  const owner = groupOwner(deps, auth);
  if (owner === null) throw badRequest('sms_empty');
  if (
    templateNamed(deps.sqlite)
      .pluck()
      .get(owner, body.name, body.id ?? 0) !== undefined
  ) {
    throw fieldRefused('name', 'sms_template_name_taken', { name: body.name });
  }
  let id = body.id;
  if (id === undefined) {
    id = Number(
      deps.sqlite
        .prepare(
          `insert into sms_templates (main_client_id, name, content, kind, status, created_at, created_by)
           values (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(owner, body.name, body.content, body.kind, body.status, deps.clock.now(), auth.username)
        .lastInsertRowid,
    );
  } else {
    const changed = deps.sqlite
      .prepare(
        'update sms_templates set name = ?, content = ?, kind = ?, status = ? where id = ? and main_client_id = ?',
      )
      .run(body.name, body.content, body.kind, body.status, id, owner).changes;
    if (changed === 0) throw notFound('sms_template_not_found', { id });
  }
  return toTemplateRow(templateById(deps.sqlite).get(id, owner)!);
}

export function deleteTemplate(deps: AppDeps, auth: AuthContext, id: number) {
  const owner = groupOwner(deps, auth) ?? -1;
  const template = templateById(deps.sqlite).get(id, owner);
  if (!template) throw notFound('sms_template_not_found', { id });
  if (template.used > 0)
    throw badRequest('sms_template_in_use', { name: template.name, count: template.used });
  deps.sqlite.prepare('delete from sms_templates where id = ?').run(id);
  return { id };
}

// ---------------------------------------------------------------------------------------------
// Signatures

const SIGNATURES: ListBinding<typeof smsSignatureList> = {
  filters: { status: 's.status' },
  sorts: { created_at: 's.created_at' },
  defaultSort: 's.created_at',
  key: 's.id',
};

interface SignatureRecord {
  id: number;
  name: string;
  status: 'reviewing' | 'approved' | 'rejected';
  reject_reason: string | null;
  reviewer: string | null;
  created_at: number;
  reviewed_at: number | null;
  created_by: string;
}

const toSignatureRow = (s: SignatureRecord, lang: Lang): SmsSignatureRow => ({
  id: s.id,
  name: s.name,
  status: s.status,
  reason:
    s.status === 'rejected' ? storedTextIn(lang, signatureRefusalOf(s), null, signatureRefusalOf(s)) : null,
  created_at: formatDateTime(s.created_at)!,
  reviewed_at: formatDateTime(s.reviewed_at),
  created_by: s.created_by,
});

const SIGNATURE_COLUMNS =
  's.id, s.name, s.status, s.reject_reason, s.reviewer, s.created_at, s.reviewed_at, s.created_by';

export function listSignatures(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof smsSignatureList>,
  lang: Lang,
) {
  reviewSignatures(deps, deps.clock.now());
  const owner = groupOwner(deps, auth) ?? -1;
  const sql = listSql(smsSignatureList, SIGNATURES, q, [['s.main_client_id = ?', owner]]);
  const { rows, total } = readPage<SignatureRecord>(deps.sqlite, 'sms_signatures s', SIGNATURE_COLUMNS, sql);
  return { tableData: rows.map((r) => toSignatureRow(r, lang)), total };
}

export function applySignature(deps: AppDeps, auth: AuthContext, name: string, lang: Lang) {
  const owner = groupOwner(deps, auth);
  if (owner === null) throw badRequest('sms_empty');
  const taken = deps.sqlite
    .prepare("select 1 from sms_signatures where main_client_id = ? and name = ? and status <> 'rejected'")
    .get(owner, name);
  if (taken) throw fieldRefused('name', 'sms_signature_taken', { name });
  const id = Number(
    deps.sqlite
      .prepare(
        `insert into sms_signatures (main_client_id, name, status, created_at, created_by)
         values (?, ?, 'reviewing', ?, ?)`,
      )
      .run(owner, name, deps.clock.now(), auth.username).lastInsertRowid,
  );
  const row = deps.sqlite
    .prepare(`select ${SIGNATURE_COLUMNS} from sms_signatures s where s.id = ?`)
    .get(id) as SignatureRecord;
  return toSignatureRow(row, lang);
}
