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

  it('answers without a login, as its public page /api_doc shows it to anyone', async () => {
    const doc = await t.ok('customerApiDoc');
    expect(doc.title).toBe('物联网卡管理平台开放接口');
    // A token that is no longer valid is no caller on a public endpoint, not a 403.
    expect((await t.api('customerApiDoc', { authorization: 'JWT not-a-token' })).code).toBe(BizCode.OK);
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

  it('answers without a login, as its public page /carrier_doc shows it to anyone', async () => {
    const doc = await t.ok('carrierApiDoc', { query: { carrier: 'cmcc' } });
    expect(doc.sections.map((s) => s.title)).toEqual(['中国移动 OneLink']);
    expect((await t.api('carrierApiDoc', { token: await t.login('demo') })).code).toBe(BizCode.OK);
  });
});
