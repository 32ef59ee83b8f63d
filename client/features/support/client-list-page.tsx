import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { supportClientList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { NewPasswordDialog } from '@/components/new-password-dialog';
import { useClientActions } from './use-client-actions.tsx';

/** /client: every client of the platform; switch into one, reset its password, allow recharge. */
export default function ClientListPage() {
  const { t } = useTranslation();
  const [reset, setReset] = useState<{ username: string; password: string } | null>(null);
  const actions = useClientActions(setReset);
  return (
    <ListScreen
      list={supportClientList}
      caption={t('perm.router_spt_client')}
      storageKey="support-client-list"
      fixedQuery={{ page_name: 'client_manage' }}
      actions={actions.actions}
      onToggle={actions.onToggle}
    >
      <NewPasswordDialog result={reset} onClose={() => setReset(null)} />
    </ListScreen>
  );
}
