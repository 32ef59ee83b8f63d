import { useTranslation } from 'react-i18next';
import { ocSwitchList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/** /oc_card/switch_record: every carrier switch of the client's multi-carrier cards, newest first. */
export default function SwitchRecordPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p className="max-w-3xl text-sm text-slate-500">{t('ocCard.switchIntro')}</p>
      <ListScreen
        list={ocSwitchList}
        caption={t('perm.router_oc_switch_record')}
        storageKey="oc-switch-records"
      />
    </div>
  );
}
