import { type QueryOf, smsWarningRecordList } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const SMS_WARNING_RECORDS_KEY = ['billing-group', 'sms-warning-records'] as const;

export const fetchSmsWarningRecords = (query: Record<string, string | number>) =>
  apiRequest(smsWarningRecordList, { query: query as QueryOf<typeof smsWarningRecordList> });
