import type { TextKey } from './catalogue/index.ts';
import type { Labelled } from './labels.ts';

export type { TextKey };

/**
 * A text not yet worded: a catalogue key and its `{name}` parameters, each either a value shown as
 * it is, another text to word, or a list of texts (joined as the language lists them). What a
 * contract function returns when the words depend on the reader's language (an import's
 * expectation for a cell); the emulator words it in the request's language, the client with `t`.
 */
export interface Wording {
  key: TextKey;
  params?: Readonly<Record<string, WordingParam>>;
}
export type WordingParam = string | number | Wording | { list: readonly Wording[] };

/**
 * Words a catalogue key in one language: the client's i18next `t`, the emulator's `wordsIn(lang)`
 * (server/i18n.ts). Contract functions that word something take one, so the contract carries keys
 * only and both sides read the same texts.
 */
export type Words = (key: TextKey, params?: Readonly<Record<string, string | number>>) => string;

/** A value of a label map, with a tone or without: its catalogue key. */
export const labelOf = (value: Pick<Labelled, 'label'> | TextKey): TextKey =>
  typeof value === 'string' ? value : value.label;

/** A wording in one language, with `words`; a list's items joined by the catalogue's separator. */
export function word(words: Words, wording: Wording): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(wording.params ?? {})) {
    if (typeof value !== 'object') values[name] = value;
    else if ('list' in value)
      values[name] = value.list.map((item) => word(words, item)).join(words('common.listSeparator'));
    else values[name] = word(words, value);
  }
  return words(wording.key, values);
}
