import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build, downloadedWorkbook, uploadedFile, xlsxOf } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;

let support: string;
let demo: string;
let demoId: number;
let demoSubId: number;
let yunjiId: number;

const ctl = (path: string) => t.request.put(`/__emulator${path}`);

/** Cards demo holds itself (not given to a sub-client), by ICCID. */
const heldByDemo = (limit: number, offset = 0) =>
  sql
    .prepare(
      'select iccid from cards where client_id = ? and main_client_id = ? order by id limit ? offset ?',
    )
    .pluck()
    .all(demoId, demoId, limit, offset) as string[];
const holderOf = (iccid: string) =>
  sql.prepare('select client_id from cards where iccid = ?').pluck().get(iccid);
const cardsOf = (clientId: number) =>
  sql.prepare('select count(*) from cards where client_id = ?').pluck().get(clientId) as number;

const upload = (name: string, content: Buffer | string, token = support) =>
  uploadedFile(t, token, name, content);

const handOut = (numbers: string[], extra: Record<string, unknown> = {}) =>
  ({
    kind: 'O_BHCS',
    client_id: demoId,
    to_client_id: demoSubId,
    source: 'list',
    numbers,
    ...extra,
  }) as const;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  demoSubId = t.clientIdOf('demo_sub');
  yunjiId = t.clientIdOf('yunji');
  support = await t.login('support');
  demo = await t.login('demo');
});

describe('GET /support/_list/batch_task/: every support task of every client', () => {
  it('lists the seeded history: support handing cards to each fixture client’s first sub-client', async () => {
    const data = await t.ok('supportTaskList', { token: support, query: { kind: 'O_BHCS' } });
    expect(data.total_count).toBeGreaterThan(0);
    const seeded = data.tableData.find(
      (r) => r.client_name === sql.prepare('select name from clients where id = ?').pluck().get(demoId),
    )!;
    expect(seeded).toMatchObject({ kind: 'O_BHCS', status: 'done', username: 'support', failed: 0 });
    // The same task is in demo's own assignment log, done by support.
    const log = await t.ok('cardAssignLog', { token: demo });
    expect(log.tableData.find((r) => r.id === seeded.id)).toMatchObject({ username: 'support' });
    // Filtered by client and kind.
    const yunji = await t.ok('supportTaskList', {
      token: support,
      query: { client_id: yunjiId, kind: 'O_BHCS' },
    });
    expect(yunji.tableData.every((r) => r.client_name !== seeded.client_name)).toBe(true);
  });
});

