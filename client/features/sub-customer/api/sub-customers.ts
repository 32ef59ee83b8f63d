import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignCards,
  type BodyOf,
  cardAssignDetail,
  cardAssignLog,
  cardList,
  createSubCustomer,
  importSubCustomers,
  saveSubCustomerFuncs,
  setSubCustomerStatus,
  subCustomerFuncs,
  subCustomerList,
  subCustomerOptions,
  updateSubCustomer,
  withdrawAssign,
} from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

export const useSubCustomerOptions = () => useQuery(endpointQuery(subCustomerOptions));

/** After a sub-customer changed: the list and every picker naming them. */
function useRefreshSubs() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, subCustomerList, subCustomerOptions, cardAssignLog);
}

export function useSaveSubCustomer() {
  const refresh = useRefreshSubs();
  return useMutation({
    mutationFn: (
      body: { create: BodyOf<typeof createSubCustomer> } | { update: BodyOf<typeof updateSubCustomer> },
    ) =>
      'create' in body
        ? apiRequest(createSubCustomer, { body: body.create })
        : apiRequest(updateSubCustomer, { body: body.update }),
    onSuccess: refresh,
  });
}

export function useSetSubCustomerStatus() {
  const refresh = useRefreshSubs();
  return useMutation({
    mutationFn: (body: BodyOf<typeof setSubCustomerStatus>) => apiRequest(setSubCustomerStatus, { body }),
    onSuccess: refresh,
  });
}

export function useImportSubCustomers() {
  const refresh = useRefreshSubs();
  return useMutation({
    mutationFn: (body: BodyOf<typeof importSubCustomers>) => apiRequest(importSubCustomers, { body }),
    onSuccess: refresh,
  });
}

/** Cards moved: the log, the sub-customers' counts and the card list's holders change. */
function useRefreshCards() {
  const queryClient = useQueryClient();
  return () => invalidate(queryClient, cardAssignLog, cardAssignDetail, subCustomerList, cardList);
}

export function useAssignCards() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (body: BodyOf<typeof assignCards>) => apiRequest(assignCards, { body }),
    onSuccess: refresh,
  });
}

export function useWithdrawAssign() {
  const refresh = useRefreshCards();
  return useMutation({
    mutationFn: (taskId: number) => apiRequest(withdrawAssign, { body: { task_id: taskId } }),
    onSuccess: refresh,
  });
}

export const useAssignDetail = (taskId: number) =>
  useQuery(endpointQuery(cardAssignDetail, { task_id: taskId, page: 1, page_size: 50 }));

export const useSubCustomerFuncs = (clientId: number | null) =>
  useQuery({ ...endpointQuery(subCustomerFuncs, { client_id: clientId ?? 0 }), enabled: clientId !== null });

export function useSaveSubCustomerFuncs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof saveSubCustomerFuncs>) => apiRequest(saveSubCustomerFuncs, { body }),
    onSuccess: () => invalidate(queryClient, subCustomerFuncs),
  });
}
