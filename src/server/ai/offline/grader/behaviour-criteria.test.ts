// The offline grader on criteria named after one concrete behaviour in the person's words (the offline rubric engine
// writes them from "good looks like …"): each quotes the line that shows its behaviour, a clear display reaches the top
// levels, a missing one the lowest with "You did not …" in the person's words, and what never came up is not relevant.
import { describe, expect, it } from 'vitest';
import { orderLevelEntries, orderLevelNames } from '../../../../shared/contracts/rubric-rules.ts';
import type { GradedCriterion, GradingInput } from '../../contracts/grade-conversation.ts';
import { generateOfflineRubric } from '../rubric/generate-rubric.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput } from './grading.test-helpers.ts';

const REFUND_DESCRIPTION =
  'Good looks like letting the customer finish before answering, confirming the refund amount back to them, and offering a follow-up call.';
const COACHING_DESCRIPTION = 'Good looks like asking what happened before judging, naming one thing done well, agreeing one next step.';
const LETTING_FINISH = 'Letting the customer finish before answering';
const CONFIRMING = 'Confirming the refund amount back to them';
const FOLLOW_UP = 'Offering a follow-up call';

/** A conversation graded on the rubric the built-in engine writes from this name and description. */
function inputOnRubric(name: string, description: string, characterName: string, lines: readonly (readonly ['character' | 'learner', string])[]): GradingInput {
  const rubric = generateOfflineRubric({ name, description, fileTexts: [] });
  const order = orderLevelNames(rubric.performance_levels_summary);
  return buildInput(lines, {
    scenario: { name, overview: '', characterName },
    rubric: {
      title: rubric.rubric_title,
      criteria: rubric.criteria.map((criterion) => ({
        name: criterion.criterion_name,
        weight: criterion.weight,
        levels: orderLevelEntries(criterion.performance_levels, order).map(([levelName, levelDescription]) => ({ name: levelName, description: levelDescription })),
      })),
    },
    brief: null,
  });
}

function grade(input: GradingInput): Map<string, GradedCriterion> {
  const output = gradeConversationOffline(input);
  for (const criterion of output.criteria) {
    for (const { message_id, quote } of criterion.evidence) {
      const message = input.messages.find((entry) => entry.id === message_id);
      expect(message?.role, `${criterion.name}: ${quote}`).toBe('learner');
      expect(message?.content, criterion.name).toContain(quote);
    }
  }
  return new Map(output.criteria.map((criterion) => [criterion.name, criterion]));
}

function quotesOf(criterion: GradedCriterion | undefined): string[] {
  return criterion?.evidence.map((entry) => entry.quote) ?? [];
}

const STRONG_REFUND = [
  ['character', 'I was charged twice for my order and nobody called me back. I want my 40 euros refunded.'],
  ['learner', 'I am sorry about that. Please, tell me everything that happened, I will not interrupt.'],
  ['character', 'I paid on Monday and again on Tuesday. The second charge is 40 euros.'],
  ['learner', 'So to confirm, you want a refund of 40 euros for the second charge, is that right?'],
  ['character', 'Yes, exactly.'],
  ['learner', 'I will refund the 40 euros today, and I can call you on Friday to check it arrived. Would that work?'],
] as const;

const WEAK_REFUND = [
  ['character', 'I was charged twice for my order and nobody called me back. I want my 40 euros refunded.'],
  ['learner', 'Yes, yes, I know. What is your order number?'],
  ['character', 'It is 5521. I paid on Monday and then again on—'],
  ['learner', "Hold on, we don't do refunds over the phone."],
  ['character', 'Let me finish! The second charge is 40 euros.'],
  ['learner', 'You need to fill in the online form.'],
  ['character', 'And will anyone call me back this time?'],
  ['learner', 'Okay, anything else?'],
] as const;

