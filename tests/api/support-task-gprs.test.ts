import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { kickTasks } from '../../server/tasks/engine.ts';
import { build } from './helpers.ts';
import { supportTaskKit } from './support-task-kit.ts';

/** O_GPRS (issue 47): support resets a client's cards' data function at the carrier, on the task centre. */

const t = await build();
const sql = t.deps.sqlite;

let support: string;
let demoId: number;
let yunjiId: number;

const ctl = (path: string) => t.request.put(`/__emulator${path}`);

/** A client's cards in a status, by ICCID (the lowest ids first, skipping `offset`). */
const cardsOf = (clientId: number, status: string, limit: number, offset = 0) =>
  sql
    .prepare('select iccid from cards where main_client_id = ? and status = ? order by id limit ? offset ?')
    .pluck()
    .all(clientId, status, limit, offset) as string[];
const cardOf = (iccid: string) =>
  sql.prepare('select id, status, data_on from cards where iccid = ?').get(iccid) as {
    id: number;
    status: string;
    data_on: number;
  };
/** The card's operations since `afterId`, oldest first. */
const opsOf = (iccid: string, afterId: number) =>
  sql
    .prepare(
      'select username, action, detail, at from card_operations where card_id = ? and id > ? order by id',
    )
    .all(cardOf(iccid).id, afterId) as { username: string; action: string; detail: string; at: number }[];
const lastOpId = () =>
  sql.prepare('select coalesce(max(id), 0) from card_operations').pluck().get() as number;

const kit = supportTaskKit(t, 'O_GPRS');
const reset = (numbers: string[], extra: Record<string, unknown> = {}) => kit.body(demoId, numbers, extra);

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  support = await t.login('support');
});

describe('O_GPRS: support resets the data function of a client’s cards at the carrier', () => {
  it('lists the seeded reset, with the card not in service refused', async () => {
    const list = await t.ok('supportTaskList', { token: support, query: { kind: 'O_GPRS' }, lang: 'en' });
    const demoName = sql.prepare('select name from clients where id = ?').pluck().get(demoId);
    const seeded = list.tableData.find((r) => r.client_name === demoName)!;
    expect(seeded).toMatchObject({
      kind: 'O_GPRS',
      status: 'partial',
      username: 'support',
      total: 4,
      succeeded: 3,
      failed: 1,
    });
    // Each reset card has support's data off, then on.
    const ops = sql
      .prepare(
        `select o.action from card_operations o join task_rows r on r.task_id = ? and r.outcome = 'ok'
           and json_extract(r.input, '$.card_id') = o.card_id
         where o.username = 'support' and o.action in ('net_off', 'net_on') order by o.card_id, o.id`,
      )
      .pluck()
      .all(seeded.id);
    expect(ops).toEqual(['net_off', 'net_on', 'net_off', 'net_on', 'net_off', 'net_on']);
  });

  it('checks every row, then on the emulator clock turns each valid card’s data off and on again', async () => {
    const [active1, active2] = cardsOf(demoId, 'active', 2);
    const [suspended] = cardsOf(demoId, 'suspended', 1);
    const [pending] = cardsOf(demoId, 'pending', 1);
    const [cancelled] = cardsOf(demoId, 'cancelled', 1);
    const [yunjiCard] = cardsOf(yunjiId, 'active', 1);
    // A card whose data the customer had turned off ends with data on: the reset opens it again.
    sql.prepare('update cards set data_on = 0 where iccid = ?').run(active2!);
    const before = lastOpId();
    const check = await t.ok('checkSupportTask', {
      token: support,
      lang: 'en',
      body: reset([active1!, active2!, suspended!, pending!, cancelled!, yunjiCard!, active1!, '12ab']),
    });
    expect(check).toMatchObject({
      kind: 'O_GPRS',
      total: 8,
      valid: 3,
      refused: { format: 1, duplicate: 1, not_yours: 1, wrong_status: 2 },
    });
    expect(check.bad_rows.map((r) => [r.row_no, r.check, r.reason])).toEqual([
      [
        4,
        'wrong_status',
        'Only cards in use or suspended can have their data function reset; this one is Pending activation',
      ],
      [5, 'wrong_status', expect.stringMatching(/cancelled/i)],
      [6, 'not_yours', expect.stringMatching(/^Not a card of /)],
      [7, 'duplicate', 'Repeats row 1'],
      [8, 'format', expect.any(String)],
    ]);
    // Checked only: nothing sent to the carrier yet.
    expect(lastOpId()).toBe(before);

    await t.ok('startSupportTask', { token: support, body: { task_id: check.task_id } });
    // Queued, not applied: a carrier's reset is settled when the clock reaches its step.
    await kickTasks(t.deps);
    expect(opsOf(active1!, before)).toEqual([]);
    await t.runTasks();
    for (const iccid of [active1!, active2!, suspended!]) {
      const ops = opsOf(iccid, before);
      expect(ops.map((o) => [o.username, o.action, JSON.parse(o.detail)])).toEqual([
        ['support', 'net_off', { functions: ['data'] }],
        ['support', 'net_on', { functions: ['data'] }],
      ]);
      expect(cardOf(iccid).data_on).toBe(1);
    }
    expect(cardOf(suspended!).status).toBe('suspended');
    for (const iccid of [pending!, cancelled!, yunjiCard!]) expect(opsOf(iccid, before)).toEqual([]);

    const row = await kit.row(support, check.task_id);
    expect(row).toMatchObject({ total: 8, succeeded: 3, failed: 5, status: 'partial', progress: 100 });
    // The results file: each card's result, the refused ones with their reason in the reader's language.
    const sheet = await kit.results(row.results!);
    expect(sheet.rowCount).toBe(9);
    expect(String(sheet.getRow(2).getCell(2).value)).toBe(active1);
    expect(String(sheet.getRow(5).getCell(4).value)).toBe(
      '仅正使用或停机的卡可以重置数据功能，该卡当前为待激活',
    );
  });

  it('asks the rule again when the step runs: a card cancelled since the check is refused, untouched', async () => {
    const [card] = cardsOf(demoId, 'active', 1, 5);
    const check = await t.ok('checkSupportTask', { token: support, body: reset([card!]) });
    expect(check.valid).toBe(1);
    sql.prepare("update cards set status = 'cancelled' where iccid = ?").run(card!);
    const before = lastOpId();
    const row = await kit.run(support, check.task_id);
    expect(opsOf(card!, before)).toEqual([]);
    expect(row).toMatchObject({ succeeded: 0, failed: 1, status: 'failed' });
  });

  it('refuses a support user without router_spt_batchtask_card_gprs_status_reset with 599, creating nothing', async () => {
    const tasksBefore = kit.taskCount();
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_batchtask_card_gprs_status_reset'] })
      .expect(200);
    expect(
      await t.api('checkSupportTask', { token: support, body: reset(cardsOf(demoId, 'active', 1)) }),
    ).toMatchObject({ code: BizCode.NO_PERMISSION });
    expect(await t.api('supportTaskList', { token: support, query: { kind: 'O_GPRS' } })).toMatchObject({
      code: 200,
    });
    await ctl('/users/support/perms')
      .send({ grant: ['router_spt_batchtask_card_gprs_status_reset'] })
      .expect(200);
    expect(kit.taskCount()).toBe(tasksBefore);
  });
});
