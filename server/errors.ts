import { BizCode, type Lang } from '#contract';
import { type Message, type MessageKey, message, type ParamsOf, wordIn } from './i18n.ts';

/**
 * A business failure: answered as HTTP 200 with `{code, msg, data}`. Routes and services throw it;
 * the envelope plugin writes it, worded in the request's language. Two kinds, each with its own
 * constructor:
 * - `BizError.keyed`: a message of the catalogue (server/i18n.ts), a key and its parameters. Every
 *   failure the emulator words itself is one (`badRequest`, `notFound`).
 * - `BizError.worded`: a text already worded, in the caller's language, by something outside the
 *   catalogue (a zod issue by contract/issue-message.ts, the 599 of contract/messages.ts).
 */
export class BizError extends Error {
  private constructor(
    readonly code: number,
    private readonly wording: Message | string,
    readonly data: unknown,
  ) {
    // A keyed error's own message is its key: the text exists only once a language is chosen.
    super(typeof wording === 'string' ? wording : wording.key);
  }

  static keyed(code: number, wording: Message, data: unknown = null): BizError {
    return new BizError(code, wording, data);
  }

  static worded(code: number, text: string, data: unknown = null): BizError {
    return new BizError(code, text, data);
  }

  /** The catalogue message a keyed error carries; null for a worded one. */
  get keyedMessage(): Message | null {
    return typeof this.wording === 'string' ? null : this.wording;
  }

  /** The answer's `msg`: a keyed message worded in `lang`, a worded one as it is. */
  messageIn(lang: Lang): string {
    return typeof this.wording === 'string' ? this.wording : wordIn(lang, this.wording);
  }
}

export const badRequest = <K extends MessageKey>(key: K, ...params: ParamsOf<K>) =>
  BizError.keyed(BizCode.BAD_REQUEST, message(key, ...params));
export const notFound = <K extends MessageKey>(key: K, ...params: ParamsOf<K>) =>
  BizError.keyed(BizCode.NOT_FOUND, message(key, ...params));

/** A 400 about one body field (`data.field`): a form shows it under that field. */
export const fieldRefused = <K extends MessageKey>(field: string, key: K, ...params: ParamsOf<K>) =>
  BizError.keyed(BizCode.BAD_REQUEST, message(key, ...params), { field });
