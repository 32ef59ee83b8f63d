import { useTranslation } from 'react-i18next';
import { productList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/** /charge/product: the recharge product catalogue, read-only for customers. */
export default function ProductPage() {
  const { t } = useTranslation();
  return (
    <ListScreen list={productList} caption={t('perm.router_charge_product')} storageKey="charge-products" />
  );
}
