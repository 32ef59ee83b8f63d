import { describe, expect, it } from 'vitest';
import { API_BASE, BizCode, SPECCARD_EVIDENCE_PATH } from '#contract';
import { message } from '../../server/i18n.ts';
import { reviewSpeccard, settleSpeccard } from '../../server/services/speccard.ts';
import { binaryBody, build, HOUR, uploadedFile } from './helpers.ts';

/**
 * Special-card resume (/speccard_resume, issue 40): the seeded history, an application for each
 * special stop reason, the refusals (nothing written, no money moved), the review on the clock and
 * by the one review function, the fee frozen → charged / released against the ledger, the card
 * resumed through the card list's resume path, and the evidence download's own checks.
 */

const t = await build();
const sql = t.deps.sqlite;
const demo = await t.login('demo');
const yunji = await t.login('yunji');
const demoId = t.clientIdOf('demo');

const advance = (ms: number) => t.request.put('/__emulator/clock').send({ advance_ms: ms }).expect(200);
const value = <T>(query: string, ...params: unknown[]) =>
  sql
    .prepare(query)
    .pluck()
    .get(...params) as T;
const account = (clientId = demoId) =>
  sql.prepare('select balance_cents, frozen_cents from clients where id = ?').get(clientId) as {
    balance_cents: number;
    frozen_cents: number;
  };
const ledgerSum = (clientId = demoId) =>
  value<number>('select coalesce(sum(amount_cents), 0) from account_ledger where client_id = ?', clientId);
/** What pending applications hold: the frozen part of the account besides its orders' and SMS sends'. */
const pendingFees = (clientId = demoId) =>
  value<number>(
    "select coalesce(sum(fee_cents), 0) from speccard_resumes where client_id = ? and status = 'pending'",
    clientId,
  );
const lastStop = (cardId: number) =>
  value<string>(
    "select reason from card_status_events where card_id = ? and to_status = 'suspended' order by at desc, id desc limit 1",
    cardId,
  );
/** A card of demo's stopped now for `reason`, with no application pending. */
const stoppedFor = (reason: string, skip: number[] = []) =>
  (
    sql
      .prepare(
        `select c.id, c.iccid, c.msisdn from cards c where c.main_client_id = ? and c.status = 'suspended'
         and (select e.reason from card_status_events e where e.card_id = c.id and e.to_status = 'suspended'
              order by e.at desc, e.id desc limit 1) = ?
         and not exists (select 1 from speccard_resumes a where a.card_id = c.id and a.status = 'pending')
         order by c.id`,
      )
      .all(demoId, reason) as { id: number; iccid: string; msisdn: string }[]
  ).filter((c) => !skip.includes(c.id))[0];

/** Stops one more of demo's cards for `reason` (its last stop, 机卡分离 as seeded, said otherwise). */
function stopFor(reason: string) {
  const card = stoppedFor('imei_mismatch')!;
  sql
    .prepare(
      `update card_status_events set reason = ? where id = (select id from card_status_events
       where card_id = ? and to_status = 'suspended' order by at desc, id desc limit 1)`,
    )
    .run(reason, card.id);
  return card;
}

const upload = (name: string, content: string, token = demo) => uploadedFile(t, token, name, content);

