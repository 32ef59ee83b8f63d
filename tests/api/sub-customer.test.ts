import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build, uploadedFile, xlsxOf } from './helpers.ts';

/**
 * Sub-customers (/sub_customer), card assignments (/card_assgin_log) and sub-customer functions
 * (/user_func): answers equal direct SQL, another main client's sub-customers never appear, bad
 * input is refused, and every write's effect in the database.
 */

const t = await build();
const sql = t.deps.sqlite;

let demo: string;
let yunji: string;
let demoId: number;
let demoSubId: number;

beforeAll(async () => {
  [demo, yunji] = await Promise.all([t.login('demo'), t.login('yunji')]);
  demoId = t.clientIdOf('demo');
  demoSubId = t.clientIdOf('demo_sub');
});

const subGroupId = (name: string) =>
  sql
    .prepare('select id from perm_groups where name = ? and owner_client_id = ?')
    .pluck()
    .get(name, demoId) as number;

async function createSub(username: string, extra: Record<string, unknown> = {}) {
  return t.ok('createSubCustomer', {
    token: demo,
    body: {
      name: `测试子客户 ${username}`,
      contact_name: '张三',
      contact_phone: '13811112222',
      username,
      password: 'Sub12345',
      group_id: subGroupId('子客户标准权限'),
      ...extra,
    },
  });
}

/** demo's own cards (held by demo itself), in iccid order. */
const ownCards = (limit: number, status = 'active') =>
  sql
    .prepare('select iccid from cards where client_id = ? and status = ? order by iccid limit ?')
    .pluck()
    .all(demoId, status, limit) as string[];
const holderOf = (iccid: string) =>
  sql.prepare('select client_id from cards where iccid = ?').pluck().get(iccid);

const upload = (name: string, content: Buffer | string) => uploadedFile(t, demo, name, content);

