import { useAtomValue } from 'jotai';
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
import { ListScreen } from '@/components/list-screen';
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
  const templateForm = {
    form: smsTemplateForm,
    invalidates: TEMPLATES_READ,
    hints: { content: (value: unknown) => <VariablesLine content={String(value)} /> },
  };

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        setTab(next as Tab);
        // The two lists keep their filters in the URL: a tab starts from none.
        navigate('/sms/template', { replace: true });
      }}
    >
      <TabsList>
        <TabsTrigger value="templates">{t('sms.template.templates')}</TabsTrigger>
        <TabsTrigger value="signatures">{t('sms.template.signatures')}</TabsTrigger>
      </TabsList>
      <TabsContent value="templates" className="pt-3">
        <ListScreen
          list={smsTemplateList}
          caption={t('sms.template.templates')}
          storageKey="sms-templates"
          create={{ ...templateForm, label: t(smsTemplateForm.texts.create) }}
          rowForms={{ edit: templateForm }}
          actions={{
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
          create={
            hasCode(roles, 'func_sms_sign') && {
              form: smsSignatureForm,
              label: t(smsSignatureForm.texts.create),
              invalidates: [smsSendOptions],
            }
          }
        />
      </TabsContent>
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
