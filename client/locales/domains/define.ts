import type { Widen } from '../zh-CN.ts';

/**
 * One menu area's strings in both languages, side by side in one file: the Chinese object is the
 * shape, and English must have exactly the same keys (a missing or extra key fails to typecheck).
 */
export interface DomainMessages<T> {
  'zh-CN': T;
  en: Widen<T>;
}

export const defineMessages = <T>(zhCN: T, en: Widen<T>): DomainMessages<T> => ({ 'zh-CN': zhCN, en });
