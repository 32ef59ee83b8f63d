import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build, HOUR } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;
let demo = await t.login('demo');
const demoSub = await t.login('demo_sub');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const counts = () =>
  sql
    .prepare(
      `select (select count(*) from net_groups) as g, (select count(*) from net_group_cards) as m,
        (select count(*) from work_orders) as o, (select count(*) from work_order_cards) as wc`,
    )
    .get();
const cards = async (query: Record<string, unknown> = {}) =>
  (await t.ok('netCardList', { token: demo, query: { page: 1, page_size: 50, ...query } })).tableData;
const groupId = (name: string) =>
  sql.prepare('select id from net_groups where name = ?').pluck().get(name) as number;
const clientId = (username: string) =>
  sql.prepare('select client_id from users where username = ?').pluck().get(username) as number;

/** demo's cards of `carrier`: on a directed plan or not, in no directed group, not cancelled. */
const freeCards = (carrier: string, directed: boolean, limit: number, client = clientId('demo')) =>
  sql
    .prepare(
      `select c.iccid from cards c where c.main_client_id = ? and c.carrier = ? and c.status = 'active'
         and ${directed ? '' : 'not'} exists (select 1 from directed_plans dp where dp.plan_id = c.plan_id)
         and not exists (select 1 from net_group_cards m where m.card_id = c.id)
       order by c.id limit ?`,
    )
    .pluck()
    .all(client, carrier, limit) as string[];

