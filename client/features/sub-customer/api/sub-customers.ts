import { useQuery } from '@tanstack/react-query';
import {
  cardAssignDetail,
  cardAssignLog,
  cardList,
  subCustomerFuncs,
  subCustomerList,
  subCustomerOptions,
} from '#contract';
import { endpointQuery } from '@/lib/endpoint-query';

export const useSubCustomerOptions = () => useQuery(endpointQuery(subCustomerOptions));

/** What a sub-customer's change shows in: the list and every picker naming them. */
export const SUB_READS = [subCustomerList, subCustomerOptions, cardAssignLog] as const;

/** Cards moved: the log, the sub-customers' counts and the card list's holders change. */
export const ASSIGN_READS = [cardAssignLog, cardAssignDetail, subCustomerList, cardList] as const;

export const useAssignDetail = (taskId: number) =>
  useQuery(endpointQuery(cardAssignDetail, { task_id: taskId, page: 1, page_size: 50 }));

export const useSubCustomerFuncs = (clientId: number | null) =>
  useQuery({ ...endpointQuery(subCustomerFuncs, { client_id: clientId ?? 0 }), enabled: clientId !== null });
