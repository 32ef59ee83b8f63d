import {
  BizCode,
  CARD_FUNCTIONS,
  CARD_STATUSES,
  CARRIERS,
  type CardFunction,
  type CardStatus,
  type Carrier,
  type Lang,
  type RealNameStatus,
  type StatusReason,
  type StopReason,
} from '#contract';
import { switchCard } from '../../db/oc-network.ts';
import type { AppDeps, AuthContext } from '../context.ts';
import { BizError } from '../errors.ts';
import { type Message, message, nameIn } from '../i18n.ts';
import { CHINA_OFFSET_MS, formatDate } from '../lib/format.ts';
import { perConnection } from '../lib/prepared.ts';
import { bindingReleased } from './card-bindings.ts';
import { scopeColumn } from './card-scope.ts';
import { sendCarrierResume } from './speed-limit.ts';

/** A card as the actions read it. */
export interface ActionCard {
  id: number;
  iccid: string;
  status: CardStatus;
  carrier: Carrier;
  plan_id: number;
  eid: string | null;
  usage_mb: number;
  addon_mb: number;
  quota_mb: number;
  months: number;
  expires_at: number | null;
  real_name_status: RealNameStatus;
  main_client_id: number;
  /** The network functions, 1 on and 0 off (SQLite's integer booleans). */
  data_on: number;
  sms_on: number;
  voice_on: number;
  /** A multi-carrier card's profiles (0: a single-carrier card), and its policy's blacklist and name. */
  oc_profiles: number;
  oc_blacklist: string | null;
  oc_policy: string | null;
}

const ACTION_COLUMNS = `c.id, c.iccid, c.status, c.carrier, c.plan_id, c.eid, c.usage_mb, c.addon_mb, p.quota_mb,
  p.months, c.expires_at, c.real_name_status, c.main_client_id, c.data_on, c.sms_on, c.voice_on,
  (select count(*) from oc_profiles o where o.card_id = c.id) as oc_profiles,
  (select op.blacklist from oc_policies op where op.id = coalesce(c.oc_policy_id, 1)) as oc_blacklist,
  (select op.name from oc_policies op where op.id = coalesce(c.oc_policy_id, 1)) as oc_policy`;

const cardByIdStatement = perConnection<[number], ActionCard & { client_id: number }>(
  `select ${ACTION_COLUMNS}, c.client_id from cards c join plans p on p.id = c.plan_id where c.id = ?`,
);
const cardByIccid = perConnection<[string], ActionCard & { client_id: number }>(
  `select ${ACTION_COLUMNS}, c.client_id from cards c join plans p on p.id = c.plan_id
   where c.iccid = upper(?)`,
);
const cardByMsisdn = perConnection<[string], ActionCard & { client_id: number }>(
  `select ${ACTION_COLUMNS}, c.client_id from cards c join plans p on p.id = c.plan_id where c.msisdn = ?`,
);

/** A card as the actions read it, by id, with the sub-client holding it (for a scope check). */
export const actionCardById = (deps: Pick<AppDeps, 'sqlite'>, id: number) =>
  cardByIdStatement(deps.sqlite).get(id);

/** A card as the actions read it, by its full ICCID or MSISDN. */
export const actionCardByNumber = (deps: AppDeps, number: string) =>
  cardByIccid(deps.sqlite).get(number) ?? cardByMsisdn(deps.sqlite).get(number);

const cardByEid = perConnection<[string], ActionCard & { client_id: number }>(
  `select ${ACTION_COLUMNS}, c.client_id from cards c join plans p on p.id = c.plan_id where c.eid = ?`,
);
const cardByOIccid = perConnection<[string], ActionCard & { client_id: number }>(
  `select ${ACTION_COLUMNS}, c.client_id from cards c join plans p on p.id = c.plan_id where c.o_iccid = upper(?)`,
);

/** A multi-carrier card as the actions read it, by its container (EID), its O-ICCID or its ICCID. */
export const actionCardByOcNumber = (deps: AppDeps, number: string) =>
  cardByEid(deps.sqlite).get(number) ??
  cardByOIccid(deps.sqlite).get(number) ??
  cardByIccid(deps.sqlite).get(number);

