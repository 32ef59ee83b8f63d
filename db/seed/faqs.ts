import { FAQS } from '../../fixtures/faqs.ts';
import type { Connection } from '../connection.ts';
import * as t from '../schema.ts';

/** Inserts the frequently asked questions; ids and sort follow fixture order. */
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
      })
      .run();
  });
}
