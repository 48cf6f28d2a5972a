// The only file that queries the report table (conversation_reports). What a session is graded against (its
// scenario's rubric, or the copy the scenario kept of it) is read through scenario-records.repository.ts and
// rubric-records.repository.ts; the session itself through the sessions feature's session-records.repository.ts.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ConversationListItem, Report } from '../../../shared/contracts/reports.ts';
import type { Db } from '../../db/client.ts';
import { conversationReports } from '../../db/schema.ts';
import { reportAsRead } from './stored-report.ts';
import { findGradingRubric } from '../rubrics/rubric-records.repository.ts';
import { findScenarioGrading } from '../scenarios/scenario-records.repository.ts';
import { durationSeconds, type ListedConversationRow } from '../sessions/session-records.repository.ts';

export type ConversationReportRow = typeof conversationReports.$inferSelect;
export type NewConversationReport = typeof conversationReports.$inferInsert;

/** A graded session's score, as other features list them. */
export interface ReportScoreRow {
  conversationId: string;
  userId: string;
  overallScore: number;
  passed: boolean;
  gradedAt: Date;
}

export interface GradingRubricRow {
  /** Null for the copy a scenario kept of a deleted rubric. */
  id: string | null;
  name: string;
  content: Record<string, unknown>;
  passMark: number;
}

/** A graded session's score, pass and relevant criteria, as the progress page reads it. */
export interface GradedScoreRow {
  conversationId: string;
  overallScore: number;
  passed: boolean;
  criteria: { name: string; score: number | null; level: string | null }[];
}

/** A session as the history answers it, with its score and pass once graded. */
export function toConversationListItem(row: ListedConversationRow, score?: { overallScore: number; passed: boolean }): ConversationListItem {
  return {
    id: row.id,
    scenario_id: row.scenarioId,
    scenario_name: row.scenarioName,
    mode: row.mode,
    status: row.status,
    started_at: row.startedAt.toISOString(),
    ended_at: row.endedAt?.toISOString() ?? null,
    duration_seconds: durationSeconds(row.startedAt, row.endedAt),
    overall_score: score?.overallScore ?? null,
    passed: score?.passed ?? null,
    grading: row.gradingStatus ?? 'not_ended',
  };
}

export function createReportsRepository(db: Db) {
  return {
    /** Stores the report once (a second write keeps the first). Call inside the transaction that marks the session graded. */
    async saveReport(values: NewConversationReport): Promise<void> {
      await db.insert(conversationReports).values(values).onConflictDoNothing({ target: conversationReports.conversationId });
    },

    async findOwnReport(userId: string, conversationId: string): Promise<ConversationReportRow | undefined> {
      const [row] = await db
        .select()
        .from(conversationReports)
        .where(and(eq(conversationReports.conversationId, conversationId), eq(conversationReports.userId, userId)))
        .limit(1);
      return row && { ...row, report: reportAsRead(row.report) };
    },

    /** The score and pass of the caller's graded sessions among `conversationIds`, by session. */
    async findOwnScores(userId: string, conversationIds: readonly string[]): Promise<Map<string, { overallScore: number; passed: boolean }>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .select({ conversationId: conversationReports.conversationId, overallScore: conversationReports.overallScore, passed: conversationReports.passed })
        .from(conversationReports)
        .where(and(eq(conversationReports.userId, userId), inArray(conversationReports.conversationId, [...conversationIds])))
        .limit(conversationIds.length);
      return new Map(rows.map(({ conversationId, ...score }) => [conversationId, score]));
    },

    /** The caller's latest `limit` reports, newest graded first: score, pass and only what the skill trend needs of each relevant criterion. */
    async listOwnLatestScores(userId: string, limit: number): Promise<GradedScoreRow[]> {
      return db
        .select({
          conversationId: conversationReports.conversationId,
          overallScore: conversationReports.overallScore,
          passed: conversationReports.passed,
          criteria: sql<GradedScoreRow['criteria']>`coalesce((
            select jsonb_agg(jsonb_build_object('name', c->>'name', 'score', c->'score', 'level', c->'level'))
            from jsonb_array_elements(${conversationReports.report}->'criteria') as c
            where (c->>'relevant')::boolean is true
          ), '[]'::jsonb)`,
        })
        .from(conversationReports)
        .where(eq(conversationReports.userId, userId))
        .orderBy(desc(conversationReports.gradedAt), desc(conversationReports.conversationId))
        .limit(limit);
    },

    /** The score of each graded session among `conversationIds`, whoever's (the caller has checked who may read them). */
    async findScoresOfSessions(conversationIds: readonly string[]): Promise<Map<string, ReportScoreRow>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .select({ conversationId: conversationReports.conversationId, userId: conversationReports.userId, overallScore: conversationReports.overallScore, passed: conversationReports.passed, gradedAt: conversationReports.gradedAt })
        .from(conversationReports)
        .where(inArray(conversationReports.conversationId, [...conversationIds]))
        .limit(conversationIds.length);
      return new Map(rows.map((row) => [row.conversationId, row]));
    },

    /** The criteria of these sessions' reports, whoever's (the caller has checked who may read them). */
    async findCriteriaOfSessions(conversationIds: readonly string[]): Promise<Map<string, Report['criteria']>> {
      if (conversationIds.length === 0) return new Map();
      const rows = await db
        .select({ conversationId: conversationReports.conversationId, criteria: sql<Report['criteria'] | null>`${conversationReports.report} -> 'criteria'` })
        .from(conversationReports)
        .where(inArray(conversationReports.conversationId, [...conversationIds]))
        .limit(conversationIds.length);
      return new Map(rows.map((row) => [row.conversationId, Array.isArray(row.criteria) ? row.criteria : []]));
    },

    /** The session's report, whoever's, or undefined while it has none (the caller has checked who may read it). */
    async findReportOfSession(conversationId: string): Promise<ConversationReportRow | undefined> {
      const [row] = await db.select().from(conversationReports).where(eq(conversationReports.conversationId, conversationId)).limit(1);
      return row && { ...row, report: reportAsRead(row.report) };
    },

    /** The scenario's rubric (or the copy it kept of a deleted one) and categories, for grading; undefined when the scenario is gone. */
    findScenarioGrading: (scenarioId: string) => findScenarioGrading(db, scenarioId),

    findGradingRubric: (rubricId: string): Promise<GradingRubricRow | undefined> => findGradingRubric(db, rubricId),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
