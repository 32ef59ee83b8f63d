import { useAtomValue } from 'jotai';
import { Download, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_BASE,
  BATCH_FILE_EXTENSIONS,
  BATCH_TEMPLATE_PATH,
  formatMoney,
  labelOf,
  SMS_KINDS,
  SMS_PASTE_MAX,
  SMS_PRICE_CENTS,
  SMS_TARGET_KEYS,
  SMS_TARGETS,
  type SmsCheck,
  type SmsKind,
  type SmsTarget,
  smsCheck,
  smsSegments,
  UPLOAD_MAX_BYTES,
  type UploadedFile,
} from '#contract';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { Upload } from '@/components/upload';
import { useEndpointForm } from '@/components/use-endpoint-form';
import { apiRequest } from '@/lib/api-client';
import { currentLang } from '@/lib/i18n';
import { hasCode, rolesAtom } from '@/lib/session';
import { useSmsOptions } from './api/sms.ts';

const NONE = 'none';
const yuan = (cents: number) => formatMoney(cents / 100);

export type SendDraft = {
  target: SmsTarget;
  number: string;
  numbers: string;
  billing_group_id: string;
  project_group_id: string;
  file: UploadedFile | null;
  template_id: string;
  signature_id: string;
  kind: SmsKind;
  content: string;
  encrypted: boolean;
};

export const EMPTY_SEND: SendDraft = {
  target: 'card',
  number: '',
  numbers: '',
  billing_group_id: '',
  project_group_id: '',
  file: null,
  template_id: NONE,
  signature_id: NONE,
  kind: 'notice',
  content: '',
  encrypted: false,
};

const optionalId = (value: string) => (value && value !== NONE ? Number(value) : undefined);

/**
 * The send form: whom (one card, pasted numbers, a group, the template file), the message (a
 * template fills it, editable) with its live SMS count and price, then the check.
 */
