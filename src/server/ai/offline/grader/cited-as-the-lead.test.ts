// A line a report cites shows what the feedback's sentence says of it (issue #33 §4): the lines cited beside the lead
// praise ("You acknowledged Marta's situation, for example: …") are read by the lead's own detector, at its strength,
// and a step that only talks or looks at no time ("I'll ask the duty manager", "We can look into it some time")
// answers no concern and is no way forward; put on a day ("…and phone you on Thursday to make sure it's all in
// place") it is a next step that carries one through, never cited as one. A criterion named for a way forward leads
// with the offer, though an earlier criterion led with it too. Of two lines at one strength, the feedback leads with
// the one that gives all it offers, not one that refuses a part of it ("…, but the carpet charge I cannot drop"). A
// hotel room complaint, a gym membership, a letting agent's deposit and a cancelled coach trip, fields no evaluation
// set uses; the learner's lines are said to the built-in character in turn.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASS_MARK } from '../../../../shared/contracts/rubrics-constants.ts';
import { buildReportScores } from '../../tasks/grade-conversation/score-report.ts';
import { refusesPart } from '../negation-scope.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { gradeConversationOffline } from './grade-conversation.ts';
import { createdGradingInput, levelsBelowBest, sampleGradingRubric } from './grading.test-helpers.ts';
import { takesOnAction, takesOnRemedy, talksOnADay } from './learner-patterns.ts';
import { CLOSING_BEHAVIOUR, OBJECTIONS_BEHAVIOUR, VALUE_BEHAVIOUR } from './resolving-behaviours.ts';

const HOTEL = quickScenario(
  'Complaint about a noisy hotel room',
  'Customer',
  'Customer service agent',
  'Marta Kowalczyk stayed three nights at the Riverside Hotel in York from 12 May for her sister’s wedding. Her room was above the kitchen extractor fan, which ran until 2am every night, and the night porter said no other room was free. She paid £435 and wants a partial refund and an apology.',
);
const GYM = quickScenario(
  'Gym membership charged after cancelling',
  'Member',
  'Gym membership manager',
  'Declan Byrne cancelled his Fitzone membership in person on 2 February, but £42 was still taken from his account on 1 March and 1 April. He wants the £84 back and confirmation that no more payments will be taken.',
);
const DEPOSIT = quickScenario(
  'Deposit deductions',
  'Tenant',
  'Letting agent',
  'Priya Shah rented a flat from Greenway Lettings in Leeds for two years and moved out on 30 June. The agency kept £320 of her £950 deposit for cleaning and a stained carpet, though she had the flat professionally cleaned and the stain was there when she moved in. She wants the full £320 returned and the deductions dropped.',
);
const COACH_TRIP = quickScenario(
  'Cancelled coach trip',
  'Customer',
  'Tour operator',
  'Graham Pike booked a Sunway Tours coach day trip to Bath on 14 September for himself and his wife. The trip was cancelled by text the night before. He paid £96 and wants the money back and two seats on the next trip.',
);
const APOLOGY = "I'm sorry your nights were ruined by the fan; that must have been exhausting before the wedding.";
const OFFER = 'I can refund one night, £145, to your card by Thursday 20 May.';

describe('[AI] report: lines cited beside the lead show what its sentence says', () => {
  it('cites no offer as an example of acknowledging, though a criterion of its kind reads a figure as being specific', () => {
    const { input } = createdGradingInput(HOTEL, ['Hello Marta, thank you for telling us about this.', 'What happened on the first night?', APOLOGY, OFFER]);
    // The complaint rubric's "Empathy & apology" asks for an apology that "is specific": being specific is one of its behaviours.
    input.rubric = sampleGradingRubric('Customer Service: Resolving a Complaint');
    const empathy = gradeConversationOffline(input).criteria.find((criterion) => criterion.name === 'Empathy & apology')!;
    expect(empathy.feedback).toContain(`for example: "${APOLOGY}"`);
    expect(empathy.evidence.map((evidence) => evidence.quote)).toEqual([APOLOGY]);
  });

  it('cites no step that only talks or looks at no time as answering a concern or a way forward', () => {
    const hollow = ["I'll ask the duty manager.", 'We can look into it some time.'];
    const { input } = createdGradingInput(GYM, ['Hello Declan, thanks for coming in.', 'What did the bank statement show?', ...hollow, 'I will refund the £84 to your account today and cancel the direct debit now.']);
    const quotes = gradeConversationOffline(input).criteria.flatMap((criterion) => criterion.evidence.map((evidence) => evidence.quote));
    for (const line of hollow) expect(quotes, line).not.toContain(line);
  });

  it('reads a step that only talks or looks, at no time, as no remedy, and one that hands something over or is put on a day as one', () => {
    const context = { firstName: 'Declan', glossaryTerms: [], glossaryPatterns: [], concern: null, hasGreetedByName: false, openings: null };
    const setting = { previousCharacterLine: 'I want the £84 back.' };
    for (const line of ["I'll ask the duty manager.", 'We can look into it some time.', 'I will speak to head office.']) {
      expect(takesOnAction(line), line).toBe(true);
      expect(takesOnRemedy(line), line).toBe(false);
      expect(VALUE_BEHAVIOUR.detect(line, context, setting), line).toBe(0);
      expect(OBJECTIONS_BEHAVIOUR.detect(line, context, setting), line).toBe(0);
    }
    for (const line of ["I'll email you the signed cancellation form.", "I'll ask the bank team to return both payments.", "I'll call you on Thursday with the figures.", 'I will book you a refund appointment for Monday.'])
      expect(takesOnRemedy(line), line).toBe(true);
  });

  it('reads a step that only talks or looks, put on a day, as a next step that carries a way forward through, no example of one', () => {
    const context = { firstName: 'Graham', glossaryTerms: [], glossaryPatterns: [], concern: null, hasGreetedByName: false, openings: null };
    for (const line of ["I'll confirm everything we agreed in an email by Wednesday and phone you on Thursday to make sure it's all in place.", 'We will discuss it with you again on Tuesday morning.']) {
      expect(takesOnRemedy(line), line).toBe(false);
      expect(talksOnADay(line), line).toBe(true);
      expect(VALUE_BEHAVIOUR.notAnExample?.(line, context), line).toBe(true);
      expect(OBJECTIONS_BEHAVIOUR.notAnExample?.(line, context), line).toBe(true);
      expect(CLOSING_BEHAVIOUR.detect(line, context, { previousCharacterLine: 'I want my £96 back.' }), line).toBe(3);
    }
    // What the call brings is handed over, whatever day stands between: the details, not the supervisor.
    for (const line of ["I'll ring you on Friday with the refund details.", 'I can refund the £96 to your card today.']) {
      expect(takesOnRemedy(line), line).toBe(true);
      expect(VALUE_BEHAVIOUR.notAnExample?.(line, context), line).toBe(false);
    }
    expect(takesOnRemedy("I'll talk it over with my supervisor.")).toBe(false);
  });

  it('praises a criterion named for a way forward with the offer, never the dated follow-up that confirms it', () => {
    const offer = 'I can refund the £96 to your card today and book you both on the 28 September trip at no charge.';
    const followUp = "I'll confirm everything we agreed in an email by Wednesday and phone you on Thursday to make sure it's all in place.";
    const { input } = createdGradingInput(COACH_TRIP, ['Hello Graham, thanks for calling about the Bath trip.', "I'm sorry the trip was called off at such short notice.", 'How did you hear it was cancelled?', offer, followUp]);
    // The first criterion leads with the offer; the second is named for options, and its level's "agreed" asks for next steps too.
    input.rubric = {
      title: 'Putting things right',
      criteria: [
        { name: 'Planning the conversation', weight: 50, levels: levelsBelowBest('Knows what can be conceded, trades each concession for something in return and keeps to a clear aim.') },
        { name: 'Options for the customer', weight: 50, levels: levelsBelowBest('Sets out choices that fit what the customer needs, building on points already agreed.') },
      ],
    };
    const [planning, options] = gradeConversationOffline(input).criteria;
    expect(planning!.feedback).toContain(`for example: "${offer}"`);
    expect(options!.feedback).toContain(`for example: "${offer}"`);
    expect(options!.evidence.map((evidence) => evidence.quote)).not.toContain(followUp);
  });

  it('leads with a way forward only pointed to, not the dated follow-up that carries it through, and cites it alone', () => {
    const pointed = 'We could look at a partial refund.';
    const followUp = "I'll confirm everything we agreed in an email by Wednesday and phone you on Thursday to make sure it's all in place.";
    const { input } = createdGradingInput(COACH_TRIP, ['Hello Graham, thanks for calling about the Bath trip.', 'How did you hear it was cancelled?', pointed, followUp]);
    input.rubric = { title: 'Putting things right', criteria: [{ name: 'Solution & remedy', weight: 100, levels: levelsBelowBest('Offers a remedy within policy that the customer accepts, and confirms what happens next.') }] };
    const [solution] = gradeConversationOffline(input).criteria;
    expect(solution!.feedback).toContain(`for example: "${pointed}"`);
    expect(solution!.evidence.map((evidence) => evidence.quote)).toEqual([pointed]);
  });

  it('leads with the line that gives all it offers before an earlier one that refuses a part', () => {
    const partial = 'I can return the £150 cleaning charge by Friday, but the carpet charge I cannot drop.';
    const full = 'Right, I will return the full £320 to your account by Friday 12 July and drop both deductions.';
    const { input } = createdGradingInput(DEPOSIT, ['Hello Priya, thanks for getting in touch.', "I'm sorry the deductions came as a surprise.", partial, full]);
    const report = buildReportScores(gradeConversationOffline(input), input, DEFAULT_PASS_MARK);
    const leading = report.criteria.filter((criterion) => criterion.feedback.includes(partial) || criterion.feedback.includes(full));
    expect(leading.length).toBeGreaterThan(0);
    for (const criterion of leading) expect(criterion.feedback, criterion.name).toContain(`for example: "${full}"`);
  });

  it('reads a refused part only in a clause after a contrast, denied by a modal, after something given', () => {
    for (const line of ['I can return the £150 cleaning charge by Friday, but the carpet charge I cannot drop.', "We'll replace the lamp, though we won't cover the postage.", 'I can cancel today and refund October but November I can’t do.'])
      expect(refusesPart(line), line).toBe(true);
    for (const line of ["I can't imagine how stressful that was.", 'I can refund it, but could we not do it by Friday?', "I can't refund the carpet charge, but I will check the inventory photos.", 'I will refund it today and nothing more is owed.'])
      expect(refusesPart(line), line).toBe(false);
  });
});
