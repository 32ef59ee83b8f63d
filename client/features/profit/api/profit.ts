import { useQuery } from '@tanstack/react-query';
import {
  indexHeader,
  ledgerList,
  profitPriceList,
  profitProductList,
  profitRowList,
  withdrawalList,
} from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The sub-customers and products a price may be set for (the price list's extra data). */
export const usePriceChoices = (options: { enabled?: boolean } = {}) =>
  useQuery({
    ...endpointQuery(profitPriceList, { page: 1, page_size: 10 }),
    enabled: options.enabled ?? true,
  });

/** The caller's profit totals and available profit (the profit rows' extra data). */
export const useProfitTotals = () => useQuery(endpointQuery(profitRowList, { page: 1, page_size: 10 }));

/** What a saved price changes: both price screens. */
export const PRICE_READS = [profitPriceList, profitProductList];

/** What a withdrawal's application or decision changes: the queue, the totals, the ledger and the top bar. */
export const WITHDRAWAL_READS = [withdrawalList, profitRowList, ledgerList, indexHeader];

/** Today's date in China (UTC+8), as a price's effective date is typed. */
export const todayInChina = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
