import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { defineForm } from '../form.ts';
import { defineList, filter, type ListColumn } from '../list.ts';
import { positiveId } from '../numbers.ts';
import { FIELDS } from '../vocabulary.ts';
import { CARD_STATUSES } from './card.ts';
import { CARD_SORT_KEYS, cardList, cardRowSchema } from './card-list.ts';

/**
 * Support's card list: any card of any client, with its owner. The customer's card list's own
 * filters that do not depend on one client's choices (plans, groups and tags are a client's own),
 * plus the client (the remote client search). The same SQL serves both (server/services/card-filters.ts).
 */
const { number, num_type, status, carrier, real_name_status, expiring, activated, expires } =
  cardList.list.filters;

const CARD_COLUMNS = cardList.list.columns.filter((c) => c.type !== 'buttons' && c.prop !== 'client_name');

export const supportCardList = defineList({
  path: '/support/_list/card/',
  summary:
    'Any card of any client, found by ICCID, MSISDN, IMSI or EID, with its owner client (support side)',
  access: { anyOf: ['router_spt_card'] },
  row: cardRowSchema,
  filters: {
    number,
    num_type,
    client_id: filter.client('support.clientSearch'),
    status,
    carrier,
    real_name_status,
    expiring,
    activated,
    expires,
  },
  sorts: CARD_SORT_KEYS,
  columns: [
    ...(CARD_COLUMNS.slice(0, 2) as ListColumn<keyof z.output<typeof cardRowSchema> & string>[]),
    { prop: 'client_name', label: 'common.client', type: 'text' },
    ...(CARD_COLUMNS.slice(2) as ListColumn<keyof z.output<typeof cardRowSchema> & string>[]),
    {
      prop: 'actions',
      label: FIELDS.actions,
      type: 'buttons',
      buttons: [
        {
          key: 'change_status',
          label: 'support.changeStatus.action',
          perm: 'router_spt_change_status',
          when: { prop: 'status', values: ['active', 'suspended'] },
        },
      ],
    },
  ],
});

/** The statuses support may set: stop a card in use, resume a stopped one. */
export const SUPPORT_STATUS_TARGETS = { active: CARD_STATUSES.active, suspended: CARD_STATUSES.suspended };
export const SUPPORT_REASON_MAX = 200;

export const supportChangeStatus = defineEndpoint({
  method: 'POST',
  path: '/support/card/change_status/',
  summary:
    "Support stops a card in use or resumes a stopped one, with a reason that goes to the card's status history and the operation log (router_spt_change_status)",
  access: { anyOf: ['router_spt_change_status'] },
  body: z.object({
    card_id: positiveId('card_id_invalid'),
    status: z.enum(['active', 'suspended'], { error: 'support_status_required' }),
    reason: z
      .string({ error: 'support_reason_required' })
      .trim()
      .min(1, { message: 'support_reason_required' })
      .max(SUPPORT_REASON_MAX, { message: 'support_reason_too_long' }),
  }),
  data: z.object({ card_id: z.number().int(), iccid: z.string(), status: z.enum(['active', 'suspended']) }),
});

/** The change-status dialog, opened on a card (its id and ICCID come from the row). */
export const supportChangeStatusForm = defineForm({
  create: supportChangeStatus,
  update: supportChangeStatus,
  key: 'card_id',
  fields: {
    status: {
      kind: 'enum',
      as: 'radio',
      values: SUPPORT_STATUS_TARGETS,
      label: 'support.changeStatus.status',
    },
    reason: {
      kind: 'textarea',
      rows: 3,
      label: 'common.reason',
      placeholder: 'support.changeStatus.reasonPlaceholder',
      help: 'support.changeStatus.reasonHelp',
    },
  },
  texts: {
    create: 'support.changeStatus.title',
    update: 'support.changeStatus.title',
    confirmUpdate: 'support.changeStatus.confirm',
    created: 'support.changeStatus.done',
    updated: 'support.changeStatus.done',
  },
});
