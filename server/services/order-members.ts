import type { Lang } from '#contract';
import type { AppDeps } from '../context.ts';
import { fieldRefused } from '../errors.ts';
import { type Message, wordIn } from '../i18n.ts';
import { cardByNumber } from './card-by-number.ts';

/**
 * What the screens whose rows are cards put in or taken out by work orders share (a directed
 * group's cards, /net_group/card; a machine-card binding, /work/tac): a member row (with `card_id`, `add_order_id` and `delete_order_id`) whose state is read off the order that
 * added it (`a`, the card's result in it `ac`) and the one removing it (`d`, `dc`), so there is
 * nothing to keep in step; and the check of the numbers a customer lists.
 */

/** The statuses of an order still on its way (待审核, 处理中, 待运营商). */
export const OPEN_ORDER = `('pending', 'processing', 'carrier')`;

/** The joins of member rows (alias `m`) to their add order (`a`, `ac`) and their remove order (`d`, `dc`). */
export const memberOrderJoins = (m: string) => `join work_orders a on a.id = ${m}.add_order_id
  join work_order_cards ac on ac.order_id = ${m}.add_order_id and ac.card_id = ${m}.card_id
  left join work_orders d on d.id = ${m}.delete_order_id
  left join work_order_cards dc on dc.order_id = ${m}.delete_order_id and dc.card_id = ${m}.card_id`;

/** The words a screen gives a member's states; 'removed' (taken out) is the same everywhere. */
interface MemberStateWords {
  /** Its add order is on its way. */
  adding: string;
  /** The carrier put the card in. */
  added: string;
  /** Its remove order is on its way. */
  removing: string;
  /** Its add order was rejected, or the carrier failed the card. */
  failed: string;
}

/** A member's state (SQL, over memberOrderJoins), in the screen's words or 'removed'. */
export const memberStateSql = (w: MemberStateWords) => `case
  when d.status in ${OPEN_ORDER} then '${w.removing}'
  when dc.status = 'success' then 'removed'
  when a.status in ${OPEN_ORDER} then '${w.adding}'
  when ac.status = 'success' then '${w.added}'
  else '${w.failed}' end`;

/**
 * The member's order columns: the order on its way (the remove order while it is open, else the
 * add order) as `order_id` and `order_no`, and the answer of its add order as `add_answer`.
 */
export const MEMBER_ORDER_COLUMNS = `case when d.status in ${OPEN_ORDER} then d.id else a.id end as order_id,
  case when d.status in ${OPEN_ORDER} then d.order_no else a.order_no end as order_no,
  coalesce(ac.answer, a.answer, a.reject_reason) as add_answer`;

/** Why the card was not added, for a failed member: the carrier's answer (a stored message) or a reviewer's reason. */
export function memberAnswer(failed: boolean, addAnswer: string | null, lang: Lang): string {
  if (!failed || !addAnswer) return '';
  return addAnswer.startsWith('{') ? wordIn(lang, JSON.parse(addAnswer) as Message) : addAnswer;
}

/** At most ten numbers, for a refusal naming them. */
export const listedNumbers = (numbers: readonly string[]) => numbers.slice(0, 10).join(', ');

/**
 * The numbers a customer listed as card ids of main client `owner`, in order, all or none: a
 * number repeated, unknown or another client's, or two numbers of one card, refuse the request
 * under the field `numbers` (nothing changes).
 */
export function callerListedCards(deps: AppDeps, owner: number, numbers: readonly string[]): number[] {
  const wanted = numbers.map((n) => n.trim().toUpperCase());
  const repeated = [...new Set(wanted.filter((n, i) => wanted.indexOf(n) !== i))];
  if (repeated.length > 0)
    throw fieldRefused('numbers', 'net_card_repeated', { numbers: listedNumbers(repeated) });
  const ids: number[] = [];
  const missing: string[] = [];
  for (const number of wanted) {
    const card = cardByNumber(deps, number);
    if (card && card.main_client_id === owner) ids.push(card.id);
    else missing.push(number);
  }
  if (missing.length > 0)
    throw fieldRefused('numbers', 'net_card_unknown', { numbers: listedNumbers(missing) });
  const twice = wanted.filter((_, i) => ids.indexOf(ids[i]!) !== i);
  if (twice.length > 0) throw fieldRefused('numbers', 'net_card_repeated', { numbers: listedNumbers(twice) });
  return ids;
}
