import { beforeEach, describe, expect, it } from 'vitest';
import { API_BASE, BizCode, endpoints, SESSION_HEADER } from '#contract';
import { notifyReview } from '../../server/services/notices.ts';
import { build, HOUR, NOW } from './helpers.ts';

const t = await build();
const DAY = 24 * HOUR;

const UPGRADE = '关于运营商系统升级期间暂停停复机操作的通知';
const SPRING_FESTIVAL = '春节期间客服服务时间调整';
const LOCATION = '新功能上线：卡片位置查询';
const YUNJI_FILING = '关于贵司物联网卡使用场景报备的提醒';
const EXPIRED = '平台例行维护通知';
const SURVEY = '平台使用满意度调查';

const unreadTitles = async (token: string) =>
  (await t.ok('unreadNotices', { token })).items.map((n) => n.title);

const noticeId = (title: string) =>
  t.deps.sqlite.prepare<[string], { id: number }>('select id from notices where title = ?').get(title)!.id;

const GOOD_ANSWERS = { overall: '满意', most_used: '卡片查询与管理', suggestions: '希望增加短信模板' };

// Every test starts from the seeded world (and so logs in again: the reset drops the tokens).
beforeEach(async () => {
  await t.request.post('/__emulator/reset').expect(200);
});

describe("notifyReview: the notice of a review queue's decision", () => {
  it("tells the submitter's client tree, in both languages, with the reviewer's text escaped", async () => {
    const sub = t.clientIdOf('demo_sub');
    notifyReview(
      t.deps.sqlite,
      sub,
      { item: 'perm.router_speccard_resume', ref: 'SR001', rejected: '<b>证明不清晰</b>' },
      NOW - 1,
    );
    notifyReview(
      t.deps.sqlite,
      sub,
      { item: 'perm.router_speccard_resume', ref: 'SR002', rejected: null },
      NOW,
    );
    const zh = (await t.ok('unreadNotices', { token: await t.login('demo_sub') })).items.slice(-2);
    expect(zh.map((n) => n.content)).toEqual([
      '您提交的特殊卡复机（SR001）未通过审核，原因：&lt;b&gt;证明不清晰&lt;/b&gt;',
      '您提交的特殊卡复机（SR002）已通过审核。',
    ]);
    // The main client sees its sub-client's outcome too; yunji does not.
    const en = (await t.ok('unreadNotices', { token: await t.login('demo'), lang: 'en' })).items.slice(-2);
    expect(en.map((n) => n.title)).toEqual([expect.stringMatching(/^Review of your /), expect.any(String)]);
    expect(en[1]!.content).toMatch(/\(SR002\) was approved\.$/);
    expect(await unreadTitles(await t.login('yunji'))).not.toContain(zh[0]!.title);
  });
});

