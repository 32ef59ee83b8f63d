import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_STATUSES,
  CARRIERS,
  CLIENT_KINDS,
  type DataOf,
  formatMoney,
  formatNumber,
  LEDGER_KINDS,
  labelOf,
  supportClientDetail,
  TASK_KINDS,
  TASK_STATUSES,
} from '#contract';
import { type StaticColumn, StaticTable } from '@/components/static-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { endpointQuery } from '@/lib/endpoint-query';
import { usePageLocation } from '@/lib/page-location';

/** The client id of /client/detail/5 or /client/detail?client_id=5; 0 if none. */
function clientIdOf(path: string, search: string): number {
  const raw = new URLSearchParams(search).get('client_id') ?? path.split('/')[3] ?? '';
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

type Detail = DataOf<typeof supportClientDetail>;

/**
 * /client/detail/:id: one client's whole picture for support, opened from /client: contacts and
 * logins, account (the same figures as the customer's header and /charge/account) with its latest
 * ledger rows, sub-clients, cards per status and carrier, latest tasks.
 */
export default function ClientDetailPage() {
  const { t } = useTranslation();
  const { path, search } = usePageLocation();
  const clientId = clientIdOf(path, search);
  const query = useQuery({
    ...endpointQuery(supportClientDetail, { client_id: clientId }),
    enabled: clientId > 0,
  });
  const client = query.data;
  const ledgerColumns: StaticColumn<Detail['ledger'][number]>[] = [
    { key: 'at', header: t('support.operationLogList.column.at'), cell: (row) => row.at, rowHeader: true },
    {
      key: 'kind',
      header: t('support.clientDetail.ledgerKind'),
      cell: (row) => t(labelOf(LEDGER_KINDS[row.kind])),
    },
    {
      key: 'amount',
      header: t('support.clientDetail.amount'),
      cell: (row) => row.amount,
      className: 'tabular-nums',
    },
    {
      key: 'balance',
      header: t('common.balance'),
      cell: (row) => formatMoney(row.balance_after),
      className: 'tabular-nums',
    },
  ];
  const userColumns: StaticColumn<Detail['users'][number]>[] = [
    { key: 'username', header: t('common.username'), cell: (u) => u.username, rowHeader: true },
    { key: 'phone', header: t('common.mobile'), cell: (u) => u.phone },
    { key: 'email', header: t('common.email'), cell: (u) => u.email },
  ];
  const cardColumns: StaticColumn<Detail['cards'][number]>[] = [
    {
      key: 'status',
      header: t('field.cardStatus'),
      cell: (c) => <Badge tone={CARD_STATUSES[c.status].tone}>{t(labelOf(CARD_STATUSES[c.status]))}</Badge>,
    },
    { key: 'carrier', header: t('field.carrier'), cell: (c) => t(labelOf(CARRIERS[c.carrier])) },
    {
      key: 'count',
      header: t('common.cards'),
      cell: (c) => formatNumber(c.count),
      className: 'tabular-nums',
    },
  ];
  const subClientColumns: StaticColumn<Detail['sub_clients'][number]>[] = [
    {
      key: 'name',
      header: t('support.exportLogList.column.client_name'),
      cell: (c) => (
        <a className="text-sky-700 hover:underline" href={`#/client/detail/${c.id}`}>
          {c.name}
        </a>
      ),
      rowHeader: true,
    },
    {
      key: 'cards',
      header: t('common.cards'),
      cell: (c) => formatNumber(c.card_count),
      className: 'tabular-nums',
    },
    {
      key: 'balance',
      header: t('common.balance'),
      cell: (c) => formatMoney(c.balance),
      className: 'tabular-nums',
    },
  ];
  const taskColumns: StaticColumn<Detail['tasks'][number]>[] = [
    {
      key: 'id',
      header: t('field.taskId'),
      cell: (task) => task.id,
      className: 'tabular-nums',
      rowHeader: true,
    },
    { key: 'kind', header: t('field.taskType'), cell: (task) => t(labelOf(TASK_KINDS[task.kind])) },
    {
      key: 'status',
      header: t('field.taskStatus'),
      cell: (task) => (
        <Badge tone={TASK_STATUSES[task.status].tone}>{t(labelOf(TASK_STATUSES[task.status]))}</Badge>
      ),
    },
    { key: 'created', header: t('field.createdAt'), cell: (task) => task.created_at },
    { key: 'operator', header: t('field.operator'), cell: (task) => task.username },
  ];
  if (!client) {
    return (
      <p role="status" className="p-6 text-slate-500">
        {query.isError || clientId === 0 ? t('support.clientDetail.missing') : t('common.loading')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <h1 className="text-lg font-semibold">{client.name}</h1>
          <Badge tone={CLIENT_KINDS[client.kind].tone}>{t(labelOf(CLIENT_KINDS[client.kind]))}</Badge>
          {client.status === 'disabled' && <Badge tone="danger">{t('common.disabled')}</Badge>}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {client.parent_name && (
            <span>
              {t('support.clientList.column.parent_name')} {client.parent_name}
            </span>
          )}
          <span>
            {t('common.created')} {client.created_at}
          </span>
        </p>
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('support.clientDetail.account')}>
          <dl
            className="grid grid-cols-2 gap-3 sm:grid-cols-3"
            aria-label={t('support.clientDetail.account')}
          >
            <Figure label={t('common.balance')} value={formatMoney(client.account.balance)} />
            <Figure label={t('support.clientDetail.frozen')} value={formatMoney(client.account.frozen)} />
            <Figure
              label={t('support.clientDetail.available')}
              value={formatMoney(client.account.available)}
            />
          </dl>
          <StaticTable
            caption={t('support.clientDetail.ledger')}
            columns={ledgerColumns}
            rows={client.ledger}
            rowKey={(row) => row.id}
          />
        </Section>
        <Section title={t('support.clientDetail.contacts')}>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            <Figure label={t('common.contactName')} value={client.contact.name || '-'} />
            <Figure label={t('common.contactPhone')} value={client.contact.phone || '-'} />
            <Figure label={t('common.email')} value={client.contact.email || '-'} />
          </dl>
          <StaticTable
            caption={t('support.clientDetail.users')}
            columns={userColumns}
            rows={client.users}
            rowKey={(u) => u.username}
          />
        </Section>
        <Section title={t('support.clientDetail.cards', { count: client.card_total })}>
          <StaticTable
            caption={t('support.clientDetail.cards', { count: client.card_total })}
            columns={cardColumns}
            rows={client.cards}
            rowKey={(c) => `${c.status}-${c.carrier}`}
          />
        </Section>
        <Section title={t('common.subClient')}>
          <StaticTable
            caption={t('common.subClient')}
            columns={subClientColumns}
            rows={client.sub_clients}
            rowKey={(c) => c.id}
          />
        </Section>
        <Section title={t('support.clientDetail.tasks')}>
          <StaticTable
            caption={t('support.clientDetail.tasks')}
            columns={taskColumns}
            rows={client.tasks}
            rowKey={(task) => task.id}
          />
        </Section>
      </div>
    </div>
  );
}