const cardsByIds = {
  main_client_id: perConnection<[string, number], ActionCard>(
    `select ${ACTION_COLUMNS} from cards c join plans p on p.id = c.plan_id
     where c.id in (select value from json_each(?)) and c.main_client_id = ?`,
  ),
  client_id: perConnection<[string, number], ActionCard>(
    `select ${ACTION_COLUMNS} from cards c join plans p on p.id = c.plan_id
     where c.id in (select value from json_each(?)) and c.client_id = ?`,
  ),
};

const insertEvent = perConnection<[number, number, CardStatus, CardStatus, StatusReason, string]>(
  `insert into card_status_events (card_id, at, from_status, to_status, reason, operator)
   values (?, ?, ?, ?, ?, ?)`,
);
const insertOperation = perConnection<[number, number | null, string, string, string, number]>(
  'insert into card_operations (card_id, user_id, username, action, detail, at) values (?, ?, ?, ?, ?, ?)',
);
const insertNote = perConnection<[number, string]>(
  'insert into card_status_notes (event_id, note) values (?, ?)',
);
const setStatus = perConnection<[CardStatus, number]>('update cards set status = ? where id = ?');
const lastStopReason = perConnection<[number], { reason: StatusReason }>(
  `select reason from card_status_events where card_id = ? and to_status = 'suspended'
   order by at desc, id desc limit 1`,
);

/** Why the card was last stopped, if it ever was. */
export const lastStopReasonOf = (sqlite: AppDeps['sqlite'], cardId: number) =>
  lastStopReason(sqlite).get(cardId)?.reason ?? null;

/**
 * Runs an action over the caller's cards among `ids`, in one transaction: `apply` changes one card
 * or returns why it may not; a card outside the caller's scope is "not found". The answer counts
 * the cards changed and names each refused one with its reason, worded by the route
 * (`wordRefusals`) in the caller's language.
 */
function eachCard(
  deps: AppDeps,
  auth: AuthContext,
  ids: number[],
  apply: (card: ActionCard) => Message | null,
  before?: (cards: ActionCard[]) => void,
): ActionResult {
  const scope = scopeColumn(auth);
  const unique = [...new Set(ids)];
  const found = new Map(
    (scope ? cardsByIds[scope.column](deps.sqlite).all(JSON.stringify(unique), scope.clientId) : []).map(
      (c) => [c.id, c],
    ),
  );
  const result: ActionResult = { succeeded: 0, failed: [] };
  deps.sqlite.transaction(() => {
    before?.([...found.values()]);
    for (const id of unique) {
      const card = found.get(id);
      const reason = card ? apply(card) : message('card_action_not_found', { id });
      if (reason === null) result.succeeded++;
      else result.failed.push({ card_id: id, iccid: card?.iccid ?? null, reason });
    }
  })();
  return result;
}

/** Who does an action: the user (a batch's task acts for the user who started it). */
export type Actor = Pick<AuthContext, 'userId' | 'username'>;

/** Records one status change: the event with its reason, and the user's operation. */
function recordChange(
  deps: AppDeps,
  auth: Actor,
  card: ActionCard,
  change: { to: CardStatus; reason: StatusReason; action: string; detail?: object; note?: string },
) {
  const now = deps.clock.now();
  const event = insertEvent(deps.sqlite).run(
    card.id,
    now,
    card.status,
    change.to,
    change.reason,
    auth.username,
  );
  // A reason given by hand (support's) goes beside the change in the card's status history.
  if (change.note) insertNote(deps.sqlite).run(Number(event.lastInsertRowid), change.note);
  insertOperation(deps.sqlite).run(
    card.id,
    auth.userId,
    auth.username,
    change.action,
    JSON.stringify(change.detail ?? {}),
    now,
  );
}

/** The cards an action changed, and each card it refused with the reason, not yet worded. */
export interface ActionResult {
  succeeded: number;
  failed: { card_id: number; iccid: string | null; reason: Message }[];
}

/** `months` calendar months after `epochMs`, in UTC+8. */
export function addMonths(epochMs: number, months: number): number {
  const local = new Date(epochMs + CHINA_OFFSET_MS);
  local.setUTCMonth(local.getUTCMonth() + months);
  return local.getTime() - CHINA_OFFSET_MS;
}

const activate = perConnection<[number, number, number]>(
  "update cards set status = 'active', activated_at = ?, expires_at = ? where id = ?",
);

