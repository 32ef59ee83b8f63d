import { useTranslation } from 'react-i18next';
import { remoteResumeList } from '#contract';
import { ListScreen } from '@/components/list-screen';

/** /remote_reroot: every resume the platform sent to a card's carrier, every client, and the carrier's answer. */
export default function RemoteResumePage() {
  const { t } = useTranslation();
  return (
    <ListScreen
      list={remoteResumeList}
      caption={t('perm.router_remote_reroot')}
      storageKey="support-remote-resume"
    />
  );
}
