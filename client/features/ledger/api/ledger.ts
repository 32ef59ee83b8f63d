import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { balanceTransfer, indexHeader, ledgerList, startLedgerExport, transferList } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery, invalidate } from '@/lib/endpoint-query';

/** The sub-clients the caller may transfer to and its account now (the transfer list's extra data). */
export const useTransferChoices = () => useQuery(endpointQuery(transferList, { page: 1, page_size: 5 }));

/** A transfer changes both ledgers, the transfer list and the top bar's balance. */
export function useTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { sub_client_id: number; amount: string; remark: string }) =>
      apiRequest(balanceTransfer, { body }),
    onSuccess: () => invalidate(queryClient, transferList, ledgerList, indexHeader),
  });
}

/** The ledger's filters from the page's address: what an export covers. */
export const startExport = (filters: Record<string, string>) =>
  apiRequest(startLedgerExport, { body: filters as never });
