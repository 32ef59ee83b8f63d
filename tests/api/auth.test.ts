import { describe, expect, it } from 'vitest';
import { API_BASE, BizCode, codesForSide, PERMISSIONS } from '#contract';
import { PLATFORM } from '../../fixtures/index.ts';
import { build, HOUR, NOW } from './helpers.ts';

const t = await build();

const customerCodes = (kind: 'route' | 'func') =>
  codesForSide('client').filter((code) => PERMISSIONS[code].kind === kind);

describe('GET /login_config/', () => {
  it('answers the platform branding without a token', async () => {
    const data = await t.ok('loginConfig');
    expect(data).toEqual({
      hosted_on_ec: PLATFORM.hostedOnEc,
      sub_slogan: '连接万物，智管每一张卡',
      title: '物联网卡管理平台',
      logo_url: PLATFORM.logoUrl,
      old_version_url: PLATFORM.oldVersionUrl,
      service: {
        phone: PLATFORM.service.phone,
        email: PLATFORM.service.email,
        hours: '周一至周日 8:00-22:00',
      },
    });
  });

  it('gives the product name, slogan and service hours in English when asked', async () => {
    const data = await t.ok('loginConfig', { lang: 'en' });
    expect(data.service.hours).toBe('Every day, 8:00-22:00 (UTC+8)');
    expect(data.title).toBe('IoT SIM Management Platform');
    expect(data.sub_slogan).toBe('Everything connected, every card managed');
    const info = await t.ok('clientInfo', { token: await t.login('demo'), lang: 'en' });
    expect(info.footer).toBe('© 2025 IoT SIM Management Platform');
  });
});

describe('POST /login/', () => {
  it('gives demo a token with need_changed and need_confirm false', async () => {
    const data = await t.ok('login', { body: { username: 'demo', password: 'Demo1234' } });
    expect(data.token.split('.')).toHaveLength(3);
    expect(data.need_changed).toBe(false);
    expect(data.need_confirm).toBe(false);
  });

  it('reports need_changed and need_confirm as the user record holds them', async () => {
    t.deps.sqlite
      .prepare("update users set need_changed = 1, need_confirm = 1 where username = 'yunji'")
      .run();
    try {
      const data = await t.ok('login', { body: { username: 'yunji', password: 'Demo1234' } });
      expect(data).toMatchObject({ need_changed: true, need_confirm: true });
    } finally {
      t.deps.sqlite
        .prepare("update users set need_changed = 0, need_confirm = 0 where username = 'yunji'")
        .run();
    }
  });

  it('accepts a form-encoded body', async () => {
    const data = await t.ok('login', { body: { username: 'demo', password: 'Demo1234' }, form: true });
    expect(typeof data.token).toBe('string');
    const info = await t.ok('clientInfo', { token: data.token });
    expect(info.username).toBe('demo');
  });

  it('accepts a form-encoded body with a charset, as browsers send it', async () => {
    const res = await t.request
      .post(`${API_BASE}/login/`)
      .set('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8')
      .send('username=demo&password=Demo1234');
    expect(res.body).toMatchObject({ code: BizCode.OK, data: { need_changed: false, need_confirm: false } });
  });

  it('trims the username before looking it up', async () => {
    const data = await t.ok('login', { body: { username: '  demo  ', password: 'Demo1234' } });
    expect((await t.ok('clientInfo', { token: data.token })).username).toBe('demo');
  });

  it('answers a wrong password with 400 用户名或密码错误', async () => {
    const res = await t.api('login', { body: { username: 'demo', password: 'Wrong1234' } });
    expect(res).toEqual({ code: BizCode.BAD_REQUEST, msg: '用户名或密码错误', data: null });
  });

  it('answers a wrong password in English when Accept-Language is en', async () => {
    const res = await t.api('login', { body: { username: 'demo', password: 'Wrong1234' }, lang: 'en' });
    expect(res).toEqual({ code: BizCode.BAD_REQUEST, msg: 'Incorrect username or password', data: null });
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const res = await t.api('login', { body: { username: 'nobody', password: 'Demo1234' } });
    expect(res).toEqual({ code: BizCode.BAD_REQUEST, msg: '用户名或密码错误', data: null });
  });

  it('rejects a username with disallowed characters with 用户名不能包含非法字符', async () => {
    const res = await t.api('login', { body: { username: 'demo<script>', password: 'Demo1234' } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '用户名不能包含非法字符' });
  });

  it('rejects a username with disallowed characters in English too', async () => {
    const res = await t.api('login', { body: { username: '张三', password: 'Demo1234' }, lang: 'en' });
    expect(res).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: 'Username must not contain disallowed characters',
    });
  });

  it('rejects an empty username with 用户名不能为空', async () => {
    const res = await t.api('login', { body: { username: '   ', password: 'Demo1234' } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '用户名不能为空' });
  });

  it('rejects an empty password with 请输入密码', async () => {
    const res = await t.api('login', { body: { username: 'demo', password: '' } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请输入密码' });
  });

  it('rejects an empty password with Please enter password in English', async () => {
    const res = await t.api('login', { body: { username: 'demo', password: '' }, lang: 'en-US,en;q=0.9' });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: 'Please enter password' });
  });

  it('rejects a login without a password field with 请输入密码', async () => {
    const res = await t.api('login', { body: { username: 'demo' } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请输入密码' });
  });

  it('rejects a login without a username field with 用户名不能为空', async () => {
    const res = await t.api('login', { body: { password: 'Demo1234' } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '用户名不能为空' });
  });

  it('answers a malformed JSON body with 400', async () => {
    const res = await t.request
      .post(`${API_BASE}/login/`)
      .set('Content-Type', 'application/json')
      .send('{"username":');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: BizCode.BAD_REQUEST, msg: '请求内容格式不正确', data: null });
  });
});

