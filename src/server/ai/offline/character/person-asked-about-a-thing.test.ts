// A question after someone of the character's that names a thing a fact of theirs holds ("Does Arjun have asthma?") is
// answered by that fact, not by the first fact that names them ("Arjun joined the school in September"); a question
// after them alone ("How is Arjun getting on?") still gets the first told of them.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const parent = quickCharacter(
  'Inhaler left at home on a school trip',
  'Priya Shah, a parent',
  'Head teacher',
  "Priya Shah's son Arjun, 9, joined Oakfield Primary in September. Arjun has asthma and keeps a spare inhaler in the school office. On the trip to the science museum last Thursday nobody took the spare inhaler. Priya wants the trip checklist changed before the next trip.",
);

describe('a question after someone that names a thing of theirs', () => {
  it('gets the fact that holds the thing', () => {
    const { replies } = converse(parent, ['Hello, how can I help?', 'Does Arjun have asthma?']);
    expect(replies[1]).toMatch(/asthma/);
    expect(replies[1]).not.toMatch(/joined Oakfield Primary/);
  });

  it('leaves a question after them alone to the first fact told of them', () => {
    const { replies } = converse(parent, ['Hello, how can I help?', 'How is Arjun getting on?']);
    expect(replies[1]).toMatch(/joined Oakfield Primary/);
  });
});
