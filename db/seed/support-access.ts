import { createHash } from 'node:crypto';
import type { Connection } from '../connection.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The automatic review's name as the reviewer (server/services/work-orders.ts AUTO_HANDLER). */
const AUTO = 'auto';

interface SeededApplication {
  client: string;
  minutesAgo: number;
  purpose: string;
  dailyCalls: number;
  contact: [string, string];
  /** Left pending (under review), or decided `reviewedMinutesAgo` by `reviewer`, with a reason when rejected. */
  review?: { reviewedMinutesAgo: number; reviewer: string; reason?: string };
}

/**
 * API access applications (issue 49, /api_access_review): one under review (suda, decided by the
 * automatic review two hours after it was made unless support acts first), one support approved,
 * one support rejected with its reason and one the automatic review refused for asking too many
 * calls a day. demo and yunji have none: /api/config starts them from 未申请
 * (tests/api/api-config.test.ts walks both through applying).
 */
const APPLICATIONS: SeededApplication[] = [
  {
    client: 'suda',
    minutesAgo: 30,
    purpose: '冷链车辆监控系统每小时同步卡状态和本月用量',
    dailyCalls: 50_000,
    contact: ['周强', '13661234567'],
  },
  {
    client: 'demo_contact',
    minutesAgo: 6 * 24 * 60,
    purpose: '智能表计平台查询卡状态、停复机',
    dailyCalls: 20_000,
    contact: ['陈晓', '13957112233'],
    review: { reviewedMinutesAgo: 6 * 24 * 60 - 45, reviewer: 'support' },
  },
  {
    client: 'chain',
    minutesAgo: 3 * 24 * 60,
    purpose: '门店系统对接',
    dailyCalls: 5_000,
    contact: ['刘洋', '13798765432'],
    review: {
      reviewedMinutesAgo: 3 * 24 * 60 - 90,
      reviewer: 'support',
      reason: '申请用途描述不清，请补充接入的系统名称和调用场景后重新申请',
    },
  },
  {
    client: 'demo_pwd',
    minutesAgo: 12 * 24 * 60,
    purpose: '车联网平台实时查询全部卡的用量',
    dailyCalls: 800_000,
    contact: ['黄明', '13512345678'],
    review: { reviewedMinutesAgo: 12 * 24 * 60 - 120, reviewer: AUTO, reason: 'api_reject_daily_calls' },
  },
];

interface SeededSignature {
  client: string;
  name: string;
  daysAgo: number;
  /** Left under review, or decided 30 minutes after it was applied for by `reviewer`. */
  review?: { reviewer: string; reason?: string };
}

/**
 * Decided and pending SMS signatures besides the approved one db/seed/sms.ts gives each fixture
 * customer (issue 49, /sms_signature_review): demo's one the carrier's review rejected for 测试 and
 * one support rejected with its reason; yunji's one support approved and one under review, and
 * chain's one under review. demo has none under review: the carrier would decide it 30 minutes
 * into any demo session and greet demo's (and demo_sub's) next page with its notice.
 */
const SIGNATURES: SeededSignature[] = [
  {
    client: 'demo',
    name: '智联测试',
    daysAgo: 20,
    review: { reviewer: AUTO, reason: 'sms_signature_rejected' },
  },
  {
    client: 'demo',
    name: '智联IoT',
    daysAgo: 8,
    review: { reviewer: 'support', reason: '签名与企业名称不符，请使用企业全称或简称' },
  },
  { client: 'yunji', name: '云迹科技', daysAgo: 6, review: { reviewer: 'support' } },
  { client: 'yunji', name: '云迹服务', daysAgo: 5 / (24 * 60) },
  { client: 'chain', name: '乐享门店通知', daysAgo: 10 / (24 * 60) },
];

export function seedSupportAccess(
  { sqlite }: Connection,
  options: { now: number; clientIds: ReadonlyMap<string, number> },
): void {
  const { now, clientIds } = options;
  const insertApplication = sqlite.prepare(
    `insert into api_access (main_client_id, status, purpose, daily_calls, contact_name, contact_phone, applied_at,
       reviewed_at, reject_reason, reviewer, app_key) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const a of APPLICATIONS) {
    const id = clientIds.get(a.client)!;
    const status = a.review === undefined ? 'pending' : a.review.reason ? 'rejected' : 'approved';
    const appKey =
      status === 'approved'
        ? `ak${createHash('sha256').update(`api-access-${a.client}`).digest('hex').slice(0, 20)}`
        : null;
    insertApplication.run(
      id,
      status,
      a.purpose,
      a.dailyCalls,
      a.contact[0],
      a.contact[1],
      now - a.minutesAgo * MINUTE,
      a.review ? now - a.review.reviewedMinutesAgo * MINUTE : null,
      a.review?.reason ?? null,
      a.review?.reviewer ?? null,
      appKey,
    );
  }
  const firstUser = sqlite.prepare<[number], { username: string }>(
    'select username from users where client_id = ? order by id limit 1',
  );
  const insertSignature = sqlite.prepare(
    `insert into sms_signatures (main_client_id, name, status, created_at, reviewed_at, reject_reason, reviewer,
       created_by) values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const s of SIGNATURES) {
    const id = clientIds.get(s.client)!;
    const at = Math.round(now - s.daysAgo * DAY);
    const status = s.review === undefined ? 'reviewing' : s.review.reason ? 'rejected' : 'approved';
    insertSignature.run(
      id,
      s.name,
      status,
      at,
      s.review ? at + 30 * MINUTE : null,
      s.review?.reason ?? null,
      s.review?.reviewer ?? null,
      firstUser.get(id)!.username,
    );
  }
}
