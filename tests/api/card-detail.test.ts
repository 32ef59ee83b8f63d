import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';

const t = await build();

describe('GET /card/detail/', () => {
  it("gives one card of the caller's tree with its plan, client and usage share", async () => {
    const token = await t.login('demo');
    const row = t.deps.sqlite
      .prepare<[number], { id: number; iccid: string; usage_mb: number; quota_mb: number; client: string }>(
        `select c.id, c.iccid, c.usage_mb, p.quota_mb, cl.name as client from cards c
         join plans p on p.id = c.plan_id join clients cl on cl.id = c.client_id
         where c.main_client_id = ? and c.status = 'active' order by c.id limit 1`,
      )
      .get(t.clientIdOf('demo'))!;
    const detail = await t.ok('cardDetail', { token, query: { card_id: row.id } });
    expect(detail).toMatchObject({
      id: row.id,
      iccid: row.iccid,
      usage_mb: row.usage_mb,
      client_name: row.client,
    });
    expect(detail.usage_percent).toBeCloseTo((row.usage_mb / row.quota_mb) * 100, 0);
  });

  it("answers 404 for another client's card, in the caller's language", async () => {
    const token = await t.login('demo');
    const foreign = t.deps.sqlite
      .prepare<[number], { id: number }>('select id from cards where main_client_id <> ? limit 1')
      .get(t.clientIdOf('demo'))!.id;
    const zh = await t.api('cardDetail', { token, query: { card_id: foreign } });
    expect(zh).toMatchObject({ code: BizCode.NOT_FOUND, msg: `卡片不存在或无权查看（ID ${foreign}）` });
    const en = await t.api('cardDetail', { token, query: { card_id: foreign }, lang: 'en' });
    expect(en.msg).toBe(`No card with id ${foreign}, or not yours to see`);
  });

  it('refuses a card_id that is not a positive number, naming it', async () => {
    const res = await t.api('cardDetail', { token: await t.login('demo'), query: { card_id: 'x' as never } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('card_id');
  });
});