describe('O_BHCS: support hands a client’s cards to its sub-client', () => {
  it('checks every row, runs on the engine and lands in the client’s assignment log as done by support', async () => {
    const cards = heldByDemo(20);
    const yunjiCard = sql
      .prepare('select iccid from cards where main_client_id = ? order by id limit 1')
      .pluck()
      .get(yunjiId) as string;
    const subBefore = cardsOf(demoSubId);
    const check = await t.ok('checkSupportTask', {
      token: support,
      body: handOut([...cards, cards[0]!, yunjiCard, '12ab']),
    });
    expect(check).toMatchObject({
      kind: 'O_BHCS',
      client_name: sql.prepare('select name from clients where id = ?').pluck().get(demoId),
      total: 23,
      valid: 20,
      refused: { format: 1, duplicate: 1, not_yours: 1, wrong_status: 0 },
    });
    expect(check.bad_rows.map((r) => [r.row_no, r.check])).toEqual([
      [21, 'duplicate'],
      [22, 'not_yours'],
      [23, 'format'],
    ]);
    // Checked, nothing applied: no card moved, nothing listed yet.
    expect(cardsOf(demoSubId)).toBe(subBefore);
    expect((await t.ok('supportTaskList', { token: support })).tableData.map((r) => r.id)).not.toContain(
      check.task_id,
    );

    const started = await t.ok('startSupportTask', { token: support, body: { task_id: check.task_id } });
    expect(started).toEqual({ task_id: check.task_id, status: 'pending' });
    await t.runTasks();
    expect(cards.every((iccid) => holderOf(iccid) === demoSubId)).toBe(true);
    expect(holderOf(yunjiCard)).not.toBe(demoSubId);
    expect(cardsOf(demoSubId)).toBe(subBefore + 20);

    const list = await t.ok('supportTaskList', { token: support, query: { kind: 'O_BHCS' } });
    const row = list.tableData.find((r) => r.id === check.task_id)!;
    expect(row).toMatchObject({
      kind: 'O_BHCS',
      total: 23,
      succeeded: 20,
      failed: 3,
      status: 'partial',
      progress: 100,
      username: 'support',
    });

    // demo's own log: the batch, done by support, with exactly those 20 cards moved.
    const log = await t.ok('cardAssignLog', { token: demo });
    const mine = log.tableData.find((r) => r.id === check.task_id)!;
    expect(mine).toMatchObject({ username: 'support', succeeded: 20, to_name: expect.any(String) });
    const detail = await t.ok('cardAssignDetail', {
      token: demo,
      query: { task_id: check.task_id, outcome: 'ok', page_size: 50 },
    });
    expect(detail.tableData.map((r) => r.number).sort()).toEqual([...cards].sort());

    // The results file names each refused row's reason, in the language asked for.
    const book = await downloadedWorkbook(t, row.results!.replace('lang=zh-CN', 'lang=en'));
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(24);
    expect(sheet.getRow(22).values).toContain('Repeats row 1');
    expect(String(sheet.getRow(23).getCell(4).value)).toMatch(/^Not a card of /);
    // A link with another signature opens nothing.
    const forged = await t.request.get(row.results!.replace(/sign=\w+/, 'sign=0000'));
    expect(forged.body.code).toBe(BizCode.NOT_FOUND);
  });

  it('retries the failed rows as a new check, and cancels a task while it is queued', async () => {
    const list = await t.ok('supportTaskList', { token: support, query: { status: 'partial' } });
    const ended = list.tableData.find((r) => r.kind === 'O_BHCS' && r.failed > 0)!;
    const again = await t.ok('retrySupportTask', { token: support, body: { task_id: ended.id } });
    expect(again.total).toBe(ended.failed);
    expect(again.valid).toBe(0);
    expect(again.source).toBe(`任务 ${ended.id} 的失败行`);

    // Two tasks in demo's queue: the second waits for the first, and is cancelled.
    const first = await t.ok('checkSupportTask', { token: support, body: handOut(heldByDemo(100)) });
    const second = await t.ok('checkSupportTask', { token: support, body: handOut(heldByDemo(5, 100)) });
    await t.ok('startSupportTask', { token: support, body: { task_id: first.task_id } });
    await t.ok('startSupportTask', { token: support, body: { task_id: second.task_id } });
    const queued = await t.ok('supportTaskList', { token: support, query: { status: 'pending' } });
    expect(queued.tableData.map((r) => r.id)).toContain(second.task_id);
    const kept = heldByDemo(5, 100);
    expect(await t.ok('cancelSupportTask', { token: support, body: { task_id: second.task_id } })).toEqual({
      task_id: second.task_id,
      status: 'cancelled',
    });
    await t.runTasks();
    expect(kept.every((iccid) => holderOf(iccid) === demoId)).toBe(true);
    // A started or ended task is not cancelled.
    const late = await t.api('cancelSupportTask', { token: support, body: { task_id: first.task_id } });
    expect(late.code).toBe(BizCode.BAD_REQUEST);
    // A run started twice is refused the second time.
    const twice = await t.api('startSupportTask', { token: support, body: { task_id: first.task_id } });
    expect(twice.code).toBe(BizCode.BAD_REQUEST);
  });

  it('refuses a sub-client as the client, and a client that is not its sub-client, under their fields', async () => {
    const asSub = await t.api('checkSupportTask', {
      token: support,
      body: handOut(heldByDemo(1), { client_id: demoSubId }),
    });
    expect(asSub).toMatchObject({ code: BizCode.BAD_REQUEST, data: { field: 'client_id' } });
    // Another main client is no sub-client of demo's.
    const wrong = await t.api('checkSupportTask', {
      token: support,
      lang: 'en',
      body: handOut(heldByDemo(1), { to_client_id: yunjiId }),
    });
    expect(wrong).toMatchObject({ code: BizCode.BAD_REQUEST, data: { field: 'to_client_id' } });
    expect(wrong.msg).toMatch(/is not a sub-client of /);
  });

  it('refuses a file of another template, and a file over 100,000 rows, whole: nothing is checked or queued', async () => {
    const tasksBefore = sql.prepare('select count(*) from tasks').pluck().get();
    const other = await upload(
      'cards.xlsx',
      await xlsxOf([['子客户名称', '登录账号'], ['x', 'y'], heldByDemo(1)]),
    );
    const refused = await t.api('checkSupportTask', {
      token: support,
      body: handOut([], { source: 'file', file_url: other }),
    });
    expect(refused.code).toBe(BizCode.BAD_REQUEST);
    expect(refused.msg).toContain('表头与');
    const rows = Array.from({ length: 100_001 }, (_, i) => String(89860000000000000000n + BigInt(i)));
    const big = await upload('big.csv', `${rows.join('\r\n')}\r\n`);
    const tooMany = await t.api('checkSupportTask', {
      token: support,
      lang: 'en',
      body: handOut([], { source: 'file', file_url: big }),
    });
    expect(tooMany.code).toBe(BizCode.BAD_REQUEST);
    expect(tooMany.msg).toContain('100000');
    expect(sql.prepare('select count(*) from tasks').pluck().get()).toBe(tasksBefore);
  });

  it('reads the kind’s template: each row checked, the refused ones named by their file row', async () => {
    const cards = heldByDemo(3);
    const file = await upload(
      'handout.xlsx',
      await xlsxOf([['卡号'], ['每行一个卡号'], [cards[0]!], ['12345'], [cards[1]!], [cards[0]!]]),
    );
    const check = await t.ok('checkSupportTask', {
      token: support,
      body: handOut([], { source: 'file', file_url: file }),
    });
    expect(check).toMatchObject({ source: 'handout.xlsx', total: 4, valid: 2 });
    expect(check.bad_rows.map((r) => [r.row_no, r.check])).toEqual([
      [4, 'format'],
      [6, 'duplicate'],
    ]);
  });
});

describe('who may', () => {
  it('refuses support lacking the kind’s code or the task centre’s with 599, and every customer', async () => {
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_batchtask_subclient_handout_cards'] })
      .expect(200);
    expect(await t.api('checkSupportTask', { token: support, body: handOut(heldByDemo(1)) })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['子客户分卡'] },
    });
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_batch_task'] })
      .expect(200);
    expect((await t.api('supportTaskList', { token: support })).code).toBe(BizCode.NO_PERMISSION);
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_batch_task', 'router_spt_batchtask_subclient_handout_cards'] })
      .expect(200);
    expect((await t.api('supportTaskList', { token: support })).code).toBe(BizCode.OK);
    for (const name of ['supportTaskList', 'checkSupportTask', 'startSupportTask'] as const) {
      const body = name === 'checkSupportTask' ? handOut(heldByDemo(1)) : { task_id: 1 };
      const res = await t.api(name, { token: demo, body, query: {} });
      expect(res.code, name).toBe(BizCode.NO_PERMISSION);
    }
  });
});
