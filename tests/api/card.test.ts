import { beforeAll, describe, expect, it } from 'vitest';
import { BizCode, type CardRow, NUM_TYPES, type NumType } from '#contract';
import { build, type CallOptions, HOUR } from './helpers.ts';

const t = await build();

const DEMO = '深圳市智联物联科技有限公司';
const DEMO_SUB = '智联物联华南运营中心';
const YUNJI = '杭州云迹智能设备有限公司';

const COLUMNS: Record<NumType, string> = {
  msisdn: 'msisdn',
  iccid: 'iccid',
  imsi: 'imsi',
  eid: 'eid',
  oc_imsi: 'oc_imsi',
  o_iccid: 'o_iccid',
};

interface CardRecord {
  id: number;
  client_id: number;
  iccid: string;
  msisdn: string;
  imsi: string;
  expires_at: number | null;
}

const one = <T>(sql: string, ...params: unknown[]) => t.deps.sqlite.prepare<unknown[], T>(sql).get(...params);
const count = (where: string, ...params: unknown[]) =>
  one<{ n: number }>(`select count(*) as n from cards where ${where}`, ...params)!.n;

/** A card of `clientId`'s tree that has a number of the given type. */
const cardWith = (numType: NumType, where: string, id: number) =>
  one<CardRecord & { number: string }>(
    `select *, ${COLUMNS[numType]} as number from cards where ${where} and ${COLUMNS[numType]} is not null order by id limit 1`,
    id,
  )!;

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

const list = (query: CallOptions<'cardList'>['query'] = {}, token = demo) =>
  t.ok('cardList', { token, query });

