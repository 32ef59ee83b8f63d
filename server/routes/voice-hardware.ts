import {
  cardRealNameOperation,
  hardwareList,
  hardwareSave,
  realNameH5Status,
  realNameH5Submit,
  voiceBatchAction,
  voiceCardAction,
  voiceWhiteCaptcha,
  voiceWhiteH5Add,
  voiceWhiteH5Search,
  voiceWhitelistList,
} from '#contract';
import { defineRoute } from '../define-route.ts';
import { wordIn } from '../i18n.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { scopedCardByNumber } from '../services/card-by-number.ts';
import { listHardware, saveHardware } from '../services/hardware.ts';
import { admitLookup } from '../services/public-card.ts';
import { statusForH5, submitForDevice, submitFromH5 } from '../services/real-name.ts';
import { addNumbers, cardWhitelist, listWhitelist, removeNumbers } from '../services/voice-whitelist.ts';
import { runBatch } from '../services/voice-whitelist-batch.ts';
import { addFromH5, searchFromH5, sendWhitelistCode } from '../services/voice-whitelist-h5.ts';

/** The voice whitelist (portal and public H5 pages), hardware and real-name endpoints. */
export const voiceHardwareRoutes = [
  defineRoute(voiceWhitelistList, (ctx) =>
    listAnswer(voiceWhitelistList, ctx, listWhitelist(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(voiceCardAction, ({ deps, auth, body }) => {
    const card = scopedCardByNumber(deps, auth, body.card_number);
    const actor = { userId: auth.userId, username: auth.username };
    if (body.action === 'add') addNumbers(deps, actor, card, body.phones, 'portal');
    else removeNumbers(deps, actor, card, body.phones);
    return cardWhitelist(deps, card);
  }),
  defineRoute(voiceBatchAction, async ({ deps, auth, body, lang }) => {
    const batch = await runBatch(deps, auth, deps.uploadDir, body);
    return { ...batch, results: batch.results.map((r) => ({ ...r, msg: wordIn(lang, r.msg) })) };
  }),
  defineRoute(voiceWhiteCaptcha, ({ deps, body, request }) =>
    sendWhitelistCode(deps, request.log, body.card_number, request.ip),
  ),
  defineRoute(voiceWhiteH5Add, ({ deps, body, request }) =>
    addFromH5(deps, body.card_number, body.phone, body.code, request.ip),
  ),
  defineRoute(voiceWhiteH5Search, ({ deps, body, request }) =>
    searchFromH5(deps, body.card_number, body.code, request.ip),
  ),
  defineRoute(hardwareList, (ctx) =>
    listAnswer(hardwareList, ctx, listHardware(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(hardwareSave, ({ deps, auth, body }) => saveHardware(deps, auth, body)),
  defineRoute(cardRealNameOperation, ({ deps, auth, body, lang }) =>
    submitForDevice(deps, auth, body.id, body, lang),
  ),
  // The public real-name page answers for any card number: limited per caller like the card lookups.
  defineRoute(realNameH5Submit, ({ deps, body, lang, request }) => {
    admitLookup(deps, request.ip);
    return submitFromH5(deps, body.card_number, body, lang);
  }),
  defineRoute(realNameH5Status, ({ deps, query, lang, request }) => {
    admitLookup(deps, request.ip);
    return statusForH5(deps, query.card_number, lang);
  }),
];
