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
  defineRoute(voiceCardAction, ({ deps, auth, body, lang }) => {
    const card = scopedCardByNumber(deps, auth, body.card_number, lang);
    const actor = { userId: auth.userId, username: auth.username };
    if (body.action === 'add') addNumbers(deps, actor, card, body.phones, 'portal', lang);
    else removeNumbers(deps, actor, card, body.phones, lang);
    return cardWhitelist(deps, card);
  }),
  defineRoute(voiceBatchAction, ({ deps, auth, body, lang }) =>
    runBatch(deps, auth, deps.uploadDir, body, lang),
  ),
  defineRoute(voiceWhiteCaptcha, ({ deps, body, lang, request }) =>
    sendWhitelistCode(deps, request.log, body.card_number, lang, request.ip),
  ),
  defineRoute(voiceWhiteH5Add, ({ deps, body, lang, request }) =>
    addFromH5(deps, body.card_number, body.phone, body.code, lang, request.ip),
  ),
  defineRoute(voiceWhiteH5Search, ({ deps, body, lang, request }) =>
    searchFromH5(deps, body.card_number, body.code, lang, request.ip),
  ),
  defineRoute(hardwareList, (ctx) =>
    listAnswer(hardwareList, ctx, listHardware(ctx.deps, ctx.auth, ctx.query)),
  ),
  defineRoute(hardwareSave, ({ deps, auth, body, lang }) => saveHardware(deps, auth, body, lang)),
  defineRoute(cardRealNameOperation, ({ deps, auth, body, lang }) =>
    submitForDevice(deps, auth, body.id, body, lang),
  ),
  // The public real-name page answers for any card number: limited per caller like the card lookups.
  defineRoute(realNameH5Submit, ({ deps, body, lang, request }) => {
    admitLookup(deps, request.ip, lang);
    return submitFromH5(deps, body.card_number, body, lang);
  }),
  defineRoute(realNameH5Status, ({ deps, query, lang, request }) => {
    admitLookup(deps, request.ip, lang);
    return statusForH5(deps, query.card_number, lang);
  }),
];
