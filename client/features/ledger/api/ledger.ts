import { useQuery } from '@tanstack/react-query';
import { balanceTransfer, indexHeader, ledgerList, startLedgerExport, transferList } from '#contract';
import { apiRequest } from '@/lib/api-client';
import { endpointQuery } from '@/lib/endpoint-query';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';

/** The sub-clients the caller may transfer to and its account now (the transfer list's extra data). */
export const useTransferChoices = () => useQuery(endpointQuery(transferList, { page: 1, page_size: 5 }));

/** A transfer changes both ledgers, the transfer list and the top bar's balance. */
export const useTransfer = () =>
  useEndpointMutation(balanceTransfer, { invalidates: [transferList, ledgerList, indexHeader] });

/** The ledger's filters from the page's address: what an export covers. */
export const startExport = (filters: Record<string, string>) =>
  apiRequest(startLedgerExport, { body: filters as never });
