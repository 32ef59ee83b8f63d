import { useTranslation } from 'react-i18next';

interface RefusedRow {
  row_no: number;
  number: string;
  reason: string;
}

/**
 * The rows a check refused, as a batch check and the SMS check show them: the file or paste row,
 * the number, which check refused it and why; `more` says how many are not listed when the
 * answer carries only the first of them.
 */
export function RefusedRowsTable<R extends RefusedRow>({
  caption,
  rows,
  checkOf,
  more,
}: {
  caption: string;
  rows: R[];
  /** The refusing check's name, in the page's language. */
  checkOf: (row: R) => string;
  more: string | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="max-h-80 overflow-auto rounded border border-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-500">
          <tr>
            <th className="px-2 py-1.5 font-medium">{t('batch.row')}</th>
            <th className="px-2 py-1.5 font-medium">{t('field.cardNumber')}</th>
            <th className="hidden px-2 py-1.5 font-medium sm:table-cell">{t('batch.check')}</th>
            <th className="px-2 py-1.5 font-medium">{t('batch.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.row_no} className="border-t border-slate-100 align-top">
              <td className="px-2 py-1.5 tabular-nums">{row.row_no}</td>
              <td className="px-2 py-1.5 font-mono text-xs break-all">{row.number}</td>
              <td className="hidden px-2 py-1.5 whitespace-nowrap sm:table-cell">{checkOf(row)}</td>
              <td className="px-2 py-1.5 text-danger">{row.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more && <p className="border-t border-slate-100 px-2 py-1.5 text-xs text-slate-500">{more}</p>}
    </div>
  );
}
