import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const indexHeader = defineEndpoint({
  method: 'GET',
  path: '/index/header/',
  summary: "Card counts of the caller's client and its balance, for the top bar",
  access: 'login',
  data: z.object({
    count: z.number().int(),
    normal_count: z.number().int(),
    not_active: z.number().int(),
    expiry_count: z.number().int(),
    /** In yuan; null when the caller lacks the account-ledger permission. */
    client_balance: z.number().nullable(),
  }),
});