describe('[REPORTS] offline grader on criteria named after a behaviour', () => {
  it('grades the refund call: each behaviour quotes the line that shows it and reaches the top levels', () => {
    const input = inputOnRubric('Refund calls', REFUND_DESCRIPTION, 'Maria', STRONG_REFUND);
    expect(input.rubric.criteria.map((criterion) => criterion.name).slice(0, 3)).toEqual([LETTING_FINISH, CONFIRMING, FOLLOW_UP]);
    const graded = grade(input);
    const topLevels = ['Excellent', 'Good'];

    const finish = graded.get(LETTING_FINISH);
    expect(finish).toMatchObject({ relevant: true });
    expect(topLevels).toContain(finish?.level);
    expect(quotesOf(finish)).toEqual(['Please, tell me everything that happened, I will not interrupt.']);
    expect(finish?.feedback).toMatch(/^You let the customer finish before answering/);

    const confirming = graded.get(CONFIRMING);
    expect(confirming).toMatchObject({ relevant: true, level: 'Excellent' });
    expect(quotesOf(confirming)).toEqual(['So to confirm, you want a refund of 40 euros for the second charge, is that right?']);
    expect(confirming?.feedback).toMatch(/^You confirmed the refund amount back to them/);

    const followUp = graded.get(FOLLOW_UP);
    expect(followUp).toMatchObject({ relevant: true });
    expect(topLevels).toContain(followUp?.level);
    expect(quotesOf(followUp)).toEqual(['I will refund the 40 euros today, and I can call you on Friday to check it arrived.']);
    expect(followUp?.feedback).toMatch(/^You offered a follow-up call/);
  });

  it('grades a learner who interrupts, never confirms and offers no follow-up at the lowest level, saying what they did not do', () => {
    const graded = grade(inputOnRubric('Refund calls', REFUND_DESCRIPTION, 'Maria', WEAK_REFUND));

    const finish = graded.get(LETTING_FINISH);
    expect(finish).toMatchObject({ relevant: true, level: 'Needs Improvement' });
    expect(quotesOf(finish)).toContain("Hold on, we don't do refunds over the phone.");
    expect(finish?.feedback).toMatch(/^You did not let the customer finish before answering: you cut in with/);
    expect(finish?.better_line).toMatch(/Maria/);

    const confirming = graded.get(CONFIRMING);
    expect(confirming).toMatchObject({ relevant: true, level: 'Needs Improvement' });
    expect(quotesOf(confirming)).toEqual(['You need to fill in the online form.']);
    expect(confirming?.feedback).toMatch(/^You did not confirm the refund amount back to them; you said: "You need to fill in the online form\."/);

    const followUp = graded.get(FOLLOW_UP);
    expect(followUp).toMatchObject({ relevant: true, level: 'Needs Improvement' });
    expect(quotesOf(followUp)).toEqual(['Okay, anything else?']);
    expect(followUp?.feedback).toMatch(/^You did not offer a follow-up call/);

    const strong = grade(inputOnRubric('Refund calls', REFUND_DESCRIPTION, 'Maria', STRONG_REFUND));
    for (const name of [LETTING_FINISH, CONFIRMING, FOLLOW_UP]) expect(strong.get(name)!.score! - graded.get(name)!.score!, name).toBeGreaterThanOrEqual(50);
  });

  it('puts a partial display in a middle level and says which part was there', () => {
    const graded = grade(
      inputOnRubric('Refund calls', REFUND_DESCRIPTION, 'Maria', [
        ['character', 'I was charged twice for my order. I want my 40 euros refunded.'],
        ['learner', 'I see.'],
        ['character', 'I paid on Monday and again on Tuesday.'],
        ['learner', 'So just to check, you were charged twice?'],
        ['character', 'Yes.'],
        ['learner', 'Someone from the team will be in touch.'],
      ]),
    );
    expect(graded.get(CONFIRMING)).toMatchObject({ relevant: true, level: 'Developing', evidence: [{ message_id: 'm4', quote: 'So just to check, you were charged twice?' }] });
    expect(graded.get(CONFIRMING)?.feedback).toMatch(/^You partly confirmed the refund amount back to them/);
    expect(graded.get(FOLLOW_UP)).toMatchObject({ relevant: true, level: 'Developing', evidence: [{ message_id: 'm6', quote: 'Someone from the team will be in touch.' }] });
  });

  it('leaves out what never came up in a short exchange', () => {
    const graded = grade(
      inputOnRubric('Refund calls', REFUND_DESCRIPTION, 'Maria', [
        ['character', 'Hello, this is Maria. Did my letter arrive?'],
        ['learner', 'Hello Maria, yes, it arrived this morning.'],
        ['character', 'Good, thank you.'],
        ['learner', 'You are welcome, have a nice day.'],
      ]),
    );
    for (const name of [LETTING_FINISH, CONFIRMING, FOLLOW_UP]) {
      expect(graded.get(name), name).toMatchObject({ relevant: false, level: null, score: null, evidence: [], better_line: null });
      expect(graded.get(name)!.feedback).toMatch(/did not come up/);
    }
  });

  it('grades a coaching rubric: asking before judging, naming one thing done well, agreeing one next step', () => {
    const strong = grade(
      inputOnRubric('Coaching after a tough call', COACHING_DESCRIPTION, 'Sam', [
        ['character', 'Hi, you wanted to talk about the client call yesterday?'],
        ['learner', 'Yes, thanks for coming. Before I say anything, can you walk me through what happened on the call?'],
        ['character', 'The client got angry about the delay and I promised a date we cannot meet.'],
        ['learner', 'One thing you did really well was staying calm when the client raised his voice; that kept the call on track.'],
        ['character', 'Thanks. I just did not know what else to offer.'],
        ['learner', "Let's agree one next step: you'll draft two realistic dates by Thursday and we'll review them together on Friday at 10. Does that work for you?"],
        ['character', 'Yes, that works.'],
      ]),
    );
    expect(strong.get('Asking what happened before judging')).toMatchObject({ relevant: true, level: 'Excellent' });
    expect(quotesOf(strong.get('Asking what happened before judging'))).toEqual(['Before I say anything, can you walk me through what happened on the call?']);
    expect(strong.get('Naming one thing done well')).toMatchObject({ relevant: true, level: 'Excellent' });
    expect(quotesOf(strong.get('Naming one thing done well'))).toEqual([
      'One thing you did really well was staying calm when the client raised his voice; that kept the call on track.',
    ]);
    expect(strong.get('Agreeing one next step')).toMatchObject({ relevant: true, level: 'Excellent' });
    expect(quotesOf(strong.get('Agreeing one next step'))).toEqual([
      "Let's agree one next step: you'll draft two realistic dates by Thursday and we'll review them together on Friday at 10.",
    ]);

    const weakInput = inputOnRubric('Coaching after a tough call', COACHING_DESCRIPTION, 'Sam', [
      ['character', 'Hi, you wanted to talk about the client call yesterday?'],
      ['learner', 'That call was a disaster, you should never promise dates like that.'],
      ['character', 'The client was angry and I panicked.'],
      ['learner', 'Why did you do that?'],
      ['character', 'I did not know what else to offer.'],
      ['learner', "Just don't do it again."],
      ['character', 'Okay.'],
    ]);
    const weak = grade(weakInput);
    const asking = weak.get('Asking what happened before judging');
    expect(asking).toMatchObject({ relevant: true, level: 'Needs Improvement' });
    expect(quotesOf(asking)).toContain('That call was a disaster, you should never promise dates like that.');
    expect(asking?.feedback).toMatch(/^You did not ask what happened before judging: you judged before asking/);
    expect(weak.get('Naming one thing done well')).toMatchObject({ relevant: true, level: 'Needs Improvement' });
    expect(weak.get('Naming one thing done well')?.feedback).toMatch(/^You did not name one thing done well/);
    expect(weak.get('Agreeing one next step')).toMatchObject({ relevant: true, level: 'Needs Improvement' });
    expect(weak.get('Agreeing one next step')?.feedback).toMatch(/^You did not agree one next step/);

    // Same transcript, same grading.
    expect(gradeConversationOffline(weakInput)).toEqual(gradeConversationOffline(weakInput));
  });
});
