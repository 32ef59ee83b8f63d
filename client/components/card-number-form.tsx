import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_CARD_NUMBER } from '#contract';
import { Button } from './ui/button';
import { Input } from './ui/input';
import { Label } from './ui/label';

/**
 * The public pages' card number (/cardH5, /wx_recharge): the ICCID or MSISDN printed on the card,
 * spaces dropped, checked as the emulator checks it before anything is asked; `onLookUp` gets it.
 */
export function CardNumberForm({
  id,
  initial = '',
  busy,
  onLookUp,
}: {
  /** The input's id; the hint and the error take it as their prefix. */
  id: string;
  initial?: string;
  busy: boolean;
  onLookUp: (number: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = draft.replace(/\s+/g, '');
    if (!cleaned) return setError(t('validation.card_number_required'));
    if (!PUBLIC_CARD_NUMBER.test(cleaned)) return setError(t('validation.card_number_invalid'));
    setError(null);
    onLookUp(cleaned);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={id}>{t('field.cardNumber')}</Label>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('publicCard.subtitle')}
      </p>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          autoComplete="off"
          inputMode="numeric"
          placeholder={t('publicCard.numberPlaceholder')}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(e) => setDraft(e.target.value)}
          className="h-10 text-base"
        />
        <Button type="submit" variant="primary" size="lg" disabled={busy}>
          <Search />
          {t('common.lookUp')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
