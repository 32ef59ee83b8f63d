import { describe, expect, it } from 'vitest';
import { BizCode, codesForSide } from '#contract';
import { verifyPassword } from '../../db/passwords.ts';
import { formatDateTime } from '../../server/lib/format.ts';
import { sendAndRead } from './account-helpers.ts';
import { build, HOUR } from './helpers.ts';

const t = await build();

/** A registration form; `n` makes its phone, email and username its own. */
const form = (n: number, overrides: Partial<ReturnType<typeof baseForm>> = {}) => ({
  ...baseForm(n),
  ...overrides,
});
const baseForm = (n: number) => ({
  company_name: '佛山市顺德区美创智能家电有限公司',
  credit_code: '91440606MA5F8K3L2W',
  contact_name: '林小红',
  phone: `1590000${String(n).padStart(4, '0')}`,
  email: `reg${n}@meichuang.cn`,
  username: `meichuang${n}`,
  password: 'Mc123456',
});

async function register(n: number, overrides: Partial<ReturnType<typeof baseForm>> = {}) {
  const body = form(n, overrides);
  const code = await sendAndRead(t, body.phone, 'register');
  return t.ok('submitRegistration', { body: { ...body, code } });
}

const progress = (register_id: string, phone: string) =>
  t.ok('registrationProgress', { query: { register_id, phone } });

const advanceClock = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);

const submittedAt = (id: string) =>
  t.deps.sqlite
    .prepare<[string], { submitted_at: number }>('select submitted_at from registrations where id = ?')
    .get(id)!.submitted_at;

async function withoutHosting(run: () => Promise<void>) {
  await t.request.put('/__emulator/scenario').send({ hosted_on_ec: false }).expect(200);
  try {
    await run();
  } finally {
    await t.request.put('/__emulator/scenario').send({ hosted_on_ec: true }).expect(200);
  }
}

