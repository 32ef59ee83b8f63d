import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type BodyOf,
  cardSms,
  createSmsSignature,
  createSmsTemplate,
  deleteSmsTemplate,
  smsBatchDetail,
  smsBatchList,
  smsRecordList,
  smsSendOptions,
  smsSignatureList,
  smsTemplateList,
  updateSmsTemplate,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

export const useSmsOptions = () => useQuery(endpointQuery(smsSendOptions));

/** After a send started: the records, the batches and a card's SMS tab. */
export function useRefreshSends() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, smsRecordList, smsBatchList, smsBatchDetail, cardSms);
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, smsTemplateList, smsSendOptions);
}

export function useSaveTemplate() {
  const onSuccess = useRefreshTemplates();
  return useMutation({
    mutationFn: (body: BodyOf<typeof createSmsTemplate> & { id?: number }) =>
      body.id === undefined
        ? apiRequest(createSmsTemplate, { body })
        : apiRequest(updateSmsTemplate, { body: { ...body, id: body.id } }),
    onSuccess,
  });
}

export function useDeleteTemplate() {
  const onSuccess = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteSmsTemplate, { query: { id } }),
    onSuccess,
  });
}

export function useApplySignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest(createSmsSignature, { body: { name } }),
    onSuccess: () => invalidate(queryClient, smsSignatureList, smsSendOptions),
  });
}
