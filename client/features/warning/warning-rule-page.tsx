import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteWarningRule,
  toggleWarningRule,
  type WarningRuleRow,
  warningRecordList,
  warningRuleList,
  warningRuleLogList,
} from '#contract';
import type { FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';
import { hasCode, rolesAtom } from '@/lib/session';
import { RuleForm } from './rule-form.tsx';

/**
 * /warning_rule: the main client's warning rules with their hits and last trigger; a new rule and
 * edits in the contract's rule dialog, enabling, disabling and deleting (asked first) from the
 * row, the details page for a rule's matched cards and trigger history.
 */
export default function WarningRulePage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const [rule, setRule] = useState<FormTarget<WarningRuleRow>>(null);
  const toggle = useRowAction(toggleWarningRule, {
    input: (row: WarningRuleRow) => ({
      body: { id: row.id, status: row.status === 'enabled' ? ('disabled' as const) : ('enabled' as const) },
    }),
    done: (row) =>
      t(row.status === 'enabled' ? 'warning.rule.disabledToast' : 'warning.rule.enabledToast', {
        name: row.name,
      }),
    invalidates: [warningRuleList, warningRuleLogList],
  });
  const remove = useRowAction(deleteWarningRule, {
    input: (row: WarningRuleRow) => ({ query: { id: row.id } }),
    confirm: (row) => ({
      message: t('warning.rule.confirmDelete', { name: row.name }),
      confirmLabel: t('actions.delete'),
      variant: 'danger',
    }),
    done: (row) => t('warning.rule.deletedToast', { name: row.name }),
    invalidates: [warningRuleList, warningRuleLogList, warningRecordList],
  });
  return (
    <>
      <ListScreen
        list={warningRuleList}
        caption={t('perm.router_warning_rule')}
        storageKey="warning-rules"
        actions={{
          details: (row) => navigate(`/warning_rule_details?id=${row.id}`),
          edit: (row) => setRule({ record: row }),
          toggle,
          delete: remove,
        }}
        toolbar={() =>
          hasCode(roles, 'router_add_warning_rule') ? (
            <Button variant="primary" onClick={() => setRule({ record: null })}>
              <Plus />
              {t('perm.router_add_warning_rule')}
            </Button>
          ) : null
        }
      />
      <RuleForm target={rule} onClose={() => setRule(null)} />
    </>
  );
}
