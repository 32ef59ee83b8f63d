import { describe, expect, it } from 'vitest';
import { BizCode, meetsPasswordRule } from '#contract';
import { CLIENTS } from '../../fixtures/index.ts';
import { build } from './helpers.ts';

const t = await build();

const DEMO_NAME = CLIENTS.find((c) => c.key === 'demo')!.name;

async function switchInto(username: string) {
  const support = await t.login('support');
  const { token } = await t.ok('switchAccount', {
    token: support,
    body: { client_id: t.clientIdOf(username) },
  });
  return { support, switched: token };
}

describe('POST /support/switch_account/ and /support/switch_account_back/', () => {
  it('lets support act as demo and come back with a fresh support token', async () => {
    const { support, switched } = await switchInto('demo');
    const info = await t.ok('clientInfo', { token: switched });
    expect(info).toMatchObject({
      username: 'support',
      name: DEMO_NAME,
      login_type: 'support_switch_client',
      is_support: true,
      main_client: true,
    });
    const perms = await t.ok('permInfo', { token: switched });
    const demoPerms = await t.ok('permInfo', { token: await t.login('demo') });
    expect(perms).toEqual(demoPerms);
    expect(perms.menu_lst).toContain('router_card_list');
    expect(perms.menu_lst).not.toContain('router_spt_client');
    // The support user's own token stays valid while it is switched.
    expect((await t.ok('clientInfo', { token: support })).login_type).toBe('support');

    const back = await t.ok('switchAccountBack', { token: switched });
    expect(back.token).not.toBe(support);
    expect(await t.ok('clientInfo', { token: back.token })).toMatchObject({
      username: 'support',
      login_type: 'support',
    });
    expect((await t.ok('permInfo', { token: back.token })).func_lst).toContain('func_spt_fn_switch_account');
    expect((await t.api('clientInfo', { token: switched })).code).toBe(BizCode.TOKEN_INVALID);
  });

  it('acts with demo’s own account: the same SMS history and batches as demo, func_front_sms_by_user included', async () => {
    const demo = await t.login('demo');
    const { switched } = await switchInto('demo');
    const codes = (await t.ok('permInfo', { token: switched })).func_lst;
    expect(codes).toContain('func_front_sms_by_user');
    const query = { page_size: 50 };
    const records = await t.ok('smsRecordList', { token: demo, query });
    const batches = await t.ok('smsBatchList', { token: demo, query });
    // What the DB holds for demo's account: the SMS its user sent and the batches it started.
    const demoUser = t.deps.sqlite
      .prepare<[], { id: number }>("select id from users where username = 'demo'")
      .get()!.id;
    const sent = t.deps.sqlite
      .prepare<[number], { n: number }>('select count(*) as n from card_sms where sender_user_id = ?')
      .get(demoUser)!.n;
    expect(sent).toBeGreaterThan(0);
    expect(records.total_count).toBeGreaterThanOrEqual(sent);
    expect(batches.total_count).toBeGreaterThan(0);
    expect(await t.ok('smsRecordList', { token: switched, query })).toEqual(records);
    expect(await t.ok('smsBatchList', { token: switched, query })).toEqual(batches);
    const first = batches.tableData[0]!;
    expect(await t.ok('smsBatchDetail', { token: switched, query: { task_id: first.id } })).toEqual(
      await t.ok('smsBatchDetail', { token: demo, query: { task_id: first.id } }),
    );
  });

  it('sends demo a 599 naming 切换客户账号, in both languages', async () => {
    const token = await t.login('demo');
    const body = { client_id: t.clientIdOf('yunji') };
    expect(await t.api('switchAccount', { token, body })).toMatchObject({
      code: BizCode.NO_PERMISSION,
      msg: '当前用户无 切换客户账号 权限',
      data: { perm_names: ['切换客户账号'] },
    });
    expect((await t.api('switchAccount', { token, body, lang: 'en' })).msg).toBe(
      'The current user lacks the Switch into client account permission',
    );
  });

  it('does not switch again from a switched token: the customer has no such permission', async () => {
    const { switched } = await switchInto('demo');
    const res = await t.api('switchAccount', { token: switched, body: { client_id: t.clientIdOf('yunji') } });
    expect(res.code).toBe(BizCode.NO_PERMISSION);
  });

  it('answers 404 for an unknown client and 400 for a client without an account', async () => {
    const token = await t.login('support');
    expect(await t.api('switchAccount', { token, body: { client_id: 9999 } })).toMatchObject({
      code: BizCode.NOT_FOUND,
      msg: '客户不存在（ID 9999）',
    });
    const { lastInsertRowid } = t.deps.sqlite
      .prepare("insert into clients (name, main_id, created_at) values ('无账号客户', 0, 0)")
      .run();
    expect(
      await t.api('switchAccount', { token, body: { client_id: Number(lastInsertRowid) } }),
    ).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '该客户下没有可登录的账号',
    });
    expect((await t.api('switchAccount', { token, body: { client_id: 0 } })).code).toBe(BizCode.BAD_REQUEST);
  });

  it('refuses to switch back a token that is not switched, in both languages', async () => {
    const support = await t.login('support');
    expect(await t.api('switchAccountBack', { token: support })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '当前未切换到客户账号，无需切回',
    });
    expect((await t.api('switchAccountBack', { token: await t.login('demo'), lang: 'en' })).msg).toBe(
      'You are not switched into a client account',
    );
  });

  it('never asks a switched support user to sign, nor lets it sign or change the customer’s account', async () => {
    const { switched } = await switchInto('demo_unsigned');
    expect(await t.ok('clientInfo', { token: switched })).toMatchObject({
      main_client: true,
      need_sign: false,
    });
    expect((await t.api('signAgreement', { token: switched, body: {} })).msg).toBe(
      '仅主客户账号可以签署用户协议',
    );
    const password = await t.api('changePassword', {
      token: switched,
      body: { old_password: 'Support1234', new_password: 'Support5678' },
    });
    expect(password.msg).toBe('切换客户账号期间不能修改账号信息，请先切回运维账号');
    const contact = await t.api('updateContact', {
      token: switched,
      body: { contact_name: '周涛', phone: '13100131000', email: 'a@b.cn', code: '123456' },
    });
    expect(contact.msg).toBe('切换客户账号期间不能修改账号信息，请先切回运维账号');
  });
});

