import { FAQS } from '../../fixtures/faqs.ts';
import type { Connection } from '../connection.ts';
import * as t from '../schema.ts';

/**
 * Inserts the frequently asked questions; ids and sort follow fixture order. Their views, as a
 * platform that has run for a while has them, fall off down the list (the first questions are
 * read most), with a fixed wobble so the list sorted by views is not the fixture order.
 */
export function seedFaqs({ db }: Connection): void {
  FAQS.forEach((f, i) => {
    db.insert(t.faqs)
      .values({
        id: i + 1,
        category: f.category['zh-CN'],
        categoryEn: f.category.en,
        question: f.question['zh-CN'],
        questionEn: f.question.en,
        answer: f.answer['zh-CN'],
        answerEn: f.answer.en,
        sort: (i + 1) * 10,
        views: Math.round(2400 / (i + 1)) + ((i * 7919) % 983),
      })
      .run();
  });
}
