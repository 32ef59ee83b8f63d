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

/** The order, asked for again every 2 s while it is pending, then no more. */
export const useWxOrder = (token: string) =>
  useQuery({
    ...endpointQuery(wxRechargeOrderStatus, { order_token: token }),
    enabled: token !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });
