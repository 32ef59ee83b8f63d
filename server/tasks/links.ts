import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '#contract';
import type { AppDeps } from '../context.ts';

/**
 * Links to a task's files (an export's xlsx, a batch's results) that work without a token: a
 * browser's download sends none. A link carries the task's signature for one purpose, keyed by the
 * emulator's JWT key and naming the world, and the world's name when it is not the default one.
 */
type Named = AppDeps & { name?: string };

function signTask(deps: Named, purpose: string, taskId: number): string {
  return createHmac('sha256', deps.config.jwtKey)
    .update(`${purpose}:${deps.name ?? 'default'}:${taskId}`)
    .digest('hex')
    .slice(0, 32);
}

export function verifyTaskSignature(deps: Named, purpose: string, taskId: number, sign: string): boolean {
  const expected = Buffer.from(signTask(deps, purpose, taskId));
  const given = Buffer.from(sign);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `/ep/api{path}?task_id=&sign=[&emulator_session=]` plus `extra` parameters. */
export function signedTaskLink(
  deps: Named,
  path: string,
  purpose: string,
  taskId: number,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({
    task_id: String(taskId),
    sign: signTask(deps, purpose, taskId),
    ...extra,
  });
  if (deps.name && deps.name !== 'default') query.set('emulator_session', deps.name);
  return `${API_BASE}${path}?${query}`;
}
