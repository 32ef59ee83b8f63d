import { z } from 'zod';
import { API_BASE, defineEndpoint } from '../endpoint.ts';
import { decimal, positiveId } from '../numbers.ts';
import { searchText } from '../table.ts';
import type { TextKey, Words } from '../text.ts';

/** Clients per page of the remote client search. */
export const CLIENT_SEARCH_PAGE_SIZE = 20;

export const clientOptionSchema = z.object({ id: z.number().int(), text: z.string() });
export type ClientOption = z.infer<typeof clientOptionSchema>;

export const clientSearch = defineEndpoint({
  method: 'GET',
  path: '/client/search/',
  summary:
    'Remote client search for pickers, 20 clients per page by part of the name (page is 1-based); ' +
    'client_id resolves one id to its text. A main client sees itself and its sub-clients, a ' +
    'sub-client itself, a support user every client. The spec names no path: /client/search/ is ours.',
  access: 'login',
  query: z.object({
    q: searchText.optional(),
    page: decimal(z.number().int().min(1)).default(1),
    client_id: positiveId().optional(),
  }),
  data: z.object({
    items: z.array(clientOptionSchema),
    pagination: z.object({ more: z.boolean() }),
  }),
});

/** The multipart field the portal sends a file in (spec section 5). */
export const UPLOAD_FIELD = 'input_file';
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** What one world keeps at most: a reset or the world's deletion frees it. */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;
export const UPLOAD_QUOTA_FILES = 500;
export const UPLOAD_EXTENSIONS = ['xlsx', 'xls', 'csv', 'txt', 'pdf', 'png', 'jpg', 'jpeg'] as const;

/** Where an uploaded file is served back, with its original name (no token: links cannot send one). */
export const uploadedFileUrl = (id: string) => `${API_BASE}/upload/file/${id}/`;

export const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/upload/file/',
  summary:
    'Stores one file sent as multipart/form-data field input_file (at most 10 MB; xlsx, xls, csv, ' +
    'txt, pdf, png, jpg or jpeg) and answers its file_url, where GET /upload/file/{id}/ serves it ' +
    'back under its original name. The body is multipart, so it has no JSON schema.',
  access: 'login',
  data: z.object({ file_url: z.string(), file_name: z.string(), size: z.number().int() }),
});
export type UploadedFile = z.infer<typeof uploadFile.data>;

/** `10 MB`, `2.5 KB`, `12 B`: sizes as the upload messages and widget show them. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Math.round(value * 10) / 10} ${units[unit]}`;
}

/** The upload's messages, shared by the emulator's answers and the widget's own checks. */
export const UPLOAD_MESSAGES = {
  upload_too_large: 'common.uploadMessages.upload_too_large',
  upload_wrong_type: 'common.uploadMessages.upload_wrong_type',
  upload_empty: 'common.uploadMessages.upload_empty',
  upload_missing_file: 'common.uploadMessages.upload_missing_file',
  upload_not_found: 'common.uploadMessages.upload_not_found',
  upload_quota_full: 'common.uploadMessages.upload_quota_full',
  upload_malformed: 'common.uploadMessages.upload_malformed',
} as const satisfies Record<string, TextKey>;
export type UploadMessageKey = keyof typeof UPLOAD_MESSAGES;

export function uploadMessage(
  key: UploadMessageKey,
  words: Words,
  params: { types?: readonly string[]; maxBytes?: number } = {},
): string {
  return words(UPLOAD_MESSAGES[key], {
    size: formatBytes(params.maxBytes ?? UPLOAD_MAX_BYTES),
    types: (params.types ?? UPLOAD_EXTENSIONS).join(words('common.listSeparator')),
    field: UPLOAD_FIELD,
  });
}
