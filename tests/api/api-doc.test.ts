import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';

const t = await build();

describe('GET /api/word/ (the customer open API documentation)', () => {
  it("documents the open API in the caller's language", async () => {
    const token = await t.login('demo');
    const zh = await t.ok('customerApiDoc', { token });
    expect(zh.title).toBe('物联网卡管理平台开放接口');
    expect(zh.sections.flatMap((s) => s.entries.map((e) => e.path))).toContain('/card/info');
    const en = await t.ok('customerApiDoc', { token, lang: 'en' });
    expect(en.sections[0]?.title).toBe('Card queries');
  });

  it('needs a login', async () => {
    expect((await t.api('customerApiDoc')).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('GET /support/call_supplier_api_front/ (the carriers’ APIs)', () => {
  it('lists every carrier for support, or one carrier when asked', async () => {
    const token = await t.login('support');
    const all = await t.ok('carrierApiDoc', { token });
    expect(all.sections.map((s) => s.title)).toEqual(['中国移动 OneLink', '中国联通 Jasper', '中国电信 CMP']);
    const cucc = await t.ok('carrierApiDoc', { token, query: { carrier: 'cucc' } });
    expect(cucc.sections.map((s) => s.title)).toEqual(['中国联通 Jasper']);
  });

  it('sends a customer a 599 naming 运营商API', async () => {
    const res = await t.api('carrierApiDoc', { token: await t.login('demo') });
    expect(res).toMatchObject({ code: BizCode.NO_PERMISSION, data: { perm_names: ['运营商API'] } });
  });
});
