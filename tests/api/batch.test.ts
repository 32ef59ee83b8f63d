import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, IMPORT_TEMPLATES, TEMPLATE_KEYS } from '#contract';
import { pick } from '../../server/i18n.ts';
import { binaryBody, build, uploadedFile, xlsxOf } from './helpers.ts';

/**
 * Batches: /batch/check/ reads and checks every row before anything is applied, /batch/start/
 * queues a checked batch as a task of the engine, /task/import_log/ lists them with their
 * per-row results, /batch/retry/ checks the failed rows again; the import template.
 */

const t = await build();
const sql = t.deps.sqlite;

let demo: string;
let demoId: number;
let yunji: string;

beforeAll(async () => {
  [demo, yunji] = await Promise.all([t.login('demo'), t.login('yunji')]);
  demoId = t.clientIdOf('demo');
});

const fetchFile = (url: string) =>
  t.request
    .get(url)
    .buffer(true)
    .parse(binaryBody as never);

async function sheetRows(content: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as never);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
  return rows;
}

/** Card numbers of the demo tree (or another client's) in a status, in id order. */
const iccids = (where: string, limit: number, ...params: unknown[]) =>
  sql
    .prepare(`select iccid from cards where ${where} order by id limit ?`)
    .pluck()
    .all(...params, limit) as string[];
const statusOf = (iccid: string | undefined) =>
  sql.prepare('select status from cards where iccid = ?').pluck().get(iccid);

/** A suspended card of demo's whose last stop was for `reason`. */
const suspendedFor = (reason: string) =>
  sql
    .prepare(
      `select c.iccid from cards c where c.main_client_id = ? and c.status = 'suspended'
         and (select e.reason from card_status_events e where e.card_id = c.id and e.to_status = 'suspended'
              order by e.at desc, e.id desc limit 1) = ?
       order by c.id limit 1`,
    )
    .pluck()
    .get(demoId, reason) as string | undefined;

const upload = (name: string, content: Buffer | string, token = demo) =>
  uploadedFile(t, token, name, content);

const logRow = async (id: number, lang?: string) =>
  (await t.ok('importLogList', { token: demo, query: { page_size: 50 }, lang })).tableData.find(
    (r) => r.id === id,
  );

describe('GET /batch/template/', () => {
  it('builds the import template in either language: header, notes, an example, text cells', async () => {
    const zh = await fetchFile(`${API_BASE}/batch/template/?kind=card_stop&lang=zh-CN`);
    expect(zh.status).toBe(200);
    expect(zh.headers['content-disposition']).toContain(encodeURIComponent('卡号导入模板.xlsx'));
    const rows = await sheetRows(zh.body as Buffer);
    expect(rows[0]).toEqual(['卡号']);
    expect(rows[1]![0]).toContain('每行一个卡号');
    expect(rows[2]).toEqual(['89860000000000000001']);

    const en = await sheetRows(
      (await fetchFile(`${API_BASE}/batch/template/?kind=card_resume&lang=en`)).body,
    );
    expect(en[0]).toEqual(['Card number']);
    expect(en[1]![0]).toMatch(/^One card number a row/);
  });

  it.each(TEMPLATE_KEYS)(
    'serves the %s template in both languages: its declared header, notes, example, text cells',
    async (key) => {
      const template = IMPORT_TEMPLATES[key];
      for (const lang of ['zh-CN', 'en'] as const) {
        const res = await fetchFile(`${API_BASE}/batch/template/?template=${key}&lang=${lang}`);
        expect(res.status).toBe(200);
        expect(res.headers['content-disposition']).toContain(
          encodeURIComponent(`${pick(template.file, lang)}.xlsx`),
        );
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.body as never);
        const sheet = workbook.worksheets[0]!;
        const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map(String);
        expect(row(1)).toEqual(template.columns.map((c) => pick(c.header, lang)));
        expect(row(2)).toEqual(template.columns.map((c) => pick(c.note, lang)));
        expect(row(3)).toEqual(
          template.columns.map((c) =>
            typeof c.example === 'string' ? c.example : pick(c.example.text, lang),
          ),
        );
        for (const i of template.columns.keys()) expect(sheet.getColumn(i + 1).numFmt).toBe('@');
      }
    },
  );

  it('answers an unknown kind or template with the envelope', async () => {
    const res = await t.request.get(`${API_BASE}/batch/template/?kind=nope`);
    expect(res.body).toMatchObject({ code: BizCode.BAD_REQUEST });
    const template = await t.request.get(`${API_BASE}/batch/template/?template=__proto__`);
    expect(template.body).toMatchObject({ code: BizCode.BAD_REQUEST });
  });
});

