import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_BASE,
  BATCH_FILE_MAX_ROWS,
  BizCode,
  CODE_MAX_TRIES,
  CONTROL_BASE,
  CONTROL_TOKEN_HEADER,
  SESSION_HEADER,
  UPLOAD_QUOTA_FILES,
  WHITELIST_BATCH_MAX_LINES,
} from '#contract';
import { buildApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { DEFAULT_LIMITS } from '../../server/config.ts';
import { TASKS_QUEUED_MAX } from '../../server/tasks/engine.ts';
import { WORLD_IDLE_MS } from '../../server/world.ts';
import { lastCode, phoneOf } from './account-helpers.ts';
import { build, HOUR, NOW, uploadedFile } from './helpers.ts';
import { blankRows, type Cell, sheetXml, xlsx, xlsxOfRows } from './xlsx-bytes.ts';

/**
 * One regression test per hole an attacker found (issue "Close the holes an attacker found"): each
 * failed on the code before its fix.
 */

const MINUTE = 60_000;
const t = await build();

/** An emulator with its own wall clock, which a test moves by hand. */
async function emulator(options: Parameters<typeof buildApp>[0] = {}) {
  const wall = { now: NOW };
  const app = await buildApp({
    seedCards: 20,
    clock: createClock(NOW, true),
    wallClock: () => wall.now,
    ...options,
  });
  await app.ready();
  return { app, wall };
}

/** Every guarded prefix spelled with percent-encoded letters, as a router decodes them. */
const ENCODED_CONTROL = ['/%5F%5Femulator', '/%5f_emulator', '/__%65mulator', '/_%5Femulato%72'];

describe('control API reachable by percent-encoding', () => {
  it('guards every encoded spelling of /__emulator with the token, as the plain one', async () => {
    const { app } = await emulator({ control: { token: 's3cret' } });
    for (const base of ENCODED_CONTROL) {
      expect((await app.inject({ method: 'GET', url: `${base}/clock` })).statusCode, base).toBe(401);
      const upgrade = await app.inject({
        method: 'PUT',
        url: `${base}/scenario`,
        payload: { upgrade: true },
      });
      expect(upgrade.statusCode, base).toBe(401);
      const grant = await app.inject({
        method: 'PUT',
        url: `${base}/users/demo_sub/perms`,
        payload: { grant: ['router_card_list'] },
      });
      expect(grant.statusCode, base).toBe(401);
    }
    expect(app.deps.upgrade).toBe(false);
    // With the token, the encoded spelling reaches the same route.
    const allowed = await app.inject({
      method: 'GET',
      url: `${ENCODED_CONTROL[0]}/clock`,
      headers: { [CONTROL_TOKEN_HEADER]: 's3cret' },
    });
    expect(allowed.statusCode).toBe(200);
    await app.close();
  });

  it('answers 404 to every encoded spelling when the control API is off', async () => {
    const { app } = await emulator({ control: { enabled: false } });
    for (const base of ENCODED_CONTROL) {
      expect((await app.inject({ method: 'GET', url: `${base}/clock` })).statusCode, base).toBe(404);
    }
    await app.close();
  });

  it('applies upgrade mode, fault rules and the journal to /%65p/api as to /ep/api', async () => {
    const { app } = await emulator();
    const call = async (url: string) => JSON.parse((await app.inject({ method: 'GET', url })).body);
    app.deps.upgrade = true;
    expect((await call('/%65p/api/login_config/')).code).toBe(BizCode.UPGRADING);
    expect((await call('/ep/%61pi/login_config/')).code).toBe(BizCode.UPGRADING);
    app.deps.upgrade = false;
    await app.inject({
      method: 'POST',
      url: `${CONTROL_BASE}/faults`,
      payload: { path: '/login_config/', code: 599 },
    });
    expect((await call('/%65p/api/login_config/')).code).toBe(599);
    const journal = JSON.parse(
      (await app.inject({ method: 'GET', url: `${CONTROL_BASE}/journal?limit=1` })).body,
    );
    expect(journal.items[0]).toMatchObject({ path: `${API_BASE}/login_config/`, code: 599 });
    await app.close();
  });
});

describe('SMS codes can be guessed', () => {
  const phone = phoneOf('demo');

  it(`kills a code at its ${CODE_MAX_TRIES}th wrong guess: even the right code then needs a new one`, async () => {
    t.deps.clock.advance(HOUR);
    await t.ok('sendLoginCode', { body: { phone } });
    const code = await lastCode(t, phone);
    const wrong = code === '000000' ? '000001' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < CODE_MAX_TRIES; i++) {
      answers.push((await t.api('codeLogin', { body: { phone, code: wrong } })).msg);
    }
    expect(answers.slice(0, -1)).toEqual(Array(CODE_MAX_TRIES - 1).fill('验证码错误，请重新输入'));
    expect(answers.at(-1)).toBe('验证码错误次数过多，该验证码已失效，请重新获取');
    const right = await t.api('codeLogin', { body: { phone, code }, lang: 'en' });
    expect(right).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: 'Too many wrong tries: this code no longer works, request a new one',
    });
    const stored = t.deps.sqlite
      .prepare<[string], { wrong_tries: number; used_at: number | null }>(
        'select wrong_tries, used_at from sent_codes where phone = ? order by id desc limit 1',
      )
      .get(phone);
    expect(stored).toEqual({ wrong_tries: CODE_MAX_TRIES, used_at: null });
  });

  it('limits wrong codes per address: past 20 in a quarter hour, even a fresh code waits', async () => {
    const { app } = await emulator();
    const post = (url: string, payload: object) =>
      app
        .inject({ method: 'POST', url: API_BASE + url, payload })
        .then((r) => JSON.parse(r.body) as { code: number; msg: string });
    const { max } = DEFAULT_LIMITS.codeTriesPerAddress;
    const rounds = max / CODE_MAX_TRIES;
    for (let round = 0; round < rounds; round++) {
      app.deps.clock.advance(MINUTE + 1000);
      expect((await post('/send/dpassword/', { phone })).code).toBe(BizCode.OK);
      for (let i = 0; i < CODE_MAX_TRIES; i++) await post('/c/code_login/', { phone, code: '000000' });
    }
    app.deps.clock.advance(MINUTE + 1000);
    await post('/send/dpassword/', { phone });
    const { code } = app.deps.sqlite
      .prepare<[string], { code: string }>(
        'select code from sent_codes where phone = ? order by id desc limit 1',
      )
      .get(phone)!;
    expect((await post('/c/code_login/', { phone, code })).msg).toBe('验证码错误次数过多，请 15 分钟后再试');
    await app.close();
  });

  it('refuses the 21st code asked for from one address in an hour, known phone or not', async () => {
    const { app, wall } = await emulator();
    const ask = (phone: string) =>
      app
        .inject({ method: 'POST', url: `${API_BASE}/send/dpassword/`, payload: { phone } })
        .then((r) => JSON.parse(r.body) as { code: number; msg: string });
    const { max } = DEFAULT_LIMITS.codeSendsPerAddress;
    for (let i = 0; i < max; i++) await ask(`1580000${String(i).padStart(4, '0')}`);
    expect((await ask('15899990000')).msg).toBe('获取验证码过于频繁，请 60 分钟后再试');
    wall.now += HOUR;
    expect((await ask('15899990000')).msg).toBe('该手机号未绑定平台账号');
    await app.close();
  });
});

