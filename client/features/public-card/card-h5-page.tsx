import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_CARD_NUMBER } from '#contract';
import { PublicCardFrame } from '@/components/public-card-frame';
import { PublicCardView } from '@/components/public-card-view';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePublicCardByNumber } from './api/public-card.ts';

/** /cardH5 (no login): the end user types the card's ICCID or MSISDN and sees its state. */
export default function CardH5Page() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const card = usePublicCardByNumber(number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = draft.replace(/\s+/g, '');
    if (!cleaned) return setError(t('validation.card_number_required'));
    if (!PUBLIC_CARD_NUMBER.test(cleaned)) return setError(t('validation.card_number_invalid'));
    setError(null);
    setNumber(cleaned);
  };

  return (
    <PublicCardFrame title={t('publicCard.title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <Label htmlFor="card-h5-number">{t('field.cardNumber')}</Label>
        <p id="card-h5-hint" className="text-xs text-slate-500">
          {t('publicCard.subtitle')}
        </p>
        <div className="flex gap-2">
          <Input
            id="card-h5-number"
            value={draft}
            autoComplete="off"
            inputMode="numeric"
            placeholder={t('publicCard.numberPlaceholder')}
            aria-invalid={!!error}
            aria-describedby={error ? 'card-h5-hint card-h5-error' : 'card-h5-hint'}
            onChange={(e) => setDraft(e.target.value)}
            className="h-10 text-base"
          />
          <Button type="submit" variant="primary" size="lg" disabled={card.isFetching}>
            <Search />
            {t('common.lookUp')}
          </Button>
        </div>
        {error && (
          <p id="card-h5-error" role="alert" className="text-xs text-danger">
            {error}
          </p>
        )}
      </form>
      {card.isError && (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {card.error.message}
        </p>
      )}
      {card.isFetching && !card.data && (
        <p role="status" className="text-sm text-slate-500">
          {t('common.loading')}
        </p>
      )}
      {card.data && !card.isError && <PublicCardView card={card.data} />}
    </PublicCardFrame>
  );
}
