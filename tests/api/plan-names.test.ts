import { describe, expect, it } from 'vitest';
import { PLANS } from '../../fixtures/plans.ts';
import { build } from './helpers.ts';

const t = await build();
const demo = await t.login('demo');

const one = <T>(sql: string, ...params: unknown[]) =>
  t.deps.sqlite.prepare<unknown[], T>(sql).get(...params)!;
/** A card of demo's on the plan, for each language's expectations. */
const cardOn = (carrier: string) =>
  one<{ id: number; iccid: string; msisdn: string; plan_id: number; usage_mb: number }>(
    `select c.id, c.iccid, c.msisdn, c.plan_id, c.usage_mb from cards c
     where c.main_client_id = ? and c.carrier = ? and c.status = 'active' order by c.id limit 1`,
    t.clientIdOf('demo'),
    carrier,
  );
const planNames = (planId: number) => {
  const plan = PLANS[planId - 1]!;
  return { 'zh-CN': plan.name, en: plan.nameEn };
};

describe('seeded plans have a name in each language', () => {
  it('every plan of the fixtures is stored with its English name', () => {
    const rows = t.deps.sqlite.prepare('select name, name_en from plans order by id').all() as {
      name: string;
      name_en: string;
    }[];
    expect(rows).toEqual(PLANS.map((p) => ({ name: p.name, name_en: p.nameEn })));
    for (const p of PLANS) expect(p.nameEn).toMatch(/^[\x20-\x7e]+$/);
  });

  for (const lang of ['zh-CN', 'en'] as const) {
    it(`the card's screens name its plan in ${lang}`, async () => {
      const card = cardOn('cmcc');
      const name = planNames(card.plan_id)[lang];
      const list = await t.ok('cardList', { token: demo, lang, query: { number: card.iccid } });
      expect(list.tableData[0]!.plan_name).toBe(name);
      const detail = await t.ok('cardDetail', { token: demo, lang, query: { card_id: card.id } });
      expect(detail.plan_name).toBe(name);
      const usage = await t.ok('cardUsageDetail', { token: demo, lang, query: { card_id: card.id } });
      expect(usage.card.plan_name).toBe(name);
      const data = await t.ok('cardDataSearch', { token: demo, lang, query: { number: card.iccid } });
      expect(data.tableData[0]!.plan_name).toBe(name);
      const projects = await t.ok('cardProjectList', { token: demo, lang, query: { number: card.iccid } });
      expect(projects.tableData[0]!.plan_name).toBe(name);
      const options = await t.ok('cardListOptions', { token: demo, lang });
      expect(options.plans.find((p) => p.id === card.plan_id)?.name).toBe(name);
      const planOptions = await t.ok('cardPlanOptions', { token: demo, lang });
      expect(planOptions.find((p) => p.id === card.plan_id)?.name).toBe(name);
      const targets = await t.ok('changeCarrierOptions', { token: demo, lang });
      expect(targets.find((p) => p.id === card.plan_id)?.name).toBe(name);
      const pub = await t.ok('publicCardLookup', { lang, query: { number: card.msisdn } });
      expect(pub.plan_name).toBe(name);
    });
  }

  it("the home page's top cards and the NB query name the plan in English", async () => {
    const top = await t.ok('indexTop5Table', { token: demo, lang: 'en' });
    expect(top.items.length).toBeGreaterThan(0);
    for (const item of top.items) {
      const { plan_id } = one<{ plan_id: number }>('select plan_id from cards where id = ?', item.card_id);
      expect(item.plan_name).toBe(planNames(plan_id).en);
    }
    const nb = cardOn('ctcc');
    const answer = await t.ok('ctccNbQuery', { token: demo, lang: 'en', query: { number: nb.iccid } });
    expect(answer.card.plan_name).toBe(planNames(nb.plan_id).en);
  });

  it('a plan stored before its English name existed reads its Chinese name in English', async () => {
    const card = cardOn('cucc');
    t.deps.sqlite.prepare("update plans set name_en = '' where id = ?").run(card.plan_id);
    try {
      const detail = await t.ok('cardDetail', { token: demo, lang: 'en', query: { card_id: card.id } });
      expect(detail.plan_name).toBe(planNames(card.plan_id)['zh-CN']);
    } finally {
      t.deps.sqlite
        .prepare('update plans set name_en = ? where id = ?')
        .run(planNames(card.plan_id).en, card.plan_id);
    }
  });
});
