import type { Row } from '@/components/data-table/cells';

/** The device a row's button acts on. */
export interface DeviceRef {
  id: number;
  sn: string;
  model: string;
  iccid: string | null;
}

export const deviceOf = (row: Row): DeviceRef => ({
  id: Number(row.id),
  sn: String(row.sn),
  model: String(row.model),
  iccid: row.iccid ? String(row.iccid) : null,
});
