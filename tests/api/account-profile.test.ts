import { describe, expect, it } from 'vitest';
import { APP_VERSION_PATH, BizCode } from '#contract';
import pkg from '../../package.json' with { type: 'json' };
import { formatDateTime } from '../../server/lib/format.ts';
import { phoneOf, sendAndRead } from './account-helpers.ts';
import { build } from './helpers.ts';

const t = await build();

const userId = (username: string) =>
  t.deps.sqlite.prepare<[string], { id: number }>('select id from users where username = ?').get(username)!
    .id;

describe('POST /client/info/ (contact details)', () => {
  it('confirms demo_contact’s new details with a code sent to the new phone, and clears need_confirm', async () => {
    const first = await t.ok('login', { body: { username: 'demo_contact', password: 'Demo1234' } });
    expect(first.need_confirm).toBe(true);
    const phone = '15700000001';
    const code = await sendAndRead(t, phone, 'contact');
    const data = await t.ok('updateContact', {
      token: first.token,
      body: { contact_name: '刘芳芳', phone, email: 'liufang@rongxin-meter.cn', code },
    });
    expect(data).toEqual({ need_confirm: false });
    const info = await t.ok('clientInfo', { token: first.token });
    expect(info).toMatchObject({
      need_confirm: false,
      contact_name: '刘芳芳',
      phone,
      email: 'liufang@rongxin-meter.cn',
    });
    expect(
      t.deps.sqlite
        .prepare('select contact_name, contact_phone from clients where id = ?')
        .get(t.clientIdOf('demo_contact')),
    ).toEqual({ contact_name: '刘芳芳', contact_phone: phone });
    expect(
      (await t.ok('login', { body: { username: 'demo_contact', password: 'Demo1234' } })).need_confirm,
    ).toBe(false);
  });

  it('refuses a wrong code, in both languages, and changes nothing', async () => {
    const token = await t.login('yunji');
    const phone = '15700000002';
    const code = await sendAndRead(t, phone, 'contact');
    const body = {
      contact_name: '陈洁',
      phone,
      email: 'it@yunji-tech.cn',
      code: code === '000000' ? '111111' : '000000',
    };
    expect(await t.api('updateContact', { token, body })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '验证码错误，请重新输入',
    });
    expect((await t.api('updateContact', { token, body, lang: 'en' })).msg).toBe(
      'Wrong verification code, enter it again',
    );
    expect((await t.ok('clientInfo', { token })).phone).toBe(phoneOf('yunji'));
  });

  it('refuses a phone another account uses, since the phone is also a login', async () => {
    const token = await t.login('yunji');
    const res = await t.api('updateContact', {
      token,
      body: { contact_name: '陈洁', phone: phoneOf('demo'), email: 'it@yunji-tech.cn', code: '123456' },
    });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '该手机号已被其他账号使用' });
  });

  it('checks the form and the token', async () => {
    const token = await t.login('yunji');
    const body = { contact_name: '陈洁', phone: phoneOf('yunji'), email: 'nope', code: '123456' };
    expect((await t.api('updateContact', { token, body })).msg).toBe('请输入正确的邮箱地址');
    expect((await t.api('updateContact', { body })).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('POST /password/', () => {
  it('changes demo_pwd’s password: clears need_changed, revokes its other tokens but not the calling one', async () => {
    const current = await t.ok('login', { body: { username: 'demo_pwd', password: 'Demo1234' } });
    expect(current.need_changed).toBe(true);
    const other = await t.login('demo_pwd');
    const data = await t.ok('changePassword', {
      token: current.token,
      body: { old_password: 'Demo1234', new_password: 'Hengtong2025' },
    });
    expect(data).toEqual({ need_changed: false });
    expect((await t.ok('clientInfo', { token: current.token })).need_changed).toBe(false);
    expect((await t.api('clientInfo', { token: other })).code).toBe(BizCode.TOKEN_INVALID);
    expect((await t.api('login', { body: { username: 'demo_pwd', password: 'Demo1234' } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
    const again = await t.ok('login', { body: { username: 'demo_pwd', password: 'Hengtong2025' } });
    expect(again.need_changed).toBe(false);
  });

  it('refuses a wrong current password in both languages', async () => {
    const token = await t.login('yunji');
    const body = { old_password: 'Wrong1234', new_password: 'Yunji2025x' };
    expect(await t.api('changePassword', { token, body })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '原密码错误',
    });
    expect((await t.api('changePassword', { token, body, lang: 'en' })).msg).toBe(
      'The current password is incorrect',
    );
  });

  it('refuses a new password equal to the current one, or one that breaks the rule', async () => {
    const token = await t.login('yunji');
    const same = await t.api('changePassword', {
      token,
      body: { old_password: 'Demo1234', new_password: 'Demo1234' },
    });
    expect(same.msg).toBe('新密码不能与原密码相同');
    const weak = await t.api('changePassword', {
      token,
      body: { old_password: 'Demo1234', new_password: 'short1' },
    });
    expect(weak.msg).toBe('密码必须包含字母和数字，且长度不少于8位');
    const empty = await t.api('changePassword', {
      token,
      body: { old_password: '', new_password: 'Yunji2025x' },
    });
    expect(empty.msg).toBe('请输入密码');
    expect((await t.api('login', { body: { username: 'yunji', password: 'Demo1234' } })).code).toBe(
      BizCode.OK,
    );
  });
});

describe('GET /user_agreement/ and POST /user_agreement/sign/', () => {
  it('shows the user agreement in the caller’s language, signed for demo since its account opened', async () => {
    const token = await t.login('demo');
    const zh = await t.ok('userAgreement', { token });
    expect(zh).toMatchObject({ module: 'base_module', version: '2025.10', signed: true });
    expect(zh.title).toBe('物联网卡管理平台用户服务协议');
    // The title is shown above the text, so the text does not repeat it.
    expect(zh.content).not.toContain('<h2>物联网卡管理平台用户服务协议</h2>');
    expect(zh.content).toContain('版本：2025.10');
    expect(zh.signed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const en = await t.ok('userAgreement', { token, lang: 'en', query: { module: 'privacy_module' } });
    expect(en.title).toBe('IoT SIM Management Platform Privacy Policy');
    expect(en.content).toContain('Personal Information Protection Law');
  });

  it('lets demo_unsigned sign: need_sign clears and the agreement shows it signed then', async () => {
    const token = await t.login('demo_unsigned');
    expect((await t.ok('clientInfo', { token })).need_sign).toBe(true);
    expect(await t.ok('userAgreement', { token })).toMatchObject({ signed: false, signed_at: null });
    const { signed_at } = await t.ok('signAgreement', { token, body: { module: 'base_module' } });
    expect(signed_at).toBe(formatDateTime(t.deps.clock.now()));
    expect((await t.ok('clientInfo', { token })).need_sign).toBe(false);
    expect(await t.ok('userAgreement', { token })).toMatchObject({ signed: true, signed_at });
    // Signing again keeps the first signature.
    expect((await t.ok('signAgreement', { token, body: {} })).signed_at).toBe(signed_at);
  });

  it('refuses a sub-client and a support user a signature with a clear 400, in both languages', async () => {
    const sub = await t.login('demo_sub');
    expect(await t.ok('userAgreement', { token: sub })).toMatchObject({ signed: true });
    expect(await t.api('signAgreement', { token: sub, body: {} })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '仅主客户账号可以签署用户协议',
    });
    const support = await t.login('support');
    expect((await t.api('signAgreement', { token: support, body: {}, lang: 'en' })).msg).toBe(
      'Only a main client account can sign the user agreement',
    );
    expect(await t.ok('userAgreement', { token: support })).toMatchObject({ signed: false, signed_at: null });
  });

  it('shows the agreement to a visitor without a login (read before registering), not signed', async () => {
    const zh = await t.ok('userAgreement');
    expect(zh).toMatchObject({ module: 'base_module', version: '2025.10', signed: false, signed_at: null });
    expect(zh.title).toBe('物联网卡管理平台用户服务协议');
    const en = await t.ok('userAgreement', { lang: 'en', query: { module: 'privacy_module' } });
    expect(en.title).toBe('IoT SIM Management Platform Privacy Policy');
    // A token that is not valid (any more) reads it as a visitor; a valid one still as its caller.
    expect(await t.ok('userAgreement', { authorization: 'JWT not-a-token' })).toMatchObject({
      signed: false,
    });
    expect(await t.ok('userAgreement', { token: await t.login('demo') })).toMatchObject({ signed: true });
  });

  it('signs nothing without a login', async () => {
    expect((await t.api('signAgreement', { body: { module: 'base_module' } })).code).toBe(
      BizCode.TOKEN_INVALID,
    );
  });

  it('rejects an unknown module naming the field', async () => {
    const res = await t.api('userAgreement', {
      token: await t.login('demo'),
      query: { module: 'other' as 'base_module' },
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('module');
  });
});

describe('/wx_func/verify/ (WeChat binding)', () => {
  it('binds with a code sent to the user’s phone, refuses a second binding, and unbinds', async () => {
    const token = await t.login('demo');
    expect(await t.ok('wxBinding', { token })).toEqual({ bound: false, nickname: null, bound_at: null });
    const code = await sendAndRead(t, phoneOf('demo'), 'contact');
    const bound = await t.ok('bindWx', { token, body: { nickname: '王敏', code } });
    expect(bound).toMatchObject({ bound: true, nickname: '王敏' });
    expect(await t.ok('wxBinding', { token })).toEqual(bound);

    const again = await t.api('bindWx', { token, body: { nickname: '王敏2', code } });
    expect(again).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '当前账号已绑定微信，请先解除绑定' });
    expect(await t.ok('unbindWx', { token })).toEqual({ bound: false, nickname: null, bound_at: null });
    expect(await t.api('unbindWx', { token })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '当前账号未绑定微信',
    });
  });

  it('asks an account without a phone to set its contact details first', async () => {
    const token = await t.login('demo_unsigned');
    t.deps.sqlite.prepare("update users set phone = '' where username = 'demo_unsigned'").run();
    try {
      expect((await t.api('bindWx', { token, body: { nickname: '周涛', code: '123456' } })).msg).toBe(
        '当前账号未设置手机号，无法发送验证码，请先修改联系方式',
      );
    } finally {
      t.deps.sqlite
        .prepare('update users set phone = ? where username = ?')
        .run(phoneOf('demo_unsigned'), 'demo_unsigned');
    }
  });

  it('refuses a wrong code, and a support user', async () => {
    const token = await t.login('demo_sub');
    const code = await sendAndRead(t, phoneOf('demo_sub'), 'contact');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await t.api('bindWx', { token, body: { nickname: '李强', code: wrong } })).msg).toBe(
      '验证码错误，请重新输入',
    );
    const support = await t.login('support');
    expect((await t.api('bindWx', { token: support, body: { nickname: 'x', code }, lang: 'en' })).msg).toBe(
      'Only client accounts can bind WeChat',
    );
  });
});

describe('POST /user_event_log/add/', () => {
  it('stores the events under the calling user', async () => {
    const token = await t.login('demo_sub');
    const event_list = [
      { event_name: 'open_card_list', event_time: '2025-10-15 11:58:00' },
      { event_name: 'export_cards', event_time: '2025-10-15 11:59:30' },
    ];
    expect(await t.ok('addEventLog', { token, body: { event_list } })).toEqual({ saved: 2 });
    expect(await t.ok('addEventLog', { token, body: { event_list: [] } })).toEqual({ saved: 0 });
    const rows = t.deps.sqlite
      .prepare('select event_name, event_time from user_event_logs where user_id = ? order by id')
      .all(userId('demo_sub'));
    expect(rows).toEqual(event_list);
  });

  it('refuses a malformed list and a call without a token', async () => {
    const token = await t.login('demo');
    const res = await t.api('addEventLog', {
      token,
      body: { event_list: [{ event_name: '', event_time: 'x' }] },
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('event_list');
    expect((await t.api('addEventLog', { body: { event_list: [] } })).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('GET /celery_info/queue_size/', () => {
  it('counts the pending and running tasks of the caller’s client, or of everyone for support', async () => {
    const demo = await t.login('demo');
    expect(await t.ok('queueSize', { token: demo })).toEqual({ size: 0 });
    const insert = t.deps.sqlite.prepare(
      "insert into tasks (client_id, kind, status, progress, created_at) values (?, 'card_export', ?, 0, 0)",
    );
    const demoId = t.clientIdOf('demo');
    for (const status of ['pending', 'pending', 'running', 'done', 'failed']) insert.run(demoId, status);
    insert.run(t.clientIdOf('yunji'), 'running');
    expect(await t.ok('queueSize', { token: demo })).toEqual({ size: 3 });
    expect(await t.ok('queueSize', { token: await t.login('yunji') })).toEqual({ size: 1 });
    expect(await t.ok('queueSize', { token: await t.login('demo_sub') })).toEqual({ size: 0 });
    expect(await t.ok('queueSize', { token: await t.login('support') })).toEqual({ size: 4 });
  });
});

describe(`GET ${APP_VERSION_PATH}`, () => {
  it('answers the current version without a token, never cached, even in upgrade mode', async () => {
    const res = await t.request.get(APP_VERSION_PATH).expect(200);
    expect(res.body).toEqual({ version: '2025.10.30' });
    expect(pkg.version).toBe('2025.10.30');
    expect(res.headers['cache-control']).toBe('no-store');
    await t.request.put('/__emulator/scenario').send({ upgrade: true }).expect(200);
    try {
      expect((await t.request.get(APP_VERSION_PATH).expect(200)).body).toEqual({ version: '2025.10.30' });
    } finally {
      await t.request.put('/__emulator/scenario').send({ upgrade: false }).expect(200);
    }
  });
});
