import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../fixtures/index.ts';

/**
 * The README's table of demo logins and the `npm run dev` banner list the same logins, described
 * the same way (issue 36): the banner prints DEMO_LOGINS, and the README, which cannot import it,
 * is checked against it here.
 */
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** The rows of the table under `## Demo logins`, as [username, password, what it is]. */
function loginTable(): string[][] {
  const section = README.split(/^## Demo logins$/m)[1]?.split(/^#{2,3} /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2) // the header and its rule
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/^`(.*)`$/, '$1')),
    );
}

describe('the README', () => {
  it('lists every demo login as fixtures/demo-logins.ts does, in its order, with its password and purpose', () => {
    expect(loginTable()).toEqual(DEMO_LOGINS.map((l) => [l.username, l.password, l.purpose]));
  });

  it('starts with the two commands and shows the demo path before anything else', () => {
    const install = README.indexOf('npm install && npm run dev');
    const test = README.indexOf('npm test ');
    const start = README.indexOf('npm start ');
    expect(install).toBeGreaterThan(0);
    expect(test).toBeGreaterThan(install);
    expect(start).toBeGreaterThan(test);
    expect(start).toBeLessThan(README.indexOf('## Demo logins'));
  });

  it('points nowhere outside the repository: every link is a file in it', () => {
    expect(README).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    for (const [, target] of README.matchAll(/\]\(([^)]+)\)/g)) {
      expect(() => readFileSync(new URL(`../../${target}`, import.meta.url)), target).not.toThrow();
    }
  });
});
