import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteSmsTemplate,
  type SmsTemplateRow,
  smsSendOptions,
  smsSignatureForm,
  smsSignatureList,
  smsTemplateForm,
  smsTemplateList,
  templateVariables,
} from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { EndpointForm, type FormTarget } from '@/components/form/endpoint-form';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useRowAction } from '@/components/use-row-action';
import { navigate } from '@/lib/hash-location';
import { hasCode, rolesAtom } from '@/lib/session';

type Tab = 'templates' | 'signatures';
const TEMPLATES_READ = [smsTemplateList, smsSendOptions];

/**
 * /sms/template: the main client's SMS templates (with ${variables}, 指令 / 通知, enabled or not;
 * one used by an SMS cannot be deleted) and its signatures, applied for with func_sms_sign and
 * reviewed by the carrier on the emulator clock. The dialogs are the contract's form declarations.
 */
export default function SmsTemplatePage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const confirm = useConfirm();
  const [tab, setTab] = useState<Tab>('templates');
  const [template, setTemplate] = useState<FormTarget<SmsTemplateRow>>(null);
  const [signature, setSignature] = useState<FormTarget<object>>(null);
  const remove = useRowAction(deleteSmsTemplate, {
    input: (row: SmsTemplateRow) => ({ query: { id: row.id } }),
    confirm: (row) => ({
      message: t('sms.template.confirmDelete', { name: row.name }),
      confirmLabel: t('common.remove'),
      variant: 'danger',
    }),
    done: (row) => t('sms.template.deleted', { name: row.name }),
    invalidates: TEMPLATES_READ,
  });
  const create = tab === 'templates' ? smsTemplateForm : smsSignatureForm;
  const canCreate = tab === 'templates' || hasCode(roles, 'func_sms_sign');

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        setTab(next as Tab);
        // The two lists keep their filters in the URL: a tab starts from none.
        navigate('/sms/template', { replace: true });
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList>
          <TabsTrigger value="templates">{t('sms.template.templates')}</TabsTrigger>
          <TabsTrigger value="signatures">{t('sms.template.signatures')}</TabsTrigger>
        </TabsList>
        {canCreate && (
          <Button
            variant="primary"
            onClick={() => (tab === 'templates' ? setTemplate : setSignature)({ record: null })}
          >
            <Plus />
            {t(create.texts.create)}
          </Button>
        )}
      </div>
      <TabsContent value="templates" className="pt-3">
        <ListScreen
          list={smsTemplateList}
          caption={t('sms.template.templates')}
          storageKey="sms-templates"
          actions={{
            edit: (row) => setTemplate({ record: row }),
            delete: (row) =>
              row.used > 0
                ? confirm({ message: t('sms.template.inUse', { name: row.name, count: row.used }) })
                : remove(row),
          }}
        />
      </TabsContent>
      <TabsContent value="signatures" className="pt-3">
        <ListScreen
          list={smsSignatureList}
          caption={t('sms.template.signatures')}
          storageKey="sms-signatures"
        />
      </TabsContent>
      <EndpointForm
        form={smsTemplateForm}
        target={template}
        onClose={() => setTemplate(null)}
        invalidates={TEMPLATES_READ}
        hints={{ content: (value) => <VariablesLine content={String(value)} /> }}
      />
      <EndpointForm
        form={smsSignatureForm}
        target={signature}
        onClose={() => setSignature(null)}
        invalidates={[smsSignatureList, smsSendOptions]}
      />
    </Tabs>
  );
}

/** The variables a template holds, as the dialog shows them while it is typed. */
function VariablesLine({ content }: { content: string }) {
  const { t } = useTranslation();
  const names = templateVariables(content);
  return names.length > 0
    ? t('sms.template.variables', { names: names.map((n) => `\${${n}}`).join(' ') })
    : t('sms.template.noVariables');
}