describe('password login has no limit', () => {
  it('locks the account after 5 wrong passwords, says how long, refuses even the right one, and lets it in after', async () => {
    const { app, wall } = await emulator();
    const login = (password: string, lang = 'zh-CN') =>
      app
        .inject({
          method: 'POST',
          url: `${API_BASE}/login/`,
          payload: { username: 'demo', password },
          headers: { 'accept-language': lang },
        })
        .then((r) => JSON.parse(r.body) as { code: number; msg: string });
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) answers.push((await login(`wrong-${i}`)).msg);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('用户名或密码错误'));
    expect(answers.slice(4)).toEqual(Array(6).fill('密码错误次数过多，账号已锁定，请 15 分钟后再试'));
    expect((await login('Demo1234', 'en')).msg).toBe(
      'Too many wrong passwords: the account is locked, try again in 15 minutes',
    );
    wall.now += 10 * MINUTE;
    expect((await login('Demo1234')).msg).toBe('密码错误次数过多，账号已锁定，请 5 分钟后再试');
    wall.now += 5 * MINUTE + 1000;
    expect((await login('Demo1234')).code).toBe(BizCode.OK);
    await app.close();
  });

  it('limits wrong passwords per address across accounts, and the control API clears every limit', async () => {
    const { app } = await emulator();
    const login = (username: string, password: string) =>
      app
        .inject({ method: 'POST', url: `${API_BASE}/login/`, payload: { username, password } })
        .then((r) => JSON.parse(r.body) as { code: number; msg: string });
    const { max } = DEFAULT_LIMITS.passwordPerAddress;
    for (let i = 0; i < max; i++) await login(`nobody-${i}`, 'wrong-password-1');
    expect((await login('demo', 'Demo1234')).msg).toBe('登录失败次数过多，请 15 分钟后再试');
    const cleared = await app.inject({ method: 'DELETE', url: `${CONTROL_BASE}/limits` });
    expect(JSON.parse(cleared.body).cleared).toBeGreaterThan(0);
    expect((await login('demo', 'Demo1234')).code).toBe(BizCode.OK);
    await app.close();
  });
});

