// The reports feature's table: a graded session's report. The session it grades is in schema/sessions.ts.
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Report } from '../../../shared/contracts/reports.ts';
import { belongsTo, timestampColumn } from './columns.ts';
import { conversations } from './sessions.ts';
import { users } from './users.ts';

/**
 * A session's graded report, one per conversation, written once by the grading job. The report keeps the rubric
 * and the pass mark as they were graded, so editing or deleting the rubric later changes no report. Score and
 * pass are columns as well, for the history and progress lists that read many reports at once.
 */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    conversationId: belongsTo('conversation_id', () => conversations.id).primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    overallScore: integer('overall_score').notNull(),
    passed: boolean('passed').notNull(),
    report: jsonb('report').$type<Report>().notNull(),
    graderEngine: text('grader_engine').notNull(),
    promptVersion: text('prompt_version').notNull(),
    gradedAt: timestampColumn('graded_at').notNull().defaultNow(),
  },
  (table) => [index('conversation_reports_user_id_idx').on(table.userId, table.gradedAt)],
);
