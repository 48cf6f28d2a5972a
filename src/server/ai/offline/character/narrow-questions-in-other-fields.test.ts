// Narrow questions put to characters of fields of their own (sales, human resources, project management): a fact
// written after a colon keeps what leads it, a report of what the character says is said as the character's own, a
// want named back is a whole phrase, a who-question is answered by the person the clause names, and "how late" by the
// length of the one asked about.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const SALES_REP = quickCharacter(
  'Sales rep behind on target',
  'Account manager',
  'Sales director',
  'Tom Reyes is an account manager in the northern region and has been with the firm for six years. ' +
    'He lost three clients this quarter: the first went to a competitor, the second left after the price rise. ' +
    'He covers forty accounts and says two more accounts are at risk of leaving. My goal: agree a plan to keep his accounts.',
);

const HR_ADVISER = quickCharacter(
  'HR adviser on a stalled pay rise',
  'HR adviser',
  'Head of people',
  'Nadia Park is an HR adviser. She has already drafted the new pay bands for the warehouse team. ' +
    'The finance director is blocking the pay rise, and the budget is frozen until April. My goal: agree when the pay rise can go ahead.',
);

const PROJECT_MANAGER = quickCharacter(
  'Project manager with slipping milestones',
  'Project manager',
  'Programme director',
  'Leo Grant is a project manager on the billing system rebuild. ' +
    'The first milestone was two weeks late and the second was five weeks late because a supplier went bust. ' +
    'He wants to switch back to the old reporting tool. My goal: agree a recovery plan.',
);

describe('narrow questions in fields of their own', () => {
  it('keeps a statement a colon goes on to detail as a fact', () => {
    const { replies } = converse(SALES_REP, ['How many clients have you lost?']);
    expect(replies[0]).toMatch(/three clients/i);
  });

  it('says what the character is reported to say as their own, never "and say"', () => {
    const fact = SALES_REP.facts.find((each) => /at risk/.test(each.answer));
    expect(fact?.answer).toMatch(/\bI cover forty accounts and two more accounts are at risk of leaving\b/);
    expect(fact?.answer).not.toMatch(/\band say\b/);
  });

  it('answers who is doing a thing with the person the clause of that doing names', () => {
    const { replies } = converse(HR_ADVISER, ['What is holding up the pay rise?', 'Who is blocking it?']);
    expect(replies[1]).toMatch(/finance director/i);
    expect(replies[1]).not.toMatch(/frozen/i);
  });

  it('answers how late with the length of the one asked about', () => {
    const { replies } = converse(PROJECT_MANAGER, ['What happened with the milestones?', 'How late was the second one?']);
    expect(replies[1]).toMatch(/five weeks/i);
    expect(replies[1]).not.toMatch(/two weeks/i);
  });

  it('names a want back as a whole phrase, never an infinitive cut after its particle', () => {
    const objection = PROJECT_MANAGER.objections.find((each) => /switch back/.test(each.resolvedLine));
    expect(objection?.resolvedLine ?? '').not.toMatch(/to switch back\.$/);
    const { replies } = converse(PROJECT_MANAGER, ['What would you like to change?', 'So you want to switch back?']);
    expect(replies[1]).not.toMatch(/switch back\.$/);
  });
});
