import { useTranslation } from 'react-i18next';
import { type ProfitPriceRow, profitPriceForm, profitPriceList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { PRICE_READS, todayInChina, usePriceChoices } from './api/profit.ts';

/**
 * /profit/sc_product (子客户定价): the latest price of each product per sub-customer (a
 * sub-customer sees its own); the main client edits one with the declared price form (a new
 * version from the day it names).
 */
export default function ProfitScProductPage() {
  const { t } = useTranslation();
  const choices = usePriceChoices().data;
  const subClients = (choices?.sub_clients ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const products = (choices?.products ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <ListScreen
      list={profitPriceList}
      caption={t('perm.router_profit_sc_product')}
      storageKey="profit-prices"
      options={{ sub_client_id: subClients }}
      rowForms={{
        edit: {
          form: profitPriceForm,
          record: (row: ProfitPriceRow) => ({
            sub_client_id: String(row.sub_client_id),
            product_id: String(row.product_id),
            mode: row.mode,
            markup: row.markup.replace(/[%¥]/g, ''),
            retail_price: row.retail_price,
            // A change is a new version, from today at the earliest.
            effective_date: row.effective_date > todayInChina() ? row.effective_date : todayInChina(),
          }),
          options: { sub_client_id: subClients, product_id: products },
          invalidates: PRICE_READS,
        },
      }}
    />
  );
}
