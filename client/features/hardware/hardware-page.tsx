import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HardwareRow, hardwareList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { AddDeviceDialog } from './add-device-dialog.tsx';
import { useSaveHardware } from './api/hardware.ts';
import { BindCardDialog } from './bind-card-dialog.tsx';
import type { DeviceRef } from './device.ts';
import { RealNameDialog } from './real-name-dialog.tsx';

/**
 * /hardware_manage: the customer's devices and the card in each. A device is added (with or
 * without its card), a card bound to a spare device or unbound, and the card's real name
 * submitted; the row offers what applies to it.
 */
export default function HardwarePage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const save = useSaveHardware();
  const [adding, setAdding] = useState(false);
  const [binding, setBinding] = useState<DeviceRef | null>(null);
  const [realName, setRealName] = useState<DeviceRef | null>(null);

  const unbind = async (device: DeviceRef) => {
    const sure = await confirm({
      message: t('hardware.confirmUnbind', { sn: device.sn, card: device.iccid }),
      confirmLabel: t('actions.unbind'),
      variant: 'danger',
    });
    if (!sure) return;
    const done = await save.mutateAsync({ action: 'unbind', id: device.id }).catch(() => null);
    if (done) notify.success(t('hardware.unbound', { sn: device.sn }));
  };

  const onAction = (key: string, device: HardwareRow) => {
    if (key === 'bind') setBinding(device);
    else if (key === 'unbind') void unbind(device);
    else if (key === 'real_name') setRealName(device);
  };

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
        onAction={onAction}
      >
        <AddDeviceDialog open={adding} onClose={() => setAdding(false)} />
        <BindCardDialog device={binding} onClose={() => setBinding(null)} />
        <RealNameDialog device={realName} onClose={() => setRealName(null)} />
      </ListScreen>
    </div>
  );
}
