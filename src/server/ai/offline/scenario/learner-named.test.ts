import { describe, expect, it } from 'vitest';
import { learnerNamesIn } from './learner-side.ts';
import { quickCharacter } from '../character/conversation.test-helpers.ts';

describe('the learner named in the description', () => {
  it('is the name owning the work the learner\'s role names', () => {
    expect(learnerNamesIn(["Ava goes to Dan's coaching every Saturday."], 'Tennis coach', ['Ellie', 'Ward'])).toEqual(['Dan']);
    expect(learnerNamesIn(["Ava goes to Dan's party every Saturday."], 'Tennis coach', ['Ellie', 'Ward'])).toEqual([]);
  });

  it('is "you" in what the character says', () => {
    const character = quickCharacter(
      'Cancelled tennis sessions',
      'Parent',
      'Tennis coach',
      "Ellie Ward pays £15 a week for her daughter Ava to go to Dan's coaching on Saturdays. Dan cancelled four sessions in May without notice. Ellie wants £60 back for the missed sessions.",
    );
    const answers = character.facts.map((fact) => fact.answer).join(' ');
    expect(answers).toMatch(/your coaching/);
    expect(answers).toMatch(/You cancelled four sessions/);
    expect(answers).not.toMatch(/\bDan\b/);
  });
});