describe('GET /check_unique_info/', () => {
  it('reports taken usernames (in any case), phones and emails of accounts, and free ones', async () => {
    const unique = async (field: 'username' | 'phone' | 'email', value: string) =>
      (await t.ok('checkUniqueInfo', { query: { field, value } })).unique;
    expect(await unique('username', 'demo')).toBe(false);
    expect(await unique('username', 'DEMO')).toBe(false);
    expect(await unique('username', 'brand_new')).toBe(true);
    expect(await unique('phone', '13800138000')).toBe(false);
    expect(await unique('phone', '15900009999')).toBe(true);
    expect(await unique('email', 'OPS@zhilian-iot.cn')).toBe(false);
    expect(await unique('email', 'free@example.cn')).toBe(true);
  });

  it('counts what a registration under review holds as taken', async () => {
    const reg = await register(1);
    for (const [field, value] of [
      ['username', reg.username],
      ['phone', reg.phone],
      ['email', reg.email],
    ] as const) {
      expect((await t.ok('checkUniqueInfo', { query: { field, value } })).unique).toBe(false);
    }
  });

  it('rejects an unknown field naming it', async () => {
    const res = await t.api('checkUniqueInfo', { query: { field: 'name' as 'username', value: 'x' } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('field');
  });
});

describe('POST /client_register/', () => {
  it('takes a registration with a register code, under review, with its password hashed', async () => {
    const body = form(2);
    const reg = await register(2);
    expect(reg).toMatchObject({
      company_name: body.company_name,
      credit_code: body.credit_code,
      contact_name: body.contact_name,
      phone: body.phone,
      email: body.email,
      username: body.username,
      status: 'reviewing',
      reject_reason: null,
      reviewed_at: null,
    });
    expect(reg.register_id).toMatch(/^REG\d{12}$/);
    expect(reg.steps).toEqual([
      { key: 'submitted', at: reg.submitted_at },
      { key: 'reviewing', at: reg.submitted_at },
      { key: 'done', at: null },
    ]);
    const { password_hash } = t.deps.sqlite
      .prepare<[string], { password_hash: string }>('select password_hash from registrations where id = ?')
      .get(reg.register_id)!;
    expect(password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(body.password, password_hash)).toBe(true);
  });

  it('refuses a taken username, phone or email without using up the code', async () => {
    const body = form(3);
    const code = await sendAndRead(t, body.phone, 'register');
    const submit = (overrides: object, lang?: string) =>
      t.api('submitRegistration', { body: { ...body, code, ...overrides }, lang });
    expect((await submit({ username: 'Demo' })).msg).toBe('用户名已被占用');
    expect((await submit({ username: 'Demo' }, 'en')).msg).toBe('This username is already taken');
    expect((await submit({ email: 'ops@zhilian-iot.cn' })).msg).toBe('该邮箱已被注册');
    expect((await submit({})).code).toBe(BizCode.OK);
    const again = form(3, { username: 'other3', email: 'other3@meichuang.cn' });
    expect((await t.api('submitRegistration', { body: { ...again, code } })).msg).toBe('该手机号已被注册');
  });

  it('refuses a wrong code, and a code sent for another purpose', async () => {
    const body = form(4);
    const code = await sendAndRead(t, body.phone, 'contact');
    expect((await t.api('submitRegistration', { body: { ...body, code } })).msg).toBe('请先获取验证码');
    const right = await sendAndRead(t, body.phone, 'register');
    const wrong = right === '000000' ? '111111' : '000000';
    expect((await t.api('submitRegistration', { body: { ...body, code: wrong } })).msg).toBe(
      '验证码错误，请重新输入',
    );
  });

  it('checks the form with the spec’s messages', async () => {
    const submit = async (overrides: object) =>
      (await t.api('submitRegistration', { body: { ...form(5), code: '123456', ...overrides } })).msg;
    expect(await submit({ password: 'abcdefgh' })).toBe('密码必须包含字母和数字，且长度不少于8位');
    expect(await submit({ username: 'bad name!' })).toBe('用户名不能包含非法字符');
    expect(await submit({ credit_code: '1234' })).toBe('请输入正确的18位统一社会信用代码');
    expect(await submit({ email: 'not-an-email' })).toBe('请输入正确的邮箱地址');
    expect(await submit({ phone: '12345' })).toBe('请输入正确的11位手机号码');
  });
});

describe('the review, 24 hours after submission', () => {
  it('approves a registration: the applicant logs in as the main client of a new company, asked to sign', async () => {
    const body = form(10, { company_name: '佛山市顺德区美创电器有限公司', username: 'MeiChuang10' });
    const reg = await register(10, body);
    await advanceClock(23 * HOUR);
    expect((await progress(reg.register_id, body.phone)).status).toBe('reviewing');
    await advanceClock(2 * HOUR);
    // Moving the clock decides it, before anyone reads it.
    expect(
      t.deps.sqlite.prepare('select status from registrations where id = ?').get(reg.register_id),
    ).toEqual({ status: 'approved' });

    const done = await progress(reg.register_id, body.phone);
    const reviewedAt = formatDateTime(submittedAt(reg.register_id) + 24 * HOUR);
    expect(done).toMatchObject({ status: 'approved', reject_reason: null, reviewed_at: reviewedAt });
    expect(done.steps.at(-1)).toEqual({ key: 'done', at: reviewedAt });

    const token = await t.login(body.username, body.password);
    const info = await t.ok('clientInfo', { token });
    expect(info).toMatchObject({
      username: 'MeiChuang10',
      name: '佛山市顺德区美创电器有限公司',
      login_type: 'client',
      main_client: true,
      need_sign: true,
      contact_name: body.contact_name,
      phone: body.phone,
      email: body.email,
    });
    const perms = await t.ok('permInfo', { token });
    expect([...perms.menu_lst, ...perms.func_lst].sort()).toEqual([...codesForSide('client')].sort());
    expect(
      (await t.ok('checkUniqueInfo', { query: { field: 'username', value: 'meichuang10' } })).unique,
    ).toBe(false);
  });

  it('also decides a registration when its progress is read after the clock ran past the review time', async () => {
    const body = form(11);
    const reg = await register(11);
    t.deps.clock.advance(24 * HOUR);
    expect((await progress(reg.register_id, body.phone)).status).toBe('approved');
  });

  it('rejects a company name with 测试 for a licence mismatch; corrected and resubmitted, it is approved', async () => {
    const body = form(12, { company_name: '广州测试电子有限公司' });
    const reg = await register(12, body);
    await advanceClock(25 * HOUR);
    const rejected = await progress(reg.register_id, body.phone);
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: '营业执照信息与企业名称不一致' });
    const inEnglish = await t.ok('registrationProgress', {
      lang: 'en',
      query: { register_id: reg.register_id, phone: body.phone },
    });
    expect(inEnglish.reject_reason).toBe('The business licence does not match the company name');
    expect(rejected.steps.at(-1)?.at).toBe(rejected.reviewed_at);
    expect((await t.api('login', { body: { username: body.username, password: body.password } })).code).toBe(
      BizCode.BAD_REQUEST,
    );

    const code = await sendAndRead(t, body.phone, 'register');
    const corrected = await t.ok('updateRegistration', {
      body: {
        ...body,
        register_id: reg.register_id,
        company_name: '广州市德信电子有限公司',
        password: 'Dx654321',
        code,
      },
    });
    expect(corrected).toMatchObject({
      register_id: reg.register_id,
      company_name: '广州市德信电子有限公司',
      status: 'reviewing',
      reject_reason: null,
      reviewed_at: null,
    });
    expect(corrected.submitted_at).not.toBe(reg.submitted_at);

    await advanceClock(25 * HOUR);
    expect((await progress(reg.register_id, body.phone)).status).toBe('approved');
    const info = await t.ok('clientInfo', { token: await t.login(body.username, 'Dx654321') });
    expect(info.name).toBe('广州市德信电子有限公司');
  });

  it('rejects a registration whose username an account took in the meantime', async () => {
    const body = form(17);
    const reg = await register(17);
    t.deps.sqlite
      .prepare(
        "insert into users (username, password_hash, login_type, created_at) values (?, 'x', 'client', 0)",
      )
      .run(body.username);
    await advanceClock(25 * HOUR);
    expect(await progress(reg.register_id, body.phone)).toMatchObject({
      status: 'rejected',
      reject_reason: '用户名已被占用，请修改后重新提交',
    });
  });

  it('lets only a rejected registration be corrected', async () => {
    const body = form(13);
    const reg = await register(13);
    const res = await t.api('updateRegistration', {
      body: { ...body, register_id: reg.register_id, code: '123456' },
    });
    expect(res).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '只有审核未通过的注册申请可以修改后重新提交',
    });
  });

  it('keeps the uniqueness rules on correction', async () => {
    const body = form(15, { company_name: '测试用公司' });
    const reg = await register(15, body);
    await advanceClock(25 * HOUR);
    const taken = await register(16);
    const code = await sendAndRead(t, body.phone, 'register');
    const res = await t.api('updateRegistration', {
      body: {
        ...body,
        register_id: reg.register_id,
        company_name: '正式公司名称',
        username: taken.username,
        code,
      },
    });
    expect(res.msg).toBe('用户名已被占用');
  });
});

