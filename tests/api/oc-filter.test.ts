import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_FILTER_MAX, BizCode } from '#contract';
import { build } from './helpers.ts';

/** /oc_card/distribute by the card list's filter: the count, the distribution, the scope and the cap. */
const t = await build();

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);

let demoId: number;
let yunjiId: number;
let demo: string;
let yunji: string;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  [demo, yunji] = await Promise.all([t.login('demo'), t.login('yunji')]);
});

const NOT_MULTI = '该卡不是多运营商卡（一卡三网）';

/** The cards of a main client the filter (status active, China Telecom) takes, by direct SQL. */
const matching = (clientId: number) =>
  all<{ id: number; iccid: string; multi: number }>(
    `select c.id, c.iccid, exists (select 1 from oc_profiles p where p.card_id = c.id) as multi
     from cards c where c.main_client_id = ? and c.status = 'active' and c.carrier = 'ctcc'`,
    clientId,
  );
const FILTER = { status: 'active', carrier: 'ctcc' } as const;

describe('distribution by the card list filter', () => {
  it('counts the matching cards and the multi-carrier ones, in scope', async () => {
    for (const [token, clientId] of [
      [demo, demoId],
      [yunji, yunjiId],
    ] as const) {
      const cards = matching(clientId);
      const count = await t.ok('ocDistributeCount', { token, query: FILTER as never });
      expect(count).toEqual({
        total: cards.length,
        multi_carrier: cards.filter((c) => c.multi).length,
        max: BATCH_FILTER_MAX,
      });
    }
  });

  it('gives the matching multi-carrier cards the policy (待生效, then 已生效), refusing the others per card', async () => {
    const created = await t.ok('createOcPolicy', {
      token: demo,
      body: {
        name: '筛选下发',
        mode: 'priority',
        priority: ['ctcc', 'cmcc', 'cucc'],
        blacklist: [],
        enabled: true,
      } as never,
    });
    const cards = matching(demoId);
    const multi = cards.filter((c) => c.multi);
    expect(multi.length).toBeGreaterThan(0);
    expect(cards.length).toBeGreaterThan(multi.length);
    const check = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'oc_distribute', filter: FILTER as never, policy_id: created.id },
    });
    expect(check.source).toBe('按筛选条件');
    expect(check.total).toBe(cards.length);
    expect(check.valid).toBe(multi.length);
    expect(new Set(check.bad_rows.map((r) => r.reason))).toEqual(new Set([NOT_MULTI]));
    expect(new Set(check.bad_rows.map((r) => r.number))).toEqual(
      new Set(cards.filter((c) => !c.multi).map((c) => c.iccid)),
    );
    await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks(5_000);
    const log = await t.ok('ocDistributionList', {
      token: demo,
      query: { task_id: String(check.task_id), state: 'pending', page_size: 50 },
    });
    expect(log.total_count).toBe(multi.length);
    const pending = all<{ card_id: number }>(
      "select card_id from oc_assignments where task_id = ? and status = 'pending' order by card_id",
      check.task_id,
    );
    expect(pending.map((r) => r.card_id)).toEqual(multi.map((c) => c.id).sort((a, b) => a - b));
    const failed = await t.ok('ocDistributionList', {
      token: demo,
      query: { task_id: String(check.task_id), state: 'failed', page_size: 50 },
    });
    expect(failed.total_count).toBe(cards.length - multi.length);
    expect(failed.tableData.every((r) => r.reason === NOT_MULTI)).toBe(true);

    // Every card attaches within ten minutes on the clock: applied.
    expect((await t.request.put('/__emulator/clock').send({ advance_ms: 11 * 60_000 })).status).toBe(200);
    demo = await t.login('demo');
    const after = await t.ok('ocDistributionList', {
      token: demo,
      query: { task_id: String(check.task_id), state: 'applied', page_size: 50 },
    });
    expect(after.total_count).toBe(multi.length);
    const policies = all<{ oc_policy_id: number }>(
      `select oc_policy_id from cards where id in (${multi.map(() => '?').join(',')})`,
      ...multi.map((c) => c.id),
    );
    expect(policies.every((p) => p.oc_policy_id === created.id)).toBe(true);
  });

  it("never takes another client's cards", async () => {
    const created = await t.ok('createOcPolicy', {
      token: yunji,
      body: {
        name: '云基筛选',
        mode: 'priority',
        priority: ['cmcc', 'ctcc', 'cucc'],
        blacklist: [],
        enabled: true,
      } as never,
    });
    const check = await t.ok('checkBatch', {
      token: yunji,
      body: { kind: 'oc_distribute', filter: {} as never, policy_id: created.id },
    });
    const ids = all<{ id: number }>('select id from cards where main_client_id = ?', yunjiId).map(
      (c) => c.id,
    );
    expect(check.total).toBe(ids.length);
    const rows = all<{ number: string }>('select number from task_rows where task_id = ?', check.task_id);
    const demoIccids = new Set(
      all<{ iccid: string }>('select iccid from cards where main_client_id = ?', demoId).map((c) => c.iccid),
    );
    expect(rows.some((r) => demoIccids.has(r.number))).toBe(false);
  });

  it('refuses a filter for other batch kinds, and more than the cap', async () => {
    const other = await t.api('checkBatch', {
      token: demo,
      body: { kind: 'card_stop', filter: {} as never },
    });
    expect(other.code).not.toBe(BizCode.OK);
    expect(other.msg).toContain('只有策略下发可以按筛选条件选卡');

    // More cards than one distribution may hold: copies of a card of demo's, ICCIDs apart.
    const columns = all<{ name: string }>('pragma table_info(cards)').map((c) => c.name);
    const exprs = columns.map((c) =>
      c === 'id'
        ? 'null'
        : c === 'iccid'
          ? "'8986990' || printf('%013d', k)"
          : c === 'msisdn'
            ? "'1449' || printf('%09d', k)"
            : c === 'imsi'
              ? "'46099' || printf('%010d', k)"
              : c,
    );
    const source = all<{ id: number }>(
      "select id from cards where main_client_id = ? and eid is null and status = 'active' limit 1",
      demoId,
    )[0]!.id;
    t.deps.sqlite
      .prepare(
        `with recursive n(k) as (select 1 union all select k + 1 from n where k < ?)
         insert into cards (${columns.join(', ')}) select ${exprs.join(', ')} from n, cards where cards.id = ?`,
      )
      .run(BATCH_FILTER_MAX + 1, source);
    const prefix = { number: '8986990', num_type: 'iccid' } as const;
    const count = await t.ok('ocDistributeCount', { token: demo, query: prefix as never });
    expect(count).toEqual({ total: BATCH_FILTER_MAX + 1, multi_carrier: null, max: BATCH_FILTER_MAX });
    const tasksBefore = all<{ n: number }>('select count(*) as n from tasks')[0]!.n;
    const policyId = all<{ id: number }>('select id from oc_policies where owner_client_id = ?', demoId)[0]!
      .id;
    const refused = await t.api('checkBatch', {
      token: demo,
      body: { kind: 'oc_distribute', filter: prefix as never, policy_id: policyId },
    });
    expect(refused.code).toBe(BizCode.BAD_REQUEST);
    expect(refused.msg).toContain('一次最多下发 10000 张');
    expect(all<{ n: number }>('select count(*) as n from tasks')[0]!.n).toBe(tasksBefore);
  });
});
