import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  SMS_PASTE_MAX,
  SMS_PRICE_CENTS,
  type SmsCheck,
  smsSegments,
  smsSendForm,
} from '#contract';
import { EndpointForm } from '@/components/form/endpoint-form';
import { TemplateLink } from '@/components/import-file-field';
import { Card } from '@/components/ui/card';
import { hasCode, rolesAtom } from '@/lib/session';
import { useSmsOptions } from './api/sms.ts';

const yuan = (cents: number) => formatMoney(cents / 100);
const choices = (list: readonly { id: number; name: string }[] | undefined, label = (name: string) => name) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: label(o.name) }));

/** What was typed, to start the form again from it (going back from the check). */
export type SendDraft = Record<string, unknown> | null;

/**
 * The send form (`smsSendForm`): whom, the message (a chosen template fills it and its kind, still
 * editable) with its live SMS count and price; its submit is the check, which the page shows.
 */
export function SendForm({
  draft,
  onChecked,
}: {
  draft: SendDraft;
  onChecked: (check: SmsCheck, draft: SendDraft) => void;
}) {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const options = useSmsOptions().data;
  const pasted = (value: unknown) =>
    String(value ?? '')
      .split(/[\s,，;；、]+/)
      .filter((n) => n !== '').length;

  return (
    <Card className="flex max-w-4xl flex-col gap-4 p-4">
      <p className="text-sm text-slate-600">{t('sms.send.intro')}</p>
      <EndpointForm
        inline
        form={smsSendForm}
        target={{ record: draft }}
        onClose={() => {}}
        invalidates={[]}
        hidden={hasCode(roles, 'func_sms_encrypt_send') ? [] : ['encrypted']}
        options={{
          billing_group_id: choices(options?.billing_groups),
          project_group_id: choices(options?.project_groups),
          template_id: choices(options?.templates),
          signature_id: choices(options?.signatures, (name) => `【${name}】`),
        }}
        follows={{
          template_id: (value, set) => {
            const template = options?.templates.find((tpl) => String(tpl.id) === value);
            if (!template) return;
            set('content', template.content);
            set('kind', template.kind);
          },
        }}
        hints={{
          billing_group_id: () => (options?.billing_groups.length === 0 ? t('sms.send.noGroups') : null),
          project_group_id: () => (options?.project_groups.length === 0 ? t('sms.send.noGroups') : null),
          numbers: (value) => t('sms.send.numbersHint', { n: pasted(value), max: SMS_PASTE_MAX }),
          file_url: () => <TemplateLink template={{ template: 'sms' }} />,
          content: (value, values) => (
            <ContentHints content={String(value ?? '')} signatureId={values.signature_id} />
          ),
        }}
        onSaved={(check, typed) => onChecked(check as SmsCheck, typed)}
      />
    </Card>
  );
}

/** The message as sent (with its signature): characters, encoding, SMS count, and the prices. */
function ContentHints({ content, signatureId }: { content: string; signatureId: unknown }) {
  const { t } = useTranslation();
  const signature = useSmsOptions().data?.signatures.find((s) => String(s.id) === signatureId);
  const text = (signature ? `【${signature.name}】` : '') + content;
  const count = smsSegments(text);
  return (
    <div className="flex flex-col gap-1">
      <span aria-live="polite" data-testid="sms-counter">
        {t('sms.send.counter', {
          chars: [...text].length,
          encoding: count.encoding === 'gsm7' ? 'GSM-7' : 'UCS-2',
          segments: count.parts.length,
          per: count.perSegment,
        })}
      </span>
      <span>{t('sms.send.templateHint')}</span>
      <span>
        {t('sms.send.price', {
          cmcc: yuan(SMS_PRICE_CENTS.cmcc),
          cucc: yuan(SMS_PRICE_CENTS.cucc),
          ctcc: yuan(SMS_PRICE_CENTS.ctcc),
        })}
      </span>
    </div>
  );
}
