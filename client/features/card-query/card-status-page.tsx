import { Eraser, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cardStatusQuery,
  DEFAULT_PAGE_SIZE,
  NUMBER_LIST_MAX,
  parseNumberList,
  type UploadedFile,
  validateNumberList,
} from '#contract';
import { DataTable } from '@/components/data-table/data-table';
import { ImportFileField } from '@/components/import-file-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';
import { useEndpointMutation } from '@/lib/use-endpoint-mutation';

type Source = 'text' | 'file';

/**
 * /card_status: paste up to 200 numbers of any type, or import them from a file (the card-number
 * template, or a csv or txt of one number a line), and see each one's card, its status, and its
 * last status change with the reason; numbers outside the caller's cards show as not found.
 * Support's own /card_status is this page: it looks across every client and shows whose each card is.
 */
export default function CardStatusPage() {
  const { t } = useTranslation();
  const id = useId();
  const [source, setSource] = useState<Source>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [tried, setTried] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // A POST (the list can be long) that changes nothing.
  // A refusal (the file's header, a row that is no number) shows under the form, beside its cause.
  const query = useEndpointMutation(cardStatusQuery, { invalidates: [], showsErrors: true });

  const list = parseNumberList(text);
  // The rule is checked as the user types once a search was tried, so the message clears when fixed.
  const error = tried && source === 'text' ? validateNumberList(list) : null;
  const fileMissing = tried && source === 'file' && !file;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (source === 'text' ? validateNumberList(list) : !file) return;
    setPage(1);
    query.mutate({ body: source === 'text' ? { numbers: list.numbers } : { file_url: file!.file_url } });
  };
  const clear = () => {
    setText('');
    setFile(null);
    setTried(false);
    query.reset();
  };

  const result = query.data;
  const rows = result?.tableData ?? [];
  return (
    <Card className="flex flex-col gap-4 p-4">
      <form onSubmit={submit} noValidate className="flex flex-col gap-2">
        <Tabs
          value={source}
          onValueChange={(v) => {
            setSource(v as Source);
            setTried(false);
          }}
        >
          <TabsList>
            <TabsTrigger value="text">{t('common.batch.fromText')}</TabsTrigger>
            <TabsTrigger value="file">{t('common.batch.fromFile')}</TabsTrigger>
          </TabsList>
          <TabsContent value="text" className="flex flex-col gap-2 pt-3">
            <Label htmlFor={id}>{t('cardQuery.status.numbers')}</Label>
            <textarea
              id={id}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={6}
              placeholder={t('cardQuery.status.placeholder', { max: NUMBER_LIST_MAX })}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className={cn(
                'w-full rounded border border-slate-300 bg-white px-2.5 py-2 font-mono text-sm outline-none transition-colors',
                'placeholder:font-sans placeholder:text-slate-400 hover:border-slate-400 focus:border-primary focus:ring-2 focus:ring-primary/20',
                'aria-invalid:border-danger aria-invalid:ring-danger/20',
              )}
            />
            <p id={`${id}-hint`} className="text-xs text-slate-500">
              {t('cardQuery.status.counted', { n: list.numbers.length })}
            </p>
            {error && (
              <p id={`${id}-error`} role="alert" className="text-xs text-danger">
                {t(`validation.${error}`)}
                {error === 'numbers_not_digits' && (
                  <span className="block break-all">
                    {t('cardQuery.status.invalid', { list: list.invalid.slice(0, 10).join('、') })}
                  </span>
                )}
              </p>
            )}
          </TabsContent>
          <TabsContent value="file" className="flex flex-col gap-2 pt-3">
            <ImportFileField
              value={file}
              onChange={(next) => {
                setFile(next);
                setTried(false);
              }}
              hint={t('cardQuery.status.fileHint', { max: NUMBER_LIST_MAX })}
              template={{ template: 'card_numbers' }}
            >
              {fileMissing && (
                <p role="alert" className="text-xs text-danger">
                  {t('cardQuery.status.fileRequired')}
                </p>
              )}
            </ImportFileField>
          </TabsContent>
        </Tabs>
        <div className="flex gap-2">
          <Button type="submit" variant="primary" disabled={query.isPending}>
            <Search />
            {t('common.lookUp')}
          </Button>
          <Button onClick={clear}>
            <Eraser />
            {t('cardQuery.status.clear')}
          </Button>
        </div>
        {query.error && (
          <p role="alert" className="text-sm text-danger">
            {query.error.message}
          </p>
        )}
      </form>
      {result && (
        <>
          <p aria-live="polite" className="text-sm text-slate-600">
            {t('cardQuery.status.result', {
              total: result.tableData.length,
              found: result.found_count,
              missing: result.tableData.length - result.found_count,
            })}
          </p>
          <DataTable
            caption={t('cardQuery.status.caption')}
            storageKey="card-status"
            rowKey="number"
            columns={result.tableHeader}
            rows={rows.slice((page - 1) * pageSize, page * pageSize)}
            total={rows.length}
            page={page}
            pageSize={pageSize}
            loading={query.isPending}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </Card>
  );
}
