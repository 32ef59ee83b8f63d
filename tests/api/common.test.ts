import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, CLIENT_SEARCH_PAGE_SIZE, UPLOAD_MAX_BYTES } from '#contract';
import { assertMatchesContract, build } from './helpers.ts';

const t = await build();

const DEMO = '深圳市智联物联科技有限公司';
const DEMO_SUB = '智联物联华南运营中心';
const YUNJI = '杭州云迹智能设备有限公司';

const clientsWhere = (where: string, ...params: unknown[]) =>
  t.deps.sqlite
    .prepare<unknown[], { id: number; text: string }>(
      `select id, name as text from clients where ${where} order by id`,
    )
    .all(...params);

describe('GET /client/search/: who sees which clients', () => {
  it('shows a main client itself and its sub-clients, in id order', async () => {
    const data = await t.ok('clientSearch', { token: await t.login('demo') });
    expect(data.items).toEqual(clientsWhere('main_id = ?', t.clientIdOf('demo')));
    expect(data.items.map((c) => c.text)).toEqual([DEMO, DEMO_SUB]);
    expect(data.pagination.more).toBe(false);
  });

  it('shows a sub-client only itself', async () => {
    const data = await t.ok('clientSearch', { token: await t.login('demo_sub') });
    expect(data.items).toEqual([{ id: t.clientIdOf('demo_sub'), text: DEMO_SUB }]);
  });

  it('shows another main client none of demo’s clients', async () => {
    const data = await t.ok('clientSearch', { token: await t.login('yunji') });
    expect(data.items.map((c) => c.text)).toEqual([YUNJI]);
  });

  it('shows a support user every client', async () => {
    const data = await t.ok('clientSearch', { token: await t.login('support') });
    expect(data.items).toEqual(clientsWhere('1').slice(0, CLIENT_SEARCH_PAGE_SIZE));
  });

  it('searches by part of the name, within the caller’s clients', async () => {
    const support = await t.ok('clientSearch', { token: await t.login('support'), query: { q: ' 云迹 ' } });
    expect(support.items.map((c) => c.text)).toEqual([YUNJI]);
    const demo = await t.ok('clientSearch', { token: await t.login('demo'), query: { q: '云迹' } });
    expect(demo.items).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    const data = await t.ok('clientSearch', { token: await t.login('support'), query: { q: '%' } });
    expect(data.items).toEqual([]);
  });

  it('resolves a client_id to its text, only within the caller’s clients', async () => {
    const subId = t.clientIdOf('demo_sub');
    const demo = await t.ok('clientSearch', { token: await t.login('demo'), query: { client_id: subId } });
    expect(demo.items).toEqual([{ id: subId, text: DEMO_SUB }]);
    const yunji = await t.ok('clientSearch', { token: await t.login('yunji'), query: { client_id: subId } });
    expect(yunji.items).toEqual([]);
  });

  it('refuses page 0 with a message naming the field', async () => {
    const res = await t.api('clientSearch', { token: await t.login('demo'), query: { page: 0 } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('page');
  });
});

describe('GET /client/search/: pages of 20', () => {
  beforeAll(() => {
    const yunjiId = t.clientIdOf('yunji');
    const insert = t.deps.sqlite.prepare(
      'insert into clients (name, parent_id, main_id, created_at) values (?, ?, ?, ?)',
    );
    for (let i = 1; i <= 25; i++) insert.run(`云迹分部${String(i).padStart(2, '0')}`, yunjiId, yunjiId, 0);
  });

  it('answers 20 clients with more=true, then the other 6 with more=false', async () => {
    const token = await t.login('yunji');
    const first = await t.ok('clientSearch', { token });
    expect(first.items).toHaveLength(CLIENT_SEARCH_PAGE_SIZE);
    expect(first.items[0]?.text).toBe(YUNJI);
    expect(first.pagination.more).toBe(true);
    const second = await t.ok('clientSearch', { token, query: { page: 2 } });
    expect(second.items.map((c) => c.text)).toEqual(
      ['20', '21', '22', '23', '24', '25'].map((n) => `云迹分部${n}`),
    );
    expect(second.pagination.more).toBe(false);
    const third = await t.ok('clientSearch', { token, query: { page: 3 } });
    expect(third).toEqual({ items: [], pagination: { more: false } });
  });

  it('pages a search the same way', async () => {
    const token = await t.login('support');
    const first = await t.ok('clientSearch', { token, query: { q: '分部' } });
    expect(first.pagination.more).toBe(true);
    const second = await t.ok('clientSearch', { token, query: { q: '分部', page: 2 } });
    expect(second.items).toHaveLength(5);
    expect(second.pagination.more).toBe(false);
  });
});

describe('POST /upload/file/ and GET /upload/file/{id}/', () => {
  const stored: string[] = [];
  afterAll(async () => {
    for (const url of stored) {
      const id = url.split('/').at(-2)!;
      await rm(join(t.deps.uploadDir, id), { recursive: true, force: true });
    }
  });

  const upload = async (
    file: { field?: string; name: string; content: Buffer | string } | null,
    options: { token?: string | null; lang?: string } = {},
  ) => {
    const token = options.token === undefined ? await t.login('demo') : options.token;
    let req = t.request.post(`${API_BASE}/upload/file/`);
    if (token) req = req.set('Authorization', `JWT ${token}`);
    if (options.lang) req = req.set('Accept-Language', options.lang);
    if (file) req = req.attach(file.field ?? 'input_file', Buffer.from(file.content), file.name);
    const res = await req;
    expect(res.status).toBe(200);
    if (res.body.code === BizCode.OK) {
      assertMatchesContract('uploadFile', res.body.data);
      stored.push(res.body.data.file_url);
    }
    return res.body as {
      code: number;
      msg: string;
      data: { file_url: string; file_name: string; size: number };
    };
  };

  it('stores input_file and serves it back under its original name', async () => {
    const content = 'iccid,remark\n89860112345678901234,测试\n';
    const res = await upload({ name: '卡号 导入.csv', content });
    expect(res.code).toBe(BizCode.OK);
    expect(res.data.file_name).toBe('卡号 导入.csv');
    expect(res.data.size).toBe(Buffer.byteLength(content));
    expect(res.data.file_url).toMatch(/^\/ep\/api\/upload\/file\/[0-9a-f]{24}\/$/);

    const download = await t.request.get(res.data.file_url);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('卡号 导入.csv')}`,
    );
    expect(download.text).toBe(content);
  });

  it('accepts a file of exactly 10 MB and refuses one byte more, in the caller’s language', async () => {
    const exact = await upload({ name: 'big.xlsx', content: Buffer.alloc(UPLOAD_MAX_BYTES, 1) });
    expect(exact.code).toBe(BizCode.OK);
    expect(exact.data.size).toBe(UPLOAD_MAX_BYTES);
    const tooBig = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1);
    const zh = await upload({ name: 'big.xlsx', content: tooBig });
    expect(zh).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '文件大小不能超过 10 MB' });
    const en = await upload({ name: 'big.xlsx', content: tooBig }, { lang: 'en' });
    expect(en.msg).toBe('The file must not be larger than 10 MB');
  });

  it('refuses a type outside the allowed list, naming the allowed ones', async () => {
    const res = await upload({ name: 'setup.exe', content: 'MZ' });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toBe('文件类型不正确，仅支持 xlsx、xls、csv、txt、pdf、png、jpg、jpeg 格式');
    const noExtension = await upload({ name: 'README', content: 'x' }, { lang: 'en' });
    expect(noExtension.msg).toBe(
      'Wrong file type: only xlsx, xls, csv, txt, pdf, png, jpg, jpeg files are accepted',
    );
  });

  it('accepts upper-case extensions and keeps only the base name of a path', async () => {
    const res = await upload({ name: 'C:\\Users\\me\\PHOTO.JPG', content: 'jpeg' });
    expect(res.code).toBe(BizCode.OK);
    expect(res.data.file_name).toBe('PHOTO.JPG');
  });

  it('refuses an empty file', async () => {
    const res = await upload({ name: 'empty.txt', content: '' });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '文件内容为空' });
  });

  it('refuses a file under another field, or no multipart body at all, naming input_file', async () => {
    const other = await upload({ field: 'file', name: 'a.csv', content: 'a' });
    expect(other).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '请选择要上传的文件（表单字段 input_file）',
    });
    const none = await upload(null);
    expect(none.code).toBe(BizCode.BAD_REQUEST);
    expect(none.msg).toContain('input_file');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0123456789abcdef01234567', '..%2F..%2Fetc']) {
      const res = await t.request.get(`${API_BASE}/upload/file/${id}/`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ code: BizCode.NOT_FOUND, msg: '文件不存在或已被删除' });
    }
  });
});