describe('GET /unread/marquees/', () => {
  it("lists demo's published notices oldest first, without the expired one or another client's", async () => {
    const token = await t.login('demo');
    const { items } = await t.ok('unreadNotices', { token });
    expect(items.map((n) => n.title)).toEqual([UPGRADE, SPRING_FESTIVAL, LOCATION]);
    expect(items.map((n) => n.published_at)).toEqual([...items.map((n) => n.published_at)].sort());
    expect(items[0]!.content).toMatch(/<strong>.+<\/strong>/);
    expect(items[0]!.content).toContain('<li>');
    expect(items[2]!.content).toContain('<a href="#/locate_funcbrief">');
    expect(items.map((n) => n.title)).not.toContain(EXPIRED);
  });

  it('shows a main client the notice addressed to it, and its sub-client the notices for clients', async () => {
    expect(await unreadTitles(await t.login('yunji'))).toEqual([
      UPGRADE,
      SPRING_FESTIVAL,
      YUNJI_FILING,
      LOCATION,
    ]);
    expect(await unreadTitles(await t.login('demo_sub'))).toEqual([UPGRADE, SPRING_FESTIVAL, LOCATION]);
  });

  it('shows support only the notices for everyone, also when switched into a customer', async () => {
    const token = await t.login('support');
    expect(await unreadTitles(token)).toEqual([UPGRADE, SPRING_FESTIVAL]);
    const switched = await t.ok('switchAccount', { token, body: { client_id: t.clientIdOf('demo') } });
    expect(await unreadTitles(switched.token)).toEqual([UPGRADE, SPRING_FESTIVAL]);
  });

  it('answers titles and content in English with Accept-Language en', async () => {
    const token = await t.login('demo');
    const { items } = await t.ok('unreadNotices', { token, lang: 'en' });
    expect(items.map((n) => n.title)).toEqual([
      'Suspend and resume paused during the carrier system upgrade',
      'Customer service hours during the Spring Festival',
      'New: card location lookup',
    ]);
    expect(items[0]!.content).toContain('Dear customer');
  });

  it('shows a notice from its publication time until it expires', async () => {
    t.deps.sqlite
      .prepare(
        `insert into notices (title, title_en, content, content_en, audience, published_at, expires_at)
         values ('定时公告', 'Scheduled', '<p>内容</p>', '<p>Content</p>', 'all', ?, ?)`,
      )
      .run(NOW + DAY, NOW + 2 * DAY);
    // A fresh login at each time: tokens last 10 hours.
    const titlesAt = async (at: number) => {
      t.deps.clock.set(at);
      return unreadTitles(await t.login('demo'));
    };
    try {
      expect(await titlesAt(NOW + DAY - 1)).not.toContain('定时公告');
      expect(await titlesAt(NOW + DAY)).toContain('定时公告');
      expect(await titlesAt(NOW + 2 * DAY)).not.toContain('定时公告');
    } finally {
      t.deps.clock.reset();
    }
  });
});

describe('POST /unread/marquees/', () => {
  it('marks a notice read: it leaves the unread list and shows read in the platform notices', async () => {
    const token = await t.login('demo');
    const id = noticeId(UPGRADE);
    expect(await t.ok('markNoticeRead', { token, body: { mq_id: id } })).toEqual({ mq_id: id, read: true });
    expect(await unreadTitles(token)).toEqual([SPRING_FESTIVAL, LOCATION]);
    const { items } = await t.ok('platformNotices', { token });
    expect(items.map((n) => [n.title, n.read])).toEqual([
      [LOCATION, false],
      [SPRING_FESTIVAL, false],
      [UPGRADE, true],
    ]);
  });

  it('is idempotent, form-encoded too', async () => {
    const token = await t.login('demo');
    const id = noticeId(LOCATION);
    await t.ok('markNoticeRead', { token, body: { mq_id: id } });
    expect(await t.ok('markNoticeRead', { token, body: { mq_id: id }, form: true })).toEqual({
      mq_id: id,
      read: true,
    });
    expect(await unreadTitles(token)).toEqual([UPGRADE, SPRING_FESTIVAL]);
  });

  it('keeps read state per user: demo_sub still sees what demo read', async () => {
    const demo = await t.login('demo');
    await t.ok('markNoticeRead', { token: demo, body: { mq_id: noticeId(UPGRADE) } });
    expect(await unreadTitles(await t.login('demo_sub'))).toEqual([UPGRADE, SPRING_FESTIVAL, LOCATION]);
  });

  it('answers 404 in the caller language for an unknown, expired or foreign notice', async () => {
    const token = await t.login('demo');
    expect(await t.api('markNoticeRead', { token, body: { mq_id: 9999 } })).toMatchObject({
      code: BizCode.NOT_FOUND,
      msg: '公告不存在（ID 9999）',
    });
    expect(await t.api('markNoticeRead', { token, body: { mq_id: 9999 }, lang: 'en' })).toMatchObject({
      code: BizCode.NOT_FOUND,
      msg: 'No notice with id 9999',
    });
    for (const title of [EXPIRED, YUNJI_FILING]) {
      expect((await t.api('markNoticeRead', { token, body: { mq_id: noticeId(title) } })).code).toBe(
        BizCode.NOT_FOUND,
      );
    }
  });

  it('refuses a missing mq_id with a 400 naming it', async () => {
    const token = await t.login('demo');
    const res = await t.api('markNoticeRead', { token, body: {} });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toContain('mq_id');
  });
});

