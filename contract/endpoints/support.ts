import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { defineList, filter } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARD_STATUS_KEYS, CARRIER_KEYS } from './card.ts';
import { TASK_STATUS_KEYS } from './card-export.ts';
import { ledgerRowSchema } from './ledger.ts';
import { TASK_KIND_KEYS } from './task-log.ts';

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
    {
      prop: 'name',
      label: 'support.exportLogList.column.client_name',
      type: 'link',
      path: '/client/detail',
      param: 'id',
      sortable: true,
    },
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

/** Yuan with two decimals, as /charge/account shows them ('1200.00'). */
const yuan = z.string();

/** A client's whole picture for support, opened from /client (its name). */
export const supportClientDetail = defineEndpoint({
  method: 'GET',
  path: '/support/client/detail/',
  summary:
    "One client's whole picture for support: contacts and logins, account (balance, frozen, available) and latest ledger rows, sub-clients, cards by status and carrier, latest tasks",
  access: { anyOf: ['router_spt_client'] },
  query: z.object({ client_id: positiveId() }),
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    kind: z.enum(['main', 'sub']),
    parent_name: z.string().nullable(),
    status: z.enum(['active', 'disabled']),
    created_at: z.string(),
    contact: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
    /** The client's logins. */
    users: z.array(
      z.object({ username: z.string(), phone: z.string(), email: z.string(), locked: z.boolean() }),
    ),
    /** The same figures as the customer's own header and /charge/account (server/services/ledger.ts). */
    account: z.object({ balance: yuan, frozen: yuan, available: yuan }),
    ledger: z.array(ledgerRowSchema),
    sub_clients: z.array(
      z.object({ id: z.number().int(), name: z.string(), card_count: z.number().int(), balance: yuan }),
    ),
    /** The client's cards (a main client: its whole tree) per status and carrier. */
    cards: z.array(
      z.object({ status: z.enum(CARD_STATUS_KEYS), carrier: z.enum(CARRIER_KEYS), count: z.number().int() }),
    ),
    card_total: z.number().int(),
    tasks: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(TASK_KIND_KEYS),
        status: z.enum(TASK_STATUS_KEYS),
        created_at: z.string(),
        username: z.string(),
        total: z.number().int(),
      }),
    ),
  }),
});
