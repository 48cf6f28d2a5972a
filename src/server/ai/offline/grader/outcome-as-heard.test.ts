// The report on a created scenario follows what the character heard and agreed to: a want given in other words ("I
// can refund the duplicate £45 charge" for "his £45 back") covers it and, once the character agrees, the outcome is
// reached, citing the offer; what is still needed is said of the character in the third person; and a criterion
// named for the greeting and rapport praises a greeting, the name or an acknowledgement, never a question for a fact;
// the character's last reply, checking the next step, raises no criterion by the remark beside its question.
// Fields no evaluation set uses: a gym's double charge and a florist's wilted wedding flowers.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { buildInput, createdGradingInput, levelsBelowBest, sampleGradingRubric } from './grading.test-helpers.ts';
import { findUncovered } from './uncovered.ts';
import { isOpenQuestion, isQuestion } from '../../language/text.ts';

const GYM = quickScenario(
  'Charged twice for the gym',
  'Gym member',
  'Gym membership adviser',
  'Daniel Brooks, a nurse from Bristol, was charged twice for his October membership at FitLine Gym. The second charge of £45 left his account overdrawn. He wants his £45 back.',
);

const FLORIST = quickScenario(
  'Wilted wedding flowers',
  'Bride',
  'Florist',
  'Amira Haddad, a teacher from Leicester, ordered table flowers for her wedding at Oakley Hall on 6 June from Petal Lane. They arrived wilted two hours late. She paid £420. She wants her £420 back and £80 for the replacement flowers.',
);

const STRONG_GYM = [
  'Hello Daniel, thanks for calling.',
  'What happened with your October payment?',
  "I'm sorry we charged you twice; that must have been a worry with your account overdrawn.",
  'I can refund the duplicate £45 charge to your card by Friday, and I will email you the confirmation today.',
  'Does that work for you?',
];

/** A short talk the character closes on its own line, and how the report scores "Explaining the reasons" on it. */
function reasonsScoreAfter(lastReply: string): number | null {
  const input = buildInput(
    [
      ['character', 'Hello. Is this about the invoice?'],
      ['learner', "Hello Gwen, yes. I'm sorry it was late; I can credit the £40 late fee today and send the corrected invoice by Friday."],
      ['character', lastReply],
    ],
    { brief: null, characterName: 'Gwen Tallis', rubric: { title: 'Invoices', criteria: [{ name: 'Explaining the reasons', weight: 100, levels: levelsBelowBest('Explains why the invoice was late, in plain words.') }] } },
  );
  return gradeConversationOffline(input).criteria[0]!.score;
}

describe('[REPORTS] the outcome as the character heard it', () => {
  it('reads the last reply as raising only what it asks: a remark beside the day checked back raises nothing', () => {
    expect(reasonsScoreAfter('Agreed. Terms like that I can explain to my partner. Thank you. So the invoice is sorted by Friday?')).toBeNull();
    expect(reasonsScoreAfter('Agreed. But can you explain why it was late in the first place?')).not.toBeNull();
  });

  it('counts a want given in other words, and reaches the outcome the character agreed to, citing the offer', () => {
    const { brief, input } = createdGradingInput(GYM, STRONG_GYM);
    const { outcome } = findUncovered(brief, input.messages);
    expect(outcome.reached).toBe(true);
    expect(outcome.requirements.map((requirement) => requirement.line?.quote)).toEqual(['I can refund the duplicate £45 charge to your card by Friday, and I will email you the confirmation today.']);
  });

  it('says what is still needed of the character in the third person, and leaves a part given out of it', () => {
    const { brief, input } = createdGradingInput(FLORIST, ['Hello Amira, thanks for coming in.', 'What happened on the day?', "I'm sorry the flowers let you down on your wedding day.", 'I can refund the £420 by Monday.']);
    const { outcome } = findUncovered(brief, input.messages);
    expect(outcome.reached).toBe(false);
    expect(outcome.agreement).toBe('her £420 back and £80 for the replacement flowers');
    expect(outcome.requirements).toEqual([
      { label: 'her £420 back', line: { message_id: 'm8', quote: 'I can refund the £420 by Monday.' } },
      { label: '£80 for the replacement flowers', line: null },
    ]);
  });

  it('praises the greeting and rapport with a greeting, the name or an acknowledgement, never a question for a fact', () => {
    const { input } = createdGradingInput(GYM, STRONG_GYM);
    // The complaint rubric, whose greeting criterion's best level also "invites the customer to explain".
    const rapport = gradeConversationOffline({ ...input, rubric: sampleGradingRubric('Customer Service: Resolving a Complaint') }).criteria.find((criterion) => /rapport/i.test(criterion.name))!;
    expect(rapport.evidence.length).toBeGreaterThan(0);
    for (const { quote } of rapport.evidence) expect(isQuestion(quote) || isOpenQuestion(quote), quote).toBe(false);
  });
});
