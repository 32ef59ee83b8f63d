import { useQuery } from '@tanstack/react-query';
import { indexHeader, ledgerList, transferList } from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

/** The sub-clients the caller may transfer to and its account now (the transfer list's extra data). */
export const useTransferChoices = () => useQuery(endpointQuery(transferList, { page: 1, page_size: 5 }));

/** What a transfer changes: both ledgers, the transfer list and the top bar's balance. */
export const TRANSFER_READS = [transferList, ledgerList, indexHeader];
