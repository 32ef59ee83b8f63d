import { useTranslation } from 'react-i18next';
import { warningRuleLogList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/** /warning_rule_log: who changed which warning rule and how, newest first. */
export default function WarningRuleLogPage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={warningRuleLogList}
      caption={t('perm.router_warning_rule_log')}
      storageKey="warning-rule-log"
    />
  );
}
