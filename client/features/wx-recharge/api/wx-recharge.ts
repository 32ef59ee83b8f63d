import { useMutation, useQuery } from '@tanstack/react-query';
import { type BodyOf, wxRechargeOrder, wxRechargeOrderStatus, wxRechargeProducts } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';

/** While an order waits for WeChat, the result page asks for it this often. */
const POLL_MS = 2000;

/** The card and its products; a lookup counts against the per-minute limit, so nothing refetches on its own. */
export const useWxProducts = (number: string) =>
  useQuery({
    ...endpointQuery(wxRechargeProducts, { number }),
    enabled: number !== '',
    staleTime: 60_000,
  });

export const usePlaceWxOrder = () =>
  useMutation({
    mutationFn: (body: BodyOf<typeof wxRechargeOrder>) => apiRequest(wxRechargeOrder, { body }),
  });

/** The order, asked for again every 2 s while it is pending, then no more. */
export const useWxOrder = (token: string) =>
  useQuery({
    ...endpointQuery(wxRechargeOrderStatus, { order_token: token }),
    enabled: token !== '',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });
