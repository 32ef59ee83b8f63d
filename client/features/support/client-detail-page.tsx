import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CARD_STATUSES,
  CARRIERS,
  CLIENT_KINDS,
  formatMoney,
  LEDGER_KINDS,
  labelOf,
  supportClientDetail,
  TASK_STATUSES,
} from '#contract';
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

const th = 'px-2 py-1.5 text-left font-medium text-slate-500 whitespace-nowrap';
const td = 'px-2 py-1.5 border-t whitespace-nowrap';

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
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="pb-1 text-left text-sm text-slate-600">
                {t('support.clientDetail.ledger')}
              </caption>
              <thead>
                <tr>
                  <th className={th}>{t('support.operationLogList.column.at')}</th>
                  <th className={th}>{t('support.clientDetail.ledgerKind')}</th>
                  <th className={th}>{t('support.clientDetail.amount')}</th>
                  <th className={th}>{t('common.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {client.ledger.map((row) => (
                  <tr key={row.id}>
                    <td className={td}>{row.at}</td>
                    <td className={td}>{t(labelOf(LEDGER_KINDS[row.kind]))}</td>
                    <td className={`${td} tabular-nums`}>{row.amount}</td>
                    <td className={`${td} tabular-nums`}>{formatMoney(row.balance_after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {client.ledger.length === 0 && <p className="py-2 text-sm text-slate-500">{t('common.empty')}</p>}
          </div>
        </Section>
        <Section title={t('support.clientDetail.contacts')}>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            <Figure label={t('common.contactName')} value={client.contact.name || '-'} />
            <Figure label={t('common.contactPhone')} value={client.contact.phone || '-'} />
            <Figure label={t('common.email')} value={client.contact.email || '-'} />
          </dl>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="pb-1 text-left text-sm text-slate-600">
                {t('support.clientDetail.users')}
              </caption>
              <thead>
                <tr>
                  <th className={th}>{t('common.username')}</th>
                  <th className={th}>{t('common.mobile')}</th>
                  <th className={th}>{t('common.email')}</th>
                </tr>
              </thead>
              <tbody>
                {client.users.map((u) => (
                  <tr key={u.username}>
                    <td className={td}>{u.username}</td>
                    <td className={td}>{u.phone}</td>
                    <td className={td}>{u.email}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
        <Section title={t('support.clientDetail.cards', { count: client.card_total })}>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th className={th}>{t('field.cardStatus')}</th>
                  <th className={th}>{t('field.carrier')}</th>
                  <th className={th}>{t('common.cards')}</th>
                </tr>
              </thead>
              <tbody>
                {client.cards.map((c) => (
                  <tr key={`${c.status}-${c.carrier}`}>
                    <td className={td}>
                      <Badge tone={CARD_STATUSES[c.status].tone}>{t(labelOf(CARD_STATUSES[c.status]))}</Badge>
                    </td>
                    <td className={td}>{t(labelOf(CARRIERS[c.carrier]))}</td>
                    <td className={`${td} tabular-nums`}>{c.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
        <Section title={t('common.subClient')}>
          {client.sub_clients.length === 0 ? (
            <p className="text-sm text-slate-500">{t('common.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th className={th}>{t('support.exportLogList.column.client_name')}</th>
                    <th className={th}>{t('common.cards')}</th>
                    <th className={th}>{t('common.balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {client.sub_clients.map((s) => (
                    <tr key={s.id}>
                      <td className={td}>
                        <a className="text-sky-700 hover:underline" href={`#/client/detail/${s.id}`}>
                          {s.name}
                        </a>
                      </td>
                      <td className={`${td} tabular-nums`}>{s.card_count}</td>
                      <td className={`${td} tabular-nums`}>{formatMoney(s.balance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
        <Section title={t('support.clientDetail.tasks')}>
          {client.tasks.length === 0 ? (
            <p className="text-sm text-slate-500">{t('common.empty')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr>
                    <th className={th}>{t('field.taskId')}</th>
                    <th className={th}>{t('field.taskType')}</th>
                    <th className={th}>{t('field.taskStatus')}</th>
                    <th className={th}>{t('field.createdAt')}</th>
                    <th className={th}>{t('field.operator')}</th>
                  </tr>
                </thead>
                <tbody>
                  {client.tasks.map((task) => (
                    <tr key={task.id}>
                      <td className={`${td} tabular-nums`}>{task.id}</td>
                      <td className={td}>{task.kind}</td>
                      <td className={td}>
                        <Badge tone={TASK_STATUSES[task.status].tone}>
                          {t(labelOf(TASK_STATUSES[task.status]))}
                        </Badge>
                      </td>
                      <td className={td}>{task.created_at}</td>
                      <td className={td}>{task.username}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>
      </div>
    </div>
  );
}
