import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { enUS, zhCN } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { currentLang } from '@/lib/i18n';
import { type DateKind, dayOf, monthText, pickedDay, yearOf } from './date-text.ts';

interface CalendarProps {
  kind: DateKind;
  value: string;
  onPick: (value: string) => void;
}

/** The date input's popup: a month of days (react-day-picker), or a year of months, in the app's language. */
export default function Calendar({ kind, value, onPick }: CalendarProps) {
  const lang = currentLang();
  if (kind === 'month') return <MonthGrid value={value} onPick={onPick} lang={lang} />;
  const selected = dayOf(value);
  return (
    <DayPicker
      mode="single"
      locale={lang === 'en' ? enUS : zhCN}
      selected={selected}
      defaultMonth={selected}
      captionLayout="dropdown"
      startMonth={new Date(2000, 0)}
      endMonth={new Date(2040, 11)}
      onSelect={(day) => day && onPick(pickedDay(day, kind, value))}
      style={{ '--rdp-accent-color': 'var(--color-primary)' } as React.CSSProperties}
    />
  );
}

function MonthGrid({ value, onPick, lang }: { value: string; onPick: (v: string) => void; lang: string }) {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => yearOf(value, new Date()));
  const names = new Intl.DateTimeFormat(lang, { month: 'short' });
  return (
    <div className="flex w-60 flex-col gap-2">
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('widgets.date.prevYear')}
          onClick={() => setYear(year - 1)}
        >
          <ChevronLeft />
        </Button>
        <span className="font-medium">{year}</span>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('widgets.date.nextYear')}
          onClick={() => setYear(year + 1)}
        >
          <ChevronRight />
        </Button>
      </div>
      <div className="grid grid-cols-3 gap-1">
        {Array.from({ length: 12 }, (_, i) => {
          const text = monthText(year, i + 1);
          return (
            <Button
              key={text}
              size="sm"
              variant={value.startsWith(text) ? 'primary' : 'ghost'}
              onClick={() => onPick(text)}
            >
              {names.format(new Date(year, i, 1))}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
