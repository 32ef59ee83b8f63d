import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { loadSession } from '@/lib/session-loader';
import { ContactForm } from './contact-form.tsx';

/** /change_contact_page: changing the contact details from the user menu. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <Card className="mx-auto flex max-w-lg flex-col gap-4 p-6">
      <h1 className="text-lg font-semibold">{t('account.changeContact')}</h1>
      <ContactForm onDone={() => void loadSession()} />
    </Card>
  );
}
