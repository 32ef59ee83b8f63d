import { useTranslation } from 'react-i18next';
import { PublicCardFrame } from '@/components/public-card-frame';
import { PublicCardView } from '@/components/public-card-view';
import { usePageLocation } from '@/lib/page-location';
import { usePublicCardById } from './api/public-card.ts';

/** /card_qrcode_info/card/:card_id (no login): the card a package's QR code names. */
export default function CardQrcodePage() {
  const { t } = useTranslation();
  const { path } = usePageLocation();
  const raw = path.split('/')[3] ?? '';
  const cardId = /^\d+$/.test(raw) ? Number(raw) : 0;
  const card = usePublicCardById(cardId);
  return (
    <PublicCardFrame title={t('publicCard.qrTitle')}>
      {cardId === 0 ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {t('publicCard.qrInvalid')}
        </p>
      ) : card.isError ? (
        <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {card.error.message}
        </p>
      ) : card.data ? (
        <PublicCardView card={card.data} />
      ) : (
        <p role="status" className="text-sm text-slate-500">
          {t('common.loading')}
        </p>
      )}
    </PublicCardFrame>
  );
}
