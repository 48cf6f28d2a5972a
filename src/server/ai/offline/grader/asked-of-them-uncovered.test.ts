// "What you uncovered" cites a line only for the fact it asked for: a question about someone else ("What job does your
// husband do?") asks nothing of the character's own job; small talk about the character's own time is small talk
// whatever its form ("How's the new term treating you?", "Have you got anything planned for the weekend?"), and a
// describing word it shares with a fact ("new") is no topic; a question after what they want or how they feel, put with
// a clause naming a thing ("What would you like us to do about the kiln?", "How are you feeling about the pots
// cracking?"), draws the want or the feeling, not the fact that clause names; one for a thing as it was before an event
// ("before it ran out") draws the fact that tells that event, not the one that tells the thing after it.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { customerBrief, transcriptLines, type Line } from './grading.test-helpers.ts';
import { findUncovered } from './uncovered.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { quickScenario } from '../faithfulness-case.ts';

const fact = (topic: string, keywords: string[], answer: string) => ({ topic, keywords, answer });

const NURSE = customerBrief('Jo Price', [
  fact('Their role', ['role', 'job', 'position', 'work as', 'for a living'], "I'm a staff nurse on the children's ward."),
  fact('Shift swap', ['shift', 'swap', 'rota'], 'I need to swap my shift on 14 June.'),
]);
const KITCHEN = customerBrief('Ann Reed', [
  fact('New worktop', ['worktop', 'new', 'fitted', 'scratched'], 'The new worktop you fitted on 3 May was scratched.'),
  fact('Refund', ['refund', 'money back'], 'I want £400 back.'),
]);
const TEACHER = customerBrief('Kim Lowe', [
  fact('Cover plan', ['plan', 'cover', 'classes'], 'The plan was for Dev to cover my Year 9 classes from 2 June.'),
  fact('Trip', ['trip', 'booked'], 'I booked a trip to Rome for 2 August.'),
]);
const POTTER = customerBrief('Lia Moss', [
  fact('Kiln fault', ['kiln', 'glaze', 'cracked', 'pots'], 'Your kiln firing on 9 April cracked the glaze on all twelve pots.'),
  fact('Want', ['want', 'refire', 'pots'], 'I want the pots refired free of charge.'),
  fact('Feelings', ['upset', 'exhibition'], "I'm upset because the pots were for my first exhibition."),
]);

// A created brief, as the scenario writer builds it from a description.
const TARIFF = generateScenarioOffline(
  quickScenario(
    'Fixed tariff ran out on our delay',
    'Customer',
    'Energy adviser',
    'Omar is moving his family into a three-bed house on Elm Road in Bristol for £265,000. His fixed energy tariff at 22p a unit ended on 31 March because we sent his renewal form to the wrong address. The new rate is 29p a unit, which adds about £46 a month to his bills. He wants us to put him back on the old tariff or pay the difference.',
  ),
).brief!.character;
const factSaying = (brief: CharacterBrief, figure: string) => brief.facts.find((entry) => entry.answer.includes(figure))!;

const cited = (brief: CharacterBrief, question: string, reply: string) =>
  findUncovered(brief, transcriptLines([['character', 'Hello.'], ['learner', question], ['character', reply]] satisfies Line[])).facts.map((entry) => [entry.topic, entry.line.quote]);

describe('[REPORTS] "What you uncovered" cites a line only for what it asked of the character', () => {
  it('does not cite a question about someone else for the character\'s own job', () => {
    expect(cited(NURSE, 'What job does your husband do?', "I'm a staff nurse on the children's ward.")).toEqual([]);
    expect(cited(NURSE, 'What position does your daughter play in the team?', "I'm a staff nurse on the children's ward.")).toEqual([]);
    expect(cited(NURSE, 'What is your role on the ward?', "I'm a staff nurse on the children's ward.")).toEqual([['Their role', 'What is your role on the ward?']]);
  });

  it('does not cite small talk about their own time, whatever its form, for a fact sharing a describing word', () => {
    expect(cited(KITCHEN, "How's the new term treating you?", 'The new worktop you fitted on 3 May was scratched.')).toEqual([]);
    expect(cited(KITCHEN, 'How is the new house treating the kids?', 'The new worktop you fitted on 3 May was scratched.')).toEqual([]);
    expect(cited(KITCHEN, 'What happened with the new worktop?', 'The new worktop you fitted on 3 May was scratched.')).toEqual([['New worktop', 'What happened with the new worktop?']]);
  });

  it('does not cite a question after their plans for a time of their own for a fact that shares only the doing', () => {
    const plan = 'The plan was for Dev to cover my Year 9 classes from 2 June.';
    expect(cited(TEACHER, 'Are you planning anything nice for the summer?', plan)).toEqual([]);
    expect(cited(TEACHER, 'What have you got planned over Easter?', plan)).toEqual([]);
    expect(cited(TEACHER, 'What was the plan for covering your classes?', plan)).toEqual([['Cover plan', 'What was the plan for covering your classes?']]);
  });

  it('cites a question after what they want or how they feel for that fact, not for the thing its clause names', () => {
    expect(cited(POTTER, 'What would you like us to do about the kiln?', 'I want the pots refired free of charge.')).toEqual([['Want', 'What would you like us to do about the kiln?']]);
    expect(cited(POTTER, 'How are you feeling about the pots cracking?', "Your kiln firing on 9 April cracked the glaze on all twelve pots. I'm upset because the pots were for my first exhibition.")).toEqual([
      ['Feelings', 'How are you feeling about the pots cracking?'],
    ]);
  });

  it('does not cite a question for a thing as it was before an event for the fact that tells it after', () => {
    const newRate = factSaying(TARIFF, '29p');
    expect(cited(TARIFF, 'What unit rate were you on before the deal ended?', newRate.answer)).toEqual([]);
    expect(cited(TARIFF, 'What unit rate are you on now?', newRate.answer)).toEqual([[newRate.topic, 'What unit rate are you on now?']]);
  });
});
