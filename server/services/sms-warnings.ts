import { type Lang, type SmsWarningRecordRow, smsWarningRecordList } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { type Condition, type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { statementCache } from '../lib/prepared.ts';
import { groupScope } from './billing-groups.ts';

/** The list's filters on `sms_warning_records r`, newest first on the (main_client_id, sent_at) index. */
const LIST: ListBinding<typeof smsWarningRecordList> = {
  filters: { kind: 'r.kind', phone: 'r.phone', sent_date: 'r.sent_at' },
  sorts: { sent_at: 'r.sent_at' },
  defaultSort: 'r.sent_at',
  key: 'r.id',
};

const statement = statementCache();

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
export function listSmsWarnings(
  deps: AppDeps,
  auth: AuthContext,
  q: QueryOf<typeof smsWarningRecordList>,
  lang: Lang,
) {
  const groups = groupScope(deps, auth);
  if (!groups || auth.clientId === null) return { tableData: [] as SmsWarningRecordRow[], total: 0 };
  const scope: Condition = auth.isMainClient
    ? ['r.main_client_id = ?', auth.clientId]
    : [
        `r.main_client_id = ? and (r.billing_group_id in (select g.id from billing_groups g where ${groups.sql})
          or r.card_id in (select id from cards where client_id = ?))`,
        groups.params[0],
        ...groups.params,
        auth.clientId,
      ];
  const sql = listSql(smsWarningRecordList, LIST, q, [scope]);
  const total = (
    statement(deps.sqlite, `select count(*) as n from sms_warning_records r where ${sql.where}`).get(
      ...sql.params,
    ) as { n: number }
  ).n;
  if (total === 0) return { tableData: [] as SmsWarningRecordRow[], total };

  const rows = statement(
    deps.sqlite,
    `select r.id, r.kind, r.threshold, r.phone, r.content, r.status, r.sent_at,
       g.name as group_name, g.code as group_code, c.msisdn
     from sms_warning_records r
     left join billing_groups g on g.id = r.billing_group_id
     left join cards c on c.id = r.card_id
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as RecordRow[];

  const tableData: SmsWarningRecordRow[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    target: r.group_code ? `${r.group_name} (${r.group_code})` : (r.msisdn ?? ''),
    threshold: r.kind === 'card_expiry' ? translate(lang, 'days', { count: r.threshold }) : `${r.threshold}%`,
    phone: r.phone,
    content: r.content,
    status: r.status,
    sent_at: formatDateTime(r.sent_at)!,
  }));
  return { tableData, total };
}
