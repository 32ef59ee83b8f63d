import { OrderListScreen } from './order-list-page.tsx';

/** /charge/export: the recharge orders under the chosen filters, exported as a task (listed in /export_log). */
export default function ChargeExportPage() {
  return <OrderListScreen exporting />;
}
