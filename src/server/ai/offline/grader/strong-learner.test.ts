// A strong learner's report passes and says why, on the general conversation rubric a quick scenario is graded on
// when no sample rubric fits. Hand-written for a field no evaluation set covers (a boatyard whose repair overran), so
// nothing here was tuned on a set's wording: a strong conversation passes and a weak one fails, with the reason each
// criterion gives quoted from the learner's own lines.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_MARK, GENERAL_RUBRIC_ID } from '../../../../shared/contracts/rubrics-constants.ts';
import type { GradingInput } from '../../contracts/grade-conversation.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, sampleGradingRubric, transcriptLines } from './grading.test-helpers.ts';
import { isBareClaim } from './learner-patterns.ts';
import { questionsAnsweredFromBrief } from './uncovered.ts';
import { BOATYARD_CUSTOMER } from './grader-briefs.test-helpers.ts';

/** The general conversation rubric, as a quick scenario in a field no sample fits is graded on. */
function generalRubric(): GradingInput['rubric'] {
  return sampleGradingRubric(GENERAL_RUBRIC_ID);
}

type Line = readonly ['learner' | 'character', string];

function inputOf(lines: readonly Line[]): GradingInput {
  return buildInput(lines, {
    scenario: { name: 'The boat repair that overran', overview: 'A narrowboat owner disputes a repair bill at the boatyard.', characterName: 'Graham Pike' },
    rubric: generalRubric(),
    brief: BOATYARD_CUSTOMER,
  });
}

const STRONG: readonly Line[] = [
  ['character', "I've come about Kestrel. She's been out of the water for weeks."],
  ['learner', "Hi Graham, thanks for coming in. I'm sorry the job has dragged on; I can see it has left you stuck."],
  ['character', 'Stuck is the word. Kestrel has been on the hard standing since 4 March.'],
  ['learner', 'What were you told when you brought her in?'],
  ['character', 'You quoted me £2,400 and said Kestrel would be back afloat by 20 March. Now the invoice says £3,150. Why should I pay more than you quoted?'],
  ['learner', "That's a fair question. The extra £750 is because we found two rotten hull plates once the old blacking was off, and she could not go back in safely without new ones."],
  ['character', 'Nobody told me that at the time.'],
  ['learner', "You're right, we should have rung you first. I'll hold the bill at the £2,400 you were quoted and have Kestrel back in the water by Friday."],
  ['character', 'All right. Held at the quote and afloat by Friday.'],
  ['learner', "I'll email you the corrected invoice today and ring you on Thursday afternoon to confirm the crane time. Does that work for you?"],
  ['character', 'Yes, that works.'],
];

const WEAK: readonly Line[] = [
  ['character', "I've come about Kestrel. She's been out of the water for weeks."],
  ['learner', 'The bill is what it is.'],
  ['character', 'Kestrel has been on the hard standing since 4 March. Why should I pay more than you quoted?'],
  ['learner', "Look, that's just how it is and there's nothing I can do about it."],
  ['character', 'That is not good enough.'],
  ['learner', "You need to decide today, I've got other customers waiting."],
  ['character', 'Then we are done here.'],
];

function graded(lines: readonly Line[]) {
  const input = inputOf(lines);
  const report = buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK);
  const byName = (start: string) => report.criteria.find((criterion) => criterion.name.startsWith(start))!;
  const quotes = (start: string) => byName(start).evidence.map((entry) => entry.quote);
  return { report, byName, quotes };
}