describe('POST /batch/check/ and /batch/start/: batch stop', () => {
  it('checks every row, applies nothing until confirmed, then stops exactly the valid cards', async () => {
    const [a, b, c] = iccids("main_client_id = ? and status = 'active'", 3, demoId);
    const [stopped] = iccids("main_client_id = ? and status = 'suspended'", 1, demoId);
    const [theirs] = iccids("main_client_id <> ? and status = 'active'", 1, demoId);
    const pasted = [a, b, 'abc123', a, stopped, theirs, c].join('\n');

    const check = await t.ok('checkBatch', { token: demo, body: { kind: 'card_stop', numbers: pasted } });
    expect(check).toMatchObject({
      kind: 'card_stop',
      source: '粘贴号码',
      total: 7,
      valid: 3,
      refused: { format: 1, duplicate: 1, not_yours: 1, wrong_status: 1 },
    });
    expect(check.bad_rows).toEqual([
      { row_no: 3, number: 'abc123', check: 'format', reason: expect.stringContaining('不是有效的卡号') },
      { row_no: 4, number: a, check: 'duplicate', reason: '与第 1 行重复' },
      { row_no: 5, number: stopped, check: 'wrong_status', reason: '仅正使用的卡可以停机，该卡当前为停机' },
      { row_no: 6, number: theirs, check: 'not_yours', reason: '不是本客户的卡' },
    ]);
    expect(check.fee!.monthly_total).toBeGreaterThan(0);
    expect(check.fee!.lines.join()).toMatch(/张 × ¥\d+\.00\/月/);
    // Nothing is applied, and the checked batch is in no list.
    expect([a, b, c].map(statusOf)).toEqual(['active', 'active', 'active']);
    expect(await logRow(check.task_id)).toBeUndefined();

    const started = await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    expect(started).toEqual({ task_id: check.task_id, status: 'pending' });
    const again = await t.api('startBatch', { token: demo, body: { task_id: check.task_id } });
    expect(again).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: expect.stringContaining('已提交或已失效'),
    });

    await t.runTasks();
    expect([a, b, c].map(statusOf)).toEqual(['suspended', 'suspended', 'suspended']);
    expect(statusOf(theirs!)).toBe('active');
    const events = sql
      .prepare(
        `select e.reason, e.operator from card_status_events e join cards c on c.id = e.card_id
         where c.iccid = ? order by e.id desc limit 1`,
      )
      .get(a) as { reason: string; operator: string };
    expect(events).toEqual({ reason: 'user_request', operator: 'demo' });

    const row = (await logRow(check.task_id))!;
    expect(row).toMatchObject({
      kind: 'card_stop',
      source: '粘贴号码',
      status: 'partial',
      progress: 100,
      total: 7,
      succeeded: 3,
      failed: 4,
      username: 'demo',
    });
    const results = await sheetRows((await fetchFile(row.results!)).body);
    expect(results[0]).toEqual(['行号', '卡号', '结果', '说明']);
    expect(results.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['1', a, '成功'],
      ['2', b, '成功'],
      ['3', 'abc123', '失败'],
      ['4', a, '失败'],
      ['5', stopped, '失败'],
      ['6', theirs, '失败'],
      ['7', c, '成功'],
    ]);
    expect(results[4]![3]).toBe('与第 1 行重复');

    const english = (await logRow(check.task_id, 'en'))!;
    const enResults = await sheetRows((await fetchFile(english.results!)).body);
    expect(enResults[0]).toEqual(['Row', 'Card number', 'Outcome', 'Message']);
    expect(enResults[4]).toEqual(['4', a, 'Failed', 'Repeats row 1']);
  });

  it("refuses another client's checked batch, and a batch where no row passed", async () => {
    const [a] = iccids("main_client_id = ? and status = 'active'", 1, demoId);
    const check = await t.ok('checkBatch', { token: demo, body: { kind: 'card_stop', numbers: a! } });
    const theirs = await t.api('startBatch', { token: yunji, body: { task_id: check.task_id } });
    expect(theirs.code).toBe(BizCode.BAD_REQUEST);
    const none = await t.ok('checkBatch', { token: demo, body: { kind: 'card_stop', numbers: 'x1' } });
    expect(none.valid).toBe(0);
    const refused = await t.api('startBatch', { token: demo, body: { task_id: none.task_id } });
    expect(refused).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '没有可执行的行：所有行均未通过校验' });
  });

  it('forgets a check not confirmed within an hour', async () => {
    const [a] = iccids("main_client_id = ? and status = 'active'", 1, demoId);
    const check = await t.ok('checkBatch', { token: demo, body: { kind: 'card_stop', numbers: a! } });
    await t.runTasks(61 * 60_000);
    const fresh = await t.login('demo');
    await t.ok('checkBatch', { token: fresh, body: { kind: 'card_stop', numbers: a! } });
    expect(sql.prepare('select count(*) from tasks where id = ?').pluck().get(check.task_id)).toBe(0);
    demo = fresh;
  });

  it('refuses bad input with a clear message: no source, both, too many pasted numbers', async () => {
    const neither = await t.api('checkBatch', { token: demo, body: { kind: 'card_stop' } });
    expect(neither).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请上传文件或粘贴卡号（二选一）' });
    const many = Array.from({ length: 101 }, (_, i) => `1380000${String(i).padStart(4, '0')}`).join('\n');
    const tooMany = await t.api('checkBatch', { token: demo, body: { kind: 'card_stop', numbers: many } });
    expect(tooMany).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '粘贴的号码一次最多 100 个，更多请使用文件导入',
    });
    const english = await t.api('checkBatch', {
      token: demo,
      lang: 'en',
      body: { kind: 'card_stop', numbers: many },
    });
    expect(english.msg).toBe('At most 100 pasted numbers at a time: import a file for more');
  });
});

