import { useTranslation } from 'react-i18next';
import {
  createSmsTemplate,
  SMS_KINDS,
  SMS_TEMPLATE_STATUSES,
  type SmsTemplateRow,
  templateVariables,
  updateSmsTemplate,
} from '#contract';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { currentLang } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { useSaveTemplate } from './api/sms.ts';

/** `{ template: null }` creates a template; `{ template }` edits that one. */
export type TemplateTarget = { template: SmsTemplateRow | null };

export function TemplateDialog({ target, onClose }: { target: TemplateTarget | null; onClose: () => void }) {
  return (
    target && <TemplateForm key={target.template?.id ?? 'new'} template={target.template} onClose={onClose} />
  );
}

const textareaClass =
  'w-full rounded border border-slate-300 px-2.5 py-1.5 text-sm outline-none hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20 aria-invalid:border-danger';

function Choice<V extends string>({
  legend,
  name,
  values,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  values: readonly V[];
  labels: Record<V, string>;
  value: V;
  onChange: (v: V) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex gap-4">
        {values.map((v) => (
          <label key={v} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
              className="accent-primary"
            />
            {labels[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TemplateForm({ template, onClose }: { template: SmsTemplateRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const save = useSaveTemplate();
  const form = useEndpointForm(template ? updateSmsTemplate : createSmsTemplate, {
    initial: {
      name: template?.name ?? '',
      content: template?.content ?? '',
      kind: template?.kind ?? ('command' as const),
      status: template?.status ?? ('enabled' as const),
    },
    toBody: (draft) => (template ? { id: template.id, ...draft } : draft),
    onValid: async (body) => {
      const saved = await save.mutateAsync({ ...body, id: template?.id }).catch(() => null);
      if (!saved) return;
      notify.success(
        template
          ? t('sms.template.updated', { name: saved.name })
          : t('sms.template.created', { name: saved.name }),
      );
      onClose();
    },
  });
  const names = templateVariables(form.values.content);

  return (
    <FormDialog
      title={template ? t('sms.template.editTitle') : t('sms.template.create')}
      description={t('sms.template.rule')}
      submitLabel={t('common.save')}
      busy={save.isPending}
      error={form.formError}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField id="sms-template-name" label={t('sms.template.name')} error={form.errors.name}>
        <Input {...form.input('name', 'sms-template-name')} />
      </FormField>
      <FormField id="sms-template-content" label={t('sms.template.content')} error={form.errors.content}>
        <textarea {...form.input('content', 'sms-template-content')} rows={4} className={textareaClass} />
        <span className="text-xs text-slate-500">
          {t('sms.template.contentHint', { example: '${name}' })}
        </span>
        <span className="text-xs text-slate-500">
          {names.length > 0
            ? t('sms.template.variables', { names: names.map((n) => `\${${n}}`).join(' ') })
            : t('sms.template.noVariables')}
        </span>
      </FormField>
      <Choice
        legend={t('sms.send.kind')}
        name="sms-template-kind"
        values={['command', 'notice'] as const}
        labels={{ command: SMS_KINDS.command[lang], notice: SMS_KINDS.notice[lang] }}
        value={form.values.kind}
        onChange={(v) => form.set('kind', v)}
      />
      <Choice
        legend={t('field.status')}
        name="sms-template-status"
        values={['enabled', 'disabled'] as const}
        labels={{
          enabled: SMS_TEMPLATE_STATUSES.enabled[lang],
          disabled: SMS_TEMPLATE_STATUSES.disabled[lang],
        }}
        value={form.values.status}
        onChange={(v) => form.set('status', v)}
      />
    </FormDialog>
  );
}
