import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { DataOf, login } from '#contract';
import { navigate, useHashSearch } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { clientInfoAtom, rolesAtom, tokenAtom } from '@/lib/session';

/** Only same-app paths are followed after login, never another origin. */
const safeRedirect = (value: string | null) =>
  value?.startsWith('/') && !value.startsWith('//') ? value : '/';

/** Keeps the new token and goes where the user was heading; the guard loads the rest. */
export function useFinishLogin() {
  const { t } = useTranslation();
  const search = useHashSearch();
  const setToken = useSetAtom(tokenAtom);
  const setRoles = useSetAtom(rolesAtom);
  const setClientInfo = useSetAtom(clientInfoAtom);
  return (data: DataOf<typeof login> | null | undefined) => {
    if (!data?.token) {
      notify.error(t('auth.noData'));
      return;
    }
    setClientInfo(null);
    setRoles(null);
    setToken(data.token);
    navigate(safeRedirect(new URLSearchParams(search).get('redirect')), { replace: true });
  };
}
