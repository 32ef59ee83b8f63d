import { useQuery, useQueryClient } from '@tanstack/react-query';
import { cardSms, smsBatchDetail, smsBatchList, smsRecordList, smsSendOptions } from '#contract';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

export const useSmsOptions = () => useQuery(endpointQuery(smsSendOptions));

/** After a send started: the records, the batches and a card's SMS tab. */
export function useRefreshSends() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, smsRecordList, smsBatchList, smsBatchDetail, cardSms);
}
