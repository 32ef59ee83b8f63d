import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  formatBytes,
  UPLOAD_EXTENSIONS,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FILES,
  type UploadedFile,
  uploadedFileUrl,
} from '#contract';
import { SEEDED_UPLOAD_OWNER, SEEDED_UPLOADS } from '../../db/seed/files.ts';
import type { AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { listOf } from '../i18n.ts';

/**
 * Uploads live on disk, not in the database: `<upload root>/<world folder>/<id>/<name>`, the root
 * beside the database file (`.data/uploads/...`) or a temporary folder of the process for an
 * in-memory emulator. A world's folder goes with a reset or the world's deletion. A `file_url`
 * opened in a browser sends no session header, so downloads look in every world's folder; ids are
 * 96 random bits, so links cannot be guessed.
 *
 * An upload belongs to the client that sent it (docs/security.md): its folder keeps the owner in
 * `.owner`, and an import reads only its own client's uploads. Serving a link back needs no token.
 */
const ID = /^[0-9a-f]{24}$/;
const OWNER_FILE = '.owner';

/** Who an upload belongs to: the client the caller acts for, or a support user's own login. */
export type UploadOwner = string;
export const uploadOwner = (auth: AuthContext): UploadOwner =>
  auth.clientId !== null ? `client:${auth.clientId}` : `user:${auth.userId}`;

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

/** The refusals, worded as the upload widget words its own checks (contract UPLOAD_MESSAGES). */
const malformed = () => badRequest('upload_malformed');
const quotaFull = () => badRequest('upload_quota_full', { size: formatBytes(UPLOAD_QUOTA_BYTES) });

const extensionOf = (name: string) => extname(name).slice(1).toLowerCase();

/** The name as the user's system gave it, without any directory part or control characters. */
function safeName(filename: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const name = basename(filename.replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return name.slice(-200);
}

/** Multipart the parser could not read (no boundary, cut short) is bad input, not a crash. */
async function readPart(request: FastifyRequest): Promise<MultipartFile | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    return await request.file({ throwFileSizeLimit: false });
  } catch {
    throw malformed();
  }
}

async function filePart(request: FastifyRequest): Promise<MultipartFile> {
  const part = await readPart(request);
  if (!part || part.fieldname !== UPLOAD_FIELD) {
    part?.file.resume();
    throw badRequest('upload_missing_file', { field: UPLOAD_FIELD });
  }
  return part;
}

/** The files of a world's folder and their bytes. */
async function usage(dir: string): Promise<{ files: number; bytes: number }> {
  const ids = await readdir(dir).catch(() => [] as string[]);
  let bytes = 0;
  for (const id of ids) {
    for (const name of await readdir(join(dir, id)).catch(() => [] as string[])) {
      bytes += (await stat(join(dir, id, name)).catch(() => ({ size: 0 }))).size;
    }
  }
  return { files: ids.length, bytes };
}

/**
 * Stores the request's `input_file` in the world's folder `dir` and answers where it is served
 * back. Refused when the world already holds UPLOAD_QUOTA_FILES files or UPLOAD_QUOTA_BYTES.
 */
export async function saveUpload(
  dir: string,
  request: FastifyRequest,
  owner: UploadOwner,
): Promise<UploadedFile> {
  const part = await filePart(request);
  const used = await usage(dir);
  if (used.files >= UPLOAD_QUOTA_FILES || used.bytes + 1 > UPLOAD_QUOTA_BYTES) {
    part.file.resume();
    throw quotaFull();
  }
  const name = safeName(part.filename);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
    part.file.resume();
    throw badRequest('upload_wrong_type', { types: listOf(UPLOAD_EXTENSIONS) });
  }
  const id = randomBytes(12).toString('hex');
  const folder = join(dir, id);
  await mkdir(folder, { recursive: true });
  const discard = () => rm(folder, { recursive: true, force: true });
  // A body cut short fails the stream: the part is dropped and the caller told to upload again.
  await pipeline(part.file, createWriteStream(join(folder, name))).catch(async () => {
    await discard();
    throw malformed();
  });
  await writeFile(join(folder, OWNER_FILE), owner);
  const { size } = await stat(join(folder, name));
  if (part.file.truncated || size === 0 || used.bytes + size > UPLOAD_QUOTA_BYTES) {
    await discard();
    if (part.file.truncated) throw badRequest('upload_too_large', { size: formatBytes(UPLOAD_MAX_BYTES) });
    if (size === 0) throw badRequest('upload_empty');
    throw quotaFull();
  }
  return { file_url: uploadedFileUrl(id), file_name: name, size };
}

/** An upload of one world (its folder `dir`) by id, or null when there is none. */
export async function findUpload(dir: string, id: string) {
  if (!ID.test(id)) return null;
  const folder = join(dir, id);
  let names = await readdir(folder).catch(() => [] as string[]);
  const seeded = SEEDED_UPLOADS[id];
  if (names.length === 0 && seeded) {
    // A file of the seeded history: written into the world's folder the first time it is asked for.
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, seeded.name), seeded.text);
    await writeFile(join(folder, OWNER_FILE), SEEDED_UPLOAD_OWNER);
    names = [seeded.name, OWNER_FILE];
  }
  const name = names.find((n) => n !== OWNER_FILE);
  if (name === undefined) return null;
  const { size } = await stat(join(folder, name));
  const path = join(folder, name);
  const owner = names.includes(OWNER_FILE)
    ? await readFile(join(folder, OWNER_FILE), 'utf8').catch(() => null)
    : null;
  return {
    name,
    size,
    path,
    owner,
    contentType: CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream',
    open: () => createReadStream(path),
  };
}

/** An upload of any world by id (a download link names no world). */
export async function findAnyUpload(root: string, id: string) {
  if (!ID.test(id)) return null;
  for (const folder of await readdir(root).catch(() => [] as string[])) {
    const file = await findUpload(join(root, folder), id);
    if (file) return file;
  }
  return null;
}

/** `attachment` with the original (UTF-8) name, and an ASCII fallback for old clients. */
export const contentDisposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const UPLOAD_LIMITS = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 };
