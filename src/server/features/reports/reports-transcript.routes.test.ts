import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/test-app.ts';
import { SCENARIO_NAME, STRONG_LINES, get, gradedSession, readConversation, say, startSession, useReportRoutes, type Person } from './reports.test-helpers.ts';

for (const { name, url } of TEST_DATABASES) {
  describe(`[REPORTS] the transcript download (${name})`, () => {
    let me: Person;
    const { ctx, ownScenarioWithRubric } = useReportRoutes(url, (people) => ({ me } = people));

    it('downloads the transcript as an attached text file with a header and timed lines', async () => {
      const { scenarioId } = await ownScenarioWithRubric(me);
      const id = await startSession(ctx.app, me, scenarioId);
      await say(ctx.app, me, id, 'Line one of mine.\nAnd its second line.');
      const conversation = await readConversation(ctx.app, me, id);
      const response = await get(ctx.app, me.cookies, `/conversations/${id}/transcript`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const day = conversation.started_at.slice(0, 10);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Transcript - ${SCENARIO_NAME} - ${day}.txt"; filename*=UTF-8''${encodeURIComponent(`Transcript - ${SCENARIO_NAME} - ${day}.txt`)}`,
      );
      const lines = response.body.split('\n');
      expect(lines.slice(0, 4)).toEqual([`Scenario: ${SCENARIO_NAME}`, expect.stringMatching(/^Date: \d{4}-\d\d-\d\d \d\d:\d\d UTC$/), 'Mode: Text', 'Character: Maria Keller']);
      const timed = lines.filter((line) => /^\[\d\d:\d\d\] /.test(line));
      expect(timed).toEqual([
        expect.stringMatching(/^\[\d\d:\d\d\] Maria Keller: \S/),
        expect.stringMatching(/^\[\d\d:\d\d\] You: Line one of mine\.$/),
        expect.stringMatching(/^\[\d\d:\d\d\] Maria Keller: \S/),
      ]);
      expect(lines).toContain('    And its second line.');
      expect(timed[0]).toContain(conversation.messages[0]!.content.split('\n')[0]);
    });

    it("downloads the transcript as a PDF with the report's headline: scenario, date, score, pass or not, each criterion's level", async () => {
      const { scenarioId } = await ownScenarioWithRubric(me);
      const { id, report } = await gradedSession(ctx.app, me, scenarioId);
      const response = await ctx.app.inject({ method: 'GET', url: `/conversations/${id}/transcript.pdf`, headers: { cookie: me.cookies } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const day = report.started_at.slice(0, 10);
      expect(response.headers['content-disposition']).toContain(`filename="Transcript - ${SCENARIO_NAME} - ${day}.pdf"`);
      const pdf = response.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
      expect(pdf.endsWith('%%EOF\n')).toBe(true);
      const shown = [...pdf.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((match) => match[1]!.replaceAll(/\\(.)/g, '$1')).join('\n');
      expect(shown).toContain(SCENARIO_NAME);
      expect(shown).toMatch(/Date: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
      expect(shown).toContain(`Score: ${Math.round(report.overall_score)}/100 \xb7 ${report.passed ? 'Passed' : 'Not passed'} (pass mark ${report.pass_mark})`);
      for (const criterion of report.criteria) {
        expect(shown).toContain(criterion.relevant ? `${criterion.name}: ${criterion.level} (${Math.round(criterion.score!)}/100)` : `${criterion.name}: Not relevant`);
      }
      // The learner's words, wrapped over lines: every word is there, in order.
      expect(shown.replaceAll(/\s+/g, ' ')).toContain(STRONG_LINES[0]!.replaceAll(/\s+/g, ' ').replaceAll('’', '\x92'));
      expect(shown).toMatch(/Page 1 of \d+/);
    });
  });
}
