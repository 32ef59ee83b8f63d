import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';
import { supportTaskKit } from './support-task-kit.ts';

/** O_CS (issue 47): support's batch card activation, on the task centre. */

const t = await build();
const sql = t.deps.sqlite;

let support: string;
let demo: string;
let demoId: number;
let yunjiId: number;

const ctl = (path: string) => t.request.put(`/__emulator${path}`);

/** demo's cards in a status, by ICCID (the lowest ids first, skipping `offset`). */
const demoCards = (status: string, limit: number, offset = 0) =>
  sql
    .prepare('select iccid from cards where main_client_id = ? and status = ? order by id limit ? offset ?')
    .pluck()
    .all(demoId, status, limit, offset) as string[];
const cardOf = (iccid: string) =>
  sql.prepare('select id, status, activated_at, expires_at from cards where iccid = ?').get(iccid) as {
    id: number;
    status: string;
    activated_at: number | null;
    expires_at: number | null;
  };
const counts = () =>
  sql
    .prepare(
      `select (select count(*) from card_status_events) as events, (select count(*) from card_operations) as ops,
         (select count(*) from cards where status = 'active') as active`,
    )
    .get();

const kit = supportTaskKit(t, 'O_CS', '客户要求批量激活');
const activate = (numbers: string[], extra: Record<string, unknown> = {}) => kit.body(demoId, numbers, extra);

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  support = await t.login('support');
  demo = await t.login('demo');
});

