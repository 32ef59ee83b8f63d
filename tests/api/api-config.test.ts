import { beforeAll, describe, expect, it } from 'vitest';
import { API_DAILY_CALLS_LIMIT, API_IP_MAX, BizCode } from '#contract';
import { hashSecret } from '../../server/services/api-access.ts';
import { build, HOUR } from './helpers.ts';

const t = await build();

const one = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).get(...params);

interface AccessRow {
  status: string;
  app_key: string | null;
  secret_hash: string | null;
  ip_allowlist: string;
  callback_url: string;
  daily_calls: number;
}
const accessOf = (clientId: number) =>
  one<AccessRow>('select * from api_access where main_client_id = ?', clientId);

let demo: string;
let yunji: string;
let demoSub: string;
let demoId: number;
let yunjiId: number;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  [demo, yunji, demoSub] = await Promise.all([t.login('demo'), t.login('yunji'), t.login('demo_sub')]);
});

const application = {
  purpose: '设备管理系统同步卡状态',
  daily_calls: 20_000,
  contact_name: '王磊',
  contact_phone: '13812345678',
};

describe('open-API access: application and review', () => {
  it('starts without an application', async () => {
    const info = await t.ok('apiInfo', { token: demo });
    expect(info.application.status).toBe('none');
    expect(info.application.status_name).toBe('未申请');
    expect(info.app_key).toBeNull();
    expect(info.ip_max).toBe(API_IP_MAX);
    expect(accessOf(demoId)).toBeUndefined();
  });

  it('rejects bad input with the field named, and writes nothing', async () => {
    const bad = await t.api('applyApiAccess', {
      token: demo,
      body: { ...application, contact_phone: '123' },
    });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
    expect(bad.msg).toBe('请输入正确的11位手机号码');
    const en = await t.api('applyApiAccess', {
      token: demo,
      lang: 'en',
      body: { ...application, purpose: '  ' },
    });
    expect(en.msg).toBe('Describe what you will use the API for');
    expect(accessOf(demoId)).toBeUndefined();
  });

  it('applies, stays pending until the review is due, then is approved with an app key', async () => {
    const applied = await t.ok('applyApiAccess', { token: demo, body: application });
    expect(applied.application.status).toBe('pending');
    expect(applied.application.review_due_at).not.toBeNull();
    expect(accessOf(demoId)).toMatchObject({ status: 'pending', daily_calls: 20_000, app_key: null });

    const again = await t.api('applyApiAccess', { token: demo, body: application });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toBe('开通申请正在审核中，请勿重复提交');

    await t.runTasks(HOUR);
    expect((await t.ok('apiApplication', { token: demo })).status).toBe('pending');
    await t.runTasks(HOUR);
    const reviewed = await t.ok('apiApplication', { token: demo, lang: 'en' });
    expect(reviewed.status).toBe('approved');
    expect(reviewed.status_name).toBe('Approved');
    const row = accessOf(demoId)!;
    expect(row.status).toBe('approved');
    expect(row.app_key).toMatch(/^ak[0-9a-f]{20}$/);
    expect((await t.ok('apiInfo', { token: demo })).app_key).toBe(row.app_key);
  });

  it('shows the secret once, keeps only its hash, and rotates it on request', async () => {
    const issued = await t.ok('issueApiSecret', { token: demo, body: {} });
    expect(issued.app_secret.length).toBeGreaterThanOrEqual(32);
    expect(accessOf(demoId)!.secret_hash).toBe(hashSecret(issued.app_secret));
    const info = await t.ok('apiInfo', { token: demo });
    expect(info.secret_issued).toBe(true);
    expect(info.secret_hint).toBe(issued.app_secret.slice(-4));
    expect(JSON.stringify(info)).not.toContain(issued.app_secret);

    const twice = await t.api('issueApiSecret', { token: demo, body: {} });
    expect(twice.code).toBe(BizCode.BAD_REQUEST);
    expect(accessOf(demoId)!.secret_hash).toBe(hashSecret(issued.app_secret));

    const rotated = await t.ok('issueApiSecret', { token: demo, body: { rotate: true } });
    expect(rotated.app_secret).not.toBe(issued.app_secret);
    expect(rotated.app_key).toBe(issued.app_key);
    expect(accessOf(demoId)!.secret_hash).toBe(hashSecret(rotated.app_secret));
  });

  it('validates and saves the IP allow-list and callback', async () => {
    const bad = await t.api('updateApiSettings', {
      token: demo,
      body: { ip_allowlist: ['10.0.0.0/24', '10.0.0.300'], callback_url: '' },
    });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
    expect(bad.msg).toContain('10.0.0.300');
    const cidr = await t.api('updateApiSettings', {
      token: demo,
      lang: 'en',
      body: { ip_allowlist: ['10.0.0.0/33'], callback_url: '' },
    });
    expect(cidr.msg).toContain('is not a valid IPv4 address');
    const http = await t.api('updateApiSettings', {
      token: demo,
      body: { ip_allowlist: [], callback_url: 'http://example.com/cb' },
    });
    expect(http.code).toBe(BizCode.BAD_REQUEST);
    const many = await t.api('updateApiSettings', {
      token: demo,
      body: {
        ip_allowlist: Array.from({ length: API_IP_MAX + 1 }, (_, i) => `10.0.0.${i}`),
        callback_url: '',
      },
    });
    expect(many.code).toBe(BizCode.BAD_REQUEST);
    expect(accessOf(demoId)!.ip_allowlist).toBe('[]');

    const saved = await t.ok('updateApiSettings', {
      token: demo,
      body: {
        ip_allowlist: ['203.0.113.7', ' 198.51.100.0/24 '],
        callback_url: 'https://iot.example.com/hook',
      },
    });
    expect(saved.ip_allowlist).toEqual(['203.0.113.7', '198.51.100.0/24']);
    expect(JSON.parse(accessOf(demoId)!.ip_allowlist)).toEqual(['203.0.113.7', '198.51.100.0/24']);
    expect(accessOf(demoId)!.callback_url).toBe('https://iot.example.com/hook');
  });

  it('refuses an application over the daily limit at review, and lets it be made again', async () => {
    const before = await t.api('updateApiSettings', {
      token: yunji,
      body: { ip_allowlist: [], callback_url: '' },
    });
    expect(before.code).toBe(BizCode.BAD_REQUEST);
    await t.ok('applyApiAccess', {
      token: yunji,
      body: { ...application, daily_calls: API_DAILY_CALLS_LIMIT + 1 },
    });
    await t.runTasks(3 * HOUR);
    const refused = await t.ok('apiInfo', { token: yunji });
    expect(refused.application.status).toBe('rejected');
    expect(refused.application.reject_reason).toContain(String(API_DAILY_CALLS_LIMIT));
    expect(refused.app_key).toBeNull();
    expect(accessOf(yunjiId)!.status).toBe('rejected');
    const again = await t.ok('applyApiAccess', { token: yunji, body: application });
    expect(again.application.status).toBe('pending');
  });

  it("keeps each client to its own access, and withholds it from demo's sub-client", async () => {
    const mine = await t.ok('apiInfo', { token: yunji });
    expect(mine.app_key).toBeNull();
    expect(mine.ip_allowlist).toEqual([]);
    const sub = await t.api('apiInfo', { token: demoSub });
    expect(sub.code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('GET /api/platform/sop/', () => {
  it('answers the manual as a base64 PDF in the request language', async () => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const data = await t.ok('platformSop', { token: demoSub, lang });
      const pdf = Buffer.from(data.encoding_string, 'base64');
      const text = pdf.toString('latin1');
      expect(text.slice(0, 5)).toBe('%PDF-');
      expect(text.match(/\/Type\s*\/Page(?![s\w])/g)?.length).toBeGreaterThan(3);
      if (lang === 'en') expect(text).toContain('/Title (IoT SIM Portal User Manual)');
      expect(data.file_name).toBe(lang === 'en' ? 'Platform manual.pdf' : '平台操作手册.pdf');
    }
  });
});

describe('FAQs', () => {
  const faqCount = () => one<{ n: number }>('select count(*) as n from faqs')!.n;

  it('lists every FAQ in the platform order, the same the home page shows', async () => {
    const list = await t.ok('faqList', { token: demoSub, query: { page_size: 50 } });
    const home = await t.ok('indexQuestions', { token: demoSub, query: { limit: 50 } });
    expect(list.total_count).toBe(faqCount());
    expect(list.tableData.map((r) => r.id)).toEqual(home.items.map((q) => q.id));
  });

  it('searches the question in either language and filters by category', async () => {
    const zh = await t.ok('faqList', { token: demo, query: { keyword: '停机', page_size: 50 } });
    const expected = one<{ n: number }>(
      "select count(*) as n from faqs where question like '%停机%' or question_en like '%停机%'",
    )!.n;
    expect(zh.total_count).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const en = await t.ok('faqList', {
      token: demo,
      lang: 'en',
      query: { keyword: 'suspended', page_size: 50 },
    });
    expect(en.tableData.every((r) => r.question.toLowerCase().includes('suspended'))).toBe(true);

    const categories = await t.ok('faqCategories', { token: demo });
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(faqCount());
    const first = categories[0]!;
    const filtered = await t.ok('faqList', { token: demo, query: { category: first.value, page_size: 50 } });
    expect(filtered.total_count).toBe(first.count);
    expect(filtered.tableData.every((r) => r.category === first.label)).toBe(true);
  });

  it('answers one FAQ with its neighbours and counts the view', async () => {
    const firstId = one<{ id: number }>('select id from faqs order by sort, id limit 1')!.id;
    const before = one<{ views: number }>('select views from faqs where id = ?', firstId)!.views;
    const content = await t.ok('faqContent', { token: demo, query: { id: firstId } });
    expect(content.previous).toBeNull();
    expect(content.next).not.toBeNull();
    expect(content.views).toBe(before + 1);
    expect(one<{ views: number }>('select views from faqs where id = ?', firstId)!.views).toBe(before + 1);
    const en = await t.ok('faqContent', { token: demo, lang: 'en', query: { id: content.next!.id } });
    expect(en.previous?.id).toBe(firstId);
    const missing = await t.api('faqContent', { token: demo, query: { id: 999_999 } });
    expect(missing.code).toBe(BizCode.NOT_FOUND);
  });
});