describe('/speccard_resume: the seeded history', () => {
  it('lists demo’s approved-and-resumed, rejected and pending applications, and the 违规 fee released on rejection', async () => {
    const page = await t.ok('speccardList', { token: demo, query: { page_size: 50 } });
    expect(page.total_count).toBe(3);
    expect(page.tableData.map((r) => r.status)).toEqual(['pending', 'rejected', 'resumed']);
    const [pending, rejected, resumed] = page.tableData;
    expect(pending).toMatchObject({ stop_reason: 'imei_mismatch', fee: '0.00' });
    expect(rejected).toMatchObject({ stop_reason: 'violation', fee: '0.00' });
    expect(resumed).toMatchObject({ stop_reason: 'imei_mismatch', fee: '0.00' });
    expect(
      value<number>('select count(*) from speccard_resumes where client_id = ?', t.clientIdOf('yunji')),
    ).toBe(0);
    // The resumed card's history and /remote_reroot say so.
    const resumedId = value<number>('select card_id from speccard_resumes where app_no = ?', resumed!.app_no);
    expect(value<string>('select status from cards where id = ?', resumedId)).toBe('active');
    expect(
      value<string>(
        `select n.note from card_status_events e join card_status_notes n on n.event_id = e.id
         where e.card_id = ? and e.reason = 'resumed'`,
        resumedId,
      ),
    ).toBe(resumed!.app_no);
    expect(
      value<string>(
        'select source from carrier_resumes where card_id = ? order by id desc limit 1',
        resumedId,
      ),
    ).toBe('speccard');
    // A rejection's reason shows in the detail's timeline, with the evidence the seed gave it.
    const detail = await t.ok('speccardDetail', { token: demo, query: { id: rejected!.id } });
    expect(detail.application.reject_reason).toContain('证明材料');
    expect(detail.application.fee_state).toBe('released');
    expect(detail.timeline.map((s) => s.step)).toEqual(['applied', 'rejected']);
    expect(detail.application.evidence_name).toBe('整改说明.txt');
    // The pending one is free: nothing frozen for it.
    expect(pendingFees()).toBe(0);
    expect(account().balance_cents).toBe(ledgerSum());
  });

  it('stops three of demo’s cards for 违规, which the card list cannot resume', async () => {
    const card = stoppedFor('violation')!;
    expect(card).toBeDefined();
    const res = await t.ok('stopResumeCards', {
      token: demo,
      body: { card_ids: [card.id], action: 'resume' },
    });
    expect(res.succeeded).toBe(0);
    expect(res.failed[0]!.reason).toContain('特殊卡复机');
  });
});

describe('/speccard_resume/apply/: refusals change nothing', () => {
  it('refuses, under the card field, a card not stopped, stopped for another reason, another client’s, or unknown', async () => {
    const evidence = await upload('证明.txt', '整改说明');
    const before = { count: value<number>('select count(*) from speccard_resumes'), account: account() };
    const active = value<string>(
      "select iccid from cards where main_client_id = ? and status = 'active' limit 1",
      demoId,
    );
    const userStop = stoppedFor('user_request')!;
    const theirs = value<string>(
      "select iccid from cards where main_client_id = ? and status = 'suspended' limit 1",
      t.clientIdOf('yunji'),
    );
    const cases: [string, string][] = [
      [active, '只有停机的卡'],
      [userStop.iccid, '不属于特殊停机'],
      [theirs, '未找到卡号'],
      ['89860000000000000000', '未找到卡号'],
    ];
    for (const [card, text] of cases) {
      const res = await t.api('applySpeccard', {
        token: demo,
        body: { card, reason: '申请复机', file_url: evidence },
      });
      expect(res.code, card).toBe(BizCode.BAD_REQUEST);
      expect(res.msg).toContain(text);
      expect((res.data as { field: string }).field).toBe('card');
    }
    const en = await t.api('applySpeccard', {
      token: demo,
      lang: 'en',
      body: { card: userStop.iccid, reason: 'x', file_url: evidence },
    });
    expect(en.msg).toContain('is not a special stop');
    expect(value<number>('select count(*) from speccard_resumes')).toBe(before.count);
    expect(account()).toEqual(before.account);
  });

  it('refuses a missing or foreign evidence file, a blank reason, and an application already pending', async () => {
    const card = stoppedFor('imei_mismatch')!;
    const foreign = await upload('theirs.txt', 'x', yunji);
    const missing = await t.api('applySpeccard', {
      token: demo,
      body: { card: card.iccid, reason: '设备已装回', file_url: foreign },
    });
    expect(missing.code).toBe(BizCode.BAD_REQUEST);
    expect((missing.data as { field: string }).field).toBe('file_url');
    const blank = await t.api('applySpeccard', {
      token: demo,
      body: { card: card.iccid, reason: '  ', file_url: await upload('a.txt', 'a') },
    });
    expect(blank.code).toBe(BizCode.BAD_REQUEST);
    expect(blank.msg).toContain('请填写申请原因');
    // The seeded pending one's card.
    const pendingCard = value<string>(
      "select c.iccid from speccard_resumes a join cards c on c.id = a.card_id where a.status = 'pending'",
    );
    const twice = await t.api('applySpeccard', {
      token: demo,
      body: { card: pendingCard, reason: '再次申请', file_url: await upload('b.txt', 'b') },
    });
    expect(twice.code).toBe(BizCode.BAD_REQUEST);
    expect(twice.msg).toContain('已有待审核的复机申请');
  });

  it('refuses a fee the available balance cannot cover, freezing nothing', async () => {
    const card = stoppedFor('violation')!;
    const saved = account();
    // Everything but ¥20 frozen (as unfinished orders would): the ¥50 fee does not fit.
    sql.prepare('update clients set frozen_cents = balance_cents - 2000 where id = ?').run(demoId);
    const res = await t.api('applySpeccard', {
      token: demo,
      body: { card: card.msisdn, reason: '已整改', file_url: await upload('c.txt', 'c') },
    });
    expect(res.code).toBe(BizCode.BAD_REQUEST);
    expect(res.msg).toBe('可用余额 ¥20.00 不足以冻结复机费 ¥50.00，请先充值');
    expect(account().frozen_cents).toBe(saved.balance_cents - 2000);
    sql.prepare('update clients set frozen_cents = ? where id = ?').run(saved.frozen_cents, demoId);
  });
});

