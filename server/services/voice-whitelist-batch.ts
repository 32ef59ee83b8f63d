import {
  IMPORT_TEMPLATES,
  isWhitelistPhone,
  normalizeWhitelistPhone,
  PUBLIC_CARD_NUMBER,
  WHITELIST_BATCH_EXTENSIONS,
  WHITELIST_BATCH_MAX_LINES,
  type WhitelistBatchResult,
} from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { BizError, badRequest } from '../errors.ts';
import { type Message, message } from '../i18n.ts';
import { importedFile, importRows } from '../tasks/import-file.ts';
import { scopedCardByNumber } from './card-by-number.ts';
import { type UploadOwner, uploadOwner } from './uploads.ts';
import { type Actor, addNumbers, removeNumbers } from './voice-whitelist.ts';

/** One line of a batch as read: where it was, and its two cells. */
interface BatchLine {
  line: number;
  cells: string[];
}

const SEPARATOR = /[,，\t;；]/;

/** "card number,phone" lines of pasted text, numbered from 1. */
const linesOfText = (source: string): BatchLine[] =>
  source
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((raw, i) => ({ line: i + 1, cells: raw.split(SEPARATOR).map((c) => c.trim()) }));

/**
 * The lines of an uploaded file (its file_url from /upload/file/, sent by the caller's client),
 * through the one import reader: streamed, blank rows counted against the limit, only the
 * template's two columns read. Its header and note rows go as every import's do.
 */
async function linesOfUpload(root: string, fileUrl: string, owner: UploadOwner): Promise<BatchLine[]> {
  const file = await importedFile(root, fileUrl, owner, {
    missing: 'voice_batch_file_missing',
    type: 'voice_batch_file_type',
    types: WHITELIST_BATCH_EXTENSIONS,
  });
  const lines: BatchLine[] = [];
  for await (const row of importRows(file, {
    max: WHITELIST_BATCH_MAX_LINES,
    template: IMPORT_TEMPLATES.voice_whitelist,
    isData: (first) => /\d/.test(first),
    unreadable: 'voice_batch_file_unreadable',
  })) {
    lines.push({ line: row.row_no, cells: row.cells });
  }
  return lines;
}

/** Blank lines go; a first line without a digit in its first cell is the header (卡号,白名单号码). */
function dataLines(lines: BatchLine[]): BatchLine[] {
  const filled = lines.filter((l) => l.cells.some((c) => c !== ''));
  if (filled[0] && !/\d/.test(filled[0].cells[0] ?? '')) filled.shift();
  return filled;
}

interface BatchInput {
  action: 'add' | 'delete';
  file_url?: string;
  lines?: string;
}

/** A line's outcome, its message not yet worded (the route words it in the caller's language). */
type BatchLineResult = Omit<WhitelistBatchResult, 'msg'> & { msg: Message };

/**
 * Adds or removes whitelist numbers line by line: each line names a card of the caller and one
 * number, and succeeds or fails on its own (the card's limit counts the lines before it).
 */
export async function runBatch(deps: AppDeps, auth: AuthContext, uploadRoot: string, input: BatchInput) {
  const read = input.file_url
    ? await linesOfUpload(uploadRoot, input.file_url, uploadOwner(auth))
    : linesOfText(input.lines ?? '');
  const lines = dataLines(read);
  if (lines.length === 0) throw badRequest('voice_batch_empty');
  if (lines.length > WHITELIST_BATCH_MAX_LINES) {
    throw badRequest('voice_batch_too_many', { max: WHITELIST_BATCH_MAX_LINES });
  }
  const actor: Actor = { userId: auth.userId, username: auth.username };
  const results: BatchLineResult[] = [];
  deps.sqlite.transaction(() => {
    for (const { line, cells } of lines) results.push(runLine(deps, auth, actor, input.action, line, cells));
  })();
  const succeeded = results.filter((r) => r.ok).length;
  return { total: results.length, succeeded, failed: results.length - succeeded, results };
}

function runLine(
  deps: AppDeps,
  auth: AuthContext,
  actor: Actor,
  action: 'add' | 'delete',
  line: number,
  cells: string[],
): BatchLineResult {
  const cardNumber = (cells[0] ?? '').replace(/\s+/g, '');
  const phone = normalizeWhitelistPhone(cells[1] ?? '');
  const result = (ok: boolean, msg: Message) => ({ line, card_number: cardNumber, phone, ok, msg });
  if (cells.filter((c) => c !== '').length !== 2) return result(false, message('voice_batch_line'));
  if (!PUBLIC_CARD_NUMBER.test(cardNumber)) return result(false, message('card_number_invalid'));
  if (!isWhitelistPhone(phone)) return result(false, message('whitelist_phone_invalid'));
  try {
    const card = scopedCardByNumber(deps, auth, cardNumber);
    if (action === 'add') addNumbers(deps, actor, card, [phone], 'batch');
    else removeNumbers(deps, actor, card, [phone]);
    return result(true, message(action === 'add' ? 'voice_added' : 'voice_removed'));
  } catch (error) {
    // The line's own refusal (a catalogue message) fails the line; anything else fails the batch.
    const refusal = error instanceof BizError ? error.keyedMessage : null;
    if (refusal) return result(false, refusal);
    throw error;
  }
}
