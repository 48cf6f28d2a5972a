// A job's private input (define-job.ts `privateFields`): stored in `job_inputs` when the job is queued, read back when
// it runs, deleted when it has ended. The queued payload names the row by `inputId`.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobInputs } from '../db/schema.ts';
import type { AnyJobDefinition } from './define-job.ts';

const INPUT_ID = 'inputId';

/** What the queue stores for `data`: without the private fields, and with the id of the row that now holds them. */
export async function storePrivateInput(db: Pick<Db, 'insert'>, job: AnyJobDefinition, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const fields = job.privateFields ?? [];
  if (fields.length === 0) return data;
  const queued: Record<string, unknown> = {};
  const hidden: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) (fields.includes(key) ? hidden : queued)[key] = value;
  const [row] = await db.insert(jobInputs).values({ userId: String(data.userId), data: hidden }).returning({ id: jobInputs.id });
  return { ...queued, [INPUT_ID]: row!.id };
}

/** The payload as it was queued, private fields restored; null when its input is gone (the account was deleted). */
export async function restorePrivateInput(db: Db, job: AnyJobDefinition, queued: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  if (!job.privateFields?.length) return queued;
  const inputId = queued[INPUT_ID];
  if (typeof inputId !== 'string') return queued;
  const [row] = await db.select({ data: jobInputs.data }).from(jobInputs).where(eq(jobInputs.id, inputId)).limit(1);
  if (!row) return null;
  const { [INPUT_ID]: _inputId, ...rest } = queued;
  return { ...rest, ...row.data };
}

/** Forgets the private input of a job that has ended. */
export async function deletePrivateInput(db: Db, queued: Record<string, unknown>): Promise<void> {
  const inputId = queued[INPUT_ID];
  if (typeof inputId === 'string') await db.delete(jobInputs).where(eq(jobInputs.id, inputId));
}
