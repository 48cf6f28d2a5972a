// What the two files that play the created set share: one half played on the built-in engine through the real routes,
// on a clone of the test run's migrated database, and the figures printed for whoever reads a failing run. Each half
// is held to its own floors, so each plays in a file of its own and Vitest runs the two on both of its workers.
import { loadConfig } from '../../config.ts';
import { signUp } from '../eval-client.ts';
import { createdSetScenarioAllowance, withEvalApp } from '../evaluate.ts';
import { createFreshDatabase } from '../../test/test-app.ts';
import { sharedCpuPool } from '../../test/shared-cpu-pool.ts';
import type { CreatedCase } from './created-case.ts';
import { formatCreated } from './created-figures.ts';
import { createdTotals, runCreatedSet, type CreatedSetResult } from './play-created.ts';

/** How long one half may take to be created and played. */
export const HALF_TIMEOUT_MS = 300_000;

/** Creates and plays every case of one half as a person would, on an app of its own. */
export async function playCreatedHalf(half: CreatedSetResult['half'], cases: readonly CreatedCase[]): Promise<CreatedSetResult> {
  const config = loadConfig({ LOG_LEVEL: 'silent', AI_PROVIDER: 'offline', AI_OFFLINE_STREAM_DELAY_MS: '0', WEB_DIR: './.tmp/no-web-build' });
  return withEvalApp(config, createdSetScenarioAllowance(), async (evalApp) => runCreatedSet(await signUp(evalApp.app, 'Eval Creator'), evalApp.database.db, half, cases), {
    databaseUrl: await createFreshDatabase(),
    cpu: sharedCpuPool(config),
  });
}

/** The figures of a played half beside an empty other half: the test half's are counted, never its replies printed. */
export function formatHalf(result: CreatedSetResult): string {
  const empty = (half: CreatedSetResult['half']): CreatedSetResult => ({ half, cases: [], totals: createdTotals([], []) });
  return result.half === 'tuning' ? formatCreated(result, empty('test'), null) : formatCreated(empty('tuning'), result, null);
}
