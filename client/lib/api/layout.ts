import {
  currentQuestionnaire,
  indexNotice,
  markNoticeRead,
  platformNotices,
  queueSize,
  unreadNotices,
} from '#contract';
import { apiRequest } from '../api-client.ts';
import { endpointQuery } from '../endpoint-query.ts';

export const unreadNoticesQuery = () => ({ ...endpointQuery(unreadNotices), staleTime: Infinity });

export const markRead = (id: number) => apiRequest(markNoticeRead, { body: { mq_id: id } });

/** What marking a notice read changes: the unread notices, the home page's and the notices page. */
export const NOTICE_LISTS = [unreadNotices, indexNotice, platformNotices] as const;

export const questionnaireQuery = () => endpointQuery(currentQuestionnaire, {});

/** Spec section 9: the task queue is polled every 10 s. */
export const QUEUE_POLL_MS = 10_000;

export const queueSizeQuery = () => ({ ...endpointQuery(queueSize), refetchInterval: QUEUE_POLL_MS });
