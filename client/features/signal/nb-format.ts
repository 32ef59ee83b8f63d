import type { TFunction } from 'i18next';

/** A timer in the unit people read it in: seconds below two minutes, minutes below two hours, else hours. */
export function formatTimer(seconds: number, t: TFunction): string {
  if (seconds < 120) return t('signal.seconds', { value: seconds });
  if (seconds < 7200) return t('signal.minutes', { value: Math.round((seconds / 60) * 10) / 10 });
  return t('signal.hours', { value: Math.round((seconds / 3600) * 10) / 10 });
}

/** Where an RSRP sits between -140 dBm (0 %) and -44 dBm (100 %), for a meter. */
export const rsrpPercent = (dbm: number) => Math.round(Math.min(100, Math.max(0, ((dbm + 140) / 96) * 100)));