describe('GET /platform/notices/', () => {
  it('pages the notices newest first with the total count', async () => {
    const token = await t.login('demo');
    const first = await t.ok('platformNotices', { token, query: { page: 1, page_size: 2 } });
    expect(first.total_count).toBe(3);
    expect(first.items.map((n) => n.title)).toEqual([LOCATION, SPRING_FESTIVAL]);
    const second = await t.ok('platformNotices', { token, query: { page: 2, page_size: 2 } });
    expect(second.items.map((n) => n.title)).toEqual([UPGRADE]);
  });

  it('needs a login', async () => {
    expect((await t.api('platformNotices')).code).toBe(BizCode.TOKEN_INVALID);
  });
});

describe('GET /questionnaire/', () => {
  it('asks demo the satisfaction survey: two single choices of 4 options and one free text', async () => {
    const token = await t.login('demo');
    const { questionnaire } = await t.ok('currentQuestionnaire', { token });
    expect(questionnaire).toMatchObject({ title: SURVEY, url: expect.stringMatching(/^https:\/\//) });
    expect(questionnaire!.questions.map((q) => [q.id, q.options.length])).toEqual([
      ['overall', 4],
      ['most_used', 4],
      ['suggestions', 0],
    ]);
    expect(questionnaire!.questions[0]!.options).toEqual(['非常满意', '满意', '一般', '不满意']);
  });

  it('answers the survey in English with Accept-Language en', async () => {
    const token = await t.login('demo');
    const { questionnaire } = await t.ok('currentQuestionnaire', { token, lang: 'en' });
    expect(questionnaire!.title).toBe('Platform satisfaction survey');
    expect(questionnaire!.questions[0]!.options).toEqual([
      'Very satisfied',
      'Satisfied',
      'Neutral',
      'Dissatisfied',
    ]);
  });

  it('asks support nothing, switched into a customer or not', async () => {
    const token = await t.login('support');
    expect(await t.ok('currentQuestionnaire', { token })).toEqual({ questionnaire: null });
    const switched = await t.ok('switchAccount', { token, body: { client_id: t.clientIdOf('demo') } });
    expect(await t.ok('currentQuestionnaire', { token: switched.token })).toEqual({ questionnaire: null });
  });

  it('returns a survey by questionnaire_id, and 404s an unknown one', async () => {
    const token = await t.login('demo');
    const { questionnaire } = await t.ok('currentQuestionnaire', { token, query: { questionnaire_id: 1 } });
    expect(questionnaire!.title).toBe(SURVEY);
    expect(await t.api('currentQuestionnaire', { token, query: { questionnaire_id: 99 } })).toMatchObject({
      code: BizCode.NOT_FOUND,
      msg: '问卷不存在（ID 99）',
    });
  });
});

describe('POST /questionnaire/', () => {
  const survey = async (token: string) => (await t.ok('currentQuestionnaire', { token })).questionnaire!;

  it('refuses an answer to a question the survey does not have, naming it', async () => {
    const token = await t.login('demo');
    const { id } = await survey(token);
    const res = await t.api('completeQuestionnaire', {
      token,
      body: { questionnaire_id: id, answers: { ...GOOD_ANSWERS, q9: '是' } },
    });
    expect(res).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '问卷中没有问题 q9' });
  });

  it('refuses a choice that is not one of the options, naming the question and listing them', async () => {
    const token = await t.login('demo');
    const { id } = await survey(token);
    const res = await t.api('completeQuestionnaire', {
      token,
      body: { questionnaire_id: id, answers: { ...GOOD_ANSWERS, overall: '还行' } },
    });
    expect(res).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: '“您对平台的整体使用体验是否满意？”的答案须为以下选项之一：非常满意、满意、一般、不满意',
    });
    const en = await t.api('completeQuestionnaire', {
      token,
      lang: 'en',
      body: { questionnaire_id: id, answers: { overall: 'Satisfied' } },
    });
    expect(en).toMatchObject({
      code: BizCode.BAD_REQUEST,
      msg: 'Please answer: Which feature do you use most?',
    });
  });

  it('answers 404 for an unknown questionnaire', async () => {
    const token = await t.login('demo');
    expect(
      await t.api('completeQuestionnaire', {
        token,
        lang: 'en',
        body: { questionnaire_id: 99, answers: GOOD_ANSWERS },
      }),
    ).toMatchObject({ code: BizCode.NOT_FOUND, msg: 'No questionnaire with id 99' });
  });

  it('records the answers once: the survey is no longer asked, and a second submission is refused', async () => {
    const token = await t.login('demo');
    const { id } = await survey(token);
    expect(
      await t.ok('completeQuestionnaire', { token, body: { questionnaire_id: id, answers: GOOD_ANSWERS } }),
    ).toEqual({ completed: true });
    expect(await t.ok('currentQuestionnaire', { token })).toEqual({ questionnaire: null });
    expect(
      await t.api('completeQuestionnaire', { token, body: { questionnaire_id: id, answers: GOOD_ANSWERS } }),
    ).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '已提交过该问卷，感谢您的参与' });
    // Still reachable by its id, and still asked of another user.
    expect(
      (await t.ok('currentQuestionnaire', { token, query: { questionnaire_id: id } })).questionnaire!.id,
    ).toBe(id);
    expect((await survey(await t.login('demo_sub'))).id).toBe(id);
  });

  it('accepts the options in English and stores them in Chinese, free text optional', async () => {
    const token = await t.login('yunji');
    await t.ok('completeQuestionnaire', {
      token,
      lang: 'en',
      body: { questionnaire_id: 1, answers: { overall: 'Very satisfied', most_used: 'Usage warnings' } },
    });
    const row = t.deps.sqlite
      .prepare<[], { answers: string }>(
        "select answers from questionnaire_answers a join users u on u.id = a.user_id where u.username = 'yunji'",
      )
      .get()!;
    expect(JSON.parse(row.answers)).toEqual({ overall: '非常满意', most_used: '用量预警' });
  });

  it('refuses support, which is asked no survey', async () => {
    const token = await t.login('support');
    expect(
      await t.api('completeQuestionnaire', { token, body: { questionnaire_id: 1, answers: GOOD_ANSWERS } }),
    ).toMatchObject({ code: BizCode.BAD_REQUEST, msg: '问卷仅面向客户账号' });
  });
});