describe('applications for each special stop reason, reviewed on the clock', () => {
  it('freezes each reason’s fee, then the clock’s reviewer charges it and resumes the card', async () => {
    // Demo's account is never short and its cards over quota are slowed down, not stopped: none is
    // seeded stopped for arrears or its quota, so two are stopped so here.
    const overQuota = stopFor('over_quota');
    const arrears = stopFor('arrears');
    const cards = {
      violation: stoppedFor('violation')!,
      imei_mismatch: stoppedFor('imei_mismatch')!,
      over_quota: overQuota,
      arrears,
    };
    const fees = { violation: '50.00', imei_mismatch: '0.00', over_quota: '10.00', arrears: '0.00' };
    const before = account();
    const applied: { id: number; app_no: string; card: number; fee: number }[] = [];
    for (const [reason, card] of Object.entries(cards)) {
      const res = await t.ok('applySpeccard', {
        token: demo,
        body: {
          card: card.iccid,
          reason: `整改完成（${reason}）`,
          file_url: await upload(`${reason}.pdf`, '%PDF-1.4'),
        },
      });
      expect(res.stop_reason).toBe(reason);
      expect(res.fee).toBe(fees[reason as keyof typeof fees]);
      applied.push({ id: res.id, app_no: res.app_no, card: card.id, fee: Math.round(Number(res.fee) * 100) });
    }
    // Frozen, not charged: the balance and the ledger are as they were.
    expect(account().balance_cents).toBe(before.balance_cents);
    expect(account().frozen_cents).toBe(before.frozen_cents + 6000);
    const detail = await t.ok('speccardDetail', { token: demo, query: { id: applied[0]!.id } });
    expect(detail.application).toMatchObject({
      status: 'pending',
      fee_state: 'frozen',
      evidence_name: 'violation.pdf',
    });
    expect(detail.application.due_at).not.toBe('');

    // The review comes due two hours later; the carrier answers five minutes after it.
    await advance(2 * HOUR + 10 * 60_000);
    const page = await t.ok('speccardList', { token: demo, query: { page_size: 50 } });
    for (const a of applied) {
      const row = page.tableData.find((r) => r.id === a.id)!;
      expect(row.status, a.app_no).toBe('resumed');
      expect(value<string>('select status from cards where id = ?', a.card)).toBe('active');
      expect(
        value<number>(
          "select count(*) from carrier_resumes where card_id = ? and source = 'speccard' and status = 'done'",
          a.card,
        ),
      ).toBe(1);
      const rows = sql
        .prepare('select kind, amount_cents from account_ledger where client_id = ? and order_no = ?')
        .all(demoId, a.app_no) as { kind: string; amount_cents: number }[];
      expect(rows).toEqual(a.fee > 0 ? [{ kind: 'resume_fee', amount_cents: -a.fee }] : []);
    }
    // These ¥60 are charged; nothing stays frozen for them.
    expect(account().balance_cents).toBe(before.balance_cents - 6000);
    expect(account().frozen_cents).toBe(before.frozen_cents);
    expect(account().balance_cents).toBe(ledgerSum());
    const done = await t.ok('speccardDetail', { token: demo, query: { id: applied[0]!.id }, lang: 'en' });
    expect(done.timeline.map((s) => s.step)).toEqual(['applied', 'approved', 'resumed']);
    expect(done.application.fee_state).toBe('charged');
    expect(done.ledger).toEqual([expect.objectContaining({ amount: '-50.00' })]);
    expect(done.timeline[2]!.note).toBe('Resumed by the carrier');
    // The resumed card's status history says who resumed it, with the application's number.
    const history = await t.ok('cardStatusHistory', { token: demo, query: { card_id: applied[0]!.card } });
    expect(history.tableData[0]).toMatchObject({ reason: 'resumed', note: applied[0]!.app_no });
  });

  it('rejects, at the due time, an application whose card is no longer stopped for its reason', async () => {
    const card = stopFor('over_quota');
    const before = account();
    const res = await t.ok('applySpeccard', {
      token: demo,
      body: { card: card.iccid, reason: '已购买加油包', file_url: await upload('d.png', 'png') },
    });
    // The customer resumes it otherwise meanwhile (here: support changes its status).
    sql.prepare("update cards set status = 'active' where id = ?").run(card.id);
    await advance(3 * HOUR);
    const detail = await t.ok('speccardDetail', { token: demo, query: { id: res.id } });
    expect(detail.application.status).toBe('rejected');
    expect(detail.application.reviewer).toBe('platform');
    expect(detail.application.reject_reason).toBe(
      '卡已不再处于“超流量停机”状态（当前状态：正使用），无需复机',
    );
    expect(account()).toEqual(before);
    expect(value<number>('select count(*) from account_ledger where order_no = ?', res.app_no)).toBe(0);
  });
});

