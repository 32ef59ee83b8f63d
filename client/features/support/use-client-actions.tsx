import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clientRechargePerm, supportResetPassword, switchAccount } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import type { Row } from '@/components/data-table/cells';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { replaceTokenAndReload } from '@/lib/session';
import { CLIENT_LIST_KEY } from './api/get-client-list.ts';

/** The support client list's row actions: switch into the client, reset its password, recharge switch. */
export function useClientActions(onPassword: (result: { username: string; password: string }) => void) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const queryClient = useQueryClient();

  const onAction = async (key: string, row: Row) => {
    const id = Number(row.id);
    const name = String(row.name);
    if (key === 'switch') {
      if (!(await confirm({ message: t('support.confirmSwitch', { name }) }))) return;
      const { token } = await apiRequest(switchAccount, { body: { client_id: id } });
      replaceTokenAndReload(token);
    } else if (key === 'reset_password') {
      if (!(await confirm({ message: t('support.confirmReset', { name }), variant: 'danger' }))) return;
      onPassword(await apiRequest(supportResetPassword, { body: { client_id: id } }));
    }
  };

  const onToggle = async (_prop: string, row: Row, next: string) => {
    const enabled = next === 'true';
    const message = t(enabled ? 'support.confirmRechargeOn' : 'support.confirmRechargeOff', {
      name: String(row.name),
    });
    if (!(await confirm({ message }))) return;
    await apiRequest(clientRechargePerm, { body: { client_id: Number(row.id), enabled } });
    notify.success(t('support.saved'));
    await queryClient.invalidateQueries({ queryKey: CLIENT_LIST_KEY });
  };

  return {
    onAction: (key: string, row: Row) => void onAction(key, row).catch(() => undefined),
    onToggle: (prop: string, row: Row, next: string) => void onToggle(prop, row, next).catch(() => undefined),
  };
}
