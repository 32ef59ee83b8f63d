import { useQuery } from '@tanstack/react-query';
import { wxRechargeOrder, wxRechargeOrderStatus, wxRechargeProducts } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';

/** While an order waits for WeChat, the result page asks for it this often. */
const POLL_MS = 2000;

/** The card and its products; a lookup counts against the per-minute limit, so nothing refetches on its own. */
export const useWxProducts = (number: string) =>
  useQuery({
    ...endpointQuery(wxRechargeProducts, { number }),
    enabled: number !== '',
    staleTime: 60_000,
  });

/** Placing an order changes no list of the portal: nothing is read again. */
export const usePlaceWxOrder = () => useEndpointMutation(wxRechargeOrder, { invalidates: [] });

/** Until WeChat has answered and the carrier has recharged the card, the order is asked for again. */
const WAITING = new Set(['pending', 'paid']);

/** The order, asked for again every 2 s while it waits for the payment or the carrier, then no more. */
export const useWxOrder = (token: string) =>
  useQuery({
    ...endpointQuery(wxRechargeOrderStatus, { order_token: token }),
    enabled: token !== '',
    refetchInterval: (query) => (WAITING.has(query.state.data?.status ?? '') ? POLL_MS : false),
  });
