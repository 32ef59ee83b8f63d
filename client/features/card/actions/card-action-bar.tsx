import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CardRow, cardList, QueryOf } from '#contract';
import type { ListToolbarContext } from '@/components/list-screen';
import { Button } from '@/components/ui/button';
import { BATCH_ACTIONS, type BatchAction } from './use-card-actions.tsx';

interface CardActionBarProps extends ListToolbarContext<typeof cardList> {
  isAllowed: (perm: string) => boolean;
  labelOf: (action: BatchAction) => string;
  onRun: (action: BatchAction, cards: CardRow[], done: () => void) => void;
  onExport: (query: QueryOf<typeof cardList>, total: number) => void;
}

/** The actions the user's function codes allow, on the selected cards; export takes the filters. */
export function CardActionBar(props: CardActionBarProps) {
  const { t } = useTranslation();
  const { selected, clearSelection, isAllowed } = props;
  const actions = (Object.keys(BATCH_ACTIONS) as BatchAction[]).filter((a) => isAllowed(BATCH_ACTIONS[a]));
  const canExport = isAllowed('func_export_data');
  if (actions.length === 0 && !canExport) return null;
  return (
    <div
      role="toolbar"
      aria-label={t('card.list.actions.label')}
      className="flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-slate-50 px-3 py-2"
    >
      {actions.length > 0 && (
        <span className="text-xs text-slate-500">
          {selected.length > 0 ? (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={clearSelection}>
              {t('card.list.actions.clear')}
            </Button>
          ) : (
            t('card.list.actions.hint')
          )}
        </span>
      )}
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        {actions.map((action) => (
          <Button
            key={action}
            size="sm"
            disabled={selected.length === 0}
            onClick={() => props.onRun(action, selected, clearSelection)}
          >
            {props.labelOf(action)}
          </Button>
        ))}
        {canExport && (
          <Button
            size="sm"
            variant="primary"
            disabled={props.total === 0}
            onClick={() => props.onExport(props.query, props.total)}
          >
            <Download aria-hidden />
            {t('card.list.actions.export')}
          </Button>
        )}
      </div>
    </div>
  );
}