describe('tokens', () => {
  it('keeps a token valid for just under 10 hours and expires it after', async () => {
    const token = await t.login('demo');
    try {
      t.deps.clock.advance(10 * HOUR - 60_000);
      expect((await t.api('clientInfo', { token })).code).toBe(BizCode.OK);
      t.deps.clock.advance(2 * 60_000);
      const res = await t.api('clientInfo', { token, lang: 'en' });
      expect(res).toEqual({
        code: BizCode.TOKEN_INVALID,
        msg: 'Your login is no longer valid, please log in again',
        data: null,
      });
    } finally {
      t.deps.clock.set(NOW);
    }
  });

  it('revokes the calling token on GET /logout/, and only that token', async () => {
    const token = await t.login('demo');
    const other = await t.login('demo');
    expect(await t.api('logout', { token })).toEqual({ code: BizCode.OK, msg: '成功', data: null });
    expect((await t.api('clientInfo', { token })).code).toBe(BizCode.TOKEN_INVALID);
    expect((await t.api('logout', { token })).code).toBe(BizCode.TOKEN_INVALID);
    expect((await t.api('clientInfo', { token: other })).code).toBe(BizCode.OK);
  });

  it('answers an unknown /ep/api path with 404 naming it', async () => {
    const res = await t.request.get(`${API_BASE}/no/such/thing/`);
    expect(res.body).toEqual({
      code: BizCode.NOT_FOUND,
      msg: `接口不存在：${API_BASE}/no/such/thing/`,
      data: null,
    });
  });
});

