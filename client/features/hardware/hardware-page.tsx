import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardDetail,
  cardList,
  cardOperations,
  type HardwareRow,
  hardwareAddForm,
  hardwareBindForm,
  hardwareList,
  hardwareRealNameForm,
  hardwareSave,
} from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';
import { DEVICES_READ } from './device.ts';

/** A real name puts the card under review in the lists, its detail and its log. */
const REAL_NAME_READ = [hardwareList, cardList, cardDetail, cardOperations];

/**
 * /hardware_manage: the customer's devices and the card in each. A device is added (with or
 * without its card, from the create button over the list), a card bound to a spare device or unbound, and the card's real name
 * submitted; the row offers what applies to it.
 */
export default function HardwarePage() {
  const { t } = useTranslation();
  const [binding, setBinding] = useState<FormTarget<HardwareRow>>(null);
  const [realName, setRealName] = useState<FormTarget<HardwareRow>>(null);
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
    <ListScreen
      list={hardwareList}
      caption={t('perm.router_hardware_manage')}
      storageKey="hardware-list"
      create={{
        form: hardwareAddForm,
        label: t('hardware.add'),
        hint: t('hardware.intro'),
        invalidates: DEVICES_READ,
      }}
      actions={{
        bind: (device) => setBinding({ record: device }),
        unbind,
        real_name: (device) => setRealName({ record: device }),
      }}
    >
      <EndpointForm
        form={hardwareBindForm}
        target={binding}
        onClose={() => setBinding(null)}
        invalidates={DEVICES_READ}
      />
      <EndpointForm
        form={hardwareRealNameForm}
        target={realName}
        onClose={() => setRealName(null)}
        invalidates={REAL_NAME_READ}
      />
    </ListScreen>
  );
}
