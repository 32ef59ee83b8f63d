import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';

const t = await build();

const one = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).get(...params);
const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const n = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params)!.n;

let demoId: number;
let yunjiId: number;
let demo: string;
let demoSub: string;
let yunji: string;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  [demo, demoSub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
});

/** Moves the world's clock on, as the control API does (time travel: attach, network, tasks). */
async function advance(ms: number) {
  const res = await t.request.put('/__emulator/clock').send({ advance_ms: ms });
  expect(res.status).toBe(200);
  // Tokens last 10 hours on the clock: log in again.
  [demo, yunji] = await Promise.all([t.login('demo'), t.login('yunji')]);
}

/** A weak-signal policy body (typed loosely: the tests send bad ones too). */
const policy = (name: string, extra: Record<string, unknown> = {}): never =>
  ({
    name,
    mode: 'weak_signal',
    priority: ['ctcc', 'cmcc', 'cucc'],
    blacklist: [],
    threshold_dbm: -100,
    enabled: true,
    ...extra,
  }) as never;

describe('seeded multi-carrier cards', () => {
  it('gives every card with an EID three profiles, the online one on the card', () => {
    const multi = all<{ id: number; o_iccid: string; oc_imsi: string }>(
      'select id, o_iccid, oc_imsi from cards where eid is not null',
    );
    expect(multi.length).toBeGreaterThan(5);
    for (const c of multi) {
      expect(n('select count(*) as n from oc_profiles where card_id = ?', c.id)).toBe(3);
      expect(
        n(
          'select count(*) as n from oc_profiles where card_id = ? and iccid = ? and imsi = ?',
          c.id,
          c.o_iccid,
          c.oc_imsi,
        ),
      ).toBe(1);
    }
    expect(
      n('select count(*) as n from cards where eid is null and (o_iccid is not null or oc_imsi is not null)'),
    ).toBe(0);
  });

  it('finds a multi-carrier card by its O-ICCID and its oc_imsi', async () => {
    const card = one<{ id: number; o_iccid: string; oc_imsi: string }>(
      'select id, o_iccid, oc_imsi from cards where main_client_id = ? and eid is not null',
      demoId,
    )!;
    for (const [num_type, number] of [
      ['o_iccid', card.o_iccid],
      ['oc_imsi', card.oc_imsi],
    ] as const) {
      const data = await t.ok('cardGetId', { token: demo, query: { number, num_type } });
      expect(data.card_id).toBe(card.id);
    }
  });

  it("shows a card's profiles, the online one and its policy", async () => {
    const card = one<{ id: number; o_iccid: string; eid: string }>(
      'select id, o_iccid, eid from cards where main_client_id = ? and eid is not null',
      demoId,
    )!;
    const data = await t.ok('ocCardInfo', { token: demo, query: { card_id: card.id } });
    expect(data.multi).toBe(true);
    expect(data.container).toBe(card.eid);
    expect(data.profiles.map((p) => p.carrier)).toEqual(['cmcc', 'cucc', 'ctcc']);
    expect(data.profiles.filter((p) => p.online).map((p) => p.iccid)).toEqual([card.o_iccid]);
    expect(data.policy).not.toBeNull();
    const single = one<{ id: number }>(
      'select id from cards where main_client_id = ? and eid is null',
      demoId,
    )!;
    const plain = await t.ok('ocCardInfo', { token: demo, query: { card_id: single.id } });
    expect(plain).toMatchObject({ multi: false, profiles: [], policy: null });
    const foreign = one<{ id: number }>('select id from cards where main_client_id = ?', yunjiId)!;
    expect((await t.api('ocCardInfo', { token: demo, query: { card_id: foreign.id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
  });
});

describe('switching policies', () => {
  it("lists the system default first and the caller's own, with the cards using each", async () => {
    const data = await t.ok('ocPolicyList', { token: demo, query: { page_size: 50 } });
    const own = n('select count(*) as n from oc_policies where owner_client_id = ?', demoId);
    expect(data.total_count).toBe(own + 1);
    expect(data.tableData[0]).toMatchObject({ owner: 'system', manage: 'system', name: '系统默认策略' });
    for (const row of data.tableData.slice(1)) {
      expect(row.card_count).toBe(
        n('select count(*) as n from cards where oc_policy_id = ? and main_client_id = ?', row.id, demoId),
      );
    }
    expect(data.tableData[0]!.card_count).toBe(
      n(
        'select count(*) as n from cards where main_client_id = ? and o_iccid is not null and (oc_policy_id is null or oc_policy_id = 1)',
        demoId,
      ),
    );
    // Another client's policies never appear.
    const other = await t.ok('ocPolicyList', { token: yunji, query: { page_size: 50 } });
    const demoIds = new Set(data.tableData.slice(1).map((r) => r.id));
    expect(other.tableData.some((r) => demoIds.has(r.id))).toBe(false);
    const english = await t.ok('ocPolicyList', { token: demo, lang: 'en', query: { page_size: 5 } });
    expect(english.tableData[0]!.name).toBe('System default policy');
  });

  it('creates, edits, copies, disables and deletes a policy, each written to the database', async () => {
    const created = await t.ok('createOcPolicy', { token: demo, body: policy('测试弱信号') });
    const row = () => one<Record<string, unknown>>('select * from oc_policies where id = ?', created.id);
    expect(row()).toMatchObject({
      owner_client_id: demoId,
      name: '测试弱信号',
      mode: 'weak_signal',
      priority: 'ctcc,cmcc,cucc',
      threshold_dbm: -100,
      enabled: 1,
    });
    await t.ok('updateOcPolicy', {
      token: demo,
      body: policy('测试时延', {
        id: created.id,
        mode: 'latency',
        probe_ip: '8.8.8.8',
        latency_ms: 250,
        blacklist: ['cucc'],
      }),
    });
    expect(row()).toMatchObject({
      name: '测试时延',
      mode: 'latency',
      probe_ip: '8.8.8.8',
      latency_ms: 250,
      threshold_dbm: null,
      blacklist: 'cucc',
    });
    const copy = await t.ok('copyOcPolicy', { token: demo, body: { id: created.id } });
    expect(copy).toMatchObject({ name: '测试时延-副本', enabled: false, mode: 'latency' });
    const systemCopy = await t.ok('copyOcPolicy', { token: demo, lang: 'en', body: { id: 1 } });
    expect(systemCopy.name).toBe('System default policy (copy)');
    await t.ok('setOcPolicyEnabled', { token: demo, body: { id: created.id, enabled: false } });
    expect(row()!.enabled).toBe(0);
    await t.ok('deleteOcPolicy', { token: demo, query: { id: created.id } });
    expect(row()).toBeUndefined();
  });

  it('refuses bad input with localised messages and changes nothing', async () => {
    const before = n('select count(*) as n from oc_policies');
    const cases: [Record<string, unknown>, string][] = [
      [policy('x'.repeat(33)), '策略名称不能超过32个字符'],
      [policy(''), '请输入策略名称'],
      [policy('阈值', { threshold_dbm: -20 }), '信号阈值须为 -130 到 -70 dBm 的整数'],
      [policy('阈值', { threshold_dbm: null }), '信号阈值须为 -130 到 -70 dBm 的整数'],
      [policy('顺序', { priority: ['ctcc', 'ctcc', 'cucc'] }), '优先级须包含移动、联通、电信各一次'],
      [policy('黑名单', { blacklist: ['ctcc', 'cmcc', 'cucc'] }), '黑名单不能包含全部运营商'],
      [
        policy('IP', { mode: 'latency', probe_ip: '300.1.1.1', latency_ms: 100 }),
        '请输入正确的探测IP地址（如 114.114.114.114）',
      ],
      [
        policy('时延', { mode: 'latency', probe_ip: '1.1.1.1', latency_ms: 10 }),
        '时延阈值须为 20 到 5000 毫秒的整数',
      ],
    ];
    for (const [body, msg] of cases) {
      const answer = await t.api('createOcPolicy', { token: demo, body: body as never });
      expect(answer.code).toBe(BizCode.BAD_REQUEST);
      expect(answer.msg).toContain(msg);
    }
    const en = await t.api('createOcPolicy', {
      token: demo,
      lang: 'en',
      body: policy('y'.repeat(40)) as never,
    });
    expect(en.msg).toContain('The policy name may have at most 32 characters');
    expect(n('select count(*) as n from oc_policies')).toBe(before);
    // The system default is read-only; a used policy is not deleted; a taken name is refused.
    expect(
      (await t.api('updateOcPolicy', { token: demo, body: { ...(policy('改') as object), id: 1 } as never }))
        .msg,
    ).toBe('系统默认策略不能修改，请复制后再编辑');
    const used = one<{ id: number; name: string }>(
      'select p.id, p.name from oc_policies p where owner_client_id = ? and exists (select 1 from cards c where c.oc_policy_id = p.id)',
      demoId,
    )!;
    const refusal = await t.api('deleteOcPolicy', { token: demo, query: { id: used.id } });
    expect(refusal.code).toBe(BizCode.BAD_REQUEST);
    expect(refusal.msg).toContain(`策略“${used.name}”仍有`);
    expect(n('select count(*) as n from oc_policies where id = ?', used.id)).toBe(1);
    expect(await t.api('createOcPolicy', { token: demo, body: policy(used.name) as never })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: `已存在名为“${used.name}”的策略`,
      data: { field: 'name' },
    });
    // Another client's policy is not found.
    expect(
      (await t.api('setOcPolicyEnabled', { token: yunji, body: { id: used.id, enabled: false } })).code,
    ).toBe(BizCode.NOT_FOUND);
  });

  it('gives demo_sub 599 on every strategy page', async () => {
    for (const name of ['ocPolicyList', 'ocDistributionList', 'ocSwitchList', 'ocPolicyOptions'] as const) {
      expect((await t.api(name, { token: demoSub })).code).toBe(BizCode.NO_PERMISSION);
    }
  });
});

describe('distribution and the network', () => {
  it('distributes a policy as a batch: pending, then applied at the next attach, refusals with reasons', async () => {
    const created = await t.ok('createOcPolicy', {
      token: demo,
      // The blacklist holds China Mobile: a card online there moves when the policy applies.
      body: policy('下发测试', {
        priority: ['cmcc', 'ctcc', 'cucc'],
        blacklist: ['cmcc'],
        threshold_dbm: -95,
      }),
    });
    const multi = all<{ id: number; eid: string; o_iccid: string; iccid: string }>(
      "select id, eid, o_iccid, iccid from cards where main_client_id = ? and eid is not null and status = 'active' order by id limit 3",
      demoId,
    );
    const single = one<{ iccid: string }>(
      "select iccid from cards where main_client_id = ? and eid is null and status = 'active'",
      demoId,
    )!;
    const cancelled = one<{ eid: string }>(
      "select eid from cards where main_client_id = ? and eid is not null and status = 'cancelled'",
      demoId,
    );
    const numbers = [
      multi[0]!.eid,
      multi[1]!.o_iccid,
      multi[2]!.iccid,
      single.iccid,
      ...(cancelled ? [cancelled.eid] : []),
    ];
    const check = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'oc_distribute', numbers: numbers.join('\n'), policy_id: created.id },
    });
    expect(check.valid).toBe(3);
    expect(check.bad_rows.map((r) => r.reason)).toContain('该卡不是多运营商卡（一卡三网）');
    if (cancelled) expect(check.bad_rows.map((r) => r.reason)).toContain('该卡已销户');
    await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks(5_000);
    const log = await t.ok('ocDistributionList', {
      token: demo,
      query: { task_id: String(check.task_id), page_size: 50 },
    });
    expect(log.total_count).toBe(numbers.length);
    expect(log.tableData.filter((r) => r.state === 'pending')).toHaveLength(3);
    expect(log.tableData.filter((r) => r.state === 'failed').map((r) => r.reason)).toContain(
      '该卡不是多运营商卡（一卡三网）',
    );
    expect(
      n("select count(*) as n from oc_assignments where task_id = ? and status = 'pending'", check.task_id),
    ).toBe(3);

    // Every card attaches within ten minutes: applied, the card follows the policy.
    await advance(11 * 60_000);
    const after = await t.ok('ocDistributionList', {
      token: demo,
      query: { task_id: String(check.task_id), state: 'applied' },
    });
    expect(after.total_count).toBe(3);
    for (const card of multi) {
      expect(
        one<{ oc_policy_id: number }>('select oc_policy_id from cards where id = ?', card.id)!.oc_policy_id,
      ).toBe(created.id);
      // Never on the blacklisted carrier after the attach.
      const online = one<{ carrier: string }>(
        'select o.carrier from cards c join oc_profiles o on o.card_id = c.id and o.iccid = c.o_iccid where c.id = ?',
        card.id,
      )!;
      expect(online.carrier).not.toBe('cmcc');
    }
    // A used policy cannot be deleted now.
    expect((await t.api('deleteOcPolicy', { token: demo, query: { id: created.id } })).code).toBe(
      BizCode.BAD_REQUEST,
    );

    // A day of network: weak-signal switches, recorded and listed, never to a blacklisted carrier.
    const before = n(
      'select count(*) as n from oc_switches where card_id in (?, ?, ?)',
      ...multi.map((c) => c.id),
    );
    await advance(24 * 3_600_000);
    const switches = all<{ card_id: number; to_carrier: string; reason: string }>(
      "select card_id, to_carrier, reason from oc_switches where card_id in (?, ?, ?) and reason = 'weak_signal'",
      ...multi.map((c) => c.id),
    );
    expect(
      n('select count(*) as n from oc_switches where card_id in (?, ?, ?)', ...multi.map((c) => c.id)),
    ).toBeGreaterThan(before);
    expect(switches.every((s) => s.to_carrier !== 'cmcc')).toBe(true);
    const cardLog = await t.ok('ocCardSwitches', {
      token: demo,
      query: { card_id: multi[0]!.id, page_size: 50 },
    });
    expect(cardLog.total_count).toBe(
      n('select count(*) as n from oc_switches where card_id = ?', multi[0]!.id),
    );
    const list = await t.ok('ocSwitchList', { token: demo, query: { page_size: 50 } });
    expect(list.total_count).toBe(
      n(
        'select count(*) as n from oc_switches s join cards c on c.id = s.card_id where c.main_client_id = ?',
        demoId,
      ),
    );
    const yunjiList = await t.ok('ocSwitchList', { token: yunji, query: { page_size: 50 } });
    const demoCards = new Set(
      all<{ id: number }>('select id from cards where main_client_id = ?', demoId).map((c) => c.id),
    );
    expect(yunjiList.tableData.some((r) => demoCards.has(r.card_id))).toBe(false);
  });

  it('fails a pending card whose policy was disabled before it attached', async () => {
    const created = await t.ok('createOcPolicy', { token: demo, body: policy('禁用测试') });
    const card = one<{ eid: string; id: number }>(
      "select id, eid from cards where main_client_id = ? and eid is not null and status = 'active' order by id desc",
      demoId,
    )!;
    const check = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'oc_distribute', numbers: card.eid, policy_id: created.id },
    });
    await t.ok('startBatch', { token: demo, body: { task_id: check.task_id } });
    await t.runTasks(5_000);
    await t.ok('setOcPolicyEnabled', { token: demo, body: { id: created.id, enabled: false } });
    await advance(11 * 60_000);
    const log = await t.ok('ocDistributionList', { token: demo, query: { task_id: String(check.task_id) } });
    expect(log.tableData[0]).toMatchObject({ state: 'failed', reason: '策略“禁用测试”已禁用' });
    // A disabled policy is refused when checked.
    const again = await t.ok('checkBatch', {
      token: demo,
      body: { kind: 'oc_distribute', numbers: card.eid, policy_id: created.id },
    });
    expect(again.bad_rows[0]!.reason).toBe('策略“禁用测试”已禁用');
  });

  it("refuses a carrier change to a carrier the card's policy blacklists", async () => {
    const created = await t.ok('createOcPolicy', {
      token: demo,
      body: policy('禁联通', {
        mode: 'priority',
        priority: ['cmcc', 'ctcc', 'cucc'],
        blacklist: ['cucc'],
        threshold_dbm: null,
      }),
    });
    const card = one<{ id: number; iccid: string }>(
      "select id, iccid from cards where main_client_id = ? and eid is not null and status = 'active' and carrier <> 'cucc' order by id desc",
      demoId,
    )!;
    t.deps.sqlite.prepare('update cards set oc_policy_id = ? where id = ?').run(created.id, card.id);
    const plan = one<{ id: number }>("select id from plans where carrier = 'cucc'")!;
    const answer = await t.ok('changeCarrier', {
      token: demo,
      body: { card_ids: [card.id], carrier: 'cucc', plan_id: plan.id },
    });
    expect(JSON.stringify(answer)).toContain('该卡的切换策略“禁联通”已将中国联通列入黑名单');
    expect(one<{ carrier: string }>('select carrier from cards where id = ?', card.id)!.carrier).not.toBe(
      'cucc',
    );
  });
});
