import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * biome.json's import boundaries (docs/architecture.md, Import boundaries), proved by planting: one
 * file per case is written into the folder the rule governs, biome lints them all in one run, and each bad import
 * must be refused by noRestrictedImports with its rule's message while each legal import next to it
 * passes (so a rule that refuses everything, or nothing, fails here). The files are removed in a
 * finally block, also when biome or an assertion fails.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIOME = join(ROOT, 'node_modules/.bin/biome');

/** A substring of each rule's message in biome.json; `null` is a legal import. */
const EMULATOR = 'The client never imports the emulator';
const SHARED = 'client/lib and client/components are shared';
const LIB = 'client/lib sits under client/components';
const FEATURE = 'A feature never imports another feature';
const CLIMB = 'climbs out of its feature';
const SERVER = 'The emulator never imports the client';
const DB = 'db/ sits under the emulator';
const CONTRACT = 'imports only zod and its own files';
const LEAVES_CONTRACT = 'leaves contract/';

type Case = readonly [folder: string, source: string, rule: string | null];

/** A folder made for the cases under a feature's subfolder (the third depth override); removed after. */
const DEEP = 'client/features/card/actions/__planted_boundary__';

const CASES: readonly Case[] = [
  // client/lib: no feature, no app shell, no component, no emulator.
  ['client/lib', '@/features/card/card-list-page', SHARED],
  ['client/lib', '../features/card/card-list-page.tsx', SHARED],
  ['client/lib', '@/app/query-client', SHARED],
  ['client/lib/api', '../../app/query-client.ts', SHARED],
  ['client/lib', '@/components/ui/card', LIB],
  ['client/lib', '../components/ui/card.tsx', LIB],
  ['client/lib', '#db/schema.ts', EMULATOR],
  ['client/lib', '../../server/app.ts', EMULATOR],
  ['client/lib', '@/lib/cn', null],
  ['client/lib/api', '../endpoint-query.ts', null],
  ['client/lib', '#contract', null],
  // client/components: no feature, no app shell, no emulator; components and lib are fine.
  ['client/components', '@/features/register/register-page', SHARED],
  ['client/components/data-table', '../../features/card/card-list-page.tsx', SHARED],
  ['client/components', '@/app/page-loading', SHARED],
  ['client/components', '../../db/schema.ts', EMULATOR],
  ['client/components', '@/components/ui/card', null],
  ['client/components', '@/lib/cn', null],
  // A feature's own folder: no other feature by any spelling, no climbing out, no emulator.
  ['client/features/card', '@/features/register/register-page', FEATURE],
  ['client/features/card', '../../features/register/register-page.tsx', FEATURE],
  ['client/features/card', '../register/register-page.tsx', CLIMB],
  ['client/features/card', '#db/schema.ts', EMULATOR],
  ['client/features/card', '../../../server/app.ts', EMULATOR],
  ['client/features/card', './card-list-page.tsx', null],
  ['client/features/card', './api/card-actions.ts', null],
  ['client/features/card', '@/components/ui/card', null],
  ['client/features/card', '@/lib/cn', null],
  // A feature's subfolder: ../ stays inside the feature, ../../ leaves it.
  ['client/features/card/actions', '../../register/register-page.tsx', CLIMB],
  ['client/features/card/actions', '@/features/account/forced-shell', FEATURE],
  ['client/features/card/actions', '../api/card-actions.ts', null],
  ['client/features/card/actions', '../card-list-page.tsx', null],
  [DEEP, '../../../register/register-page.tsx', CLIMB],
  [DEEP, '../../api/card-actions.ts', null],
  // The rest of the client (app/, routes/) may import features, never the emulator.
  ['client/app', '../../server/app.ts', EMULATOR],
  ['client/routes', '#db/schema.ts', EMULATOR],
  ['client/app', '@/features/card/card-list-page', null],
  // The emulator: no client by any spelling; the contract, db and fixtures are fine.
  ['server', '@/lib/cn', SERVER],
  ['server', '../client/lib/cn.ts', SERVER],
  ['server/services', '../../client/lib/cn.ts', SERVER],
  ['server', '#contract', null],
  ['server', '../db/schema.ts', null],
  ['server/services', '../../fixtures/index.ts', null],
  // db: no emulator, no client; the contract and fixtures are fine.
  ['db', '../server/app.ts', DB],
  ['db/seed', '../../server/world.ts', DB],
  ['db', '@/lib/cn', DB],
  ['db', '../client/lib/cn.ts', DB],
  ['db', '#contract', null],
  ['db/seed', '../schema.ts', null],
  ['db/seed', '../../fixtures/index.ts', null],
  // The contract: zod and its own files, nothing else by any spelling.
  ['contract', '#db/schema.ts', CONTRACT],
  ['contract', '#contract', CONTRACT],
  ['contract', '@/lib/cn', CONTRACT],
  ['contract', 'node:fs', CONTRACT],
  ['contract', 'drizzle-orm', CONTRACT],
  ['contract', '../server/app.ts', LEAVES_CONTRACT],
  ['contract', '../client/lib/cn.ts', LEAVES_CONTRACT],
  ['contract', '../db/schema.ts', LEAVES_CONTRACT],
  ['contract/endpoints', '../../server/app.ts', LEAVES_CONTRACT],
  ['contract', 'zod', null],
  ['contract', './list.ts', null],
  ['contract/endpoints', '../list.ts', null],
];

