import { UPLOAD_FIELD, type UploadedFile, type UploadMessageKey, uploadFile } from '#contract';
import { apiUpload } from '@/lib/api-client';

/**
 * `POST /upload/file/` with the file as multipart field `input_file`, through the request module
 * like every other call: 403 resets the session, 905 opens /upgrade; a refused file rejects with
 * an ApiError whose message the widget shows under itself, and only there (no toast as well).
 */
export function sendUpload(file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return apiUpload(uploadFile, form, { signal, showsErrors: true });
}

/** What is wrong with a chosen file before it is sent: its type (by extension) or its size. */
export function checkFile(
  file: Pick<File, 'name' | 'size'>,
  accept: readonly string[],
  maxBytes: number,
): UploadMessageKey | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot === -1 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (!accept.map((e) => e.toLowerCase()).includes(extension)) return 'upload_wrong_type';
  if (file.size > maxBytes) return 'upload_too_large';
  return null;
}