describe('batch resume', () => {
  it("refuses a card stopped for a reason other than the customer's own, with the reason", async () => {
    // The carrier stopped it for being in another device (demo's account is not short, so none of
    // its cards is stopped for arrears).
    const carriers = suspendedFor('imei_mismatch');
    const own = suspendedFor('user_request');
    expect(carriers && own).toBeTruthy();
    const check = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'card_resume', numbers: `${carriers} ${own}` },
    });
    expect(check).toMatchObject({ total: 2, valid: 1, refused: { wrong_status: 1 }, fee: null });
    expect(check.bad_rows[0]).toMatchObject({
      number: carriers,
      reason: expect.stringContaining('机卡分离'),
    });
    await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks();
    expect(statusOf(own!)).toBe('active');
    expect(statusOf(carriers!)).toBe('suspended');
  });
});

describe('batches from a file', () => {
  it('reads the xlsx template (header and notes skipped) and moves on in steps of 100 cards a second', async () => {
    const cards = iccids("main_client_id = ? and status = 'active'", 140, demoId);
    const file = await upload(
      'stop.xlsx',
      await xlsxOf([['卡号'], ['每行一个卡号'], ...cards.map((c) => [c]), [''], ['12345']]),
    );
    const check = await t.ok('checkBatch', { token: demo, body: { kind: 'card_stop', file_url: file } });
    expect(check).toMatchObject({ source: 'stop.xlsx', total: 141, valid: 140, refused: { format: 1 } });
    // Spreadsheet row numbers: the header and notes are rows 1 and 2, a blank row 143.
    expect(check.bad_rows).toEqual([expect.objectContaining({ row_no: 144, number: '12345' })]);

    await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks(1000);
    expect(await logRow(check.task_id)).toMatchObject({ status: 'running', progress: 50, succeeded: 100 });
    expect(
      sql
        .prepare(
          `select count(*) from cards where iccid in (select value from json_each(?)) and status = 'suspended'`,
        )
        .pluck()
        .get(JSON.stringify(cards)),
    ).toBe(100);
    await t.runTasks(1000);
    expect(await logRow(check.task_id)).toMatchObject({ status: 'partial', succeeded: 140, failed: 1 });
    // Nearly all of demo's cards in use were just stopped: the tests below need some in use again.
    sql
      .prepare("update cards set status = 'active' where iccid in (select value from json_each(?))")
      .run(JSON.stringify(cards));
  });

  it('reads a csv column, and refuses a file it cannot read or of another type', async () => {
    const cards = iccids("main_client_id = ? and status = 'suspended'", 2, demoId);
    const csv = await upload('resume.csv', `\uFEFF卡号\r\n${cards.join('\r\n')}\r\n`);
    const check = await t.ok('checkBatch', { token: demo, body: { kind: 'card_resume', file_url: csv } });
    expect(check).toMatchObject({ source: 'resume.csv', total: 2 });

    const broken = await upload('broken.xlsx', 'not a zip');
    expect(
      await t.api('checkBatch', { token: demo, body: { kind: 'card_stop', file_url: broken } }),
    ).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: expect.stringContaining('无法读取文件'),
    });
    const pdf = await upload('cards.pdf', '%PDF-1.4');
    expect(
      await t.api('checkBatch', { token: demo, body: { kind: 'card_stop', file_url: pdf } }),
    ).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '只能导入 xlsx、csv、txt 文件',
    });
  });
});

