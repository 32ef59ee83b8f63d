import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BATCH_FILTER_MAX,
  BATCH_PASTE_MAX,
  type BatchCheck,
  batchCheckForm,
  CARD_FUNCTION_KEYS,
  type CardFilters,
  changeCarrierOptions,
  IMPORT_KINDS,
  type ImportKind,
  labelOf,
  ocDistributeCount,
  ocPolicyOptions,
} from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';
import { TemplateLink } from '@/components/import-file-field';
import { Card } from '@/components/ui/card';
import { endpointQuery } from '@/lib/endpoint-query';
import { BatchCheckResult } from './batch-check-result.tsx';

/** What was typed, to start the form again from it (going back from the check). */
type Draft = Record<string, unknown>;

/**
 * A batch page (`batchCheckForm`): the operation, the cards (pasted, at most 100, or a file made
 * from the template), then the check's counts and refused rows, and only then, confirmed, the task.
 * `operations` are the kinds the page offers, the first chosen at the start; `withTarget` asks where
 * pasted cards move (a carrier change), which a file says on each row; `withFunctions` asks which
 * network functions every row, pasted or from a file, turns off or on (断网 / 复网).
 */
export function BatchScreen({
  operations,
  intro,
  withTarget = false,
  withFunctions = false,
  withPolicy = false,
  onStarted,
}: {
  operations: readonly ImportKind[];
  intro: string;
  withTarget?: boolean;
  withFunctions?: boolean;
  /**
   * Asks for the switching policy every row's card gets (a policy distribution), and offers the
   * card list's filter as a third source of cards.
   */
  withPolicy?: boolean;
  /** After the task started; by default the import log opens. */
  onStarted?: () => void;
}) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<BatchCheck | null>(null);
  const [draft, setDraft] = useState<Draft>({ kind: operations[0], functions: [...CARD_FUNCTION_KEYS] });
  const plans = useQuery({
    ...endpointQuery(changeCarrierOptions),
    staleTime: 5 * 60_000,
    enabled: withTarget,
  });
  const policies = useQuery({ ...endpointQuery(ocPolicyOptions), enabled: withPolicy });
  const pasted = (value: unknown) =>
    String(value ?? '')
      .split(/[\s,，;；、]+/)
      .filter((n) => n !== '').length;

  if (check) {
    const started = onStarted
      ? () => {
          setCheck(null);
          onStarted();
        }
      : undefined;
    return <BatchCheckResult check={check} onBack={() => setCheck(null)} onStarted={started} />;
  }

  const hidden = [
    ...(operations.length > 1 ? [] : ['kind']),
    ...(withTarget ? [] : ['carrier', 'plan_id']),
    ...(withFunctions ? [] : ['functions']),
    ...(withPolicy ? [] : ['policy_id', 'filter.status', 'filter.carrier', 'filter.number']),
  ];
  return (
    <Card className="flex max-w-3xl flex-col gap-4 p-4">
      <p className="text-sm text-slate-600">{intro}</p>
      <EndpointForm
        inline
        form={batchCheckForm}
        target={{ record: draft }}
        onClose={() => {}}
        invalidates={[]}
        hidden={hidden}
        values={operations.length > 1 ? {} : { kind: operations[0] }}
        options={{
          kind: operations.map((kind) => ({ value: kind, label: t(labelOf(IMPORT_KINDS[kind])) })),
          plan_id: ({ carrier }) =>
            (plans.data ?? [])
              .filter((p) => p.carrier === carrier)
              .map((p) => ({
                value: String(p.id),
                label: t('widgets.carrierTarget.planOption', {
                  name: p.name,
                  quota: p.quota_mb,
                  months: p.months,
                }),
              })),
          policy_id: (policies.data ?? []).map((p) => ({
            value: String(p.id),
            label: p.enabled ? p.name : t('batch.policyDisabled', { name: p.name }),
          })),
        }}
        placeholders={withPolicy ? { numbers: 'batch.ocNumbersPlaceholder' } : {}}
        follows={{ carrier: (_, set) => set('plan_id', '') }}
        hints={{
          numbers: (value) => t('batch.numbersHint', { n: pasted(value), max: BATCH_PASTE_MAX }),
          file_url: (_, values) => (
            <TemplateLink template={{ kind: (values.kind ?? operations[0]) as ImportKind }} />
          ),
          'filter.number': (_, values) => <FilterCount filter={values.filter as Record<string, string>} />,
        }}
        onSaved={(answer, typed) => {
          setDraft(typed);
          setCheck(answer as BatchCheck);
        }}
      />
    </Card>
  );
}

/** Under a distribution's filter: how many of the caller's cards match, and how many are multi-carrier. */
function FilterCount({ filter }: { filter: Record<string, string> | undefined }) {
  const { t } = useTranslation();
  const chosen = Object.fromEntries(
    Object.entries(filter ?? {})
      .map(([key, value]) => [key, String(value ?? '').trim()])
      .filter(([, value]) => value !== ''),
  ) as CardFilters;
  const count = useQuery(endpointQuery(ocDistributeCount, chosen));
  return (
    <div className="flex flex-col gap-1">
      <span>{t('batch.filterHint', { max: BATCH_FILTER_MAX })}</span>
      {count.data && (
        <span
          role="status"
          className={count.data.multi_carrier === null ? 'text-sm text-danger' : 'text-sm text-slate-700'}
        >
          {count.data.multi_carrier === null
            ? t('batch.filterTooMany', { total: count.data.total, max: count.data.max })
            : t('batch.filterCount', { total: count.data.total, multi: count.data.multi_carrier })}
        </span>
      )}
    </div>
  );
}
