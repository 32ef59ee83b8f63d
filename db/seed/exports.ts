import { XLSX_MIME } from '#contract';
import type { Connection } from '../connection.ts';
import { firstUserOf } from './tasks.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** About what one card's row takes in the xlsx, for the size the log shows before the file exists. */
const BYTES_PER_CARD = 120;

/**
 * Card exports a fixture customer's first user asked for lately, finished: every card (two days
 * ago), the China Mobile cards in service (five days ago) and the suspended cards (twelve days ago,
 * its file gone by now: files are kept seven days). They fill the customer's export log and the
 * support export log. Only the rows are seeded: a world copied from the seed image has no files, so
 * the file of a seeded export (`params.seeded`) is written when it is first downloaded
 * (server/services/card-export.ts). Runs after the cards.
 */
export function seedCardExports({ sqlite }: Connection, options: { now: number; fixtureMainIds: number[] }) {
  const { now } = options;
  const insertTask = sqlite.prepare(
    `insert into tasks (client_id, kind, status, progress, created_at, started_at, finished_at, user_id, params,
       total, steps_done, done_rows, failed_rows)
     values (?, 'card_export', 'done', 100, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  );
  const insertFile = sqlite.prepare(
    `insert into task_files (task_id, file_name, mime, path, size, downloads) values (?, ?, ?, ?, ?, ?)`,
  );
  const EXPORTS: { filters: Record<string, string>; where: string; daysAgo: number; downloads: number }[] = [
    { filters: {}, where: '1 = 1', daysAgo: 2, downloads: 1 },
    {
      filters: { status: 'active', carrier: 'cmcc' },
      where: "c.status = 'active' and c.carrier = 'cmcc'",
      daysAgo: 5,
      downloads: 2,
    },
    { filters: { status: 'suspended' }, where: "c.status = 'suspended'", daysAgo: 12, downloads: 1 },
  ];
  for (const mainId of options.fixtureMainIds) {
    const user = firstUserOf(sqlite, mainId);
    if (!user) continue;
    // Oldest first, so ids follow the time they were asked for, as the engine's do.
    for (const e of [...EXPORTS].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const total = sqlite
        .prepare<[number], number>(`select count(*) from cards c where c.main_client_id = ? and ${e.where}`)
        .pluck()
        .get(mainId)!;
      if (total === 0) continue;
      const createdAt = now - e.daysAgo * DAY + 9 * HOUR;
      // The engine's pace: 100 cards a step, a tenth of a second each.
      const steps = Math.ceil(total / 100);
      const finishedAt = createdAt + steps * 100;
      const id = Number(
        insertTask.run(
          mainId,
          createdAt,
          createdAt,
          finishedAt,
          user.id,
          JSON.stringify({ filters: e.filters, lang: 'zh-CN', seeded: true }),
          total,
          steps,
          total,
        ).lastInsertRowid,
      );
      const stamp = new Date(finishedAt + 8 * HOUR).toISOString().slice(0, 19).replace(/\D/g, '');
      insertFile.run(
        id,
        `卡列表导出_${stamp}_${id}.xlsx`,
        XLSX_MIME,
        `tasks/${id}.xlsx`,
        total * BYTES_PER_CARD,
        e.downloads,
      );
    }
  }
}
