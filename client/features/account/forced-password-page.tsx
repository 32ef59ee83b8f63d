import { useTranslation } from 'react-i18next';
import { navigate } from '@/lib/hash-location';
import { loadSession } from '@/lib/session-loader';
import { ForcedShell } from './forced-shell.tsx';
import { PasswordForm } from './password-form.tsx';

/** /change_password: the guard sends a user who must change the password here first. */
export default function ForcedPasswordPage() {
  const { t } = useTranslation();
  return (
    <ForcedShell title={t('account.changePassword')} notice={t('account.mustChangePassword')}>
      <PasswordForm
        onDone={async () => {
          await loadSession();
          navigate('/', { replace: true });
        }}
      />
    </ForcedShell>
  );
}
