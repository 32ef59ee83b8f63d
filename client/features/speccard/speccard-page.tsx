import { useAtomValue } from 'jotai';
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { indexHeader, ledgerList, speccardForm, speccardList } from '#contract';
import { ListScreen } from '@/components/list-screen';
import { navigate } from '@/lib/hash-location';
import { hasCode, rolesAtom } from '@/lib/session';

/**
 * /speccard_resume (增值服务 → 特殊卡复机): the client's applications to resume cards the carrier
 * stopped for 违规, 机卡分离, 达量 or 欠费, newest first, polled while one waits for its review; a
 * new one (func_speccard_resume) is the contract's form: the card, the reason, the evidence file.
 */
export default function SpeccardPage() {
  const { t } = useTranslation();
  const roles = useAtomValue(rolesAtom);
  return (
    <ListScreen
      list={speccardList}
      caption={t('speccard.caption')}
      storageKey="speccard-resume"
      pollWhile={(rows) => rows.some((r) => r.status === 'pending' || r.status === 'approved')}
      actions={{ detail: (row) => navigate(`/speccard_resume/detail?id=${row.id}`) }}
      create={
        hasCode(roles, 'func_speccard_resume') && {
          form: speccardForm,
          label: t('speccard.apply'),
          icon: <LifeBuoy aria-hidden />,
          invalidates: [ledgerList, indexHeader],
        }
      }
    />
  );
}
