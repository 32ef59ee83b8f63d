import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, type HardwareRow, idNumberCheckChar } from '#contract';
import { build, type CallOptions, HOUR } from './helpers.ts';

const t = await build();

interface CardRecord {
  id: number;
  iccid: string;
  msisdn: string;
  status: string;
  real_name_status: string;
}

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];
const run = (sql: string, ...params: unknown[]) => t.deps.sqlite.prepare(sql).run(...params);
const cardOf = (id: number) => one<CardRecord>('select * from cards where id = ?', id)!;
const requestsOf = (cardId: number) =>
  all<{
    name: string;
    id_number: string;
    phone: string;
    source: string;
    status: string;
    reject_reason: string | null;
  }>(
    'select name, id_number, phone, source, status, reject_reason from real_name_requests where card_id = ? order by id',
    cardId,
  );
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);

/** A valid resident ID number (checksum included) for a birth date. */
const idNumber = (birth: string, seq = '123') => {
  const first17 = `110105${birth}${seq}`;
  return first17 + idNumberCheckChar(first17);
};
const VALID_ID = idNumber('19900307');

let demoId: number;
let demo: string;
const taken: number[] = [];
let serial = 0;

/**
 * A demo card with no real name yet, in a new device: the carrier suspended it for the missing
 * real name (as the seed does), unless `suspended` is false. Expiring well after the tests' days.
 */
async function deviceWithUnverifiedCard(
  suspended = true,
): Promise<{ device: HardwareRow; card: CardRecord }> {
  const card = one<CardRecord>(
    `select * from cards where client_id = ? and status = 'active' and expires_at > ? + 90 * 86400000
       and id not in (select card_id from hardware where card_id is not null)
       and id not in (select value from json_each(?)) order by id limit 1`,
    demoId,
    t.deps.clock.now(),
    JSON.stringify(taken),
  )!;
  taken.push(card.id);
  run("update cards set real_name_status = 'unverified' where id = ?", card.id);
  if (suspended) {
    run("update cards set status = 'suspended' where id = ?", card.id);
    run(
      `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
       values (?, ?, 'active', 'suspended', 'real_name', 'carrier')`,
      card.id,
      t.deps.clock.now() - HOUR,
    );
  }
  const res = await t.ok('hardwareSave', {
    token: demo,
    body: {
      action: 'add',
      sn: `RN-${++serial}-${card.id}`,
      model: 'SIM7600CE',
      imei: `86${String(2_000_000_000_000 + card.id).padStart(13, '0')}`,
      card_number: card.iccid,
    },
  });
  return { device: res, card: cardOf(card.id) };
}

const submit = (body: CallOptions<'cardRealNameOperation'>['body'], token = demo, lang?: string) =>
  t.api('cardRealNameOperation', { token, body, lang });

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  demo = await t.login('demo');
});