describe('POST /batch/retry/', () => {
  it('checks the failed rows of a finished batch again, as a new batch', async () => {
    const [a, b] = iccids("main_client_id = ? and status = 'active'", 2, demoId);
    const first = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'card_stop', numbers: `${a}\n${b}` },
    });
    // b is stopped behind the batch's back, so its row fails when applied.
    sql.prepare("update cards set status = 'suspended' where iccid = ?").run(b);
    await t.ok('startBatch', { token: demo, body: { task_id: first.task_id } });
    await t.runTasks();
    expect(await logRow(first.task_id)).toMatchObject({ status: 'partial', succeeded: 1, failed: 1 });
    const notYet = await t.api('retryBatch', { token: yunji, body: { task_id: first.task_id } });
    expect(notYet.code).toBe(BizCode.NOT_FOUND);

    // The fix: b is back in use; the retry checks it again and lets it through.
    sql.prepare("update cards set status = 'active' where iccid = ?").run(b);
    const retry = await t.ok('retryBatch', { token: demo, body: { task_id: first.task_id } });
    expect(retry).toMatchObject({ total: 1, valid: 1, source: `任务 ${first.task_id} 的失败行` });
    await t.ok('startBatch', { token: demo, body: { task_id: retry.task_id } });
    await t.runTasks();
    expect(statusOf(b!)).toBe('suspended');
    expect(await logRow(retry.task_id)).toMatchObject({ status: 'done', succeeded: 1, failed: 0 });
    const done = await t.api('retryBatch', { token: demo, body: { task_id: retry.task_id } });
    expect(done).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '只能重试已结束且有失败行的任务' });
  });
});

