// An offer gives what a want names when it says it with a phrasal verb ("let you off" a fine the want asks to be
// exempted from, "give you back" what it asks returned, WordNet's senses of the verb and its particle) or names a compound
// by the adjective before its noun alone ("earlies" for "early shifts"), or names the sum the character's facts say
// the wanted thing is ("the £85" of "I was charged £85 for a consultation"). Briefs of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';
import { givesWhatIsNamed } from './fact-meaning.ts';

const TENANT = quickCharacter(
  'Deposit kept after moving out',
  'Former tenant',
  'Letting agent',
  'Priya Nair left her flat on Elm Road clean and in good order in May, but the letting agency has kept her £900 deposit. She wants the deposit returned.',
);

const HOSPITAL_PORTER = quickCharacter(
  'Porter moved onto rotating shifts',
  'Hospital porter',
  'Portering supervisor',
  'Dev Sharma has worked early shifts at St Anne’s Hospital for six years. The new rota puts him on rotating shifts, and he cares for his father in the evenings. He wants to stay on early shifts.',
);

const PET_OWNER = quickCharacter(
  'Cancelled consultation charged',
  'Pet owner',
  'Vet practice manager',
  'Tom Hale was charged £85 for a consultation at Oakfield Vets that the practice cancelled. He wants the consultation fee taken off the invoice.',
);

// "Agreed, then.", never the "agreed" of "nobody has agreed to it yet".
const MET = /that is what I was asking for|\bagreed, then\b|works for me/i;

function replyTo(brief: ReturnType<typeof quickCharacter>, line: string): string {
  return converse(brief, [IDENTITY_LINE, line]).replies.at(-1)!;
}

describe('a want said with one verb, offered with a phrasal verb', () => {
  it('is given by the phrasal verb that WordNet holds as the want’s verb', () => {
    expect(replyTo(TENANT, "We'll give you back the deposit on Friday.")).toMatch(MET);
    expect(givesWhatIsNamed("I'll let you off the fine.", 'to be exempted from the fine')).toBe(true);
  });

  it('is not given by the phrasal verb denied, nor by another phrasal verb', () => {
    expect(replyTo(TENANT, "We can't give you back the deposit.")).not.toMatch(MET);
    expect(givesWhatIsNamed("I can't let you off the fine.", 'to be exempted from the fine')).toBe(false);
    expect(givesWhatIsNamed('We will hold the deposit back until Friday.', 'the deposit returned')).toBe(false);
  });
});

describe('a compound named by its adjective alone', () => {
  it('gives the compound: "earlies" for "early shifts"', () => {
    expect(replyTo(HOSPITAL_PORTER, 'You can stay on earlies.')).toMatch(MET);
  });

  it('is not the adjective said as one', () => {
    expect(givesWhatIsNamed('You can have earlies from March.', 'fixed early shifts')).toBe(true);
    expect(givesWhatIsNamed('You can come in early from March.', 'fixed early shifts')).toBe(false);
  });
});

describe('a sum the character’s facts hold', () => {
  it('stands for what the facts say it is', () => {
    expect(replyTo(PET_OWNER, 'I can remove the £85 from the invoice.')).toMatch(MET);
  });

  it('gives nothing when it is another sum, or denied', () => {
    expect(replyTo(PET_OWNER, 'I can take £20 off the invoice.')).not.toMatch(MET);
    expect(replyTo(PET_OWNER, "I can't remove the £85 from the invoice.")).not.toMatch(MET);
  });
});
