import { type Lang, type RemoteResumeRow, remoteResumeList } from '#contract';
import type { AppDeps } from '../context.ts';
import { type MessageKey, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { clientTreeFilter, type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { statementCache } from '../lib/prepared.ts';
import { settleCarrierResumes } from './speed-limit.ts';

/** The list's filters on `carrier_resumes r`, newest first. A main client selects its whole tree. */
const LIST: ListBinding<typeof remoteResumeList> = {
  filters: {
    client_id: clientTreeFilter('r.client_id'),
    iccid: (value: string) => ['r.iccid = upper(?)', value],
    status: 'r.status',
    source: 'r.source',
    requested_at: 'r.requested_at',
  },
  sorts: { requested_at: 'r.requested_at' },
  defaultSort: 'r.requested_at',
  key: 'r.id',
};

const FROM = 'carrier_resumes r left join clients c on c.id = r.client_id';
const statement = statementCache();

interface ResumeRecord {
  id: number;
  requested_at: number;
  requester: string;
  source: RemoteResumeRow['source'];
  client_name: string | null;
  iccid: string;
  carrier: RemoteResumeRow['carrier'];
  status: RemoteResumeRow['status'];
  answer: string | null;
  answered_at: number | null;
}

/**
 * /remote_reroot: every resume the platform sent to a carrier, every client (the permission keeps
 * customers out), with the carrier's answer. The answers that came due are settled first.
 */
export function listRemoteResumes(
  deps: AppDeps,
  q: QueryOf<typeof remoteResumeList>,
  lang: Lang,
): { tableData: RemoteResumeRow[]; total: number } {
  settleCarrierResumes(deps.sqlite, deps.clock.now());
  const sql = listSql(remoteResumeList, LIST, q, []);
  const total = statement(deps.sqlite, `select count(*) from ${FROM} where ${sql.where}`)
    .pluck()
    .get(...sql.params) as number;
  const rows = statement(
    deps.sqlite,
    `select r.id, r.requested_at, r.requester, r.source, c.name as client_name, r.iccid, r.carrier, r.status,
       r.answer, r.answered_at
     from ${FROM} where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as ResumeRecord[];
  return {
    total,
    tableData: rows.map((r) => ({
      id: r.id,
      requested_at: formatDateTime(r.requested_at)!,
      requester: r.requester,
      source: r.source,
      client_name: r.client_name ?? '-',
      iccid: r.iccid,
      carrier: r.carrier,
      status: r.status,
      answer: r.answer === null ? '' : wordIn(lang, { key: r.answer as MessageKey, params: {} }),
      answered_at: formatDateTime(r.answered_at),
    })),
  };
}
