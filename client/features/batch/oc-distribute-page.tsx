import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ocDistributionList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { invalidate } from '@/lib/endpoint-query';
import { BatchScreen } from './batch-screen.tsx';

/**
 * /oc_card/distribute: give multi-carrier cards (by EID, O-ICCID or ICCID, pasted or from the
 * template) a switching policy, as a checked batch; below, the distribution log: each card 待生效
 * until its next attach on the emulator clock, then 已生效, or 失败 with the reason.
 */
export default function OcDistributePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-col gap-4">
      <BatchScreen
        operations={['oc_distribute']}
        intro={t('batch.ocIntro')}
        withPolicy
        // The distribution is followed in the log below rather than in the import log.
        onStarted={() => invalidate(queryClient, ocDistributionList)}
      />
      <ListScreen list={ocDistributionList} caption={t('batch.ocLog')} storageKey="oc-distribution-log" />
    </div>
  );
}
