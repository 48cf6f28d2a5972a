// A description that introduces the character with a role and goes on in the same sentence ("…is a data analyst we
// offered a job at…", "…is a beekeeper whose hives…") gives the role to the role fact and the rest as a grammatical
// first-person fact; an organisation is the character's only when their words tie them to it, and is written as the
// person wrote it. Descriptions of this file's own.
import { describe, expect, it } from 'vitest';
import { quickCharacter } from '../character/conversation.test-helpers.ts';
import { withoutIntroduction } from './write-brief.ts';

describe('a role joined to a clause of its own', () => {
  it('reads the clause without the role', () => {
    const her = { name: 'Laura Bennett', gender: 'Female' as const };
    expect(withoutIntroduction('Laura Bennett is a sous chef we offered a job at Juniper Kitchen on 2 June.', her)).toBe('We offered her a job at Juniper Kitchen on 2 June.');
    expect(withoutIntroduction('Laura Bennett is a beekeeper in Ely whose hives were sprayed on 9 July.', her)).toBe("Laura Bennett's hives were sprayed on 9 July.");
    expect(withoutIntroduction('Laura Bennett is a tenant who moved in on 1 May.', her)).toBe('Laura Bennett moved in on 1 May.');
    expect(withoutIntroduction('Laura Bennett is a sous chef.', her)).toBe('Laura Bennett is a sous chef.');
    expect(withoutIntroduction('The head chef is a man who never listens.', her)).toBe('The head chef is a man who never listens.');
  });

  it('speaks the offer and the damage in the first person, never "I am a … you offered"', () => {
    const analyst = quickCharacter(
      'Analyst weighing our offer',
      'Data analyst',
      'Hiring manager',
      'Laura Bennett is a senior data analyst we offered a job at Juniper Freight on 2 June: £41,000 a year and four days a week in the Leith office. She has a rival offer of £43,500 from a bank. My goal: agree a start date.',
    );
    const answers = analyst.facts.map((fact) => fact.answer);
    expect(answers).toContain('You offered me a job at Juniper Freight on 2 June: £41,000 a year and four days a week in the Leith office.');
    expect(answers.join(' ')).not.toMatch(/I am a senior data analyst you/);
    // "in the Leith office" is where the work would be, not an organisation she belongs to ("the leith office").
    expect(analyst.identity.organisation).toBe('');
    expect(answers.find((answer) => /^I'm /.test(answer))).toBe("I'm a data analyst.");

    const keeper = quickCharacter('Sprayed hives', 'Beekeeper', 'Farm manager', 'Owen Price is a beekeeper in Ely whose hives were sprayed on 9 July. He lost 14 colonies.');
    expect(keeper.facts.map((fact) => fact.answer)).toContain('My hives were sprayed on 9 July.');
  });
});
