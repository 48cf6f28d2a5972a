import { describe, expect, it } from 'vitest';
import { ConversationListAnswerSchema, ProgressAnswerSchema, type ConversationListAnswer } from '../../../shared/contracts/reports.ts';
import { buildScenario } from '../../test/builders.ts';
import { TEST_DATABASES } from '../../test/test-app.ts';
import { SCENARIO_NAME, STRONG_LINES, get, gradedSession, listAll, signUp, startSession, useReportRoutes } from './reports.test-helpers.ts';

for (const { name, url } of TEST_DATABASES) {
  describe(`[REPORTS] history and progress (${name})`, () => {
    const { ctx, ownScenarioWithRubric } = useReportRoutes(url);

    it('pages the history newest first without duplicates and filters it by scenario', async () => {
      const person = await signUp(ctx);
      const first = (await buildScenario(ctx.database.db, { userId: person.userId })).id;
      const second = (await buildScenario(ctx.database.db, { userId: person.userId, name: 'A second scenario' })).id;
      const ids: string[] = [];
      for (const scenarioId of [first, second, first, second, first]) ids.push(await startSession(ctx.app, person, scenarioId));

      const pages: ConversationListAnswer[] = [];
      let cursor: string | null = null;
      do {
        const response = await get(ctx.app, person.cookies, `/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(response.statusCode).toBe(200);
        const page = ConversationListAnswerSchema.parse(response.json());
        pages.push(page);
        cursor = page.next_cursor;
      } while (cursor && pages.length < 10);
      expect(pages.map((page) => page.data.length)).toEqual([2, 2, 1]);
      const listed = pages.flatMap((page) => page.data);
      expect(new Set(listed.map((item) => item.id)).size).toBe(5);
      expect([...listed.map((item) => item.id)].sort()).toEqual([...ids].sort());
      const starts = listed.map((item) => Date.parse(item.started_at));
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
      expect(listed[0]).toMatchObject({ status: 'active', grading: 'not_ended', ended_at: null, duration_seconds: null, overall_score: null, passed: null, mode: 'text' });

      const filtered = await listAll(ctx.app, person, `&scenario_id=${second}`);
      expect(filtered.map((item) => item.id).sort()).toEqual([ids[1], ids[3]].sort());
      expect(filtered.every((item) => item.scenario_name === 'A second scenario')).toBe(true);

      for (const [query, message] of [
        ['?cursor=nonsense', 'Cursor is not valid.'],
        ['?limit=0', 'Limit must be at least 1.'],
        ['?limit=101', 'Limit must be at most 100.'],
        ['?scenario_id=nope', 'Scenario id is not valid.'],
      ]) {
        const response = await get(ctx.app, person.cookies, `/conversations${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().message, query).toContain(message);
      }
    });

    it('shows progress per scenario: first, best, latest and gain over the graded sessions, oldest first', async () => {
      const person = await signUp(ctx);
      const { scenarioId } = await ownScenarioWithRubric(person);
      const weak = await gradedSession(ctx.app, person, scenarioId, ['ok', 'um yes fine']);
      const strong = await gradedSession(ctx.app, person, scenarioId, STRONG_LINES);
      const middle = await gradedSession(ctx.app, person, scenarioId, STRONG_LINES.slice(0, 2));
      // An open session and another scenario's session count only where they belong.
      await startSession(ctx.app, person, scenarioId);
      const otherScenario = (await buildScenario(ctx.database.db, { userId: person.userId, name: 'Another scenario' })).id;
      const lone = await gradedSession(ctx.app, person, otherScenario, STRONG_LINES.slice(0, 1));

      const response = await get(ctx.app, person.cookies, '/conversations/progress');
      expect(response.statusCode).toBe(200);
      const { data } = ProgressAnswerSchema.parse(response.json());
      expect(data.map((entry) => entry.scenario_id)).toEqual([otherScenario, scenarioId]);
      const scores = [weak, strong, middle].map((session) => Math.round(session.report.overall_score));
      expect(data[1]).toEqual({
        scenario_id: scenarioId,
        scenario_name: SCENARIO_NAME,
        sessions: 3,
        first_score: scores[0],
        best_score: Math.max(...scores),
        latest_score: scores[2],
        gain: scores[2]! - scores[0]!,
        points: [weak, strong, middle].map((session) => ({
          conversation_id: session.id,
          started_at: session.report.started_at,
          ended_at: session.report.ended_at,
          score: Math.round(session.report.overall_score),
          passed: session.report.passed,
        })),
      });
      expect(strong.report.overall_score).toBeGreaterThan(weak.report.overall_score);
      expect(data[0]).toMatchObject({ sessions: 1, gain: 0, first_score: Math.round(lone.report.overall_score), points: [{ conversation_id: lone.id }] });

      // Each skill (criterion, by name) over the sessions that scored it, with its latest score and level and the change.
      const { skills } = ProgressAnswerSchema.parse(response.json());
      const sessionsInOrder = [weak, strong, middle, lone];
      const expectedNames = new Set(sessionsInOrder.flatMap((session) => session.report.criteria.filter((criterion) => criterion.score !== null).map((criterion) => criterion.name)));
      expect(skills.length).toBeGreaterThan(0);
      expect(new Set(skills.map((skill) => skill.name))).toEqual(expectedNames);
      for (const skill of skills) {
        const scored = sessionsInOrder.flatMap((session) => {
          const criterion = session.report.criteria.find((item) => item.name === skill.name && item.score !== null);
          return criterion ? [{ id: session.id, score: Math.round(criterion.score!), level: criterion.level }] : [];
        });
        expect(skill.points.map((point) => [point.conversation_id, point.score])).toEqual(scored.map((item) => [item.id, item.score]));
        expect(skill).toMatchObject({
          sessions: scored.length,
          first_score: scored[0]!.score,
          latest_score: scored.at(-1)!.score,
          latest_level: scored.at(-1)!.level,
          change: scored.length > 1 ? scored.at(-1)!.score - scored.at(-2)!.score : null,
        });
      }
      // Another person sees none of these skills.
      const stranger = await signUp(ctx);
      expect(ProgressAnswerSchema.parse((await get(ctx.app, stranger.cookies, '/conversations/progress')).json()).skills).toEqual([]);
    });
  });
}
