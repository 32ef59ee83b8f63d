import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import { tokenAtom } from '@/lib/session';
import { useAgreement } from './api/agreement.ts';

/** An agreement's title and text, with whether and when it was signed (for a logged-in reader). */
export function AgreementView({ module }: { module: 'base_module' | 'privacy_module' }) {
  const { t } = useTranslation();
  const loggedIn = useAtomValue(tokenAtom) !== null;
  const agreement = useAgreement(module, { loggedIn });
  if (!agreement.data) return <p role="status">{t('common.loading')}</p>;
  const { title, version, content, signed, signed_at } = agreement.data;
  return (
    <article className="flex flex-col gap-3">
      <header className="flex flex-wrap items-baseline gap-3">
        <h2 className="text-lg font-semibold">{title}</h2>
        <span className="text-xs text-slate-500">{t('account.agreementVersion', { version })}</span>
        {loggedIn && (
          <span className="text-xs text-slate-500">
            {signed ? t('account.signedAt', { at: signed_at ?? '' }) : t('account.notSigned')}
          </span>
        )}
      </header>
      <SafeHtml
        html={content}
        className="max-h-[60vh] overflow-auto rounded border border-slate-200 p-3 sm:p-4"
      />
    </article>
  );
}
