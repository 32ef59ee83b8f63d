import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries from the contract's own zod schemas: values of the shape an endpoint
 * declares (keys, types, enums, patterns, bounds), which the walker then mutates. A schema kind
 * it does not know throws: an endpoint the walker cannot feed fails its test, it is never skipped.
 */

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  pattern?: RegExp;
  [key: string]: unknown;
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'min_length')?.minimum as number | undefined;
  const max = checks.find((c) => c.check === 'max_length')?.maximum as number | undefined;
  const patterns = [def.pattern, ...checks.map((c) => c.pattern)].filter(
    (p): p is RegExp => p instanceof RegExp,
  );
  const base =
    patterns.length > 0
      ? fc.stringMatching(patterns[0]!)
      : fc.string({ minLength: min ?? 0, maxLength: Math.min(max ?? 20, 40) });
  return base.map((s) => (max !== undefined ? s.slice(0, max) : s));
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  const checks = checksOf(def);
  const isInt = checks.some((c) => c.check === 'number_format' && String(c.format).includes('int'));
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  let min = lower ? (lower.value as number) + (lower.inclusive ? 0 : isInt ? 1 : 1e-9) : -1e6;
  let max = upper ? (upper.value as number) - (upper.inclusive ? 0 : isInt ? 1 : 1e-9) : 1e6;
  min = Math.max(min, -1e9);
  max = Math.min(max, 1e9);
  return isInt
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      const required = keys.filter(
        (k) => !['optional', 'default', 'prefault'].includes(defOf(shape[k]!).type),
      );
      return fc.record(Object.fromEntries(keys.map((k) => [k, arbitraryOf(shape[k]!)])), {
        requiredKeys: required,
      });
    }
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType as z.ZodType), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType as z.ZodType), { nil: null });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryOf(def.innerType as z.ZodType);
    case 'array': {
      const checks = checksOf(def);
      const min = (checks.find((c) => c.check === 'min_length')?.minimum as number | undefined) ?? 0;
      const max = (checks.find((c) => c.check === 'max_length')?.maximum as number | undefined) ?? 5;
      return fc.array(arbitraryOf(def.element as z.ZodType), {
        minLength: min,
        maxLength: Math.min(max, min + 5),
      });
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(arbitraryOf));
    case 'pipe': {
      // A preprocess or transform takes what its output schema describes; a decimal, its input union.
      const input = def.in as z.ZodType;
      return defOf(input).type === 'transform' ? arbitraryOf(def.out as z.ZodType) : arbitraryOf(input);
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryOf(def.valueType as z.ZodType), {
        maxKeys: 3,
      });
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(arbitraryOf));
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`the walker cannot generate a value of zod type "${def.type}"`);
  }
}

/** Values no schema should take, and that must never crash a handler. */
const HOSTILE: readonly unknown[] = [
  true,
  false,
  null,
  {},
  [],
  [[]],
  { $gt: '' },
  '',
  ' 1 ',
  '0x10',
  '1e3',
  '1.0',
  '-1',
  -1,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  'x'.repeat(100 * 1024),
  '𝕏\u0000\u202e\uFEFF中文',
  "' OR 1=1 --",
  '"; drop table cards; --',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '<script>alert(1)</script>',
  '100000',
  '2026-02-30',
  '9999-12-31',
];

/** A valid-shaped value, then: as it is, one key set to a hostile value, one key dropped, or all of it hostile. */
export function mutatedArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const valid = arbitraryOf(schema);
  const hostile = fc.constantFrom(...HOSTILE);
  return fc.oneof(
    valid,
    fc.tuple(valid, fc.nat(), hostile).map(([value, k, bad]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad;
      const keys = Object.keys(schemaKeys(schema));
      if (keys.length === 0) return value;
      return { ...(value as object), [keys[k % keys.length]!]: bad };
    }),
    fc.tuple(valid, fc.nat()).map(([value, k]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
      const copy = { ...(value as Record<string, unknown>) };
      const keys = Object.keys(copy);
      if (keys.length) delete copy[keys[k % keys.length]!];
      return copy;
    }),
    hostile,
  );
}

/** The keys an object schema declares (through optional, default and pipe wrappers). */
function schemaKeys(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') {
    const fromInput = schemaKeys(def.in as z.ZodType);
    return Object.keys(fromInput).length ? fromInput : schemaKeys(def.out as z.ZodType);
  }
  if (['optional', 'default', 'nullable', 'readonly'].includes(def.type))
    return schemaKeys(def.innerType as z.ZodType);
  return {};
}
