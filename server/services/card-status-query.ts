import { type CardStatusRow, IMPORT_TEMPLATES, NUMBER_LIST_MAX } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';
import { importedFile, importRows } from '../tasks/import-file.ts';
import { type ScopeColumn, scopeColumn } from './card-scope.ts';
import { uploadOwner } from './uploads.ts';

/** Every number a card can be given by; each has its own unique or partial index. */
const NUMBER_COLUMNS = ['iccid', 'msisdn', 'imsi', 'eid', 'oc_imsi', 'o_iccid'] as const;

interface Match {
  number: string;
  id: number;
  /** The holder's name; read only for a caller who queries every client (null otherwise). */
  client_name: string | null;
  iccid: string;
  msisdn: string;
  status: Exclude<CardStatusRow['status'], 'not_found'>;
  carrier: NonNullable<CardStatusRow['carrier']>;
  real_name_status: NonNullable<CardStatusRow['real_name_status']>;
}

const statement = statementCache();

/** The caller's cards having one of the numbers in one column: an index lookup per number. */
function matchesIn(
  deps: AppDeps,
  column: (typeof NUMBER_COLUMNS)[number],
  scope: ScopeColumn | 'every client',
  numbers: string[],
) {
  if (scope === 'every client') {
    return statement(
      deps.sqlite,
      `select j.value as number, c.id, c.iccid, c.msisdn, c.status, c.carrier, c.real_name_status,
         cl.name as client_name
       from json_each(?) j join cards c on c.${column} = j.value join clients cl on cl.id = c.client_id`,
    ).all(JSON.stringify(numbers)) as Match[];
  }
  // `+c.<scope>` keeps SQLite on the number's index rather than the client's.
  return statement(
    deps.sqlite,
    `select j.value as number, c.id, c.iccid, c.msisdn, c.status, c.carrier, c.real_name_status,
       null as client_name
     from json_each(?) j join cards c on c.${column} = j.value where +c.${scope.column} = ?`,
  ).all(JSON.stringify(numbers), scope.clientId) as Match[];
}

/** Support in its own view queries every client's cards (its /card_status), and sees whose they are. */
export const queriesEveryClient = (auth: AuthContext) =>
  auth.loginType === 'support' && auth.codes.has('router_spt_card_status');

/**
 * The numbers of an uploaded file (`file_url` of /upload/file/, the caller's own): the card_numbers
 * template as xlsx (another template's header is refused), or a csv or txt of one number a line;
 * at most NUMBER_LIST_MAX, each all digits, repeats kept once.
 */
export async function numbersOfFile(deps: AppDeps, auth: AuthContext, fileUrl: string): Promise<string[]> {
  const file = await importedFile(deps.uploadDir, fileUrl, uploadOwner(auth));
  const numbers = new Set<string>();
  const rows = importRows(file, { max: NUMBER_LIST_MAX, template: IMPORT_TEMPLATES.card_numbers });
  for await (const { row_no, cells } of rows) {
    const number = (cells[0] ?? '').replace(/\s+/g, '');
    if (!/^\d+$/.test(number)) throw badRequest('import_row_not_digits', { row: row_no, value: number });
    numbers.add(number);
  }
  if (numbers.size === 0) throw badRequest('batch_empty');
  return [...numbers];
}

const latestEvent = perConnection<[number], { at: number; reason: CardStatusRow['status_reason'] }>(
  'select at, reason from card_status_events where card_id = ? order by at desc, id desc limit 1',
);

/**
 * Each number's card among the caller's (a main client's tree, a sub-client's own cards), looked up
 * in every number type, with its last status change and why; numbers matching none are not_found.
 */
export function queryCardStatus(deps: AppDeps, auth: AuthContext, numbers: string[]): CardStatusRow[] {
  const everyClient = queriesEveryClient(auth);
  const scope = everyClient ? ('every client' as const) : scopeColumn(auth);
  const found = new Map<string, Match>();
  if (scope) {
    let pending = numbers;
    for (const column of NUMBER_COLUMNS) {
      if (pending.length === 0) break;
      for (const match of matchesIn(deps, column, scope, pending)) found.set(match.number, match);
      pending = pending.filter((n) => !found.has(n));
    }
  }
  return numbers.map((number): CardStatusRow => {
    const card = found.get(number);
    if (!card) {
      return {
        number,
        card_id: null,
        iccid: null,
        msisdn: null,
        status: 'not_found',
        carrier: null,
        real_name_status: null,
        status_changed_at: null,
        status_reason: null,
        ...(everyClient ? { client_name: null } : {}),
      };
    }
    const event = latestEvent(deps.sqlite).get(card.id);
    return {
      number,
      card_id: card.id,
      iccid: card.iccid,
      msisdn: card.msisdn,
      status: card.status,
      carrier: card.carrier,
      real_name_status: card.real_name_status,
      status_changed_at: event ? formatDateTime(event.at) : null,
      status_reason: event?.reason ?? null,
      ...(everyClient ? { client_name: card.client_name } : {}),
    };
  });
}
