import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  API_BASE,
  BILL_DOWNLOAD_PATH,
  BILL_FORMATS,
  billDetail,
  billList,
  positiveId,
  requestRefund,
  tradeOrderDetail,
  tradeOrderList,
} from '#contract';
import { defineRoute, parse, permissionDenied, tokenRefused } from '../define-route.ts';
import { listAnswer } from '../lib/list-sql.ts';
import { billFile } from '../services/bill-files.ts';
import * as bills from '../services/bills.ts';
import { bearerToken, resolveAuth } from '../services/identity.ts';
import { verifyToken } from '../services/tokens.ts';
import * as trade from '../services/trade.ts';
import { contentDisposition } from '../services/uploads.ts';

/** Trade query (交易查询): every order, one order's detail, refund requests; monthly bills. */
export const serviceRoutes = [
  defineRoute(tradeOrderList, (ctx) =>
    listAnswer(tradeOrderList, ctx, trade.listTrades(ctx.deps, ctx.auth, ctx.query, ctx.lang)),
  ),
  defineRoute(tradeOrderDetail, ({ deps, auth, query, lang }) =>
    trade.tradeDetail(deps, auth, query.id, lang),
  ),
  defineRoute(requestRefund, ({ deps, auth, body }) =>
    trade.requestRefund(deps, auth, body.order_id, body.reason),
  ),
  defineRoute(billList, (ctx) => listAnswer(billList, ctx, bills.listBills(ctx.deps, ctx.auth, ctx.query))),
  defineRoute(billDetail, ({ deps, auth, query, lang }) => bills.billDetail(deps, auth, query.id, lang)),
];

const downloadQuery = z.object({ id: positiveId(), format: z.enum(BILL_FORMATS) });

/**
 * `GET /ep/api/service/bill/download/?id=&format=xlsx|pdf`: one of the caller's bills as a file
 * (not an envelope, so not a contract endpoint). It takes the caller's token like every endpoint
 * and checks its own code (func_service_bill_download); a refusal — no token, no code, a bad
 * query, another client's bill — is the usual envelope, never a file.
 */
export function billDownloadRoute(app: FastifyInstance): void {
  app.get(`${API_BASE}${BILL_DOWNLOAD_PATH}`, async (request, reply) => {
    const world = request.world;
    const token = bearerToken(request.headers.authorization);
    const record = token ? verifyToken(world, token) : null;
    const auth = record ? resolveAuth(world, record) : null;
    if (!auth) throw tokenRefused(token);
    if (!auth.codes.has('func_service_bill_download')) {
      throw permissionDenied(['func_service_bill_download'], request.lang);
    }
    const query = parse(downloadQuery, request.query, request.lang, 'query');
    const file = billFile(world, auth, query.id, query.format, request.lang);
    return reply
      .header('Content-Type', file.mime)
      .header('Content-Disposition', contentDisposition(file.name))
      .send(file.stream);
  });
}