describe('O_CS: support activates a client’s cards', () => {
  it('lists the seeded batch activation, with a row the lifecycle refused', async () => {
    const list = await t.ok('supportTaskList', { token: support, query: { kind: 'O_CS' } });
    expect(list.total_count).toBeGreaterThan(0);
    const demoName = sql.prepare('select name from clients where id = ?').pluck().get(demoId);
    const seeded = list.tableData.find((r) => r.client_name === demoName)!;
    expect(seeded).toMatchObject({ kind: 'O_CS', status: 'partial', username: 'support', failed: 1 });
    // Its cards' activation names support, with the reason beside it.
    const noted = sql
      .prepare(
        `select count(*) from card_status_events e join card_status_notes n on n.event_id = e.id
         join task_rows r on r.task_id = ? and r.outcome = 'ok' and json_extract(r.input, '$.card_id') = e.card_id
         where e.reason = 'activated' and e.operator = 'support'`,
      )
      .pluck()
      .get(seeded.id);
    expect(noted).toBe(seeded.succeeded);
  });

  it('checks every row by the customer’s lifecycle, then puts the valid ones into use with the reason', async () => {
    const [pending1, pending2] = demoCards('pending', 2);
    const [testing] = demoCards('testing', 1);
    const [cancelled] = demoCards('cancelled', 1);
    const [inUse] = demoCards('active', 1);
    const yunjiCard = sql
      .prepare("select iccid from cards where main_client_id = ? and status = 'pending' order by id limit 1")
      .pluck()
      .get(yunjiId) as string;
    const before = counts();
    const check = await t.ok('checkSupportTask', {
      token: support,
      lang: 'en',
      body: activate([pending1!, pending2!, testing!, cancelled!, inUse!, yunjiCard, pending1!]),
    });
    expect(check).toMatchObject({
      kind: 'O_CS',
      total: 7,
      valid: 3,
      refused: { format: 0, duplicate: 1, not_yours: 1, wrong_status: 2 },
    });
    expect(check.bad_rows.map((r) => [r.row_no, r.check, r.reason])).toEqual([
      [
        4,
        'wrong_status',
        expect.stringMatching(
          /^Only cards pending activation or in testing can be activated; this one is \S/,
        ),
      ],
      [
        5,
        'wrong_status',
        expect.stringMatching(
          /^Only cards pending activation or in testing can be activated; this one is \S/,
        ),
      ],
      [6, 'not_yours', expect.stringMatching(/^Not a card of /)],
      [7, 'duplicate', 'Repeats row 1'],
    ]);
    // Checked only: nothing changed.
    expect(counts()).toEqual(before);

    const row = await kit.run(support, check.task_id);
    const now = t.deps.clock.now();
    for (const iccid of [pending1!, pending2!, testing!]) {
      expect(cardOf(iccid)).toMatchObject({ status: 'active', activated_at: now });
      const event = sql
        .prepare(
          `select e.from_status, e.to_status, e.reason, e.operator, n.note from card_status_events e
           left join card_status_notes n on n.event_id = e.id where e.card_id = ? order by e.id desc limit 1`,
        )
        .get(cardOf(iccid).id);
      expect(event).toMatchObject({
        to_status: 'active',
        reason: 'activated',
        operator: 'support',
        note: '客户要求批量激活',
      });
      const op = sql
        .prepare(
          'select username, action, detail from card_operations where card_id = ? order by id desc limit 1',
        )
        .get(cardOf(iccid).id) as { username: string; action: string; detail: string };
      expect(op).toMatchObject({ username: 'support', action: 'activate' });
      expect(JSON.parse(op.detail)).toMatchObject({ reason: '客户要求批量激活' });
    }
    expect(cardOf(cancelled!).status).toBe('cancelled');
    expect(cardOf(yunjiCard).status).toBe('pending');
    const after = counts() as { events: number; ops: number; active: number };
    const was = before as typeof after;
    expect([after.events - was.events, after.ops - was.ops, after.active - was.active]).toEqual([3, 3, 3]);

    // The client sees the change in its card's activation, by support.
    const activation = await t.ok('cardActivation', {
      token: demo,
      query: { card_id: cardOf(pending1!).id },
    });
    expect(activation.activation).toMatchObject({ source: 'portal', operator: 'support' });

    expect(row).toMatchObject({ total: 7, succeeded: 3, failed: 4, status: 'partial' });
    // The results file gives each refused row its reason, in the reader's language.
    const sheet = await kit.results(row.results!);
    expect(sheet.rowCount).toBe(8);
    expect(String(sheet.getRow(5).getCell(4).value)).toMatch(/^仅待激活或测试期的卡可以激活，该卡当前为\S/);
  });

  it('asks the rule again when the step runs: a card activated since the check is refused, not changed twice', async () => {
    const [card] = demoCards('pending', 1);
    const check = await t.ok('checkSupportTask', { token: support, body: activate([card!]) });
    expect(check.valid).toBe(1);
    // demo activates it itself in between.
    await t.ok('activateCards', { token: demo, body: { card_ids: [cardOf(card!).id] } });
    const events = () =>
      sql
        .prepare("select count(*) from card_status_events where card_id = ? and reason = 'activated'")
        .pluck()
        .get(cardOf(card!).id);
    expect(events()).toBe(1);
    const row = await kit.run(support, check.task_id);
    expect(events()).toBe(1);
    expect(row).toMatchObject({ succeeded: 0, failed: 1, status: 'failed' });
  });

  it('requires a reason, under its field, and creates nothing', async () => {
    const tasksBefore = kit.taskCount();
    const missing = await t.api('checkSupportTask', {
      token: support,
      body: activate(demoCards('pending', 1), { reason: '  ' }),
    });
    expect(missing).toMatchObject({ code: BizCode.BAD_REQUEST });
    expect(JSON.stringify(missing.data)).toContain('reason');
    expect(kit.taskCount()).toBe(tasksBefore);
  });

  it('refuses a support user without router_spt_change_status with 599', async () => {
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_change_status'] })
      .expect(200);
    expect(
      await t.api('checkSupportTask', { token: support, body: activate(demoCards('pending', 1)) }),
    ).toMatchObject({ code: BizCode.NO_PERMISSION, data: { perm_names: ['批量变更状态'] } });
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_change_status'] })
      .expect(200);
  });
});