describe('worlds can be evicted by anyone', () => {
  const lookup = (app: Awaited<ReturnType<typeof emulator>>['app'], session: string, token?: string) =>
    app.inject({
      method: 'GET',
      url: `${API_BASE}/login_config/`,
      headers: { [SESSION_HEADER]: session, ...(token ? { [CONTROL_TOKEN_HEADER]: token } : {}) },
    });

  it('never evicts a world in use: a full emulator refuses the new one with a clear envelope', async () => {
    const { app, wall } = await emulator({ maxWorlds: 3 });
    const login = (session: string) =>
      app.inject({
        method: 'POST',
        url: `${API_BASE}/login/`,
        headers: { [SESSION_HEADER]: session },
        payload: { username: 'demo', password: 'Demo1234' },
      });
    const token = JSON.parse((await login('ci-job-a')).body).data.token as string;
    await lookup(app, 'ci-job-b');
    await lookup(app, 'ci-job-c');
    const refused = JSON.parse((await lookup(app, 'attacker-1')).body);
    expect(refused).toMatchObject({ code: BizCode.BAD_REQUEST, data: null });
    expect(refused.msg).toBe('模拟器的 3 个会话都在使用中，请稍后再试或删除不再使用的会话');
    // ci-job-a's world and token are still there.
    const info = await app.inject({
      method: 'GET',
      url: `${API_BASE}/client/info/`,
      headers: { [SESSION_HEADER]: 'ci-job-a', authorization: `JWT ${token}` },
    });
    expect(JSON.parse(info.body).code).toBe(BizCode.OK);
    // Once a world has been idle long enough, it makes room.
    wall.now += WORLD_IDLE_MS;
    await lookup(app, 'ci-job-a');
    expect(JSON.parse((await lookup(app, 'attacker-1')).body).code).toBe(BizCode.OK);
    expect(app.worlds.list().map((w) => w.name)).toEqual(['default', 'ci-job-a', 'ci-job-c', 'attacker-1']);
    await app.close();
  });

  it('limits new worlds per address, needs the control token when one is set, and DELETE /world frees one', async () => {
    const { app } = await emulator({ control: { token: 's3cret' } });
    expect(JSON.parse((await lookup(app, 'no-token')).body).msg).toBe(
      '创建新的模拟会话需要控制令牌（X-Emulator-Token）',
    );
    const { max } = DEFAULT_LIMITS.worldsPerAddress;
    for (let i = 0; i < max; i++) {
      expect(JSON.parse((await lookup(app, `w${i}`, 's3cret')).body).code).toBe(BizCode.OK);
      if (i >= 20) {
        const gone = await app.inject({
          method: 'DELETE',
          url: `${CONTROL_BASE}/world`,
          headers: { [SESSION_HEADER]: `w${i}`, [CONTROL_TOKEN_HEADER]: 's3cret' },
        });
        expect(JSON.parse(gone.body)).toEqual({ name: `w${i}`, deleted: true });
      }
    }
    expect(JSON.parse((await lookup(app, 'one-more', 's3cret')).body).msg).toBe(
      '创建模拟会话过于频繁，请 1 分钟后再试',
    );
    // A world that exists is still served.
    expect(JSON.parse((await lookup(app, 'w0')).body).code).toBe(BizCode.OK);
    await app.close();
  });

  it('keeps the public look-up limit on the address whichever world is named', async () => {
    const { app } = await emulator();
    const answers = [];
    for (let i = 0; i < DEFAULT_LIMITS.publicLookupsPerAddress.max + 1; i++) {
      const res = await app.inject({
        method: 'GET',
        url: `${API_BASE}/card_qrcode_info/?card_id=1`,
        headers: { [SESSION_HEADER]: `lookup-${i}` },
      });
      answers.push(JSON.parse(res.body).msg as string);
    }
    expect(answers.at(-1)).toMatch(/^查询过于频繁，请 \d+ 秒后再试$/);
    await app.close();
  });
});

