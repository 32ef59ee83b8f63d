import type { FastifyInstance } from 'fastify';
import { controlEndpoints as c, isPermCode } from '#contract';
import { formatDateTime } from '../lib/format.ts';
import { buildOpenApiDocument } from '../openapi.ts';
import { renderOpenApiHtml } from '../openapi-html.ts';
import { decideWxOrder } from '../services/charge.ts';
import { effectiveCodes } from '../services/perms.ts';
import { readSetting, writeSetting } from '../services/settings.ts';
import { advanceWorld } from '../services/time-travel.ts';
import { kickTasks } from '../tasks/engine.ts';
import type { World } from '../world.ts';
import { ControlError, control } from './register.ts';

const clockState = (world: World) => {
  const now = world.clock.now();
  return { now: new Date(now).toISOString(), epoch_ms: now, frozen: world.clock.frozen };
};

const scenarioState = (world: World) => ({
  upgrade: world.upgrade,
  hosted_on_ec: readSetting(world, 'hosted_on_ec', true),
});

function userRow(world: World, username: string) {
  const row = world.sqlite
    .prepare<[string], { id: number; group_id: number | null }>(
      'select id, group_id from users where username = ?',
    )
    .get(username);
  if (!row) throw new ControlError(404, `no user ${username}`);
  return row;
}

const since = (start: number) => Math.round((performance.now() - start) * 100) / 100;

export function controlRoutes(app: FastifyInstance): void {
  control(app, c.reset, async ({ world }) => {
    const start = performance.now();
    await app.worlds.reset(world);
    return { ms: since(start) };
  });

  control(app, c.saveSnapshot, ({ world, body }) => {
    const start = performance.now();
    const bytes = world.saveSnapshot(body.name);
    return { name: body.name, bytes, ms: since(start) };
  });

  control(app, c.listSnapshots, ({ world }) => ({
    items: [...world.snapshots].map(([name, image]) => ({ name, bytes: image.length })),
  }));

  control(app, c.restoreSnapshot, async ({ world, params }) => {
    const start = performance.now();
    if (!(await app.worlds.restore(world, params.name)))
      throw new ControlError(404, `no snapshot ${params.name}`);
    return { name: params.name, ms: since(start) };
  });

  control(app, c.getScenario, ({ world }) => scenarioState(world));

  control(app, c.setScenario, ({ world, body }) => {
    if (body.upgrade !== undefined) world.upgrade = body.upgrade;
    if (body.hosted_on_ec !== undefined) writeSetting(world, 'hosted_on_ec', body.hosted_on_ec);
    return scenarioState(world);
  });

  control(app, c.deleteWorld, ({ world }) => {
    if (world === app.worlds.defaultWorld) throw new ControlError(400, 'name a world in X-Emulator-Session');
    return { name: world.name, deleted: app.worlds.delete(world.name) };
  });

  control(app, c.clearLimits, ({ world }) => ({ cleared: world.throttle.clear() }));

  control(app, c.revokeUser, ({ world, params }) => {
    const user = userRow(world, params.username);
    const { changes } = world.sqlite
      .prepare('update tokens set revoked_at = ? where user_id = ? and revoked_at is null')
      .run(world.clock.now(), user.id);
    return { username: params.username, revoked: changes };
  });

  control(app, c.setUserPerms, ({ world, params, body }) => {
    const user = userRow(world, params.username);
    const grant = body.grant ?? [];
    const revoke = body.revoke ?? [];
    world.sqlite.transaction(() => {
      if (body.scope === 'group') {
        if (user.group_id === null) throw new ControlError(409, `${params.username} has no permission group`);
        const add = world.sqlite.prepare(
          'insert or ignore into perm_group_codes (group_id, code) values (?, ?)',
        );
        const remove = world.sqlite.prepare('delete from perm_group_codes where group_id = ? and code = ?');
        for (const code of grant) add.run(user.group_id, code);
        for (const code of revoke) remove.run(user.group_id, code);
      } else {
        const set = world.sqlite.prepare(
          `insert into user_perm_overrides (user_id, code, effect) values (?, ?, ?)
           on conflict (user_id, code) do update set effect = excluded.effect`,
        );
        for (const code of grant) set.run(user.id, code, 'grant');
        for (const code of revoke) set.run(user.id, code, 'revoke');
      }
    })();
    const codes = [...effectiveCodes(world.sqlite, user.id, user.group_id)].filter(isPermCode).sort();
    return { username: params.username, codes };
  });

  control(app, c.sentCodes, ({ world, query }) => {
    const rows = world.sqlite
      .prepare<
        [string | null, string | null, number],
        { phone: string; purpose: string; code: string; sent_at: number; expires_at: number }
      >(
        `select phone, purpose, code, sent_at, expires_at from sent_codes
         where (? is null or phone = ?) order by sent_at desc, id desc limit ?`,
      )
      .all(query.phone ?? null, query.phone ?? null, query.limit);
    return {
      items: rows.map((r) => ({
        ...r,
        sent_at: formatDateTime(r.sent_at)!,
        expires_at: formatDateTime(r.expires_at)!,
      })),
    };
  });

  control(app, c.journal, ({ world, query }) => ({ items: world.journal.latest(query.limit) }));

  control(app, c.getClock, ({ world }) => clockState(world));

  control(app, c.setClock, async ({ world, body }) => {
    const before = world.clock.now();
    if (body.now !== undefined) {
      const target = typeof body.now === 'number' ? body.now : Date.parse(body.now);
      if (Number.isNaN(target)) throw new ControlError(400, `body.now: not a date: ${body.now}`);
      world.clock.set(target);
    }
    if (body.advance_ms) world.clock.advance(body.advance_ms);
    if (body.frozen !== undefined) world.clock.freeze(body.frozen);
    advanceWorld(world, before, world.clock.now());
    // The tasks whose steps fell due run before the answer: a script sees them where the clock is.
    await kickTasks(world);
    return clockState(world);
  });

  control(app, c.decideWxOrder, ({ world, params, body }) => {
    const order = decideWxOrder(world, params.token, body.outcome);
    if (!order) throw new ControlError(404, `no WeChat order ${params.token}`);
    return order;
  });

  control(app, c.addFault, ({ world, body }) => world.faults.add(body));

  control(app, c.listFaults, ({ world }) => ({ items: world.faults.list() }));

  control(app, c.deleteFault, ({ world, params }) => {
    const rule = world.faults.remove(params.id);
    if (!rule) throw new ControlError(404, `no fault ${params.id}`);
    return rule;
  });

  control(app, c.clearFaults, ({ world }) => ({ removed: world.faults.clear() }));

  // Contract and parity: the OpenAPI document, its HTML rendering, and the verify-mode report.
  control(app, c.openapi, () => ({ ...buildOpenApiDocument() }));
  control(app, c.docs, ({ reply }) => {
    reply.type('text/html; charset=utf-8');
    return renderOpenApiHtml();
  });
  control(app, c.verifyReport, () => app.verify?.report() ?? { target: null, items: [] });
  control(app, c.clearVerifyReport, () => ({ cleared: app.verify?.clear() ?? 0 }));
}
