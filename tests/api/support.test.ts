import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';

const t = await build();
const query = { page_name: 'client_manage' as const };

describe('GET /support/_list/client/', () => {
  it('lists every client of the platform with its card count as the database holds it', async () => {
    const data = await t.ok('supportClientList', {
      token: await t.login('support'),
      query: { ...query, page_size: 50 },
    });
    const counts = t.deps.sqlite
      .prepare<[], { name: string; n: number }>(
        'select c.name, (select count(*) from cards where client_id = c.id) as n from clients c order by c.id',
      )
      .all();
    expect(data.total_count).toBe(counts.length);
    expect(data.tableData.map((r) => [r.name, r.card_count])).toEqual(counts.map((c) => [c.name, c.n]));
    const sub = data.tableData.find((r) => r.kind === 'sub')!;
    expect(sub.parent_name).toBe('深圳市智联物联科技有限公司');
  });

  it('searches by part of the name or the contact phone, and filters by kind', async () => {
    const token = await t.login('support');
    const byName = await t.ok('supportClientList', { token, query: { ...query, q: '云迹' } });
    expect(byName.tableData.map((r) => r.name)).toEqual(['杭州云迹智能设备有限公司']);
    const byPhone = await t.ok('supportClientList', { token, query: { ...query, q: '13900139000' } });
    expect(byPhone.tableData.map((r) => r.name)).toEqual(['智联物联华南运营中心']);
    const subs = await t.ok('supportClientList', { token, query: { ...query, kind: 'sub' } });
    expect(subs.tableData.every((r) => r.kind === 'sub')).toBe(true);
    expect(subs.total_count).toBe(1);
  });

  it('takes % and _ in a search literally, and refuses a search longer than 100 characters', async () => {
    const token = await t.login('support');
    for (const q of ['%', '_', '1390013900_']) {
      const data = await t.ok('supportClientList', { token, query: { ...query, q } });
      expect(data.total_count, q).toBe(0);
    }
    const long = await t.api('supportClientList', { token, query: { ...query, q: 'x'.repeat(101) } });
    expect(long.code).toBe(BizCode.BAD_REQUEST);
    expect(long.msg).toContain('q');
  });

  it('sorts by card count', async () => {
    const data = await t.ok('supportClientList', {
      token: await t.login('support'),
      query: { ...query, sort: 'card_count', order: 'desc' },
    });
    const counts = data.tableData.map((r) => r.card_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('labels the table in the caller language', async () => {
    const token = await t.login('support');
    const zh = await t.ok('supportClientList', { token, query });
    const en = await t.ok('supportClientList', { token, query, lang: 'en' });
    expect(zh.tableHeader.find((c) => c.prop === 'name')?.label).toBe('客户名称');
    expect(en.tableHeader.find((c) => c.prop === 'name')?.label).toBe('Client');
  });

  it('sends a customer without router_spt_client a 599 naming 客户管理', async () => {
    const res = await t.api('supportClientList', { token: await t.login('demo'), query });
    expect(res.code).toBe(BizCode.NO_PERMISSION);
    expect(res.msg).toBe('当前用户无 客户管理 权限');
    expect(res.data).toEqual({ perm_names: ['客户管理'] });
  });

  it('refuses a request without page_name=client_manage with a message naming the field', async () => {
    const res = await t.api('supportClientList', { token: await t.login('support'), query: {} });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('page_name');
  });
});
