import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signAgreement, userAgreement } from '#contract';
import { PublicPageFrame } from '@/components/public-page-frame';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox';
import { navigate } from '@/lib/hash-location';
import { notify } from '@/lib/notify';
import { usePageLocation } from '@/lib/page-location';
import { tokenAtom } from '@/lib/session';
import { loadSession } from '@/lib/session-loader';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { AgreementView } from './agreement-view.tsx';
import { ForcedShell } from './forced-shell.tsx';

type Module = 'base_module' | 'privacy_module';

/**
 * /protocol/:module, a public page: a main client reads and signs the agreement before using the
 * portal; a visitor without a login (before registering, say) reads it, with nothing to sign.
 */
export default function ProtocolSignPage() {
  const { path } = usePageLocation();
  const module = path.endsWith('/privacy_module') ? 'privacy_module' : 'base_module';
  const loggedIn = useAtomValue(tokenAtom) !== null;
  return loggedIn ? <SignAgreement module={module} /> : <ReadAgreement module={module} />;
}

function ReadAgreement({ module }: { module: Module }) {
  const { t } = useTranslation();
  return (
    <PublicPageFrame wide>
      <h1 className="text-xl font-semibold">{t('account.agreementTitle')}</h1>
      <AgreementView module={module} />
      <a className="self-center text-sm text-slate-500 hover:text-primary" href="#/login">
        {t('common.register.backToLogin')}
      </a>
    </PublicPageFrame>
  );
}

function SignAgreement({ module }: { module: Module }) {
  const { t } = useTranslation();
  // Signing base_module (need_sign cleared) changes the other agreement's answer too.
  const sign = useEndpointMutation(signAgreement, { invalidates: [userAgreement] });
  const [agreed, setAgreed] = useState(false);
  return (
    <ForcedShell wide title={t('account.agreementTitle')} notice={t('account.mustSign')}>
      <AgreementView module={module} />
      <CheckboxField checked={agreed} onChange={setAgreed}>
        {t('account.agreeCheckbox')}
      </CheckboxField>
      <Button
        variant="primary"
        size="lg"
        disabled={!agreed || sign.isPending}
        onClick={() =>
          sign.mutate(
            { body: { module } },
            {
              onSuccess: async () => {
                notify.success(t('account.signed'));
                await loadSession();
                navigate('/', { replace: true });
              },
            },
          )
        }
      >
        {t('account.sign')}
      </Button>
    </ForcedShell>
  );
}
