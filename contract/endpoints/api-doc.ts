import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

/** One documented API call: what the customer's (or the carrier's) system sends and gets back. */
export const apiDocEntrySchema = z.object({
  name: z.string(),
  method: z.enum(['GET', 'POST']),
  path: z.string(),
  summary: z.string(),
  params: z.array(
    z.object({ name: z.string(), type: z.string(), required: z.boolean(), description: z.string() }),
  ),
  example: z.string(),
});

const apiDocSchema = z.object({
  title: z.string(),
  intro: z.string(),
  base_url: z.string(),
  sections: z.array(z.object({ title: z.string(), entries: z.array(apiDocEntrySchema) })),
});

export const customerApiDoc = defineEndpoint({
  method: 'GET',
  path: '/api/word/',
  summary:
    "The open API a customer's own system calls (opened from the API menu in a new tab). Public, " +
    'like its page /api_doc (spec section 2)',
  access: 'public',
  data: apiDocSchema,
});

export const carrierApiDoc = defineEndpoint({
  method: 'GET',
  path: '/support/call_supplier_api_front/',
  summary:
    "The carriers' APIs the platform calls, opened from the support menu in a new tab. Public, like " +
    'its page /carrier_doc (spec section 2): the menu entry is what router_spt_carrier_api gates',
  access: 'public',
  query: z.object({ carrier: z.enum(['cmcc', 'cucc', 'ctcc']).optional() }),
  data: apiDocSchema,
});
