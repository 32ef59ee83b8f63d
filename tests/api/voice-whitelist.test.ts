import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, type CardWhitelist, type WhitelistRow } from '#contract';
import { build, type CallOptions } from './helpers.ts';

const t = await build();

interface CardRecord {
  id: number;
  iccid: string;
  msisdn: string;
  client_id: number;
  main_client_id: number;
}

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];

let demoId: number;
let subId: number;
let yunjiId: number;
let demo: string;
let sub: string;
let yunji: string;
/** Cards handed out so that no two tests change the same card. */
const taken: number[] = [];

/** An in-service card of the client (the whole tree for a main client) with an empty whitelist. */
function freshCard(where: string, clientId: number): CardRecord {
  const card = one<CardRecord>(
    `select id, iccid, msisdn, client_id, main_client_id from cards
     where ${where} = ? and status = 'active' and id not in (select card_id from voice_whitelist)
       and id not in (select value from json_each(?)) order by id limit 1`,
    clientId,
    JSON.stringify(taken),
  )!;
  taken.push(card.id);
  return card;
}

const whitelistOf = (cardId: number) =>
  all<{ phone: string; status: string; source: string }>(
    'select phone, status, source from voice_whitelist where card_id = ? order by phone',
    cardId,
  );
const operationsOf = (cardId: number, action: string) =>
  all<{ username: string; detail: string }>(
    'select username, detail from card_operations where card_id = ? and action = ? order by id',
    cardId,
    action,
  );
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const MINUTE = 60_000;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  subId = t.clientIdOf('demo_sub');
  yunjiId = t.clientIdOf('yunji');
  [demo, sub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
});

const act = (body: CallOptions<'voiceCardAction'>['body'], token = demo, lang?: string) =>
  t.api('voiceCardAction', { token, body, lang });

