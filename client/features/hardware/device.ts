import { cardDetail, cardOperations, hardwareList } from '#contract';

/** What adding a device, binding its card or unbinding it changes: the card's log records the binding. */
export const DEVICES_READ = [hardwareList, cardDetail, cardOperations];
