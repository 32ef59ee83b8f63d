import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';

const t = await build();

const one = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).get(...params);
const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const n = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params)!.n;

let demoId: number;
let subId: number;
let yunjiId: number;
let demo: string;
let demoSub: string;
let yunji: string;

beforeAll(async () => {
  demoId = t.clientIdOf('demo');
  subId = t.clientIdOf('demo_sub');
  yunjiId = t.clientIdOf('yunji');
  [demo, demoSub, yunji] = await Promise.all([t.login('demo'), t.login('demo_sub'), t.login('yunji')]);
});

const groupsOf = (mainId: number) =>
  all<{ id: number; name: string }>(
    'select id, name from project_groups where main_client_id = ? order by id',
    mainId,
  );

/** Runs `body` with `code` withdrawn from a user, then gives it back. */
async function without(username: string, code: string, body: () => Promise<void>) {
  const userId = one<{ id: number }>('select id from users where username = ?', username)!.id;
  t.deps.sqlite
    .prepare("insert into user_perm_overrides (user_id, code, effect) values (?, ?, 'revoke')")
    .run(userId, code);
  try {
    await body();
  } finally {
    t.deps.sqlite.prepare('delete from user_perm_overrides where user_id = ? and code = ?').run(userId, code);
  }
}

describe('GET /project_group/', () => {
  it("lists demo's groups with the number of cards of its tree in each", async () => {
    const data = await t.ok('projectGroupList', { token: demo, query: { page_size: 50 } });
    const groups = groupsOf(demoId);
    expect(data.total_count).toBe(groups.length);
    expect(groups.length).toBeGreaterThan(0);
    for (const row of data.tableData) {
      expect(row.card_count).toBe(n('select count(*) as n from cards where project_group_id = ?', row.id));
    }
    expect(data.tableData.some((r) => r.card_count > 0)).toBe(true);
    expect(data.tableHeader.map((c) => c.label)).toEqual([
      '项目组名称',
      '描述',
      '卡数量',
      '创建日期',
      '操作',
    ]);
  });

  it("shows a sub-client its main client's groups, counting only its own cards, without edit buttons", async () => {
    const data = await t.ok('projectGroupList', { token: demoSub, query: { page_size: 50 } });
    expect(data.tableData.map((r) => r.id).sort()).toEqual(
      groupsOf(demoId)
        .map((g) => g.id)
        .sort(),
    );
    for (const row of data.tableData) {
      expect(row.card_count).toBe(
        n('select count(*) as n from cards where project_group_id = ? and client_id = ?', row.id, subId),
      );
    }
    expect(data.tableHeader.map((c) => c.prop)).not.toContain('actions');
  });

  it("never shows another client's groups", async () => {
    const data = await t.ok('projectGroupList', { token: yunji, query: { page_size: 50 } });
    const ids = new Set(groupsOf(demoId).map((g) => g.id));
    expect(data.tableData.length).toBeGreaterThan(0);
    expect(data.tableData.some((r) => ids.has(r.id))).toBe(false);
  });

  it('filters by part of the name and sorts by card count', async () => {
    const name = groupsOf(demoId)[0]!.name;
    const found = await t.ok('projectGroupList', { token: demo, query: { name: name.slice(1, 3) } });
    expect(found.tableData.map((r) => r.name)).toContain(name);
    const sorted = await t.ok('projectGroupList', {
      token: demo,
      query: { sort: 'card_count', order: 'asc' },
    });
    const counts = sorted.tableData.map((r) => r.card_count);
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
  });

  it('answers labels in English', async () => {
    const data = await t.ok('projectGroupList', { token: demo, lang: 'en' });
    expect(data.tableHeader.map((c) => c.label)).toEqual([
      'Project group',
      'Description',
      'Cards',
      'Created',
      'Actions',
    ]);
  });

  it('answers 599 naming 项目组 to a user without router_project_group, and 403 without a token', async () => {
    await without('demo', 'router_project_group', async () => {
      const res = await t.api('projectGroupList', { token: demo });
      expect(res.code).toBe(BizCode.NO_PERMISSION);
      expect(res.msg).toBe('当前用户无 项目组 权限');
      expect((await t.api('createProjectGroup', { token: demo, body: { name: 'x' } })).code).toBe(
        BizCode.NO_PERMISSION,
      );
    });
    expect((await t.api('projectGroupList')).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('POST, PUT and DELETE /project_group/', () => {
  it('creates a group of the main client, trimmed', async () => {
    const row = await t.ok('createProjectGroup', {
      token: demo,
      body: { name: '  冷链温控  ', description: '冷藏车温度传感器' },
    });
    expect(row).toMatchObject({ name: '冷链温控', description: '冷藏车温度传感器', card_count: 0 });
    expect(one('select main_client_id, name, description from project_groups where id = ?', row.id)).toEqual({
      main_client_id: demoId,
      name: '冷链温控',
      description: '冷藏车温度传感器',
    });
  });

  it('refuses a name the client already uses, in both languages, and creates nothing', async () => {
    const name = groupsOf(demoId)[0]!.name;
    const before = groupsOf(demoId).length;
    expect(await t.api('createProjectGroup', { token: demo, body: { name } })).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: `项目组名称“${name}”已存在`,
      data: null,
    });
    const en = await t.api('createProjectGroup', { token: demo, lang: 'en', body: { name } });
    expect(en.msg).toBe(`A project group named "${name}" already exists`);
    expect(groupsOf(demoId)).toHaveLength(before);
  });

  it('lets another client use a name demo uses: names are unique per client', async () => {
    const row = await t.ok('createProjectGroup', { token: yunji, body: { name: '冷链温控' } });
    expect(
      one<{ main_client_id: number }>('select main_client_id from project_groups where id = ?', row.id),
    ).toEqual({ main_client_id: yunjiId });
  });

  it('refuses an empty or too long name with the field message', async () => {
    expect((await t.api('createProjectGroup', { token: demo, body: { name: '   ' } })).msg).toBe(
      '请输入项目组名称',
    );
    expect((await t.api('createProjectGroup', { token: demo, body: { name: 'x'.repeat(31) } })).msg).toBe(
      '项目组名称不能超过30个字符',
    );
    expect((await t.api('createProjectGroup', { token: demo, lang: 'en', body: { name: '' } })).msg).toBe(
      'Enter the project group name',
    );
  });

  it('refuses a sub-client: groups are managed by the main client', async () => {
    const group = groupsOf(demoId)[0]!;
    const res = await t.api('createProjectGroup', { token: demoSub, body: { name: '华南新项目' } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toBe('项目组由主客户账号管理，子客户可将自己的卡分配到已有项目组');
    const rename = await t.api('updateProjectGroup', {
      token: demoSub,
      body: { id: group.id, name: '改名' },
    });
    expect(rename.code).toBe(BizCode.BAD_REQUEST);
    expect((await t.api('deleteProjectGroup', { token: demoSub, query: { id: group.id } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
    expect(groupsOf(demoId).find((g) => g.id === group.id)?.name).toBe(group.name);
  });

  it('renames a group and changes its description; keeping its own name is no clash', async () => {
    const { id } = await t.ok('createProjectGroup', { token: demo, body: { name: '待改名' } });
    const row = await t.ok('updateProjectGroup', {
      token: demo,
      body: { id, name: '已改名', description: '新描述' },
    });
    expect(row).toMatchObject({ id, name: '已改名', description: '新描述' });
    expect(one('select name, description from project_groups where id = ?', id)).toEqual({
      name: '已改名',
      description: '新描述',
    });
    await t.ok('updateProjectGroup', { token: demo, body: { id, name: '已改名', description: '' } });
    const other = groupsOf(demoId)[0]!.name;
    const clash = await t.api('updateProjectGroup', { token: demo, body: { id, name: other } });
    expect(clash.msg).toBe(`项目组名称“${other}”已存在`);
    expect(one<{ name: string }>('select name from project_groups where id = ?', id)!.name).toBe('已改名');
  });

  it("answers 404 for another client's group and changes nothing", async () => {
    const theirs = groupsOf(yunjiId)[0]!;
    const res = await t.api('updateProjectGroup', { token: demo, body: { id: theirs.id, name: '抢来的' } });
    expect(res).toEqual({ code: BizCode.NOT_FOUND, msg: `项目组不存在（ID ${theirs.id}）`, data: null });
    expect((await t.api('deleteProjectGroup', { token: demo, query: { id: theirs.id } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    expect(groupsOf(yunjiId).find((g) => g.id === theirs.id)?.name).toBe(theirs.name);
  });

  it('refuses to delete a group that holds cards, naming how many, and deletes an empty one', async () => {
    const full = one<{ id: number; name: string; n: number }>(
      `select g.id, g.name, count(c.id) as n from project_groups g join cards c on c.project_group_id = g.id
       where g.main_client_id = ? group by g.id order by g.id limit 1`,
      demoId,
    )!;
    const res = await t.api('deleteProjectGroup', { token: demo, query: { id: full.id } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toBe(`项目组“${full.name}”下还有 ${full.n} 张卡，请先在“卡项目”中将卡移出后再删除`);
    expect(n('select count(*) as n from project_groups where id = ?', full.id)).toBe(1);

    const { id } = await t.ok('createProjectGroup', { token: demo, body: { name: '临时项目' } });
    expect(await t.ok('deleteProjectGroup', { token: demo, query: { id } })).toEqual({ id });
    expect(n('select count(*) as n from project_groups where id = ?', id)).toBe(0);
  });
});

describe('GET /project_group/options/', () => {
  it("lists every group of the caller's main client by name", async () => {
    const options = await t.ok('projectGroupOptions', { token: demoSub });
    expect(options.map((o) => o.id).sort()).toEqual(
      groupsOf(demoId)
        .map((g) => g.id)
        .sort(),
    );
    const names = options.map((o) => o.name);
    expect([...names].sort()).toEqual(names);
  });
});

describe('GET /card_project/', () => {
  it('filters by group, by no group, by number and by status', async () => {
    const group = one<{ id: number; name: string }>(
      `select g.id, g.name from project_groups g where g.main_client_id = ?
       and exists (select 1 from cards c where c.project_group_id = g.id) order by g.id limit 1`,
      demoId,
    )!;
    const inGroup = await t.ok('cardProjectList', {
      token: demo,
      query: { project_group_id: group.id, page_size: 50 },
    });
    expect(inGroup.total_count).toBe(
      n('select count(*) as n from cards where project_group_id = ?', group.id),
    );
    expect(new Set(inGroup.tableData.map((r) => r.project_group_name))).toEqual(new Set([group.name]));

    const none = await t.ok('cardProjectList', { token: demo, query: { project_group_id: 'none' } });
    expect(none.total_count).toBe(
      n('select count(*) as n from cards where main_client_id = ? and project_group_id is null', demoId),
    );
    expect(none.tableData.every((r) => r.project_group_id === null)).toBe(true);

    const card = inGroup.tableData[0]!;
    const byNumber = await t.ok('cardProjectList', { token: demo, query: { number: card.msisdn } });
    expect(byNumber.tableData.map((r) => r.id)).toEqual([card.id]);

    const suspended = await t.ok('cardProjectList', { token: demo, query: { status: 'suspended' } });
    expect(suspended.total_count).toBe(
      n("select count(*) as n from cards where main_client_id = ? and status = 'suspended'", demoId),
    );
  });

  it('shows a sub-client only its own cards', async () => {
    const data = await t.ok('cardProjectList', { token: demoSub, query: { page_size: 50 } });
    expect(data.total_count).toBe(n('select count(*) as n from cards where client_id = ?', subId));
  });

  it('refuses an unknown group filter value with 400', async () => {
    const res = await t.api('cardProjectList', { token: demo, query: { project_group_id: 'abc' as never } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('project_group_id');
  });

  it('answers 599 naming 卡项目 without router_card_project', async () => {
    await without('demo', 'router_card_project', async () => {
      const res = await t.api('cardProjectList', { token: demo });
      expect(res.code).toBe(BizCode.NO_PERMISSION);
      expect(res.msg).toBe('当前用户无 卡项目 权限');
      const assign = await t.api('assignCardProject', {
        token: demo,
        body: { card_ids: [1], project_group_id: null },
      });
      expect(assign.code).toBe(BizCode.NO_PERMISSION);
    });
  });
});

describe('POST /card_project/', () => {
  const cardsOf = (where: string, id: number, limit: number) =>
    all<{ id: number; project_group_id: number | null }>(
      `select id, project_group_id from cards where ${where} and project_group_id is null order by id limit ?`,
      id,
      limit,
    );

  it('assigns cards to a group, logging project_assign for each card that moved', async () => {
    const { id, name } = await t.ok('createProjectGroup', { token: demo, body: { name: '批量分配' } });
    const cards = cardsOf('main_client_id = ?', demoId, 3);
    const result = await t.ok('assignCardProject', {
      token: demo,
      body: { card_ids: cards.map((c) => c.id), project_group_id: id },
    });
    expect(result).toEqual({ updated: 3, unchanged: 0 });
    expect(n('select count(*) as n from cards where project_group_id = ?', id)).toBe(3);
    const log = all<{ card_id: number; username: string; detail: string }>(
      "select card_id, username, detail from card_operations where action = 'project_assign' and card_id in (?, ?, ?)",
      ...cards.map((c) => c.id),
    );
    expect(log).toHaveLength(3);
    expect(log.every((l) => l.username === 'demo')).toBe(true);
    expect(JSON.parse(log[0]!.detail)).toEqual({ to: name });

    const again = await t.ok('assignCardProject', {
      token: demo,
      body: { card_ids: cards.map((c) => c.id), project_group_id: id },
    });
    expect(again).toEqual({ updated: 0, unchanged: 3 });
    const list = await t.ok('projectGroupList', { token: demo, query: { name: '批量分配' } });
    expect(list.tableData[0]!.card_count).toBe(3);

    const removed = await t.ok('assignCardProject', {
      token: demo,
      body: { card_ids: [cards[0]!.id], project_group_id: null },
    });
    expect(removed).toEqual({ updated: 1, unchanged: 0 });
    expect(one('select project_group_id from cards where id = ?', cards[0]!.id)).toEqual({
      project_group_id: null,
    });
    const last = one<{ detail: string }>(
      "select detail from card_operations where action = 'project_assign' and card_id = ? order by id desc limit 1",
      cards[0]!.id,
    )!;
    expect(JSON.parse(last.detail)).toEqual({ from: name });

    const other = groupsOf(demoId)[0]!;
    await t.ok('assignCardProject', {
      token: demo,
      body: { card_ids: [cards[1]!.id], project_group_id: other.id },
    });
    const moved = one<{ detail: string }>(
      "select detail from card_operations where action = 'project_assign' and card_id = ? order by id desc limit 1",
      cards[1]!.id,
    )!;
    expect(JSON.parse(moved.detail)).toEqual({ from: name, to: other.name });
  });

  it("refuses another client's card or group, all or nothing", async () => {
    const { id } = await t.ok('createProjectGroup', { token: demo, body: { name: '范围测试' } });
    const mine = cardsOf('main_client_id = ?', demoId, 1)[0]!;
    const theirs = cardsOf('main_client_id = ?', yunjiId, 1)[0]!;
    const res = await t.api('assignCardProject', {
      token: demo,
      body: { card_ids: [mine.id, theirs.id], project_group_id: id },
    });
    expect(res).toEqual({
      code: BizCode.NOT_FOUND,
      msg: '有 1 张卡不存在或无权操作，未做任何修改',
      data: null,
    });
    expect(n('select count(*) as n from cards where project_group_id = ?', id)).toBe(0);

    const theirGroup = groupsOf(yunjiId)[0]!;
    const wrongGroup = await t.api('assignCardProject', {
      token: demo,
      body: { card_ids: [mine.id], project_group_id: theirGroup.id },
    });
    expect(wrongGroup.code).toBe(BizCode.NOT_FOUND);
    expect(one('select project_group_id from cards where id = ?', mine.id)).toEqual({
      project_group_id: null,
    });
  });

  it("lets a sub-client assign its own cards, not its main client's", async () => {
    const group = groupsOf(demoId)[0]!;
    const own = cardsOf('client_id = ?', subId, 1)[0]!;
    expect(
      await t.ok('assignCardProject', {
        token: demoSub,
        body: { card_ids: [own.id], project_group_id: group.id },
      }),
    ).toEqual({ updated: 1, unchanged: 0 });
    expect(one('select project_group_id from cards where id = ?', own.id)).toEqual({
      project_group_id: group.id,
    });
    const mainCard = cardsOf('client_id = ?', demoId, 1)[0]!;
    const res = await t.api('assignCardProject', {
      token: demoSub,
      body: { card_ids: [mainCard.id], project_group_id: group.id },
    });
    expect(res.code).toBe(BizCode.NOT_FOUND);
  });

  it('refuses an empty selection with 请选择卡片', async () => {
    const res = await t.api('assignCardProject', {
      token: demo,
      body: { card_ids: [], project_group_id: null },
    });
    expect(res).toEqual({ code: BizCode.BAD_REQUEST, msg: '请选择卡片', data: { field: 'card_ids' } });
  });
});
