import { describe, expect, it } from 'vitest';
import { BizCode } from '#contract';
import { build } from './helpers.ts';

const t = await build();
const sql = t.deps.sqlite;

describe('GET /support/client/detail/', () => {
  it("gives a client's whole picture, its account agreeing with the customer's own header and /charge/account", async () => {
    const support = await t.login('support');
    const demo = await t.login('demo');
    const demoId = t.clientIdOf('demo');
    const detail = await t.ok('supportClientDetail', { token: support, query: { client_id: demoId } });
    const header = await t.ok('indexHeader', { token: demo });
    const ledger = await t.ok('ledgerList', { token: demo, query: { page_size: 10 } });
    expect(detail).toMatchObject({
      id: demoId,
      name: '深圳市智联物联科技有限公司',
      kind: 'main',
      parent_name: null,
    });
    expect(Number(detail.account.balance)).toBe(header.client_balance);
    expect(detail.account).toEqual(ledger.account);
    expect(detail.ledger.map((r) => r.id)).toEqual(ledger.tableData.map((r) => r.id));
    // Cards per status and carrier: the client's whole tree, as the database holds it.
    const cards = sql
      .prepare(
        'select status, carrier, count(*) as count from cards where main_client_id = ? group by status, carrier order by status, carrier',
      )
      .all(demoId);
    expect(detail.cards).toEqual(cards);
    expect(detail.card_total).toBe(
      sql.prepare('select count(*) from cards where main_client_id = ?').pluck().get(demoId),
    );
    const subs = sql.prepare('select id from clients where parent_id = ? order by id').pluck().all(demoId);
    expect(detail.sub_clients.map((s) => s.id)).toEqual(subs);
    expect(detail.users.map((u) => u.username)).toContain('demo');
    const tasks = sql
      .prepare('select id from tasks where client_id = ? order by created_at desc, id desc limit 10')
      .pluck()
      .all(demoId);
    expect(detail.tasks.map((x) => x.id)).toEqual(tasks);
  });

  it('answers 404 for an unknown client, and 599 to a customer and to support lacking router_spt_client', async () => {
    const support = await t.login('support');
    expect((await t.api('supportClientDetail', { token: support, query: { client_id: 99_999 } })).code).toBe(
      BizCode.NOT_FOUND,
    );
    const demo = await t.login('demo');
    expect((await t.api('supportClientDetail', { token: demo, query: { client_id: 1 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ revoke: ['router_spt_client'] })
      .expect(200);
    expect((await t.api('supportClientDetail', { token: support, query: { client_id: 1 } })).code).toBe(
      BizCode.NO_PERMISSION,
    );
    await t.request
      .put('/__emulator/users/support/perms')
      .send({ grant: ['router_spt_client'] })
      .expect(200);
  });
});
