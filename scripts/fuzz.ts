/**
 * `npm run fuzz -- <count | duration>`: the contract walk (tests/api/contract-walk.test.ts) with far
 * more generated cases than `npm test` runs, on a fresh random seed it prints first, so any failure
 * can be replayed with `FUZZ_SEED=<seed> FUZZ_RUNS=<count> npx vitest run tests/api/contract-walk.test.ts`.
 * A count (`200000`) or a duration (`90s`, `10m`); FUZZ_SEED picks the seed.
 */
import { spawnSync } from 'node:child_process';

const arg = process.argv[2] ?? '100000';
const duration = /^(\d+)(s|m)$/.exec(arg);
if (!duration && !/^\d+$/.test(arg)) {
  console.error('usage: npm run fuzz -- <count> | <seconds>s | <minutes>m');
  process.exit(2);
}
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const env: NodeJS.ProcessEnv = { ...process.env, FUZZ_SEED: seed };
if (duration) env.FUZZ_MS = String(Number(duration[1]) * (duration[2] === 'm' ? 60_000 : 1000));
else env.FUZZ_RUNS = arg;
console.log(`fuzz: ${duration ? `for ${arg}` : `${arg} cases`}, seed ${seed}`);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'api', 'tests/api/contract-walk.test.ts', '-t', 'never crashes'],
  { stdio: 'inherit', env },
);
process.exit(run.status ?? 1);