describe('broken multipart is an HTTP 500', () => {
  it('answers a 400 envelope to a multipart body without a boundary, and to one cut short', async () => {
    const token = await t.login('demo');
    const noBoundary = await t.request
      .post(`${API_BASE}/upload/file/`)
      .set('Authorization', `JWT ${token}`)
      .set('Content-Type', 'multipart/form-data')
      .send(
        '--x\r\nContent-Disposition: form-data; name="input_file"; filename="a.txt"\r\n\r\nhi\r\n--x--\r\n',
      );
    expect(noBoundary.status).toBe(200);
    expect(noBoundary.body.code).toBe(BizCode.BAD_REQUEST);
    const cut = await t.request
      .post(`${API_BASE}/upload/file/`)
      .set('Authorization', `JWT ${token}`)
      .set('Content-Type', 'multipart/form-data; boundary=x')
      .set('Accept-Language', 'en')
      .send('--x\r\nContent-Disposition: form-data; name="input_file"; filename="a.txt"\r\n\r\nhalf a fi');
    expect(cut.status).toBe(200);
    expect(cut.body).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: 'The upload was incomplete or malformed: choose the file and upload it again',
    });
    expect(await import('node:fs').then((fs) => fs.readdirSync(t.deps.uploadDir).length)).toBe(0);
  });
});

describe('loose numbers as ids', () => {
  it('refuses true, " 1 ", "0x10", "1e1" and "1.0" as ids, and changes nothing', async () => {
    const support = await t.login('support');
    const before = t.deps.sqlite.prepare('select password_hash from users order by id').all();
    for (const client_id of [true, ' 1 ', '0x10', '1e1', '1.0', '', -1, 1.5]) {
      const res = await t.api('supportResetPassword', { token: support, body: { client_id } as never });
      expect(res.code, JSON.stringify(client_id)).toBe(BizCode.BAD_REQUEST);
    }
    expect(t.deps.sqlite.prepare('select password_hash from users order by id').all()).toEqual(before);

    const demo = await t.login('demo');
    const groups = () => t.deps.sqlite.prepare('select count(*) as n from project_groups').get();
    const count = groups();
    for (const id of ['0x10', ' 16', '16 ', '1e1', 'true']) {
      const res = await t.request
        .delete(`${API_BASE}/project_group/?id=${encodeURIComponent(id)}`)
        .set('Authorization', `JWT ${demo}`);
      expect(res.body.code, id).toBe(BizCode.BAD_REQUEST);
      expect(res.body.msg).toBe('参数 id 不正确：须为十进制整数');
    }
    expect(groups()).toEqual(count);
  });

  it('still takes an id as a JSON number or a string of digits', async () => {
    const demo = await t.login('demo');
    const page = await t.request
      .get(`${API_BASE}/project_group/?page=2&page_size=10`)
      .set('Authorization', `JWT ${demo}`);
    expect(page.body.code).toBe(BizCode.OK);
    expect(page.body.data.page).toBe(2);
  });
});

describe('answers outside the envelope', () => {
  it('answers the envelope under /ep/api to a malformed session header and a malformed path', async () => {
    const session = await t.request.get(`${API_BASE}/login_config/`).set(SESSION_HEADER, '../x y');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ code: BizCode.BAD_REQUEST, data: null });
    const badPath = await t.request.get(`${API_BASE}/card/%E0%A4%A/`);
    expect(badPath.status).toBe(200);
    expect(badPath.body).toMatchObject({ code: BizCode.BAD_REQUEST, data: null });
  });
});

