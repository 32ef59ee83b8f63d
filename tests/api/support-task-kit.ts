import type { SupportTaskKind } from '#contract';
import { downloadedWorkbook, sheetLines, type TestApp } from './helpers.ts';

/**
 * What every test of a support task kind does around its own assertions: a task body for a list
 * of a client's cards, running a checked task on the engine, reading its row of the task centre
 * and its results file, and counting tasks (a refusal creates none).
 */
export function supportTaskKit(t: TestApp, kind: SupportTaskKind, reason?: string) {
  return {
    /** The check's body: `numbers` of the client's cards, pasted, with the kind's reason. */
    body: (clientId: number, numbers: string[], extra: Record<string, unknown> = {}) =>
      ({
        kind,
        client_id: clientId,
        source: 'list',
        numbers,
        ...(reason ? { reason } : {}),
        ...extra,
      }) as const,

    /** The task's row in the task centre, as support reads it. */
    async row(token: string, taskId: number, lang?: 'en') {
      const list = await t.ok('supportTaskList', { token, query: { kind }, ...(lang ? { lang } : {}) });
      const row = list.tableData.find((r) => r.id === taskId);
      if (!row) throw new Error(`task ${taskId} is not in the ${kind} list`);
      return row;
    },

    /** Starts a checked task and lets the engine run it to the end; its row then. */
    async run(token: string, taskId: number) {
      await t.ok('startSupportTask', { token, body: { task_id: taskId } });
      await t.runTasks();
      return this.row(token, taskId);
    },

    /** The first sheet of a task's results file, downloaded by its signed link. */
    async results(url: string) {
      return (await downloadedWorkbook(t, url)).worksheets[0]!;
    },

    /** The task's row and its file's lines as text, header first (an export's rows). */
    async fileRows(token: string, taskId: number, lang?: 'en') {
      const row = await this.row(token, taskId, lang);
      const sheet = await this.results(row.results!);
      return { row, lines: sheetLines(sheet) };
    },

    /** How many tasks exist: a refused check creates none. */
    taskCount: () => t.deps.sqlite.prepare('select count(*) from tasks').pluck().get() as number,
  };
}
