import type { Tone } from './table.ts';

/** A value's display name in both languages, shared by the emulator's table headers and the client's filters. */
export interface Labelled {
  'zh-CN': string;
  en: string;
  tone: Tone;
}

export const labelled = <K extends string>(map: Record<K, Labelled>) => map;
