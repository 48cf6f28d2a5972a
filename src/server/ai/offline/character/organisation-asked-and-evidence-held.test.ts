// What a character wants an organisation to do is asked of the learner who speaks for it, about the thing it would do;
// a question after a kind of thing ("evidence") is answered by the fact that holds one ("a diary" is a written record,
// a record evidence). Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('a want of what an organisation should do', () => {
  const cafe = () =>
    quickCharacter(
      'Roadworks outside the café',
      'Café owner',
      'Council officer',
      'Ravi Patel has run a café on Station Road for nine years. Roadworks have blocked his entrance for three weeks and his takings are down by half. He wants the council to pay him compensation for the lost trade.',
    );

  it('is the promise asked of the learner, and the organisation is not the matter', () => {
    const brief = cafe();
    expect(brief.outcome.requires.map((requirement) => requirement.label)).toEqual(['your word that you will pay me compensation for the lost trade']);
    expect(brief.openingLine).not.toMatch(/\bthe council\b/);
  });

  it('makes the thing it would give the matter when the title names none', () => {
    const brief = quickCharacter('Complaint about a neighbour', 'Resident', 'Housing officer', 'Sara Lind has lived at 3 Elm Row for five years. Since April the tenant below has left rubbish bags on the shared stairs every week. She has written to the housing association twice. She wants the housing association to give the tenant a written warning this month.');
    expect(brief.openingLine).toMatch(/\bthe warning\b/);
  });
});

describe('a question after a kind of thing a fact holds', () => {
  const porter = () =>
    quickCharacter(
      'Remarks from a supervisor',
      'Warehouse worker',
      'HR adviser',
      'Tomasz Nowak has packed orders at the Leeds depot for six years. Since June his supervisor has mocked his accent in front of the team. He has kept a diary of the remarks since then. He wants a move to another shift.',
    );

  it('is answered by the fact that holds one', () => {
    const { replies } = converse(porter(), ['Hello Tomasz, have a seat.', 'Do you have any evidence?']);
    expect(replies.at(-1)).toMatch(/\bdiary\b/i);
    expect(replies.at(-1)).not.toMatch(/some other time|rather stick/i);
  });
});