/**
 * Why the card may not be activated now, or null: only a card awaiting activation or in testing
 * goes into use (a cancelled card, one in use or stopped is refused). The one rule of the card
 * list's activation and of support's batch activation (O_CS).
 */
export function activationRefusal(card: ActionCard): Message | null {
  if (card.status === 'pending' || card.status === 'testing') return null;
  return message('activate_not_pending', { status: CARD_STATUSES[card.status] });
}

/**
 * Puts one card the rule allows into use now, expiring after its plan's months, recording who did
 * it (and, from support, why: `reason` goes to the status history and the operation's detail).
 */
export function applyActivation(deps: AppDeps, actor: Actor, card: ActionCard, reason?: string) {
  const now = deps.clock.now();
  const expiresAt = addMonths(now, card.months);
  activate(deps.sqlite).run(now, expiresAt, card.id);
  recordChange(deps, actor, card, {
    to: 'active',
    reason: 'activated',
    action: 'activate',
    detail: reason ? { expires_at: formatDate(expiresAt), reason } : { expires_at: formatDate(expiresAt) },
    note: reason,
  });
}

/** Pending or testing cards go into use now, expiring after their plan's months. */
export function activateCards(deps: AppDeps, auth: AuthContext, ids: number[]) {
  return eachCard(deps, auth, ids, (card) => {
    const refusal = activationRefusal(card);
    if (refusal) return refusal;
    applyActivation(deps, auth, card);
    return null;
  });
}

/** What a rule of an action reads: the database, and the time it is applied at. */
type RuleDeps = Pick<AppDeps, 'sqlite'> & { clock: { now(): number } };

/** Why a suspended card may not be resumed by the customer, or null when it may. */
function resumeRefusal(deps: RuleDeps, card: ActionCard): Message | null {
  const reason = lastStopReason(deps.sqlite).get(card.id)?.reason;
  if (reason === 'arrears') return message('resume_arrears');
  if (reason === 'violation') return message('resume_violation');
  if (reason === 'expired' || (card.expires_at !== null && card.expires_at <= deps.clock.now())) {
    return message('resume_expired');
  }
  if (reason === 'over_1g') return message('resume_over_1g');
  if (reason === 'over_quota' || card.usage_mb > card.quota_mb + card.addon_mb) {
    return message('resume_over_quota');
  }
  if (reason === 'real_name' && card.real_name_status !== 'verified') return message('resume_real_name');
  if (reason === 'imei_mismatch' && !bindingReleased(deps.sqlite, card.id)) {
    return message('resume_imei_mismatch');
  }
  return null;
}

/**
 * Why the card may not be stopped (`stop`) or resumed (`resume`) by the customer now, or null when
 * it may: the one rule of the card list's action and of batches, checked before and when applied.
 */
export function stopResumeRefusal(
  deps: RuleDeps,
  card: ActionCard,
  action: 'stop' | 'resume',
): Message | null {
  if (action === 'stop') {
    return card.status === 'active'
      ? null
      : message('stop_not_active', { status: CARD_STATUSES[card.status] });
  }
  if (card.status !== 'suspended') {
    return message('resume_not_suspended', { status: CARD_STATUSES[card.status] });
  }
  return resumeRefusal(deps, card);
}

/** Stops or resumes one card the rule allows (see `stopResumeRefusal`), recording who did it. */
export function applyStopResume(
  deps: AppDeps,
  actor: Actor,
  card: ActionCard,
  action: 'stop' | 'resume',
  source: 'card_list' | 'batch' = 'card_list',
) {
  if (action === 'stop') stopCard(deps.sqlite, actor, card, deps.clock.now());
  else resumeCard(deps.sqlite, actor, card, source, deps.clock.now());
}

/**
 * The carrier stops one card in use at `at` for `reason` (inside the caller's transaction): its
 * status and the 停机 event of its history, the carrier its operator, `note` beside it (a work
 * order's number). A 实名清除 ticket's card stops for 未实名 this way (real-name.ts).
 */
export function carrierStop(
  sqlite: AppDeps['sqlite'],
  card: Pick<ActionCard, 'id' | 'status'>,
  reason: StopReason,
  at: number,
  note: string,
) {
  setStatus(sqlite).run('suspended', card.id);
  const event = insertEvent(sqlite).run(card.id, at, card.status, 'suspended', reason, 'carrier');
  insertNote(sqlite).run(Number(event.lastInsertRowid), note);
}

