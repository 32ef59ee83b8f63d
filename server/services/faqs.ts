import type { Lang } from '#contract';
import type { AppDeps } from '../context.ts';
import { bothColumns, pick } from '../i18n.ts';
import { perConnection } from '../lib/prepared.ts';

interface FaqRow {
  id: number;
  category: string;
  category_en: string;
  question: string;
  question_en: string;
  answer: string;
  answer_en: string;
}

const faqPage = perConnection<[number], FaqRow>(
  `select id, category, category_en, question, question_en, answer, answer_en from faqs
   order by sort, id limit ?`,
);
const faqCount = perConnection<[], { n: number }>('select count(*) as n from faqs');

/** The first `limit` frequently asked questions in the platform's order, in the caller's language. */
export function questions(deps: AppDeps, limit: number, lang: Lang) {
  return {
    items: faqPage(deps.sqlite)
      .all(limit)
      .map((f) => ({
        id: f.id,
        category: pick(bothColumns(f, 'category'), lang),
        question: pick(bothColumns(f, 'question'), lang),
        answer: pick(bothColumns(f, 'answer'), lang),
      })),
    total_count: faqCount(deps.sqlite).get()!.n,
  };
}