describe('/sub_customer', () => {
  it('lists the main client’s sub-customers with counts equal to SQL, and nobody else’s', async () => {
    const list = await t.ok('subCustomerList', { token: demo, query: { page: 1, page_size: 50 } });
    const expected = sql.prepare('select count(*) from clients where parent_id = ?').pluck().get(demoId);
    expect(list.total_count).toBe(expected);
    const sub = list.tableData.find((r) => r.id === demoSubId)!;
    expect(sub.username).toBe('demo_sub');
    expect(sub.card_count).toBe(
      sql.prepare('select count(*) from cards where client_id = ?').pluck().get(demoSubId),
    );
    expect(sub.active_count).toBe(
      sql
        .prepare("select count(*) from cards where client_id = ? and status = 'active'")
        .pluck()
        .get(demoSubId),
    );
    const other = await t.ok('subCustomerList', { token: yunji, query: { page: 1, page_size: 50 } });
    expect(other.tableData.some((r) => r.id === demoSubId)).toBe(false);
  });

  it('creates a sub-customer and its login in one go; the login sees exactly its own cards', async () => {
    const row = await createSub('east_branch_1');
    const client = sql.prepare('select parent_id, main_id, status from clients where id = ?').get(row.id);
    expect(client).toEqual({ parent_id: demoId, main_id: demoId, status: 'active' });
    const user = sql.prepare('select client_id, group_id from users where username = ?').get('east_branch_1');
    expect(user).toEqual({ client_id: row.id, group_id: subGroupId('子客户标准权限') });
    const token = await t.login('east_branch_1', 'Sub12345');
    const cards = await t.ok('cardList', { token, query: { page: 1, page_size: 10 } });
    expect(cards.total_count).toBe(0);
    // A sub-client lacks the sub-customer pages.
    expect((await t.api('subCustomerList', { token, query: { page: 1, page_size: 10 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
  });

  it("offers and takes the main client's groups for sub-customers only, never its staff's", async () => {
    const options = await t.ok('subCustomerOptions', { token: demo });
    const subGroups = sql
      .prepare(
        "select id from perm_groups where owner_client_id = ? and audience = 'sub_client' and for_client_id is null order by id",
      )
      .pluck()
      .all(demoId) as number[];
    expect(options.groups.map((g) => g.id)).toEqual(subGroups);
    expect(options.groups.map((g) => g.name)).not.toContain('客服查询组');
    const staff = subGroupId('客服查询组');
    const res = await t.api('createSubCustomer', {
      token: demo,
      body: {
        name: '员工组子客户',
        contact_name: '张三',
        contact_phone: '13811112222',
        username: 'staff_group_sub',
        password: 'Sub12345',
        group_id: staff,
      },
    });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '权限组不存在或不属于本客户' });
    expect(sql.prepare("select count(*) from users where username = 'staff_group_sub'").pluck().get()).toBe(
      0,
    );
  });

  it('refuses an over-long contact name with its message, in both languages, instead of cutting it', async () => {
    const body = {
      name: '长联系人子客户',
      contact_name: '张'.repeat(21),
      contact_phone: '13811112222',
      username: 'long_contact',
      password: 'Sub12345',
    };
    expect(await t.api('createSubCustomer', { token: demo, body })).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '联系人不能超过 20 个字符',
    });
    expect((await t.api('createSubCustomer', { token: demo, lang: 'en', body })).msg).toBe(
      'The contact name must be at most 20 characters',
    );
    expect(sql.prepare("select count(*) from users where username = 'long_contact'").pluck().get()).toBe(0);
  });

  it('refuses a taken login, a bad password, a bad phone and a foreign group', async () => {
    const taken = await t.api('createSubCustomer', {
      token: demo,
      body: {
        name: 'x',
        contact_name: 'x',
        contact_phone: '13811112222',
        username: 'demo',
        password: 'Sub12345',
      },
    });
    expect(taken.code).toBe(BizCode.BAD_REQUEST);
    expect(taken.msg).toContain('demo');
    const weak = await t.api('createSubCustomer', {
      token: demo,
      body: {
        name: 'x',
        contact_name: 'x',
        contact_phone: '13811112222',
        username: 'weak_pw',
        password: 'abcdefgh',
      },
    });
    expect(weak.msg).toBe('密码必须包含字母和数字，且长度不少于8位');
    const phone = await t.api('createSubCustomer', {
      token: demo,
      lang: 'en',
      body: {
        name: 'x',
        contact_name: 'x',
        contact_phone: '123',
        username: 'bad_phone',
        password: 'Sub12345',
      },
    });
    expect(phone.code).toBe(BizCode.BAD_REQUEST);
    const group = await t.api('createSubCustomer', {
      token: yunji,
      body: {
        name: 'x',
        contact_name: 'x',
        contact_phone: '13811112222',
        username: 'foreign_group',
        password: 'Sub12345',
        group_id: subGroupId('子客户标准权限'),
      },
    });
    expect(group.code).toBe(BizCode.BAD_REQUEST);
    expect(
      sql
        .prepare("select count(*) from users where username in ('weak_pw', 'bad_phone', 'foreign_group')")
        .pluck()
        .get(),
    ).toBe(0);
  });

  it('edits the contact; yunji cannot touch demo’s sub-customer', async () => {
    const edited = await t.ok('updateSubCustomer', {
      token: demo,
      body: { id: demoSubId, contact_name: '李强强', contact_phone: '13900001111', contact_email: '' },
    });
    expect(edited.contact_name).toBe('李强强');
    expect(sql.prepare('select contact_phone from clients where id = ?').pluck().get(demoSubId)).toBe(
      '13900001111',
    );
    const foreign = await t.api('updateSubCustomer', {
      token: yunji,
      body: { id: demoSubId, contact_name: 'x', contact_phone: '13900001111' },
    });
    expect(foreign.code).toBe(BizCode.NOT_FOUND);
  });

  it('disables only without cards in service; a disabled login cannot log in and its token gets 403', async () => {
    const busy = await t.api('setSubCustomerStatus', {
      token: demo,
      body: { id: demoSubId, status: 'disabled' },
    });
    expect(busy.code).toBe(BizCode.BAD_REQUEST);
    expect(busy.msg).toContain('正使用');
    const row = await createSub('to_disable');
    const token = await t.login('to_disable', 'Sub12345');
    await t.ok('setSubCustomerStatus', { token: demo, body: { id: row.id, status: 'disabled' } });
    expect(sql.prepare('select status from clients where id = ?').pluck().get(row.id)).toBe('disabled');
    expect((await t.api('clientInfo', { token })).code).toBe(BizCode.TOKEN_INVALID);
    const login = await t.api('login', { body: { username: 'to_disable', password: 'Sub12345' } });
    expect(login.code).toBe(BizCode.BAD_REQUEST);
    expect(login.msg).toBe('该账号所属客户已停用，请联系主客户');
    await t.ok('setSubCustomerStatus', { token: demo, body: { id: row.id, status: 'active' } });
    await t.login('to_disable', 'Sub12345');
  });

  it('creates sub-customers from the sub-client template as a task, refusing bad rows', async () => {
    const file = await upload(
      'subs.xlsx',
      await xlsxOf([
        ['客户名称', '登录账号', '联系人', '联系电话', '邮箱'],
        ['华北分公司', 'north_branch', '赵六', '13822223333', ''],
        ['华西分公司', 'north_branch', '钱七', '13822224444', ''],
        ['西南分公司', 'bad login!', '孙八', '13822225555', ''],
        ['东北分公司', 'ne_branch', '周九', '13822226666', 'ne@example.com'],
      ]),
    );
    const answer = await t.ok('importSubCustomers', {
      token: demo,
      body: { file_url: file, password: 'Init1234' },
    });
    expect(answer).toMatchObject({ total: 4, valid: 2 });
    expect(answer.bad_rows.map((r) => r.row_no)).toEqual([3, 4]);
    await t.runTasks();
    const created = sql
      .prepare(
        "select c.name from users u join clients c on c.id = u.client_id where u.username in ('north_branch', 'ne_branch') and c.parent_id = ? order by c.name",
      )
      .pluck()
      .all(demoId);
    expect(created).toEqual(['东北分公司', '华北分公司']);
    await t.login('ne_branch', 'Init1234');
  });
});

describe('/card_assgin_log', () => {
  it('assigns pasted cards as a task, shows them in the log and detail, and withdraws them', async () => {
    const sub = await createSub('assign_list');
    const cards = ownCards(3);
    const answer = await t.ok('assignCards', {
      token: demo,
      body: {
        method: 'list',
        to_client_id: sub.id,
        numbers: `${cards.join('\n')}\n${cards[0]}\n00000000000000000000`,
      },
    });
    expect(answer).toMatchObject({ total: 5, valid: 3 });
    await t.runTasks();
    for (const iccid of cards) expect(holderOf(iccid)).toBe(sub.id);
    const token = await t.login('assign_list', 'Sub12345');
    const list = await t.ok('cardList', { token, query: { page: 1, page_size: 10 } });
    expect(list.tableData.map((c) => c.iccid).sort()).toEqual([...cards].sort());

    const log = await t.ok('cardAssignLog', {
      token: demo,
      query: { page: 1, page_size: 10, client_id: sub.id },
    });
    expect(log.tableData[0]).toMatchObject({
      id: answer.task_id,
      to_name: sub.name,
      total: 5,
      succeeded: 3,
      failed: 2,
      status: 'partial',
      method: 'list',
      withdrawn: 'open',
    });
    const detail = await t.ok('cardAssignDetail', {
      token: demo,
      query: { task_id: answer.task_id, page: 1, page_size: 10, outcome: 'failed' },
    });
    expect(detail.total_count).toBe(2);
    // yunji sees neither the log nor the detail.
    const foreign = await t.ok('cardAssignLog', { token: yunji, query: { page: 1, page_size: 10 } });
    expect(foreign.tableData.some((r) => r.id === answer.task_id)).toBe(false);
    expect(
      (
        await t.api('cardAssignDetail', {
          token: yunji,
          query: { task_id: answer.task_id, page: 1, page_size: 10 },
        })
      ).code,
    ).toBe(BizCode.NOT_FOUND);

    // One card moves on to demo_sub; the withdrawal returns the other two and refuses it.
    await t.ok('assignCards', {
      token: demo,
      body: { method: 'list', from_client_id: sub.id, to_client_id: demoSubId, numbers: cards[0] },
    });
    await t.runTasks();
    const back = await t.ok('withdrawAssign', { token: demo, body: { task_id: answer.task_id } });
    await t.runTasks();
    expect(holderOf(cards[0]!)).toBe(demoSubId);
    expect(holderOf(cards[1]!)).toBe(demoId);
    expect(holderOf(cards[2]!)).toBe(demoId);
    const refused = await t.ok('cardAssignDetail', {
      token: demo,
      query: { task_id: back.task_id, page: 1, page_size: 10, outcome: 'failed' },
    });
    expect(refused.tableData.map((r) => r.number)).toEqual([cards[0]]);
    expect(refused.tableData[0]!.reason).toContain('智联物联华南运营中心');
    // Withdrawn once only.
    expect((await t.api('withdrawAssign', { token: demo, body: { task_id: answer.task_id } })).code).toBe(
      BizCode.BAD_REQUEST,
    );
  });

  it('assigns by ICCID range and by the card list’s filter, within the sender’s cards', async () => {
    const sub = await createSub('assign_range');
    const cards = ownCards(4, 'pending');
    const range = await t.ok('assignCards', {
      token: demo,
      body: { method: 'range', to_client_id: sub.id, start_iccid: cards[0], end_iccid: cards[3] },
    });
    const between = sql
      .prepare('select count(*) from cards where client_id = ? and iccid between ? and ?')
      .pluck()
      .get(demoId, cards[0], cards[3]);
    expect(range.valid).toBe(between);
    await t.runTasks();
    expect(holderOf(cards[3]!)).toBe(sub.id);

    const filtered = await t.ok('assignCards', {
      token: demo,
      body: { method: 'filter', from_client_id: sub.id, to_client_id: demoId, filter: { status: 'pending' } },
    });
    expect(filtered.valid).toBe(
      sql
        .prepare("select count(*) from cards where client_id = ? and status = 'pending'")
        .pluck()
        .get(sub.id),
    );
    await t.runTasks();
    expect(holderOf(cards[0]!)).toBe(demoId);
  });

  it('assigns from the sub_client_cards file, each row to its sub-customer', async () => {
    const sub = await createSub('assign_file');
    const [a, b] = ownCards(2, 'suspended');
    const file = await upload(
      'cards.xlsx',
      await xlsxOf([
        ['卡号', '子客户账号'],
        [a!, 'assign_file'],
        [b!, 'nobody_here'],
      ]),
    );
    const answer = await t.ok('assignCards', { token: demo, body: { method: 'file', file_url: file } });
    expect(answer).toMatchObject({ total: 2, valid: 1 });
    expect(answer.bad_rows[0]!.reason).toContain('nobody_here');
    await t.runTasks();
    expect(holderOf(a!)).toBe(sub.id);
    expect(holderOf(b!)).toBe(demoId);
  });

  it('refuses bad input: no target, the same client, a reversed range, another client’s ids', async () => {
    const codeOf = async (body: Record<string, unknown>, token = demo) =>
      (await t.api('assignCards', { token, body: body as never })).code;
    expect(await codeOf({ method: 'list', numbers: '1' })).toBe(BizCode.BAD_REQUEST);
    expect(
      await codeOf({ method: 'list', numbers: '1', from_client_id: demoSubId, to_client_id: demoSubId }),
    ).toBe(BizCode.BAD_REQUEST);
    expect(
      await codeOf({
        method: 'range',
        to_client_id: demoSubId,
        start_iccid: '89860000000000000099',
        end_iccid: '89860000000000000001',
      }),
    ).toBe(BizCode.BAD_REQUEST);
    expect(await codeOf({ method: 'list', numbers: '1', to_client_id: demoSubId }, yunji)).toBe(
      BizCode.BAD_REQUEST,
    );
  });
});

describe('/user_func', () => {
  it('offers the main client’s functions and gives the sub-customer its own group on save', async () => {
    const sub = await createSub('func_sub');
    const before = await t.ok('subCustomerFuncs', { token: demo, query: { client_id: sub.id } });
    expect(before.customised).toBe(false);
    expect(before.available.map((f) => f.code)).toContain('func_export_data');
    const token = await t.login('func_sub', 'Sub12345');
    const permsBefore = await t.ok('permInfo', { token, query: { is_sub: '0' } });
    expect(permsBefore.func_lst).not.toContain('func_export_data');

    const saved = await t.ok('saveSubCustomerFuncs', {
      token: demo,
      body: { client_id: sub.id, codes: ['func_export_data', 'func_sms_send'] },
    });
    expect(saved).toMatchObject({ customised: true, granted: ['func_export_data', 'func_sms_send'] });
    const group = sql
      .prepare('select group_id from users where username = ?')
      .pluck()
      .get('func_sub') as number;
    expect(sql.prepare('select for_client_id from perm_groups where id = ?').pluck().get(group)).toBe(sub.id);
    // The shared group is untouched, and the next call uses the new codes.
    expect(
      sql
        .prepare("select count(*) from perm_group_codes where group_id = ? and code = 'func_export_data'")
        .pluck()
        .get(subGroupId('子客户标准权限')),
    ).toBe(0);
    const permsAfter = await t.ok('permInfo', { token, query: { is_sub: '0' } });
    expect(permsAfter.func_lst).toEqual(expect.arrayContaining(['func_export_data', 'func_sms_send']));
    expect(permsAfter.menu_lst).toContain('router_card_list');

    const foreign = await t.api('saveSubCustomerFuncs', {
      token: demo,
      body: { client_id: sub.id, codes: ['func_spt_fn_switch_account'] },
    });
    expect(foreign.code).toBe(BizCode.BAD_REQUEST);
    const other = await t.api('subCustomerFuncs', { token: yunji, query: { client_id: sub.id } });
    expect(other.code).toBe(BizCode.NOT_FOUND);
  });

  it('demo_sub lacks the three pages (599)', async () => {
    const token = await t.login('demo_sub');
    for (const name of ['subCustomerList', 'cardAssignLog'] as const) {
      expect((await t.api(name, { token, query: { page: 1, page_size: 10 } as never })).code).toBe(
        BizCode.NO_PERMISSION,
      );
    }
    expect((await t.api('subCustomerFuncs', { token, query: { client_id: demoSubId } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
  });
});
