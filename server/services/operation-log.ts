import type { FastifyRequest } from 'fastify';
import { type Endpoint, type LoginType, type OperationLogRow, operationLogList } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { formatDateTime } from '../lib/format.ts';
import { type ListBinding, listSql, listWhere, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';

/**
 * The operation log's one writer: `server/define-route.ts` calls it once for every write (every
 * endpoint but a GET) a known caller made, whether it was done or refused, so no service logs by
 * itself. A handler that acts for another client than the caller's (a support action on a card)
 * names it on the request (`request.operation`).
 */
const insertLog = perConnection<
  [
    number,
    number,
    string,
    number | null,
    LoginType,
    string,
    string,
    string,
    string | null,
    number,
    string,
    string,
  ]
>(
  `insert into operation_logs (at, user_id, username, client_id, login_type, method, action, object, note, code,
     message, ip) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);

/** Fields that name what a write was about; never a secret (see SECRET). */
const OBJECT_FIELD =
  /(^ids?$|_ids?$|iccid|msisdn|imsi|^eid$|number|^name$|username|phone|^kind$|^action$|status$)/;
const SECRET = /password|secret|token|code|captcha|key/;
const OBJECT_MAX = 200;
const NOTE_MAX = 200;

function valueText(value: unknown): string | null {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.length > 40 ? `${value.slice(0, 40)}…` : value;
  if (Array.isArray(value)) {
    const shown = value
      .slice(0, 3)
      .map(valueText)
      .filter((v) => v !== null);
    if (shown.length === 0) return null;
    return value.length > 3 ? `${shown.join(',')}…(${value.length})` : shown.join(',');
  }
  return null;
}

/** What a write named, as `field=value` pairs from its body and query (ids, numbers, names). */
function objectOf(...inputs: unknown[]): string {
  const parts: string[] = [];
  for (const input of inputs) {
    if (input === null || typeof input !== 'object' || Array.isArray(input)) continue;
    for (const [field, value] of Object.entries(input as Record<string, unknown>)) {
      if (!OBJECT_FIELD.test(field) || SECRET.test(field)) continue;
      const text = valueText(value);
      if (text !== null && text !== '') parts.push(`${field}=${text}`);
    }
  }
  const joined = parts.join(' ');
  return joined.length > OBJECT_MAX ? `${joined.slice(0, OBJECT_MAX)}…` : joined;
}

const noteOf = (body: unknown): string | null => {
  // A reason, or the carrier's answer a support user records (issue 48).
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined;
  const reason = fields?.reason ?? fields?.answer;
  if (typeof reason !== 'string' || reason.trim() === '') return null;
  return reason.trim().slice(0, NOTE_MAX);
};

/** Records one write: who (the person holding the token), for which client, what, how it ended. */
export function recordOperation(
  deps: AppDeps,
  request: FastifyRequest,
  endpoint: Endpoint,
  auth: AuthContext,
  outcome: { code: number; message: string },
): void {
  const target = request.operation;
  insertLog(deps.sqlite).run(
    deps.clock.now(),
    auth.person.userId,
    auth.person.username,
    target?.clientId !== undefined ? target.clientId : auth.clientId,
    auth.loginType,
    endpoint.method,
    endpoint.path,
    target?.object ?? objectOf(request.body, request.query),
    noteOf(request.body),
    outcome.code,
    outcome.message.slice(0, 300),
    request.ip ?? '',
  );
}

/** The list's filters on `operation_logs l` (its client `c`), newest first. */
const LIST: ListBinding<typeof operationLogList> = {
  filters: {
    client_id: 'l.client_id',
    username: 'l.username',
    action: 'l.action',
    login_type: 'l.login_type',
    result: (value: string) => (value === 'ok' ? ['l.code = 200'] : ['l.code <> 200']),
    at: 'l.at',
  },
  sorts: { at: 'l.at' },
  defaultSort: 'l.at',
  key: 'l.id',
};

const FROM = 'operation_logs l left join clients c on c.id = l.client_id';
const statement = statementCache();

interface LogRecord {
  id: number;
  at: number;
  username: string;
  client_name: string | null;
  login_type: LoginType;
  method: string;
  action: string;
  object: string;
  note: string | null;
  code: number;
  message: string;
  ip: string;
}

/** What a row of the log is read as, for the list and its export alike. */
const COLUMNS = `l.id, l.at, l.username, c.name as client_name, l.login_type, l.method, l.action, l.object,
  l.note, l.code, l.message, l.ip`;

const rowOf = (r: LogRecord): OperationLogRow => ({
  id: r.id,
  at: formatDateTime(r.at)!,
  username: r.username,
  client_name: r.client_name ?? '-',
  login_type: r.login_type,
  action: `${r.method} ${r.action}`,
  object: r.object,
  note: r.note ?? '',
  result: r.code === 200 ? 'ok' : 'refused',
  message: `${r.code} ${r.message}`.trim(),
  ip: r.ip,
});

/** Every user's writes, every client (the permission keeps customers out). */
export function listOperationLogs(
  deps: AppDeps,
  q: QueryOf<typeof operationLogList>,
): { tableData: OperationLogRow[]; total: number } {
  const sql = listSql(operationLogList, LIST, q, []);
  const total = (
    statement(deps.sqlite, `select count(*) as n from ${FROM} where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    deps.sqlite,
    `select ${COLUMNS} from ${FROM} where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as LogRecord[];
  return { total, tableData: rows.map(rowOf) };
}

/** How many log rows the filters select, and the newest one's id (the operation log's export). */
export function operationLogCount(deps: AppDeps, filters: Partial<QueryOf<typeof operationLogList>>) {
  const { where, params } = listWhere(operationLogList, LIST.filters, filters);
  return statement(
    deps.sqlite,
    `select count(*) as n, coalesce(max(l.id), 0) as max_id from ${FROM} where ${where}`,
  ).get(...params) as { n: number; max_id: number };
}

/** The log rows the filters select from the `from`-th, newest first, none newer than `maxId`. */
export function operationLogRowsFor(
  deps: AppDeps,
  filters: Partial<QueryOf<typeof operationLogList>>,
  maxId: number,
  from: number,
  count: number,
): OperationLogRow[] {
  const { where, params } = listWhere(operationLogList, LIST.filters, filters, [['l.id <= ?', maxId]]);
  return (
    statement(
      deps.sqlite,
      `select ${COLUMNS} from ${FROM} where ${where} order by l.id desc limit ? offset ?`,
    ).all(...params, count, from) as LogRecord[]
  ).map(rowOf);
}