describe('access', () => {
  it('gives demo_sub, without the codes, 599 and no import log', async () => {
    const sub = await t.login('demo_sub');
    const check = await t.api('checkBatch', {
      token: sub,
      body: { kind: 'card_stop', numbers: '13800000000' },
    });
    expect(check.code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('importLogList', { token: sub })).code).toBe(BizCode.NO_PERMISSION);
  });

  it('serves results to a signed link or a token of the client, and answers bad ids with the envelope', async () => {
    const list = await t.ok('importLogList', { token: demo });
    const id = list.tableData[0]!.id;
    const byToken = await t.request
      .get(`${API_BASE}/task/import/results/?task_id=${id}`)
      .set('Authorization', `JWT ${demo}`);
    expect(byToken.status).toBe(200);
    const theirs = await t.request
      .get(`${API_BASE}/task/import/results/?task_id=${id}`)
      .set('Authorization', `JWT ${yunji}`);
    expect(theirs.body.code).toBe(BizCode.NOT_FOUND);
    const forged = await t.request.get(`${API_BASE}/task/import/results/?task_id=${id}&sign=00`);
    expect(forged.body.code).toBe(BizCode.NOT_FOUND);
    const bad = await t.request.get(`${API_BASE}/task/import/results/?task_id=1e3&sign=00`);
    expect(bad.body.code).toBe(BizCode.BAD_REQUEST);
  });
});

