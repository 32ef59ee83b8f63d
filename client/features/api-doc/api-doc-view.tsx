import { useTranslation } from 'react-i18next';
import type { carrierApiDoc, DataOf } from '#contract';
import { LanguageSwitch } from '@/components/language-switch';
import { StaticTable } from '@/components/static-table';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

type Doc = DataOf<typeof carrierApiDoc>;

/** An API document (the customer open API or the carriers' APIs), opened in its own browser tab. */
export function ApiDocView({ doc, loading }: { doc: Doc | undefined; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="min-h-full bg-slate-100">
      <header className="flex items-center gap-2 bg-white px-4 py-2 shadow-xs">
        <img src="/logo.svg" alt="" className="size-7" />
        <span className="font-semibold">{doc?.title ?? t('perm.router_spt_api_doc')}</span>
        <LanguageSwitch className="ml-auto" />
      </header>
      {!doc ? (
        <p role="status" className="p-8 text-center text-slate-500">
          {loading ? t('common.loading') : t('common.loadFailed')}
        </p>
      ) : (
        <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
          <Card className="flex flex-col gap-2 p-5">
            <h1 className="text-xl font-semibold">{doc.title}</h1>
            <p className="text-slate-600">{doc.intro}</p>
            <p className="text-sm">
              {t('apiDoc.baseUrl')}:{' '}
              <code className="rounded bg-slate-100 px-1.5 py-0.5">{doc.base_url}</code>
            </p>
          </Card>
          {doc.sections.map((section) => (
            <section key={section.title} aria-label={section.title} className="flex flex-col gap-3">
              <h2 className="text-lg font-semibold">{section.title}</h2>
              {section.entries.map((entry) => (
                <Card key={entry.path} className="flex flex-col gap-3 p-5">
                  <h3 className="flex flex-wrap items-center gap-2 font-medium">
                    <Badge tone={entry.method === 'GET' ? 'info' : 'success'}>{entry.method}</Badge>
                    <code>{entry.path}</code>
                    <span className="text-slate-500">{entry.name}</span>
                  </h3>
                  <p className="text-slate-600">{entry.summary}</p>
                  <StaticTable
                    caption={t('apiDoc.params', { name: entry.name })}
                    rows={entry.params}
                    rowKey={(p) => p.name}
                    columns={[
                      {
                        key: 'name',
                        header: t('apiDoc.param'),
                        cell: (p) => p.name,
                        cellClassName: 'font-mono',
                      },
                      { key: 'type', header: t('common.type'), cell: (p) => p.type },
                      {
                        key: 'required',
                        header: t('apiDoc.required'),
                        cell: (p) => (p.required ? t('apiDoc.yes') : t('apiDoc.no')),
                      },
                      { key: 'description', header: t('apiDoc.description'), cell: (p) => p.description },
                    ]}
                  />
                  <pre className="overflow-x-auto rounded bg-slate-900 p-3 text-xs text-slate-100">
                    {entry.example}
                  </pre>
                </Card>
              ))}
            </section>
          ))}
        </div>
      )}
    </main>
  );
}
