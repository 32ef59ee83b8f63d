import { useTranslation } from 'react-i18next';
import { type AnyFormDeclaration, type AnyListEndpoint, labelOf, type TextKey } from '#contract';
import { FigureGrid } from '@/components/detail-page';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/**
 * A review queue's row forms (issue 49): 通过 opens the approval (what it does, then confirm) and
 * 驳回 the rejection, whose reason the customer sees; both on the row's item only, so the
 * customer's own reason never fills the reviewer's.
 */
export const reviewForms = (approve: AnyFormDeclaration, reject: AnyFormDeclaration) => ({
  approve: { form: approve, record: (row: { id: number | string }) => ({ id: row.id }) },
  reject: { form: reject, record: (row: { id: number | string }) => ({ id: row.id, reason: '' }) },
});

/**
 * One item of a queue in full (its 详情 button): every column its list declares, the hidden ones
 * too (the evidence, the applicant, when the platform would decide), worded as the table words them.
 */
export function ReviewDetail({
  list,
  row,
  title,
  onClose,
}: {
  list: AnyListEndpoint;
  row: Record<string, unknown> | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const figures = row
    ? list.list.columns.flatMap((column) => {
        if (column.type === 'buttons') return [];
        const value = row[column.prop];
        const text =
          value === '' || value === null || value === undefined
            ? '-'
            : column.type === 'tag' || column.type === 'status'
              ? t(labelOf((column.options as Record<string, Parameters<typeof labelOf>[0]>)[String(value)]!))
              : column.type === 'money'
                ? `¥${String(value)}`
                : String(value);
        return [{ label: t(column.label as TextKey), value: text }];
      })
    : [];
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <FigureGrid figures={figures} />
      </DialogContent>
    </Dialog>
  );
}
