// A wh-question after a doing of the character's that the brief tells of in another word class ("exhibiting" and an
// "exhibition fee") is on the matter, never small talk put off with a way back; a doing the brief names only by the
// person who does it ("studying" and a son who is a pupil) is still the character's own life.
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { knowledgeOf } from './knowledge.ts';
import { quickCharacter } from './conversation.test-helpers.ts';

const POTTER = quickCharacter(
  'Craft fair cancelled',
  'Potter',
  'Fair organiser',
  'Hannah Lees is a potter in Whitby. She paid a £120 exhibition fee in January, and the organisers cancelled the fair a week before it opened. She had made forty new bowls for it. She wants the fee back.',
);

const PARENT = quickCharacter(
  'Tutor missed lessons',
  'Parent',
  'Tutoring agency manager',
  'Ruth Adeyemi is a nurse in Leicester. Her son Joel, 15, is a pupil at Ashgrove Academy and has maths tutoring with the agency every Tuesday at £30 a session. His tutor missed three sessions in March without warning. She wants the three sessions refunded.',
);

describe('a doing the brief names in another form', () => {
  it('reads "Where were you exhibiting?" as a question on the matter', () => {
    const knowledge = knowledgeOf({ brief: POTTER, glossary: [], facts: [] });
    expect(readLine('Where were you exhibiting?', knowledge).acts.has('offTopic')).toBe(false);
  });

  it('still reads a doing named only by its doer, or not at all, as small talk', () => {
    expect(readLine('What are you studying at the moment, by the way?', knowledgeOf({ brief: PARENT, glossary: [], facts: [] })).acts.has('offTopic')).toBe(true);
    expect(readLine('Where are you going on holiday this year?', knowledgeOf({ brief: POTTER, glossary: [], facts: [] })).acts.has('offTopic')).toBe(true);
  });
});
