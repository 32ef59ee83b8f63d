import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { listDataSchema, listQuerySchema, searchText } from '../table.ts';

export const CLIENT_KINDS = labelled({
  main: { 'zh-CN': '主客户', en: 'Main client', tone: 'info' },
  sub: { 'zh-CN': '子客户', en: 'Sub-client', tone: 'default' },
});

export const CLIENT_SORT_KEYS = ['name', 'card_count', 'balance', 'created_at'] as const;

export const supportClientRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_name: z.string().nullable(),
  kind: z.enum(['main', 'sub']),
  card_count: z.number().int(),
  balance: z.number(),
  contact_name: z.string(),
  contact_phone: z.string(),
  /** Whether the client may recharge online ('true' / 'false', as the switch column reads it). */
  recharge_enabled: z.enum(['true', 'false']),
  created_at: z.string(),
});

export const supportClientList = defineEndpoint({
  method: 'GET',
  path: '/support/_list/client/',
  summary: 'Every client of the platform, for the support side (page_name=client_manage)',
  access: { anyOf: ['router_spt_client'] },
  query: listQuerySchema.extend({
    page_name: z.literal('client_manage'),
    /** Part of the client name or contact phone. */
    q: searchText.optional(),
    kind: z.enum(['main', 'sub']).optional(),
    sort: z.enum(CLIENT_SORT_KEYS).optional(),
  }),
  data: listDataSchema(supportClientRowSchema),
});
