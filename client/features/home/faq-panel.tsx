import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { navigate } from '@/lib/hash-location';
import { useQuestions } from './api/get-questions.ts';
import { DisclosureItem } from './disclosure-item.tsx';
import { HomePanel, PanelEmpty, PanelQuery } from './home-panel.tsx';

/** Frequently asked questions; a question opens to its answer, and from there to its own page (/questions/content). */
export function FaqPanel() {
  const { t } = useTranslation();
  const questions = useQuestions();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <HomePanel
      title={t('common.home.faq')}
      extra={
        <Button size="sm" variant="link" className="h-auto px-0" onClick={() => navigate('/questions')}>
          {t('common.manual.more')}
        </Button>
      }
    >
      <PanelQuery query={questions} height="h-40">
        {({ items }) =>
          items.length === 0 ? (
            <PanelEmpty text={t('home.faqEmpty')} />
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100">
              {items.map((q) => (
                <DisclosureItem
                  key={q.id}
                  open={openId === q.id}
                  onToggle={() => setOpenId(openId === q.id ? null : q.id)}
                  html={q.answer}
                  footer={
                    <Button
                      size="sm"
                      variant="link"
                      className="mt-1 h-auto px-0"
                      onClick={() => navigate(`/questions/content?id=${q.id}`)}
                    >
                      {t('common.manual.openDetail')}
                    </Button>
                  }
                  summary={
                    <>
                      <Badge tone="info" className="self-start sm:self-auto">
                        {q.category}
                      </Badge>
                      <span className="min-w-0 flex-1">{q.question}</span>
                    </>
                  }
                />
              ))}
            </ul>
          )
        }
      </PanelQuery>
    </HomePanel>
  );
}
