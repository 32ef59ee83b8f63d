import type { z } from 'zod';
import type { Lang, RegistrationStatus, submitRegistration } from '#contract';
import { hashPassword } from '../../db/passwords.ts';
import type { AppDeps } from '../context.ts';
import { badRequest, notFound } from '../errors.ts';
import { formatDate, formatDateTime } from '../lib/format.ts';
import { verifyCode } from './codes.ts';
import { rejectReasonIn, reviewRegistrations } from './registration-review.ts';
import { readSetting } from './settings.ts';

type RegistrationInput = z.output<NonNullable<typeof submitRegistration.body>>;
type UniqueField = 'username' | 'phone' | 'email';

interface RegistrationRow {
  id: string;
  company_name: string;
  credit_code: string;
  contact_name: string;
  phone: string;
  email: string;
  username: string;
  status: RegistrationStatus;
  reject_reason: string | null;
  submitted_at: number;
  reviewed_at: number | null;
}

/** Self-registration exists only where the platform is hosted (hosted_on_ec). */
function assertHosted(deps: AppDeps): void {
  if (!readSetting(deps, 'hosted_on_ec', true)) throw badRequest('register_closed');
}

/**
 * Whether a username, phone or email is taken by an account or by a registration under review
 * (`exceptId`: the registration being corrected). Usernames and emails compare case-insensitively.
 */
function isTaken(deps: AppDeps, field: UniqueField, value: string, exceptId: string | null = null): boolean {
  const column = field === 'phone' ? field : `lower(${field})`;
  const param = field === 'phone' ? value : value.toLowerCase();
  const row = deps.sqlite
    .prepare<[string, string, string | null], { n: number }>(
      `select (select count(*) from users where ${column} = ?)
            + (select count(*) from registrations where ${column} = ? and status = 'reviewing'
                 and id is not ?) as n`,
    )
    .get(param, param, exceptId);
  return (row?.n ?? 0) > 0;
}

export function checkUnique(deps: AppDeps, field: UniqueField, value: string) {
  assertHosted(deps);
  return { unique: !isTaken(deps, field, value) };
}

function assertFree(deps: AppDeps, input: RegistrationInput, exceptId: string | null): void {
  for (const field of ['username', 'phone', 'email'] as const) {
    if (isTaken(deps, field, input[field], exceptId)) throw badRequest(`${field}_taken`);
  }
}

function view(row: RegistrationRow, lang: Lang) {
  const submitted = formatDateTime(row.submitted_at);
  return {
    register_id: row.id,
    company_name: row.company_name,
    credit_code: row.credit_code,
    contact_name: row.contact_name,
    phone: row.phone,
    email: row.email,
    username: row.username,
    status: row.status,
    reject_reason: row.reject_reason && rejectReasonIn(row.reject_reason, lang),
    submitted_at: submitted!,
    reviewed_at: formatDateTime(row.reviewed_at),
    // Review starts as soon as the registration is in.
    steps: [
      { key: 'submitted' as const, at: submitted },
      { key: 'reviewing' as const, at: submitted },
      { key: 'done' as const, at: formatDateTime(row.reviewed_at) },
    ],
  };
}

const COLUMNS = `id, company_name, credit_code, contact_name, phone, email, username, status,
  reject_reason, submitted_at, reviewed_at`;

function find(deps: AppDeps, id: string, phone: string): RegistrationRow {
  // A registration waiting past its review time is decided before anyone looks at it.
  reviewRegistrations(deps, deps.clock.now());
  const row = deps.sqlite
    .prepare<[string, string], RegistrationRow>(
      `select ${COLUMNS} from registrations where id = ? and phone = ?`,
    )
    .get(id, phone);
  if (!row) throw notFound('registration_not_found');
  return row;
}

/** 'REG' + the day (UTC+8) + a sequence number: REG202510150001. */
function nextId(deps: AppDeps, now: number): string {
  const n = deps.sqlite.prepare<[], { n: number }>('select count(*) as n from registrations').get()!.n;
  return `REG${formatDate(now)!.replaceAll('-', '')}${String(n + 1).padStart(4, '0')}`;
}

export function submit(deps: AppDeps, input: RegistrationInput, lang: Lang, address: string) {
  assertHosted(deps);
  assertFree(deps, input, null);
  verifyCode(deps, input.phone, 'register', input.code, address);
  const now = deps.clock.now();
  const id = nextId(deps, now);
  deps.sqlite
    .prepare(
      `insert into registrations (id, company_name, credit_code, contact_name, phone, email, username,
         password_hash, status, submitted_at) values (?, ?, ?, ?, ?, ?, ?, ?, 'reviewing', ?)`,
    )
    .run(
      id,
      input.company_name,
      input.credit_code,
      input.contact_name,
      input.phone,
      input.email,
      input.username,
      hashPassword(input.password),
      now,
    );
  return view(find(deps, id, input.phone), lang);
}

export function progress(deps: AppDeps, id: string, phone: string, lang: Lang) {
  assertHosted(deps);
  return view(find(deps, id, phone), lang);
}

/** Corrects a rejected registration, found by its id and phone, and puts it under review again. */
export function resubmit(deps: AppDeps, id: string, input: RegistrationInput, lang: Lang, address: string) {
  assertHosted(deps);
  const row = find(deps, id, input.phone);
  if (row.status !== 'rejected') throw badRequest('registration_not_rejected');
  assertFree(deps, input, id);
  verifyCode(deps, input.phone, 'register', input.code, address);
  deps.sqlite
    .prepare(
      `update registrations set company_name = ?, credit_code = ?, contact_name = ?, email = ?,
         username = ?, password_hash = ?, status = 'reviewing', reject_reason = null,
         submitted_at = ?, reviewed_at = null, reviewer = null where id = ?`,
    )
    .run(
      input.company_name,
      input.credit_code,
      input.contact_name,
      input.email,
      input.username,
      hashPassword(input.password),
      deps.clock.now(),
      id,
    );
  return view(find(deps, id, input.phone), lang);
}