describe('batch carrier change (carrier_change, func_change_carrier)', () => {
  const planOf = (carrier: string) =>
    sql.prepare('select id, name from plans where carrier = ? order by id limit 1').get(carrier) as {
      id: number;
      name: string;
    };
  const cardOf = (iccid: string) =>
    sql.prepare('select carrier, plan_id, billing_group_id from cards where iccid = ?').get(iccid) as {
      carrier: string;
      plan_id: number;
      billing_group_id: number | null;
    };
  const changes = (iccid: string) =>
    sql
      .prepare(
        "select count(*) from card_operations where action = 'change_carrier' and card_id = (select id from cards where iccid = ?)",
      )
      .pluck()
      .get(iccid);

  it('moves pasted multi-carrier cards to the chosen carrier and plan; single-carrier cards are refused', async () => {
    const esim = iccids(
      "main_client_id = ? and eid is not null and carrier <> 'ctcc' and status <> 'cancelled'",
      2,
      demoId,
    );
    const [single] = iccids("main_client_id = ? and eid is null and status = 'active'", 1, demoId);
    const [already] = iccids(
      "main_client_id = ? and eid is not null and carrier = 'ctcc' and status <> 'cancelled'",
      1,
      demoId,
    );
    const plan = planOf('ctcc');
    const check = await t.ok('checkBatch', {
      token: demo,
      body: {
        kind: 'carrier_change',
        numbers: [...esim, single, already].join('\n'),
        carrier: 'ctcc',
        plan_id: plan.id,
      },
    });
    expect(check).toMatchObject({ total: 4, valid: 2, refused: { wrong_status: 2 }, fee: null });
    expect(check.bad_rows.map((r) => r.reason)).toEqual([
      expect.stringContaining('多运营商'),
      expect.stringContaining('中国电信'),
    ]);
    // Nothing moves before the batch is confirmed.
    expect(cardOf(esim[0]!).carrier).not.toBe('ctcc');
    await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks();
    for (const iccid of esim) {
      expect(cardOf(iccid)).toMatchObject({ carrier: 'ctcc', plan_id: plan.id, billing_group_id: null });
      expect(changes(iccid)).toBe(1);
    }
    expect(changes(single!)).toBe(0);
    expect(await logRow(check.task_id)).toMatchObject({
      kind: 'carrier_change',
      status: 'partial',
      succeeded: 2,
      failed: 2,
    });
  });

  it("reads each row's target carrier and plan from the template, refusing a bad cell with its column", async () => {
    const [a, b, c] = iccids(
      "main_client_id = ? and eid is not null and carrier = 'cmcc' and status <> 'cancelled'",
      3,
      demoId,
    );
    const plan = planOf('cucc');
    const file = await upload(
      'carrier.xlsx',
      await xlsxOf([
        ['卡号', '目标运营商', '目标套餐'],
        [a!, '中国联通', plan.name],
        [b!, 'China Unicom', plan.name],
        [c!, '中国联通', '没有这个套餐'],
        ['89860000000000000009', '火星电信', plan.name],
      ]),
    );
    const check = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'carrier_change', file_url: file },
      lang: 'en',
    });
    expect(check).toMatchObject({ total: 4, valid: 2, refused: { format: 2 } });
    expect(check.bad_rows).toEqual([
      expect.objectContaining({ number: c, reason: expect.stringContaining('没有这个套餐') }),
      expect.objectContaining({
        number: '89860000000000000009',
        reason: 'Target carrier must be China Mobile, China Unicom, China Telecom',
      }),
    ]);
    await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks();
    expect(cardOf(a!)).toMatchObject({ carrier: 'cucc', plan_id: plan.id });
    expect(cardOf(b!)).toMatchObject({ carrier: 'cucc', plan_id: plan.id });
    expect(cardOf(c!).carrier).toBe('cmcc');
  });

  it('asks for the target of pasted numbers, and gives demo_sub (without the code) 599', async () => {
    const [a] = iccids("main_client_id = ? and eid is not null and status <> 'cancelled'", 1, demoId);
    const missing = await t.api('checkBatch', { token: demo, body: { kind: 'carrier_change', numbers: a! } });
    expect(missing).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请选择目标运营商和套餐' });
    const wrongPlan = await t.api('checkBatch', {
      token: demo,
      body: { kind: 'carrier_change', numbers: a!, carrier: 'ctcc', plan_id: planOf('cmcc').id },
    });
    expect(wrongPlan.code).toBe(BizCode.BAD_REQUEST);
    const sub = await t.login('demo_sub');
    const denied = await t.api('checkBatch', {
      token: sub,
      body: { kind: 'carrier_change', numbers: a!, carrier: 'ctcc', plan_id: planOf('ctcc').id },
    });
    expect(denied.code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('batch network off / on (net_off, net_on, router_batch_net)', () => {
  const flagsOf = (iccid: string) =>
    sql.prepare('select data_on, sms_on, voice_on from cards where iccid = ?').get(iccid) as {
      data_on: number;
      sms_on: number;
      voice_on: number;
    };
  const idOf = (iccid: string) =>
    sql.prepare('select id from cards where iccid = ?').pluck().get(iccid) as number;
  // The card's net operations by its client (support's seeded data resets, O_GPRS, left aside).
  const netOps = (iccid: string) =>
    sql
      .prepare(
        `select action, detail, username from card_operations
         where action like 'net_%' and card_id = ? and username <> 'support' order by id`,
      )
      .all(idOf(iccid)) as { action: string; detail: string; username: string }[];
  /** Active cards of demo's with every function on, the last ones (the tests above take the first). */
  const fresh = (limit: number) =>
    sql
      .prepare(
        `select iccid from cards where main_client_id = ? and status = 'active'
           and data_on = 1 and sms_on = 1 and voice_on = 1 order by id desc limit ?`,
      )
      .pluck()
      .all(demoId, limit) as string[];

  it('turns the chosen functions of pasted active cards off, then on again, refusing the others with reasons', async () => {
    const [a, b] = fresh(2);
    const [pending] = iccids("main_client_id = ? and status in ('pending', 'testing')", 1, demoId);
    const [cancelled] = iccids("main_client_id = ? and status = 'cancelled'", 1, demoId);
    const check = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'net_off', numbers: [a, b, pending, cancelled].join('\n'), functions: ['sms', 'data'] },
    });
    expect(check).toMatchObject({
      kind: 'net_off',
      total: 4,
      valid: 2,
      refused: { wrong_status: 2 },
      fee: null,
    });
    expect(check.bad_rows.map((r) => r.reason)).toEqual([
      expect.stringMatching(/^仅正使用或停机的卡可以断网或复网，该卡当前为(待激活|测试期)$/),
      '该卡已销户',
    ]);
    // Nothing is applied before the batch is started.
    expect(flagsOf(a!)).toEqual({ data_on: 1, sms_on: 1, voice_on: 1 });
    await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks();
    for (const iccid of [a!, b!]) {
      expect(flagsOf(iccid)).toEqual({ data_on: 0, sms_on: 0, voice_on: 1 });
      expect(netOps(iccid)).toEqual([
        { action: 'net_off', detail: JSON.stringify({ functions: ['data', 'sms'] }), username: 'demo' },
      ]);
    }
    expect(await logRow(check.task_id)).toMatchObject({
      kind: 'net_off',
      status: 'partial',
      succeeded: 2,
      failed: 2,
    });
    // The card detail carries the flags, and its operation log names the functions.
    const detail = await t.ok('cardDetail', { token: demo, query: { card_id: idOf(a!) } });
    expect(detail.functions).toEqual({ data: false, sms: false, voice: true });
    const ops = await t.ok('cardOperations', { token: demo, query: { card_id: idOf(a!) } });
    expect(ops.tableData[0]).toMatchObject({ action: 'net_off', detail: '网络功能：数据、短信' });

    // Off again: already off, refused with the functions named.
    const again = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'net_off', numbers: a!, functions: ['data', 'sms'] },
      lang: 'en',
    });
    expect(again.bad_rows).toEqual([
      expect.objectContaining({ check: 'wrong_status', reason: 'This card has Data, SMS off already' }),
    ]);
    // On: data and voice (voice is on already, data is not: the card passes), then all on.
    const on = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'net_on', numbers: [a, b].join(','), functions: ['data', 'voice'] },
    });
    expect(on).toMatchObject({ valid: 2 });
    await t.ok('startBatch', { token: demo, body: { task_id: on.task_id } });
    await t.runTasks();
    expect(flagsOf(a!)).toEqual({ data_on: 1, sms_on: 0, voice_on: 1 });
    expect(netOps(b!).map((o) => o.action)).toEqual(['net_off', 'net_on']);
    const voiceOn = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'net_on', numbers: a!, functions: ['voice'] },
    });
    expect(voiceOn.bad_rows).toEqual([expect.objectContaining({ reason: '该卡的语音已全部开启' })]);
  });

  it('applies the functions to every row of a file, refusing bad rows', async () => {
    const [a, b] = fresh(2);
    const [theirs] = iccids("main_client_id <> ? and status = 'active'", 1, demoId);
    const file = await upload(
      'net.xlsx',
      await xlsxOf([['卡号'], ['每行一个卡号'], [a!], ['12345'], [b!], [theirs!]]),
    );
    const check = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'net_off', file_url: file, functions: ['voice'] },
    });
    expect(check).toMatchObject({
      source: 'net.xlsx',
      total: 4,
      valid: 2,
      refused: { format: 1, not_yours: 1 },
    });
    await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks();
    expect(flagsOf(a!)).toEqual({ data_on: 1, sms_on: 1, voice_on: 0 });
    expect(flagsOf(b!)).toEqual({ data_on: 1, sms_on: 1, voice_on: 0 });
    expect(flagsOf(theirs!).voice_on).toBe(1);
    expect(await logRow(check.task_id)).toMatchObject({ status: 'partial', succeeded: 2, failed: 2 });
  });

  it('asks for the functions, and gives demo_sub (without the page) 599', async () => {
    // The functions are asked for before any card is looked at: any card of demo's will do.
    const [a] = iccids('main_client_id = ?', 1, demoId);
    const missing = await t.api('checkBatch', { token: demo, body: { kind: 'net_off', numbers: a! } });
    expect(missing).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请选择要断开或恢复的网络功能' });
    const none = await t.api('checkBatch', {
      token: demo,
      body: { kind: 'net_on', numbers: a!, functions: [] },
      lang: 'en',
    });
    expect(none).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: 'Choose the network functions to turn off or on',
    });
    const sub = await t.login('demo_sub');
    const denied = await t.api('checkBatch', {
      token: sub,
      body: { kind: 'net_off', numbers: a!, functions: ['data'] },
    });
    expect(denied.code).toBe(BizCode.NO_PERMISSION);
  });
});
