import { billingGroupList, type QueryOf } from '#contract';
import { apiRequest } from '@/lib/api-client';

export const BILLING_GROUP_LIST_KEY = ['billing-group', 'list'] as const;

export const fetchBillingGroupList = (query: Record<string, string | number>) =>
  apiRequest(billingGroupList, { query: query as QueryOf<typeof billingGroupList> });
