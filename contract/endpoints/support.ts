import { z } from 'zod';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { FIELDS } from '../vocabulary.ts';

export const CLIENT_KINDS = labelled({
  main: { label: 'support.clientKinds.main', tone: 'info' },
  sub: { label: 'common.subClient', tone: 'default' },
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

export const supportClientList = defineList({
  path: '/support/_list/client/',
  summary: 'Every client of the platform, for the support side (page_name=client_manage)',
  access: { anyOf: ['router_spt_client'] },
  row: supportClientRowSchema,
  fixedQuery: { page_name: z.literal('client_manage') },
  filters: {
    /** Part of the client name or contact phone (clients are few: hundreds). */
    q: filter.text('support.clientSearch', 'support.clientSearchPlaceholder'),
    kind: filter.enum(CLIENT_KINDS, 'support.clientKind'),
  },
  sorts: CLIENT_SORT_KEYS,
  columns: [
    { prop: 'name', label: 'support.exportLogList.column.client_name', type: 'text', sortable: true },
    { prop: 'kind', label: 'support.clientList.column.kind', type: 'tag', options: CLIENT_KINDS },
    { prop: 'parent_name', label: 'support.clientList.column.parent_name', type: 'text' },
    { prop: 'card_count', label: 'common.cardCount', type: 'text', sortable: true },
    {
      prop: 'balance',
      label: 'common.balance',
      type: 'money',
      sortable: true,
    },
    { prop: 'contact_name', label: 'common.contactName', type: 'text' },
    { prop: 'contact_phone', label: 'common.contactPhoneShort', type: 'text' },
    { prop: 'created_at', label: 'common.created', type: 'text', sortable: true },
    {
      prop: 'recharge_enabled',
      label: 'support.clientList.column.recharge_enabled',
      type: 'switch',
      on: 'true',
      off: 'false',
    },
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'switch',
          label: 'support.clientList.column.actions.switch',
          perm: 'func_spt_fn_switch_account',
        },
        {
          key: 'reset_password',
          label: 'actions.resetPassword',
          perm: 'router_spt_client',
        },
      ],
    },
  ],
});
