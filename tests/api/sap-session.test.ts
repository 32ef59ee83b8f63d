import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { REATTACH_DAYS } from '../../db/sap-sessions.ts';
import { dayOf, dayStart } from '../../db/sap-traffic.ts';
import { build, NOW } from './helpers.ts';

const t = await build();

const all = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).all(...params);
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];
const count = (sql: string, ...params: unknown[]) => one<{ n: number }>(sql, ...params)!.n;
const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const DAY = 86_400_000;

let demo: string;
let yunji: string;
let sub: string;
let demoId: number;
let subId: number;

beforeAll(async () => {
  [demo, yunji, sub] = await Promise.all([t.login('demo'), t.login('yunji'), t.login('demo_sub')]);
  demoId = t.clientIdOf('demo');
  subId = t.clientIdOf('demo_sub');
});

const sessionsOfTree = (mainId: number) =>
  count(
    'select count(*) as n from card_sessions s join cards c on c.id = s.card_id where c.main_client_id = ?',
    mainId,
  );

describe('/sap_sim_session', () => {
  it("lists the seeded sessions of the caller's tree, newest first, with the card, radio and province", async () => {
    const page = await t.ok('sapSessionList', { token: demo, query: { page_size: 50 } });
    expect(page.total_count).toBe(sessionsOfTree(demoId));
    expect(page.total_count).toBeGreaterThan(50);
    const first = page.tableData[0]!;
    const card = one<{ iccid: string; imsi: string; main_client_id: number }>(
      'select iccid, imsi, main_client_id from cards where id = ?',
      first.card_id,
    )!;
    expect(first).toMatchObject({ iccid: card.iccid, imsi: card.imsi });
    expect(card.main_client_id).toBe(demoId);
    const starts = page.tableData.map((r) => r.started_at);
    expect([...starts].sort().reverse()).toEqual(starts);
    const closed = page.tableData.find((r) => r.ended_at !== '在线中')!;
    const stored = one<{ usage_kb: number; up_kb: number }>(
      'select usage_kb, up_kb from card_sessions where id = ?',
      closed.id,
    )!;
    expect(closed.up_kb + closed.down_kb).toBe(stored.usage_kb);
    expect(closed.up_kb).toBeGreaterThan(0);
    expect(closed.up_kb).toBeLessThan(closed.down_kb);
    expect(page.tableData.some((r) => r.ended_at === '在线中')).toBe(true);
    expect(first.province).not.toBe('');
    const en = await t.ok('sapSessionList', { token: demo, lang: 'en', query: { page_size: 50 } });
    expect(en.tableData.some((r) => r.ended_at === 'Online')).toBe(true);
    expect(en.tableHeader.map((h) => h.label)).toContain('Radio');
  });

  it('filters by card number, radio and start date; a sub-client sees its own cards only', async () => {
    const card = one<{ id: number; iccid: string }>(
      `select c.id, c.iccid from cards c join card_sessions s on s.card_id = c.id
       where c.main_client_id = ? group by c.id having count(*) > 1 order by c.id limit 1`,
      demoId,
    )!;
    const byCard = await t.ok('sapSessionList', { token: demo, query: { number: card.iccid } });
    expect(byCard.total_count).toBe(
      count('select count(*) as n from card_sessions where card_id = ?', card.id),
    );
    expect(byCard.tableData.every((r) => r.card_id === card.id)).toBe(true);

    const nb = await t.ok('sapSessionList', { token: demo, query: { rat: 'nb', page_size: 50 } });
    expect(nb.total_count).toBeGreaterThan(0);
    expect(nb.tableData.every((r) => r.rat === 'nb')).toBe(true);

    const today = new Date(NOW + 8 * 3_600_000).toISOString().slice(0, 10);
    const started = await t.ok('sapSessionList', {
      token: demo,
      query: { started_start: today, started_end: today },
    });
    expect(started.total_count).toBe(
      count(
        `select count(*) as n from card_sessions s join cards c on c.id = s.card_id
         where c.main_client_id = ? and s.started_at >= ? and s.started_at < ?`,
        demoId,
        dayStart(dayOf(NOW)),
        dayStart(dayOf(NOW) + 1),
      ),
    );

    const own = await t.ok('sapSessionList', { token: sub, query: { page_size: 50 } });
    expect(own.total_count).toBe(
      count(
        'select count(*) as n from card_sessions s join cards c on c.id = s.card_id where c.client_id = ?',
        subId,
      ),
    );
    const foreign = await t.ok('sapSessionList', { token: yunji, query: { number: card.iccid } });
    expect(foreign.total_count).toBe(0);
  });

  it('refuses malformed filters with a localised error', async () => {
    const bad = await t.api('sapSessionList', { token: demo, query: { rat: '6g' } as never });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
    const date = await t.api('sapSessionList', { token: demo, query: { started_start: 'yesterday' } });
    expect(date.code).toBe(BizCode.BAD_REQUEST);
  });

  it("is the card detail's sessions: the same rows, bytes and radio", async () => {
    const row = (await t.ok('sapSessionList', { token: demo, query: { page_size: 5 } })).tableData[0]!;
    const detail = await t.ok('cardSessions', { token: demo, query: { card_id: row.card_id } });
    const same = detail.tableData.find((r) => r.id === row.id)!;
    expect(same).toMatchObject({ up_kb: row.up_kb, down_kb: row.down_kb, rat: row.rat, ip: row.ip });
    expect(same.started_at).toBe(row.started_at);
  });

  it('ends and opens sessions as the clock passes the days: one open session a card, bytes counted at its end', async () => {
    const before = sessionsOfTree(demoId);
    const open = count(
      `select count(*) as n from card_sessions s join cards c on c.id = s.card_id
       where c.main_client_id = ? and s.ended_at is null`,
      demoId,
    );
    await advance(REATTACH_DAYS * DAY);
    demo = await t.login('demo');
    const after = sessionsOfTree(demoId);
    // Over a week every active card's turn came once.
    const active = count(
      "select count(*) as n from cards where main_client_id = ? and status = 'active'",
      demoId,
    );
    expect(after - before).toBeGreaterThan(active / 2);
    expect(after - before).toBeLessThanOrEqual(active);
    // No card has two open sessions, and none ends before it started.
    expect(
      count(
        `select count(*) as n from (select card_id from card_sessions where ended_at is null
         group by card_id having count(*) > 1)`,
      ),
    ).toBe(0);
    expect(count('select count(*) as n from card_sessions where ended_at < started_at')).toBe(0);
    expect(
      count(
        `select count(*) as n from card_sessions s join cards c on c.id = s.card_id
         where c.main_client_id = ? and s.ended_at is null`,
        demoId,
      ),
    ).toBeGreaterThanOrEqual(open);
    // The sessions the clock ended have their bytes; the newest of the list is one it opened.
    const ended = one<{ usage_kb: number; up_kb: number; ended_at: number }>(
      `select usage_kb, up_kb, ended_at from card_sessions where ended_at > ? order by ended_at desc limit 1`,
      NOW,
    )!;
    expect(ended.usage_kb).toBeGreaterThan(ended.up_kb);
    expect(ended.up_kb).toBeGreaterThan(0);
    const page = await t.ok('sapSessionList', { token: demo, query: { page_size: 5 } });
    expect(page.total_count).toBe(after);
    expect(page.tableData[0]!.ended_at).toBe('在线中');
  });
});

