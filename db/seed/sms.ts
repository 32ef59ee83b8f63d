import { type Carrier, SMS_PRICE_CENTS, segmentCount } from '#contract';
import type { Connection } from '../connection.ts';
import { firstUserOf, insertFinishedTask } from './tasks.ts';

const DAY = 86_400_000;

/** Templates a customer keeps: commands its devices understand and notices for the people using them. */
const TEMPLATES: {
  name: string;
  content: string;
  kind: 'command' | 'notice';
  status: 'enabled' | 'disabled';
}[] = [
  { name: '设备重启', content: 'AT+CFUN=1,1 重启设备', kind: 'command', status: 'enabled' },
  { name: '设置上报间隔', content: '设置上报间隔 ${seconds} 秒', kind: 'command', status: 'enabled' },
  { name: '查询设备状态', content: '查询设备状态', kind: 'command', status: 'enabled' },
  { name: '固件升级', content: '固件升级 ${version}', kind: 'command', status: 'enabled' },
  {
    name: '维护通知',
    content: '尊敬的${name}：设备将于${date}进行例行维护，届时短暂离线，请知悉。',
    kind: 'notice',
    status: 'enabled',
  },
  { name: '旧版开机指令', content: 'POWER ON', kind: 'command', status: 'disabled' },
];

/**
 * The SMS side of the fixture customers: their templates and an approved signature (the ones
 * under review and rejected are db/seed/support-access.ts's), and their SMS history (seeded with the card domain) made the work of their first user,
 * each reply tied to its command; the seeded commands count as written from the matching templates.
 * Runs after the card domain.
 */
