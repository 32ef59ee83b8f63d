import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';
import { supportTaskKit } from './support-task-kit.ts';

/**
 * O_LCR (限速恢复, issue 46): support lifts the speed limit of a client's cards as a task of the
 * task centre; each row's step calls `liftSpeedLimit` with the task's reason.
 */

const t = await build();
const sql = t.deps.sqlite;

let support: string;
let demo: string;
let demoId: number;
let yunjiId: number;

const ctl = (path: string) => t.request.put(`/__emulator${path}`);

/** demo's cards (its tree) that the carrier slows down now, or that are in service and not slowed. */
const demoCards = (limited: boolean, limit: number) =>
  sql
    .prepare(
      `select c.iccid from cards c where c.main_client_id = ? and c.status = 'active'
         and ${limited ? '' : 'not'} exists (select 1 from speed_limited_cards s where s.card_id = c.id)
       order by c.id limit ?`,
    )
    .pluck()
    .all(demoId, limit) as string[];
const isLimited = (iccid: string) =>
  sql
    .prepare('select count(*) from speed_limited_cards s join cards c on c.id = s.card_id where c.iccid = ?')
    .pluck()
    .get(iccid) === 1;
const kit = supportTaskKit(t, 'O_LCR', '客户已购买加油包');
const lift = (numbers: string[], extra: Record<string, unknown> = {}) => kit.body(demoId, numbers, extra);

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  support = await t.login('support');
  demo = await t.login('demo');
});

describe('O_LCR: support lifts the speed limit of a client’s cards', () => {
  it('lists the seeded history: an earlier lift per fixture client, one card refused as not limited', async () => {
    const list = await t.ok('supportTaskList', { token: support, query: { kind: 'O_LCR' } });
    expect(list.total_count).toBeGreaterThan(0);
    expect(list.tableData.every((r) => r.kind === 'O_LCR')).toBe(true);
    const demoName = sql.prepare('select name from clients where id = ?').pluck().get(demoId);
    expect(list.tableData.find((r) => r.client_name === demoName)).toMatchObject({
      status: 'partial',
      total: 3,
      succeeded: 2,
      failed: 1,
      username: 'support',
    });
  });

  it('checks, runs on the engine: the limited cards are lifted with the reason, the others refused with theirs', async () => {
    const limited = demoCards(true, 2);
    expect(limited).toHaveLength(2);
    const [free] = demoCards(false, 1);
    const yunjiCard = sql
      .prepare('select iccid from cards where main_client_id = ? order by id limit 1')
      .pluck()
      .get(yunjiId) as string;
    const resumesBefore = sql
      .prepare("select count(*) from carrier_resumes where source = 'speed_limit'")
      .pluck()
      .get() as number;

    const check = await t.ok('checkSupportTask', {
      token: support,
      body: lift([...limited, free!, yunjiCard]),
    });
    expect(check).toMatchObject({
      kind: 'O_LCR',
      total: 4,
      valid: 2,
      refused: { format: 0, duplicate: 0, not_yours: 1, wrong_status: 1 },
    });
    expect(check.bad_rows.map((r) => [r.number, r.reason])).toEqual([
      [free, '该卡当前未限速，无需解除限速'],
      [yunjiCard, expect.stringContaining('不是客户')],
    ]);
    // Checked only: nothing lifted.
    expect(limited.every(isLimited)).toBe(true);

    const row = await kit.run(support, check.task_id);
    expect(limited.some(isLimited)).toBe(false);
    expect(row).toMatchObject({ status: 'partial', total: 4, succeeded: 2, failed: 2, username: 'support' });

    // Each lifted card: an operation with the reason, a resume sent to its carrier.
    const ops = sql
      .prepare(
        `select o.detail, o.username from card_operations o join cards c on c.id = o.card_id
         where c.iccid = ? and o.action = 'speed_limit_lift' order by o.id desc limit 1`,
      )
      .get(limited[0]!) as { detail: string; username: string };
    expect(ops).toEqual({ detail: JSON.stringify({ reason: '客户已购买加油包' }), username: 'support' });
    expect(
      sql.prepare("select count(*) from carrier_resumes where source = 'speed_limit'").pluck().get(),
    ).toBe(resumesBefore + 2);
    // demo's card list says 不限速, and /remote_reroot lists the two.
    const cards = await t.ok('cardList', { token: demo, query: { number: limited[0]!, page_size: 5 } });
    expect(cards.tableData[0]).toMatchObject({ iccid: limited[0], speed_state: 'normal' });
    const resumes = await t.ok('remoteResumeList', {
      token: support,
      query: { iccid: limited[1]!, source: 'speed_limit' },
    });
    // Newest first: the lift's resume, waiting for the carrier's answer.
    expect(resumes.tableData[0]).toMatchObject({ iccid: limited[1], requester: 'support', status: 'sent' });

    // The clock goes on: the lifted cards stay at full speed for the rest of the month.
    await ctl('/clock').send({ advance_ms: 3_600_000 }).expect(200);
    expect(limited.some(isLimited)).toBe(false);

    // The results file names each refused row's reason.
    const sheet = await kit.results(row.results!.replace('lang=zh-CN', 'lang=en'));
    const text = JSON.stringify(sheet.getSheetValues());
    expect(text).toContain('This card is not speed-limited: there is no limit to lift');
  });

  it('refuses the task without a reason, under its field, and creates nothing', async () => {
    const tasksBefore = kit.taskCount();
    const none = await t.api('checkSupportTask', {
      token: support,
      body: lift(demoCards(true, 1), { reason: ' ' }),
    });
    expect(none).toMatchObject({ code: BizCode.BAD_REQUEST, data: { field: 'reason' } });
    expect(none.msg).toBe('请填写解除限速的原因');
    expect(kit.taskCount()).toBe(tasksBefore);
  });

  it('a card lifted after the check (or no longer limited) is refused by the step with its reason', async () => {
    const [card] = demoCards(true, 1);
    const check = await t.ok('checkSupportTask', { token: support, body: lift([card!]) });
    expect(check.valid).toBe(1);
    sql
      .prepare('delete from speed_limited_cards where card_id = (select id from cards where iccid = ?)')
      .run(card!);
    expect(await kit.run(support, check.task_id)).toMatchObject({
      status: 'failed',
      succeeded: 0,
      failed: 1,
    });
    const message = sql
      .prepare('select message from task_rows where task_id = ?')
      .pluck()
      .get(check.task_id) as string;
    expect(JSON.parse(message)).toMatchObject({ key: 'speed_limit_not_limited' });
  });

  it('refuses support lacking router_spt_limit_control_resume with 599', async () => {
    await ctl('/users/support/perms')
      .send({ revoke: ['router_spt_limit_control_resume'] })
      .expect(200);
    expect(
      await t.api('checkSupportTask', { token: support, body: lift(demoCards(false, 1)) }),
    ).toMatchObject({
      code: BizCode.NO_PERMISSION,
      data: { perm_names: ['限速复机'] },
    });
  });
});
