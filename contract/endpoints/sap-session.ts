import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { keysOf, labelled } from '../labels.ts';
import { defineList, filter, filtersSchemaOf } from '../list.ts';
import { FIELDS } from '../vocabulary.ts';

/**
 * /sap_sim_session (issue 44): the data sessions of the caller's cards, newest first, with the
 * card's IMSI and IMEI, the APN and IP, start and end, bytes up and down, the radio technology and
 * the province of the cell. The same sessions the card detail lists (card_sessions): the clock
 * ends and opens them (db/sap-sessions.ts). Exported as a task of the engine.
 */

/** Radio access technologies a card attaches on. */
export const SAP_RATS = labelled({
  gsm: { label: 'security.rat.gsm', tone: 'default' },
  lte: { label: 'security.rat.lte', tone: 'info' },
  nr: { label: 'security.rat.nr', tone: 'success' },
  nb: { label: 'security.rat.nb', tone: 'default' },
  cat1: { label: 'security.rat.cat1', tone: 'default' },
});
export type SapRat = keyof typeof SAP_RATS;

export const sapSessionRowSchema = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  iccid: z.string(),
  msisdn: z.string(),
  imsi: z.string(),
  imei: z.string(),
  apn: z.string(),
  ip: z.string(),
  started_at: z.string(),
  /** Empty while the session is open. */
  ended_at: z.string(),
  /** KB the card sent and received; counted when the session ends (0 while it is open). */
  up_kb: z.number().int(),
  down_kb: z.number().int(),
  rat: z.enum(keysOf(SAP_RATS)),
  /** The cell's province in the caller's language. */
  province: z.string(),
});
export type SapSessionRow = z.infer<typeof sapSessionRowSchema>;

export const sapSessionList = defineList({
  path: '/sap_sim_session/list/',
  summary:
    "The data sessions of the caller's cards, newest first: IMSI, IMEI, APN, IP, start and end, KB up and down, RAT, province",
  access: { anyOf: ['router_sap_sim_session'] },
  row: sapSessionRowSchema,
  filters: {
    number: filter.prefix(FIELDS.cardNumber, 'common.iccidSlashMsisdn'),
    /** Started on these days (UTC+8), both included. */
    started: filter.dateRange('card.detail.session.started'),
    rat: filter.enum(SAP_RATS, 'security.session.rat'),
    ip: filter.exact('security.session.ip'),
  },
  sorts: ['started_at'],
  columns: [
    { prop: 'iccid', label: FIELDS.iccid, type: 'text' },
    { prop: 'msisdn', label: FIELDS.msisdn, type: 'text' },
    { prop: 'imsi', label: FIELDS.imsi, type: 'text' },
    { prop: 'imei', label: FIELDS.imei, type: 'text' },
    { prop: 'apn', label: FIELDS.apn, type: 'text' },
    { prop: 'ip', label: 'security.session.ip', type: 'text' },
    { prop: 'started_at', label: 'card.detail.session.started', type: 'text', sortable: true },
    { prop: 'ended_at', label: 'card.detail.session.ended', type: 'text' },
    { prop: 'up_kb', label: 'security.session.upKb', type: 'text' },
    { prop: 'down_kb', label: 'security.session.downKb', type: 'text' },
    { prop: 'rat', label: 'security.session.rat', type: 'tag', options: SAP_RATS },
    { prop: 'province', label: FIELDS.province, type: 'text' },
  ],
});

/** The session export's task kind (listed under /export_log). */
export const SAP_SESSION_EXPORT_KIND = 'sap_session_export';

export const startSapSessionExport = defineEndpoint({
  method: 'POST',
  path: '/sap_sim_session/export/',
  summary:
    "Starts an export of the caller's sessions under the given filters (an xlsx built in the background, listed under /export_log)",
  access: { anyOf: ['router_sap_sim_session'] },
  body: filtersSchemaOf(sapSessionList.list),
  data: z.object({ task_id: z.number().int(), total: z.number().int() }),
});