describe('reviewSpeccard: the one review function support will call', () => {
  it('rejects with a required reason, releasing the fee; decides once whoever acts first', async () => {
    const card = stopFor('violation');
    const before = account();
    const res = await t.ok('applySpeccard', {
      token: demo,
      body: { card: card.iccid, reason: '已整改', file_url: await upload('e.jpg', 'jpg') },
    });
    expect(account().frozen_cents).toBe(before.frozen_cents + 5000);
    const support = { userId: 1, username: 'support' };
    const at = t.deps.clock.now();
    expect(() => reviewSpeccard(sql, res.id, { approve: false, reason: '  ' }, support, at)).toThrow();
    reviewSpeccard(sql, res.id, { approve: false, reason: '证明材料模糊，请重新拍摄' }, support, at);
    expect(account()).toEqual(before);
    expect(lastStop(card.id)).toBe('violation');
    // Twice, or the clock's reviewer at the same instant: refused, nothing moves.
    expect(() => reviewSpeccard(sql, res.id, { approve: true }, support, at)).toThrow();
    settleSpeccard(sql, at + 3 * HOUR);
    expect(account()).toEqual(before);
    expect(value<string>('select status from cards where id = ?', card.id)).toBe('suspended');
    const detail = await t.ok('speccardDetail', { token: demo, query: { id: res.id } });
    expect(detail.application).toMatchObject({
      status: 'rejected',
      reviewer: 'support',
      fee_state: 'released',
    });
    expect(detail.application.reject_reason).toBe('证明材料模糊，请重新拍摄');
    // A message as the reason is worded in each reader's language.
    const again = await t.ok('applySpeccard', {
      token: demo,
      body: { card: card.iccid, reason: '再次申请', file_url: await upload('f.jpg', 'jpg') },
    });
    reviewSpeccard(sql, again.id, { approve: false, reason: message('speccard_evidence_gone') }, support, at);
    const en = await t.ok('speccardDetail', { token: demo, lang: 'en', query: { id: again.id } });
    expect(en.application.reject_reason).toBe('The evidence file no longer exists');
  });
});

