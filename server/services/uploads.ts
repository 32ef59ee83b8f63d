import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  BizCode,
  type Lang,
  UPLOAD_EXTENSIONS,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  type UploadedFile,
  type UploadMessageKey,
  uploadedFileUrl,
  uploadMessage,
} from '#contract';
import type { AppDeps } from '../context.ts';
import { BizError } from '../errors.ts';

/**
 * Uploads live on disk, not in the database: `<dir of the database file>/uploads/<id>/<name>`
 * (`.data/uploads/...` for the emulator), or the system temp directory for an in-memory database.
 * Every world shares the default world's directory, so a `file_url` opened in a browser (which
 * sends no session header) finds the file; ids are 96 random bits, so links cannot be guessed.
 */
export function uploadRoot(defaultWorld: Pick<AppDeps, 'sqlite'>): string {
  const { sqlite } = defaultWorld;
  return sqlite.memory ? join(tmpdir(), 'iot-sim-portal-uploads') : join(dirname(sqlite.name), 'uploads');
}

const ID = /^[0-9a-f]{24}$/;

const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

const reject = (key: UploadMessageKey, lang: Lang) =>
  new BizError(BizCode.BAD_REQUEST, uploadMessage(key, lang));

const extensionOf = (name: string) => extname(name).slice(1).toLowerCase();

/** The name as the user's system gave it, without any directory part or control characters. */
function safeName(filename: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const name = basename(filename.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return name.slice(-200);
}

async function filePart(request: FastifyRequest, lang: Lang): Promise<MultipartFile> {
  const part = request.isMultipart() ? await request.file({ throwFileSizeLimit: false }) : undefined;
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw reject('upload_missing_file', lang);
  }
  return part;
}

/** Stores the request's `input_file` and answers where it is served back. */
export async function saveUpload(root: string, request: FastifyRequest, lang: Lang): Promise<UploadedFile> {
  const part = await filePart(request, lang);
  const name = safeName(part.filename);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
    part.file.resume();
    throw reject('upload_wrong_type', lang);
  }
  const id = randomBytes(12).toString('hex');
  const dir = join(root, id);
  await mkdir(dir, { recursive: true });
  const discard = () => rm(dir, { recursive: true, force: true });
  await pipeline(part.file, createWriteStream(join(dir, name))).catch(async (error: unknown) => {
    await discard();
    throw error;
  });
  const { size } = await stat(join(dir, name));
  if (part.file.truncated || size === 0) {
    await discard();
    throw reject(part.file.truncated ? 'upload_too_large' : 'upload_empty', lang);
  }
  return { file_url: uploadedFileUrl(id), file_name: name, size };
}

/** An uploaded file by id, or null when there is none. */
export async function findUpload(root: string, id: string) {
  if (!ID.test(id)) return null;
  const dir = join(root, id);
  const name = (await readdir(dir).catch(() => []))[0];
  if (name === undefined) return null;
  const { size } = await stat(join(dir, name));
  return {
    name,
    size,
    contentType: CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream',
    open: () => createReadStream(join(dir, name)),
  };
}

/** `attachment` with the original (UTF-8) name, and an ASCII fallback for old clients. */
export const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 };
