// Reads what a conversation with a scenario's character needs: the scenario as the caller may see it, with the
// persona and glossary it was built from. Only reads; the scenarios feature owns those rows.
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { glossaries, personas, scenarios } from '../../db/schema.ts';

export interface ChatScenarioRow {
  id: string;
  userId: string | null;
  name: string;
  description: Record<string, unknown>;
  fileIds: string[];
  personaDetails: Record<string, unknown> | null;
  glossaryContent: string | null;
}

export function createConversationsRepository(db: Db) {
  return {
    /** The scenario when the caller may use it (their own, a public one or a sample); undefined otherwise, so another's private one is "not found". */
    async findChatScenario(userId: string, scenarioId: string): Promise<ChatScenarioRow | undefined> {
      const [row] = await db
        .select({
          id: scenarios.id,
          userId: scenarios.userId,
          name: scenarios.name,
          description: scenarios.description,
          fileIds: scenarios.fileIds,
          personaDetails: personas.details,
          glossaryContent: glossaries.content,
        })
        .from(scenarios)
        .leftJoin(personas, eq(personas.id, scenarios.personaId))
        .leftJoin(glossaries, eq(glossaries.id, scenarios.glossaryId))
        .where(and(eq(scenarios.id, scenarioId), or(eq(scenarios.userId, userId), eq(scenarios.isPublic, true), eq(scenarios.isSample, true))))
        .limit(1);
      return row;
    },
  };
}

export type ConversationsRepository = ReturnType<typeof createConversationsRepository>;
