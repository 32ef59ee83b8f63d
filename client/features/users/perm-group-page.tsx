import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deletePermGroup,
  groupPermInfo,
  groupPermsForm,
  type PermCode,
  type PermGroupRow,
  permGroupForm,
  permGroupList,
  permGroupOptions,
  permUserList,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import type { FieldOption } from '@/components/form/field-input';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';
import { treeOf } from './perm-tree-nodes.ts';

/** A group changed: the group list and pickers, its codes, and the users' list that names the groups. */
const GROUPS_READ = [permGroupList, permGroupOptions, groupPermInfo, permUserList];

/**
 * /perm_group: the main client's permission groups with their users and codes. New groups get a
 * name and a tree of the menus and functions the account holds; a group's codes are edited in the
 * same tree and apply to its users' next call. A group that still has users is not deleted: the
 * page sends the user to move them first. The dialogs are the contract's form declarations.
 */
export default function PermGroupPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [group, setGroup] = useState<FormTarget<PermGroupRow>>(null);
  const [perms, setPerms] = useState<PermGroupRow | null>(null);
  const remove = useRowAction(deletePermGroup, {
    input: (row: PermGroupRow) => ({ query: { id: row.id } }),
    confirm: (row) => ({
      message: t('users.group.confirmDelete', { name: row.name }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    }),
    done: (row) => t('users.group.deleted', { name: row.name }),
    invalidates: GROUPS_READ,
  });
  const refuseDelete = async (row: PermGroupRow) => {
    const go = await confirm({
      title: t('common.project.group.cannotDeleteTitle'),
      message: t('users.group.cannotDelete', { name: row.name, count: row.user_count }),
      confirmLabel: t('users.group.goUsers'),
    });
    if (go) navigate(`/perm_user?group_id=${row.id}`);
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="min-w-0 flex-1 text-sm text-slate-500">{t('users.group.intro')}</p>
        <Button variant="primary" onClick={() => setGroup({ record: null })}>
          <Plus />
          {t('users.group.create')}
        </Button>
      </div>
      <ListScreen
        list={permGroupList}
        caption={t('perm.router_perm_group')}
        storageKey="perm-group-list"
        actions={{
          perms: (row) => setPerms(row),
          edit: (row) => setGroup({ record: row }),
          delete: (row) => (row.user_count > 0 ? refuseDelete(row) : remove(row)),
        }}
      >
        {group && <GroupForm target={group} onClose={() => setGroup(null)} />}
        {perms && <PermsForm group={perms} onClose={() => setPerms(null)} />}
      </ListScreen>
    </div>
  );
}

/** The tree's choices: the codes the account holds, each page under its menu. */
function useCodeChoices(groupId: number | null, enabled = true) {
  const { t } = useTranslation();
  const info = useQuery({
    ...endpointQuery(groupPermInfo, groupId === null ? {} : { group_id: groupId }),
    enabled,
  });
  const choices: FieldOption[] | undefined = info.data
    ? treeOf(info.data.held).flatMap((node) =>
        typeof node === 'string'
          ? [{ value: node, label: t(`perm.${node}`) }]
          : node.codes.map((code) => ({ value: code, label: t(`perm.${code}`), branch: t(node.titleKey) })),
      )
    : undefined;
  return { info: info.data, choices };
}

function GroupForm({ target, onClose }: { target: FormTarget<PermGroupRow>; onClose: () => void }) {
  // Only a new group gets codes here: a group's codes are edited in their own dialog.
  const { choices } = useCodeChoices(null, target?.record === null);
  return (
    <EndpointForm
      form={permGroupForm}
      target={target}
      onClose={onClose}
      invalidates={GROUPS_READ}
      options={{ codes: choices }}
    />
  );
}

/** A group's codes: the dialog opens once they are read, without the codes the account no longer holds. */
function PermsForm({ group, onClose }: { group: PermGroupRow; onClose: () => void }) {
  const { info, choices } = useCodeChoices(group.id);
  if (!info) return null;
  const held = new Set<PermCode>(info.held);
  return (
    <EndpointForm
      form={groupPermsForm}
      target={{
        record: { group_id: group.id, name: group.name, codes: info.codes.filter((c) => held.has(c)) },
      }}
      onClose={onClose}
      invalidates={GROUPS_READ}
      options={{ codes: choices }}
    />
  );
}