describe('GET /card/get_id/', () => {
  it.each(NUM_TYPES)("finds a card of demo's tree by its full %s", async (numType) => {
    const card = cardWith(numType, 'main_client_id = ?', demoId);
    const data = await t.ok('cardGetId', { token: demo, query: { number: card.number, num_type: numType } });
    expect(data).toEqual({ card_id: card.id });
  });

  it('trims the number before searching', async () => {
    const card = cardWith('iccid', 'main_client_id = ?', demoId);
    const data = await t.ok('cardGetId', {
      token: demo,
      query: { number: ` ${card.iccid} `, num_type: 'iccid' },
    });
    expect(data.card_id).toBe(card.id);
  });

  it("lets a main client find its sub-client's card", async () => {
    const card = cardWith('msisdn', 'client_id = ?', subId);
    const data = await t.ok('cardGetId', { token: demo, query: { number: card.msisdn, num_type: 'msisdn' } });
    expect(data.card_id).toBe(card.id);
  });

  it("does not let a sub-client find its main client's own card", async () => {
    const card = cardWith('iccid', 'client_id = ?', demoId);
    const res = await t.api('cardGetId', {
      token: demoSub,
      query: { number: card.iccid, num_type: 'iccid' },
    });
    expect(res).toEqual({ code: BizCode.NOT_FOUND, msg: `未找到ICCID为 ${card.iccid} 的卡`, data: null });
  });

  it('answers 404 naming the number and its type when no card has it', async () => {
    const res = await t.api('cardGetId', {
      token: demo,
      query: { number: '89860400000000000000', num_type: 'iccid' },
    });
    expect(res).toEqual({
      code: BizCode.NOT_FOUND,
      msg: '未找到ICCID为 89860400000000000000 的卡',
      data: null,
    });
  });

  it('answers 404 in English when Accept-Language is en', async () => {
    const res = await t.api('cardGetId', {
      token: demo,
      lang: 'en',
      query: { number: '1440000000000', num_type: 'o_iccid' },
    });
    expect(res).toEqual({ code: BizCode.NOT_FOUND, msg: 'No card has O-ICCID 1440000000000', data: null });
  });

  it("does not find another client's card", async () => {
    const card = cardWith('iccid', 'main_client_id = ?', yunjiId);
    const res = await t.api('cardGetId', { token: demo, query: { number: card.iccid, num_type: 'iccid' } });
    expect(res.code).toBe(BizCode.NOT_FOUND);
    expect(res.msg).toContain(card.iccid);
    const own = await t.ok('cardGetId', { token: yunji, query: { number: card.iccid, num_type: 'iccid' } });
    expect(own.card_id).toBe(card.id);
  });

  it('does not find a card by a number of another type', async () => {
    const card = cardWith('iccid', 'main_client_id = ?', demoId);
    const res = await t.api('cardGetId', { token: demo, query: { number: card.iccid, num_type: 'msisdn' } });
    expect(res.code).toBe(BizCode.NOT_FOUND);
  });

  it('rejects an unknown num_type with 400 naming num_type', async () => {
    const res = await t.api('cardGetId', {
      token: demo,
      query: { number: '1', num_type: 'phone' as NumType },
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('num_type');
  });

  it('rejects a blank number with 400 naming number', async () => {
    const res = await t.api('cardGetId', { token: demo, query: { number: '   ', num_type: 'iccid' } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('number');
  });
});

describe('GET /card/list/ permissions', () => {
  it('sends a sub-client without router_card_list a 599 naming 卡列表', async () => {
    const res = await t.api('cardList', { token: demoSub });
    expect(res).toEqual({
      code: BizCode.NO_PERMISSION,
      msg: '当前用户无 卡列表 权限',
      data: { perm_names: ['卡列表'] },
    });
  });

  it('names the permission in English when Accept-Language is en', async () => {
    const res = await t.api('cardList', { token: demoSub, lang: 'en' });
    expect(res).toEqual({
      code: BizCode.NO_PERMISSION,
      msg: 'The current user lacks the Card list permission',
      data: { perm_names: ['Card list'] },
    });
  });

  it('sends a support user in the support view a 599 too', async () => {
    const res = await t.api('cardList', { token: await t.login('support') });
    expect(res.code).toBe(BizCode.NO_PERMISSION);
  });

  it('shows a sub-client granted router_card_list only its own cards', async () => {
    const userId = one<{ id: number }>("select id from users where username = 'demo_sub'")!.id;
    t.deps.sqlite
      .prepare(
        "insert into user_perm_overrides (user_id, code, effect) values (?, 'router_card_list', 'grant')",
      )
      .run(userId);
    try {
      const data = await list({ page_size: 50 }, demoSub);
      expect(data.total_count).toBe(count('client_id = ?', subId));
      expect(new Set(data.tableData.map((r) => r.client_name))).toEqual(new Set([DEMO_SUB]));
    } finally {
      t.deps.sqlite.prepare('delete from user_perm_overrides where user_id = ?').run(userId);
    }
    expect((await t.api('cardList', { token: demoSub })).code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('GET /card/list/ paging', () => {
  it("answers page 1 of 10 by default with demo's whole tree as total_count", async () => {
    const data = await list();
    expect(data.page).toBe(1);
    expect(data.page_size).toBe(10);
    expect(data.tableData).toHaveLength(10);
    expect(data.total_count).toBe(count('main_client_id = ?', demoId));
  });

  it("lists both demo's and its sub-client's cards, and nobody else's", async () => {
    const data = await list({ page_size: 50, page: 1 });
    const pages = [data, await list({ page_size: 50, page: 2 }), await list({ page_size: 50, page: 3 })];
    const names = new Set(pages.flatMap((p) => p.tableData.map((r) => r.client_name)));
    expect(names).toEqual(new Set([DEMO, DEMO_SUB]));
  });

  it('answers page_size 5 and 20 with that many rows', async () => {
    const five = await list({ page_size: 5 });
    const twenty = await list({ page_size: 20 });
    expect(five.tableData).toHaveLength(5);
    expect(five.page_size).toBe(5);
    expect(twenty.tableData).toHaveLength(20);
    expect(twenty.total_count).toBe(five.total_count);
  });

  it('answers page 2 with the rows after page 1', async () => {
    const page1 = await list({ page_size: 5, page: 1 });
    const page2 = await list({ page_size: 5, page: 2 });
    const twenty = await list({ page_size: 20 });
    expect(page2.page).toBe(2);
    const ids1 = page1.tableData.map((r) => r.id);
    const ids2 = page2.tableData.map((r) => r.id);
    expect(ids2.filter((id) => ids1.includes(id))).toEqual([]);
    expect([...ids1, ...ids2]).toEqual(twenty.tableData.slice(0, 10).map((r) => r.id));
  });

  it('answers the last page partly filled and a page past the end empty', async () => {
    const total = count('main_client_id = ?', demoId);
    const lastPage = Math.ceil(total / 50);
    const last = await list({ page_size: 50, page: lastPage });
    expect(last.tableData).toHaveLength(total - (lastPage - 1) * 50);
    const past = await list({ page_size: 50, page: lastPage + 1 });
    expect(past.tableData).toEqual([]);
    expect(past.total_count).toBe(total);
  });

  it('rejects a page_size outside 5, 10, 20, 30, 50 with 400', async () => {
    const res = await t.api('cardList', { token: demo, query: { page_size: 7 } });
    expect(res).toEqual({ code: BizCode.BAD_REQUEST, msg: '每页条数只能是 5、10、20、30 或 50', data: null });
    const en = await t.api('cardList', { token: demo, query: { page_size: 100 }, lang: 'en' });
    expect(en.msg).toBe('Page size must be 5, 10, 20, 30 or 50');
  });

  it('rejects page 0 with 400 naming page', async () => {
    const res = await t.api('cardList', { token: demo, query: { page: 0 } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('page');
  });
});

describe('GET /card/list/ rows', () => {
  it('answers each row as the database holds the card, dates in UTC+8', async () => {
    const data = await list({ page_size: 50 });
    for (const row of data.tableData) {
      const db = one<{
        iccid: string;
        msisdn: string;
        imsi: string;
        eid: string | null;
        carrier: CardRow['carrier'];
        status: CardRow['status'];
        usage_mb: number;
        addon_mb: number;
        activated_at: number | null;
        expires_at: number | null;
        plan_name: string;
        quota_mb: number;
        client_name: string;
        billing_group: string | null;
        project_group: string | null;
        real_name_status: CardRow['real_name_status'];
        tags: string | null;
        limited: number;
      }>(
        `select c.*, p.name as plan_name, p.quota_mb, k.name as client_name, g.name as billing_group,
           pg.name as project_group, exists (select 1 from speed_limited_cards s where s.card_id = c.id) as limited,
           (select group_concat(tag, '、') from (select tag from card_tags where card_id = c.id order by tag)) as tags
         from cards c join plans p on p.id = c.plan_id join clients k on k.id = c.client_id
           left join billing_groups g on g.id = c.billing_group_id
           left join project_groups pg on pg.id = c.project_group_id
         where c.id = ?`,
        row.id,
      )!;
      const day = (ms: number | null) =>
        ms === null ? null : new Date(ms + 8 * HOUR).toISOString().slice(0, 10);
      expect(row).toEqual({
        id: row.id,
        iccid: db.iccid,
        msisdn: db.msisdn,
        imsi: db.imsi,
        eid: db.eid,
        esim: db.eid !== null,
        carrier: db.carrier,
        status: db.status,
        speed_state: db.limited ? 'limited' : 'normal',
        plan_name: db.plan_name,
        usage_mb: db.usage_mb,
        quota_mb: db.quota_mb,
        addon_mb: db.addon_mb,
        usage_percent: Math.round((db.usage_mb / (db.quota_mb + db.addon_mb)) * 1000) / 10,
        activated_at: day(db.activated_at),
        expires_at: day(db.expires_at),
        client_name: db.client_name,
        billing_group: db.billing_group,
        project_group: db.project_group,
        real_name_status: db.real_name_status,
        tags: db.tags ?? '',
      } satisfies CardRow);
    }
  });

  it('shows yunji only its own cards', async () => {
    const data = await list({ page_size: 50 }, yunji);
    expect(data.total_count).toBe(count('main_client_id = ?', yunjiId));
    expect(data.tableData.every((r) => r.client_name === YUNJI)).toBe(true);
  });
});

describe('GET /card/list/ sorting', () => {
  it('sorts by usage_mb ascending', async () => {
    const usage = (await list({ sort: 'usage_mb', order: 'asc', page_size: 50 })).tableData.map(
      (r) => r.usage_mb,
    );
    expect(usage).toEqual([...usage].sort((a, b) => a - b));
    expect(usage[0]).toBe(
      one<{ u: number }>('select min(usage_mb) as u from cards where main_client_id = ?', demoId)!.u,
    );
  });

  it('sorts by usage_mb descending', async () => {
    const usage = (await list({ sort: 'usage_mb', order: 'desc', page_size: 50 })).tableData.map(
      (r) => r.usage_mb,
    );
    expect(usage).toEqual([...usage].sort((a, b) => b - a));
    expect(usage[0]).toBe(
      one<{ u: number }>('select max(usage_mb) as u from cards where main_client_id = ?', demoId)!.u,
    );
    expect(usage[0]).toBeGreaterThan(usage[usage.length - 1]!);
  });

  it('keeps the order stable across pages', async () => {
    const page1 = (await list({ sort: 'usage_mb', order: 'asc', page_size: 20 })).tableData;
    const page2 = (await list({ sort: 'usage_mb', order: 'asc', page_size: 20, page: 2 })).tableData;
    expect(page2[0]!.usage_mb).toBeGreaterThanOrEqual(page1[page1.length - 1]!.usage_mb);
    const ids = new Set([...page1, ...page2].map((r) => r.id));
    expect(ids.size).toBe(40);
  });

  it('sorts by expires_at both ways', async () => {
    const asc = (await list({ sort: 'expires_at', order: 'asc', status: 'active', page_size: 50 })).tableData;
    const desc = (await list({ sort: 'expires_at', order: 'desc', status: 'active', page_size: 50 }))
      .tableData;
    const dates = (rows: CardRow[]) => rows.map((r) => r.expires_at!);
    expect(dates(asc).every(Boolean)).toBe(true);
    expect(dates(asc)).toEqual([...dates(asc)].sort());
    expect(dates(desc)).toEqual([...dates(desc)].sort().reverse());
    expect(dates(asc)[0]! < dates(desc)[0]!).toBe(true);
  });

  it('sorts by iccid ascending', async () => {
    const iccids = (await list({ sort: 'iccid', order: 'asc', page_size: 30 })).tableData.map((r) => r.iccid);
    expect(iccids).toEqual([...iccids].sort());
  });

  it('rejects an unknown sort key with 400 naming sort', async () => {
    const res = await t.api('cardList', { token: demo, query: { sort: 'password' as 'iccid' } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('sort');
  });
});

describe('GET /card/list/ filters', () => {
  it.each(['active', 'pending', 'suspended'] as const)('filters by status %s', async (status) => {
    const data = await list({ status, page_size: 50 });
    expect(data.total_count).toBe(count('main_client_id = ? and status = ?', demoId, status));
    expect(data.total_count).toBeGreaterThan(0);
    expect(data.tableData.every((r) => r.status === status)).toBe(true);
  });

  it.each(['cmcc', 'cucc', 'ctcc'] as const)('filters by carrier %s', async (carrier) => {
    const data = await list({ carrier, page_size: 50 });
    expect(data.total_count).toBe(count('main_client_id = ? and carrier = ?', demoId, carrier));
    expect(data.total_count).toBeGreaterThan(0);
    expect(data.tableData.every((r) => r.carrier === carrier)).toBe(true);
  });

  it('combines status and carrier', async () => {
    const data = await list({ status: 'active', carrier: 'cmcc', page_size: 50 });
    expect(data.total_count).toBe(
      count("main_client_id = ? and status = 'active' and carrier = 'cmcc'", demoId),
    );
    expect(data.tableData.every((r) => r.status === 'active' && r.carrier === 'cmcc')).toBe(true);
  });

  it('finds exactly one row for a full ICCID', async () => {
    const card = cardWith('iccid', 'main_client_id = ?', demoId);
    const data = await list({ number: card.iccid });
    expect(data.total_count).toBe(1);
    expect(data.tableData.map((r) => r.id)).toEqual([card.id]);
  });

  it('ignores whitespace inside the number', async () => {
    const card = cardWith('iccid', 'main_client_id = ?', demoId);
    const spaced = `${card.iccid.slice(0, 6)} ${card.iccid.slice(6, 12)} ${card.iccid.slice(12)}`;
    const data = await list({ number: spaced });
    expect(data.tableData.map((r) => r.id)).toEqual([card.id]);
  });

  it('finds by a prefix only rows whose ICCID, MSISDN or IMSI starts with it', async () => {
    const card = cardWith('iccid', 'main_client_id = ?', demoId);
    const prefix = card.iccid.slice(0, 7);
    const data = await list({ number: prefix, page_size: 50 });
    const like = `${prefix}%`;
    expect(data.total_count).toBe(
      count(
        'main_client_id = ? and (iccid like ? or msisdn like ? or imsi like ?)',
        demoId,
        like,
        like,
        like,
      ),
    );
    expect(data.total_count).toBeGreaterThan(1);
    expect(data.total_count).toBeLessThan(count('main_client_id = ?', demoId));
    expect(data.tableData.map((r) => r.id)).toContain(card.id);
    for (const r of data.tableData) {
      expect([r.iccid, r.msisdn, r.imsi].some((n) => n.startsWith(prefix))).toBe(true);
    }
  });

  it('searches a prefix only in the column num_type names', async () => {
    const card = cardWith('msisdn', 'main_client_id = ?', demoId);
    const prefix = card.msisdn.slice(0, 5);
    const data = await list({ number: prefix, num_type: 'msisdn', page_size: 50 });
    expect(data.total_count).toBe(count('main_client_id = ? and msisdn like ?', demoId, `${prefix}%`));
    expect(data.total_count).toBeGreaterThan(1);
    expect(data.total_count).toBeLessThan(count('main_client_id = ?', demoId));
    expect(data.tableData.every((r) => r.msisdn.startsWith(prefix))).toBe(true);
    const asIccid = await list({ number: prefix, num_type: 'iccid' });
    expect(asIccid.total_count).toBe(0);
  });

  it('finds by a full EID with num_type eid', async () => {
    const card = cardWith('eid', 'main_client_id = ?', demoId);
    const data = await list({ number: card.number, num_type: 'eid' });
    expect(data.tableData.map((r) => r.id)).toEqual([card.id]);
  });

  it("finds nothing for another client's number", async () => {
    const card = cardWith('iccid', 'main_client_id = ?', yunjiId);
    const data = await list({ number: card.iccid });
    expect(data.total_count).toBe(0);
    expect(data.tableData).toEqual([]);
  });

  it('with expiring=1 lists the cards expiring this month in UTC+8', async () => {
    const [start, end] = [Date.UTC(2025, 9, 1) - 8 * HOUR, Date.UTC(2025, 10, 1) - 8 * HOUR];
    const data = await list({ expiring: '1', page_size: 50 });
    expect(data.total_count).toBe(
      count('main_client_id = ? and expires_at >= ? and expires_at < ?', demoId, start, end),
    );
    expect(data.total_count).toBeGreaterThan(0);
    expect(data.tableData.every((r) => r.expires_at?.startsWith('2025-10-'))).toBe(true);
    const header = await t.ok('indexHeader', { token: demo });
    expect(data.total_count).toBe(header.expiry_count);
  });

  it('matches the header counts for active and pending cards', async () => {
    const header = await t.ok('indexHeader', { token: demo });
    expect((await list({ status: 'active' })).total_count).toBe(header.normal_count);
    expect((await list({ status: 'pending' })).total_count).toBe(header.not_active);
    expect((await list()).total_count).toBe(header.count);
  });

  it('rejects an unknown status with 400 naming status', async () => {
    const res = await t.api('cardList', { token: demo, query: { status: 'lost' as 'active' } });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('status');
  });
});

describe('GET /card/list/ filters of groups, tags, real name and dates', () => {
  const DAY = 24 * HOUR;
  /** Midnight of a UTC+8 day, as the list reads `YYYY-MM-DD`. */
  const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - 8 * HOUR;
  const most = (column: string) =>
    one<{ v: number }>(
      `select ${column} as v from cards where main_client_id = ? and ${column} is not null
       group by ${column} order by count(*) desc limit 1`,
      demoId,
    )!.v;
  const tagCount = (tag: string, extra = '', ...params: unknown[]) =>
    count(
      `main_client_id = ? and exists (select 1 from card_tags t where t.card_id = cards.id and t.tag = ?) ${extra}`,
      demoId,
      tag,
      ...params,
    );

  it('filters by plan_id, billing_group_id and project_group_id, each total a plain count', async () => {
    for (const column of ['plan_id', 'billing_group_id', 'project_group_id'] as const) {
      const value = most(column);
      const data = await list({ [column]: value, page_size: 50 });
      expect(data.total_count, column).toBe(count(`main_client_id = ? and ${column} = ?`, demoId, value));
      expect(data.total_count, column).toBeGreaterThan(0);
    }
    const group = most('billing_group_id');
    const name = one<{ name: string }>('select name from billing_groups where id = ?', group)!.name;
    expect(
      (await list({ billing_group_id: group, page_size: 50 })).tableData.every(
        (r) => r.billing_group === name,
      ),
    ).toBe(true);
  });

  it('filters by each tag of demo, and shows the tags on the rows', async () => {
    const tags = t.deps.sqlite
      .prepare(
        'select distinct t.tag from card_tags t join cards c on c.id = t.card_id where c.main_client_id = ? order by t.tag',
      )
      .pluck()
      .all(demoId) as string[];
    expect(tags.length).toBeGreaterThan(1);
    for (const tag of tags) {
      const data = await list({ tag, page_size: 50 });
      expect(data.total_count, tag).toBe(tagCount(tag));
      expect(
        data.tableData.every((r) => r.tags.split('、').includes(tag)),
        tag,
      ).toBe(true);
    }
    expect((await list({ tag: '没有这个标签' })).total_count).toBe(0);
  });

  it.each(['unverified', 'reviewing', 'verified', 'rejected'] as const)(
    'filters by real-name status %s',
    async (status) => {
      const data = await list({ real_name_status: status, page_size: 50 });
      expect(data.total_count).toBe(count('main_client_id = ? and real_name_status = ?', demoId, status));
      expect(data.tableData.every((r) => r.real_name_status === status)).toBe(true);
    },
  );

  it('filters by activation and expiry date ranges, whole days in UTC+8, either end open', async () => {
    const cases: [Record<string, string>, string, unknown[]][] = [
      [
        { activated_start: '2025-01-01', activated_end: '2025-06-30' },
        'activated_at >= ? and activated_at < ?',
        [dayStart('2025-01-01'), dayStart('2025-06-30') + DAY],
      ],
      [{ activated_start: '2025-09-01' }, 'activated_at >= ?', [dayStart('2025-09-01')]],
      [
        { expires_start: '2025-10-15', expires_end: '2025-11-14' },
        'expires_at >= ? and expires_at < ?',
        [dayStart('2025-10-15'), dayStart('2025-11-14') + DAY],
      ],
      [{ expires_end: '2025-12-31' }, 'expires_at < ?', [dayStart('2025-12-31') + DAY]],
    ];
    for (const [query, where, params] of cases) {
      const data = await list({ ...query, page_size: 50 });
      expect(data.total_count, JSON.stringify(query)).toBe(
        count(`main_client_id = ? and ${where}`, demoId, ...params),
      );
      expect(data.total_count, JSON.stringify(query)).toBeGreaterThan(0);
    }
    const one = await list({ expires_start: '2025-10-15', expires_end: '2025-11-14', page_size: 50 });
    expect(one.tableData.every((r) => r.expires_at! >= '2025-10-15' && r.expires_at! <= '2025-11-14')).toBe(
      true,
    );
  });

  it('combines every kind of filter, sorted or not, each total a plain count', async () => {
    const plan = most('plan_id');
    const project = most('project_group_id');
    const group = most('billing_group_id');
    const combos: [Record<string, string | number>, string, unknown[]][] = [
      [{ status: 'active', plan_id: plan }, "status = 'active' and plan_id = ?", [plan]],
      [
        { billing_group_id: group, status: 'suspended', sort: 'usage_mb' },
        "billing_group_id = ? and status = 'suspended'",
        [group],
      ],
      [
        { project_group_id: project, real_name_status: 'verified', carrier: 'cmcc' },
        "project_group_id = ? and real_name_status = 'verified' and carrier = 'cmcc'",
        [project],
      ],
      [
        { activated_start: '2024-01-01', status: 'active', sort: 'expires_at', order: 'asc' },
        "activated_at >= ? and status = 'active'",
        [dayStart('2024-01-01')],
      ],
      [
        { number: '8986', plan_id: plan, expires_end: '2026-12-31' },
        "(iccid glob '8986*' or msisdn glob '8986*' or imsi glob '8986*') and plan_id = ? and expires_at < ?",
        [plan, dayStart('2026-12-31') + DAY],
      ],
    ];
    for (const [query, where, params] of combos) {
      const data = await list({ ...query, page_size: 50 } as never);
      expect(data.total_count, JSON.stringify(query)).toBe(
        count(`main_client_id = ? and ${where}`, demoId, ...params),
      );
    }
    const tag = t.deps.sqlite
      .prepare(
        'select t.tag from card_tags t join cards c on c.id = t.card_id where c.main_client_id = ? limit 1',
      )
      .pluck()
      .get(demoId) as string;
    const tagged = await list({ tag, status: 'active', sort: 'iccid', order: 'asc', page_size: 50 });
    expect(tagged.total_count).toBe(tagCount(tag, "and status = 'active'"));
    const iccids = tagged.tableData.map((r) => r.iccid);
    expect(iccids).toEqual([...iccids].sort());
  });

  it('answers a sub-client its own cards under the same filters', async () => {
    const userId = one<{ id: number }>("select id from users where username = 'demo_sub'")!.id;
    t.deps.sqlite
      .prepare(
        "insert into user_perm_overrides (user_id, code, effect) values (?, 'router_card_list', 'grant')",
      )
      .run(userId);
    try {
      const project = most('project_group_id');
      const data = await list({ project_group_id: project, page_size: 50 }, demoSub);
      expect(data.total_count).toBe(count('client_id = ? and project_group_id = ?', subId, project));
    } finally {
      t.deps.sqlite.prepare('delete from user_perm_overrides where user_id = ?').run(userId);
    }
  });

  it('rejects a malformed date, a backwards range and an unknown real-name status with 400', async () => {
    const bad = await t.api('cardList', { token: demo, query: { activated_start: '2025-13-01' } });
    expect(bad).toEqual({ code: BizCode.BAD_REQUEST, msg: '日期格式应为 YYYY-MM-DD', data: null });
    const backwards = await t.api('cardList', {
      token: demo,
      lang: 'en',
      query: { expires_start: '2025-12-01', expires_end: '2025-11-01' },
    });
    expect(backwards).toEqual({
      code: BizCode.BAD_REQUEST,
      msg: 'The end cannot precede the start',
      data: null,
    });
    const status = await t.api('cardList', {
      token: demo,
      query: { real_name_status: 'maybe' as 'verified' },
    });
    expect(status.code).toBe(BizCode.BAD_REQUEST);
    expect(status.msg).toContain('real_name_status');
    const plan = await t.api('cardList', { token: demo, query: { plan_id: 'x' as unknown as number } });
    expect(plan.code).toBe(BizCode.BAD_REQUEST);
    expect(plan.msg).toContain('plan_id');
  });
});

describe('GET /card/list/options/', () => {
  it('offers demo the plans its cards are on, its billing and project groups, and its tags', async () => {
    const options = await t.ok('cardListOptions', { token: demo });
    expect(options.plans.map((p) => p.id).sort()).toEqual(
      t.deps.sqlite
        .prepare('select distinct plan_id from cards where main_client_id = ? order by plan_id')
        .pluck()
        .all(demoId),
    );
    expect(options.billing_groups.map((g) => g.id)).toEqual(
      t.deps.sqlite
        .prepare('select id from billing_groups where main_client_id = ? order by id')
        .pluck()
        .all(demoId),
    );
    expect(options.project_groups.map((g) => g.name)).toEqual(
      t.deps.sqlite
        .prepare('select name from project_groups where main_client_id = ? order by id')
        .pluck()
        .all(demoId),
    );
    expect(options.tags).toEqual(
      t.deps.sqlite
        .prepare(
          'select distinct t.tag from card_tags t join cards c on c.id = t.card_id where c.main_client_id = ? order by t.tag',
        )
        .pluck()
        .all(demoId),
    );
  });

  it('offers yunji its own groups only, and sends demo_sub a 599', async () => {
    const options = await t.ok('cardListOptions', { token: yunji });
    const mine = new Set(
      t.deps.sqlite.prepare('select id from billing_groups where main_client_id = ?').pluck().all(yunjiId),
    );
    expect(options.billing_groups.every((g) => mine.has(g.id))).toBe(true);
    expect((await t.api('cardListOptions', { token: demoSub })).code).toBe(BizCode.NO_PERMISSION);
  });
});

describe('GET /card/list/ tableHeader', () => {
  it('labels the columns in Chinese by default', async () => {
    const { tableHeader } = await list();
    const status = tableHeader.find((c) => c.prop === 'status');
    expect(status?.label).toBe('卡状态');
    expect(tableHeader.find((c) => c.prop === 'carrier')?.label).toBe('运营商');
    expect(status?.type).toBe('status');
    if (status?.type !== 'status') throw new Error('status column is not a status column');
    expect(status.options.find((o) => o.value === 'active')).toEqual({
      value: 'active',
      label: '正使用',
      tone: 'success',
    });
  });

  it('has columns for billing group, project group, real-name status and tags, and row actions by code', async () => {
    const { tableHeader } = await list();
    expect(tableHeader.map((c) => [c.prop, c.type, c.label])).toEqual(
      expect.arrayContaining([
        ['billing_group', 'text', '计费组'],
        ['project_group', 'text', '项目组'],
        ['real_name_status', 'tag', '实名状态'],
        ['tags', 'text', '标签'],
      ]),
    );
    const actions = tableHeader.find((c) => c.prop === 'actions');
    if (actions?.type !== 'buttons') throw new Error('no buttons column');
    expect(actions.buttons.map((b) => [b.key, b.perm])).toEqual([
      ['activate', 'func_card_active'],
      ['stop', 'func_front_sor'],
      ['resume', 'func_front_sor'],
      ['add_on', 'func_llc_add_on'],
      ['change_carrier', 'func_change_carrier'],
      ['show_active', 'func_show_active'],
      ['used_detail', 'func_used_detail'],
    ]);
  });

  it('sends only the row buttons the caller holds the codes for (a forgotten check hides a button)', async () => {
    await t.request
      .put('/__emulator/users/demo/perms')
      .send({ revoke: ['func_front_sor', 'func_change_carrier'] })
      .expect(200);
    try {
      const { tableHeader } = await list({}, await t.login('demo'));
      const actions = tableHeader.find((c) => c.type === 'buttons');
      if (actions?.type !== 'buttons') throw new Error('no action column');
      expect(actions.buttons.map((b) => b.key)).toEqual(['activate', 'add_on', 'show_active', 'used_detail']);
      await t.request
        .put('/__emulator/users/demo/perms')
        .send({ revoke: ['func_card_active', 'func_llc_add_on', 'func_show_active', 'func_used_detail'] })
        .expect(200);
      const none = await list({}, await t.login('demo'));
      expect(none.tableHeader.some((c) => c.type === 'buttons')).toBe(false);
    } finally {
      t.deps.sqlite
        .prepare(
          "delete from user_perm_overrides where user_id = (select id from users where username = 'demo')",
        )
        .run();
    }
  });

  it('labels the columns in English with Accept-Language: en', async () => {
    const { tableHeader } = await t.ok('cardList', { token: demo, lang: 'en' });
    const status = tableHeader.find((c) => c.prop === 'status');
    expect(status?.label).toBe('Status');
    expect(tableHeader.find((c) => c.prop === 'carrier')?.label).toBe('Carrier');
    if (status?.type !== 'status') throw new Error('status column is not a status column');
    expect(status.options.find((o) => o.value === 'active')?.label).toBe('In use');
  });

  it('declares a column for every row field it shows, sortable where the list sorts', async () => {
    const { tableHeader, tableData } = await list();
    const rowKeys = Object.keys(tableData[0]!);
    expect(tableHeader.filter((c) => c.type !== 'buttons').every((c) => rowKeys.includes(c.prop))).toBe(true);
    expect(
      tableHeader
        .filter((c) => c.sortable)
        .map((c) => c.prop)
        .sort(),
    ).toEqual(['activated_at', 'expires_at', 'iccid', 'msisdn', 'usage_mb']);
  });
});