interface Diagnostic {
  category?: string;
  message?: string;
  location?: { path?: string };
}

/** Writes every case, lints them in one biome run, and returns each file's diagnostics; always cleans up. */
function lintPlanted(cases: readonly Case[]): Map<string, Diagnostic[]> {
  const files = cases.map(([folder], i) => `${folder}/__planted_boundary_${i}__.ts`);
  try {
    mkdirSync(join(ROOT, DEEP), { recursive: true });
    cases.forEach(([, source], i) => {
      writeFileSync(join(ROOT, files[i]!), `import '${source}';\n`);
    });
    const run = spawnSync(BIOME, ['lint', '--reporter=json', '--max-diagnostics=none', ...files], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[]; summary?: { skipped?: number } };
    expect(report.summary?.skipped ?? 0, 'biome skipped a planted file').toBe(0);
    const byFile = new Map<string, Diagnostic[]>(files.map((f) => [f, []]));
    for (const d of report.diagnostics) byFile.get(d.location?.path ?? '')?.push(d);
    return byFile;
  } finally {
    for (const f of files) rmSync(join(ROOT, f), { force: true });
    rmSync(join(ROOT, DEEP), { recursive: true, force: true });
  }
}

describe('import boundaries (biome.json noRestrictedImports)', () => {
  it('refuses each planted bad import with its rule, and passes the legal one beside it', () => {
    const byFile = lintPlanted(CASES);
    const outcomes = CASES.map(([folder, source, rule], i) => {
      const file = `${folder}/__planted_boundary_${i}__.ts`;
      const refusals = (byFile.get(file) ?? []).filter(
        (d) => d.category === 'lint/style/noRestrictedImports',
      );
      const refused = refusals.length > 0;
      return {
        case: `${folder}: import '${source}'`,
        expected: rule ? `refused: ${rule}` : 'allowed',
        got: refused ? `refused: ${refusals.map((d) => d.message).join(' | ')}` : 'allowed',
        ok: rule ? refusals.some((d) => d.message?.includes(rule)) : !refused,
      };
    });
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    // Every rule is exercised, each also with a legal import next to it.
    const rules = [EMULATOR, SHARED, LIB, FEATURE, CLIMB, SERVER, DB, CONTRACT, LEAVES_CONTRACT];
    expect(rules.filter((r) => !CASES.some(([, , rule]) => rule === r))).toEqual([]);
    expect(CASES.filter(([, , rule]) => rule === null).length).toBeGreaterThan(10);
  });
});
