import { useTranslation } from 'react-i18next';

/** An answer's refused rows (the first ones), each with the reason, under its counts. */
export function RefusedRows({
  answer,
}: {
  answer: { total: number; valid: number; bad_rows: { row_no: number; number: string; reason: string }[] };
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded border border-amber-200 bg-amber-50 p-3 text-sm"
    >
      <p>
        {t('subCustomer.refusedSummary', {
          total: answer.total,
          valid: answer.valid,
          refused: answer.total - answer.valid,
        })}
      </p>
      <ul className="max-h-40 overflow-auto text-xs">
        {answer.bad_rows.map((row) => (
          <li key={row.row_no}>
            {t('subCustomer.refusedRow', { row: row.row_no, number: row.number, reason: row.reason })}
          </li>
        ))}
      </ul>
    </div>
  );
}