describe('uploads and headers', () => {
  it('keeps each world to its quota of files and removes its uploads on reset and deletion', async () => {
    const { app } = await emulator();
    const t = { request: (await import('supertest')).default(app.server) };
    const login = await t.request
      .post(`${API_BASE}/login/`)
      .set(SESSION_HEADER, 'uploads')
      .send({ username: 'demo', password: 'Demo1234' });
    const token = login.body.data.token as string;
    const upload = () =>
      t.request
        .post(`${API_BASE}/upload/file/`)
        .set(SESSION_HEADER, 'uploads')
        .set('Authorization', `JWT ${token}`)
        .attach('input_file', Buffer.from('1,2\n'), 'cards.csv');
    const first = await upload();
    expect(first.body.code).toBe(BizCode.OK);
    const world = app.worlds.get('uploads');
    const fs = await import('node:fs');
    // Fill the quota directly, then the next upload is refused with the limit named.
    for (let i = 1; i < UPLOAD_QUOTA_FILES; i++) {
      fs.mkdirSync(`${world.uploadDir}/${String(i).padStart(24, 'a')}`, { recursive: true });
    }
    const refused = await upload();
    expect(refused.body).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '上传空间已用完（上限 200 MB），请稍后再试或联系管理员',
    });
    // The download of the first upload says nosniff.
    const download = await t.request.get(first.body.data.file_url);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    await t.request.post(`${CONTROL_BASE}/reset`).set(SESSION_HEADER, 'uploads').expect(200);
    expect(fs.existsSync(world.uploadDir)).toBe(false);
    const again = await t.request
      .post(`${API_BASE}/login/`)
      .set(SESSION_HEADER, 'uploads')
      .send({ username: 'demo', password: 'Demo1234' });
    const second = await t.request
      .post(`${API_BASE}/upload/file/`)
      .set(SESSION_HEADER, 'uploads')
      .set('Authorization', `JWT ${again.body.data.token}`)
      .attach('input_file', Buffer.from('1,2\n'), 'cards.csv');
    expect(second.body.code).toBe(BizCode.OK);
    await t.request.delete(`${CONTROL_BASE}/world`).set(SESSION_HEADER, 'uploads').expect(200);
    expect(fs.existsSync(world.uploadDir)).toBe(false);
    expect((await t.request.get(second.body.data.file_url)).body.code).toBe(BizCode.NOT_FOUND);
    await app.close();
  });

  it('serves the built portal with a Content-Security-Policy, nosniff, frame-ancestors and a Referrer-Policy', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'portal-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>portal</title>');
    const { app } = await emulator({ config: { clientDir: dir } });
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await app.close();
  });
});

describe('the signing secret', () => {
  it('signs with JWT_SECRET when given and keeps it nowhere; a kept secret is dropped', async () => {
    const secret = 'a-secret-from-the-environment-32chars!';
    const { app } = await emulator({ jwtSecret: secret });
    const stored = app.deps.sqlite.prepare("select value from settings where key = 'jwt_secret'").get();
    expect(stored).toBeUndefined();
    const login = JSON.parse(
      (
        await app.inject({
          method: 'POST',
          url: `${API_BASE}/login/`,
          payload: { username: 'demo', password: 'Demo1234' },
        })
      ).body,
    );
    const jwt = await import('jsonwebtoken');
    // Signed with the given secret (the token's times are on the emulator's frozen 2025 clock).
    expect(() => jwt.default.verify(login.data.token, secret, { ignoreExpiration: true })).not.toThrow();
    expect(() =>
      jwt.default.verify(login.data.token, 'another-secret', { ignoreExpiration: true }),
    ).toThrow();
    await app.close();
    await expect(emulator({ jwtSecret: 'short' })).rejects.toThrow(/at least 32/);
  });
});

// ---------------------------------------------------------------------------------------------
// Issue 35: file imports and exports. Every file here is written by the test (tests/api/xlsx-bytes.ts).

/** Temp files go to a folder of this test file's own, so another process's files never count. */
const tempRoot = mkdtempSync(join(tmpdir(), 'security-test-'));
process.env.TMPDIR = tempRoot;

const importer = await build({ seedCards: 60 });
const db = importer.deps.sqlite;
let demo = '';
let yunji = '';
beforeAll(async () => {
  [demo, yunji] = await Promise.all([importer.login('demo'), importer.login('yunji')]);
});

/** A card of demo's own (in its main client's tree). */
const demoCard = () =>
  db
    .prepare<[number], string>('select iccid from cards where main_client_id = ? order by id limit 1')
    .pluck()
    .get(importer.clientIdOf('demo'))!;

const uploadFile = (name: string, content: Buffer | string, token = demo) =>
  uploadedFile(importer, token, name, content);

/** An /ep/api call in process (no socket), so only the import's own descriptors are counted. */
async function post(path: string, token: string, payload: object, lang: 'zh-CN' | 'en' = 'zh-CN') {
  const res = await importer.app.inject({
    method: 'POST',
    url: API_BASE + path,
    headers: { authorization: `JWT ${token}`, 'accept-language': lang },
    payload,
  });
  expect(res.statusCode).toBe(200);
  return {
    ...(JSON.parse(res.body) as { code: number; msg: string; data: unknown }),
    bytes: res.body.length,
  };
}

const checkFile = (fileUrl: string, token = demo, lang: 'zh-CN' | 'en' = 'zh-CN') =>
  post('/batch/check/', token, { kind: 'card_stop', file_url: fileUrl }, lang);

