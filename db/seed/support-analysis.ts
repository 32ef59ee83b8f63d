import type { Connection } from '../connection.ts';
import { dayOf, dayStart, rollUpAnalysis } from '../sap-traffic.ts';

const HOUR = 3_600_000;

/**
 * Support's analysis history (issue 50 part B): a finished traffic analysis of demo's allow-list
 * group over the last seven days, its rollup summed as its steps would have (`rollUpAnalysis`, 100
 * cards a step, a second each), and a finished session extraction of the same cards over the last
 * fourteen days, whose csv is written when it is first downloaded (`params.seeded`), as the other
 * seeded exports are. Both by the support user, in the platform's queue.
 */
export function seedSupportAnalysis(
  { sqlite }: Connection,
  options: { now: number; demoId: number | undefined },
) {
  const { now, demoId } = options;
  const support = sqlite.prepare("select id from users where username = 'support'").pluck().get() as
    | number
    | undefined;
  if (demoId === undefined || support === undefined) return;
  const group = sqlite
    .prepare("select id from sap_groups where main_client_id = ? and mode = 'allow' order by id limit 1")
    .pluck()
    .get(demoId) as number | undefined;
  if (group === undefined) return;
  const cards = sqlite
    .prepare(
      'select c.id, c.iccid from sap_group_cards m join cards c on c.id = m.card_id where m.group_id = ? order by c.id',
    )
    .all(group) as { id: number; iccid: string }[];
  if (cards.length === 0) return;
  const today = dayOf(now);
  const insertTask = sqlite.prepare(
    `insert into tasks (client_id, kind, status, progress, created_at, started_at, finished_at, user_id, params,
       total, steps_done, done_rows, failed_rows)
     values (null, ?, 'done', 100, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
  );
  const insertAnalysis = sqlite.prepare(
    `insert into sap_analysis_tasks (task_id, client_id, source, group_id, day_from, day_to, cards)
     values (?, ?, 'client', ?, ?, ?, ?)`,
  );

  // The traffic analysis, a day ago.
  const chartAt = now - 26 * HOUR;
  const steps = Math.ceil(cards.length / 100);
  const chartId = Number(
    insertTask.run(
      'sap_chart_analysis',
      chartAt,
      chartAt,
      chartAt + steps * 1000,
      support,
      JSON.stringify({ username: 'support' }),
      cards.length,
      steps,
      cards.length,
    ).lastInsertRowid,
  );
  insertAnalysis.run(chartId, demoId, group, today - 7, today - 1, cards.length);
  const row = sqlite.prepare(
    "insert into task_rows (task_id, row_no, number, input, outcome, message) values (?, ?, ?, ?, 'ok', null)",
  );
  cards.forEach((c, i) => {
    row.run(chartId, i + 1, c.iccid, JSON.stringify({ card_id: c.id }));
  });
  const days = Array.from({ length: 7 }, (_, i) => today - 7 + i);
  for (let i = 0; i < cards.length; i += 100) {
    rollUpAnalysis(
      sqlite,
      chartId,
      days,
      cards.slice(i, i + 100).map((c) => c.id),
    );
  }

  // The session extraction, a few hours ago.
  const from = today - 14;
  const ids = JSON.stringify(cards.map((c) => c.id));
  const { n, max_id } = sqlite
    .prepare(
      `select count(*) as n, coalesce(max(s.id), 0) as max_id from json_each(?) k
       join card_sessions s on s.card_id = k.value and s.started_at >= ? and s.started_at < ?`,
    )
    .get(ids, dayStart(from), dayStart(today)) as { n: number; max_id: number };
  if (n === 0) return;
  const sessionAt = now - 5 * HOUR;
  const sessionSteps = Math.ceil(n / 1000);
  const finished = sessionAt + sessionSteps * 100;
  const params = {
    format: 'csv',
    maxId: max_id,
    lang: 'zh-CN',
    seeded: true,
    set: {
      source: 'client',
      client_name: sqlite.prepare('select name from clients where id = ?').pluck().get(demoId),
      group_name: sqlite.prepare('select name from sap_groups where id = ?').pluck().get(group),
      cards: cards.length,
    },
  };
  const sessionId = Number(
    insertTask.run(
      'sap_session_extract',
      sessionAt,
      sessionAt,
      finished,
      support,
      JSON.stringify(params),
      n,
      sessionSteps,
      n,
    ).lastInsertRowid,
  );
  insertAnalysis.run(sessionId, demoId, group, from, today - 1, cards.length);
  sqlite
    .prepare('insert into sap_analysis_cards (task_id, card_id) select ?, value from json_each(?)')
    .run(sessionId, ids);
  const stamp = new Date(finished + 8 * HOUR).toISOString().slice(0, 19).replace(/\D/g, '');
  sqlite
    .prepare(
      'insert into task_files (task_id, file_name, mime, path, size, downloads) values (?, ?, ?, ?, ?, 0)',
    )
    .run(
      sessionId,
      `会话提取_${stamp}_${sessionId}.csv`,
      'text/csv; charset=utf-8',
      `tasks/${sessionId}.xlsx`,
      n * 160,
    );
}
