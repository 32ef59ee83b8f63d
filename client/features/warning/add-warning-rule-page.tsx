import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarningRuleRow } from '#contract';
import type { FormTarget } from '@/components/form/endpoint-form';
import { Button } from '@/components/ui/button';
import { navigate } from '@/lib/hash-location';
import { RuleForm } from './rule-form.tsx';

/**
 * /add_warning_rule: the rule dialog opened at once; saved or closed, the rule list follows (where
 * the new rule is). The dialog is the same form declaration /warning_rule edits with.
 */
export default function AddWarningRulePage() {
  const { t } = useTranslation();
  const [target, setTarget] = useState<FormTarget<WarningRuleRow>>({ record: null });
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-sm text-slate-600">{t('warning.form.description')}</p>
      <Button variant="primary" onClick={() => setTarget({ record: null })}>
        {t('perm.router_add_warning_rule')}
      </Button>
      <RuleForm target={target} onClose={() => setTarget(null)} onSaved={() => navigate('/warning_rule')} />
    </div>
  );
}