/** Every import endpoint that reads a file, each with this file. */
const everyImport = (fileUrl: string) => [
  checkFile(fileUrl),
  post('/sms/check/', demo, { target: 'file', file_url: fileUrl, content: 'hello' }),
  post('/voice/batch/action/', demo, { action: 'add', file_url: fileUrl }),
  post('/sub_customer/import/', demo, { file_url: fileUrl, password: 'Import1234' }),
  post('/card_assign/', demo, { method: 'file', file_url: fileUrl }),
];

const taskRowsOf = (taskId: number) =>
  db.prepare<[number], { input: string }>('select input from task_rows where task_id = ?').all(taskId);

const tempFiles = () => readdirSync(tempRoot, { recursive: true }).length;
const openDescriptors = () => readdirSync('/proc/self/fd').length;

describe('blank-row zip bomb', () => {
  it('counts blank rows against the row limit, in either language', async () => {
    const strings: string[] = [];
    const head = sheetXml([[1, [[1, '卡号']]]], strings);
    const tail = sheetXml([[BATCH_FILE_MAX_ROWS + 30, [[1, demoCard()]]]], strings);
    const file = await uploadFile(
      'blank.xlsx',
      xlsx({ sheetData: head + blankRows(2, BATCH_FILE_MAX_ROWS + 20) + tail, strings }),
    );
    expect(await checkFile(file)).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `文件最多 ${BATCH_FILE_MAX_ROWS} 行（空行也计算在内），请删除多余的行或拆分后再导入`,
    });
    expect((await checkFile(file, demo, 'en')).msg).toBe(
      `A file may hold at most ${BATCH_FILE_MAX_ROWS} rows, blank ones included: delete the extra rows or split the file`,
    );
  });

  it('refuses a sheet that unpacks to more than 100 times its packed size, before reading it', async () => {
    const file = await uploadFile('bomb.xlsx', xlsx({ sheetData: '<row/>'.repeat(1_000_000), strings: [] }));
    expect(await checkFile(file)).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '文件解压后是原来的 100 倍以上，可能是压缩炸弹，已拒绝读取',
    });
  });

  it('refuses a file whose parts unpack to more than the absolute limit', async () => {
    const lying = xlsxOfRows([['卡号'], [demoCard()]], {
      tweak: (e) =>
        e.name.endsWith('sheet1.xml') ? { ...e, method: 0, declaredSize: 300 * 1024 * 1024 } : e,
    });
    expect(await checkFile(await uploadFile('big.xlsx', lying))).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '文件解压后超过 100 MB，请拆分后再导入',
    });
  });
});

describe('hang on a malformed zip', () => {
  it('answers a wrong CRC and an unknown compression method at once, on every import', {
    timeout: 15_000,
  }, async () => {
    const badCrc = xlsxOfRows([['卡号'], [demoCard()]], {
      tweak: (e) => (e.name.endsWith('sheet1.xml') ? { ...e, crc: 12345 } : e),
    });
    const unknownMethod = xlsxOfRows([['卡号'], [demoCard()]], {
      tweak: (e) => (e.name.endsWith('sheet1.xml') ? { ...e, method: 99 } : e),
    });
    for (const content of [badCrc, unknownMethod]) {
      const file = await uploadFile('broken.xlsx', content);
      for (const answer of await Promise.all(everyImport(file))) {
        expect(answer.code).toBe(BizCode.BAD_REQUEST);
        expect(answer.msg).toMatch(/文件|file/);
      }
      expect((await checkFile(file)).msg).toBe(
        'xlsx 文件已损坏或使用了不支持的压缩方式，请用 Excel 另存后再导入',
      );
    }
  });
});

describe('temp files left behind', () => {
  it('reads a sheet stored before its shared strings (as Excel writes it) without leaving a file', async () => {
    const excelOrder = xlsxOfRows([['卡号'], ['每行一个卡号'], [demoCard()], ['x'.repeat(50_000)]], {
      sheetFirst: true,
    });
    const file = await uploadFile('excel.xlsx', excelOrder);
    // The in-memory emulator keeps its uploads in the temp folder too: counted from here on.
    const before = tempFiles();
    for (let i = 0; i < 2; i++) {
      for (const answer of await Promise.all(everyImport(file))) expect(answer.code).not.toBe(500);
    }
    const check = await checkFile(file);
    expect(check).toMatchObject({ code: BizCode.OK, data: { total: 2, valid: 1 } });
    expect(tempFiles()).toBe(before);
  });
});

