// The offline grader: strong learners clearly outscore weak ones, every relevant criterion quotes the learner, what
// never came up is not relevant, an empty session grades nothing, and the same transcript gets the same grading.
import { describe, expect, it } from 'vitest';
import { buildScriptedGradingInput, SCRIPTED_LEARNERS } from '../../../test/scripted-learners.ts';
import { GradingOutputSchema, type GradingInput, type GradingOutput } from '../../contracts/grade-conversation.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { levelBands } from './level-bands.ts';

const DISCOVERY_CALL = '8c4d0000-0000-4000-8000-000000000005';
const PASS_MARK = 70;

/**
 * A sample scenario's scripted learner, replayed with the character and graded once for the file: the tests below read
 * the same strong and weak conversations; "the same grading for the same transcript" builds and grades it once more.
 */
const scripted = new Map<string, { input: GradingInput; output: GradingOutput }>();
function scriptedGraded(scenarioId: string, kind: 'strong' | 'weak'): { input: GradingInput; output: GradingOutput } {
  const key = `${scenarioId} ${kind}`;
  let graded = scripted.get(key);
  if (!graded) {
    const input = buildScriptedGradingInput(scenarioId, SCRIPTED_LEARNERS[scenarioId]![kind]);
    graded = { input, output: gradeConversationOffline(input) };
    scripted.set(key, graded);
  }
  return graded;
}

function overall({ input, output }: { input: GradingInput; output: GradingOutput }): number {
  return buildReportScores(output, input, PASS_MARK).overall_score;
}

