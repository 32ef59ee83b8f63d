import type { Carrier, Lang } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { nameIn } from '../i18n.ts';
import { perConnection, untilNextWrite } from '../lib/prepared.ts';
import { scopeColumn } from './card-scope.ts';
import { isDense, scopeSummary } from './cards.ts';

const byScope = <P extends unknown[], R>(sql: (column: 'main_client_id' | 'client_id') => string) => ({
  main_client_id: perConnection<P, R>(sql('main_client_id')),
  client_id: perConnection<P, R>(sql('client_id')),
});

// A few plans: one probe of the scope's (scope, plan_id) index each.
const plansInScope = byScope<[number], { id: number; name: string; name_en: string; carrier: Carrier }>(
  (column) =>
    `select p.id, p.name, p.name_en, p.carrier from plans p
     where exists (select 1 from cards c where c.${column} = ? and c.plan_id = p.id) order by p.carrier, p.id`,
);
// Groups belong to the main client; a sub-client is offered those that hold any of its cards.
const billingGroups = {
  main_client_id: perConnection<[number], { id: number; name: string }>(
    'select id, name from billing_groups where main_client_id = ? order by id',
  ),
  client_id: perConnection<[number], { id: number; name: string }>(
    `select g.id, g.name from billing_groups g
     where exists (select 1 from cards c where c.billing_group_id = g.id and c.client_id = ?) order by g.id`,
  ),
};
const projectGroups = perConnection<[number], { id: number; name: string }>(
  `select id, name from project_groups
   where main_client_id = (select main_id from clients where id = ?) order by id`,
);
// A scope's tags: card_tags' (card_id, tag) key over the scope's id span, each entry's card checked.
const tagsInSpan = byScope<[number, number, number], string>(
  (column) =>
    `select distinct t.tag from card_tags t join cards c on c.id = t.card_id
     where t.card_id between ? and ? and c.${column} = ? order by t.tag`,
);
const tagsInScope = byScope<[number], string>(
  (column) =>
    `select distinct t.tag from cards c join card_tags t on t.card_id = c.id where c.${column} = ? order by t.tag`,
);

/** The card list's filter choices for the caller: kept until the next write to the world. */
export function cardListOptions(deps: AppDeps, auth: AuthContext, lang: Lang) {
  const scope = scopeColumn(auth);
  if (!scope) return { plans: [], billing_groups: [], project_groups: [], tags: [] };
  return untilNextWrite(deps.sqlite, `card-list-options:${scope.column}:${scope.clientId}:${lang}`, () => {
    const span = scopeSummary(deps, scope);
    const tags =
      span.count === 0
        ? []
        : isDense(span)
          ? tagsInSpan[scope.column](deps.sqlite).pluck().all(span.lo, span.hi, scope.clientId)
          : tagsInScope[scope.column](deps.sqlite).pluck().all(scope.clientId);
    return {
      plans: plansInScope[scope.column](deps.sqlite)
        .all(scope.clientId)
        .map(({ id, carrier, ...names }) => ({ id, name: nameIn(names, 'name', lang), carrier })),
      billing_groups: billingGroups[scope.column](deps.sqlite).all(scope.clientId),
      project_groups: projectGroups(deps.sqlite).all(scope.clientId),
      tags,
    };
  });
}
