import { useAtomValue } from 'jotai';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '#contract';
import { navigate } from '@/lib/hash-location';
import type { MessageKey } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { hasCode, rolesAtom } from '@/lib/session';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';
import { useConfirm } from './confirm-dialog.tsx';
import { Button } from './ui/button.tsx';

/**
 * A list page's export: the endpoint that starts it as a task (its body is the list's filters), and
 * the page's words for the button, the question (with `{count}`) and the toast (with `{count}`).
 */
export interface ListExport {
  endpoint: Endpoint;
  texts: { button: MessageKey; confirm: MessageKey; started: MessageKey };
  /** Where the file is listed (the export log of the persona). */
  logPath: string;
}

/** The list's query fields the export does not take: the page and its size (it exports every page). */
const PAGING = new Set(['page', 'page_size']);

/**
 * Starts the export of what the list shows (its filters) after a confirmation naming the row count,
 * then offers the export log. Shown only to a user holding a code of the endpoint; disabled when
 * nothing matches.
 */
export function ListExportButton({
  spec,
  query,
  total,
}: {
  spec: ListExport;
  query: Readonly<Record<string, unknown>>;
  total: number;
}) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const roles = useAtomValue(rolesAtom);
  const start = useEndpointMutation(spec.endpoint, { invalidates: [] });
  const access = spec.endpoint.access;
  if (typeof access === 'object' && !access.anyOf.some((code) => hasCode(roles, code))) return null;

  const run = async () => {
    if (!(await confirm({ message: t(spec.texts.confirm, { count: total }) }))) return;
    const body = Object.fromEntries(
      Object.entries(query).filter(([k, v]) => !PAGING.has(k) && v !== undefined && v !== ''),
    );
    const started = (await start.mutateAsync({ body } as never).catch(() => null)) as {
      total: number;
    } | null;
    if (!started) return;
    notify.success(t(spec.texts.started, { count: started.total }), {
      action: { label: t('common.toExportLog'), onClick: () => navigate(spec.logPath) },
    });
  };

  return (
    <Button size="sm" variant="primary" disabled={total === 0 || start.isPending} onClick={() => void run()}>
      <Download aria-hidden />
      {t(spec.texts.button)}
    </Button>
  );
}
