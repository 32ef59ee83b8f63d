import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardNumberForm } from '@/components/card-number-form';
import { PublicCardFrame } from '@/components/public-card-frame';
import { PublicCardView } from '@/components/public-card-view';
import { usePublicCardByNumber } from './api/public-card.ts';

/** /cardH5 (no login): the end user types the card's ICCID or MSISDN and sees its state. */
export default function CardH5Page() {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const card = usePublicCardByNumber(number);

  return (
    <PublicCardFrame title={t('publicCard.title')}>
      <CardNumberForm id="card-h5-number" busy={card.isFetching} onLookUp={setNumber} />
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
