import type { z } from 'zod';
import { API_BASE, type verifyEntry, type verifyReport } from '#contract';
import type { Verdict } from './check.ts';
import type { Matched } from './match.ts';

type Entry = z.infer<typeof verifyEntry>;
type IssueRow = Entry['issues'][number];

interface Tally {
  endpoint: string | null;
  method: string;
  path: string;
  calls: number;
  mismatches: number;
  issues: Map<string, IssueRow>;
  unknownCodes: Set<number>;
}

/** Bounds, so memory stays flat whatever the backend answers or callers ask for. */
const MAX_UNKNOWN_PATHS = 100;
const MAX_ISSUES = 50;
const MAX_CODES = 20;
const OTHER = '(other)';

/**
 * Counts, per contract endpoint (or unknown path), the calls forwarded in verify mode and how
 * their answers differed from the contract. It keeps names, counts and schema issues only.
 */
export class VerifyRecorder {
  private readonly tallies = new Map<string, Tally>();
  private unknownPaths = 0;

  /** `target` is the backend's base URL, without credentials. */
  constructor(readonly target: string) {}

  record(method: string, path: string, matched: Matched | null, verdict: Verdict): void {
    const tally = this.tallyFor(method, path, matched);
    tally.calls++;
    const findings = matched
      ? verdict.findings
      : [
          { path: '(endpoint)', code: 'unknown_endpoint', message: 'not in the contract' },
          ...verdict.findings,
        ];
    if (findings.length || verdict.unknownCode !== null) tally.mismatches++;
    for (const f of findings) {
      const key = `${f.path}\n${f.code}\n${f.message}`;
      const row = tally.issues.get(key);
      if (row) row.count++;
      else if (tally.issues.size < MAX_ISSUES) tally.issues.set(key, { ...f, count: 1 });
    }
    if (verdict.unknownCode !== null && tally.unknownCodes.size < MAX_CODES) {
      tally.unknownCodes.add(verdict.unknownCode);
    }
  }

  private tallyFor(method: string, path: string, matched: Matched | null): Tally {
    let key = matched ? matched.name : `${method} ${path}`;
    if (!matched && !this.tallies.has(key) && this.unknownPaths >= MAX_UNKNOWN_PATHS) {
      key = `${method} ${OTHER}`;
      path = OTHER;
    }
    let tally = this.tallies.get(key);
    if (!tally) {
      if (!matched) this.unknownPaths++;
      tally = {
        endpoint: matched?.name ?? null,
        method,
        path: matched ? API_BASE + matched.endpoint.path : path,
        calls: 0,
        mismatches: 0,
        issues: new Map(),
        unknownCodes: new Set(),
      };
      this.tallies.set(key, tally);
    }
    return tally;
  }

  report(): z.input<typeof verifyReport> {
    const items = [...this.tallies.values()]
      .map((t) => ({
        endpoint: t.endpoint,
        method: t.method,
        path: t.path,
        calls: t.calls,
        mismatches: t.mismatches,
        issues: [...t.issues.values()].map((issue) => ({ ...issue })),
        unknown_codes: [...t.unknownCodes].sort((a, b) => a - b),
      }))
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    return { target: this.target, items };
  }

  /** Forgets every tally; answers how many endpoints had one. */
  clear(): number {
    const cleared = this.tallies.size;
    this.tallies.clear();
    this.unknownPaths = 0;
    return cleared;
  }
}
