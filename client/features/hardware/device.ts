import type { HardwareRow } from '#contract';

/** The device a row's button acts on. */
export type DeviceRef = Pick<HardwareRow, 'id' | 'sn' | 'model' | 'iccid'>;
