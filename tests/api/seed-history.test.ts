import type { Response } from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, workbookOf } from './helpers.ts';

/**
 * The seeded history of the task logs: right after seeding, demo's card assignments, SMS batches,
 * OC distributions and card exports, support's export log and demo_sub's own SMS sends answer rows,
 * and those rows agree with the cards.
 */

const t = await build({ seedCards: 4500 });
const sql = t.deps.sqlite;

let demo: string;
let demoSub: string;
let support: string;
let demoId: number;
let demoSubId: number;

beforeAll(async () => {
  demo = await t.login('demo');
  demoSub = await t.login('demo_sub');
  support = await t.login('support');
  demoId = t.clientIdOf('demo');
  demoSubId = t.clientIdOf('demo_sub');
});

describe('seeded card assignments', () => {
  it('lists finished assignments from demo to demo_sub whose cards demo_sub holds', async () => {
    const log = await t.ok('cardAssignLog', { token: demo, query: { page: 1, page_size: 50 } });
    expect(log.total_count).toBeGreaterThan(0);
    const held = sql
      .prepare('select count(*) from cards where client_id = ?')
      .pluck()
      .get(demoSubId) as number;
    let named = 0;
    for (const row of log.tableData) {
      expect(row.status).toBe('done');
      expect(row.failed).toBe(0);
      expect(row.succeeded).toBe(row.total);
      expect(row.withdrawn).toBe('open');
      const detail = await t.ok('cardAssignDetail', {
        token: demo,
        query: { task_id: row.id, page: 1, page_size: 50 },
      });
      expect(detail.total_count).toBe(row.total);
      for (const r of detail.tableData) {
        const card = sql
          .prepare('select client_id, main_client_id from cards where iccid = ?')
          .get(r.number) as { client_id: number; main_client_id: number };
        expect(card).toEqual({ client_id: demoSubId, main_client_id: demoId });
      }
      named += detail.total_count;
    }
    expect(named).toBeGreaterThan(0);
    expect(named).toBeLessThanOrEqual(held);
  });
});

describe('seeded SMS batches', () => {
  it("lists demo's finished sends, each card's result the card's SMS record", async () => {
    const list = await t.ok('smsBatchList', { token: demo, query: { page: 1, page_size: 50 } });
    expect(list.total_count).toBeGreaterThan(0);
    expect(list.tableData.map((b) => b.status).sort()).toEqual(['done', 'partial']);
    for (const batch of list.tableData) {
      expect(batch.pending).toBe(0);
      expect(batch.delivered + batch.failed).toBe(batch.total);
      const detail = await t.ok('smsBatchDetail', {
        token: demo,
        query: { task_id: batch.id, page: 1, page_size: 50 },
      });
      expect(detail.total_count).toBe(batch.total);
      for (const r of detail.tableData) {
        const record = sql
          .prepare(
            `select s.status, s.content from card_sms s join cards c on c.id = s.card_id
             where s.task_id = ? and s.direction = 'mt' and c.iccid = ? and c.main_client_id = ?`,
          )
          .get(batch.id, r.number, demoId) as { status: string; content: string };
        expect(record.status).toBe(r.result);
        expect(record.content).toBe(batch.content);
      }
    }
  });
});

describe('seeded OC distribution', () => {
  it("lists demo's applied distribution, each card following the distributed policy", async () => {
    const log = await t.ok('ocDistributionList', { token: demo, query: { page: 1, page_size: 50 } });
    expect(log.total_count).toBeGreaterThan(0);
    for (const row of log.tableData) {
      expect(row.state).toBe('applied');
      expect(row.applied_at).not.toBeNull();
      const card = sql
        .prepare(
          `select c.main_client_id, p.name from cards c join oc_policies p on p.id = c.oc_policy_id
           where c.id = ? and c.iccid = ?`,
        )
        .get(row.card_id, row.number) as { main_client_id: number; name: string };
      expect(card.main_client_id).toBe(demoId);
      expect(row.policy_name).toBe(card.name);
    }
  });
});

describe("seeded SMS sends of demo_sub's own login", () => {
  it('lists its batches, their cards and its records: its own cards, sent by demo_sub', async () => {
    const subUser = sql.prepare("select id from users where username = 'demo_sub'").pluck().get() as number;
    const list = await t.ok('smsBatchList', { token: demoSub, query: { page: 1, page_size: 50 } });
    expect(list.total_count).toBe(
      sql
        .prepare("select count(*) from tasks where kind = 'sms_send' and client_id = ? and user_id = ?")
        .pluck()
        .get(demoSubId, subUser),
    );
    expect(list.total_count).toBeGreaterThan(0);
    for (const batch of list.tableData) {
      expect(batch.operator).toBe('demo_sub');
      const detail = await t.ok('smsBatchDetail', {
        token: demoSub,
        query: { task_id: batch.id, page: 1, page_size: 50 },
      });
      expect(detail.total_count).toBe(batch.total);
      for (const r of detail.tableData) {
        const card = sql.prepare('select client_id from cards where iccid = ?').get(r.number) as {
          client_id: number;
        };
        expect(card.client_id).toBe(demoSubId);
      }
    }
    const records = await t.ok('smsRecordList', { token: demoSub, query: { page: 1, page_size: 50 } });
    expect(records.total_count).toBe(
      sql.prepare('select count(*) from card_sms where sender_user_id = ?').pluck().get(subUser),
    );
    expect(records.total_count).toBeGreaterThan(0);
    // The records page shows what the send page of demo_sub sent: the batches' SMS and their answers.
    expect(records.tableData.every((r) => r.operator === 'demo_sub' || r.direction === 'mo')).toBe(true);
  });
});

/** Reads a binary answer whole (supertest buffers only text by default). */
const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('seeded card exports', () => {
  it("lists demo's finished exports in its export log and support's, and serves each kept file", async () => {
    const log = await t.ok('exportLogList', { token: demo, query: { page: 1, page_size: 50 } });
    const seeded = sql
      .prepare("select id, total from tasks where kind = 'card_export' and client_id = ? order by id")
      .all(demoId) as { id: number; total: number }[];
    expect(seeded.length).toBeGreaterThan(0);
    expect(log.tableData.map((r) => r.id).sort((a, b) => a - b)).toEqual(seeded.map((e) => e.id));
    const kept = log.tableData.filter((r) => r.download !== null);
    expect(kept.length).toBeGreaterThan(0);
    // One is older than the files are kept: listed, its file gone.
    expect(log.tableData.some((r) => r.status === 'done' && r.download === null && r.error)).toBe(true);

    const supportLog = await t.ok('supportExportLogList', {
      token: support,
      // (Support's own exports of demo's cards, from the task centre, are listed there too.)
      query: { page: 1, page_size: 50, client_id: demoId, kind: 'card_export' },
    });
    expect(supportLog.tableData.map((r) => r.id).sort((a, b) => a - b)).toEqual(seeded.map((e) => e.id));

    for (const row of kept) {
      const res = await t.request
        .get(row.download!)
        .buffer(true)
        .parse(binary as never);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).not.toMatch(/json/);
      const workbook = await workbookOf(res.body);
      // A header row, then one row per card the export counted.
      expect(workbook.worksheets[0]!.actualRowCount).toBe(row.total + 1);
      const size = sql.prepare('select size from task_files where task_id = ?').pluck().get(row.id);
      expect(size).toBe((res.body as Buffer).length);
    }
  });
});
