import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deletePermUser,
  type PermUserRow,
  permGroupList,
  permGroupOptions,
  permUserForm,
  permUserList,
  updatePermUser,
} from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { NewPasswordDialog } from '@/components/new-password-dialog';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { endpointQuery } from '@/lib/endpoint-query';

/** A user changed: the users' list and the groups' user counts. */
const USERS_READ = [permUserList, permGroupList];

/**
 * /perm_user: the main client's users with their group, status and last login. Create (an
 * initial password the user changes at the first login), edit, reset the password (a new one
 * shown once), lock and unlock (a locked user's sessions end at once), delete. The caller itself
 * and the account keep their group and are never locked, reset or deleted: the server sends no
 * such buttons for them. The dialog is the contract's form declaration.
 */
export default function PermUserPage() {
  const { t } = useTranslation();
  const groups = useQuery(endpointQuery(permGroupOptions)).data;
  const [user, setUser] = useState<FormTarget<PermUserRow>>(null);
  const [reset, setReset] = useState<{ username: string; password: string } | null>(null);

  const lock = useRowAction(updatePermUser, {
    input: (row: PermUserRow) => ({ body: { id: row.id, action: 'lock' as const } }),
    confirm: (row) => ({
      message: t('users.user.confirmLock', { username: row.username }),
      variant: 'danger',
    }),
    done: (row) => t('users.user.locked', { username: row.username }),
    invalidates: USERS_READ,
  });
  const unlock = useRowAction(updatePermUser, {
    input: (row: PermUserRow) => ({ body: { id: row.id, action: 'unlock' as const } }),
    confirm: (row) => ({ message: t('users.user.confirmUnlock', { username: row.username }) }),
    done: (row) => t('users.user.unlocked', { username: row.username }),
    invalidates: USERS_READ,
  });
  const resetPassword = useRowAction(updatePermUser, {
    input: (row: PermUserRow) => ({ body: { id: row.id, action: 'reset_password' as const } }),
    confirm: (row) => ({ message: t('users.user.confirmReset', { username: row.username }) }),
    // No toast: the new password is shown once, in its own dialog.
    done: (_row, data) => {
      if (data.password) setReset({ username: data.user.username, password: data.password });
      return undefined;
    },
    invalidates: USERS_READ,
  });
  const remove = useRowAction(deletePermUser, {
    input: (row: PermUserRow) => ({ query: { id: row.id } }),
    confirm: (row) => ({
      message: t('users.user.confirmDelete', { username: row.username }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    }),
    done: (row) => t('users.user.deleted', { username: row.username }),
    invalidates: USERS_READ,
  });

  const choices = (groups ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  // The caller itself and the account keep their group; without any group there is none to pick.
  const fixed = user?.record?.manage === 'fixed';
  const note = fixed ? 'users.user.fixedGroup' : groups?.length === 0 ? 'users.user.noGroups' : null;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-sm text-slate-500">{t('users.user.intro')}</p>
        <Button variant="primary" onClick={() => setUser({ record: null })}>
          <Plus />
          {t('users.user.create')}
        </Button>
      </div>
      <ListScreen
        list={permUserList}
        caption={t('perm.router_perm_user')}
        storageKey="perm-user-list"
        options={{ group_id: choices }}
        actions={{
          edit: (row) => setUser({ record: row }),
          lock,
          unlock,
          reset_password: resetPassword,
          delete: remove,
        }}
      >
        <EndpointForm
          form={permUserForm}
          target={user}
          onClose={() => setUser(null)}
          invalidates={USERS_READ}
          options={{ group_id: choices }}
          readOnly={fixed ? ['group_id'] : []}
          hints={note ? { group_id: () => t(note) } : undefined}
        />
        <NewPasswordDialog result={reset} text={t('users.user.resetText')} onClose={() => setReset(null)} />
      </ListScreen>
    </div>
  );
}