describe('GET /client_register/ (progress)', () => {
  it('answers 404 to a registration number and phone that do not belong together, in both languages', async () => {
    const reg = await register(20);
    const query = { register_id: reg.register_id, phone: '13800138000' };
    expect(await t.api('registrationProgress', { query })).toMatchObject({
      code: BizCode.NOT_FOUND,
      msg: '未找到该注册申请，请核对申请编号和手机号',
    });
    expect((await t.api('registrationProgress', { query, lang: 'en' })).msg).toBe(
      'No registration matches this registration number and mobile number',
    );
    expect(
      (await t.api('registrationProgress', { query: { register_id: 'REG0', phone: reg.phone } })).code,
    ).toBe(BizCode.NOT_FOUND);
    expect((await progress(reg.register_id, reg.phone)).register_id).toBe(reg.register_id);
  });

  it('requires both the number and the phone', async () => {
    const res = await t.api('registrationProgress', { query: { register_id: 'REG1' } });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '请输入正确的11位手机号码' });
  });
});

describe('when the platform is not hosted (hosted_on_ec false)', () => {
  it('refuses every registration call with a clear message, in both languages', async () => {
    const reg = await register(30);
    const code = await sendAndRead(t, form(31).phone, 'register');
    await withoutHosting(async () => {
      const closed = '当前平台未开放自助注册，请联系客户经理开户';
      const calls = [
        await t.api('checkUniqueInfo', { query: { field: 'username', value: 'x' } }),
        await t.api('submitRegistration', { body: { ...form(31), code } }),
        await t.api('registrationProgress', { query: { register_id: reg.register_id, phone: reg.phone } }),
        await t.api('updateRegistration', { body: { ...form(30), register_id: reg.register_id, code } }),
      ];
      for (const res of calls) expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: closed });
      const en = await t.api('checkUniqueInfo', { query: { field: 'username', value: 'x' }, lang: 'en' });
      expect(en.msg).toBe(
        'Self-registration is not open on this platform: ask your account manager to open an account',
      );
    });
    expect((await t.api('submitRegistration', { body: { ...form(31), code } })).code).toBe(BizCode.OK);
  });
});
