import { describe, expect, it } from 'vitest';
import { BizCode, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, CODES_PER_HOUR } from '#contract';
import { buildApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { lastCode, phoneOf, sendAndRead, sendLoginAndRead } from './account-helpers.ts';
import { build, HOUR, NOW } from './helpers.ts';

const t = await build();
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Moves the clock past every rate limit of every phone, so a test starts with a clean slate. */
const freshHour = () => t.deps.clock.advance(HOUR + SECOND);

describe('POST /send/dpassword/', () => {
  it('records a 6-digit login code for an account phone, expiring in 5 minutes, readable through /__emulator/codes', async () => {
    freshHour();
    const sentAt = t.deps.clock.now();
    const data = await t.ok('sendLoginCode', { body: { phone: phoneOf('demo') } });
    expect(data).toEqual({ expires_in: CODE_TTL_SECONDS, resend_in: CODE_RESEND_SECONDS });
    const res = await t.request
      .get('/__emulator/codes')
      .query({ phone: phoneOf('demo') })
      .expect(200);
    const [latest] = res.body.items;
    expect(latest).toMatchObject({ phone: phoneOf('demo'), purpose: 'login' });
    expect(latest.code).toMatch(/^\d{6}$/);
    const stored = t.deps.sqlite
      .prepare<[string], { sent_at: number; expires_at: number }>(
        'select sent_at, expires_at from sent_codes where code = ? order by id desc limit 1',
      )
      .get(latest.code)!;
    expect(stored).toEqual({ sent_at: sentAt, expires_at: sentAt + 5 * MINUTE });
  });

  it('refuses a phone no account uses, in both languages', async () => {
    expect(await t.api('sendLoginCode', { body: { phone: '15899990000' } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '该手机号未绑定平台账号',
    });
    expect(await t.api('sendLoginCode', { body: { phone: '15899990000' }, lang: 'en' })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: 'No account of the platform uses this mobile number',
    });
  });

  it('rejects a malformed phone with 请输入正确的11位手机号码', async () => {
    const res = await t.api('sendLoginCode', { body: { phone: '1380013' } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请输入正确的11位手机号码' });
  });

  it('logs the code at info level, so a developer can read it from the emulator output', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      seedCards: 20,
      clock: createClock(NOW, true),
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await app.inject({
        method: 'POST',
        url: '/ep/api/send/dpassword/',
        payload: { phone: phoneOf('demo') },
      });
      const code = app.deps.sqlite.prepare<[], { code: string }>('select code from sent_codes').get()!.code;
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.code === code);
      expect(logged).toMatchObject({ level: 30, phone: phoneOf('demo'), purpose: 'login' });
    } finally {
      await app.close();
    }
  });
});

