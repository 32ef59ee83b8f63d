import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingGroupRow, billingGroupList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';
import { CommentDialog } from './comment-dialog.tsx';
import { WarningSettingsDialog } from './warning-settings-dialog.tsx';

/**
 * /billing_group: the pools of the caller's cards. A row opens its member cards (the card list
 * filtered by the group), its warning settings and its comment, as far as the user may.
 */
export default function BillingGroupListPage() {
  const { t } = useTranslation();
  const [warning, setWarning] = useState<BillingGroupRow | null>(null);
  const [comment, setComment] = useState<BillingGroupRow | null>(null);

  const onAction = (key: string, group: BillingGroupRow) => {
    if (key === 'members') navigate(`/card/list?billing_group_id=${group.id}`);
    else if (key === 'warning') setWarning(group);
    else if (key === 'comment') setComment(group);
  };

  return (
    <ListScreen
      list={billingGroupList}
      caption={t('perm.router_billing_group')}
      storageKey="billing-group-list"
      onAction={onAction}
    >
      <WarningSettingsDialog group={warning} onClose={() => setWarning(null)} />
      <CommentDialog group={comment} onClose={() => setComment(null)} />
    </ListScreen>
  );
}
