import { ChevronLeft, ChevronRight, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { navigate } from '@/lib/hash-location';
import { usePageLocation } from '@/lib/page-location';
import { useFaqContent } from './api/manual.ts';

const idFrom = (search: string): number | null => {
  const id = new URLSearchParams(search).get('id');
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
};

/** /questions/content?id=: one frequently asked question and its answer (sanitised HTML). */
export default function QuestionContentPage() {
  const { t } = useTranslation();
  const id = idFrom(usePageLocation().search);
  const content = useFaqContent(id);
  const open = (to: number) => navigate(`/questions/content?id=${to}`);
  const back = (
    <Button size="sm" variant="ghost" onClick={() => navigate('/questions')}>
      <List />
      {t('manual.backToList')}
    </Button>
  );
  if (id === null || content.isError) {
    return (
      <Card className="flex max-w-3xl flex-col items-start gap-3 p-6">
        <p className="text-sm text-slate-500">
          {id === null ? t('manual.noQuestion') : t('common.loadFailed')}
        </p>
        {back}
      </Card>
    );
  }
  const faq = content.data;
  if (!faq) {
    return (
      <p role="status" className="p-8 text-center text-sm text-slate-500">
        {t('common.loading')}
      </p>
    );
  }
  return (
    <Card className="flex max-w-3xl flex-col gap-4 p-6">
      <article aria-labelledby="faq-question" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <Badge tone="info">{faq.category}</Badge>
          <span>{t('manual.views', { count: faq.views })}</span>
        </div>
        <h2 id="faq-question" className="text-lg font-semibold">
          {faq.question}
        </h2>
        <SafeHtml html={faq.answer} className="prose-sm text-sm leading-6 text-slate-700" />
      </article>
      <nav className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        {back}
        <div className="flex flex-wrap gap-2">
          {faq.previous && (
            <Button size="sm" onClick={() => open(faq.previous!.id)} title={faq.previous.question}>
              <ChevronLeft />
              {t('manual.previous')}
            </Button>
          )}
          {faq.next && (
            <Button size="sm" onClick={() => open(faq.next!.id)} title={faq.next.question}>
              {t('manual.next')}
              <ChevronRight />
            </Button>
          )}
        </div>
      </nav>
    </Card>
  );
}
