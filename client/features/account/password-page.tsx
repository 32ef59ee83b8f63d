import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { PasswordForm } from './password-form.tsx';

/** /change_password_page: changing the password from the user menu. */
export default function PasswordPage() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto flex max-w-lg flex-col gap-4 p-6">
      <h1 className="text-lg font-semibold">{t('account.changePassword')}</h1>
      <PasswordForm />
    </Card>
  );
}
