import { API_BASE, UPLOAD_FIELD, type UploadedFile, type UploadMessageKey, uploadFile } from '#contract';
import { ApiError } from '@/lib/api-client';
import { interpretEnvelope, interpretHttpFailure, isEnvelope } from '@/lib/code-table';
import { emulatorSession } from '@/lib/emulator-session';
import { i18n } from '@/lib/i18n';
import { getToken } from '@/lib/session';

const t = (key: string, params?: Record<string, string | number>) => i18n.t(key, params);

/**
 * `POST /upload/file/` with the file as multipart field `input_file`. `apiRequest` sends JSON
 * only, so this sends the same headers itself and reads the answer through the same code table;
 * a failure rejects with an ApiError whose message the widget shows.
 */
export async function sendUpload(file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  const token = getToken();
  const session = emulatorSession();
  const outcome = await fetch(API_BASE + uploadFile.path, {
    method: uploadFile.method,
    headers: {
      'Accept-Language': i18n.language === 'en' ? 'en' : 'zh-CN',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...(session ? { 'X-Emulator-Session': session } : {}),
    },
    body: form,
    signal,
  }).then(
    async (response) => {
      const payload: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        return interpretHttpFailure(response.status, isEnvelope(payload) ? payload.msg : undefined, t);
      }
      return isEnvelope(payload) ? interpretEnvelope(payload, t) : interpretHttpFailure(0, undefined, t);
    },
    () => interpretHttpFailure(0, undefined, t),
  );
  if (outcome.kind === 'ok') return outcome.data as UploadedFile;
  throw new ApiError(outcome);
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
