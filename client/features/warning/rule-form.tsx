import { type WarningRuleRow, warningRuleForm, warningRuleList, warningRuleLogList } from '#contract';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { useRuleOptions } from './use-rule-options.ts';

/** The rule dialog (the contract's form declaration) with the caller's groups and tags as scope choices. */
export function RuleForm({
  target,
  onClose,
  onSaved,
}: {
  target: FormTarget<WarningRuleRow>;
  onClose: () => void;
  onSaved?: () => void;
}) {
  const options = useRuleOptions(target !== null);
  return (
    <EndpointForm
      form={warningRuleForm}
      target={target}
      onClose={onClose}
      onSaved={onSaved}
      options={options}
      invalidates={[warningRuleList, warningRuleLogList]}
    />
  );
}
