import { faqList, type Lang } from '#contract';
import type { AppDeps } from '../context.ts';
import { notFound } from '../errors.ts';
import { bothColumns, pick } from '../i18n.ts';
import { type ListBinding, listSql, type QueryOf } from '../lib/list-sql.ts';
import { perConnection, statementCache } from '../lib/prepared.ts';

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

const statement = statementCache();

/** The list's filters and sort on `faqs f` (a few dozen rows: the question is searched as text). */
const FAQ_LIST: ListBinding<typeof faqList> = {
  filters: { keyword: ['f.question', 'f.question_en'], category: 'f.category' },
  sorts: { views: 'f.views' },
  defaultSort: 'f.sort',
  key: 'f.id',
};

export function listFaqs(deps: AppDeps, q: QueryOf<typeof faqList>, lang: Lang) {
  // Without a sort the platform's order reads first to last, whatever order the paging carries.
  const sql = listSql(faqList, FAQ_LIST, q.sort ? q : { ...q, order: 'asc' });
  const total = (
    statement(deps.sqlite, `select count(*) as n from faqs f where ${sql.where}`).get(...sql.params) as {
      n: number;
    }
  ).n;
  const rows = statement(
    deps.sqlite,
    `select f.id, f.category, f.category_en, f.question, f.question_en, f.views from faqs f
     where ${sql.where} order by ${sql.orderBy} limit ? offset ?`,
  ).all(...sql.params, sql.limit, sql.offset) as (Omit<FaqRow, 'answer' | 'answer_en'> & { views: number })[];
  return {
    tableData: rows.map((f) => ({
      id: f.id,
      category: pick(bothColumns(f, 'category'), lang),
      question: pick(bothColumns(f, 'question'), lang),
      views: f.views,
    })),
    total,
  };
}

const categories = perConnection<[], { category: string; category_en: string; n: number }>(
  'select category, category_en, count(*) as n from faqs group by category, category_en order by min(sort), min(id)',
);

/** The categories: the list filters on the Chinese name (the stored key), shown in the caller's language. */
export function faqCategories(deps: AppDeps, lang: Lang) {
  return categories(deps.sqlite)
    .all()
    .map((c) => ({ value: c.category, label: pick(bothColumns(c, 'category'), lang), count: c.n }));
}

const faqById = perConnection<[number], FaqRow & { views: number; sort: number }>(
  'select id, category, category_en, question, question_en, answer, answer_en, views, sort from faqs where id = ?',
);
const neighbour = (direction: 'previous' | 'next') =>
  perConnection<[number, number, number], { id: number; question: string; question_en: string }>(
    direction === 'previous'
      ? `select id, question, question_en from faqs where sort < ? or (sort = ? and id < ?)
         order by sort desc, id desc limit 1`
      : `select id, question, question_en from faqs where sort > ? or (sort = ? and id > ?)
         order by sort, id limit 1`,
  );
const previousFaq = neighbour('previous');
const nextFaq = neighbour('next');
const countView = perConnection<[number]>('update faqs set views = views + 1 where id = ?');

/** One question with its answer; reading it counts a view. */
export function faqContent(deps: AppDeps, id: number, lang: Lang) {
  countView(deps.sqlite).run(id);
  const f = faqById(deps.sqlite).get(id);
  if (!f) throw notFound('faq_not_found');
  const link = (row: { id: number; question: string; question_en: string } | undefined) =>
    row ? { id: row.id, question: pick(bothColumns(row, 'question'), lang) } : null;
  return {
    id: f.id,
    category: pick(bothColumns(f, 'category'), lang),
    question: pick(bothColumns(f, 'question'), lang),
    answer: pick(bothColumns(f, 'answer'), lang),
    views: f.views,
    previous: link(previousFaq(deps.sqlite).get(f.sort, f.sort, f.id)),
    next: link(nextFaq(deps.sqlite).get(f.sort, f.sort, f.id)),
  };
}