/**
 * Stops one card in use at `at` at its holder's request (inside the caller's transaction): its
 * status, the 停机 event of its history (reason 用户申请, with `note` beside it when given) and the
 * actor's operation. The one stop path of the card list, batches and a 停复机 work order the carrier
 * answered (ticket-effects.ts).
 */
export function stopCard(
  sqlite: AppDeps['sqlite'],
  actor: { userId: number | null; username: string },
  card: Pick<ActionCard, 'id' | 'status'>,
  at: number,
  note?: string,
) {
  setStatus(sqlite).run('suspended', card.id);
  const event = insertEvent(sqlite).run(
    card.id,
    at,
    card.status,
    'suspended',
    'user_request',
    actor.username,
  );
  if (note) insertNote(sqlite).run(Number(event.lastInsertRowid), note);
  insertOperation(sqlite).run(card.id, actor.userId, actor.username, 'stop', '{}', at);
}

/**
 * Resumes one suspended card at `at` (inside the caller's transaction): its status, the 复机 event
 * of its history (with `note` beside it when given), the actor's operation, and the resume sent to
 * its carrier (/remote_reroot), whose id is returned. The one resume path of the card list, batches
 * and an approved special-card resume (services/speccard.ts).
 */
export function resumeCard(
  sqlite: AppDeps['sqlite'],
  actor: { userId: number | null; username: string },
  card: Pick<ActionCard, 'id' | 'status'>,
  source: 'card_list' | 'batch' | 'speccard' | 'work_order',
  at: number,
  note?: string,
): number {
  setStatus(sqlite).run('active', card.id);
  const event = insertEvent(sqlite).run(card.id, at, card.status, 'active', 'resumed', actor.username);
  if (note) insertNote(sqlite).run(Number(event.lastInsertRowid), note);
  insertOperation(sqlite).run(card.id, actor.userId, actor.username, 'resume', '{}', at);
  return sendCarrierResume(sqlite, card.id, source, actor.username, at);
}

/**
 * Stops cards in use at the customer's request, or resumes suspended ones. A card the carrier
 * stopped for arrears, its quota, its expiry or another reason of its own is not the customer's to
 * resume: paying, an add-on, a renewal or the fix resumes it.
 */
export function stopResumeCards(deps: AppDeps, auth: AuthContext, ids: number[], action: 'stop' | 'resume') {
  return eachCard(deps, auth, ids, (card) => {
    const refusal = stopResumeRefusal(deps, card, action);
    if (refusal) return refusal;
    applyStopResume(deps, auth, card, action);
    return null;
  });
}

const allPlans = perConnection<
  [],
  { id: number; name: string; name_en: string; carrier: Carrier; quota_mb: number; months: number }
>('select id, name, name_en, carrier, quota_mb, months from plans order by carrier, id');

/** Every carrier's plans: the targets a carrier change may choose from. */
export const carrierPlans = (deps: AppDeps, lang: Lang) =>
  allPlans(deps.sqlite)
    .all()
    .map(({ name_en, ...plan }) => ({ ...plan, name: nameIn({ name: plan.name, name_en }, 'name', lang) }));

interface PlanNames {
  id: number;
  name: string;
  name_en: string;
  carrier: Carrier;
}
/** A plan's name in both languages, for a message. */
const bothNames = (plan: PlanNames) => ({ 'zh-CN': plan.name, en: plan.name_en || plan.name });

const planById = perConnection<[number], PlanNames>(
  'select id, name, name_en, carrier from plans where id = ?',
);
const moveCarrier = perConnection<[Carrier, number, number]>(
  // A billing group pools one carrier's cards: a card leaving the carrier leaves its pool.
  'update cards set carrier = ?, plan_id = ?, billing_group_id = null where id = ?',
);

/** Why a card may not move to the carrier now, or null. */
export function carrierChangeRefusal(card: ActionCard, carrier: Carrier): Message | null {
  if (card.status === 'cancelled') return message('card_cancelled');
  if (card.oc_profiles === 0) return message('carrier_not_esim');
  if (card.carrier === carrier) return message('carrier_same', { carrier: CARRIERS[carrier] });
  if (card.oc_blacklist?.split(',').includes(carrier)) {
    return message('carrier_blacklisted', { carrier: CARRIERS[carrier], policy: card.oc_policy ?? '' });
  }
  return null;
}

