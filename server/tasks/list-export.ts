import { rmSync } from 'node:fs';
import type { TextKey } from '#catalogue';
import { isRangeFilter, type Lang, type ListFilter, XLSX_MIME } from '#contract';
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
export function defineListExport<F, R>(spec: {
  kind: string;
  /** The spreadsheet's columns: the list's own (`list.columns`), their labels in the export's language. */
  columns: readonly { prop: string; label: TextKey }[];
  /** A column's width in characters, if not 20. */
  widths?: Partial<Record<string, number>>;
  sheet: PlainKey;
  file: PlainKey;
  /** Refusal when nothing matches. */
  nothing: PlainKey;
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
  /** A row as the spreadsheet shows it: labels in the export's language, money as numbers. */
  cells: (row: R, lang: Lang) => Record<string, unknown>;
}) {
  const task = defineExportTask({
    kind: spec.kind,
    rowsPerStep: 500,
    stepMs: 100,
    async open(deps, record, path) {
      const { filters, maxId, lang } = JSON.parse(record.params ?? '{}') as ListExportParams<F>;
      const { default: ExcelJS } = await import('exceljs');
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: false });
      const sheet = workbook.addWorksheet(translate(lang, spec.sheet), {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      sheet.columns = spec.columns.map((c) => ({
        header: pick(c.label, lang),
        key: c.prop,
        width: spec.widths?.[c.prop] ?? 20,
      }));
      return {
        async write(from, count) {
          const rows = spec.rows(deps, record.client_id, filters, maxId, from, count, lang);
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

  /** Starts an export of the caller's rows under the list's filters, queued behind its earlier tasks. */
  return function startListExport(deps: AppDeps, auth: AuthContext, filters: F, lang: Lang) {
    if (auth.clientId === null) throw badRequest(spec.nothing);
    const { n, max_id } = spec.count(deps, auth.clientId, filters);
    if (n === 0) throw badRequest(spec.nothing);
    const params: ListExportParams<F> = { filters, maxId: max_id, lang };
    const taskId = createTask(deps, {
      kind: task,
      clientId: auth.clientId,
      userId: auth.userId,
      params,
      rows: n,
    });
    return { task_id: taskId, total: n };
  };
}

/**
 * An export's filters in words, for its row in the export log: each filter the values set, by its
 * label ('交易类型：短信'), an enum by its value's label, a range as 'start ~ end'; `all` for none.
 */
export function describeListFilters(
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