describe('POST /sap_sim_session/export/', () => {
  it('exports the filtered sessions as a task listed in the export log, with its file', async () => {
    const n = count(
      `select count(*) as n from card_sessions s join cards c on c.id = s.card_id
       where c.main_client_id = ? and s.rat = 'nb'`,
      demoId,
    );
    const started = await t.ok('startSapSessionExport', { token: demo, body: { rat: 'nb' } });
    expect(started.total).toBe(n);
    await t.runTasks();
    const log = await t.ok('exportLogList', { token: demo, query: { kind: 'sap_session_export' } });
    const row = log.tableData.find((r) => r.id === started.task_id)!;
    expect(row).toMatchObject({
      status: 'done',
      kind: 'sap_session_export',
      total: n,
      filters: '接入制式：NB-IoT',
    });
    const file = await t.request.get(row.download!);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');

    const none = await t.api('startSapSessionExport', { token: demo, body: { ip: '1.1.1.1' } });
    expect(none.code).toBe(BizCode.BAD_REQUEST);
    expect(none.msg).toBe('当前筛选条件下没有会话记录，无需导出');
    const before = count('select count(*) as n from tasks');
    const bad = await t.api('startSapSessionExport', { token: demo, body: { rat: 'wifi' } as never });
    expect(bad.code).toBe(BizCode.BAD_REQUEST);
    expect(count('select count(*) as n from tasks')).toBe(before);
  });

  it('answers 599 naming the page without the code', async () => {
    const user = one<{ group_id: number }>('select group_id from users where username = ?', 'yunji')!;
    t.deps.sqlite
      .prepare("delete from perm_group_codes where group_id = ? and code = 'router_sap_sim_session'")
      .run(user.group_id);
    try {
      const token = await t.login('yunji');
      const list = await t.api('sapSessionList', { token });
      expect(list.code).toBe(BizCode.NO_PERMISSION);
      expect(list.msg).toContain('会话查询');
      expect((await t.api('startSapSessionExport', { token, body: {} })).code).toBe(BizCode.NO_PERMISSION);
    } finally {
      t.deps.sqlite
        .prepare("insert into perm_group_codes (group_id, code) values (?, 'router_sap_sim_session')")
        .run(user.group_id);
    }
  });
});
