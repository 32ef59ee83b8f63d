import { useTranslation } from 'react-i18next';
import {
  type ActionKeyOf,
  clientRechargePerm,
  type RowOf,
  supportClientList,
  supportResetPassword,
  switchAccount,
} from '#contract';
import { useRowAction } from '@/components/use-row-action';
import { replaceTokenAndReload } from '@/lib/session';

type ClientRow = RowOf<typeof supportClientList>;

/** The support client list's row actions: switch into the client, reset its password, recharge switch. */
export function useClientActions(onPassword: (result: { username: string; password: string }) => void) {
  const { t } = useTranslation();

  const switchInto = useRowAction(switchAccount, {
    input: ({ id }: ClientRow) => ({ body: { client_id: id } }),
    confirm: ({ name }) => ({ message: t('support.confirmSwitch', { name }) }),
    // The new session replaces this page: nothing to toast.
    done: (_row, { token }) => {
      replaceTokenAndReload(token);
      return undefined;
    },
    invalidates: [],
  });

  const resetPassword = useRowAction(supportResetPassword, {
    input: ({ id }: ClientRow) => ({ body: { client_id: id } }),
    confirm: ({ name }) => ({ message: t('support.confirmReset', { name }), variant: 'danger' }),
    // The dialog shows the new password; no toast beside it.
    done: (_row, result) => {
      onPassword(result);
      return undefined;
    },
    invalidates: [],
  });

  const setRecharge = useRowAction(clientRechargePerm, {
    input: ({ row, enabled }: { row: ClientRow; enabled: boolean }) => ({
      body: { client_id: row.id, enabled },
    }),
    confirm: ({ row, enabled }) => ({
      message: t(enabled ? 'support.confirmRechargeOn' : 'support.confirmRechargeOff', { name: row.name }),
    }),
    done: () => t('support.saved'),
    invalidates: [supportClientList],
  });

  const actions: Record<ActionKeyOf<typeof supportClientList>, (row: ClientRow) => unknown> = {
    switch: switchInto,
    reset_password: resetPassword,
  };
  return {
    actions,
    onToggle: (_prop: string, row: ClientRow, next: string) =>
      void setRecharge({ row, enabled: next === 'true' }),
  };
}
