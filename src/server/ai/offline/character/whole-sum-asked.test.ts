import { describe, expect, it } from 'vitest';
import { figureFor } from './restating.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const KENNEL = quickCharacter(
  'Kennel bill',
  'Dog owner',
  'Kennel manager',
  'Priya Nair left her spaniel Dot at Oakfield Kennels for five nights in August. The kennel charged £40 a night, £200 in total. Dot came home with an eye infection. Priya wants the vet bill of £85 covered.',
);

describe('a sum asked for as a whole', () => {
  it('takes the figure of the clause that says the whole, its verb left to the clause before', () => {
    expect(figureFor('How much did they charge altogether?', 'They charged £40 a night, £200 in total.')).toBe('£200');
    expect(figureFor('How much did they charge a night?', 'They charged £40 a night, £200 in total.')).toBe('£40');
  });

  it('says the whole again when asked for it after the fact was told', () => {
    const { replies } = converse(KENNEL, ['Hello.', 'What did we charge you?', 'How much did we charge you altogether?']);
    expect(replies[1]).toMatch(/£200/);
    expect(replies[2]).toMatch(/£200/);
  });
});
