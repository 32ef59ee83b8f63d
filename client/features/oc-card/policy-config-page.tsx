import { useTranslation } from 'react-i18next';
import {
  copyOcPolicy,
  deleteOcPolicy,
  type OcPolicyRow,
  ocPolicyForm,
  ocPolicyList,
  ocPolicyOptions,
  setOcPolicyEnabled,
} from '#contract';
import { ListScreen } from '@/components/list-screen';
import { useRowAction } from '@/components/use-row-action';

/** What a change to a policy changes: the policy list and the distribution page's choices. */
const POLICIES_READ = [ocPolicyList, ocPolicyOptions];

/**
 * /oc_card/config: the switching policies of multi-carrier cards: the read-only system default and
 * the client's own, with the cards following each. Create, copy, edit, enable or disable, and
 * delete a policy no card uses.
 */
export default function PolicyConfigPage() {
  const { t } = useTranslation();
  const copy = useRowAction(copyOcPolicy, {
    input: (policy: OcPolicyRow) => ({ body: { id: policy.id } }),
    done: (_, copied) => t('ocCard.copied', { name: copied.name }),
    invalidates: POLICIES_READ,
  });
  const enable = useRowAction(setOcPolicyEnabled, switching(t, true));
  const disable = useRowAction(setOcPolicyEnabled, switching(t, false));
  const remove = useRowAction(deleteOcPolicy, {
    input: (policy: OcPolicyRow) => ({ query: { id: policy.id } }),
    confirm: (policy) => ({
      message: t('ocCard.confirmDelete', { name: policy.name }),
      confirmLabel: t('common.remove'),
      variant: 'danger',
    }),
    done: (policy) => t('ocCard.deleted', { name: policy.name }),
    invalidates: POLICIES_READ,
  });

  return (
    <ListScreen
      list={ocPolicyList}
      caption={t('perm.router_oc_config')}
      storageKey="oc-policy-list"
      create={{
        form: ocPolicyForm,
        label: t(ocPolicyForm.texts.create),
        hint: t('ocCard.intro'),
        invalidates: POLICIES_READ,
      }}
      actions={{ copy, enable, disable, delete: remove }}
      rowForms={{ edit: { form: ocPolicyForm, invalidates: POLICIES_READ } }}
    />
  );
}

/** Enabling or disabling a policy: asked first, then told. */
const switching = (
  t: (
    key: 'ocCard.confirmEnable' | 'ocCard.confirmDisable' | 'ocCard.enabled' | 'ocCard.disabled',
    params: { name: string },
  ) => string,
  enabled: boolean,
) => ({
  input: (policy: OcPolicyRow) => ({ body: { id: policy.id, enabled } }),
  confirm: (policy: OcPolicyRow) => ({
    message: t(enabled ? 'ocCard.confirmEnable' : 'ocCard.confirmDisable', { name: policy.name }),
  }),
  done: (policy: OcPolicyRow) => t(enabled ? 'ocCard.enabled' : 'ocCard.disabled', { name: policy.name }),
  invalidates: POLICIES_READ,
});
