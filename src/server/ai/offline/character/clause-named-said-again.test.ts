// "What happened with the price list?" after a told fact whose later clause names the list: the clause the question
// names is said again whole ("the price list for Hartwell Farms went out a week late"), not the fact's first clause nor
// a cut of its first words; and an event asked for is no sum, whatever money the thing it names speaks of ("price").
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { askedKinds } from './fact-meaning.ts';
import { figureKindsAsked } from './figures-asked.ts';
import { gistFor } from './restating.ts';

const technician = quickCharacter(
  'Lab technician behind on testing',
  'Lab technician',
  'Lab manager',
  'Owen Tate has fallen behind on four water tests since March, and the price list for Hartwell Farms went out a week late. He has been covering the night rota alone.',
);

describe('a told fact asked about by a later clause', () => {
  it('says that clause again whole', () => {
    const told = 'I have fallen behind on four water tests since March. The sample kit from Hartwell Farms arrived at the lab four days late.';
    expect(gistFor('What went on with the sample kit?', told)).toBe('the sample kit from Hartwell Farms arrived at the lab four days late');
    const { replies } = converse(technician, ['Tell me about the tests.', 'What happened with the price list?']);
    expect(replies[0]).toMatch(/four water tests/);
    expect(replies[1]).toMatch(/price list for Hartwell Farms went out a week late/);
    expect(replies[1]).not.toMatch(/night rota/);
  });

  it('reads "what happened" as asking for no figure, whatever the thing it names', () => {
    expect([...askedKinds('What happened to the rent payment?')]).not.toContain('money');
    expect(figureKindsAsked('What happened with the price list?').size).toBe(0);
  });
});