describe('POST /send/verify/code/', () => {
  it('sends a registration code to any phone, and a contact code to a new phone', async () => {
    freshHour();
    await t.ok('sendVerifyCode', { body: { phone: '15800000001', purpose: 'register' } });
    await t.ok('sendVerifyCode', { body: { phone: '15800000002', purpose: 'contact' } });
    const res = await t.request.get('/__emulator/codes').query({ limit: 2 }).expect(200);
    expect(res.body.items.map((i: { phone: string; purpose: string }) => [i.phone, i.purpose])).toEqual([
      ['15800000002', 'contact'],
      ['15800000001', 'register'],
    ]);
  });

  it('rejects an unknown purpose naming the field', async () => {
    const res = await t.api('sendVerifyCode', {
      body: { phone: '15800000003', purpose: 'login' as 'register' },
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('purpose');
  });
});

describe('rate limits per phone', () => {
  it('allows one code a minute and says how many seconds to wait, in both languages', async () => {
    freshHour();
    const phone = '15800000010';
    await t.ok('sendVerifyCode', { body: { phone, purpose: 'register' } });
    expect(await t.api('sendVerifyCode', { body: { phone, purpose: 'register' } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '验证码发送过于频繁，请 60 秒后再试',
    });
    t.deps.clock.advance(25 * SECOND);
    expect(await t.api('sendVerifyCode', { body: { phone, purpose: 'register' }, lang: 'en' })).toMatchObject(
      {
        code: BizCode.BAD_REQUEST,
        msg: 'A code was sent less than a minute ago: try again in 35 seconds',
      },
    );
    t.deps.clock.advance(35 * SECOND);
    expect((await t.api('sendVerifyCode', { body: { phone, purpose: 'register' } })).code).toBe(BizCode.OK);
  });

  it('counts every purpose of the phone together, and leaves other phones alone', async () => {
    freshHour();
    await t.ok('sendLoginCode', { body: { phone: phoneOf('yunji') } });
    const contact = await t.api('sendVerifyCode', { body: { phone: phoneOf('yunji'), purpose: 'contact' } });
    expect(contact.msg).toBe('验证码发送过于频繁，请 60 秒后再试');
    expect((await t.api('sendLoginCode', { body: { phone: phoneOf('demo_sub') } })).code).toBe(BizCode.OK);
  });

  it(`allows ${CODES_PER_HOUR} codes an hour, then says when the next may go`, async () => {
    freshHour();
    const phone = '15800000011';
    for (let i = 0; i < CODES_PER_HOUR; i++) {
      await t.ok('sendVerifyCode', { body: { phone, purpose: 'register' } });
      t.deps.clock.advance(61 * SECOND);
    }
    // The first code went 10 x 61 s ago: the next may go when it is an hour old.
    const wait = 3600 - CODES_PER_HOUR * 61;
    expect(await t.api('sendVerifyCode', { body: { phone, purpose: 'register' } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `该手机号1小时内获取验证码已达 10 次上限，请 ${wait} 秒后再试`,
    });
    expect(await t.api('sendVerifyCode', { body: { phone, purpose: 'register' }, lang: 'en' })).toMatchObject(
      {
        msg: `This number has received 10 codes in the last hour: try again in ${wait} seconds`,
      },
    );
    t.deps.clock.advance((wait - 1) * SECOND);
    expect((await t.api('sendVerifyCode', { body: { phone, purpose: 'register' } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
    t.deps.clock.advance(SECOND);
    expect((await t.api('sendVerifyCode', { body: { phone, purpose: 'register' } })).code).toBe(BizCode.OK);
  });
});

describe('POST /c/code_login/', () => {
  it('logs in end to end with the code read back from the emulator', async () => {
    const code = await sendLoginAndRead(t, phoneOf('demo'));
    const data = await t.ok('codeLogin', { body: { phone: phoneOf('demo'), code } });
    expect(data).toMatchObject({ need_changed: false, need_confirm: false });
    const info = await t.ok('clientInfo', { token: data.token });
    expect(info).toMatchObject({ username: 'demo', login_type: 'client' });
  });

  it('reports the forced flags of the account, as a password login does', async () => {
    const pwd = await t.ok('codeLogin', {
      body: { phone: phoneOf('demo_pwd'), code: await sendLoginAndRead(t, phoneOf('demo_pwd')) },
    });
    expect(pwd).toMatchObject({ need_changed: true, need_confirm: false });
    const contact = await t.ok('codeLogin', {
      body: { phone: phoneOf('demo_contact'), code: await sendLoginAndRead(t, phoneOf('demo_contact')) },
    });
    expect(contact).toMatchObject({ need_changed: false, need_confirm: true });
  });

  it('refuses a wrong code in both languages, and then still accepts the right one', async () => {
    const code = await sendLoginAndRead(t, phoneOf('demo'));
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.api('codeLogin', { body: { phone: phoneOf('demo'), code: wrong } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '验证码错误，请重新输入',
    });
    expect(
      await t.api('codeLogin', { body: { phone: phoneOf('demo'), code: wrong }, lang: 'en' }),
    ).toMatchObject({ msg: 'Wrong verification code, enter it again' });
    expect((await t.api('codeLogin', { body: { phone: phoneOf('demo'), code } })).code).toBe(BizCode.OK);
  });

  it('uses a code up: the second login with it asks for a new code', async () => {
    const code = await sendLoginAndRead(t, phoneOf('demo'));
    await t.ok('codeLogin', { body: { phone: phoneOf('demo'), code } });
    expect(await t.api('codeLogin', { body: { phone: phoneOf('demo'), code } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '请先获取验证码',
    });
  });

  it('accepts a code just before 5 minutes and refuses it at 5 minutes as expired', async () => {
    const code = await sendLoginAndRead(t, phoneOf('demo'));
    t.deps.clock.advance(5 * MINUTE);
    expect(await t.api('codeLogin', { body: { phone: phoneOf('demo'), code } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '验证码已过期，请重新获取',
    });
    const next = await sendLoginAndRead(t, phoneOf('demo'));
    t.deps.clock.advance(5 * MINUTE - SECOND);
    expect((await t.api('codeLogin', { body: { phone: phoneOf('demo'), code: next } })).code).toBe(
      BizCode.OK,
    );
  });

  it('counts only the latest code sent', async () => {
    const first = await sendLoginAndRead(t, phoneOf('demo'));
    const second = await sendLoginAndRead(t, phoneOf('demo'));
    if (first !== second) {
      const res = await t.api('codeLogin', { body: { phone: phoneOf('demo'), code: first } });
      expect(res.msg).toBe('验证码错误，请重新输入');
    }
    expect((await t.api('codeLogin', { body: { phone: phoneOf('demo'), code: second } })).code).toBe(
      BizCode.OK,
    );
  });

  it('does not take a code sent for another purpose', async () => {
    const code = await sendAndRead(t, phoneOf('demo_unsigned'), 'contact');
    expect(await t.api('codeLogin', { body: { phone: phoneOf('demo_unsigned'), code } })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '请先获取验证码',
    });
  });

  it('refuses a phone no account uses, and a code that is not 6 digits', async () => {
    expect((await t.api('codeLogin', { body: { phone: '15899990000', code: '123456' } })).msg).toBe(
      '该手机号未绑定平台账号',
    );
    expect((await t.api('codeLogin', { body: { phone: phoneOf('demo'), code: '12ab' } })).msg).toBe(
      '请输入6位数字验证码',
    );
  });

  it('gives a token that works like a password login’s', async () => {
    const code = await sendLoginAndRead(t, phoneOf('demo_sub'));
    const { token } = await t.ok('codeLogin', { body: { phone: phoneOf('demo_sub'), code } });
    expect((await t.api('indexHeader', { token })).code).toBe(BizCode.OK);
    expect(await lastCode(t, phoneOf('demo_sub'))).toBe(code);
  });
});
