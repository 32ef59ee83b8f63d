import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLIENT_KINDS } from '#contract';
import type { FilterField } from '@/components/filter-bar/filter-values';
import { ListPage } from '@/components/list-page';
import { currentLang } from '@/lib/i18n';
import { hasCode, rolesAtom } from '@/lib/session';
import { CLIENT_LIST_KEY, fetchClientList } from './api/get-client-list.ts';
import { NewPasswordDialog } from './new-password-dialog.tsx';
import { useClientActions } from './use-client-actions.tsx';

/** /client: every client of the platform; switch into one, reset its password, allow recharge. */
export default function ClientListPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const [reset, setReset] = useState<{ username: string; password: string } | null>(null);
  const actions = useClientActions(setReset);
  const lang = currentLang();
  const filters: FilterField[] = [
    {
      type: 'text',
      name: 'q',
      label: t('support.clientSearch'),
      placeholder: t('support.clientSearchPlaceholder'),
    },
    {
      type: 'select',
      name: 'kind',
      label: t('support.clientKind'),
      options: Object.entries(CLIENT_KINDS).map(([value, l]) => ({ value, label: l[lang] })),
    },
  ];
  return (
    <ListPage
      caption={t('menu.client')}
      storageKey="support-client-list"
      filters={filters}
      queryKey={CLIENT_LIST_KEY}
      fetchList={fetchClientList}
      fixedQuery={{ page_name: 'client_manage' }}
      onAction={actions.onAction}
      onToggle={actions.onToggle}
      isAllowed={(perm) => hasCode(roles, perm)}
    >
      <NewPasswordDialog result={reset} onClose={() => setReset(null)} />
    </ListPage>
  );
}
