import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  labelOf,
  WARNING_ACTIONS,
  WARNING_RESTORES,
  WARNING_RULE_STATUSES,
  WARNING_RULE_TYPES,
  WARNING_SCOPES,
  warningRuleDetail,
  warningRuleHistory,
} from '#contract';
import { DetailHeading, DetailPage, FigureGrid, useDetailId } from '@/components/detail-page';
import { ListScreen } from '@/components/list-screen';
import { endpointQuery } from '@/lib/endpoint-query';

/** /warning_rule_details?id=: one rule, the cards its scope matches now, and its trigger history. */
export default function WarningRuleDetailsPage() {
  const { t } = useTranslation();
  const id = useDetailId();
  const detail = useQuery({ ...endpointQuery(warningRuleDetail, { id: id ?? '0' }), enabled: id !== null });
  const rule = detail.data;
  const figures = rule
    ? [
        { label: t('warning.rule.name'), value: rule.name },
        { label: t('warning.rule.type'), value: t(labelOf(WARNING_RULE_TYPES[rule.type])) },
        {
          label: t('warning.rule.scope'),
          value: `${t(labelOf(WARNING_SCOPES[rule.scope]))} ${rule.scope === 'all' ? '' : rule.scope_text}`,
        },
        { label: t('warning.details.matched'), value: String(rule.matched_cards) },
        { label: t('warning.rule.threshold'), value: rule.threshold_text },
        { label: t('warning.rule.action'), value: t(labelOf(WARNING_ACTIONS[rule.action])) },
        { label: t('warning.rule.restore'), value: t(labelOf(WARNING_RESTORES[rule.restore])) },
        { label: t('field.status'), value: t(labelOf(WARNING_RULE_STATUSES[rule.status])) },
        { label: t('warning.rule.hits'), value: String(rule.hits) },
        { label: t('warning.rule.lastTriggered'), value: rule.last_triggered_at ?? '-' },
      ]
    : [];
  return (
    <DetailPage
      back={{ to: '/warning_rule', label: t('warning.details.back') }}
      missing={id === null ? t('warning.details.pick') : null}
    >
      {rule && (
        <>
          <DetailHeading>{rule.name}</DetailHeading>
          <FigureGrid figures={figures} columns={5} />
        </>
      )}
      <ListScreen
        list={warningRuleHistory}
        caption={t('warning.details.history')}
        storageKey="warning-rule-history"
        fixedQuery={{ rule_id: id ?? '' }}
      />
    </DetailPage>
  );
}
