import { z } from 'zod';

/** Digits only: no sign, space, point, exponent or `0x`. Sixteen at most (past that, not an id). */
const DIGITS = /^\d{1,16}$/;

/** The message of a value that is not written as a decimal integer (translated where it is shown). */
export const DECIMAL_INVALID = 'decimal_invalid';
/**
 * A whole number as the wire carries it: a JSON number, or a string of decimal digits (a query
 * string, a form field). `true`, `" 1 "`, `"0x10"`, `"1e3"`, `"1.0"` and `""` are refused, where
 * `z.coerce.number()` took them for 1, 1, 16, 1000 and 1. `inner` says what else it must be;
 * `error` replaces the message of a value that is no decimal integer.
 */
export const decimal = <T extends z.ZodType<number, number>>(inner: T, error: string = DECIMAL_INVALID) => {
  const schema = z
    .union([z.number({ error }), z.string({ error }).regex(DIGITS, { error })], { error })
    .transform(Number)
    .pipe(inner);
  decimals.add(schema);
  return schema;
};

const decimals = new WeakSet<z.ZodType>();

/** True for a schema made by `decimal` (the OpenAPI document shows it as the number it parses to). */
export const isDecimal = (schema: z.ZodType): boolean => decimals.has(schema);

/** A record's id: a positive decimal integer, nothing else. `error` is the message of any refusal. */
export const positiveId = (error?: string) =>
  decimal(
    error === undefined ? z.number().int().positive() : z.number({ error }).int(error).positive(error),
    error,
  );