describe('POST /card_real_name_operation/', () => {
  it('puts the card under review, keeps the ID number masked, and logs it', async () => {
    const { device, card } = await deviceWithUnverifiedCard();
    const res = await submit({
      id: device.id,
      name: '王小明',
      id_number: VALID_ID.toLowerCase(),
      phone: '13912345678',
    });
    expect(res.code).toBe(BizCode.OK);
    expect(res.data).toMatchObject({
      card_id: card.id,
      iccid: card.iccid,
      name: '王小明',
      id_number: `110105********${VALID_ID.slice(-4)}`,
      source: 'hardware',
      status: 'reviewing',
      reject_reason: null,
      reviewed_at: null,
    });
    expect(requestsOf(card.id)).toEqual([
      {
        name: '王小明',
        id_number: `110105********${VALID_ID.slice(-4)}`,
        phone: '13912345678',
        source: 'hardware',
        status: 'reviewing',
        reject_reason: null,
      },
    ]);
    expect(cardOf(card.id).real_name_status).toBe('reviewing');
    expect(
      one<{ username: string; detail: string }>(
        "select username, detail from card_operations where card_id = ? and action = 'real_name'",
        card.id,
      ),
    ).toEqual({ username: 'demo', detail: JSON.stringify({ name: '王小明' }) });

    const twice = await submit({ id: device.id, name: '王小明', id_number: VALID_ID, phone: '13912345678' });
    expect(twice.code).toBe(BizCode.BAD_REQUEST);
    expect(twice.msg).toBe(
      `该卡的实名信息正在审核中（预计 ${(res.data as { review_due_at: string }).review_due_at} 前完成），请勿重复提交`,
    );
  });

  it('validates the ID number checksum and date, the name and the phone, changing nothing', async () => {
    const { device, card } = await deviceWithUnverifiedCard(false);
    const wrongCheck = `${VALID_ID.slice(0, 17)}${VALID_ID[17] === '0' ? '1' : '0'}`;
    const cases: [Record<string, string>, string][] = [
      [{ id_number: wrongCheck }, '请输入正确的18位居民身份证号码'],
      [{ id_number: idNumber('19900230') }, '请输入正确的18位居民身份证号码'],
      [{ id_number: VALID_ID.slice(0, 17) }, '请输入正确的18位居民身份证号码'],
      [{ name: '王' }, '请输入正确的姓名（2-30个字）'],
      [{ name: '王1明' }, '请输入正确的姓名（2-30个字）'],
      [{ phone: '1391234567' }, '请输入正确的11位手机号码'],
    ];
    for (const [change, msg] of cases) {
      const res = await submit({
        id: device.id,
        name: '王小明',
        id_number: VALID_ID,
        phone: '13912345678',
        ...change,
      });
      expect(res.code, JSON.stringify(change)).toBe(BizCode.BAD_REQUEST);
      expect(res.msg).toBe(msg);
    }
    const en = await submit(
      { id: device.id, name: '王小明', id_number: wrongCheck, phone: '13912345678' },
      demo,
      'en',
    );
    expect(en.msg).toBe('Enter a valid 18-character resident ID number');
    expect(requestsOf(card.id)).toEqual([]);
    expect(cardOf(card.id).real_name_status).toBe('unverified');
  });

  it('refuses a device without a card, and another customer’s device', async () => {
    const spare = await t.ok('hardwareSave', {
      token: demo,
      body: { action: 'add', sn: `RN-SPARE-${++serial}`, model: 'N58', imei: '860000000000001' },
    });
    const res = await submit({ id: spare.id, name: '王小明', id_number: VALID_ID, phone: '13912345678' });
    expect(res.msg).toBe(`设备 ${spare.sn} 未绑定卡`);
    const theirs = one<{ id: number }>(
      'select id from hardware where main_client_id = ? and card_id is not null limit 1',
      t.clientIdOf('yunji'),
    )!;
    const foreign = await submit({
      id: theirs.id,
      name: '王小明',
      id_number: VALID_ID,
      phone: '13912345678',
    });
    expect(foreign.code).toBe(BizCode.NOT_FOUND);
    expect((await t.api('cardRealNameOperation', { body: { id: theirs.id } })).code).toBe(
      BizCode.TOKEN_INVALID,
    );
  });
});

