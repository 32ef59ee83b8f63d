import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
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
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { endpointQuery } from '@/lib/endpoint-query';
import { navigate } from '@/lib/hash-location';
import { usePageLocation } from '@/lib/page-location';

/** /warning_rule_details?id=: one rule, the cards its scope matches now, and its trigger history. */
export default function WarningRuleDetailsPage() {
  const { t } = useTranslation();
  const { search } = usePageLocation();
  const id = new URLSearchParams(search).get('id');
  const detail = useQuery({ ...endpointQuery(warningRuleDetail, { id: id ?? '0' }), enabled: id !== null });
  const rule = detail.data;
  const back = (
    <Button onClick={() => navigate('/warning_rule')}>
      <ArrowLeft aria-hidden />
      {t('warning.details.back')}
    </Button>
  );
  if (id === null) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-600">{t('warning.details.pick')}</p>
        {back}
      </div>
    );
  }
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
    <div className="flex flex-col gap-4">
      <div>{back}</div>
      {rule && (
        <>
          <h2 className="text-base font-semibold text-slate-800">{rule.name}</h2>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {figures.map((f) => (
              <div key={f.label} className="min-w-0 rounded border border-slate-200 bg-white px-3 py-2">
                <dt className="text-xs text-slate-500">{f.label}</dt>
                <dd className="mt-1 text-sm font-medium break-all text-slate-800 tabular-nums">{f.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <ListScreen
        list={warningRuleHistory}
        caption={t('warning.details.history')}
        storageKey="warning-rule-history"
        fixedQuery={{ rule_id: id }}
      />
    </div>
  );
}
