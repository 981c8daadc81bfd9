import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names each test that failed and then passed on its retry (vitest.config.ts gives page tests one), as Playwright
 * lists its flaky tests: the default reporter counts such a test as passed and says nothing of the failure.
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retries = testCase.diagnostic()?.retryCount ?? 0;
    if (retries > 0 && testCase.result().state === 'passed') this.retried.push(`${testCase.module.moduleId} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    console.log(
      `\n${this.retried.length} flaky (failed, then passed on a retry):\n${this.retried.map((name) => `  ${name}`).join('\n')}\n`,
    );
  }
}
