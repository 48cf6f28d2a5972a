// The only file that queries eval_runs: the Quality page's evaluations, their progress and figures.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evalRuns } from '../../db/schema.ts';

export type EvalRunRow = typeof evalRuns.$inferSelect;

const RUNNING = 'running';

export function createQualityRepository(db: Db) {
  return {
    /** Stores a new running run; the unique index refuses it (23505) while another one runs. */
    async insertRun(tx: Db, run: { startedBy: string; engine: string; model: string | null; sampleIds: string[]; withGeneration: boolean; withCreated: boolean; stepsTotal: number; currentStep: string }): Promise<string> {
      const [row] = await tx
        .insert(evalRuns)
        .values({ ...run, status: RUNNING })
        .returning({ id: evalRuns.id });
      if (!row) throw new Error('The evaluation run was not stored.');
      return row.id;
    },

    async findRun(id: string): Promise<EvalRunRow | undefined> {
      const [row] = await db.select().from(evalRuns).where(eq(evalRuns.id, id)).limit(1);
      return row;
    },

    /** The newest runs first. */
    async listRuns(limit: number): Promise<EvalRunRow[]> {
      return db.select().from(evalRuns).orderBy(desc(evalRuns.startedAt), desc(evalRuns.id)).limit(limit);
    },

    /** Whether the run is still running (not cancelled, failed or done meanwhile). */
    async isRunning(id: string): Promise<boolean> {
      const [row] = await db.select({ status: evalRuns.status }).from(evalRuns).where(eq(evalRuns.id, id)).limit(1);
      return row?.status === RUNNING;
    },

    /** Records progress of a run still running; answers false when it is not. */
    async updateProgress(id: string, progress: { done: number; total: number; step: string | null }): Promise<boolean> {
      const updated = await db
        .update(evalRuns)
        .set({ stepsDone: progress.done, stepsTotal: progress.total, currentStep: progress.step })
        .where(and(eq(evalRuns.id, id), eq(evalRuns.status, RUNNING)))
        .returning({ id: evalRuns.id });
      return updated.length > 0;
    },

    /** Ends a run still running (done with its figures, failed with its error, or cancelled); false when it had ended. */
    async finishRun(id: string, end: { status: 'done' | 'failed' | 'cancelled'; error?: string | null; figures?: unknown }): Promise<boolean> {
      const updated = await db
        .update(evalRuns)
        .set({
          status: end.status,
          error: end.error ?? null,
          ...(end.figures === undefined ? {} : { figures: end.figures }),
          ...(end.status === 'done' ? { stepsDone: sql`${evalRuns.stepsTotal}`, currentStep: null } : {}),
          finishedAt: new Date(),
        })
        .where(and(eq(evalRuns.id, id), eq(evalRuns.status, RUNNING)))
        .returning({ id: evalRuns.id });
      return updated.length > 0;
    },

    /** Deletes the ended runs older than the newest `keep`. */
    async deleteOldRuns(keep: number): Promise<void> {
      const newest = db.select({ id: evalRuns.id }).from(evalRuns).orderBy(desc(evalRuns.startedAt), desc(evalRuns.id)).limit(keep);
      await db.delete(evalRuns).where(and(notInArray(evalRuns.id, newest), sql`${evalRuns.status} <> ${RUNNING}`));
    },
  };
}

export type QualityRepository = ReturnType<typeof createQualityRepository>;
