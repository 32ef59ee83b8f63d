import { useTranslation } from 'react-i18next';
import { navigate } from '@/lib/hash-location';
import { loadSession } from '@/lib/session-loader';
import { ContactForm } from './contact-form.tsx';
import { ForcedShell } from './forced-shell.tsx';

/** /change_contact: the guard sends a user whose contact details need confirming here. */
export default function ForcedContactPage() {
  const { t } = useTranslation();
  return (
    <ForcedShell title={t('account.changeContact')} notice={t('account.mustConfirmContact')}>
      <ContactForm
        onDone={async () => {
          await loadSession();
          navigate('/', { replace: true });
        }}
      />
    </ForcedShell>
  );
}