describe('GET /client/info/', () => {
  it('describes demo as a main client logging in as client', async () => {
    const data = await t.ok('clientInfo', { token: await t.login('demo') });
    expect(data).toEqual({
      username: 'demo',
      name: '深圳市智联物联科技有限公司',
      logo_url: PLATFORM.logoUrl,
      footer: '© 2025 物联网卡管理平台',
      login_type: 'client',
      is_support: false,
      main_client: true,
      need_sign: false,
      need_changed: false,
      need_confirm: false,
      contact_name: '王敏',
      phone: '13800138000',
      email: 'ops@zhilian-iot.cn',
    });
  });

  it('describes demo_sub as a client that is not a main client', async () => {
    const data = await t.ok('clientInfo', { token: await t.login('demo_sub') });
    expect(data).toMatchObject({
      username: 'demo_sub',
      name: '智联物联华南运营中心',
      login_type: 'client',
      is_support: false,
      main_client: false,
      need_sign: false,
    });
  });

  it('describes support as a support login without a client', async () => {
    const data = await t.ok('clientInfo', { token: await t.login('support') });
    expect(data).toMatchObject({
      username: 'support',
      name: 'support',
      login_type: 'support',
      is_support: true,
      main_client: false,
      need_sign: false,
    });
  });

  it('asks a main client whose agreement is unsigned to sign, but never its sub-client', async () => {
    const demoId = t.clientIdOf('demo');
    const subId = t.clientIdOf('demo_sub');
    t.deps.sqlite.prepare('update clients set need_sign = 1 where id in (?, ?)').run(demoId, subId);
    try {
      expect((await t.ok('clientInfo', { token: await t.login('demo') })).need_sign).toBe(true);
      expect((await t.ok('clientInfo', { token: await t.login('demo_sub') })).need_sign).toBe(false);
    } finally {
      t.deps.sqlite.prepare('update clients set need_sign = 0 where id in (?, ?)').run(demoId, subId);
    }
  });
});

describe('GET /perminfo/', () => {
  it('gives demo every customer route and function code', async () => {
    const data = await t.ok('permInfo', { token: await t.login('demo') });
    expect([...data.menu_lst].sort()).toEqual(customerCodes('route').sort());
    expect([...data.func_lst].sort()).toEqual(customerCodes('func').sort());
  });

  it('withholds router_card_list and func_export_data from demo_sub', async () => {
    const data = await t.ok('permInfo', { token: await t.login('demo_sub') });
    expect(data.menu_lst).toContain('router_home');
    expect(data.menu_lst).not.toContain('router_card_list');
    expect(data.menu_lst).not.toContain('router_charge_account');
    expect(data.func_lst).toContain('func_sms_send');
    expect(data.func_lst).not.toContain('func_export_data');
  });

  it('gives support the support codes and no customer codes', async () => {
    const data = await t.ok('permInfo', { token: await t.login('support') });
    expect(data.menu_lst).toContain('router_spt_client');
    expect(data.func_lst).toEqual(['func_spt_fn_switch_account']);
    expect(data.menu_lst.filter((code) => code === 'router_home' || code === 'router_card_list')).toEqual([]);
  });

  it('with is_sub=1 lists the customer codes a main client may grant its sub-clients', async () => {
    const data = await t.ok('permInfo', { token: await t.login('demo'), query: { is_sub: '1' } });
    expect([...data.menu_lst].sort()).toEqual(customerCodes('route').sort());
    expect([...data.func_lst].sort()).toEqual(customerCodes('func').sort());
  });

  it('with is_sub=1 lists nothing for a sub-client, which has no sub-clients to grant to', async () => {
    const data = await t.ok('permInfo', { token: await t.login('demo_sub'), query: { is_sub: '1' } });
    expect(data).toEqual({ menu_lst: [], func_lst: [] });
  });

  it('applies a live revocation on the next call', async () => {
    const token = await t.login('yunji');
    const userId = t.deps.sqlite
      .prepare<[], { id: number }>("select id from users where username = 'yunji'")
      .get()!.id;
    t.deps.sqlite
      .prepare(
        "insert into user_perm_overrides (user_id, code, effect) values (?, 'func_sms_send', 'revoke')",
      )
      .run(userId);
    try {
      expect((await t.ok('permInfo', { token })).func_lst).not.toContain('func_sms_send');
    } finally {
      t.deps.sqlite.prepare('delete from user_perm_overrides where user_id = ?').run(userId);
    }
    expect((await t.ok('permInfo', { token })).func_lst).toContain('func_sms_send');
  });

  it('rejects an is_sub other than 0 or 1 with 400 naming is_sub', async () => {
    const res = await t.api('permInfo', { token: await t.login('demo'), query: { is_sub: '2' as '1' } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('is_sub');
  });
});
