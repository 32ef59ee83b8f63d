import type { Connection } from '../connection.ts';
import { evaluateRules, type RuleRecord } from '../warning-eval.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Warning rules (issue 43) of each fixture customer holding cards, with their history: the rules
 * (one of each type, notify only; the one stop rule kept disabled, so the seeded cards stay as
 * they are), the log of their
 * creation and changes, the records and notices of their last evaluation two hours before the
 * seed's now (the same code the clock runs), some records handled or ignored, and the billing
 * groups' pool warnings already sent (sms_warning_records) as records and notices too. Runs after
 * the card domain and the SMS warnings are seeded.
 */
export function seedWarnings(
  { sqlite }: Connection,
  options: { now: number; fixtureMainIds: number[] },
): void {
  const { now } = options;
  const insertRule = sqlite.prepare(
    `insert into warning_rules (main_client_id, name, type, scope, scope_ref, thresholds, action, restore, channels,
       recipients, status, created_at, created_by) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLog = sqlite.prepare(
    `insert into warning_rule_logs (main_client_id, rule_id, rule_name, action, detail, username, at)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const ruleById = sqlite.prepare(
    `select w.*, case w.scope when 'project_group' then (select name from project_groups where id = cast(w.scope_ref as integer))
       when 'tag' then w.scope_ref end as scope_name, 0 as card_count from warning_rules w where w.id = ?`,
  );
  const snapshot = (id: number, patch: Record<string, string> = {}) => {
    const r = ruleById.get(id) as Record<string, unknown>;
    return {
      name: r.name,
      type: r.type,
      scope: r.scope,
      scope_name: r.scope_name,
      card_count: r.card_count,
      thresholds: r.thresholds,
      action: r.action,
      restore: r.restore,
      channels: r.channels,
      recipients: r.recipients,
      status: r.status,
      ...patch,
    };
  };

  for (const owner of options.fixtureMainIds) {
    const client = sqlite
      .prepare('select contact_phone as phone, contact_email as email from clients where id = ?')
      .get(owner) as { phone: string; email: string } | undefined;
    const username = sqlite
      .prepare('select username from users where client_id = ? order by id limit 1')
      .pluck()
      .get(owner) as string | undefined;
    if (!client || !username) continue;
    const project = sqlite
      .prepare(
        'select min(project_group_id) from cards where main_client_id = ? and project_group_id is not null',
      )
      .pluck()
      .get(owner) as number | null;
    const rules: [string, string, string, string, string, string, string, string, string, string, number][] =
      [
        [
          '单卡月用量预警',
          'usage',
          'all',
          '',
          '50,80,100',
          'notify',
          'none',
          'portal,sms',
          client.phone,
          'enabled',
          62,
        ],
        [
          '套餐到期提醒',
          'expiry',
          'all',
          '',
          '7,30',
          'notify',
          'none',
          'portal,email',
          client.email,
          'enabled',
          45,
        ],
        [
          '项目剩余流量不足',
          'remaining_data',
          project === null ? 'all' : 'project_group',
          project === null ? '' : String(project),
          '50,200',
          'notify',
          'none',
          'portal,webhook',
          'https://hooks.zhilian-iot.invalid/warning',
          'enabled',
          30,
        ],
        [
          '测试批次超量停机',
          'usage',
          'tag',
          '测试批次',
          '100,120',
          'stop',
          'next_month',
          'portal,sms',
          client.phone,
          'disabled',
          20,
        ],
        [
          '账户余额不足提醒',
          'low_balance',
          'all',
          '',
          '500,1000',
          'notify',
          'none',
          'portal,sms',
          client.phone,
          'enabled',
          12,
        ],
        ['设备离线提醒', 'offline', 'all', '', '6,24', 'notify', 'none', 'portal', '', 'enabled', 6],
        ['流量池用量提醒', 'pool_usage', 'all', '', '30,40', 'notify', 'none', 'portal', '', 'enabled', 25],
        ['卡状态变更提醒', 'status_change', 'all', '', '1,3', 'notify', 'none', 'portal', '', 'enabled', 24],
        [
          '机卡分离告警',
          'imei_change',
          'all',
          '',
          '1',
          'notify',
          'none',
          'portal,sms',
          client.phone,
          'enabled',
          22,
        ],
        ['短信超套提醒', 'sms_included', 'all', '', '3,10', 'notify', 'none', 'portal', '', 'enabled', 14],
      ];
    const ids: number[] = [];
    for (const [
      name,
      type,
      scope,
      ref,
      thresholds,
      action,
      restore,
      channels,
      recipients,
      status,
      daysAgo,
    ] of rules) {
      const created = now - daysAgo * DAY - 3 * HOUR;
      const id = Number(
        insertRule.run(
          owner,
          name,
          type,
          scope,
          ref,
          thresholds,
          action,
          restore,
          channels,
          recipients,
          status === 'disabled' && daysAgo > 15 ? 'enabled' : status,
          created,
          username,
        ).lastInsertRowid,
      );
      ids.push(id);
      insertLog.run(
        owner,
        id,
        name,
        'create',
        JSON.stringify({ before: null, after: snapshot(id) }),
        username,
        created,
      );
    }
    // Later changes: the usage rule got a 50% step, the stop rule was switched off after a trial.
    const [usage, , , stop] = ids as [number, number, number, number];
    sqlite.prepare("update warning_rules set thresholds = '80,100' where id = ?").run(usage);
    const before = snapshot(usage);
    sqlite.prepare("update warning_rules set thresholds = '50,80,100' where id = ?").run(usage);
    insertLog.run(
      owner,
      usage,
      '单卡月用量预警',
      'update',
      JSON.stringify({ before, after: snapshot(usage) }),
      username,
      now - 40 * DAY,
    );
    const wasOn = snapshot(stop);
    sqlite.prepare("update warning_rules set status = 'disabled' where id = ?").run(stop);
    insertLog.run(
      owner,
      stop,
      '测试批次超量停机',
      'disable',
      JSON.stringify({ before: wasOn, after: snapshot(stop) }),
      username,
      now - 18 * DAY,
    );
  }

  // The last evaluation before the seed's now, by the clock's own code (notify rules only).
  const enabled = sqlite
    .prepare(
      `select id, main_client_id, name, type, scope, scope_ref, thresholds, action, restore, channels, recipients, created_by
       from warning_rules where status = 'enabled' order by id`,
    )
    .all() as RuleRecord[];
  evaluateRules(sqlite, enabled, now - 2 * HOUR, now - 30 * DAY);
  // The clock's next evaluation reads the events since this one.
  sqlite
    .prepare("insert or replace into settings (key, value) values ('warnings_evaluated_to', ?)")
    .run(String(now - 2 * HOUR + 1));
  sqlite.exec(
    "update warning_records set status = case id % 5 when 0 then 'handled' when 1 then 'ignored' else status end where source = 'rule'",
  );

  // The billing groups' pool warnings already sent, in the same records and notices.
  const sent = sqlite
    .prepare(
      `select r.main_client_id, r.billing_group_id, r.threshold, r.sent_at, r.phone, r.content, r.status,
         g.warn_thresholds, g.name, g.code
       from sms_warning_records r join billing_groups g on g.id = r.billing_group_id
       where r.kind = 'vbg_usage' order by r.sent_at, r.id`,
    )
    .all() as {
    main_client_id: number;
    billing_group_id: number;
    threshold: number;
    sent_at: number;
    phone: string;
    content: string;
    status: 'sent' | 'failed';
    warn_thresholds: string;
    name: string;
    code: string;
  }[];
  const insertRecord = sqlite.prepare(
    `insert into warning_records (main_client_id, source, billing_group_id, level, cycle, value, threshold, action, result, status, at)
     values (?, 'vbg', ?, ?, ?, ?, ?, 'notify', 'notified', ?, ?)`,
  );
  const insertNotice = sqlite.prepare(
    `insert into warning_notices (main_client_id, record_id, subject, channel, recipient, content, status, retries, at)
     values (?, ?, ?, 'sms', ?, ?, ?, ?, ?)`,
  );
  const records = new Map<string, number>();
  for (const s of sent) {
    const key = `${s.billing_group_id}:${s.threshold}:${s.sent_at}`;
    let record = records.get(key);
    if (record === undefined) {
      const level = s.warn_thresholds.split(',').map(Number).indexOf(s.threshold) + 1;
      const cycle = new Date(s.sent_at + 8 * HOUR).toISOString().slice(0, 7);
      record = Number(
        insertRecord.run(
          s.main_client_id,
          s.billing_group_id,
          Math.max(level, 1),
          cycle,
          s.threshold,
          s.threshold,
          s.sent_at < now - 7 * DAY ? 'handled' : 'pending',
          s.sent_at,
        ).lastInsertRowid,
      );
      records.set(key, record);
    }
    insertNotice.run(
      s.main_client_id,
      record,
      `${s.name}(${s.code})`,
      s.phone,
      s.content,
      s.status,
      s.status === 'failed' ? 3 : 0,
      s.sent_at,
    );
  }
}
