import type { TextKey } from './catalogue/index.ts';
import type { Tone } from './table.ts';

/** A value's display name (a catalogue key) and tone, shared by the emulator's table headers and the client's filters. */
export interface Labelled {
  label: TextKey;
  tone: Tone;
}

export const labelled = <K extends string>(map: Record<K, Labelled>) => map;
