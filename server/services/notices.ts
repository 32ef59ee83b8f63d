import type { Lang, TextKey } from '#contract';
import type { AppDeps, AuthContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { bothColumns, type Message, type MessageParam, message, pick, wordIn } from '../i18n.ts';
import { formatDateTime } from '../lib/format.ts';
import { escapeHtml } from '../openapi-html.ts';

interface NoticeRow {
  id: number;
  title: string;
  title_en: string;
  content: string;
  content_en: string;
  published_at: number;
  read: number;
}

interface Audience {
  now: number;
  userId: number;
  /** 1 for a customer login, which also sees the 'clients' notices and its own main client's. */
  client: number;
  mainId: number;
}

/**
 * Published, not expired, and addressed to the caller. Support users see the 'all' notices only,
 * also while switched into a customer: the customer notices are for the customer's own people, and
 * a support user reading them would mark them read under its own account anyway.
 */
const VISIBLE = `n.published_at <= @now and (n.expires_at is null or n.expires_at > @now)
  and (n.audience = 'all' or (@client = 1 and (n.audience = 'clients'
    or (n.audience = 'client' and n.client_id = @mainId))))`;

const READ = 'exists (select 1 from notice_reads r where r.notice_id = n.id and r.user_id = @userId)';

const COLUMNS = `n.id, n.title, n.title_en, n.content, n.content_en, n.published_at, ${READ} as read`;

function audienceOf(deps: AppDeps, auth: AuthContext): Audience {
  const isClient = auth.loginType === 'client' && auth.clientId !== null;
  const mainId = isClient
    ? (deps.sqlite
        .prepare<[number], { main_id: number }>('select main_id from clients where id = ?')
        .get(auth.clientId!)?.main_id ?? -1)
    : -1;
  return { now: deps.clock.now(), userId: auth.person.userId, client: isClient ? 1 : 0, mainId };
}

const present = (row: NoticeRow, lang: Lang) => ({
  id: row.id,
  title: pick(bothColumns(row, 'title'), lang),
  content: pick(bothColumns(row, 'content'), lang),
  published_at: formatDateTime(row.published_at)!,
});

/** The caller's unread notices, oldest first: the layout shows them one after another. */
export function unreadNotices(deps: AppDeps, auth: AuthContext, lang: Lang) {
  const rows = deps.sqlite
    .prepare<[Audience], NoticeRow>(
      `select ${COLUMNS} from notices n where ${VISIBLE} and not ${READ} order by n.published_at, n.id`,
    )
    .all(audienceOf(deps, auth));
  return { items: rows.map((row) => present(row, lang)) };
}

/** Marks a notice read for the calling user; again is a no-op. A notice not shown to the caller is a 404. */
export function markNoticeRead(deps: AppDeps, auth: AuthContext, id: number) {
  const audience = audienceOf(deps, auth);
  const visible = deps.sqlite
    .prepare<[Audience & { id: number }], { id: number }>(
      `select n.id from notices n where n.id = @id and ${VISIBLE}`,
    )
    .get({ ...audience, id });
  if (!visible) throw notFound('notice_not_found', { id });
  deps.sqlite
    .prepare('insert into notice_reads (notice_id, user_id, read_at) values (?, ?, ?) on conflict do nothing')
    .run(id, auth.person.userId, audience.now);
  return { mq_id: id, read: true };
}

/** Every notice shown to the caller, newest first, a page at a time, with whether the caller read it. */
export function platformNotices(
  deps: AppDeps,
  auth: AuthContext,
  page: { page: number; page_size: number },
  lang: Lang,
) {
  const audience = audienceOf(deps, auth);
  const { n } = deps.sqlite
    .prepare<[Audience], { n: number }>(`select count(*) as n from notices n where ${VISIBLE}`)
    .get(audience)!;
  const rows = deps.sqlite
    .prepare<[Audience & { limit: number; offset: number }], NoticeRow>(
      `select ${COLUMNS} from notices n where ${VISIBLE}
       order by n.published_at desc, n.id desc limit @limit offset @offset`,
    )
    .all({ ...audience, limit: page.page_size, offset: (page.page - 1) * page.page_size });
  return {
    items: rows.map((row) => ({ ...present(row, lang), read: row.read === 1 })),
    total_count: n,
  };
}

type Sqlite = AppDeps['sqlite'];

/**
 * Tells a client's people of a decision on something they submitted (a review queue's outcome):
 * one notice to the client's tree, published at `at`, in both languages. It shows in the unread
 * dialog and on /platform_notice. The content's parameters (a reviewer's reason, a name the
 * customer typed) are escaped: notices are HTML. Returns the notice's id.
 */
function notifyClient(
  sqlite: Sqlite,
  clientId: number,
  notice: { title: Message; content: Message },
  at: number,
): number {
  const main = sqlite
    .prepare<[number], { main_id: number }>('select main_id from clients where id = ?')
    .get(clientId);
  if (!main) throw new Error(`notifyClient: no client ${clientId}`);
  return Number(
    sqlite
      .prepare(
        `insert into notices (title, title_en, content, content_en, audience, client_id, published_at)
         values (?, ?, ?, ?, 'client', ?, ?)`,
      )
      .run(
        wordIn('zh-CN', notice.title),
        wordIn('en', notice.title),
        wordIn('zh-CN', notice.content, escapeHtml),
        wordIn('en', notice.content, escapeHtml),
        main.main_id,
        at,
      ).lastInsertRowid,
  );
}

/** What a review queue's decision tells the customer (see `notifyReview`). */
interface ReviewNotice {
  /** What was reviewed, a catalogue key worded in each language: 'perm.router_speccard_resume'. */
  item: TextKey;
  /** Which one: its number or name as the customer knows it. */
  ref: string;
  /** null when approved; else why it was rejected (the reviewer's text, or a worded reason). */
  rejected: MessageParam | null;
}

/**
 * The notice of a review's outcome, the same for every queue (special-card resumes, refunds, API
 * access, signatures, registrations, ...): "您提交的{item}（{ref}）已通过审核。" or "…未通过审核，原因：…".
 * The one call each queue's decision function makes, whoever decided (support or the platform).
 */
export function notifyReview(sqlite: Sqlite, clientId: number, review: ReviewNotice, at: number): number {
  const { item, ref, rejected } = review;
  return notifyClient(
    sqlite,
    clientId,
    {
      title: message('review_notice_title', { item }),
      content:
        rejected === null
          ? message('review_notice_approved', { item, ref })
          : message('review_notice_rejected', { item, ref, reason: rejected }),
    },
    at,
  );
}
