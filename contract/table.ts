import { z } from 'zod';
import { decimal } from './numbers.ts';

/** Page sizes offered by every table (spec section 9). */
export const PAGE_SIZES = [5, 10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Visual tone of a tag or status value; the client maps tones to colours. */
export const toneSchema = z.enum(['success', 'warning', 'danger', 'info', 'default']);
export type Tone = z.infer<typeof toneSchema>;

const optionSchema = z.object({ value: z.string(), label: z.string(), tone: toneSchema });

const columnBase = {
  prop: z.string(),
  label: z.string(),
  sortable: z.boolean().optional(),
  /** Shown by default; users may still toggle it in the column chooser. */
  hidden: z.boolean().optional(),
  width: z.number().int().positive().optional(),
};

/**
 * Server-driven column definitions: the client renders any table from these, and a page only
 * adds its filters and actions. Labels come in the request's language.
 */
export const tableColumnSchema = z.discriminatedUnion('type', [
  z.object({ ...columnBase, type: z.literal('text') }),
  z.object({ ...columnBase, type: z.literal('tag'), options: z.array(optionSchema) }),
  z.object({ ...columnBase, type: z.literal('status'), options: z.array(optionSchema) }),
  z.object({ ...columnBase, type: z.literal('switch'), on: z.string(), off: z.string() }),
  /**
   * The cell value is a percentage; the client caps the bar at 100. `scale` says how it is read:
   * `usage` (the default: amber over 80 %, red over 100 %, spec section 4) or `task` (a job's
   * progress: blue while it runs, green when whole).
   */
  z.object({ ...columnBase, type: z.literal('progress'), scale: z.enum(['usage', 'task']).optional() }),
  z.object({
    ...columnBase,
    type: z.literal('buttons'),
    buttons: z.array(
      z.object({
        key: z.string(),
        label: z.string(),
        perm: z.string().optional(),
        /** Shown only on rows whose `prop` holds one of `values` (unbind only where a card is bound). */
        when: z.object({ prop: z.string(), values: z.array(z.string()) }).optional(),
      }),
    ),
  }),
  /** Yuan (a number or decimal text); the client shows it with `formatMoney` (contract/money.ts). */
  z.object({ ...columnBase, type: z.literal('money') }),
  /** The cell value is a file URL. */
  z.object({ ...columnBase, type: z.literal('download') }),
  /** Opens `/redirect{path}/{row[param]}?query` in the client. */
  z.object({
    ...columnBase,
    type: z.literal('link'),
    path: z.string(),
    param: z.string(),
    query: z.record(z.string(), z.string()).optional(),
  }),
]);
export type TableColumn = z.infer<typeof tableColumnSchema>;
export type ColumnType = TableColumn['type'];

const pageSize = decimal(
  z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'page_size_invalid' }),
  'page_size_invalid',
);

/** The longest free-text search a list takes (a name, a phone, part of either). */
export const SEARCH_TEXT_MAX = 100;
/** Free text searched for: trimmed, at most SEARCH_TEXT_MAX characters. */
export const searchText = z.string().trim().max(SEARCH_TEXT_MAX);

/** Query fields every list endpoint accepts; a list adds its own filters and sort keys. */
export const listQuerySchema = z.object({
  page: decimal(z.number().int().min(1)).default(1),
  page_size: pageSize.default(DEFAULT_PAGE_SIZE),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const listDataSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({
    tableData: z.array(row),
    tableHeader: z.array(tableColumnSchema),
    page: z.number().int(),
    page_size: z.number().int(),
    total_count: z.number().int(),
  });

export type ListData<Row> = {
  tableData: Row[];
  tableHeader: TableColumn[];
  page: number;
  page_size: number;
  total_count: number;
};