describe('emulator worlds', () => {
  /** A call in a named world (X-Emulator-Session); returns the envelope. */
  const inWorld = async (
    session: string,
    name: keyof typeof endpoints,
    token?: string,
    body?: object,
  ): Promise<{ code: number; data: never }> => {
    const { method, path } = endpoints[name];
    let req = (method === 'GET' ? t.request.get(API_BASE + path) : t.request.post(API_BASE + path)).set(
      SESSION_HEADER,
      session,
    );
    if (token) req = req.set('Authorization', `JWT ${token}`);
    return (await (body ? req.send(body) : req)).body;
  };
  const loginIn = async (session: string) =>
    (await inWorld(session, 'login', undefined, { username: 'demo', password: 'Demo1234' })).data as {
      token: string;
    };

  it('keeps reads and answers in their own world, and forgets them on reset', async () => {
    const session = 'layout-notices';
    const { token } = await loginIn(session);
    const unread = async () =>
      ((await inWorld(session, 'unreadNotices', token)).data as { items: unknown[] }).items.length;
    expect(await unread()).toBe(3);
    await inWorld(session, 'markNoticeRead', token, { mq_id: noticeId(UPGRADE) });
    const answered = await inWorld(session, 'completeQuestionnaire', token, {
      questionnaire_id: 1,
      answers: GOOD_ANSWERS,
    });
    expect(answered.code).toBe(BizCode.OK);
    expect(await unread()).toBe(2);
    expect((await inWorld(session, 'currentQuestionnaire', token)).data).toEqual({ questionnaire: null });

    // The default world is untouched.
    const demo = await t.login('demo');
    expect(await unreadTitles(demo)).toHaveLength(3);
    expect((await t.ok('currentQuestionnaire', { token: demo })).questionnaire).not.toBeNull();

    await t.request.post('/__emulator/reset').set(SESSION_HEADER, session).expect(200);
    const again = await loginIn(session);
    const unreadAgain = await inWorld(session, 'unreadNotices', again.token);
    expect((unreadAgain.data as { items: unknown[] }).items).toHaveLength(3);
    const survey = await inWorld(session, 'currentQuestionnaire', again.token);
    expect((survey.data as { questionnaire: { title: string } }).questionnaire.title).toBe(SURVEY);
  });
});