describe("[REPORTS] a strong learner's report passes and says why (general rubric, a boatyard)", () => {
  it('passes the strong conversation, each criterion at a good level for the line that did it', () => {
    const { report, byName, quotes } = graded(STRONG);
    expect(report.passed).toBe(true);
    expect(report.overall_score).toBeGreaterThanOrEqual(75);

    // An open question the character answered from the brief, though none of its words are the brief's.
    expect(byName('Asking about their view').score).toBeGreaterThanOrEqual(90);
    expect(quotes('Asking about their view')).toContain('What were you told when you brought her in?');

    expect(byName('Acknowledging how they feel').score).toBeGreaterThanOrEqual(50);
    expect(quotes('Acknowledging how they feel').some((quote) => quote.startsWith("I'm sorry the job has dragged on"))).toBe(true);

    // Graham asked why; the learner gave the reason.
    expect(byName('Explaining the reasons').relevant).toBe(true);
    expect(byName('Explaining the reasons').score).toBeGreaterThanOrEqual(50);
    expect(quotes('Explaining the reasons').some((quote) => quote.includes('because we found two rotten hull plates'))).toBe(true);

    // The concrete offer that met his concern answers it; a stock apology alone would not reach the top bands.
    expect(byName('Answering each concern').score).toBeGreaterThanOrEqual(75);
    expect(quotes('Answering each concern').some((quote) => quote.startsWith("I'll hold the bill at the £2,400"))).toBe(true);

    expect(byName('Agreeing a concrete next step').score).toBeGreaterThanOrEqual(90);
    expect(quotes('Agreeing a concrete next step').some((quote) => quote.includes('ring you on Thursday afternoon'))).toBe(true);
  });

  it('fails the weak conversation, each criterion low and quoting the line that went against it, never as praise', () => {
    const { report, byName } = graded(WEAK);
    expect(report.passed).toBe(false);
    expect(report.overall_score).toBeLessThan(30);
    for (const criterion of report.criteria.filter((entry) => entry.relevant)) {
      expect(criterion.score, criterion.name).toBeLessThan(50);
      expect(criterion.feedback, criterion.name).not.toMatch(/for example/);
    }
    // Each criterion says what was missing and quotes the line that stood in its place.
    // Asking is called for from the opening on: the answer to it is where it was missed.
    expect(byName('Asking about their view').feedback).toMatch(/^You did not ask about their view; you said: "The bill is what it is\./);
    expect(byName('Acknowledging how they feel').feedback).toMatch(/^You did not acknowledge how Graham felt; instead you brushed past what Graham said: "Look, that's just how it is/);
    expect(byName('Explaining the reasons').feedback).toMatch(/^You did not tell Graham why; you said: "Look, that's just how it is/);
    expect(byName('Answering each concern').feedback).toMatch(/^You did not answer Graham's concern when it came up; instead you dismissed Graham's concern: "Look, that's just how it is/);
    expect(byName('Agreeing a concrete next step').feedback).toMatch(/^You did not agree a concrete next step with a date; you said: "Look, that's just how it is/);
  });

  it('scores the strong learner far above the weak one', () => {
    expect(graded(STRONG).report.overall_score - graded(WEAK).report.overall_score).toBeGreaterThanOrEqual(50);
  });
});

describe('[REPORTS] what a strong learner does is read as what it is', () => {
  it('reads a dated guarantee as a commitment, and a guarantee of nothing in particular as a bare claim', () => {
    expect(isBareClaim("We'll guarantee Kestrel is back afloat by Friday.")).toBe(false);
    expect(isBareClaim('I can guarantee the crane at 9am on Thursday.')).toBe(false);
    expect(isBareClaim('It will be fine, I guarantee it.')).toBe(true);
    expect(isBareClaim('Our blacking is guaranteed, trust me.')).toBe(true);
  });

  it("counts a question as on the matter when the character's reply opens with a fact of the brief, and a remark it deflects as nothing", () => {
    const answered = questionsAnsweredFromBrief(
      BOATYARD_CUSTOMER,
      transcriptLines(
        [
          ['learner', 'What were you told when you brought her in?'],
          ['character', 'You quoted me £2,400 and said Kestrel would be back afloat by 20 March.'],
          ['learner', 'Are you going to the festival on the towpath?'],
          ['character', 'Kestrel has been on the hard standing since 4 March.'],
          ['learner', 'Which way do you usually cruise in summer?'],
          ['character', "No idea what that has to do with it. The invoice you sent on Monday says £3,150."],
        ],
        '',
      ),
    );
    expect([...answered]).toEqual(['What were you told when you brought her in?']);
  });

  it('leaves "Explaining the reasons" unscored when only a figure in an offer touched it and the character never asked why', () => {
    const { byName } = graded([
      ['character', "I've come about Kestrel. She's been out of the water for weeks."],
      ['learner', "Hi Graham, I'm sorry it has taken this long."],
      ['character', 'Kestrel has been on the hard standing since 4 March.'],
      ['learner', "I'll hold the bill at £2,400 and have her back in the water by Friday."],
      ['character', 'All right. Held at the quote and afloat by Friday. That I can explain to my wife.'],
    ]);
    expect(byName('Explaining the reasons')).toMatchObject({ relevant: false, score: null });
  });
});
