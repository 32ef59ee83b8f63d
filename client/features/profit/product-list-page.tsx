import { useTranslation } from 'react-i18next';
import { type ProfitProductRow, profitPriceForm, profitProductList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { PRICE_READS, todayInChina, usePriceChoices } from './api/profit.ts';

/**
 * /profit/product_list (分润产品): the catalogue's products on sale with their cost (the main
 * client's settlement price) and the prices set for its sub-customers; 设置子客户价格 opens the
 * declared price form on the row's product.
 */
export default function ProfitProductListPage() {
  const { t } = useTranslation();
  const choices = usePriceChoices().data;
  const subClients = (choices?.sub_clients ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const products = (choices?.products ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <ListScreen
      list={profitProductList}
      caption={t('perm.router_profit_product_list')}
      storageKey="profit-products"
      rowForms={{
        price: {
          form: profitPriceForm,
          record: (row: ProfitProductRow) => ({
            product_id: String(row.id),
            mode: 'ratio',
            effective_date: todayInChina(),
          }),
          options: { sub_client_id: subClients, product_id: products },
          invalidates: PRICE_READS,
        },
      }}
    />
  );
}
