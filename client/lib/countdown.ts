/**
 * The resend countdown of a code button, kept in session storage so a reload does not let the
 * user send again early (spec section 4).
 */
const key = (purpose: string) => `countdown:${purpose}`;

const remainingSeconds = (until: number, now: number) => Math.max(0, Math.ceil((until - now) / 1000));

export function startCountdown(purpose: string, seconds: number, now = Date.now()): void {
  sessionStorage.setItem(key(purpose), String(now + seconds * 1000));
}

export function countdownLeft(purpose: string, now = Date.now()): number {
  const until = Number(sessionStorage.getItem(key(purpose)));
  return Number.isFinite(until) ? remainingSeconds(until, now) : 0;
}
