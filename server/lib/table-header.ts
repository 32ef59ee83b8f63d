import type { Labelled, Lang, TableColumn } from '#contract';

/** A column label in both languages; the header is built in the caller's language. */
export type Bilingual = Record<Lang, string>;

/** Tag or status options from a shared label map, in the caller's language. */
export const optionsOf = (labels: Record<string, Labelled>, lang: Lang) =>
  Object.entries(labels).map(([value, l]) => ({ value, label: l[lang], tone: l.tone }));

type ColumnSpec = TableColumn extends infer C
  ? C extends TableColumn
    ? Omit<C, 'label'> & { label: Bilingual }
    : never
  : never;

/**
 * Declares a table's columns once; `(lang) => TableColumn[]` gives the server-driven header.
 * Options that depend on the language are given as a function of it.
 */
export function defineHeader(columns: (lang: Lang) => ColumnSpec[]) {
  return (lang: Lang): TableColumn[] =>
    columns(lang).map((c) => ({ ...c, label: c.label[lang] }) as TableColumn);
}
