import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BATCH_PASTE_MAX,
  type BatchCheck,
  CARD_FUNCTION_KEYS,
  type CardFunction,
  type Carrier,
  checkBatch,
  IMPORT_KINDS,
  type ImportKind,
  labelOf,
  type UploadedFile,
} from '#contract';
import { CarrierTargetFields } from '@/components/carrier-target-fields';
import { FormField } from '@/components/form-field';
import { ImportFileField } from '@/components/import-file-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { apiRequest } from '@/lib/api-client';
import { BatchCheckResult } from './batch-check-result.tsx';
import { cardFiltersOf, FilterFields, type FilterValues } from './filter-fields.tsx';
import { FunctionFields } from './function-fields.tsx';
import { PolicyField } from './policy-field.tsx';

type Source = 'text' | 'file' | 'filter';

/**
 * A batch page: the operation, the cards (pasted, at most 100, or a file made from the template),
 * then the check's counts and refused rows, and only then, confirmed, the task. `operations` are
 * the kinds the page offers, the first chosen at the start; `withTarget` asks where pasted cards
 * move (a carrier change), which a file says on each row; `withFunctions` asks which network
 * functions every row, pasted or from a file, turns off or on (断网 / 复网).
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
  const [checking, setChecking] = useState(false);
  const form = useEndpointForm(checkBatch, {
    initial: {
      kind: operations[0]!,
      source: 'text' as Source,
      numbers: '',
      file: null as UploadedFile | null,
      carrier: '' as Carrier | '',
      plan_id: '',
      functions: [...CARD_FUNCTION_KEYS] as CardFunction[],
      policy_id: '',
      filter: { status: '', carrier: '', number: '' } as FilterValues,
    },
    // The source the tab shows, the other left out: the schema wants exactly one.
    toBody: ({ kind, source, numbers, file, carrier, plan_id, functions, policy_id, filter }) => ({
      ...(source === 'file'
        ? { kind, file_url: file?.file_url }
        : source === 'filter'
          ? { kind, filter: cardFiltersOf(filter) }
          : {
              kind,
              numbers: numbers.trim() || undefined,
              ...(withTarget
                ? { carrier: carrier || undefined, plan_id: plan_id ? Number(plan_id) : undefined }
                : {}),
            }),
      ...(withFunctions ? { functions } : {}),
      ...(withPolicy ? { policy_id: policy_id ? Number(policy_id) : undefined } : {}),
    }),
    onValid: async (body) => {
      setChecking(true);
      const answer = await apiRequest(checkBatch, { body }).catch(() => null);
      setChecking(false);
      if (answer) setCheck(answer);
    },
  });
  const { kind, source, file } = form.values;
  const pasted = form.values.numbers.split(/[\s,，;；、]+/).filter((n) => n !== '').length;

  if (check) {
    const started = onStarted
      ? () => {
          setCheck(null);
          onStarted();
        }
      : undefined;
    return <BatchCheckResult check={check} onBack={() => setCheck(null)} onStarted={started} />;
  }

  return (
    <Card className="flex max-w-3xl flex-col gap-4 p-4">
      <p className="text-sm text-slate-600">{intro}</p>
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        {operations.length > 1 && (
          <fieldset className="flex flex-wrap items-center gap-4">
            <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('batch.operation')}</legend>
            {operations.map((value) => (
              <label key={value} className="inline-flex items-center gap-1.5 text-sm">
                <input
                  type="radio"
                  name="batch-operation"
                  value={value}
                  checked={kind === value}
                  onChange={() => form.set('kind', value)}
                  className="accent-primary"
                />
                {t(labelOf(IMPORT_KINDS[value]))}
              </label>
            ))}
          </fieldset>
        )}
        {withPolicy && (
          <PolicyField value={form.values.policy_id} onChange={(next) => form.set('policy_id', next)} />
        )}
        {withFunctions && (
          <FunctionFields value={form.values.functions} onChange={(next) => form.set('functions', next)} />
        )}
        <Tabs value={source} onValueChange={(v) => form.set('source', v as Source)}>
          <TabsList>
            <TabsTrigger value="text">{t('common.batch.fromText')}</TabsTrigger>
            <TabsTrigger value="file">{t('common.batch.fromFile')}</TabsTrigger>
            {withPolicy && <TabsTrigger value="filter">{t('common.byFilter')}</TabsTrigger>}
          </TabsList>
          <TabsContent value="text" className="flex flex-col gap-3 pt-3">
            {withTarget && (
              <CarrierTargetFields
                id="batch-target"
                carrier={form.values.carrier}
                planId={form.values.plan_id}
                onChange={(carrier, planId) => {
                  form.set('carrier', carrier);
                  form.set('plan_id', planId);
                }}
              />
            )}
            <FormField id="batch-numbers" label={t('common.batch.numbers')} error={form.errors.numbers}>
              <textarea
                {...form.input('numbers', 'batch-numbers')}
                rows={8}
                placeholder={
                  withPolicy ? t('batch.ocNumbersPlaceholder') : t('common.batch.numbersPlaceholder')
                }
                className="w-full rounded border border-slate-300 px-2.5 py-1.5 font-mono text-sm outline-none placeholder:font-sans placeholder:text-slate-400 hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-invalid:border-danger"
              />
              <span className="text-xs text-slate-500">
                {t('batch.numbersHint', { n: pasted, max: BATCH_PASTE_MAX })}
              </span>
            </FormField>
          </TabsContent>
          <TabsContent value="file" className="flex flex-col gap-2 pt-3">
            <ImportFileField
              value={file}
              onChange={(next) => form.set('file', next)}
              hint={t('batch.fileHint')}
              template={{ kind }}
            />
          </TabsContent>
          {withPolicy && (
            <TabsContent value="filter" className="pt-3">
              {source === 'filter' && (
                <FilterFields value={form.values.filter} onChange={(next) => form.set('filter', next)} />
              )}
            </TabsContent>
          )}
        </Tabs>
        {form.formError && (
          <p role="alert" className="text-xs text-danger">
            {form.formError}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={checking}>
            <ListChecks />
            {t('common.batch.check')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
