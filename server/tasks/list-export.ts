import { rmSync } from 'node:fs';
import type { TextKey } from '#catalogue';
import { isRangeFilter, type Lang, type ListFilter, type PermCode, XLSX_MIME } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { type MessageKey, type ParamsOf, pick, translate } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { createTask, defineExportTask } from './engine.ts';

/** What a list export keeps in tasks.params: the filters, the newest row it covers, the language. */
interface ListExportParams<F> {
  filters: F;
  maxId: number;
  lang: Lang;
}

/**
 * Whose rows an export holds: the caller's client's (a customer's page), or every client's (a
 * support page, run in the platform's queue).
 */
type ListExportScope<F, R> =
  | {
      scope?: 'client';
      /** How many rows of the client the filters select, and the newest one's id. */
      count: (deps: AppDeps, clientId: number, filters: F) => { n: number; max_id: number };
      /** The rows from the `from`-th, newest first, at most `maxId`. */
      rows: (
        deps: AppDeps,
        clientId: number,
        filters: F,
        maxId: number,
        from: number,
        count: number,
        lang: Lang,
      ) => R[];
    }
  | {
      scope: 'platform';
      count: (deps: AppDeps, filters: F) => { n: number; max_id: number };
      rows: (deps: AppDeps, filters: F, maxId: number, from: number, count: number, lang: Lang) => R[];
    };

function countOf<F, R>(spec: ListExportScope<F, R>, deps: AppDeps, owner: number | null, filters: F) {
  if (spec.scope === 'platform') return spec.count(deps, filters);
  if (owner === null) throw new Error('a client export without its client');
  return spec.count(deps, owner, filters);
}

function rowsOf<F, R>(
  spec: ListExportScope<F, R>,
  deps: AppDeps,
  owner: number | null,
  ...page: [filters: F, maxId: number, from: number, count: number, lang: Lang]
): R[] {
  if (spec.scope === 'platform') return spec.rows(deps, ...page);
  if (owner === null) throw new Error('a client export without its client');
  return spec.rows(deps, owner, ...page);
}

/** A message key without parameters, as a sheet's or a file's name is. */
type PlainKey = {
  [K in MessageKey]: ParamsOf<K> extends [params?: Readonly<Record<string, never>>] ? K : never;
}[MessageKey];

/**
 * An export of a list page's rows as a task of the engine (listed under /export_log): the rows the
 * list's filters select up to the newest when it was asked for (rows written later are not in it),
 * newest first, streamed to an xlsx 500 rows a step. The declaration names what differs between
 * lists; the workbook, the steps, the file name and the refusal of an empty export are the same.
 */
export function defineListExport<F, R>(
  spec: {
    kind: string;
    /** Who may download its file with a token: the page's code, the export log's. */
    downloadCodes: readonly PermCode[];
    /**
     * The list it exports: its columns (without buttons) are the spreadsheet's, labelled in the
     * export's language; its filters word the export's row in the export logs.
     */
    list: {
      columns: readonly { prop: string; label: TextKey; type: string }[];
      filters: Readonly<Record<string, ListFilter>>;
    };
    /** The export log's words for an export without filters ('全部订单'). */
    all: PlainKey;
    /** A column's width in characters, if not 20. */
    widths?: Partial<Record<string, number>>;
    sheet: PlainKey;
    file: PlainKey;
    /** Refusal when nothing matches. */
    nothing: PlainKey;
    /** A row as the spreadsheet shows it: labels in the export's language, money as numbers. */
    cells: (row: R, lang: Lang) => Record<string, unknown>;
  } & ListExportScope<F, R>,
) {
  const columns = spec.list.columns.filter((c) => c.type !== 'buttons');
  const task = defineExportTask({
    kind: spec.kind,
    downloadCodes: spec.downloadCodes,
    describe: (deps, params, lang) =>
      describeListFilters(
        deps,
        spec.list.filters,
        (params as ListExportParams<Record<string, unknown>>).filters,
        lang,
        spec.all,
      ),
    rowsPerStep: 500,
    stepMs: 100,
    async open(deps, record, path) {
      const { filters, maxId, lang } = JSON.parse(record.params ?? '{}') as ListExportParams<F>;
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false });
      const sheet = workbook.addWorksheet(translate(lang, spec.sheet), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = columns.map((c) => ({
        header: pick(c.label, lang),
        key: c.prop,
        width: spec.widths?.[c.prop] ?? 20,
      }));
      return {
        async write(from, count) {
          const rows = rowsOf(spec, deps, record.client_id, filters, maxId, from, count, lang);
          for (const row of rows) sheet.addRow(spec.cells(row, lang)).commit();
          return rows.length;
        },
        async finish() {
          sheet.commit();
          await workbook.commit();
          const stamp = formatDateTime(deps.clock.now())!.replace(/\D/g, '');
          return { fileName: `${translate(lang, spec.file)}_${stamp}_${record.id}.xlsx`, mime: XLSX_MIME };
        },
        abort() {
          rmSync(path, { force: true });
        },
      };
    },
  });

  /**
   * Starts an export of the caller's rows (a platform export: every client's) under the list's
   * filters, queued behind the earlier tasks of its queue.
   */
  return function startListExport(deps: AppDeps, auth: AuthContext, filters: F, lang: Lang) {
    const owner = spec.scope === 'platform' ? null : auth.clientId;
    if (spec.scope !== 'platform' && owner === null) throw badRequest(spec.nothing);
    const { n, max_id } = countOf(spec, deps, owner, filters);
    if (n === 0) throw badRequest(spec.nothing);
    const params: ListExportParams<F> = { filters, maxId: max_id, lang };
    const taskId = createTask(deps, {
      kind: task,
      clientId: owner,
      userId: auth.userId,
      params,
      rows: n,
    });
    return { task_id: taskId, total: n };
  };
}

/**
 * An export's filters in words, for its row in the export log: each filter the values set, by its
 * label ('交易类型：短信'), an enum by its value's label, a client by its name, a range as
 * 'start ~ end'; `all` for none.
 */
function describeListFilters(
  deps: Pick<AppDeps, 'sqlite'>,
  filters: Readonly<Record<string, ListFilter>>,
  values: Readonly<Record<string, unknown>>,
  lang: Lang,
  all: PlainKey,
): string {
  const parts: string[] = [];
  for (const [name, f] of Object.entries(filters)) {
    let text: string | null = null;
    if (isRangeFilter(f)) {
      const start = values[`${name}_start`];
      const end = values[`${name}_end`];
      if (start || end) text = `${start ?? '…'} ~ ${end ?? '…'}`;
    } else {
      const value = values[name];
      if (value === undefined || value === null || value === '' || value === false) continue;
      if (f.kind === 'enum') {
        const label = f.values[String(value)];
        text = label === undefined ? String(value) : pick(typeof label === 'string' ? label : label, lang);
      } else if (f.kind === 'client') {
        // A client by its name (its id when it is gone).
        text =
          (deps.sqlite.prepare('select name from clients where id = ?').pluck().get(value) as
            | string
            | undefined) ?? String(value);
      } else if (f.kind === 'flag') {
        parts.push(pick(f.label, lang));
        continue;
      } else {
        text = String(value);
      }
    }
    if (text) parts.push(`${pick(f.label, lang)}${translate(lang, 'label_separator')}${text}`);
  }
  return parts.length === 0 ? translate(lang, all) : parts.join(translate(lang, 'clause_separator'));
}
