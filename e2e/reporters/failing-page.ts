// Prints what a failing test's page showed (the page snapshot Playwright writes beside the failure, error-context.md)
// with the run's output, so a failure seen only in another machine's log can be read there.
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_LINES = 80;

/**
 * The page in an error context (its first YAML block, the accessibility snapshot), from its main region where it has
 * one, at most MAX_LINES lines; null when it has none.
 */
export function pageSnapshotOf(errorContext: string): string | null {
  const block = /```yaml\n([\s\S]*?)```/.exec(errorContext)?.[1];
  if (!block) return null;
  const lines = block.trimEnd().split('\n');
  const main = lines.findIndex((line) => /^\s*- main\b/.test(line));
  const shown = main > 0 ? lines.slice(main) : lines;
  return shown.length > MAX_LINES ? [...shown.slice(0, MAX_LINES), `… ${shown.length - MAX_LINES} more lines`].join('\n') : shown.join('\n');
}

export default class FailingPageReporter implements Reporter {
  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const attachment = result.attachments.find((candidate) => candidate.name === 'error-context' && candidate.path);
    if (!attachment?.path) return;
    let snapshot: string | null = null;
    try {
      snapshot = pageSnapshotOf(readFileSync(attachment.path, 'utf8'));
    } catch {
      return;
    }
    if (snapshot) process.stdout.write(`\nThe page when "${test.title}" failed:\n${snapshot}\n\n`);
  }
}
