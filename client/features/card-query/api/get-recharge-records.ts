import { type QueryOf, rechargeRecordList } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const RECHARGE_RECORD_KEY = ['card', 'recharge-records'] as const;

export const fetchRechargeRecords = (query: Record<string, string | number>) =>
  apiRequest(rechargeRecordList, { query: query as QueryOf<typeof rechargeRecordList> });
