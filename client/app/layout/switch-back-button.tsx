import { useAtomValue } from 'jotai';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { switchAccountBack } from '#contract';
import { Button } from '@/components/ui/button';
import { apiRequest } from '@/lib/api-client';
import { clientInfoAtom, replaceTokenAndReload } from '@/lib/session';

/** Shown while a support user acts as a customer: back to the support view, with a fresh app. */
export function SwitchBackButton() {
  const { t } = useTranslation();
  const info = useAtomValue(clientInfoAtom);
  if (info?.login_type !== 'support_switch_client') return null;
  return (
    <Button
      size="sm"
      variant="primary"
      onClick={() =>
        apiRequest(switchAccountBack)
          .then(({ token }) => replaceTokenAndReload(token))
          .catch(() => undefined)
      }
    >
      <Undo2 />
      {t('layout.switchBack')}
    </Button>
  );
}
