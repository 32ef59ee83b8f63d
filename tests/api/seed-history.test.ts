import { beforeAll, describe, expect, it } from 'vitest';
import { build } from './helpers.ts';

/**
 * The seeded history of the three task logs: right after seeding, demo's card assignments, SMS
 * batches and OC distributions answer rows, and those rows agree with the cards.
 */

const t = await build({ seedCards: 4500 });
const sql = t.deps.sqlite;

let demo: string;
let demoId: number;
let demoSubId: number;

beforeAll(async () => {
  demo = await t.login('demo');
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