describe('the carrier review, 24 hours after submission on the emulator clock', () => {
  it('verifies a Chinese name, resumes a card suspended for it, and rejects other names with the reason', async () => {
    const good = await deviceWithUnverifiedCard();
    const foreign = await deviceWithUnverifiedCard(false);
    const mismatch = await deviceWithUnverifiedCard();
    await submit({ id: good.device.id, name: '阿依古丽·买买提', id_number: VALID_ID, phone: '13912345678' });
    await submit({ id: foreign.device.id, name: 'John Smith', id_number: VALID_ID, phone: '13912345678' });
    await submit({ id: mismatch.device.id, name: '张测试', id_number: VALID_ID, phone: '13912345678' });

    await advance(23 * HOUR);
    expect(cardOf(good.card.id)).toMatchObject({ status: 'suspended', real_name_status: 'reviewing' });
    await advance(HOUR);

    expect(cardOf(good.card.id)).toMatchObject({ status: 'active', real_name_status: 'verified' });
    expect(requestsOf(good.card.id).map((r) => r.status)).toEqual(['verified']);
    const resumed = one<{ from_status: string; to_status: string; reason: string; operator: string }>(
      'select from_status, to_status, reason, operator from card_status_events where card_id = ? order by at desc, id desc limit 1',
      good.card.id,
    );
    expect(resumed).toEqual({
      from_status: 'suspended',
      to_status: 'active',
      reason: 'resumed',
      operator: 'carrier',
    });

    expect(cardOf(foreign.card.id)).toMatchObject({ status: 'active', real_name_status: 'rejected' });
    expect(requestsOf(foreign.card.id).map((r) => [r.status, r.reject_reason])).toEqual([
      ['rejected', 'name_invalid'],
    ]);
    expect(cardOf(mismatch.card.id)).toMatchObject({ status: 'suspended', real_name_status: 'rejected' });
    expect(requestsOf(mismatch.card.id).map((r) => r.reject_reason)).toEqual(['id_mismatch']);

    // The list shows it, and a rejected card may be submitted again; a verified one may not.
    demo = await t.login('demo');
    const row = (await t.ok('hardwareList', { token: demo, query: { sn: good.device.sn } })).tableData[0]!;
    expect(row).toMatchObject({ card_status: 'active', real_name_status: 'verified' });
    const again = await submit({
      id: mismatch.device.id,
      name: '张三',
      id_number: VALID_ID,
      phone: '13912345678',
    });
    expect(again.code).toBe(BizCode.OK);
    const done = await submit({
      id: good.device.id,
      name: '张三',
      id_number: VALID_ID,
      phone: '13912345678',
    });
    expect(done.msg).toBe('该卡已完成实名认证');
  });
});

describe('the public /realName page: POST and GET /real_name/h5/', () => {
  it('takes a submission by card number (source h5) and answers masked', async () => {
    const { card } = await deviceWithUnverifiedCard(false);
    const data = await t.ok('realNameH5Submit', {
      body: { card_number: card.msisdn, name: '李四', id_number: VALID_ID, phone: '13712345678' },
    });
    expect(data).toMatchObject({ name: '李*', phone: '137****5678', source: 'h5', status: 'reviewing' });
    expect(data.iccid).not.toBe(card.iccid);
    expect(requestsOf(card.id).at(-1)).toMatchObject({ name: '李四', phone: '13712345678', source: 'h5' });
    expect(cardOf(card.id).real_name_status).toBe('reviewing');

    const status = await t.ok('realNameH5Status', { query: { card_number: card.iccid } });
    expect(status).toMatchObject({
      real_name_status: 'reviewing',
      request: { name: '李*', status: 'reviewing' },
    });
    expect(status.msisdn).toBe(
      `${card.msisdn.slice(0, 3)}${'*'.repeat(card.msisdn.length - 7)}${card.msisdn.slice(-4)}`,
    );
  });

  it('answers a card without any submission, an unknown card, and bad input', async () => {
    const card = one<CardRecord>(
      `select * from cards where real_name_status = 'verified' and status <> 'cancelled'
         and id not in (select card_id from real_name_requests) limit 1`,
    )!;
    const status = await t.ok('realNameH5Status', { query: { card_number: card.iccid } });
    expect(status).toMatchObject({ real_name_status: 'verified', request: null });
    const unknown = await t.api('realNameH5Status', { query: { card_number: '89860400000000000000' } });
    expect(unknown.code).toBe(BizCode.NOT_FOUND);
    expect(unknown.msg).toBe('未查询到该卡，请核对卡号后重试');
    const bad = await t.api('realNameH5Submit', {
      body: { card_number: card.iccid, name: '李四', id_number: '110105199003071234', phone: '13712345678' },
    });
    expect(bad.msg).toBe('请输入正确的18位居民身份证号码');
    const verified = await t.api('realNameH5Submit', {
      body: { card_number: card.iccid, name: '李四', id_number: VALID_ID, phone: '13712345678' },
    });
    expect(verified.msg).toBe('该卡已完成实名认证');
  });
});
