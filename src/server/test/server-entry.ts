// How the slow tests start one of the server's entries (the server, the job worker) as a process of their own.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '../../..');

/**
 * The `node` arguments that run `entry` from the repository's root: the production build when TEST_BUILT_SERVER is set
 * (`npm test` sets it for the slow lane, which runs after it built dist/ from the same source), else the source through
 * tsx. A start of the build costs about 2 s of CPU, the source through tsx about 5 s.
 */
export function serverEntryArgs(entry: 'main' | 'worker'): string[] {
  if (!process.env.TEST_BUILT_SERVER) return ['--import', 'tsx', `src/server/${entry}.ts`];
  const built = `dist/server/${entry}.js`;
  if (!existsSync(join(ROOT, built))) throw new Error(`TEST_BUILT_SERVER is set, but ${built} is missing: run \`npm run build\` first.`);
  return ['--enable-source-maps', built];
}

/** What a process started with `serverEntryArgs(entry)` shows in its command line. */
export function serverEntryPath(entry: 'main' | 'worker'): string {
  return serverEntryArgs(entry).at(-1)!;
}

/**
 * The evaluation's worker thread from the production build when TEST_BUILT_SERVER is set, for a runner made in a test
 * (eval/evaluation-runner.ts's `workerEntry`); undefined otherwise, so the runner starts the source's through tsx.
 */
export function evalWorkerEntry(): URL | undefined {
  if (!process.env.TEST_BUILT_SERVER) return undefined;
  const built = join(ROOT, 'dist/server/eval.worker.js');
  if (!existsSync(built)) throw new Error('TEST_BUILT_SERVER is set, but dist/server/eval.worker.js is missing: run `npm run build` first.');
  return pathToFileURL(built);
}
