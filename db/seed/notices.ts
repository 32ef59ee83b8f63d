import { platformNotices } from '../../fixtures/notices.ts';
import { QUESTIONNAIRES } from '../../fixtures/questionnaires.ts';
import type { Connection } from '../connection.ts';
import * as t from '../schema.ts';

/** Inserts the platform notices (timed around `now`) and the questionnaires; ids follow fixture order. */
export function seedNotices(
  { db }: Connection,
  options: { now: number; clientIds: ReadonlyMap<string, number> },
): void {
  platformNotices(options.now).forEach((n, i) => {
    db.insert(t.notices)
      .values({
        id: i + 1,
        title: n.text['zh-CN'].title,
        titleEn: n.text.en.title,
        content: n.text['zh-CN'].content,
        contentEn: n.text.en.content,
        audience: typeof n.audience === 'string' ? n.audience : 'client',
        clientId: typeof n.audience === 'string' ? null : options.clientIds.get(n.audience.client)!,
        publishedAt: n.publishedAt,
        expiresAt: n.expiresAt,
      })
      .run();
  });
  QUESTIONNAIRES.forEach((q, i) => {
    db.insert(t.questionnaires)
      .values({
        id: i + 1,
        title: q.title['zh-CN'],
        titleEn: q.title.en,
        url: q.url,
        questions: JSON.stringify(q.questions),
        active: q.active,
      })
      .run();
  });
}
