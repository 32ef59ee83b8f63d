import { queryOptions } from '@tanstack/react-query';
import { currentQuestionnaire, markNoticeRead, queueSize, unreadNotices } from '#contract';
import { apiRequest } from '../api-client.ts';

export const unreadNoticesQuery = () =>
  queryOptions({
    queryKey: ['notices', 'unread'],
    queryFn: () => apiRequest(unreadNotices),
    staleTime: Infinity,
  });

export const markRead = (id: number) => apiRequest(markNoticeRead, { body: { mq_id: id } });

export const questionnaireQuery = () =>
  queryOptions({
    queryKey: ['questionnaire'],
    queryFn: () => apiRequest(currentQuestionnaire, { query: {} }),
  });

/** Spec section 9: the task queue is polled every 10 s. */
export const QUEUE_POLL_MS = 10_000;

export const queueSizeQuery = () =>
  queryOptions({
    queryKey: ['queue_size'],
    queryFn: () => apiRequest(queueSize),
    refetchInterval: QUEUE_POLL_MS,
  });
