import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NUM_TYPE_LABELS, NUM_TYPES, type NumType } from '#contract';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { findCardId } from './api/find-card-id.ts';

/** Finds one of the caller's cards by a full number of the chosen type and hands over its id. */
export function CardPicker({ onPick }: { onPick: (cardId: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [numType, setNumType] = useState<NumType>('iccid');
  const [number, setNumber] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = number.replace(/\s+/g, '');
    if (!value) return;
    setBusy(true);
    try {
      onPick(await findCardId(value, numType));
    } catch {
      // The request module has told the user (no such card).
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <div className="flex w-full flex-col gap-1 sm:w-auto">
        <Label htmlFor={`${id}-type`} className="text-xs text-slate-500">
          {t('field.numType')}
        </Label>
        <Select value={numType} onValueChange={(v) => setNumType(v as NumType)}>
          <SelectTrigger id={`${id}-type`} className="w-full sm:w-32">
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
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-auto">
        <Label htmlFor={`${id}-number`} className="text-xs text-slate-500">
          {t('field.cardNumber')}
        </Label>
        <Input
          id={`${id}-number`}
          value={number}
          placeholder={t('common.fullNumberPlaceholder')}
          onChange={(e) => setNumber(e.target.value)}
          className="w-full sm:w-64"
        />
      </div>
      <Button type="submit" variant="primary" disabled={busy || number.trim() === ''}>
        <Search />
        {t('common.lookUp')}
      </Button>
    </form>
  );
}
