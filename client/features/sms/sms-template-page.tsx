import { useAtomValue } from 'jotai';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SmsTemplateRow, smsSignatureList, smsTemplateList } from '#contract';
import { useConfirm } from '@/components/confirm-dialog';
import { ListScreen } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { hasCode, rolesAtom } from '@/lib/session';
import { useDeleteTemplate } from './api/sms.ts';
import { SignatureDialog } from './signature-dialog.tsx';
import { TemplateDialog, type TemplateTarget } from './template-dialog.tsx';

type Tab = 'templates' | 'signatures';

/**
 * /sms/template: the main client's SMS templates (with ${variables}, 指令 / 通知, enabled or not;
 * one used by an SMS cannot be deleted) and its signatures, applied for with func_sms_sign and
 * reviewed by the carrier on the emulator clock.
 */
export default function SmsTemplatePage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  const confirm = useConfirm();
  const remove = useDeleteTemplate();
  const [tab, setTab] = useState<Tab>('templates');
  const [editing, setEditing] = useState<TemplateTarget | null>(null);
  const [applying, setApplying] = useState(false);

  const onAction = async (key: string, row: SmsTemplateRow) => {
    if (key === 'edit') return setEditing({ template: row });
    if (key !== 'delete') return;
    if (row.used > 0) {
      await confirm({ message: t('sms.template.inUse', { name: row.name, count: row.used }) });
      return;
    }
    const sure = await confirm({
      message: t('sms.template.confirmDelete', { name: row.name }),
      confirmLabel: t('project.group.deleteLabel'),
      variant: 'danger',
    });
    if (!sure) return;
    const done = await remove.mutateAsync(row.id).catch(() => null);
    if (done) notify.success(t('sms.template.deleted', { name: row.name }));
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TabsList>
          <TabsTrigger value="templates">{t('sms.template.templates')}</TabsTrigger>
          <TabsTrigger value="signatures">{t('sms.template.signatures')}</TabsTrigger>
        </TabsList>
        {tab === 'templates' ? (
          <Button variant="primary" onClick={() => setEditing({ template: null })}>
            <Plus />
            {t('sms.template.create')}
          </Button>
        ) : (
          hasCode(roles, 'func_sms_sign') && (
            <Button variant="primary" onClick={() => setApplying(true)}>
              <Plus />
              {t('sms.template.apply')}
            </Button>
          )
        )}
      </div>
      <TabsContent value="templates" className="pt-3">
        <ListScreen
          list={smsTemplateList}
          caption={t('sms.template.templates')}
          storageKey="sms-templates"
          onAction={(key, row) => void onAction(key, row)}
        >
          <TemplateDialog target={editing} onClose={() => setEditing(null)} />
        </ListScreen>
      </TabsContent>
      <TabsContent value="signatures" className="pt-3">
        <ListScreen
          list={smsSignatureList}
          caption={t('sms.template.signatures')}
          storageKey="sms-signatures"
        >
          {applying && <SignatureDialog onClose={() => setApplying(false)} />}
        </ListScreen>
      </TabsContent>
    </Tabs>
  );
}
