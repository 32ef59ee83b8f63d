import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '@/components/data-table/cells';
import { ListPage } from '@/components/list-page';
import { navigate } from '@/lib/hash-location';
import { currentLang } from '@/lib/i18n';
import { hasCode, rolesAtom } from '@/lib/session';
import { BILLING_GROUP_LIST_KEY, fetchBillingGroupList } from './api/get-billing-group-list.ts';
import { billingGroupFilters } from './billing-group-filters.ts';
import { CommentDialog } from './comment-dialog.tsx';
import { type GroupRef, WarningSettingsDialog } from './warning-settings-dialog.tsx';

const groupOf = (row: Row) => ({
  id: Number(row.id),
  name: String(row.name),
  code: String(row.code),
  comment: String(row.comment ?? ''),
});

/**
 * /billing_group: the pools of the caller's cards. With func_view_vbg a row opens its member
 * cards (the card list filtered by the group), its warning settings and its comment.
 */
export default function BillingGroupListPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const [warning, setWarning] = useState<GroupRef | null>(null);
  const [comment, setComment] = useState<(GroupRef & { comment: string }) | null>(null);

  const onAction = (key: string, row: Row) => {
    const group = groupOf(row);
    if (key === 'members') navigate(`/card/list?billing_group_id=${group.id}`);
    else if (key === 'warning') setWarning(group);
    else if (key === 'comment') setComment(group);
  };

  return (
    <ListPage
      caption={t('billingGroup.title')}
      storageKey="billing-group-list"
      filters={billingGroupFilters(t, currentLang())}
      queryKey={BILLING_GROUP_LIST_KEY}
      fetchList={fetchBillingGroupList}
      onAction={onAction}
      isAllowed={(perm) => hasCode(roles, perm)}
    >
      <WarningSettingsDialog group={warning} onClose={() => setWarning(null)} />
      <CommentDialog group={comment} onClose={() => setComment(null)} />
    </ListPage>
  );
}
