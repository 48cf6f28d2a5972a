// The interview answers' queries (twin_answers), and the row → answer mapper.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { twinAnswers } from '../../../db/schema.ts';
import type { TwinAnswer } from '../../../../shared/contracts/twin.ts';
import type { TwinAnswerVisibility } from '../../../../shared/contracts/twin-constants.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';

export type TwinAnswerRow = typeof twinAnswers.$inferSelect;

export function createAnswersRepository(db: Db) {
  return {
    async listAnswers(twinId: string): Promise<TwinAnswerRow[]> {
      return db.select().from(twinAnswers).where(eq(twinAnswers.twinId, twinId)).orderBy(asc(twinAnswers.number)).limit(100);
    },

    async findAnswer(twinId: string, number: number): Promise<TwinAnswerRow | undefined> {
      const [row] = await db
        .select()
        .from(twinAnswers)
        .where(and(eq(twinAnswers.twinId, twinId), eq(twinAnswers.number, number)))
        .limit(1);
      return row;
    },

    /** A new answer is private unless `visibility` says otherwise; an edited one keeps its visibility unless given. */
    async upsertAnswer(values: { twinId: string; number: number; text: string; audioMemoryId?: string | null; visibility?: TwinAnswerVisibility | undefined }): Promise<TwinAnswerRow> {
      const now = new Date();
      const set: Partial<typeof twinAnswers.$inferInsert> = { text: values.text, updatedAt: now };
      if (values.audioMemoryId !== undefined) set.audioMemoryId = values.audioMemoryId;
      if (values.visibility !== undefined) set.visibility = values.visibility;
      const [row] = await db
        .insert(twinAnswers)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({ target: [twinAnswers.twinId, twinAnswers.number], set })
        .returning();
      return row!;
    },

    async setAnswerVisibility(twinId: string, number: number, visibility: TwinAnswerVisibility): Promise<TwinAnswerRow | undefined> {
      const [row] = await db
        .update(twinAnswers)
        .set({ visibility })
        .where(and(eq(twinAnswers.twinId, twinId), eq(twinAnswers.number, number)))
        .returning();
      return row;
    },

    async deleteAnswer(twinId: string, number: number): Promise<void> {
      await db.delete(twinAnswers).where(and(eq(twinAnswers.twinId, twinId), eq(twinAnswers.number, number)));
    },

    async deleteAllAnswers(twinId: string): Promise<void> {
      await db.delete(twinAnswers).where(eq(twinAnswers.twinId, twinId));
    },

    /** A spoken answer's transcript, once a job made it: only where the answer has no text yet (typed words stay). */
    async fillSpokenAnswer(audioMemoryId: string, text: string): Promise<void> {
      await db
        .update(twinAnswers)
        .set({ text, updatedAt: new Date() })
        .where(and(eq(twinAnswers.audioMemoryId, audioMemoryId), eq(twinAnswers.text, '')));
    },

  };
}

export type AnswersRepository = ReturnType<typeof createAnswersRepository>;

export function toTwinAnswer(row: TwinAnswerRow): TwinAnswer {
  const question = getTwinQuestion(row.number);
  return {
    number: row.number,
    topic: question?.topic ?? 'memories',
    question: question?.text ?? '',
    text: row.text,
    audio_memory_id: row.audioMemoryId,
    visibility: row.visibility as TwinAnswerVisibility,
    updated_at: row.updatedAt.toISOString(),
  };
}
