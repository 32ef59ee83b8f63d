import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` refuses import circles with dependency-cruiser (.dependency-cruiser.cjs, issue 52).
 * Proved by planting: a circle of value imports, one closed by a lazy `import()` (as a route table
 * closes one), and a circle of type-only imports (which compiles away and is allowed) are written
 * into a folder of the repository, cruised in one run, and removed in a finally block.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEPCRUISE = join(ROOT, 'node_modules/.bin/depcruise');
const DIR = 'server/__planted_circle__';

const FILES: Record<string, string> = {
  'a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
  'b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
  'lazy-table.ts': "export const pages = [() => import('./lazy-page.ts')];\n",
  'lazy-page.ts': "import { pages } from './lazy-table.ts';\nexport default pages;\n",
  'type-a.ts': "import type { B } from './type-b.ts';\nexport type A = { b?: B };\n",
  'type-b.ts': "import type { A } from './type-a.ts';\nexport type B = { a?: A };\n",
};

function cruise(): { from: string; cycle: string[] }[] {
  try {
    mkdirSync(join(ROOT, DIR), { recursive: true });
    for (const [name, text] of Object.entries(FILES)) writeFileSync(join(ROOT, DIR, name), text);
    const run = spawnSync(DEPCRUISE, ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', DIR], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    const report = JSON.parse(run.stdout) as {
      summary: { violations: { from: string; rule: { name: string }; cycle?: { name: string }[] }[] };
    };
    return report.summary.violations
      .filter((v) => v.rule.name === 'no-circular')
      .map((v) => ({ from: v.from, cycle: (v.cycle ?? []).map((c) => c.name) }));
  } finally {
    rmSync(join(ROOT, DIR), { recursive: true, force: true });
  }
}

describe('import circles (dependency-cruiser)', () => {
  it('refuses a circle of imports and one closed by a lazy import(), and allows type-only circles', () => {
    const circles = cruise().map((c) =>
      [c.from, ...c.cycle].map((f) => f.replace(`${DIR}/`, '')).filter((f, i, all) => all.indexOf(f) === i),
    );
    // Each circle is told once, from one of its files, with the files it goes through.
    expect(circles.map((files) => files.sort()).sort()).toEqual([
      ['a.ts', 'b.ts'],
      ['lazy-page.ts', 'lazy-table.ts'],
    ]);
  });
});
