import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PermUserRow, permUserList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { NewPasswordDialog } from '@/components/new-password-dialog';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useDeletePermUser, usePermGroupOptions, useUpdatePermUser } from './api/users.ts';
import { UserDialog, type UserTarget } from './user-dialog.tsx';

/**
 * /perm_user: the main client's users with their group, status and last login. Create (an
 * initial password the user changes at the first login), edit, reset the password (a new one
 * shown once), lock and unlock (a locked user's sessions end at once), delete. The caller itself
 * and the account keep their group and are never locked, reset or deleted: the server sends no
 * such buttons for them.
 */
export default function PermUserPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const update = useUpdatePermUser();
  const remove = useDeletePermUser();
  const groups = usePermGroupOptions().data ?? [];
  const [editing, setEditing] = useState<UserTarget | null>(null);
  const [reset, setReset] = useState<{ username: string; password: string } | null>(null);

  const lockOrUnlock = async (user: PermUserRow, action: 'lock' | 'unlock') => {
    const lock = action === 'lock';
    const sure = await confirm({
      message: t(lock ? 'users.user.confirmLock' : 'users.user.confirmUnlock', { username: user.username }),
      variant: lock ? 'danger' : 'default',
    });
    if (!sure) return;
    const done = await update.mutateAsync({ id: user.id, action }).catch(() => null);
    if (done)
      notify.success(t(lock ? 'users.user.locked' : 'users.user.unlocked', { username: user.username }));
  };

  const onAction = async (key: string, user: PermUserRow) => {
    if (key === 'edit') return setEditing({ user });
    if (key === 'lock' || key === 'unlock') return lockOrUnlock(user, key);
    if (key === 'reset_password') {
      if (!(await confirm({ message: t('users.user.confirmReset', { username: user.username }) }))) return;
      const done = await update.mutateAsync({ id: user.id, action: 'reset_password' }).catch(() => null);
      if (done?.password) setReset({ username: done.user.username, password: done.password });
      return;
    }
    if (key !== 'delete') return;
    const sure = await confirm({
      message: t('users.user.confirmDelete', { username: user.username }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    });
    if (!sure) return;
    const done = await remove.mutateAsync(user.id).catch(() => null);
    if (done) notify.success(t('users.user.deleted', { username: user.username }));
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-sm text-slate-500">{t('users.user.intro')}</p>
        <Button variant="primary" onClick={() => setEditing({ user: null })}>
          <Plus />
          {t('users.user.create')}
        </Button>
      </div>
      <ListScreen
        list={permUserList}
        caption={t('perm.router_perm_user')}
        storageKey="perm-user-list"
        options={{ group_id: groups.map((g) => ({ value: String(g.id), label: g.name })) }}
        onAction={(key, user) => void onAction(key, user)}
      >
        <UserDialog target={editing} onClose={() => setEditing(null)} />
        <NewPasswordDialog result={reset} text={t('users.user.resetText')} onClose={() => setReset(null)} />
      </ListScreen>
    </div>
  );
}
