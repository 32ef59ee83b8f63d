import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HardwareRow, hardwareList, hardwareSave } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { AddDeviceDialog } from './add-device-dialog.tsx';
import { BindCardDialog } from './bind-card-dialog.tsx';
import { DEVICES_READ, type DeviceRef } from './device.ts';
import { RealNameDialog } from './real-name-dialog.tsx';

/**
 * /hardware_manage: the customer's devices and the card in each. A device is added (with or
 * without its card), a card bound to a spare device or unbound, and the card's real name
 * submitted; the row offers what applies to it.
 */
export default function HardwarePage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [binding, setBinding] = useState<DeviceRef | null>(null);
  const [realName, setRealName] = useState<DeviceRef | null>(null);
  const unbind = useRowAction(hardwareSave, {
    input: (device: HardwareRow) => ({ body: { action: 'unbind' as const, id: device.id } }),
    confirm: (device) => ({
      message: t('hardware.confirmUnbind', { sn: device.sn, card: device.iccid }),
      confirmLabel: t('actions.unbind'),
      variant: 'danger',
    }),
    done: (device) => t('hardware.unbound', { sn: device.sn }),
    invalidates: DEVICES_READ,
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-sm text-slate-500">{t('hardware.intro')}</p>
        <Button variant="primary" onClick={() => setAdding(true)}>
          <Plus />
          {t('hardware.add')}
        </Button>
      </div>
      <ListScreen
        list={hardwareList}
        caption={t('perm.router_hardware_manage')}
        storageKey="hardware-list"
        actions={{ bind: setBinding, unbind, real_name: setRealName }}
      >
        <AddDeviceDialog open={adding} onClose={() => setAdding(false)} />
        <BindCardDialog device={binding} onClose={() => setBinding(null)} />
        <RealNameDialog device={realName} onClose={() => setRealName(null)} />
      </ListScreen>
    </div>
  );
}
