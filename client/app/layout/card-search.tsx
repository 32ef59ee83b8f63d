import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardGetId, NUM_TYPE_LABELS, NUM_TYPES, type NumType } from '#contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { apiRequest } from '@/lib/api-client';
import { navigate } from '@/lib/hash-location';

/** The top bar's search by a card's full number; opens its detail, or the server says it is not found. */
export function CardSearch() {
  const { t } = useTranslation();
  const [numType, setNumType] = useState<NumType>('iccid');
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = number.trim();
    if (!trimmed) return;
    setBusy(true);
    try {
      const { card_id } = await apiRequest(cardGetId, { query: { number: trimmed, num_type: numType } });
      navigate(`/card/detail?card_id=${card_id}`);
    } catch {
      // The request module has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <search>
      <form onSubmit={submit} className="flex items-center">
        <Select value={numType} onValueChange={(v) => setNumType(v as NumType)}>
          <SelectTrigger className="h-7 w-24 rounded-r-none text-xs" aria-label={t('field.numType')}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {NUM_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {t(NUM_TYPE_LABELS[type])}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Input
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          className="h-7 w-32 rounded-none border-x-0 text-xs @min-[1000px]/top:w-44"
        />
        <Button
          type="submit"
          size="sm"
          variant="primary"
          className="h-7 rounded-l-none"
          disabled={busy}
          aria-label={t('search.submit')}
        >
          <Search />
        </Button>
      </form>
    </search>
  );
}
