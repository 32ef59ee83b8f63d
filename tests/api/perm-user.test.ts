import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERM_CODES, BizCode, codesForSide, type PermCode } from '#contract';
import { backfillGroupAudience, grantNewCodes } from '../../db/seed/index.ts';
import { build } from './helpers.ts';

const t = await build();

const one = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).get(...params);
const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const n = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params)!.n;
const userId = (username: string) =>
  one<{ id: number }>('select id from users where username = ?', username)!.id;
const groupCodes = (groupId: number) =>
  all<{ code: string }>('select code from perm_group_codes where group_id = ? order by code', groupId).map(
    (r) => r.code,
  );

let demoId: number;
let yunjiId: number;
let demo: string;
let demoSub: string;
let yunji: string;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  yunjiId = t.clientIdOf('yunji');
  [demo, demoSub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
});

const demoGroups = () =>
  all<{ id: number; name: string }>(
    'select id, name from perm_groups where owner_client_id = ? order by id',
    demoId,
  );

describe('permission groups (/client_group_view/, /group_perm_info/)', () => {
  it("lists exactly demo's own groups with users and codes counted as the database has them", async () => {
    const data = await t.ok('permGroupList', { token: demo, query: { page_size: 50 } });
    expect(data.tableData.map((r) => r.id).sort()).toEqual(
      demoGroups()
        .map((g) => g.id)
        .sort(),
    );
    expect(data.total_count).toBe(demoGroups().length);
    for (const row of data.tableData) {
      expect(row.user_count).toBe(n('select count(*) as n from users where group_id = ?', row.id));
      expect(row.menu_count + row.func_count).toBe(groupCodes(row.id).length);
      expect(row.func_count).toBe(groupCodes(row.id).filter((c) => c.startsWith('func')).length);
    }
    expect(data.tableHeader.map((c) => c.label)).toEqual([
      '权限组名称',
      '适用于',
      '用户数',
      '菜单权限数',
      '功能权限数',
      '操作',
    ]);
  });

  it("never shows or touches another client's groups", async () => {
    const data = await t.ok('permGroupList', { token: yunji, query: { page_size: 50 } });
    const demoIds = new Set(demoGroups().map((g) => g.id));
    expect(data.tableData.some((r) => demoIds.has(r.id))).toBe(false);
    const target = demoGroups()[0]!.id;
    for (const call of [
      t.api('updatePermGroup', { token: yunji, body: { id: target, name: '偷改' } }),
      t.api('deletePermGroup', { token: yunji, query: { id: target } }),
      t.api('groupPermInfo', { token: yunji, query: { group_id: target } }),
      t.api('updateGroupPerms', { token: yunji, body: { group_id: target, codes: ['router_home'] } }),
    ]) {
      expect((await call).code).toBe(BizCode.NOT_FOUND);
    }
    expect(demoGroups().find((g) => g.id === target)!.name).not.toBe('偷改');
    expect(n('select count(*) as n from perm_groups where owner_client_id = ?', yunjiId)).toBe(0);
  });

  it('offers the codes the account holds, and creates a group with some of them', async () => {
    const info = await t.ok('groupPermInfo', { token: demo });
    expect(info.group_id).toBeNull();
    expect([...info.held].sort()).toEqual([...codesForSide('client')].sort());
    const codes: PermCode[] = ['router_home', 'router_project_group', 'func_used_detail', 'router_home'];
    const row = await t.ok('createPermGroup', { token: demo, body: { name: '  项目组管理员 ', codes } });
    expect(row).toMatchObject({ name: '项目组管理员', user_count: 0, menu_count: 2, func_count: 1 });
    expect(one('select owner_client_id as o from perm_groups where id = ?', row.id)).toEqual({ o: demoId });
    expect(groupCodes(row.id)).toEqual(['func_used_detail', 'router_home', 'router_project_group']);
    const again = await t.api('createPermGroup', {
      token: demo,
      body: { name: '项目组管理员', codes: ['router_home'] },
    });
    expect(again.code).toBe(BizCode.BAD_REQUEST);
    expect(again.msg).toBe('权限组名称“项目组管理员”已存在');
  });

  it('refuses codes the main client does not hold itself, naming them', async () => {
    // yunji's account loses the export function: its groups may no longer be given it.
    const account = userId('yunji');
    t.deps.sqlite
      .prepare(
        "insert into user_perm_overrides (user_id, code, effect) values (?, 'func_export_data', 'revoke')",
      )
      .run(account);
    try {
      const info = await t.ok('groupPermInfo', { token: yunji });
      expect(info.held).not.toContain('func_export_data');
      const res = await t.api('createPermGroup', {
        token: yunji,
        body: { name: '导出', codes: ['router_home', 'func_export_data'] },
        lang: 'en',
      });
      expect(res.code).toBe(BizCode.BAD_REQUEST);
      expect(res.msg).toBe('You cannot grant permissions your account does not hold: Export data');
      expect(n("select count(*) as n from perm_groups where name = '导出'")).toBe(0);
      // Support codes are never a client's to give.
      const support = await t.api('createPermGroup', {
        token: demo,
        body: { name: '运维', codes: ['router_spt_client'] },
      });
      expect(support.code).toBe(BizCode.BAD_REQUEST);
    } finally {
      t.deps.sqlite.prepare('delete from user_perm_overrides where user_id = ?').run(account);
    }
  });

  it('renames a group and replaces its codes; bad input is refused with the field named', async () => {
    const row = await t.ok('createPermGroup', {
      token: demo,
      body: { name: '临时组', codes: ['router_home'] },
    });
    const renamed = await t.ok('updatePermGroup', { token: demo, body: { id: row.id, name: '临时组二' } });
    expect(renamed.name).toBe('临时组二');
    const saved = await t.ok('updateGroupPerms', {
      token: demo,
      body: { group_id: row.id, codes: ['router_card_list', 'func_export_data'] },
    });
    expect(saved.codes).toEqual(['func_export_data', 'router_card_list']);
    expect(groupCodes(row.id)).toEqual(['func_export_data', 'router_card_list']);
    const info = await t.ok('groupPermInfo', { token: demo, query: { group_id: row.id } });
    expect(info).toMatchObject({
      group_id: row.id,
      name: '临时组二',
      codes: ['func_export_data', 'router_card_list'],
    });

    const empty = await t.api('createPermGroup', { token: demo, body: { name: '  ', codes: [] } });
    expect(empty.code).toBe(BizCode.BAD_REQUEST);
    expect(empty.msg).toContain('请输入权限组名称');
    const unknown = await t.api('updateGroupPerms', {
      token: demo,
      body: { group_id: row.id, codes: ['router_nope' as PermCode] },
    });
    expect(unknown.code).toBe(BizCode.BAD_REQUEST);
    expect(groupCodes(row.id)).toEqual(['func_export_data', 'router_card_list']);
  });

  it('refuses a group without a single permission, in both languages, and writes nothing', async () => {
    const before = demoGroups().length;
    const none = await t.api('createPermGroup', { token: demo, body: { name: '空权限组', codes: [] } });
    expect(none).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请至少选择一项权限' });
    const en = await t.api('createPermGroup', {
      token: demo,
      lang: 'en',
      body: { name: '空权限组', codes: [] },
    });
    expect(en.msg).toBe('Choose at least one permission');
    expect(demoGroups().length).toBe(before);
    // Emptying a group's codes is refused the same way, and its codes stay.
    const group = demoGroups().find((g) => g.name === '客服查询组')!;
    const codes = groupCodes(group.id);
    const emptied = await t.api('updateGroupPerms', { token: demo, body: { group_id: group.id, codes: [] } });
    expect(emptied).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请至少选择一项权限' });
    expect(groupCodes(group.id)).toEqual(codes);
  });

  it('refuses an over-long name with its message instead of cutting it', async () => {
    const long = '权'.repeat(31);
    const res = await t.api('createPermGroup', { token: demo, body: { name: long, codes: ['router_home'] } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '权限组名称不能超过30个字符' });
    const en = await t.api('createPermGroup', {
      token: demo,
      lang: 'en',
      body: { name: long, codes: ['router_home'] },
    });
    expect(en.msg).toBe('The permission group name may have at most 30 characters');
    expect(n("select count(*) as n from perm_groups where name like '权权权%'")).toBe(0);
  });

  it('keeps groups for its own staff apart from groups for its sub-customers', async () => {
    const audience = (id: number) =>
      one<{ a: string }>('select audience as a from perm_groups where id = ?', id)!.a;
    const list = await t.ok('permGroupList', { token: demo, query: { page_size: 50 } });
    for (const row of list.tableData) expect(row.audience).toBe(audience(row.id));
    expect(list.tableData.find((r) => r.name === '客服查询组')?.audience).toBe('staff');
    expect(list.tableData.find((r) => r.name === '子客户基础权限')?.audience).toBe('sub_client');
    // The user form offers the staff groups only.
    const options = await t.ok('permGroupOptions', { token: demo });
    expect(options.map((o) => o.id).sort()).toEqual(
      all<{ id: number }>(
        "select id from perm_groups where owner_client_id = ? and audience = 'staff'",
        demoId,
      )
        .map((r) => r.id)
        .sort(),
    );
    expect(options.some((o) => o.name === '子客户基础权限')).toBe(false);
    // A new group for sub-customers is one the sub-customer form offers.
    const made = await t.ok('createPermGroup', {
      token: demo,
      body: { name: '子客户查询组', audience: 'sub_client', codes: ['router_home'] },
    });
    expect(made.audience).toBe('sub_client');
    expect(audience(made.id)).toBe('sub_client');
    const subOptions = await t.ok('subCustomerOptions', { token: demo });
    expect(subOptions.groups.map((g) => g.id)).toContain(made.id);
  });

  it('refuses to delete a group in use, and deletes an empty one', async () => {
    const used = one<{ id: number; name: string }>(
      "select id, name from perm_groups where owner_client_id = ? and name = '客服查询组'",
      demoId,
    )!;
    const users = n('select count(*) as n from users where group_id = ?', used.id);
    expect(users).toBeGreaterThan(0);
    const refused = await t.api('deletePermGroup', { token: demo, query: { id: used.id } });
    expect(refused.code).toBe(BizCode.BAD_REQUEST);
    expect(refused.msg).toBe(
      `权限组“客服查询组”下还有 ${users} 个用户，不能删除；请先将这些用户移到其他权限组`,
    );
    expect(n('select count(*) as n from perm_groups where id = ?', used.id)).toBe(1);

    const row = await t.ok('createPermGroup', {
      token: demo,
      body: { name: '待删除', codes: ['router_home'] },
    });
    await t.ok('deletePermGroup', { token: demo, query: { id: row.id } });
    expect(n('select count(*) as n from perm_groups where id = ?', row.id)).toBe(0);
    expect(n('select count(*) as n from perm_group_codes where group_id = ?', row.id)).toBe(0);
  });

  it('gives demo_sub none of it: 599 on every endpoint', async () => {
    expect((await t.api('permGroupList', { token: demoSub })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('createPermUser', { token: demoSub, body: {} })).code).toBe(BizCode.NO_PERMISSION);
    expect((await t.api('permUserList', { token: demoSub })).code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('users (/client_user_action/)', () => {
  it("lists demo's own users with group, status and last login, and nobody else's", async () => {
    const data = await t.ok('permUserList', { token: demo, query: { page_size: 50 } });
    const ids = all<{ id: number }>(
      "select id from users where client_id = ? and login_type = 'client' order by id",
      demoId,
    ).map((r) => r.id);
    expect(data.tableData.map((r) => r.id)).toEqual(ids);
    const self = data.tableData.find((r) => r.username === 'demo')!;
    expect(self).toMatchObject({
      manage: 'fixed',
      status: 'normal',
      group_name: '客户全部权限',
      name: '王敏',
    });
    // demo logged in through the API above: its login was recorded.
    expect(self.last_login_ip).not.toBe('');
    expect(self.last_login_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d/);
    const locked = data.tableData.find((r) => r.username === 'liuyang')!;
    expect(locked).toMatchObject({ status: 'locked', manage: 'locked', group_name: '客服查询组' });
    expect(data.tableData.some((r) => r.username === 'demo_sub')).toBe(false);

    const filtered = await t.ok('permUserList', { token: demo, query: { status: 'locked' } });
    expect(filtered.tableData.map((r) => r.username)).toEqual(['liuyang']);
    const byName = await t.ok('permUserList', { token: demo, query: { username: '张' } });
    expect(byName.tableData.map((r) => r.username)).toEqual(['zhangwei']);

    const other = await t.ok('permUserList', { token: yunji, query: { page_size: 50 } });
    expect(other.tableData.map((r) => r.username)).toEqual(['yunji']);
  });

  it('creates a user with the spec rules and messages, who must change the password first', async () => {
    const group = demoGroups().find((g) => g.name === '客服查询组')!;
    const bad = await t.api('createPermUser', {
      token: demo,
      body: { username: 'zhao si', password: 'abc', group_id: group.id },
    });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
    expect(bad.msg).toContain('用户名不能包含非法字符');
    const weak = await t.api('createPermUser', {
      token: demo,
      body: { username: 'zhao.si', password: 'abcdefgh', group_id: group.id },
    });
    expect(weak.msg).toContain('密码必须包含字母和数字，且长度不少于8位');
    const emptyName = await t.api('createPermUser', {
      token: demo,
      lang: 'en',
      body: { username: '', password: '', group_id: group.id },
    });
    expect(emptyName.msg).toContain('Username cannot be empty');
    const noPassword = await t.api('createPermUser', {
      token: demo,
      lang: 'en',
      body: { username: 'zhao.si', password: '', group_id: group.id },
    });
    expect(noPassword.msg).toContain('Please enter password');
    const taken = await t.api('createPermUser', {
      token: demo,
      body: { username: 'yunji', password: 'Start2026', group_id: group.id },
    });
    expect(taken.msg).toBe('用户名“yunji”已被使用');
    const foreignGroup = await t.api('createPermUser', {
      token: yunji,
      body: { username: 'x.y', password: 'Start2026', group_id: group.id },
    });
    expect(foreignGroup.code).toBe(BizCode.NOT_FOUND);

    const row = await t.ok('createPermUser', {
      token: demo,
      body: {
        username: 'zhao.si',
        password: 'Start2026',
        group_id: group.id,
        name: '赵四',
        phone: '13712345678',
      },
    });
    expect(row).toMatchObject({ username: 'zhao.si', name: '赵四', group_id: group.id, status: 'normal' });
    expect(one('select client_id, need_changed, login_type from users where id = ?', row.id)).toEqual({
      client_id: demoId,
      need_changed: 1,
      login_type: 'client',
    });
    const login = await t.ok('login', { body: { username: 'zhao.si', password: 'Start2026' } });
    expect(login.need_changed).toBe(true);
    const perms = await t.ok('permInfo', { token: login.token });
    expect([...perms.menu_lst, ...perms.func_lst].sort()).toEqual(groupCodes(group.id));
  });

  it("marks the sub-customers' groups of a database made before groups had an audience", () => {
    const audiences = () =>
      all<{ name: string; audience: string }>(
        'select name, audience from perm_groups where owner_client_id = ? order by id',
        demoId,
      );
    const now = audiences();
    t.deps.sqlite.prepare("update perm_groups set audience = 'staff'").run();
    backfillGroupAudience({ sqlite: t.deps.sqlite });
    const back = new Map(audiences().map((g) => [g.name, g.audience]));
    // The groups a sub-customer's login is in are for sub-customers again; the staff's stay.
    expect(back.get('子客户基础权限')).toBe('sub_client');
    expect(back.get('子客户标准权限')).toBe('sub_client');
    expect(back.get('客服查询组')).toBe('staff');
    t.deps.sqlite.transaction(() => {
      for (const g of now) {
        t.deps.sqlite
          .prepare('update perm_groups set audience = ? where name = ? and owner_client_id = ?')
          .run(g.audience, g.name, demoId);
      }
    })();
  });

  it("grants a newer version's codes to the fixture groups of an older database, and only those", async () => {
    const supportGroup = one<{ id: number }>("select id from perm_groups where name = '运维全部权限'")!.id;
    const known = () =>
      JSON.parse(one<{ value: string }>("select value from settings where key = 'known_perm_codes'")!.value);
    // The seed knows every code of its version.
    expect(known()).toEqual(ALL_PERM_CODES);
    const before = groupCodes(supportGroup);
    // An older database: it did not know router_spt_operation_log, and a user took router_spt_card out.
    t.deps.sqlite
      .prepare(
        "delete from perm_group_codes where group_id = ? and code in ('router_spt_operation_log', 'router_spt_card')",
      )
      .run(supportGroup);
    t.deps.sqlite
      .prepare("update settings set value = ? where key = 'known_perm_codes'")
      .run(JSON.stringify(known().filter((c: string) => c !== 'router_spt_operation_log')));
    grantNewCodes({ sqlite: t.deps.sqlite });
    const after = groupCodes(supportGroup);
    expect(after).toContain('router_spt_operation_log');
    expect(after).not.toContain('router_spt_card');
    expect(known()).toContain('router_spt_operation_log');
    // Granted once: taking it out again sticks through the next start.
    t.deps.sqlite
      .prepare("delete from perm_group_codes where group_id = ? and code = 'router_spt_operation_log'")
      .run(supportGroup);
    grantNewCodes({ sqlite: t.deps.sqlite });
    expect(groupCodes(supportGroup)).not.toContain('router_spt_operation_log');
    t.deps.sqlite.transaction(() => {
      for (const code of before) {
        t.deps.sqlite
          .prepare('insert or ignore into perm_group_codes (group_id, code) values (?, ?)')
          .run(supportGroup, code);
      }
    })();
    expect(groupCodes(supportGroup)).toEqual(before);
  });

  it("refuses to put a staff user in a sub-customers' group, in both languages", async () => {
    const sub = demoGroups().find((g) => g.name === '子客户基础权限')!;
    const created = await t.api('createPermUser', {
      token: demo,
      body: { username: 'staff.sub', password: 'Staff1234', group_id: sub.id },
    });
    expect(created).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '权限组“子客户基础权限”适用于子客户，不能分配给本企业用户，请选择适用于本企业用户的权限组',
    });
    expect(n("select count(*) as n from users where username = 'staff.sub'")).toBe(0);
    const zhangwei = userId('zhangwei');
    const before = one<{ g: number }>('select group_id as g from users where id = ?', zhangwei)!.g;
    const moved = await t.api('updatePermUser', {
      token: demo,
      lang: 'en',
      body: { id: zhangwei, action: 'edit', group_id: sub.id },
    });
    expect(moved).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: 'The permission group "子客户基础权限" is for sub-customers; choose a group for your own staff',
    });
    expect(one<{ g: number }>('select group_id as g from users where id = ?', zhangwei)!.g).toBe(before);
  });

  it("applies a group's change on its users' next call", async () => {
    const group = await t.ok('createPermGroup', {
      token: demo,
      body: { name: '即时生效', codes: ['router_home'] },
    });
    await t.ok('createPermUser', {
      token: demo,
      body: { username: 'live.user', password: 'Start2026', group_id: group.id },
    });
    const token = await t.login('live.user', 'Start2026');
    expect((await t.api('projectGroupList', { token })).code).toBe(BizCode.NO_PERMISSION);
    await t.ok('updateGroupPerms', {
      token: demo,
      body: { group_id: group.id, codes: ['router_project_group'] },
    });
    expect((await t.api('projectGroupList', { token })).code).toBe(BizCode.OK);
    expect((await t.ok('permInfo', { token })).menu_lst).toEqual(['router_project_group']);
  });

  it('edits a user and moves it between groups; the caller keeps its own group', async () => {
    const groups = demoGroups();
    const from = groups.find((g) => g.name === '客服查询组')!;
    const to = await t.ok('createPermGroup', {
      token: demo,
      body: { name: '编辑目标', codes: ['router_home'] },
    });
    const id = userId('zhangwei');
    const res = await t.ok('updatePermUser', {
      token: demo,
      body: { id, action: 'edit', group_id: to.id, name: '张伟伟', phone: '', email: 'zw@zhilian-iot.cn' },
    });
    expect(res.user).toMatchObject({ name: '张伟伟', group_id: to.id, group_name: '编辑目标', phone: '' });
    expect(one('select group_id, email from users where id = ?', id)).toEqual({
      group_id: to.id,
      email: 'zw@zhilian-iot.cn',
    });
    await t.ok('updatePermUser', {
      token: demo,
      body: { id, action: 'edit', group_id: from.id, name: '张伟' },
    });

    const self = await t.api('updatePermUser', {
      token: demo,
      body: { id: userId('demo'), action: 'edit', group_id: to.id, name: '王敏' },
    });
    expect(self.msg).toBe('不能对当前登录的账号或主账号执行此操作');
    const badPhone = await t.api('updatePermUser', {
      token: demo,
      body: { id, action: 'edit', phone: '123' },
    });
    expect(badPhone.msg).toContain('请输入正确的11位手机号码');
    const foreign = await t.api('updatePermUser', { token: yunji, body: { id, action: 'lock' } });
    expect(foreign.code).toBe(BizCode.NOT_FOUND);
    expect(one('select locked from users where id = ?', id)).toEqual({ locked: 0 });
  });

  it('resets a password: a new one shown once, old tokens revoked, change required at login', async () => {
    const group = demoGroups().find((g) => g.name === '客服查询组')!;
    const row = await t.ok('createPermUser', {
      token: demo,
      body: { username: 'reset.me', password: 'Start2026', group_id: group.id },
    });
    const token = await t.login('reset.me', 'Start2026');
    const res = await t.ok('updatePermUser', { token: demo, body: { id: row.id, action: 'reset_password' } });
    expect(res.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{8,}$/);
    expect((await t.api('permInfo', { token })).code).toBe(BizCode.TOKEN_INVALID);
    expect((await t.api('login', { body: { username: 'reset.me', password: 'Start2026' } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
    const fresh = await t.ok('login', { body: { username: 'reset.me', password: res.password! } });
    expect(fresh.need_changed).toBe(true);
    const own = await t.api('updatePermUser', {
      token: demo,
      body: { id: userId('demo'), action: 'reset_password' },
    });
    expect(own.msg).toBe('不能对当前登录的账号或主账号执行此操作');
  });

  it('locks a user (its token stops at once, login refused with the reason) and unlocks it', async () => {
    const group = demoGroups().find((g) => g.name === '客服查询组')!;
    const row = await t.ok('createPermUser', {
      token: demo,
      body: { username: 'lock.me', password: 'Start2026', group_id: group.id },
    });
    const token = await t.login('lock.me', 'Start2026');
    expect((await t.api('permInfo', { token })).code).toBe(BizCode.OK);
    const locked = await t.ok('updatePermUser', { token: demo, body: { id: row.id, action: 'lock' } });
    expect(locked.user).toMatchObject({ status: 'locked', manage: 'locked' });
    expect((await t.api('permInfo', { token })).code).toBe(BizCode.TOKEN_INVALID);
    const refused = await t.api('login', { body: { username: 'lock.me', password: 'Start2026' } });
    expect(refused.code).toBe(BizCode.BAD_REQUEST);
    expect(refused.msg).toBe('该账号已被锁定，请联系管理员解锁');
    // A wrong password says nothing about the lock.
    const wrong = await t.api('login', { body: { username: 'lock.me', password: 'Wrong2026' } });
    expect(wrong.msg).toBe('用户名或密码错误');

    await t.ok('updatePermUser', { token: demo, body: { id: row.id, action: 'unlock' } });
    expect(one('select locked from users where id = ?', row.id)).toEqual({ locked: 0 });
    expect(
      (await t.ok('login', { body: { username: 'lock.me', password: 'Start2026' } })).token,
    ).toBeTruthy();
    const self = await t.api('updatePermUser', { token: demo, body: { id: userId('demo'), action: 'lock' } });
    expect(self.code).toBe(BizCode.BAD_REQUEST);
  });

  it('deletes a user but never the caller itself', async () => {
    const group = demoGroups().find((g) => g.name === '客服查询组')!;
    const row = await t.ok('createPermUser', {
      token: demo,
      body: { username: 'bye.user', password: 'Start2026', group_id: group.id },
    });
    await t.login('bye.user', 'Start2026');
    await t.ok('deletePermUser', { token: demo, query: { id: row.id } });
    expect(n('select count(*) as n from users where id = ?', row.id)).toBe(0);
    expect(n('select count(*) as n from tokens where user_id = ?', row.id)).toBe(0);
    const self = await t.api('deletePermUser', { token: demo, query: { id: userId('demo') } });
    expect(self.msg).toBe('不能对当前登录的账号或主账号执行此操作');
    const foreign = await t.api('deletePermUser', { token: yunji, query: { id: userId('zhangwei') } });
    expect(foreign.code).toBe(BizCode.NOT_FOUND);
    expect(n("select count(*) as n from users where username = 'zhangwei'")).toBe(1);
  });
});
