import type { FullConfig, Reporter, Suite, TestError } from '@playwright/test/reporter';

/**
 * Repeats at the very end of a run what the list reporter printed far above it: errors raised
 * outside any test (a failing afterAll, a crashed worker) and the tests that never ran. A long
 * CI log is often read from its tail; without this, such a run ends with a count and no reason.
 */
export default class FailureRecapReporter implements Reporter {
  private suite: Suite | undefined;
  private readonly errors: TestError[] = [];

  onBegin(_config: FullConfig, suite: Suite): void {
    this.suite = suite;
  }

  onError(error: TestError): void {
    this.errors.push(error);
  }

  onEnd(): void {
    const notRun = (this.suite?.allTests() ?? []).filter(
      (test) => test.outcome() === 'skipped' && test.expectedStatus !== 'skipped',
    );
    if (this.errors.length === 0 && notRun.length === 0) return;
    const lines = ['', 'Recap of what failed outside the tests:'];
    for (const error of this.errors) {
      const where = error.location ? ` (${error.location.file}:${error.location.line})` : '';
      lines.push(`- error${where}: ${error.stack ?? error.message ?? error.value ?? 'unknown'}`);
    }
    for (const test of notRun) lines.push(`- did not run: ${test.titlePath().filter(Boolean).join(' › ')}`);
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
