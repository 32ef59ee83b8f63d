import {
  CARD_STATUSES,
  CARRIERS,
  type CardFilters,
  cardList,
  type Lang,
  NUM_TYPE_LABELS,
  REAL_NAME_STATUSES,
} from '#contract';
import type { AppDeps } from '../context.ts';
import { nameIn, pick, translate } from '../i18n.ts';
import { perConnection } from '../lib/prepared.ts';

/** An export is described in the card list's own filter labels (its declaration's). */
const FILTERS = cardList.list.filters;
const nameOf = (table: string) => perConnection<[number], string>(`select name from ${table} where id = ?`);
const planNames = perConnection<[number], { name: string; name_en: string }>(
  'select name, name_en from plans where id = ?',
);
const billingGroupName = nameOf('billing_groups');
const projectGroupName = nameOf('project_groups');

/** An export's filters in words, for its row in the export list ('全部卡' / 'All cards' for none). */
export function describeFilters(deps: AppDeps, f: CardFilters, lang: Lang): string {
  const parts: string[] = [];
  const put = (key: keyof typeof FILTERS, value: string | undefined | null) => {
    if (value) parts.push(`${pick(FILTERS[key].label, lang)}${translate(lang, 'label_separator')}${value}`);
  };
  const named = (lookup: typeof billingGroupName, id: number | undefined) =>
    id ? (lookup(deps.sqlite).pluck().get(id) ?? `#${id}`) : null;
  const range = (start?: string, end?: string) => (start || end ? `${start ?? '…'} ~ ${end ?? '…'}` : null);
  put(
    'number',
    f.number ? `${f.num_type ? `${pick(NUM_TYPE_LABELS[f.num_type], lang)} ` : ''}${f.number}` : null,
  );
  put('status', f.status && pick(CARD_STATUSES[f.status], lang));
  put('carrier', f.carrier && pick(CARRIERS[f.carrier], lang));
  if (f.expiring) parts.push(pick(FILTERS.expiring.label, lang));
  const plan = f.plan_id ? planNames(deps.sqlite).get(f.plan_id) : undefined;
  put('plan_id', f.plan_id ? (plan ? nameIn(plan, 'name', lang) : `#${f.plan_id}`) : null);
  put('billing_group_id', named(billingGroupName, f.billing_group_id));
  put('project_group_id', named(projectGroupName, f.project_group_id));
  put('tag', f.tag);
  put('real_name_status', f.real_name_status && pick(REAL_NAME_STATUSES[f.real_name_status], lang));
  put('activated', range(f.activated_start, f.activated_end));
  put('expires', range(f.expires_start, f.expires_end));
  return parts.length === 0 ? translate(lang, 'export_all') : parts.join(translate(lang, 'clause_separator'));
}
