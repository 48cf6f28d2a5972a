// What the held-out halves' tests share: the engine's source files, text compared without case or spacing, and
// failures told by count and place, never by their text: a failing test that printed a test-half line would show the
// engine's authors the case they must not tune it on.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

export interface SourceFile {
  file: string;
  text: string;
}

/**
 * Every `.ts` file under `dir` and every `.json` file: the engine's tables and its tests' cases kept as data. When
 * `withTests` is false, the tests are left out, and so are their cases kept as data (a `.json` file read through a
 * `.test-helpers.ts` of the same name): a test may say what a held-out case says, the engine may not.
 */
export function engineSources(dir: string, withTests = true): SourceFile[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const names = new Set(entries.map((entry) => entry.name));
  const isTestData = (name: string) => name.endsWith('.json') && names.has(name.replace(/\.json$/, '.test-helpers.ts'));
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return engineSources(path, withTests);
    const isSource = (entry.name.endsWith('.json') && (withTests || !isTestData(entry.name))) || (entry.name.endsWith('.ts') && (withTests || !entry.name.endsWith('.test.ts')));
    return isSource ? [{ file: path, text: readFileSync(path, 'utf8') }] : [];
  });
}

/** Lower case, one kind of apostrophe, single spaces. */
export function flattened(text: string): string {
  return text.toLowerCase().replaceAll(/[’']/g, "'").replaceAll(/\s+/g, ' ');
}

/** Whether `text` holds `sentence`, compared flattened and without the sentence's closing mark. */
export function holdsSentence(text: string, sentence: string): boolean {
  return flattened(text).includes(flattened(sentence).replace(/[.!?]$/, ''));
}

/** The files of `sources` that hold any of `sentences`: where a held-out line was copied, named without the line. */
export function filesHolding(sources: readonly SourceFile[], sentences: readonly string[]): string[] {
  const lines = sentences.map((sentence) => flattened(sentence).replace(/[.!?]$/, ''));
  return sources.filter((source) => {
    const text = flattened(source.text);
    return lines.some((line) => text.includes(line));
  }).map((source) => source.file);
}

/** Fails when `found` holds anything, saying how many and `what` they are, never the items themselves. */
export function expectNoneHeldOut(found: readonly unknown[], what: string): void {
  expect(found.length, `${found.length} ${what} of the held-out half (not printed: the engine is never tuned on them)`).toBe(0);
}
