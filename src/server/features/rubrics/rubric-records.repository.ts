// A rubric as other features read it: the one a scenario is built from and the copy a scenario keeps when it is
// deleted (scenarios), the one a session is graded against (reports). Exported for those purposes, so that no other
// feature queries the rubrics table.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rubrics } from '../../db/schema.ts';
import { isVisibleRow } from '../library/library-items.ts';

/** The rubric when the caller may use it (their own or a sample); undefined otherwise. */
export async function findUsableRubric(db: Db, userId: string, id: string): Promise<{ name: string; content: Record<string, unknown> } | undefined> {
  const [row] = await db
    .select({ name: rubrics.name, content: rubrics.content })
    .from(rubrics)
    .where(and(eq(rubrics.id, id), isVisibleRow(rubrics, userId)))
    .limit(1);
  return row;
}

/** The rubric's name, content and pass mark as one jsonb value (null when there is no such rubric), an expression for the caller's statement. */
export function rubricCopyOf(id: string): SQL {
  return sql`(select jsonb_build_object('name', ${rubrics.name}, 'content', ${rubrics.content}, 'passMark', ${rubrics.passMark}) from ${rubrics} where ${rubrics.id} = ${id})`;
}

/** The rubric a session is graded against, whoever owns it (the scenario chose it when it was the owner's to use). */
export async function findGradingRubric(db: Db, id: string): Promise<{ id: string; name: string; content: Record<string, unknown>; passMark: number } | undefined> {
  const [row] = await db.select({ id: rubrics.id, name: rubrics.name, content: rubrics.content, passMark: rubrics.passMark }).from(rubrics).where(eq(rubrics.id, id)).limit(1);
  return row;
}
