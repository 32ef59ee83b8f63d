import type { TextKey } from './catalogue/index.ts';
import type { Tone } from './table.ts';

/** A value's display name (a catalogue key) and tone, shared by the emulator's table headers and the client's filters. */
export interface Labelled {
  label: TextKey;
  tone: Tone;
}

export const labelled = <K extends string>(map: Record<K, Labelled>) => map;

/** A label map's keys as a non-empty tuple, as `z.enum` takes them. */
export const keysOf = <K extends string>(labels: Record<K, unknown>) => Object.keys(labels) as [K, ...K[]];
