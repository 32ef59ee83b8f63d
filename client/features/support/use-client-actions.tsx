import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  clientRechargePerm,
  type RowOf,
  supportClientList,
  supportResetPassword,
  switchAccount,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { apiRequest } from '@/lib/api-client';
import { invalidate } from '@/lib/endpoint-query';
import { notify } from '@/lib/notify';
import { replaceTokenAndReload } from '@/lib/session';

type ClientRow = RowOf<typeof supportClientList>;

/** The support client list's row actions: switch into the client, reset its password, recharge switch. */
export function useClientActions(onPassword: (result: { username: string; password: string }) => void) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  const onAction = async (key: string, { id, name }: ClientRow) => {
    if (key === 'switch') {
      if (!(await confirm({ message: t('support.confirmSwitch', { name }) }))) return;
      const { token } = await apiRequest(switchAccount, { body: { client_id: id } });
      replaceTokenAndReload(token);
    } else if (key === 'reset_password') {
      if (!(await confirm({ message: t('support.confirmReset', { name }), variant: 'danger' }))) return;
      onPassword(await apiRequest(supportResetPassword, { body: { client_id: id } }));
    }
  };

  const onToggle = async (_prop: string, row: ClientRow, next: string) => {
    const enabled = next === 'true';
    const message = t(enabled ? 'support.confirmRechargeOn' : 'support.confirmRechargeOff', {
      name: row.name,
    });
    if (!(await confirm({ message }))) return;
    await apiRequest(clientRechargePerm, { body: { client_id: row.id, enabled } });
    notify.success(t('support.saved'));
    await invalidate(queryClient, supportClientList);
  };

  return {
    onAction: (key: string, row: ClientRow) => void onAction(key, row).catch(() => undefined),
    onToggle: (prop: string, row: ClientRow, next: string) =>
      void onToggle(prop, row, next).catch(() => undefined),
  };
}
