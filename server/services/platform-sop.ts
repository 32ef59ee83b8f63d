import { readFileSync } from 'node:fs';
import type { Lang } from '#contract';
import { notFound } from '../errors.ts';
import { translate } from '../i18n.ts';

/**
 * The platform manual: PDFs made by `npm run manual` (scripts/manual/build.ts) from screenshots of
 * this portal, one per language, committed beside this emulator and answered base64.
 */
const MANUAL_DIR = new URL('../assets/manual/', import.meta.url);

const cache = new Map<Lang, string>();

export function platformSop(lang: Lang) {
  let encoded = cache.get(lang);
  if (encoded === undefined) {
    try {
      encoded = readFileSync(new URL(`platform-manual.${lang}.pdf`, MANUAL_DIR)).toString('base64');
    } catch {
      throw notFound('sop_missing');
    }
    cache.set(lang, encoded);
  }
  return { encoding_string: encoded, file_name: translate(lang, 'sop_file_name') };
}