describe('GET /voice/whitelist/', () => {
  const list = (query: CallOptions<'voiceWhitelistList'>['query'] = {}, token = demo) =>
    t.ok('voiceWhitelistList', { token, query: { page_size: 50, ...query } });

  it("lists the seeded numbers of demo's whole tree, latest first, with the card's numbers", async () => {
    const expected = one<{ n: number }>(
      `select count(*) as n from voice_whitelist w join cards c on c.id = w.card_id where c.main_client_id = ?`,
      demoId,
    )!.n;
    expect(expected).toBeGreaterThan(0);
    const data = await list();
    expect(data.total_count).toBe(expected);
    const first = data.tableData[0]!;
    const card = one<CardRecord>('select * from cards where id = ?', first.card_id)!;
    expect(card.main_client_id).toBe(demoId);
    expect([first.iccid, first.msisdn]).toEqual([card.iccid, card.msisdn]);
    const times = data.tableData.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(data.tableHeader.map((c) => c.label)).toEqual([
      'ICCID',
      'MSISDN',
      '白名单号码',
      '状态',
      '来源',
      '添加时间',
      '操作',
    ]);
  });

  it("shows a sub-client its own cards' numbers only, and another customer none of demo's", async () => {
    const data = await list({}, sub);
    const expected = one<{ n: number }>(
      'select count(*) as n from voice_whitelist w join cards c on c.id = w.card_id where c.client_id = ?',
      subId,
    )!.n;
    expect(data.total_count).toBe(expected);
    for (const row of data.tableData) {
      expect(one<CardRecord>('select client_id from cards where id = ?', row.card_id)!.client_id).toBe(subId);
    }
    const theirs = await list({}, yunji);
    const demoCards = new Set(
      all<{ id: number }>('select id from cards where main_client_id = ?', demoId).map((c) => c.id),
    );
    expect(theirs.tableData.some((r) => demoCards.has(r.card_id))).toBe(false);
    expect(yunjiId).not.toBe(demoId);
  });

  it('filters by card number prefix, whitelist number prefix and status', async () => {
    const row = (await list()).tableData[3] as WhitelistRow;
    const byCard = await list({ number: row.iccid.slice(0, 16) });
    expect(byCard.tableData.every((r) => r.iccid.startsWith(row.iccid.slice(0, 16)))).toBe(true);
    expect(byCard.tableData.map((r) => r.id)).toContain(row.id);
    const byMsisdn = await list({ number: row.msisdn });
    expect(byMsisdn.tableData.every((r) => r.msisdn === row.msisdn)).toBe(true);
    const byPhone = await list({ phone: row.phone });
    expect(byPhone.tableData.map((r) => r.phone)).toContain(row.phone);
    expect(byPhone.tableData.every((r) => r.phone.startsWith(row.phone))).toBe(true);
    const active = await list({ status: 'active' });
    expect(active.tableData.every((r) => r.status === 'active')).toBe(true);
  });

  it('answers 403 without a token and 599 naming 语音白名单 without router_voice_whitelist', async () => {
    const anonymous = await t.api('voiceWhitelistList');
    expect(anonymous.code).toBe(BizCode.TOKEN_INVALID);
    await t.request
      .put('/__emulator/users/demo_unsigned/perms')
      .send({ revoke: ['router_voice_whitelist'] })
      .expect(200);
    const token = await t.login('demo_unsigned');
    const denied = await t.api('voiceWhitelistList', { token });
    expect(denied.code).toBe(BizCode.NO_PERMISSION);
    expect(denied.msg).toBe('当前用户无 语音白名单 权限');
    const action = await act(
      { card_number: '14400000000000', action: 'add', phones: ['13800138000'] },
      token,
    );
    expect(action.code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('POST /voice/card/action/', () => {
  it('adds numbers as pending, logs the operation, and the carrier puts them into effect 5 minutes later', async () => {
    const card = freshCard('client_id', demoId);
    const data = (await t.ok('voiceCardAction', {
      token: demo,
      body: { card_number: card.iccid, action: 'add', phones: ['13800138001', '0755-86001234', '95555'] },
    })) as CardWhitelist;
    expect(data.card_id).toBe(card.id);
    expect(data.entries.map((e) => e.status)).toEqual(['pending', 'pending', 'pending']);
    expect(whitelistOf(card.id)).toEqual([
      { phone: '075586001234', status: 'pending', source: 'portal' },
      { phone: '13800138001', status: 'pending', source: 'portal' },
      { phone: '95555', status: 'pending', source: 'portal' },
    ]);
    expect(operationsOf(card.id, 'voice_whitelist_add')).toEqual([
      { username: 'demo', detail: JSON.stringify({ phone: '13800138001, 075586001234, 95555' }) },
    ]);

    await advance(4 * MINUTE);
    expect(whitelistOf(card.id).map((e) => e.status)).toEqual(['pending', 'pending', 'pending']);
    await advance(MINUTE);
    // The service number 95555 is refused by the carrier.
    expect(whitelistOf(card.id)).toEqual([
      { phone: '075586001234', status: 'active', source: 'portal' },
      { phone: '13800138001', status: 'active', source: 'portal' },
      { phone: '95555', status: 'failed', source: 'portal' },
    ]);
  });

  it('takes the card by MSISDN and the numbers form-encoded, comma-separated', async () => {
    const card = freshCard('client_id', demoId);
    const res = await t.api('voiceCardAction', {
      token: demo,
      form: true,
      body: { card_number: card.msisdn, action: 'add', phones: '13800138002,13800138003' as never },
    });
    expect(res.code).toBe(BizCode.OK);
    expect(whitelistOf(card.id).map((e) => e.phone)).toEqual(['13800138002', '13800138003']);
  });

  it('refuses more than 5 numbers per card, counting those already there but not refused ones, and adds none', async () => {
    const card = freshCard('client_id', demoId);
    await t.ok('voiceCardAction', {
      token: demo,
      body: {
        card_number: card.iccid,
        action: 'add',
        phones: ['13800138010', '13800138011', '12345', '13800138012'],
      },
    });
    await advance(5 * MINUTE);
    const res = await act({
      card_number: card.iccid,
      action: 'add',
      phones: ['13800138013', '13800138014', '13800138015'],
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toBe('每张卡最多 5 个白名单号码，该卡已有 3 个');
    expect(whitelistOf(card.id)).toHaveLength(4);
    // 12345 was refused: it does not count, and sending it again makes it pending.
    await t.ok('voiceCardAction', {
      token: demo,
      body: { card_number: card.iccid, action: 'add', phones: ['13800138013', '12345'] },
    });
    expect(whitelistOf(card.id).find((e) => e.phone === '12345')?.status).toBe('pending');
    expect(whitelistOf(card.id)).toHaveLength(5);
  });

  it('validates the numbers in the caller’s language, and changes nothing', async () => {
    const card = freshCard('client_id', demoId);
    const bad = await act({ card_number: card.iccid, action: 'add', phones: ['13800138020', '12ab'] });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
    expect(bad.msg).toBe('请输入正确的白名单号码（手机号、带区号的固话或服务号码）');
    const en = await act({ card_number: card.iccid, action: 'add', phones: ['2000'] }, demo, 'en');
    expect(en.msg).toBe(
      'Enter a valid whitelist number (a mobile number, a landline with its area code or a service number)',
    );
    const none = await act({ card_number: card.iccid, action: 'add', phones: [] });
    expect(none.msg).toBe('请输入白名单号码');
    const six = await act({
      card_number: card.iccid,
      action: 'add',
      phones: ['13800138021', '13800138022', '13800138023', '13800138024', '13800138025', '13800138026'],
    });
    expect(six.msg).toBe('每张卡最多5个白名单号码');
    const twice = await act({
      card_number: card.iccid,
      action: 'add',
      phones: ['13800138021', '13800138021'],
    });
    expect(twice.msg).toBe('号码 13800138021 重复');
    const badCard = await act({ card_number: '12', action: 'add', phones: ['13800138021'] });
    expect(badCard.msg).toBe('请输入正确的ICCID（19-20位）或MSISDN（11或13位）');
    expect(whitelistOf(card.id)).toEqual([]);
  });

  it('refuses a number already on the list, and a cancelled card', async () => {
    const card = freshCard('client_id', demoId);
    await t.ok('voiceCardAction', {
      token: demo,
      body: { card_number: card.iccid, action: 'add', phones: ['13800138030'] },
    });
    const again = await act({ card_number: card.iccid, action: 'add', phones: ['138 0013 8030'] });
    expect(again.msg).toBe('号码 13800138030 已在该卡的白名单中');
    const cancelled = one<CardRecord>(
      "select * from cards where main_client_id = ? and status = 'cancelled' limit 1",
      demoId,
    )!;
    const res = await act({ card_number: cancelled.iccid, action: 'add', phones: ['13800138031'] });
    expect(res.msg).toBe(`卡 ${cancelled.iccid} 已销户，不能设置语音白名单`);
  });

  it('removes numbers, all or none, and logs it', async () => {
    const card = freshCard('client_id', demoId);
    await t.ok('voiceCardAction', {
      token: demo,
      body: { card_number: card.iccid, action: 'add', phones: ['13800138040', '13800138041'] },
    });
    const missing = await act({
      card_number: card.iccid,
      action: 'delete',
      phones: ['13800138040', '13800138049'],
    });
    expect(missing.msg).toBe('号码 13800138049 不在该卡的白名单中');
    expect(whitelistOf(card.id)).toHaveLength(2);
    const data = (await t.ok('voiceCardAction', {
      token: demo,
      body: { card_number: card.iccid, action: 'delete', phones: ['13800138040'] },
    })) as CardWhitelist;
    expect(data.entries.map((e) => e.phone)).toEqual(['13800138041']);
    expect(whitelistOf(card.id).map((e) => e.phone)).toEqual(['13800138041']);
    expect(operationsOf(card.id, 'voice_whitelist_remove')).toEqual([
      { username: 'demo', detail: JSON.stringify({ phone: '13800138040' }) },
    ]);
  });

  it("finds no card of another customer, and no main client's own card for its sub-client", async () => {
    const theirs = freshCard('main_client_id', yunjiId);
    const res = await act({ card_number: theirs.iccid, action: 'add', phones: ['13800138050'] });
    expect(res.code).toBe(BizCode.NOT_FOUND);
    expect(res.msg).toBe(`未找到卡号为 ${theirs.iccid} 的卡，或无权操作`);
    const mainOwn = freshCard('client_id', demoId);
    const fromSub = await act({ card_number: mainOwn.msisdn, action: 'add', phones: ['13800138050'] }, sub);
    expect(fromSub.code).toBe(BizCode.NOT_FOUND);
    expect(whitelistOf(theirs.id)).toEqual([]);
    expect(whitelistOf(mainOwn.id)).toEqual([]);
    const subOwn = freshCard('client_id', subId);
    expect((await act({ card_number: subOwn.iccid, action: 'add', phones: ['13800138050'] }, sub)).code).toBe(
      BizCode.OK,
    );
  });
});

describe('POST /voice/batch/action/', () => {
  const stored: string[] = [];
  afterAll(async () => {
    for (const url of stored)
      await rm(join(t.deps.uploadDir, url.split('/').at(-2)!), { recursive: true, force: true });
  });

  const upload = async (name: string, content: Buffer | string) => {
    const res = await t.request
      .post(`${API_BASE}/upload/file/`)
      .set('Authorization', `JWT ${demo}`)
      .attach('input_file', Buffer.from(content), name);
    expect(res.body.code).toBe(BizCode.OK);
    stored.push(res.body.data.file_url);
    return res.body.data.file_url as string;
  };

  it('adds pasted "card number,phone" lines one by one, with a result per line', async () => {
    const [a, b] = [freshCard('client_id', demoId), freshCard('client_id', demoId)];
    const theirs = freshCard('main_client_id', yunjiId);
    const lines = [
      '卡号,白名单号码',
      `${a.iccid},13800138060`,
      `${a.msisdn}，13800138061`,
      '',
      `${b.iccid}\t13800138062`,
      `${b.iccid},abc`,
      `${theirs.iccid},13800138063`,
      'just one cell',
    ].join('\n');
    const data = await t.ok('voiceBatchAction', { token: demo, body: { action: 'add', lines } });
    expect(data).toMatchObject({ total: 6, succeeded: 3, failed: 3 });
    expect(data.results.map((r) => [r.line, r.ok, r.msg])).toEqual([
      [2, true, '已提交，待运营商生效'],
      [3, true, '已提交，待运营商生效'],
      [5, true, '已提交，待运营商生效'],
      [6, false, '请输入正确的白名单号码（手机号、带区号的固话或服务号码）'],
      [7, false, `未找到卡号为 ${theirs.iccid} 的卡，或无权操作`],
      [8, false, '格式不正确，应为“卡号,白名单号码”'],
    ]);
    expect(whitelistOf(a.id)).toEqual([
      { phone: '13800138060', status: 'pending', source: 'batch' },
      { phone: '13800138061', status: 'pending', source: 'batch' },
    ]);
    expect(whitelistOf(b.id).map((e) => e.phone)).toEqual(['13800138062']);
    expect(operationsOf(a.id, 'voice_whitelist_add')).toHaveLength(2);
    expect(whitelistOf(theirs.id)).toEqual([]);
  });

  it('reads an uploaded csv, counting the limit across its lines', async () => {
    const card = freshCard('client_id', demoId);
    const rows = Array.from({ length: 6 }, (_, i) => `${card.iccid},1380013807${i}`);
    const fileUrl = await upload('whitelist.csv', `\uFEFF卡号,白名单号码\r\n${rows.join('\r\n')}\r\n`);
    const data = await t.ok('voiceBatchAction', { token: demo, body: { action: 'add', file_url: fileUrl } });
    expect(data).toMatchObject({ total: 6, succeeded: 5, failed: 1 });
    expect(data.results.at(-1)).toMatchObject({
      line: 7,
      ok: false,
      msg: '每张卡最多 5 个白名单号码，该卡已有 5 个',
    });
    expect(whitelistOf(card.id)).toHaveLength(5);
  });

  it('reads the import template (xlsx) and removes the numbers it lists', async () => {
    const card = freshCard('client_id', demoId);
    await t.ok('voiceCardAction', {
      token: demo,
      body: { card_number: card.iccid, action: 'add', phones: ['13800138080', '13800138081', '13800138082'] },
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('语音白名单');
    sheet.addRow(['卡号', '白名单号码']);
    sheet.addRow([card.iccid, '13800138080']);
    sheet.addRow([card.msisdn, 13800138081]);
    sheet.addRow([card.iccid, '13800138089']);
    const fileUrl = await upload('语音白名单.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const data = await t.ok('voiceBatchAction', {
      token: demo,
      body: { action: 'delete', file_url: fileUrl },
    });
    expect(data.results.map((r) => [r.line, r.phone, r.ok, r.msg])).toEqual([
      [2, '13800138080', true, '已删除'],
      [3, '13800138081', true, '已删除'],
      [4, '13800138089', false, '号码 13800138089 不在该卡的白名单中'],
    ]);
    expect(whitelistOf(card.id).map((e) => e.phone)).toEqual(['13800138082']);
    expect(operationsOf(card.id, 'voice_whitelist_remove')).toHaveLength(2);
  });

  it('needs exactly one of a file and pasted lines, a known upload, and a line to process', async () => {
    const neither = await t.api('voiceBatchAction', { token: demo, body: { action: 'add' } });
    expect(neither.msg).toBe('请上传文件或粘贴“卡号,号码”列表（二选一）');
    const both = await t.api('voiceBatchAction', {
      token: demo,
      body: { action: 'add', lines: '1,2', file_url: '/ep/api/upload/file/000000000000000000000000/' },
    });
    expect(both.code).toBe(BizCode.BAD_REQUEST);
    const gone = await t.api('voiceBatchAction', {
      token: demo,
      body: { action: 'add', file_url: '/ep/api/upload/file/000000000000000000000000/' },
    });
    expect(gone.msg).toBe('上传的文件不存在，请重新上传');
    const pdf = await upload('whitelist.pdf', '%PDF-1.4');
    const wrongType = await t.api('voiceBatchAction', {
      token: demo,
      lang: 'en',
      body: { action: 'add', file_url: pdf },
    });
    expect(wrongType.msg).toBe('Only xlsx, csv, txt files can be imported');
    const headerOnly = await t.api('voiceBatchAction', {
      token: demo,
      body: { action: 'add', lines: '卡号,白名单号码\n\n' },
    });
    expect(headerOnly.msg).toBe('没有可处理的数据行');
  });
});

describe('the public whitelist pages: /voice/white/captcha/, /voice/white/h5/add/ and /h5/search/', () => {
  const codeFor = async (msisdn: string) => {
    const res = await t.request.get('/__emulator/codes').query({ phone: msisdn }).expect(200);
    const latest = res.body.items[0];
    expect(latest.purpose).toBe('voice_whitelist');
    return latest.code as string;
  };

  it("sends a code to the card's own number, readable through the control API, once a minute", async () => {
    const card = freshCard('client_id', demoId);
    const sent = await t.ok('voiceWhiteCaptcha', { body: { card_number: card.iccid } });
    expect(sent.sent_to).toBe(
      `${card.msisdn.slice(0, 3)}${'*'.repeat(card.msisdn.length - 7)}${card.msisdn.slice(-4)}`,
    );
    expect(sent.resend_in).toBe(60);
    expect(await codeFor(card.msisdn)).toMatch(/^\d{6}$/);
    const again = await t.api('voiceWhiteCaptcha', { body: { card_number: card.msisdn } });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toMatch(/^验证码发送过于频繁，请 \d+ 秒后再试$/);
    const unknown = await t.api('voiceWhiteCaptcha', { body: { card_number: '89860400000000000000' } });
    expect(unknown.msg).toBe('未查询到该卡，请核对卡号后重试');
  });

  it('adds a number with the right code (source h5), and keeps the code when the number is refused', async () => {
    const card = freshCard('client_id', subId);
    await t.ok('voiceWhiteCaptcha', { body: { card_number: card.iccid } });
    const code = await codeFor(card.msisdn);
    const wrong = await t.api('voiceWhiteH5Add', {
      body: { card_number: card.iccid, phone: '13800138090', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.msg).toBe('验证码错误，请重新输入');
    const badPhone = await t.api('voiceWhiteH5Add', {
      body: { card_number: card.iccid, phone: '2000', code },
    });
    expect(badPhone.code).toBe(BizCode.BAD_REQUEST);
    expect(whitelistOf(card.id)).toEqual([]);

    const data = await t.ok('voiceWhiteH5Add', {
      body: { card_number: card.iccid, phone: '13800138090', code },
    });
    expect(data.iccid).toBe(
      `${card.iccid.slice(0, 6)}${'*'.repeat(card.iccid.length - 10)}${card.iccid.slice(-4)}`,
    );
    expect(data.entries).toEqual([
      expect.objectContaining({ phone: '13800138090', status: 'pending', source: 'h5' }),
    ]);
    expect(whitelistOf(card.id)).toEqual([{ phone: '13800138090', status: 'pending', source: 'h5' }]);
    expect(operationsOf(card.id, 'voice_whitelist_add')[0]?.username).toBe('H5');
    const reused = await t.api('voiceWhiteH5Add', {
      body: { card_number: card.iccid, phone: '13800138091', code },
    });
    expect(reused.msg).toBe('请先获取验证码');
  });

  it('lists the whitelist with a code, which a refused add did not use up', async () => {
    const card = freshCard('client_id', demoId);
    await t.ok('voiceCardAction', {
      token: demo,
      body: { card_number: card.iccid, action: 'add', phones: ['13800138095'] },
    });
    await t.ok('voiceWhiteCaptcha', { body: { card_number: card.msisdn } });
    const code = await codeFor(card.msisdn);
    const refused = await t.api('voiceWhiteH5Add', {
      body: { card_number: card.msisdn, phone: '13800138095', code },
    });
    expect(refused.msg).toBe('号码 13800138095 已在该卡的白名单中');
    const data = await t.ok('voiceWhiteH5Search', { body: { card_number: card.msisdn, code } });
    expect(data.msisdn).not.toBe(card.msisdn);
    expect(data.entries.map((e) => [e.phone, e.source])).toEqual([['13800138095', 'portal']]);
    const noCode = await t.api('voiceWhiteH5Search', { body: { card_number: card.msisdn, code: '12' } });
    expect(noCode.msg).toBe('请输入6位数字验证码');
  });
});
