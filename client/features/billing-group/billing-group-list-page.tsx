import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BillingGroupRow, billingGroupList, VBG_COMMENT_MAX_LENGTH, vbgCommentForm } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';
import { WarningSettingsDialog } from './warning-settings-dialog.tsx';

/**
 * /billing_group: the pools of the caller's cards. A row opens its member cards (the card list
 * filtered by the group), its warning settings and its comment, as far as the user may.
 */
export default function BillingGroupListPage() {
  const { t } = useTranslation();
  const [warning, setWarning] = useState<BillingGroupRow | null>(null);

  return (
    <ListScreen
      list={billingGroupList}
      caption={t('perm.router_billing_group')}
      storageKey="billing-group-list"
      actions={{
        members: (group) => navigate(`/card/list?billing_group_id=${group.id}`),
        warning: setWarning,
      }}
      rowForms={{
        comment: {
          form: vbgCommentForm,
          record: (group) => ({ ...group, vbg_id: group.id }),
          hints: {
            comment: (value) =>
              t('common.charCount', {
                count: [...String(value ?? '').trim()].length,
                max: VBG_COMMENT_MAX_LENGTH,
              }),
          },
        },
      }}
    >
      <WarningSettingsDialog group={warning} onClose={() => setWarning(null)} />
    </ListScreen>
  );
}
