import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { kickTasks } from '../../server/tasks/engine.ts';
import { build } from './helpers.ts';
import { supportTaskKit } from './support-task-kit.ts';

/** Q_CE (issue 47): support exports one client's cards, or every client's under filters, as an xlsx task. */

const t = await build();
const sql = t.deps.sqlite;

let support: string;
let demoId: number;
let demoSubId: number;

const ctl = (path: string) => t.request.put(`/__emulator${path}`);
const count = (where: string, ...params: unknown[]) =>
  sql
    .prepare(`select count(*) from cards c where ${where}`)
    .pluck()
    .get(...params) as number;

const kit = supportTaskKit(t, 'Q_CE');
/** The rows of a task's file, by the task list's link (header first). */
const fileRows = (taskId: number, lang?: 'en') => kit.fileRows(support, taskId, lang);

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  demoSubId = t.clientIdOf('demo_sub');
  support = await t.login('support');
});

describe('Q_CE: support exports cards from the task centre', () => {
  it('lists the seeded exports: one per client, and one across clients', async () => {
    const list = await t.ok('supportTaskList', { token: support, query: { kind: 'Q_CE' } });
    expect(list.tableData.some((r) => r.client_name === '全部客户' && r.source.startsWith('全部客户'))).toBe(
      true,
    );
    const demoName = sql.prepare('select name from clients where id = ?').pluck().get(demoId) as string;
    const seeded = list.tableData.find((r) => r.client_name === demoName)!;
    expect(seeded).toMatchObject({ kind: 'Q_CE', status: 'done', username: 'support', failed: 0 });
    expect(seeded.source).toBe(`${demoName}；卡状态：正使用；运营商：中国移动`);
    // The seeded file is written when first asked for: the client's cards, as they are now.
    const { lines } = await fileRows(seeded.id);
    expect(lines.length - 1).toBe(
      count("c.main_client_id = ? and c.status = 'active' and c.carrier = 'cmcc'", demoId),
    );
    expect(new Set(lines.slice(1).map((l) => `${l[4]} ${l[6]}`))).toEqual(new Set(['中国移动 正使用']));
    // Each card's holder: demo, or one of its sub-clients.
    expect(lines.slice(1).some((l) => l[3] === demoName)).toBe(true);
    // Support's export log lists it too, and its link serves the same file.
    const log = await t.ok('supportExportLogList', {
      token: support,
      query: { kind: 'support_card_export' },
    });
    const logged = log.tableData.find((r) => r.id === seeded.id)!;
    expect((await kit.results(logged.download!)).actualRowCount).toBe(lines.length);
  });

  it('exports one client’s cards on the emulator clock, streamed to the file, in the reader’s language', async () => {
    const started = await t.ok('startSupportExport', {
      token: support,
      lang: 'en',
      body: { kind: 'Q_CE', client_id: demoSubId, status: 'active' },
    });
    const expected = count("c.client_id = ? and c.status = 'active'", demoSubId);
    expect(started.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    // Queued in demo_sub's queue; nothing written until the clock reaches its steps.
    const task = sql.prepare('select client_id, kind, status from tasks where id = ?').get(started.task_id);
    expect(task).toMatchObject({ client_id: demoSubId, kind: 'support_card_export' });
    await kickTasks(t.deps);
    let row = (await t.ok('supportTaskList', { token: support, query: { kind: 'Q_CE' } })).tableData.find(
      (r) => r.id === started.task_id,
    )!;
    expect(row.results).toBeNull();
    await t.runTasks();
    const { row: done, lines } = await fileRows(started.task_id, 'en');
    row = done;
    expect(row).toMatchObject({
      status: 'done',
      total: expected,
      succeeded: expected,
      failed: 0,
      progress: 100,
    });
    expect(row.source).toMatch(/; Status: In use$/);
    // The export's own language (English) whatever the reader's; one line per card, in id order.
    expect(lines[0]).toEqual([
      'ICCID',
      'MSISDN',
      'IMSI',
      'Client',
      'Carrier',
      'Plan',
      'Status',
      'Activated',
      'Expires',
      'Used this month',
    ]);
    const iccids = sql
      .prepare("select iccid from cards where client_id = ? and status = 'active' order by id")
      .pluck()
      .all(demoSubId);
    expect(lines.slice(1).map((l) => l[0])).toEqual(iccids);
    expect(new Set(lines.slice(1).map((l) => l[6]))).toEqual(new Set(['In use']));
    // In support's export log too.
    const log = await t.ok('supportExportLogList', {
      token: support,
      query: { kind: 'support_card_export' },
    });
    expect(log.tableData.some((r) => r.id === started.task_id)).toBe(true);
  });

  it('exports every client’s cards under the filters in the platform’s queue', async () => {
    const started = await t.ok('startSupportExport', {
      token: support,
      body: { kind: 'Q_CE', status: 'cancelled', carrier: 'ctcc' },
    });
    expect(started.total).toBe(count("c.status = 'cancelled' and c.carrier = 'ctcc'"));
    expect(sql.prepare('select client_id from tasks where id = ?').pluck().get(started.task_id)).toBeNull();
    await t.runTasks(600_000);
    const { row, lines } = await fileRows(started.task_id);
    expect(row).toMatchObject({
      client_name: '全部客户',
      status: 'done',
      source: '全部客户；卡状态：已销户；运营商：中国电信',
    });
    expect(lines.length - 1).toBe(started.total);
    expect(new Set(lines.slice(1).map((l) => `${l[4]} ${l[6]}`))).toEqual(new Set(['中国电信 已销户']));
  });

  it('refuses bad input under its field, or nothing to export, creating nothing', async () => {
    const before = kit.taskCount();
    const unknown = await t.api('startSupportExport', {
      token: support,
      body: { kind: 'Q_CE', client_id: 999_999 },
    });
    expect(unknown).toMatchObject({ code: BizCode.BAD_REQUEST });
    expect(JSON.stringify(unknown.data)).toContain('client_id');
    const badStatus = await t.api('startSupportExport', {
      token: support,
      lang: 'en',
      body: { kind: 'Q_CE', status: 'lost' } as never,
    });
    expect(badStatus).toMatchObject({ code: BizCode.BAD_REQUEST });
    // A client without cards: nothing to export.
    const empty = sql
      .prepare(`select id from clients where id not in (select main_client_id from cards)
         and id not in (select client_id from cards) order by id limit 1`)
      .pluck()
      .get() as number;
    const nothing = await t.api('startSupportExport', {
      token: support,
      lang: 'en',
      body: { kind: 'Q_CE', client_id: empty },
    });
    expect(nothing).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: expect.stringMatching(/nothing to export/),
    });
    const wrongKind = await t.api('startSupportExport', {
      token: support,
      body: { kind: 'O_CS' } as never,
    });
    expect(wrongKind).toMatchObject({ code: BizCode.BAD_REQUEST });
    expect(kit.taskCount()).toBe(before);
  });

  it('refuses a support user without router_spt_batchtask_card_export with 599', async () => {
    const before = kit.taskCount();
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_batchtask_card_export'] })
      .expect(200);
    expect(
      await t.api('startSupportExport', { token: support, body: { kind: 'Q_CE', client_id: demoId } }),
    ).toMatchObject({ code: BizCode.NO_PERMISSION, data: { perm_names: ['卡片导出'] } });
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_batchtask_card_export'] })
      .expect(200);
    expect(kit.taskCount()).toBe(before);
  });
});