export function seedSms({ sqlite }: Connection, options: { now: number; fixtureMainIds: number[] }): void {
  const { now, fixtureMainIds } = options;
  const firstUser = sqlite.prepare<[number], { id: number; username: string }>(
    'select id, username from users where client_id = ? order by id limit 1',
  );
  const insertTemplate = sqlite.prepare(
    `insert into sms_templates (main_client_id, name, content, kind, status, created_at, created_by)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertSignature = sqlite.prepare(
    `insert into sms_signatures (main_client_id, name, status, created_at, reviewed_at, reviewer, created_by)
     values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const shortName = sqlite.prepare<[number], { name: string }>('select name from clients where id = ?');
  for (const mainId of fixtureMainIds) {
    const user = firstUser.get(mainId);
    if (!user) continue;
    TEMPLATES.forEach((t, i) => {
      insertTemplate.run(mainId, t.name, t.content, t.kind, t.status, now - (60 - i) * DAY, user.username);
    });
    // The company's name without its legal form, as a signature reads: 上海速达物流有限公司 -> 上海速达物流.
    const company = (shortName.get(mainId)?.name ?? '物联')
      .replace(/(股份)?有限(责任)?公司$/, '')
      .slice(0, 12);
    insertSignature.run(
      mainId,
      company,
      'approved',
      now - 40 * DAY,
      now - 40 * DAY + 1_800_000,
      // The carrier's automatic review (issue 49 names who decided).
      'auto',
      user.username,
    );
  }
  // The history: sent by the customer's first user; replies tied to their commands.
  sqlite
    .prepare(
      `update card_sms set
         sender_user_id = (select u.id from users u join cards c on u.client_id = c.main_client_id
                           where c.id = card_sms.card_id order by u.id limit 1),
         sender_name = (select u.username from users u join cards c on u.client_id = c.main_client_id
                        where c.id = card_sms.card_id order by u.id limit 1),
         kind = case when direction = 'mt' then 'command' end,
         settled_at = case when direction = 'mt' then at + 5000 else at end,
         fail_reason = case when status = 'failed' then 'sms_fail_unreachable' end`,
    )
    .run();
  sqlite
    .prepare(
      `update card_sms set reply_of = (select m.id from card_sms m where m.card_id = card_sms.card_id
         and m.direction = 'mt' and m.at = card_sms.at - 90000 limit 1)
       where direction = 'mo'`,
    )
    .run();
  sqlite
    .prepare(
      `update card_sms set template_id = (select t.id from sms_templates t join cards c on c.main_client_id = t.main_client_id
         where c.id = card_sms.card_id and t.content = card_sms.content)
       where direction = 'mt'`,
    )
    .run();
  const subsOf = sqlite.prepare<[number], number>('select id from clients where parent_id = ? order by id');
  for (const mainId of fixtureMainIds) {
    seedSmsBatches(sqlite, now, mainId, mainId);
    // Its sub-customers send from their own logins too (demo_sub sees the SMS it sent itself).
    for (const subId of subsOf.pluck().all(mainId)) seedSmsBatches(sqlite, now, subId, mainId);
  }
}

/** The seeded sends of a customer: what they say, when, and the fate of each card's SMS. */
const BATCHES = [
  {
    template: '维护通知',
    kind: 'notice',
    signed: true,
    text: '尊敬的客户：设备将于本周六凌晨2点进行例行维护，届时短暂离线，请知悉。',
    reply: null,
    daysAgo: 9,
    cards: 8,
  },
  {
    template: '查询设备状态',
    kind: 'command',
    signed: false,
    text: '查询设备状态',
    reply: '电量 92%，信号 -85dBm，温度 24℃',
    daysAgo: 4,
    cards: 6,
  },
] as const;

/**
 * Two finished sends (SMS batches, tasks of kind 'sms_send') of a fixture customer's first user to
 * cards able to receive them: a maintenance notice and a status query, each card's SMS a record of
 * card_sms tied to the task (one query undelivered: the card was unreachable; the others answered).
 * A main client sends to its tree's cards (the first ones), signed; a sub-customer to its own
 * (the last ones, so no card is in both), unsigned (signatures are the main client's to apply for),
 * a day after its main client's sends.
 */
function seedSmsBatches(sqlite: Connection['sqlite'], now: number, clientId: number, mainId: number): void {
  const user = firstUserOf(sqlite, clientId);
  if (!user) return;
  const isMain = clientId === mainId;
  const signature = isMain
    ? sqlite
        .prepare<[number], string>(
          "select name from sms_signatures where main_client_id = ? and status = 'approved' order by id limit 1",
        )
        .pluck()
        .get(mainId)
    : undefined;
  const column = isMain ? 'main_client_id' : 'client_id';
  const capable = sqlite
    .prepare<[number, number], { id: number; iccid: string; carrier: Carrier }>(
      `select c.id, c.iccid, c.carrier from cards c join plans p on p.id = c.plan_id
       where c.${column} = ? and c.status = 'active' and c.sms_on = 1 and p.sms_included = 1
       order by c.id ${isMain ? 'asc' : 'desc'} limit ?`,
    )
    .all(
      clientId,
      BATCHES.reduce((n, b) => n + b.cards, 0),
    );
  const templateId = sqlite.prepare<[number, string], number>(
    'select id from sms_templates where main_client_id = ? and name = ?',
  );
  const insertSms = sqlite.prepare(
    `insert into card_sms (card_id, direction, content, status, at, sender_user_id, sender_name, settled_at,
       fail_reason, encrypted, task_id, template_id, kind, segments, cost_cents, reply_of)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
  );
  let taken = 0;
  for (const b of BATCHES) {
    const cards = capable.slice(taken, taken + b.cards);
    taken += b.cards;
    if (cards.length === 0) continue;
    const content = b.signed && signature ? `【${signature}】${b.text}` : b.text;
    const segments = segmentCount(content);
    const template = templateId.pluck().get(mainId, b.template) ?? null;
    const createdAt = now - (b.daysAgo - (isMain ? 0 : 1)) * DAY + 10 * 3_600_000;
    const taskId = insertFinishedTask(sqlite, {
      clientId,
      kind: 'sms_send',
      userId: user.id,
      params: {
        target: 'numbers',
        source: { 'zh-CN': '粘贴号码', en: 'Pasted numbers' },
        content,
        encrypted: false,
        kind: b.kind,
        template_id: template,
        username: user.username,
        scope: { column, clientId },
      },
      createdAt,
      rows: cards.map((c) => ({ number: c.iccid, input: { card_id: c.id } })),
    });
    const at = createdAt + 1000;
    cards.forEach((c, i) => {
      // The last card of a command did not get it (unreachable); the others answered.
      const lost = b.reply !== null && i === cards.length - 1 && cards.length > 1;
      const mt = Number(
        insertSms.run(
          c.id,
          'mt',
          content,
          lost ? 'failed' : 'delivered',
          at,
          user.id,
          user.username,
          at + 5000,
          lost ? 'sms_fail_unreachable' : null,
          taskId,
          template,
          b.kind,
          segments,
          segments * SMS_PRICE_CENTS[c.carrier],
          null,
        ).lastInsertRowid,
      );
      if (b.reply !== null && !lost) {
        insertSms.run(
          c.id,
          'mo',
          b.reply,
          'delivered',
          at + 90_000,
          user.id,
          user.username,
          at + 90_000,
          null,
          null,
          null,
          null,
          1,
          0,
          mt,
        );
      }
    });
  }
}