/** A plan a card may move to: one of the target carrier's. */
export interface CarrierTarget {
  carrier: Carrier;
  plan_id: number;
  plan: string;
}

/** Moves one multi-carrier card the rule allows (see `carrierChangeRefusal`), recording who did it. */
export function applyCarrierChange(deps: AppDeps, actor: Actor, card: ActionCard, target: CarrierTarget) {
  moveCarrier(deps.sqlite).run(target.carrier, target.plan_id, card.id);
  // The card goes online on its profile at the new carrier.
  switchCard(deps.sqlite, card.id, target.carrier, deps.clock.now(), 'carrier_change', actor.username);
  recordChange(deps, actor, card, {
    to: card.status,
    reason: 'carrier_changed',
    action: 'change_carrier',
    detail: { from: card.carrier, to: target.carrier, plan_id: target.plan_id, plan: target.plan },
  });
}

// An imported row may name the plan in either language.
const planByName = perConnection<[Carrier, string, string], PlanNames>(
  'select id, name, name_en, carrier from plans where carrier = ? and (name = ? or name_en = ?)',
);

/** The target of a carrier change by plan id, refused when the plan is not the carrier's. */
export function carrierTargetById(deps: AppDeps, carrier: Carrier, planId: number): CarrierTarget | Message {
  const plan = planById(deps.sqlite).get(planId);
  if (!plan) return message('plan_not_found', { id: planId });
  if (plan.carrier !== carrier)
    return message('plan_not_of_carrier', { plan: bothNames(plan), carrier: CARRIERS[carrier] });
  return { carrier, plan_id: plan.id, plan: plan.name };
}

/** The target of a carrier change by the plan's name (an imported row), or why there is none. */
export function carrierTargetByName(deps: AppDeps, carrier: Carrier, name: string): CarrierTarget | Message {
  const plan = planByName(deps.sqlite).get(carrier, name, name);
  if (!plan) return message('plan_not_of_carrier', { plan: name, carrier: CARRIERS[carrier] });
  return { carrier, plan_id: plan.id, plan: plan.name };
}

/** Moves multi-carrier (eSIM) cards to another carrier and one of its plans. */
export function changeCarrier(
  deps: AppDeps,
  auth: AuthContext,
  body: { card_ids: number[]; carrier: Carrier; plan_id: number },
) {
  const target = carrierTargetById(deps, body.carrier, body.plan_id);
  if ('key' in target) throw BizError.keyed(BizCode.BAD_REQUEST, target);
  return eachCard(deps, auth, body.card_ids, (card) => {
    const refusal = carrierChangeRefusal(card, body.carrier);
    if (refusal) return refusal;
    applyCarrierChange(deps, auth, card, target);
    return null;
  });
}

/** Turning network functions off (断网) or back on (复网). */
export type NetAction = 'net_off' | 'net_on';

const FUNCTION_COLUMNS = { data: 'data_on', sms: 'sms_on', voice: 'voice_on' } as const satisfies Record<
  CardFunction,
  keyof ActionCard
>;
const setFunction = {
  data: perConnection<[number, number]>('update cards set data_on = ? where id = ?'),
  sms: perConnection<[number, number]>('update cards set sms_on = ? where id = ?'),
  voice: perConnection<[number, number]>('update cards set voice_on = ? where id = ?'),
} satisfies Record<CardFunction, unknown>;

/** Whether the function is on for the card. */
const functionOn = (card: ActionCard, fn: CardFunction) => card[FUNCTION_COLUMNS[fn]] === 1;

/**
 * Why the card's network functions may not be turned off (`net_off`) or on (`net_on`) now, or null.
 * Only a card in service has them at the carrier: an active card, or a suspended one (stopping
 * keeps the number and its subscription, so its functions can be set for when it resumes). A
 * pending or testing card has not been opened at the carrier yet, a cancelled one no longer is.
 * A batch whose chosen functions are all in the state asked already changes nothing: refused too.
 */
