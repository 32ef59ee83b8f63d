import { describe, expect, it } from 'vitest';
import { endpoints, isListEndpoint, type Labelled, type ListSpec, labelOf, type TextKey } from '#contract';
import { wordsIn } from '../../server/i18n.ts';

/**
 * Every list endpoint of the contract is a declaration, and everything it shows is labelled in
 * both languages: the header's columns, their options and buttons, and the filter bar's fields.
 */

const lists = Object.entries(endpoints).filter(([, e]) => isListEndpoint(e)) as [
  string,
  { list: ListSpec },
][];

/** A label is a key of the catalogue, with a text in each language (never the key itself). */
const labelled = (where: string, text: TextKey | Labelled) => {
  const key = labelOf(text);
  for (const lang of ['zh-CN', 'en'] as const) {
    const worded = wordsIn(lang)(key);
    expect(worded.trim(), `${where} in ${lang}`).toBeTruthy();
    expect(worded, `${where} in ${lang} is a catalogue text`).not.toBe(key);
  }
};

describe('list declarations', () => {
  it('cover every paged list of the contract', () => {
    const paged = Object.entries(endpoints)
      .filter(
        ([, e]) =>
          e.method === 'GET' && e.query && 'shape' in e.data && 'tableData' in (e.data.shape as object),
      )
      .map(([name]) => name);
    expect(paged.filter((name) => !lists.some(([n]) => n === name))).toEqual([]);
    expect(lists.length).toBeGreaterThanOrEqual(10);
  });

  it.each(lists)('%s: columns, options, buttons and filters in both languages', (_, { list }) => {
    expect(list.columns.length).toBeGreaterThan(0);
    for (const column of list.columns) {
      labelled(`column ${column.prop}`, column.label);
      if (column.type === 'tag' || column.type === 'status') {
        for (const [value, option] of Object.entries(column.options))
          labelled(`${column.prop}=${value}`, option);
      }
      if (column.type === 'buttons') {
        for (const button of column.buttons) labelled(`button ${button.key}`, button.label);
      }
    }
    for (const [name, f] of Object.entries(list.filters)) {
      labelled(`filter ${name}`, f.label);
      if (f.placeholder) labelled(`placeholder of ${name}`, f.placeholder);
      if (f.kind === 'enum')
        for (const [value, l] of Object.entries(f.values)) labelled(`${name}=${value}`, l);
      if (f.kind === 'option')
        for (const [value, l] of Object.entries(f.extra ?? {})) labelled(`${name}=${value}`, l);
    }
    const props = list.columns.map((c) => c.prop);
    expect(new Set(props).size, 'column props are unique').toBe(props.length);
  });

  it.each(lists)('%s: every sortable column is a declared sort, and every sort a column', (_, { list }) => {
    const sortable = list.columns.filter((c) => c.sortable).map((c) => c.prop);
    expect(sortable.toSorted()).toEqual([...list.sorts].toSorted());
  });
});
