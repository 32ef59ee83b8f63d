import type { ValidationKey } from './validation-messages.ts';

/** Numbers one batch status query may ask for. */
export const NUMBER_LIST_MAX = 200;

export interface NumberList {
  /** The distinct entries, in the order first given. */
  numbers: string[];
  /** Entries that are not all digits, each once. */
  invalid: string[];
}

/**
 * Pasted card numbers as a user gives them: one per line, or separated by commas (ASCII or
 * full-width), semicolons or spaces. Blank entries are dropped and repeats kept once, so a column
 * copied from a spreadsheet and a comma-separated list read the same.
 */
export function parseNumberList(input: string | readonly string[]): NumberList {
  const text = typeof input === 'string' ? input : input.join('\n');
  const numbers = [...new Set(text.split(/[\s,，;；、]+/).filter((n) => n !== ''))];
  return { numbers, invalid: numbers.filter((n) => !/^\d+$/.test(n)) };
}

/** Why a parsed list cannot be queried, or null when it can. */
export function validateNumberList({ numbers, invalid }: NumberList): ValidationKey | null {
  if (numbers.length === 0) return 'numbers_required';
  if (numbers.length > NUMBER_LIST_MAX) return 'numbers_too_many';
  if (invalid.length > 0) return 'numbers_not_digits';
  return null;
}
