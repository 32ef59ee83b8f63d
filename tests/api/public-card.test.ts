import { describe, expect, it } from 'vitest';
import { BizCode, PUBLIC_CARD_LOOKUPS_PER_MINUTE } from '#contract';
import { formatDate } from '../../server/lib/format.ts';
import { maskNumber } from '../../server/services/public-card.ts';
import { build } from './helpers.ts';

const t = await build();

interface CardRecord {
  id: number;
  iccid: string;
  msisdn: string;
  carrier: string;
  status: string;
  usage_mb: number;
  addon_mb: number;
  quota_mb: number;
  plan_name: string;
  activated_at: number | null;
  expires_at: number | null;
  real_name_status: string;
}

const card = (where: string) =>
  t.deps.sqlite
    .prepare<[], CardRecord>(
      `select c.*, p.quota_mb, p.name as plan_name from cards c join plans p on p.id = c.plan_id
       where ${where} order by c.id limit 1`,
    )
    .get()!;

/** The window of the lookup limit is a minute of the world's clock: each test starts a fresh one. */
const nextMinute = () => t.deps.clock.advance(61_000);

describe('GET /card_h5/info/ (public)', () => {
  it('answers a card by its ICCID without a login: status, plan, usage, expiry and real-name, numbers masked', async () => {
    nextMinute();
    const c = card("c.status = 'active' and c.addon_mb > 0");
    const data = await t.ok('publicCardLookup', { query: { number: c.iccid } });
    const quota = c.quota_mb + c.addon_mb;
    expect(data).toEqual({
      iccid: `${c.iccid.slice(0, 6)}**********${c.iccid.slice(-4)}`,
      msisdn: `${c.msisdn.slice(0, 3)}******${c.msisdn.slice(-4)}`,
      carrier: c.carrier,
      status: 'active',
      plan_name: c.plan_name,
      quota_mb: quota,
      usage_mb: c.usage_mb,
      usage_percent: Math.round((c.usage_mb / quota) * 1000) / 10,
      activated_at: formatDate(c.activated_at),
      expires_at: formatDate(c.expires_at),
      real_name_status: c.real_name_status,
    });
  });

  it('finds a card by its MSISDN, spaces removed, whatever client holds it', async () => {
    nextMinute();
    const c = card("c.status = 'suspended' and c.real_name_status = 'unverified'");
    const spaced = `${c.msisdn.slice(0, 3)} ${c.msisdn.slice(3, 7)} ${c.msisdn.slice(7)}`;
    const data = await t.ok('publicCardLookup', { query: { number: spaced } });
    expect(data).toMatchObject({ status: 'suspended', real_name_status: 'unverified' });
    expect(data.msisdn).toBe(maskNumber(c.msisdn, 3, 4));
  });

  it('refuses numbers that are neither an ICCID nor an MSISDN, in both languages', async () => {
    nextMinute();
    for (const number of ['12345', '1440abc000000', '8986'.padEnd(22, '1')]) {
      expect(await t.api('publicCardLookup', { query: { number } })).toEqual({
        code: BizCode.BAD_REQUEST,
        msg: '请输入正确的ICCID（19-20位）或MSISDN（11或13位）',
        data: null,
      });
    }
    const en = await t.api('publicCardLookup', { lang: 'en', query: { number: '12' } });
    expect(en.msg).toBe('Enter a valid ICCID (19-20 characters) or MSISDN (11 or 13 digits)');
    expect((await t.api('publicCardLookup', { query: {} })).msg).toBe('请输入卡号');
  });

  it('answers 404 for a well-formed number no card has', async () => {
    nextMinute();
    expect(await t.api('publicCardLookup', { query: { number: '89860000000000000000' } })).toEqual({
      code: BizCode.NOT_FOUND,
      msg: '未查询到该卡，请核对卡号后重试',
      data: null,
    });
  });
});

describe('GET /card_qrcode_info/ (public)', () => {
  it('answers the card of a QR code by its id, the same as by number', async () => {
    nextMinute();
    const c = card("c.status = 'pending'");
    const byId = await t.ok('publicCardQrcode', { query: { card_id: c.id } });
    const byNumber = await t.ok('publicCardLookup', { query: { number: c.iccid } });
    expect(byId).toEqual(byNumber);
    expect(byId.activated_at).toBeNull();
  });

  it('refuses an id that is no number, and answers 404 for an unknown id', async () => {
    nextMinute();
    expect((await t.api('publicCardQrcode', { query: { card_id: 'abc' as never } })).msg).toBe(
      '卡片编号不正确',
    );
    expect((await t.api('publicCardQrcode', { query: { card_id: -3 } })).msg).toBe('卡片编号不正确');
    expect((await t.api('publicCardQrcode', { query: { card_id: 99_999_999 } })).code).toBe(
      BizCode.NOT_FOUND,
    );
  });
});

describe('the lookup limit', () => {
  it(`refuses the ${PUBLIC_CARD_LOOKUPS_PER_MINUTE + 1}th lookup of a minute from one address, then lets it through a minute later`, async () => {
    nextMinute();
    const c = card("c.status = 'active'");
    for (let i = 0; i < PUBLIC_CARD_LOOKUPS_PER_MINUTE; i++) {
      const lookup =
        i % 2 === 0
          ? t.api('publicCardQrcode', { query: { card_id: c.id } })
          : t.api('publicCardLookup', { query: { number: '89860000000000000001' } });
      expect((await lookup).code).not.toBe(BizCode.BAD_REQUEST);
    }
    t.deps.clock.advance(20_000);
    const refused = await t.api('publicCardLookup', { query: { number: c.iccid } });
    expect(refused).toEqual({ code: BizCode.BAD_REQUEST, msg: '查询过于频繁，请 40 秒后再试', data: null });
    const en = await t.api('publicCardQrcode', { lang: 'en', query: { card_id: c.id } });
    expect(en.msg).toBe('Too many lookups: try again in 40 seconds');

    t.deps.clock.advance(40_001);
    expect((await t.api('publicCardLookup', { query: { number: c.iccid } })).code).toBe(BizCode.OK);
  });
});
