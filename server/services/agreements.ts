import type { AgreementModule, Lang } from '#contract';
import { AGREEMENT_VERSION, AGREEMENTS } from '../../fixtures/agreements.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { badRequest } from '../errors.ts';
import { formatDateTime } from '../lib/format.ts';

/** The main client whose signature counts for the caller: its own, or its main client's. */
function mainClientOf(deps: AppDeps, auth: AuthContext | null) {
  if (auth === null || auth.clientId === null) return undefined;
  return deps.sqlite
    .prepare<[number], { id: number; need_sign: number; created_at: number }>(
      'select m.id, m.need_sign, m.created_at from clients c join clients m on m.id = c.main_id where c.id = ?',
    )
    .get(auth.clientId);
}

/**
 * The agreement's text in the caller's language and whether the caller's main client signed it.
 * A main client that owes no signature (need_sign off) accepted the agreements when its account was
 * opened: that counts as signed then, unless a signature of the current version says otherwise.
 * Without a caller (a visitor reading it before registering) it is not signed.
 */
export function userAgreement(deps: AppDeps, auth: AuthContext | null, module: AgreementModule, lang: Lang) {
  const text = AGREEMENTS[module][lang];
  const main = mainClientOf(deps, auth);
  const signature = main
    ? deps.sqlite
        .prepare<[number, string, string], { signed_at: number }>(
          'select signed_at from agreement_signatures where client_id = ? and module = ? and version = ?',
        )
        .get(main.id, module, AGREEMENT_VERSION)
    : undefined;
  const signed = signature !== undefined || (main !== undefined && main.need_sign === 0);
  const signedAt = signature?.signed_at ?? (signed ? main!.created_at : null);
  return {
    module,
    title: text.title,
    version: AGREEMENT_VERSION,
    content: text.content,
    signed,
    signed_at: formatDateTime(signedAt),
  };
}

/** Records the main client's signature (the first one stands); signing base_module clears need_sign. */
export function signAgreement(deps: AppDeps, auth: AuthContext, module: AgreementModule) {
  if (auth.loginType !== 'client' || !auth.isMainClient || auth.clientId === null) {
    throw badRequest('sign_main_only');
  }
  const clientId = auth.clientId;
  deps.sqlite.transaction(() => {
    deps.sqlite
      .prepare(
        `insert into agreement_signatures (client_id, module, version, signed_at) values (?, ?, ?, ?)
         on conflict do nothing`,
      )
      .run(clientId, module, AGREEMENT_VERSION, deps.clock.now());
    if (module === 'base_module')
      deps.sqlite.prepare('update clients set need_sign = 0 where id = ?').run(clientId);
  })();
  const { signed_at } = deps.sqlite
    .prepare<[number, string, string], { signed_at: number }>(
      'select signed_at from agreement_signatures where client_id = ? and module = ? and version = ?',
    )
    .get(clientId, module, AGREEMENT_VERSION)!;
  return { signed_at: formatDateTime(signed_at)! };
}