export function netRefusal(
  card: ActionCard,
  action: NetAction,
  functions: readonly CardFunction[],
): Message | null {
  const out = inServiceRefusal(card);
  if (out) return out;
  const wanted = action === 'net_on';
  if (functions.every((fn) => functionOn(card, fn) === wanted)) {
    const names = { list: functions.map((fn) => ({ key: CARD_FUNCTIONS[fn].label })) };
    return message(wanted ? 'net_already_on' : 'net_already_off', { functions: names });
  }
  return null;
}

/** Why the card has no network functions at the carrier now (see `netRefusal`), or null when it has. */
export function inServiceRefusal(
  card: ActionCard,
  why: 'net_not_in_service' | 'gprs_not_in_service' = 'net_not_in_service',
): Message | null {
  if (card.status === 'cancelled') return message('card_cancelled');
  if (card.status !== 'active' && card.status !== 'suspended') {
    return message(why, { status: CARD_STATUSES[card.status] });
  }
  return null;
}

/**
 * Resets a card's data function at the carrier (support's O_GPRS): off, then on again, each an
 * operation of the card, so the card ends with data on whatever it was before.
 */
export function applyDataReset(deps: AppDeps, actor: Actor, card: ActionCard) {
  applyNet(deps, actor, card, 'net_off', ['data']);
  applyNet(deps, actor, card, 'net_on', ['data']);
}

/** Turns the chosen functions of one card off or on (see `netRefusal`), recording who did it. */
export function applyNet(
  deps: AppDeps,
  actor: Actor,
  card: ActionCard,
  action: NetAction,
  functions: readonly CardFunction[],
) {
  const on = action === 'net_on' ? 1 : 0;
  for (const fn of functions) setFunction[fn](deps.sqlite).run(on, card.id);
  // Not a status change: the operation only, as an add-on records it.
  insertOperation(deps.sqlite).run(
    card.id,
    actor.userId,
    actor.username,
    action,
    JSON.stringify({ functions }),
    deps.clock.now(),
  );
}

const addAddon = perConnection<[number, number]>('update cards set addon_mb = addon_mb + ? where id = ?');
const insertRecharge = perConnection<
  [string, number, number, string, string, number, number, 'balance' | 'wechat', string, number]
>(
  `insert into recharge_records (order_no, card_id, main_client_id, kind, package_name, package_name_en, mb, months,
     amount_cents, pay_method, status, operator, at)
   values (?, ?, ?, 'addon', ?, ?, ?, 0, ?, ?, 'success', ?, ?)`,
);

/** An add-on as a card receives it: its names as the recharge record keeps them (Chinese, English), MB and price. */
interface AddonPack {
  name: string;
  name_en: string;
  mb: number;
  price_cents: number;
}

/** How an add-on package was paid: the order's number, from the balance or by WeChat, and when. */
interface AddonPayment {
  orderNo: string;
  payMethod: 'balance' | 'wechat';
  at: number;
}

/**
 * Adds a paid add-on package to one card (in the caller's transaction): the recharge record, this
 * month's allowance, the card's operation. A card the carrier stopped for using up its data resumes
 * once the add-on covers its use. The one rule of the card list's add-on and of the WeChat recharge.
 */
export function applyAddon(
  sqlite: AppDeps['sqlite'],
  actor: { userId: number | null; username: string },
  card: ActionCard,
  pack: AddonPack,
  payment: AddonPayment,
): void {
  const { orderNo, payMethod, at } = payment;
  insertRecharge(sqlite).run(
    orderNo,
    card.id,
    card.main_client_id,
    pack.name,
    pack.name_en,
    pack.mb,
    pack.price_cents,
    payMethod,
    actor.username,
    at,
  );
  addAddon(sqlite).run(pack.mb, card.id);
  insertOperation(sqlite).run(
    card.id,
    actor.userId,
    actor.username,
    'add_on',
    JSON.stringify({ package: pack.name, mb: pack.mb, order_no: orderNo }),
    at,
  );
  const stopReason = card.status === 'suspended' ? lastStopReason(sqlite).get(card.id)?.reason : null;
  if (stopReason === 'over_quota' && card.usage_mb <= card.quota_mb + card.addon_mb + pack.mb) {
    setStatus(sqlite).run('active', card.id);
    insertEvent(sqlite).run(card.id, at, 'suspended', 'active', 'resumed', 'platform');
  }
}
