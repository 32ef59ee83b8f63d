import type { AppDeps, AuthContext } from '../context.ts';

/** Stores the portal's queued user events under the calling user, as one write. */
export function addEventLog(
  deps: AppDeps,
  auth: AuthContext,
  events: readonly { event_name: string; event_time: string }[],
) {
  const now = deps.clock.now();
  const insert = deps.sqlite.prepare(
    'insert into user_event_logs (user_id, event_name, event_time, received_at) values (?, ?, ?, ?)',
  );
  deps.sqlite.transaction(() => {
    for (const e of events) insert.run(auth.person.userId, e.event_name, e.event_time, now);
  })();
  return { saved: events.length };
}

/**
 * Tasks still waiting or running: the caller's client's, or the whole platform's for a support
 * user in the support view.
 */
export function queueSize(deps: AppDeps, auth: AuthContext) {
  const row =
    auth.loginType === 'support'
      ? deps.sqlite
          .prepare<[], { n: number }>(
            "select count(*) as n from tasks where status in ('pending', 'running')",
          )
          .get()
      : deps.sqlite
          .prepare<[number], { n: number }>(
            "select count(*) as n from tasks where status in ('pending', 'running') and client_id = ?",
          )
          .get(auth.clientId ?? -1);
  return { size: row?.n ?? 0 };
}