describe('/net_group/card', () => {
  it('the seeded cards of demo’s groups, their states read off the orders naming them', async () => {
    const rows = await cards();
    const byGroup = (name: string) => rows.filter((r) => r.group_name === name).map((r) => r.status);
    expect(byGroup('车载终端平台').sort()).toEqual(['added', 'added', 'added', 'adding', 'adding']);
    expect(byGroup('智能表计上报')).toEqual(['added', 'added']);
    expect(rows.every((r) => r.carrier === (r.group_name === '车载终端平台' ? 'ctcc' : 'cmcc'))).toBe(true);
    expect(rows[0]!.plan_name).toMatch(/定向|月包/);
    const groups = await t.ok('netGroupList', { token: demo, query: { page: 1, page_size: 10 } });
    expect(Object.fromEntries(groups.tableData.map((g) => [g.name, g.card_count]))).toEqual({
      联通测试分组: 0,
      车载终端平台: 5,
      智能表计上报: 2,
    });
    const adding = rows.find((r) => r.status === 'adding')!;
    const en = await t.ok('workOrderDetail', { token: demo, lang: 'en', query: { id: adding.order_id } });
    expect(en.order).toMatchObject({
      type: 'directed',
      status: 'carrier',
      title: 'Directed cards in: 2 cards into “车载终端平台”',
    });
    expect(en.cards.map((c) => c.iccid).sort()).toEqual(
      rows
        .filter((r) => r.order_id === adding.order_id)
        .map((r) => r.iccid)
        .sort(),
    );
    // A sub-client manages no directed groups.
    expect((await t.api('netCardList', { token: demoSub, query: { page: 1, page_size: 10 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
  });

  it('listed cards join as one work order: 新增处理中, then 新增成功 once the carrier’s SLA has passed', async () => {
    const cucc = groupId('联通测试分组');
    const numbers = freeCards('cucc', true, 3);
    expect(numbers).toHaveLength(3);
    const added = await t.ok('addNetCards', {
      token: demo,
      body: { group_id: cucc, source: 'list', numbers },
    });
    expect(added).toMatchObject({ added: 3, skipped: 0 });
    const order = sql
      .prepare('select sla_days, due_at, created_at, card_count, carrier from work_orders where id = ?')
      .get(added.order_id) as { sla_days: number; due_at: number; created_at: number; card_count: number };
    expect(order).toMatchObject({ sla_days: 7, card_count: 3, carrier: 'cucc' });
    expect((await cards({ group_id: cucc })).map((r) => r.status)).toEqual(['adding', 'adding', 'adding']);
    // A group with cards on their way is not deleted, and nothing changes.
    const before = counts();
    const refused = await t.api('deleteNetGroup', { token: demo, body: { id: cucc } });
    expect(refused.code).toBe(BizCode.BAD_REQUEST);
    expect(refused.msg).toBe('定向分组“联通测试分组”还有 3 张卡，请先移出卡片');
    const refusedEn = await t.api('deleteNetGroup', { token: demo, lang: 'en', body: { id: cucc } });
    expect(refusedEn.msg).toBe('The directed group “联通测试分组” still has 3 cards; take them out first');
    expect(counts()).toEqual(before);

    await advance(order.due_at - order.created_at - 3 * HOUR);
    demo = await t.login('demo');
    expect((await cards({ group_id: cucc })).every((r) => r.status === 'adding')).toBe(true);
    await advance(2 * HOUR);
    const done = await cards({ group_id: cucc });
    expect(done.map((r) => r.status)).toEqual(['added', 'added', 'added']);
    expect((await cards({ group_id: cucc, status: 'added', number: numbers[0] })).length).toBe(1);

    // Taken out: 删除处理中 through its own order; the group still counts it until the carrier is done.
    const one = done.find((r) => r.iccid === numbers[0])!;
    expect((await t.ok('deleteNetCard', { token: demo, body: { id: one.id } })).status).toBe('deleting');
    const again = await t.api('deleteNetCard', { token: demo, body: { id: one.id } });
    expect(again.msg).toContain('删除处理中');
    await advance(14 * 24 * HOUR);
    demo = await t.login('demo');
    expect((await cards({ group_id: cucc })).map((r) => r.iccid)).not.toContain(numbers[0]);
    expect((await cards({ group_id: cucc })).length).toBe(2);
  });

  it('refuses bad cards under the numbers field with a localised message, writing nothing', async () => {
    const ctcc = groupId('车载终端平台');
    const before = counts();
    const refuse = async (body: Record<string, unknown>, text: string, lang?: string) => {
      const res = await t.api('addNetCards', { token: demo, lang, body: body as never });
      expect(res.code, JSON.stringify(body)).toBe(BizCode.BAD_REQUEST);
      expect(res.msg).toContain(text);
      return res;
    };
    const good = freeCards('ctcc', true, 1);
    const cmcc = freeCards('cmcc', true, 1);
    const plain = freeCards('ctcc', false, 1);
    const yunjis = freeCards('ctcc', true, 1, clientId('yunji'));
    expect([good, cmcc, plain, yunjis].every((l) => l.length === 1)).toBe(true);
    const res = await refuse(
      { group_id: ctcc, source: 'list', numbers: [...good, ...cmcc] },
      `以下卡不属于中国电信，不能加入该分组：${cmcc[0]}`,
    );
    expect((res as { data?: { field?: string } }).data).toMatchObject({ field: 'numbers' });
    await refuse(
      { group_id: ctcc, source: 'list', numbers: [...good, ...cmcc] },
      'are not China Telecom cards',
      'en',
    );
    await refuse({ group_id: ctcc, source: 'list', numbers: [...good, ...plain] }, '套餐不是定向套餐');
    await refuse({ group_id: ctcc, source: 'list', numbers: [...good, ...yunjis] }, '不存在或不属于您');
    await refuse({ group_id: ctcc, source: 'list', numbers: [...good, ...good] }, '以下卡重复');
    const grouped = (await cards({ group_id: ctcc, status: 'added' }))[0]!.iccid;
    await refuse({ group_id: ctcc, source: 'list', numbers: [...good, grouped] }, '已在定向分组中');
    await refuse({ group_id: ctcc, source: 'list', numbers: [] }, '请选择卡片');
    await refuse({ group_id: ctcc, source: 'tag' }, '请选择标签');
    await refuse({ group_id: ctcc, source: 'tag', tag: '没有这个标签' }, '下没有可加入该分组的卡');
    await refuse(
      { group_id: ctcc, source: 'list', numbers: Array.from({ length: 1001 }, (_, i) => `8986${i}`) },
      '每次最多加入 1000 张卡',
    );
    expect(counts()).toEqual(before);
    // Another client's group is not found.
    const yunji = await t.login('yunji');
    const foreign = await t.api('addNetCards', {
      token: yunji,
      body: { group_id: ctcc, source: 'list', numbers: yunjis },
    });
    expect(foreign.code).not.toBe(BizCode.OK);
    expect(counts()).toEqual(before);
  });

  it('a tag adds the qualifying cards with it and skips the rest', async () => {
    const cmcc = groupId('智能表计上报');
    const tag = sql
      .prepare(
        `select t.tag from card_tags t join cards c on c.id = t.card_id
         where c.main_client_id = ? and c.carrier = 'cmcc' and c.status <> 'cancelled'
           and exists (select 1 from directed_plans dp where dp.plan_id = c.plan_id)
           and not exists (select 1 from net_group_cards m where m.card_id = c.id)
         group by t.tag order by count(*) desc, t.tag limit 1`,
      )
      .pluck()
      .get(clientId('demo')) as string;
    const options = await t.ok('netGroupOptions', { token: demo });
    expect(options.tags).toContain(tag);
    const tagged = sql
      .prepare(
        'select count(*) from card_tags t join cards c on c.id = t.card_id where t.tag = ? and c.main_client_id = ?',
      )
      .pluck()
      .get(tag, clientId('demo')) as number;
    const res = await t.api('addNetCards', { token: demo, body: { group_id: cmcc, source: 'tag', tag } });
    expect(res.code).toBe(BizCode.OK);
    const data = res.data as { added: number; skipped: number; order_id: number };
    expect(data.added).toBeGreaterThan(0);
    expect(data.added + data.skipped).toBe(tagged);
    const members = sql
      .prepare('select count(*) from net_group_cards where add_order_id = ?')
      .pluck()
      .get(data.order_id);
    expect(members).toBe(data.added);
    // The cards with the tag now in a group: the same tag again adds none, and says why under the field.
    const again = await t.api('addNetCards', { token: demo, body: { group_id: cmcc, source: 'tag', tag } });
    expect(again.msg).toContain(`标签“${tag}”下没有可加入该分组的卡`);
  });
});
