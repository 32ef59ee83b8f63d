import { BizCode } from '#contract';

/**
 * A business failure: answered as HTTP 200 with `{code, msg, data}`. Routes and services throw it;
 * the envelope plugin writes it.
 */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (msg: string) => new BizError(BizCode.BAD_REQUEST, msg);
export const notFound = (msg: string) => new BizError(BizCode.NOT_FOUND, msg);
