import type { z } from 'zod';
import type { Lang, SmsWarningRecordRow, smsWarningRecordList } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { dayStart, formatDateTime } from '../lib/format.ts';
import { statementCache } from '../lib/prepared.ts';
import { groupScope } from './billing-groups.ts';

type ListQuery = z.output<NonNullable<typeof smsWarningRecordList.query>>;

const statement = statementCache();
const DAY = 86_400_000;

interface RecordRow {
  id: number;
  kind: SmsWarningRecordRow['kind'];
  threshold: number;
  phone: string;
  content: string;
  status: SmsWarningRecordRow['status'];
  sent_at: number;
  group_name: string | null;
  group_code: string | null;
  msisdn: string | null;
}

/**
 * The warning SMS of the caller's tree, newest first, one page and a COUNT on the
 * (main_client_id, sent_at) index. A sub-client sees those about its groups and its own cards.
 */
export function listSmsWarnings(deps: AppDeps, auth: AuthContext, q: ListQuery, lang: Lang) {
  const groups = groupScope(deps, auth);
  if (!groups || auth.clientId === null) return { tableData: [] as SmsWarningRecordRow[], total: 0 };
  const filters: string[] = [];
  const params: unknown[] = [];
  if (auth.isMainClient) {
    filters.push('r.main_client_id = ?');
    params.push(auth.clientId);
  } else {
    filters.push(
      `r.main_client_id = ? and (r.billing_group_id in (select g.id from billing_groups g where ${groups.sql})
        or r.card_id in (select id from cards where client_id = ?))`,
    );
    params.push(groups.params[0], ...groups.params, auth.clientId);
  }
  if (q.kind) {
    filters.push('r.kind = ?');
    params.push(q.kind);
  }
  if (q.phone) {
    filters.push('instr(r.phone, ?) > 0');
    params.push(q.phone);
  }
  if (q.sent_date_start) {
    filters.push('r.sent_at >= ?');
    params.push(dayStart(q.sent_date_start));
  }
  if (q.sent_date_end) {
    filters.push('r.sent_at < ?');
    params.push(dayStart(q.sent_date_end) + DAY);
  }
  const where = filters.join(' and ');
  const total = (
    statement(deps.sqlite, `select count(*) as n from sms_warning_records r where ${where}`).get(
      ...params,
    ) as {
      n: number;
    }
  ).n;
  if (total === 0) return { tableData: [] as SmsWarningRecordRow[], total };

  const direction = q.order === 'asc' ? 'asc' : 'desc';
  const rows = statement(
    deps.sqlite,
    `select r.id, r.kind, r.threshold, r.phone, r.content, r.status, r.sent_at,
       g.name as group_name, g.code as group_code, c.msisdn
     from sms_warning_records r
     left join billing_groups g on g.id = r.billing_group_id
     left join cards c on c.id = r.card_id
     where ${where} order by r.sent_at ${direction}, r.id ${direction} limit ? offset ?`,
  ).all(...params, q.page_size, (q.page - 1) * q.page_size) as RecordRow[];

  const tableData: SmsWarningRecordRow[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    target: r.group_code ? `${r.group_name} (${r.group_code})` : (r.msisdn ?? ''),
    threshold:
      r.kind === 'card_expiry'
        ? lang === 'en'
          ? `${r.threshold} days`
          : `${r.threshold}天`
        : `${r.threshold}%`,
    phone: r.phone,
    content: r.content,
    status: r.status,
    sent_at: formatDateTime(r.sent_at)!,
  }));
  return { tableData, total };
}
