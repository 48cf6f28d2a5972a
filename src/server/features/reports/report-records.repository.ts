// Reports as another feature may read them, exported for that purpose: the assignments feature reads the scores and
// criteria of assigned sessions and, for the organisation's managers, their reports. It decides who may read them.
import type { Db } from '../../db/client.ts';
import { createReportsRepository } from './reports.repository.ts';

export type { ReportScoreRow } from './reports.repository.ts';

export function createReportRecords(db: Db) {
  const reports = createReportsRepository(db);
  return {
    findScores: reports.findScoresOfSessions,
    findReport: reports.findReportOfSession,
    findCriteria: reports.findCriteriaOfSessions,
  };
}
