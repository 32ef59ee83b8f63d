/** A catalogue text's shape in the other language: the same keys, any text. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/**
 * One file's strings in both languages, side by side: the Chinese object is the shape, and English
 * must have exactly the same keys (a missing or extra key fails to typecheck).
 */
interface FileMessages<T> {
  'zh-CN': T;
  en: Widen<T>;
}

export const defineMessages = <const T>(zhCN: T, en: Widen<T>): FileMessages<T> => ({ 'zh-CN': zhCN, en });