export function SendForm({
  draft,
  onChecked,
}: {
  draft: SendDraft;
  onChecked: (check: SmsCheck, draft: SendDraft) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const roles = useAtomValue(rolesAtom);
  const options = useSmsOptions().data;
  const [checking, setChecking] = useState(false);
  const form = useEndpointForm(smsCheck, {
    initial: draft,
    toBody: (d) => ({
      target: d.target,
      ...(d.target === 'card' ? { number: d.number.trim() } : {}),
      ...(d.target === 'numbers' ? { numbers: d.numbers } : {}),
      ...(d.target === 'billing_group' ? { billing_group_id: optionalId(d.billing_group_id) } : {}),
      ...(d.target === 'project_group' ? { project_group_id: optionalId(d.project_group_id) } : {}),
      ...(d.target === 'file' ? { file_url: d.file?.file_url } : {}),
      content: d.content,
      template_id: optionalId(d.template_id),
      signature_id: optionalId(d.signature_id),
      kind: d.kind,
      encrypted: d.encrypted,
    }),
    onValid: async (body, d) => {
      setChecking(true);
      const answer = await apiRequest(smsCheck, { body }).catch(() => null);
      setChecking(false);
      if (answer) onChecked(answer, d);
    },
  });
  const { target, content } = form.values;
  const signature = options?.signatures.find((s) => String(s.id) === form.values.signature_id);
  const text = (signature ? `【${signature.name}】` : '') + content;
  const count = smsSegments(text);
  const pasted = form.values.numbers.split(/[\s,，;；、]+/).filter((n) => n !== '').length;
  const groups = target === 'billing_group' ? options?.billing_groups : options?.project_groups;
  const groupField = target === 'billing_group' ? 'billing_group_id' : 'project_group_id';

  const chooseTemplate = (value: string) => {
    form.set('template_id', value);
    const template = options?.templates.find((tpl) => String(tpl.id) === value);
    if (template) {
      form.set('content', template.content);
      form.set('kind', template.kind);
    }
  };

  return (
    <Card className="flex max-w-4xl flex-col gap-4 p-4">
      <p className="text-sm text-slate-600">{t('sms.send.intro')}</p>
      <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('sms.send.target')}</legend>
          {SMS_TARGET_KEYS.map((value) => (
            <label key={value} className="inline-flex items-center gap-1.5 text-sm">
              <input
                type="radio"
                name="sms-target"
                value={value}
                checked={target === value}
                onChange={() => form.set('target', value)}
                className="accent-primary"
              />
              {t(labelOf(SMS_TARGETS[value]))}
            </label>
          ))}
        </fieldset>
        {target === 'card' && (
          <FormField id="sms-number" label={t('field.cardNumber')} error={form.errors.number}>
            <Input
              {...form.input('number', 'sms-number')}
              placeholder={t('common.iccidOrMsisdn')}
              className="max-w-sm font-mono"
            />
          </FormField>
        )}
        {target === 'numbers' && (
          <FormField id="sms-numbers" label={t('common.batch.numbers')} error={form.errors.numbers}>
            <Textarea
              {...form.input('numbers', 'sms-numbers')}
              rows={5}
              placeholder={t('common.batch.numbersPlaceholder')}
              className="font-mono"
            />
            <span className="text-xs text-slate-500">
              {t('sms.send.numbersHint', { n: pasted, max: SMS_PASTE_MAX })}
            </span>
          </FormField>
        )}
        {(target === 'billing_group' || target === 'project_group') && (
          <div className="flex max-w-sm flex-col gap-1">
            <Label htmlFor="sms-group">{t(labelOf(SMS_TARGETS[target]))}</Label>
            <Select value={form.values[groupField]} onValueChange={(v) => form.set(groupField, v)}>
              <SelectTrigger id="sms-group" aria-invalid={Boolean(form.errors[groupField])}>
                <SelectValue
                  placeholder={groups?.length === 0 ? t('sms.send.noGroups') : t('sms.send.group')}
                />
              </SelectTrigger>
              <SelectContent>
                {(groups ?? []).map((g) => (
                  <SelectItem key={g.id} value={String(g.id)}>
                    {g.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {form.errors[groupField] && (
              <p role="alert" className="text-xs text-danger">
                {form.errors[groupField]}
              </p>
            )}
          </div>
        )}
        {target === 'file' && (
          <div className="flex flex-col gap-2">
            <Upload
              accept={BATCH_FILE_EXTENSIONS}
              maxBytes={UPLOAD_MAX_BYTES}
              value={form.values.file}
              onChange={(next) => form.set('file', next)}
            />
            {form.errors.file && (
              <p role="alert" className="text-xs text-danger">
                {form.errors.file}
              </p>
            )}
            <span className="text-xs text-slate-500">{t('sms.send.fileHint')}</span>
            <a
              href={`${API_BASE}${BATCH_TEMPLATE_PATH}?template=sms&lang=${lang}`}
              download
              className="inline-flex w-fit items-center gap-1 text-sm text-primary hover:underline"
            >
              <Download className="size-3.5" aria-hidden />
              {t('sms.send.downloadTemplate')}
            </a>
          </div>
        )}
        <div className="flex flex-wrap gap-4">
          <div className="flex min-w-56 flex-col gap-1">
            <Label htmlFor="sms-template">{t('sms.send.template')}</Label>
            <Select value={form.values.template_id} onValueChange={chooseTemplate}>
              <SelectTrigger id="sms-template">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>{t('sms.send.noTemplate')}</SelectItem>
                {(options?.templates ?? []).map((tpl) => (
                  <SelectItem key={tpl.id} value={String(tpl.id)}>
                    {tpl.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex min-w-48 flex-col gap-1">
            <Label htmlFor="sms-signature">{t('sms.send.signature')}</Label>
            <Select value={form.values.signature_id} onValueChange={(v) => form.set('signature_id', v)}>
              <SelectTrigger id="sms-signature">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NONE}>{t('sms.send.noSignature')}</SelectItem>
                {(options?.signatures ?? []).map((s) => (
                  <SelectItem key={s.id} value={String(s.id)}>
                    {`【${s.name}】`}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('sms.send.kind')}</legend>
            <div className="flex items-center gap-4 py-1.5">
              {(['command', 'notice'] as const).map((value) => (
                <label key={value} className="inline-flex items-center gap-1.5 text-sm">
                  <input
                    type="radio"
                    name="sms-kind"
                    value={value}
                    checked={form.values.kind === value}
                    onChange={() => form.set('kind', value)}
                    className="accent-primary"
                  />
                  {t(labelOf(SMS_KINDS[value]))}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <FormField id="sms-content" label={t('common.message')} error={form.errors.content}>
          <Textarea
            {...form.input('content', 'sms-content')}
            rows={4}
            placeholder={t('sms.send.contentPlaceholder')}
          />
          <span className="text-xs text-slate-500" aria-live="polite" data-testid="sms-counter">
            {t('sms.send.counter', {
              chars: [...text].length,
              encoding: count.encoding === 'gsm7' ? 'GSM-7' : 'UCS-2',
              segments: count.parts.length,
              per: count.perSegment,
            })}
          </span>
          <span className="text-xs text-slate-500">{t('sms.send.templateHint')}</span>
          <span className="text-xs text-slate-500">
            {t('sms.send.price', {
              cmcc: yuan(SMS_PRICE_CENTS.cmcc),
              cucc: yuan(SMS_PRICE_CENTS.cucc),
              ctcc: yuan(SMS_PRICE_CENTS.ctcc),
            })}
          </span>
        </FormField>
        {hasCode(roles, 'func_sms_encrypt_send') && (
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={form.values.encrypted}
              onChange={(event) => form.set('encrypted', event.target.checked)}
              className="accent-primary"
            />
            {t('sms.send.encrypted')}
          </label>
        )}
        {form.formError && (
          <p role="alert" className="text-xs text-danger">
            {form.formError}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={checking}>
            <ListChecks />
            {t('sms.send.check')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