function expectQuotesFromLearner(output: GradingOutput, input: GradingInput): void {
  for (const criterion of output.criteria.filter((entry) => entry.relevant)) {
    // A criterion missed where no character line called for it has no moment to quote.
    const isMissedUncalled = /^You did not [^"]*\. Next time, /.test(criterion.feedback);
    expect(criterion.evidence.length, criterion.name).toBeGreaterThanOrEqual(isMissedUncalled ? 0 : 1);
    expect(criterion.evidence.length, criterion.name).toBeLessThanOrEqual(3);
    for (const { message_id, quote } of criterion.evidence) {
      const message = input.messages.find((entry) => entry.id === message_id);
      expect(message?.role, `${criterion.name}: ${quote}`).toBe('learner');
      expect(message?.content).toContain(quote);
    }
  }
}

describe('[REPORTS] offline grader', () => {
  it('scores a strong learner at least 25 points above a weak one in every sample scenario', () => {
    for (const scenarioId of Object.keys(SCRIPTED_LEARNERS)) {
      const strong = overall(scriptedGraded(scenarioId, 'strong'));
      const weak = overall(scriptedGraded(scenarioId, 'weak'));
      expect(strong - weak, scenarioId).toBeGreaterThanOrEqual(25);
    }
    // The first test to play and grade all twenty scripted conversations, which the file's other tests then read.
  }, 90_000);

  it("grades every criterion of the rubric with a level and a score in that level's band, citing the learner's own lines", () => {
    for (const kind of ['strong', 'weak'] as const) {
      const graded = scriptedGraded(DISCOVERY_CALL, kind);
      const input = graded.input;
      const output = GradingOutputSchema.parse(graded.output);
      expect(output.criteria.map((criterion) => criterion.name)).toEqual(input.rubric.criteria.map((criterion) => criterion.name));
      output.criteria.forEach((criterion, index) => {
        if (!criterion.relevant) return;
        const levelNames = input.rubric.criteria[index]!.levels.map((level) => level.name);
        const band = levelBands(levelNames).find((entry) => entry.name === criterion.level);
        expect(band, criterion.name).toBeDefined();
        expect(criterion.score).toBeGreaterThanOrEqual(band!.min);
        expect(criterion.score).toBeLessThanOrEqual(band!.max);
        // The feedback names one of the lines it quotes; one missed where no line called for it quotes none.
        if (criterion.evidence.length === 0) expect(criterion.feedback, criterion.name).toMatch(/^You did not [^"]*\. Next time, /);
        else expect(criterion.evidence.some((entry) => criterion.feedback.includes(entry.quote)), criterion.feedback).toBe(true);
      });
      expectQuotesFromLearner(output, input);
      expect(output.summary).not.toBe('');
    }
  });

  it("acknowledges a worry the character asked as a question, never playing the question back as a statement", () => {
    const listening = scriptedGraded(DISCOVERY_CALL, 'weak').output.criteria.find((criterion) => criterion.name === 'Active listening')!;
    expect(listening.better_line).not.toMatch(/It sounds like (?:which|what|how|can|do|are|is)\b/i);
    expect(listening.better_line).toMatch(/^That's a fair question, Sarah/);
  });

  it('tells the weak learner what to do next and offers a better line in the scenario', () => {
    const questioning = scriptedGraded(DISCOVERY_CALL, 'weak').output.criteria.find((criterion) => criterion.name === 'Open-ended questioning')!;
    expect(questioning).toMatchObject({ relevant: true, level: 'Needs Improvement' });
    expect(questioning.evidence.map((entry) => entry.quote)).toContain('Do you have a budget for this?');
    expect(questioning.feedback).toMatch(/closed, yes-or-no questions.*Next time, ask open questions/);
    // An open question on something the brief keeps back and the weak learner never drew out.
    expect(questioning.better_line).toMatch(/^Sarah, .*\b(?:what|how)\b.*\?$/i);
  });

  it('marks what the conversation never touched as not relevant, with no score, level or evidence', () => {
    const input = buildScriptedGradingInput(DISCOVERY_CALL, []);
    input.messages = [
      { id: 'c1', role: 'character', content: "Hello, I'm Sarah Whitfield, procurement manager." },
      { id: 'l1', role: 'learner', content: 'Hi Sarah, thanks for making the time.' },
      { id: 'c2', role: 'character', content: 'Go ahead.' },
    ];
    const output = gradeConversationOffline(input);
    const byName = new Map(output.criteria.map((criterion) => [criterion.name, criterion]));
    expect(byName.get('Rapport & agenda setting')).toMatchObject({ relevant: true, evidence: [{ message_id: 'l1', quote: 'Hi Sarah, thanks for making the time.' }] });
    for (const name of ['Open-ended questioning', 'Next steps']) {
      expect(byName.get(name)).toMatchObject({ relevant: false, score: null, level: null, evidence: [], better_line: null });
      expect(byName.get(name)!.feedback).toMatch(/did not come up/);
    }
    expectQuotesFromLearner(output, input);
  });

  it('grades nothing in a session where the learner said nothing', () => {
    const input = buildScriptedGradingInput(DISCOVERY_CALL, []);
    input.messages.push({ id: 'l-empty', role: 'learner', content: '  ' });
    const output = gradeConversationOffline(input);
    expect(output.criteria).toHaveLength(input.rubric.criteria.length);
    for (const criterion of output.criteria) expect(criterion).toMatchObject({ relevant: false, score: null, level: null, evidence: [] });
    expect(output.summary).toMatch(/did not say anything/);
    expect(buildReportScores(output, input, PASS_MARK)).toMatchObject({ overall_score: 0, passed: false });
  });

  it('gives the same grading for the same transcript, and a different one when a line changes', () => {
    const lines = SCRIPTED_LEARNERS[DISCOVERY_CALL]!.strong;
    const first = scriptedGraded(DISCOVERY_CALL, 'strong').output;
    expect(gradeConversationOffline(buildScriptedGradingInput(DISCOVERY_CALL, lines))).toEqual(first);
    const changed = gradeConversationOffline(buildScriptedGradingInput(DISCOVERY_CALL, [...lines.slice(0, -1), 'Okay, bye.']));
    expect(changed).not.toEqual(first);
  });

  it('grades a long transcript (40 turns) within the grader schema', () => {
    const lines = Array.from({ length: 20 }, (_, index) => SCRIPTED_LEARNERS[DISCOVERY_CALL]!.strong[index % 6]!);
    const input = buildScriptedGradingInput(DISCOVERY_CALL, lines);
    expect(input.messages.length).toBeGreaterThanOrEqual(40);
    expectQuotesFromLearner(GradingOutputSchema.parse(gradeConversationOffline(input)), input);
  });
});