describe('descriptors left open', () => {
  it('closes the file of 50 failed imports and leaves no temp file', async () => {
    const junk = [
      ['random.xlsx', randomBytes(4096)],
      ['page.xlsx', '<!doctype html><html><body>not a workbook</body></html>'],
      ['cards.xlsx', `卡号\n${demoCard()}\n`],
      ['method.xlsx', xlsxOfRows([['卡号']], { tweak: (e) => ({ ...e, method: 99 }) })],
      ['cut.xlsx', xlsxOfRows([['卡号'], [demoCard()]]).subarray(0, 300)],
    ] as const;
    const files = await Promise.all(junk.map(([name, content]) => uploadFile(name, content)));
    await checkFile(files[0]!);
    const descriptors = openDescriptors();
    const temp = tempFiles();
    for (let i = 0; i < 50; i++) {
      const answer = await checkFile(files[i % files.length]!);
      expect(answer.code).toBe(BizCode.BAD_REQUEST);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(openDescriptors()).toBeLessThanOrEqual(descriptors);
    expect(tempFiles()).toBe(temp);
  });
});

describe('whole workbook in memory', () => {
  it('streams the voice batch and counts its blank rows against its 1,000 lines', async () => {
    const strings: string[] = [];
    const head = sheetXml(
      [
        [
          1,
          [
            [1, '卡号'],
            [2, '白名单号码'],
          ],
        ],
      ],
      strings,
    );
    const line = sheetXml(
      [
        [
          WHITELIST_BATCH_MAX_LINES + 10,
          [
            [1, demoCard()],
            [2, '13800000000'],
          ],
        ],
      ],
      strings,
    );
    const file = await uploadFile(
      'voice.xlsx',
      xlsx({ sheetData: head + blankRows(2, WHITELIST_BATCH_MAX_LINES + 5) + line, strings }),
    );
    const answer = await post('/voice/batch/action/', demo, { action: 'add', file_url: file }, 'en');
    expect(answer).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `A file may hold at most ${WHITELIST_BATCH_MAX_LINES} rows, blank ones included: delete the extra rows or split the file`,
    });
  });
});

describe('16,384 columns', () => {
  it('ignores the columns past the template and never stores them', async () => {
    const strings: string[] = [];
    const rows = sheetXml(
      [
        [1, [[1, '卡号']]],
        [
          2,
          [
            [1, demoCard()],
            [16_384, 'far'],
          ],
        ],
        [3, [[1, '12345'], ...Array.from({ length: 200 }, (_, i) => [i + 2, 'x'] as Cell)]],
      ],
      strings,
    );
    const check = await checkFile(await uploadFile('wide.xlsx', xlsx({ sheetData: rows, strings })));
    expect(check).toMatchObject({ code: BizCode.OK, data: { total: 2 } });
    const stored = taskRowsOf((check.data as { task_id: number }).task_id);
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.input.length).toBeLessThan(200);
      expect(JSON.parse(row.input).cells).toEqual([]);
    }
  });
});

describe('a 10 MB text cell', () => {
  // Random text does not compress: the size checks pass and each cell itself is refused.
  const long = () => randomBytes(150_000).toString('base64');
  const storedOf = (taskId: number) =>
    db
      .prepare<[number], { number: string; input: string }>(
        'select number, input from task_rows where task_id = ?',
      )
      .all(taskId);

  it('refuses an over-long cell for its row, and answers and stores it cut short', async () => {
    const card = demoCard();
    const file = await uploadFile(
      'sms.xlsx',
      xlsxOfRows([
        ['卡号', '短信内容'],
        [card, long()],
        [long(), 'hi'],
        [`${card}${long()}`, long()],
      ]),
    );
    const answer = await post('/sms/check/', demo, { target: 'file', file_url: file, content: 'hi' });
    expect(answer.code).toBe(BizCode.OK);
    expect(answer.bytes).toBeLessThan(20_000);
    const data = answer.data as { task_id: number; refused: number; bad_rows: { reason: string }[] };
    expect(data.refused).toBe(3);
    for (const row of storedOf(data.task_id))
      expect(row.number.length + row.input.length).toBeLessThan(1_500);
  });

  it("keeps only the template's columns of a batch row, each cut to what a screen shows", async () => {
    const file = await uploadFile(
      'carrier.xlsx',
      xlsxOfRows([
        ['卡号', '目标运营商', '目标套餐'],
        [demoCard(), long(), long(), long(), long()],
      ]),
    );
    const answer = await post('/batch/check/', demo, { kind: 'carrier_change', file_url: file });
    expect(answer.code).toBe(BizCode.OK);
    expect(answer.bytes).toBeLessThan(20_000);
    const [row] = storedOf((answer.data as { task_id: number }).task_id);
    const cells = JSON.parse(row!.input).cells as string[];
    expect(cells).toHaveLength(2);
    for (const cell of cells) expect(cell.length).toBeLessThanOrEqual(41);
  });
});