describe('POST /support/client_recharge_perm/', () => {
  const rechargeEnabled = (clientId: number) =>
    t.deps.sqlite
      .prepare<[number], { recharge_enabled: number }>('select recharge_enabled from clients where id = ?')
      .get(clientId)!.recharge_enabled;

  it('turns online recharge off and on for a client; clients start with it on', async () => {
    const token = await t.login('support');
    const yunji = t.clientIdOf('yunji');
    expect(rechargeEnabled(yunji)).toBe(1);
    expect(await t.ok('clientRechargePerm', { token, body: { client_id: yunji, enabled: false } })).toEqual({
      client_id: yunji,
      recharge_enabled: false,
    });
    expect(rechargeEnabled(yunji)).toBe(0);
    await t.ok('clientRechargePerm', {
      token,
      body: { client_id: yunji, enabled: 'true' as never },
      form: true,
    });
    expect(rechargeEnabled(yunji)).toBe(1);
  });

  it('answers 404 for an unknown client and 599 naming 客户管理 to a customer', async () => {
    const support = await t.login('support');
    expect(
      (await t.api('clientRechargePerm', { token: support, body: { client_id: 9999, enabled: true } })).code,
    ).toBe(BizCode.NOT_FOUND);
    const res = await t.api('clientRechargePerm', {
      token: await t.login('demo'),
      body: { client_id: t.clientIdOf('demo'), enabled: true },
    });
    expect(res).toMatchObject({ code: BizCode.NO_PERMISSION, msg: '当前用户无 客户管理 权限' });
  });

  it('rejects an enabled that is not a boolean, naming the field', async () => {
    const res = await t.api('clientRechargePerm', {
      token: await t.login('support'),
      body: { client_id: t.clientIdOf('yunji'), enabled: 'maybe' as never },
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('enabled');
  });
});

describe('POST /support/support_rpw/', () => {
  it('gives the client’s account a random password once: its tokens are revoked and it must change it', async () => {
    const old = await t.login('yunji');
    const support = await t.login('support');
    const data = await t.ok('supportResetPassword', {
      token: support,
      body: { client_id: t.clientIdOf('yunji') },
    });
    expect(data.username).toBe('yunji');
    expect(meetsPasswordRule(data.password)).toBe(true);
    expect((await t.api('clientInfo', { token: old })).code).toBe(BizCode.TOKEN_INVALID);
    expect((await t.api('login', { body: { username: 'yunji', password: 'Demo1234' } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
    const login = await t.ok('login', { body: { username: 'yunji', password: data.password } });
    expect(login.need_changed).toBe(true);
    const stored = t.deps.sqlite
      .prepare<[], { password_hash: string }>("select password_hash from users where username = 'yunji'")
      .get()!.password_hash;
    expect(stored).not.toContain(data.password);

    const second = await t.ok('supportResetPassword', {
      token: support,
      body: { client_id: t.clientIdOf('yunji') },
    });
    expect(second.password).not.toBe(data.password);
  });

  it('answers 404 for an unknown client and 599 to a customer or a switched support user', async () => {
    const support = await t.login('support');
    expect(
      await t.api('supportResetPassword', { token: support, body: { client_id: 9999 }, lang: 'en' }),
    ).toMatchObject({ code: BizCode.NOT_FOUND, msg: 'No client with id 9999' });
    const body = { client_id: t.clientIdOf('demo') };
    expect((await t.api('supportResetPassword', { token: await t.login('demo'), body })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    const { switched } = await switchInto('demo');
    expect((await t.api('supportResetPassword', { token: switched, body })).code).toBe(BizCode.NO_PERMISSION);
  });
});
