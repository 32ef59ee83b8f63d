import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Ends the run by naming every test that passed only on a retry (CI retries once), so a rare flake
 * never blocks a merge and is never hidden either. Also writes them to test-results/flaky.json.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky = new Map<string, { title: string; errors: string[] }>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'passed' || result.retry === 0) return;
    const previous = test.results.slice(0, -1).flatMap((r) => r.errors.map((e) => e.message ?? ''));
    const where = `${test.location.file.replace(`${process.cwd()}/`, '')}:${test.location.line}`;
    this.flaky.set(test.id, {
      title: `${where} › ${test.titlePath().slice(1).join(' › ')}`,
      errors: previous.map((m) => m.split('\n')[0]!),
    });
  }

  async onEnd(_result: FullResult) {
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir('test-results', { recursive: true });
    await writeFile('test-results/flaky.json', `${JSON.stringify([...this.flaky.values()], null, 2)}\n`);
    if (this.flaky.size === 0) {
      console.log('\nNo test passed only on a retry.');
      return;
    }
    console.log(`\n${this.flaky.size} test(s) passed only on a retry (flaky, to be fixed at their cause):`);
    for (const { title, errors } of this.flaky.values()) {
      console.log(`  ${title}`);
      for (const error of errors) console.log(`      first attempt: ${error}`);
    }
  }

  printsToStdio() {
    return true;
  }
}
