import { cardDetail, cardOperations, type HardwareRow, hardwareList } from '#contract';

/** The device a row's button acts on. */
export type DeviceRef = Pick<HardwareRow, 'id' | 'sn' | 'model' | 'iccid'>;

/** What adding a device, binding its card or unbinding it changes: the card's log records the binding. */
export const DEVICES_READ = [hardwareList, cardDetail, cardOperations];
