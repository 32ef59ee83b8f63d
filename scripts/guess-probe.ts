/**
 * How fast can a caller guess? Builds the emulator in memory with its default limits and, from one
 * address, tries wrong passwords and wrong SMS codes for a few seconds each: it prints how many
 * guesses were actually checked (not refused by a limit) per second, and what the tenth wrong
 * guess answered. `npx tsx scripts/guess-probe.ts [seconds]`
 */
import { API_BASE, CODE_MAX_TRIES } from '#contract';
import { USERS } from '../fixtures/index.ts';
import { buildApp } from '../server/app.ts';
import { DEFAULT_LIMITS } from '../server/config.ts';

const seconds = Number(process.argv[2] ?? 3);
const app = await buildApp({ seedCards: 50 });
await app.ready();

const post = async (path: string, payload: object) =>
  JSON.parse((await app.inject({ method: 'POST', url: API_BASE + path, payload })).body) as {
    code: number;
    msg: string;
  };

/**
 * Sends guesses for `seconds`. A guess is checked against the secret up to and including the one
 * whose answer first differs from the plain "wrong" message (the one that hit the limit); after
 * that, every answer is a refusal without a check.
 */
async function hammer(
  label: string,
  guess: (i: number) => Promise<{ msg: string }>,
  wrongMsg: string,
  sustained: string,
) {
  const answers: string[] = [];
  const end = performance.now() + seconds * 1000;
  let i = 0;
  while (performance.now() < end) answers.push((await guess(i++)).msg);
  const firstRefusal = answers.findIndex((msg) => msg !== wrongMsg);
  const checked = firstRefusal === -1 ? answers.length : firstRefusal + 1;
  console.log(`${label}:`);
  console.log(
    `  ${answers.length} guesses sent in ${seconds} s (${Math.round(answers.length / seconds)} a second)`,
  );
  console.log(`  ${checked} checked against the secret, ${answers.length - checked} refused unchecked`);
  console.log(`  sustained at most: ${sustained}`);
  console.log(`  the 10th wrong guess answered: ${answers[9]}`);
}

const per = (limit: { max: number; windowMs: number }) =>
  `${limit.max} per ${limit.windowMs / 60_000} min (${((limit.max / limit.windowMs) * 1000).toFixed(4)} a second)`;

const demo = USERS.find((u) => u.username === 'demo')!;
await hammer(
  'Password login (POST /login/, one account, one address)',
  (i) => post('/login/', { username: demo.username, password: `Wrong${i}pass` }),
  '用户名或密码错误',
  `${per(DEFAULT_LIMITS.passwordPerAccount)} per account; ${per(DEFAULT_LIMITS.passwordPerAddress)} per address`,
);

await post('/send/dpassword/', { phone: demo.phone });
await hammer(
  'SMS-code login (POST /c/code_login/, one phone, one address, one code)',
  (i) => post('/c/code_login/', { phone: demo.phone, code: String(i).padStart(6, '0') }),
  '验证码错误，请重新输入',
  `${CODE_MAX_TRIES} per code, ${per(DEFAULT_LIMITS.codeTriesPerAddress)} per address`,
);

await app.close();