describe('export download skips its permission', () => {
  const download = (taskId: number, token: string) =>
    importer.request
      .get(`${API_BASE}/card/export/download/`)
      .query({ task_id: taskId })
      .set('Authorization', `JWT ${token}`);
  const perms = (body: object) =>
    importer.app.inject({ method: 'PUT', url: `${CONTROL_BASE}/users/demo/perms`, payload: body });

  it("checks the ledger's own code for a ledger export, and the owning client", async () => {
    const { task_id } = await importer.ok('startLedgerExport', { token: demo, body: {} });
    await importer.runTasks();
    const ledgerCodes = ['router_charge_account', 'router_export_log'];
    await perms({ revoke: ledgerCodes, scope: 'user' });
    const refused = await download(task_id, demo);
    expect(refused.body).toMatchObject({ code: BizCode.NO_PERMISSION });
    expect(refused.body.msg).toContain('账户');
    await perms({ grant: ledgerCodes, scope: 'user' });
    const allowed = await download(task_id, demo);
    expect(allowed.headers['content-type']).toContain('spreadsheetml');
    expect((await download(task_id, yunji)).body).toMatchObject({ code: 404 });
  });
});

describe('decisions: uploads, queued tasks, whose codes', () => {
  it('an upload belongs to the client that sent it: another client cannot import it', async () => {
    const file = await uploadFile('mine.xlsx', xlsxOfRows([['卡号'], [demoCard()]]));
    expect(await checkFile(file, yunji)).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '找不到上传的文件，请重新上传',
    });
    expect((await checkFile(file)).code).toBe(BizCode.OK);
  });

  it(`queues at most ${TASKS_QUEUED_MAX} tasks per client, refusing the next in its language`, async () => {
    const owner = importer.clientIdOf('yunji');
    const waiting = () =>
      db
        .prepare<[number], number>(
          "select count(*) from tasks where client_id = ? and status in ('pending', 'running', 'checked')",
        )
        .pluck()
        .get(owner)!;
    while (waiting() < TASKS_QUEUED_MAX) {
      expect((await post('/charge/account/export/', yunji, {})).code).toBe(BizCode.OK);
    }
    expect(await post('/charge/account/export/', yunji, {})).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: `已有 ${TASKS_QUEUED_MAX} 个任务在排队或等待确认，请等它们完成后再提交`,
    });
    expect((await post('/charge/account/export/', yunji, {}, 'en')).msg).toBe(
      `${TASKS_QUEUED_MAX} tasks are already queued or waiting for confirmation: wait for them to finish`,
    );
    expect(waiting()).toBe(TASKS_QUEUED_MAX);
    await importer.runTasks(3_600_000);
    expect((await post('/charge/account/export/', yunji, {})).code).toBe(BizCode.OK);
  });

  it("/user_func/ and /client_group_view/ both check the client account's codes, not the caller's", async () => {
    await importer.app.inject({
      method: 'PUT',
      url: `${CONTROL_BASE}/users/zhangwei/perms`,
      payload: { grant: ['router_user_func', 'router_perm_group'], scope: 'user' },
    });
    const staff = await importer.login('zhangwei', 'Demo1234');
    const staffCodes = db
      .prepare<[], string>(
        `select c.code from perm_group_codes c join users u on u.group_id = c.group_id where u.username = 'zhangwei'`,
      )
      .pluck()
      .all();
    expect(staffCodes).not.toContain('func_front_sor');
    const sub = db
      .prepare<[number], number>('select id from clients where parent_id = ? order by id limit 1')
      .pluck()
      .get(importer.clientIdOf('demo'))!;
    const funcs = await importer.ok('subCustomerFuncs', { token: staff, query: { client_id: sub } });
    expect(funcs.available.map((f) => f.code)).toContain('func_front_sor');
    const saved = await importer.api('saveSubCustomerFuncs', {
      token: staff,
      body: { client_id: sub, codes: ['func_front_sor'] },
    });
    expect(saved.code).toBe(BizCode.OK);
    const group = await importer.api('createPermGroup', {
      token: staff,
      body: { name: '风控组', codes: ['func_front_sor'] },
    });
    expect(group.code).toBe(BizCode.OK);
  });
});