describe('the evidence download', () => {
  it('serves the file to its own client only, with its code', async () => {
    const card = stopFor('violation');
    const res = await t.ok('applySpeccard', {
      token: demo,
      body: { card: card.iccid, reason: '整改', file_url: await upload('整改报告.pdf', '%PDF-1.4 report') },
    });
    const file = await t.request
      .get(`${API_BASE}${SPECCARD_EVIDENCE_PATH}`)
      .query({ id: res.id })
      .set('Authorization', `JWT ${demo}`)
      .buffer(true)
      .parse(binaryBody as never)
      .expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('整改报告.pdf'));
    expect((file.body as Buffer).toString()).toBe('%PDF-1.4 report');
    const other = await t.request
      .get(`${API_BASE}${SPECCARD_EVIDENCE_PATH}`)
      .query({ id: res.id })
      .set('Authorization', `JWT ${yunji}`);
    expect(other.body.code).toBe(BizCode.NOT_FOUND);
    const none = await t.request.get(`${API_BASE}${SPECCARD_EVIDENCE_PATH}`).query({ id: res.id });
    expect(none.body.code).not.toBe(BizCode.OK);
    const bad = await t.request
      .get(`${API_BASE}${SPECCARD_EVIDENCE_PATH}`)
      .query({ id: 'x' })
      .set('Authorization', `JWT ${demo}`);
    expect(bad.body.code).toBe(BizCode.BAD_REQUEST);
  });

  it('serves each seeded application its evidence file, which no application may reuse as its own', async () => {
    const seeded = sql
      .prepare("select id from speccard_resumes where evidence_url like '%/upload/file/5eed%' order by id")
      .pluck()
      .all() as number[];
    expect(seeded).toHaveLength(3);
    for (const id of seeded) {
      const row = { id };
      const detail = await t.ok('speccardDetail', { token: demo, query: { id: row.id } });
      const file = await t.request
        .get(`${API_BASE}${SPECCARD_EVIDENCE_PATH}`)
        .query({ id: row.id })
        .set('Authorization', `JWT ${demo}`)
        .buffer(true)
        .parse(binaryBody as never)
        .expect(200);
      expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(file.headers['content-disposition']).toContain(
        encodeURIComponent(detail.application.evidence_name),
      );
      const text = (file.body as Buffer).toString();
      expect(Buffer.byteLength(text)).toBe(detail.application.evidence_size);
      expect(text.length).toBeGreaterThan(10);
    }
    // The seeded file belongs to no client: an application naming it is refused under its field.
    const url = value<string>("select evidence_url from speccard_resumes where status = 'rejected'");
    const card = stopFor('violation');
    const before = value<number>('select count(*) from speccard_resumes');
    const refused = await t.request
      .post(`${API_BASE}/speccard_resume/apply/`)
      .set('Authorization', `JWT ${demo}`)
      .send({ card: card.iccid, reason: '整改', file_url: url });
    expect(refused.body.code).not.toBe(BizCode.OK);
    expect(value<number>('select count(*) from speccard_resumes')).toBe(before);
  });
});
