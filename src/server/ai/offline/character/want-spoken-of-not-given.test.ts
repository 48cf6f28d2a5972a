// A line that denies what the thing wanted will do ("A new fan won't stop the mould on its own") speaks of it; it
// does not give it, so the character neither takes its want as met nor agrees. Giving it still does.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { givesWhatIsNamed } from './fact-meaning.ts';

const tenant = quickCharacter(
  'Extractor fan repair',
  'Tenant',
  'Letting agent',
  'Tomasz Nowak rents a flat on Elm Road through the agency. The bathroom extractor fan stopped working in October. Mould is now growing on the ceiling. He wants a new fan and is worried the mould will make his daughter ill.',
);

describe('a want spoken of in a denied doing', () => {
  it('is not given by it', () => {
    expect(givesWhatIsNamed("A new fan won't stop the mould on its own.", 'a new fan')).toBe(false);
    expect(givesWhatIsNamed('The refund will not arrive before Friday.', 'a full refund')).toBe(false);
  });

  it('is given by a line that gives it, or says it will be no problem', () => {
    expect(givesWhatIsNamed('We will fit a new fan on Monday.', 'a new fan')).toBe(true);
    expect(givesWhatIsNamed("A new fan won't be a problem.", 'a new fan')).toBe(true);
  });

  it('leaves the character waiting for it', () => {
    const { replies } = converse(tenant, ["I'm sorry to hear that. What can I do for you?", "A new fan won't stop the mould on its own.", 'We will fit a new fan on Monday.']);
    expect(replies[1]).not.toMatch(/what I was asking for|That helps/);
    expect(replies[2]).toMatch(/what I was asking for: a new fan/);
  });
});
