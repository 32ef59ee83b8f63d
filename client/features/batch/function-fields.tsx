import { useTranslation } from 'react-i18next';
import { CARD_FUNCTION_KEYS, CARD_FUNCTIONS, type CardFunction, labelOf } from '#contract';

/** The network functions a 断网 / 复网 batch turns off or on, for every row, pasted or from a file. */
export function FunctionFields({
  value,
  onChange,
}: {
  value: readonly CardFunction[];
  onChange: (next: CardFunction[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-center gap-4">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('field.networkFunctions')}</legend>
      {CARD_FUNCTION_KEYS.map((fn) => (
        <label key={fn} className="inline-flex items-center gap-1.5 text-sm">
          <input
            type="checkbox"
            name="batch-functions"
            value={fn}
            checked={value.includes(fn)}
            // Kept in the catalogue's order, whichever is ticked first.
            onChange={(e) =>
              onChange(CARD_FUNCTION_KEYS.filter((k) => (k === fn ? e.target.checked : value.includes(k))))
            }
            className="accent-primary"
          />
          {t(labelOf(CARD_FUNCTIONS[fn]))}
        </label>
      ))}
    </fieldset>
  );
}
