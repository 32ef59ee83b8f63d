import {
  CARRIERS,
  type Carrier,
  EFFECT_MODES,
  type EffectMode,
  type Lang,
  PRODUCT_KINDS,
  type ProductKind,
  type ProductRow,
  productList,
  type Wording,
  word,
} from '#contract';
import type { AppDeps } from '../context.ts';
import { wordsIn } from '../i18n.ts';
import { type ListBinding, listSql, type QueryOf, readPage } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';

/**
 * The recharge catalogue (充值产品): products, their names and rows, the same for every customer.
 * Below the card orders (charge.ts) and profit sharing (profit.ts), which both price from it.
 */

const yuan = (cents: number) => (cents / 100).toFixed(2);

export interface ProductRecord {
  id: number;
  carrier: Carrier;
  kind: ProductKind;
  mb: number;
  sms: number;
  months: number;
  price_cents: number;
  effect_modes: string;
  stackable: number;
  pool: number;
  status: 'on' | 'off';
}

export const PRODUCT_COLUMNS =
  'p.id, p.carrier, p.kind, p.mb, p.sms, p.months, p.price_cents, p.effect_modes, p.stackable, p.pool, p.status';

export const productById = perConnection<[number], ProductRecord>(
  `select ${PRODUCT_COLUMNS} from charge_products p where p.id = ?`,
);

/** '100MB', '1GB', '1.5GB' or the SMS count ('100条'). */
export function sizeOf(product: Pick<ProductRecord, 'kind' | 'mb' | 'sms'>): string | Wording {
  if (product.kind === 'sms') return { key: 'charge.smsSize', params: { n: product.sms } };
  return product.mb >= 1024 ? `${Number((product.mb / 1024).toFixed(2))}GB` : `${product.mb}MB`;
}

/** A product's name: carrier, type and size ('移动加油包 100MB'), a pool's add-on marked as such. */
export function productName(
  product: Pick<ProductRecord, 'carrier' | 'kind' | 'mb' | 'sms' | 'pool'>,
): Wording {
  const name: Wording = {
    key: 'charge.productName',
    params: {
      carrier: { key: CARRIERS[product.carrier].label },
      kind: { key: PRODUCT_KINDS[product.kind].label },
      size: sizeOf(product),
    },
  };
  return product.pool ? { key: 'charge.poolName', params: { name } } : name;
}

export const modesOf = (p: ProductRecord) => p.effect_modes.split(',') as EffectMode[];

export function productRow(p: ProductRecord, lang: Lang): ProductRow {
  const words = wordsIn(lang);
  const size = sizeOf(p);
  return {
    id: p.id,
    name: word(words, productName(p)),
    carrier: p.carrier,
    kind: p.kind,
    size: typeof size === 'string' ? size : word(words, size),
    mb: p.mb,
    sms: p.sms,
    months: p.months,
    price: yuan(p.price_cents),
    effect_modes: modesOf(p),
    effect_modes_text: modesOf(p)
      .map((m) => words(EFFECT_MODES[m].label))
      .join(words('common.listSeparator')),
    stackable: p.stackable === 1,
    pool: p.pool === 1,
    status: p.status,
  };
}

const PRODUCTS: ListBinding<typeof productList> = {
  filters: { carrier: 'p.carrier', kind: 'p.kind', status: 'p.status' },
  sorts: { price: 'p.price_cents' },
  defaultSort: 'p.id',
  key: 'p.id',
};

const statement = statementCache();

/** The catalogue (/charge/product): every product, the same for every customer. */
export function listProducts(deps: AppDeps, q: QueryOf<typeof productList>, lang: Lang) {
  const sql = listSql(productList, PRODUCTS, q, []);
  const { rows, total } = readPage<ProductRecord>(deps.sqlite, 'charge_products p', PRODUCT_COLUMNS, sql);
  return { tableData: rows.map((r) => productRow(r, lang)), total };
}

/** A product of the catalogue as its row in the caller's language, or undefined for none. */
export function productRowOf(deps: Pick<AppDeps, 'sqlite'>, id: number, lang: Lang): ProductRow | undefined {
  const product = productById(deps.sqlite).get(id);
  return product && productRow(product, lang);
}

/** The products of a type on sale that one card may buy at once: its carrier's; a pooled card, only its pool's. */
export function productsForCard(
  deps: Pick<AppDeps, 'sqlite'>,
  card: { carrier: Carrier; billing_group_id: number | null },
  kind: ProductKind,
  lang: Lang,
): ProductRow[] {
  const rows = statement(
    deps.sqlite,
    `select ${PRODUCT_COLUMNS} from charge_products p
     where p.status = 'on' and p.kind = ? and p.carrier = ? and p.pool = ?
       and (',' || p.effect_modes || ',') like '%,immediate,%'
     order by p.price_cents, p.id`,
  ).all(kind, card.carrier, card.billing_group_id === null ? 0 : 1) as ProductRecord[];
  return rows.map((r) => productRow(r, lang));
}
