import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { labelled } from '../labels.ts';
import { positiveId } from '../numbers.ts';
import type { Words } from '../text.ts';
import { CARD_STATUS_KEYS, CARRIER_KEYS } from './card.ts';
import { STATUS_OPERATORS } from './card-detail.ts';

/**
 * The card list's actions on the selected cards (or one row's card). Each endpoint is gated by its
 * function code; each card is checked on its own: the answer says how many succeeded and, for each
 * card that did not, why (in the caller's language). Nothing changes for a refused card.
 */
export const CARD_ACTION_MAX = 500;

const cardIds = z
  .array(positiveId())
  .min(1, { message: 'card_ids_required' })
  .max(CARD_ACTION_MAX, { message: 'card_ids_too_many' });

export const cardActionResultSchema = z.object({
  succeeded: z.number().int(),
  failed: z.array(z.object({ card_id: z.number().int(), iccid: z.string().nullable(), reason: z.string() })),
});
export type CardActionResult = z.infer<typeof cardActionResultSchema>;

export const activateCards = defineEndpoint({
  method: 'POST',
  path: '/card/action/activate/',
  summary:
    'Activates pending or testing cards: in use from now, expiring after their plan months (func_card_active)',
  access: { anyOf: ['func_card_active'] },
  body: z.object({ card_ids: cardIds }),
  data: cardActionResultSchema,
});

export const SOR_ACTIONS = labelled({
  stop: { label: 'card.list.actions.stop', tone: 'danger' },
  resume: { label: 'card.list.actions.resume', tone: 'success' },
});
export type SorAction = keyof typeof SOR_ACTIONS;

export const stopResumeCards = defineEndpoint({
  method: 'POST',
  path: '/card/action/sor/',
  summary:
    "Stops cards in use at the customer's request, or resumes cards it stopped (not those stopped for arrears, quota or expiry) (func_front_sor)",
  access: { anyOf: ['func_front_sor'] },
  body: z.object({ card_ids: cardIds, action: z.enum(['stop', 'resume']) }),
  data: cardActionResultSchema,
});

export const changeCarrier = defineEndpoint({
  method: 'POST',
  path: '/card/action/change_carrier/',
  summary: 'Moves multi-carrier (eSIM) cards to another carrier and one of its plans (func_change_carrier)',
  access: { anyOf: ['func_change_carrier'] },
  body: z.object({
    card_ids: cardIds,
    carrier: z.enum(CARRIER_KEYS),
    plan_id: positiveId(),
  }),
  data: cardActionResultSchema,
});

export const changeCarrierOptions = defineEndpoint({
  method: 'GET',
  path: '/card/action/change_carrier/options/',
  summary: 'The plans each carrier offers, for choosing the target of a carrier change',
  access: { anyOf: ['func_change_carrier'] },
  data: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      carrier: z.enum(CARRIER_KEYS),
      quota_mb: z.number(),
      months: z.number().int(),
    }),
  ),
});

export const addonCards = defineEndpoint({
  method: 'POST',
  path: '/card/action/add_on/',
  summary:
    "Buys a catalogue add-on package (on sale, of the cards' carrier; a pool's add-on for pooled cards) for the cards through the one card order: the amount is frozen at once and each card's share charged as the carrier answers on the clock (func_llc_add_on)",
  access: { anyOf: ['func_llc_add_on'] },
  body: z.object({ card_ids: cardIds, product_id: positiveId('charge_product_required') }),
  data: z.object({
    order_id: z.number().int(),
    order_no: z.string(),
    /** The order's total, in yuan. */
    total: z.string(),
    /** The account after the money was frozen, in yuan. */
    account: z.object({ balance: z.string(), frozen: z.string(), available: z.string() }),
  }),
});

/** How a card came to be activated: by the carrier (first use, test end), or by a user in the portal. */
export const ACTIVATION_SOURCES = labelled({
  portal: { label: 'card.activationSources.portal', tone: 'success' },
  carrier: { label: 'card.activationSources.carrier', tone: 'info' },
  platform: { label: 'card.activationSources.platform', tone: 'info' },
});
export type ActivationSource = keyof typeof ACTIVATION_SOURCES;

export const cardActivation = defineEndpoint({
  method: 'GET',
  path: '/card/activation/',
  summary: 'When, how and by whom a card was activated (func_show_active)',
  access: { anyOf: ['func_show_active'] },
  query: z.object({ card_id: positiveId() }),
  data: z.object({
    card_id: z.number().int(),
    iccid: z.string(),
    status: z.enum(CARD_STATUS_KEYS),
    /** Null while the card has never been activated. */
    activation: z
      .object({
        /** 'YYYY-MM-DD HH:mm:ss', UTC+8. */
        at: z.string(),
        source: z.enum(Object.keys(ACTIVATION_SOURCES) as [ActivationSource, ...ActivationSource[]]),
        /** The user who activated it in the portal, or who did it ('运营商' / 'Carrier') in the caller's language. */
        operator: z.string(),
        expires_at: z.string().nullable(),
        plan_name: z.string(),
      })
      .nullable(),
  }),
});

/** Who is named for a change the carrier or the platform made (not a portal user). */
export const operatorLabel = (operator: string, words: Words) =>
  operator in STATUS_OPERATORS
    ? words(STATUS_OPERATORS[operator as keyof typeof STATUS_OPERATORS].label)
    : operator;
