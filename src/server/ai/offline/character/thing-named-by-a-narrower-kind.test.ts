// A question that names a thing of the brief by a narrower kind of it, in a created scenario of a field no evaluation
// set covers (a fan turned away at a concert arena): "the gates" of a brief's "barriers" (WordNet: a gate is a movable
// barrier) is the matter, not small talk, and the person asked for is told; a line about a thing the brief never names
// is still small talk.
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';

const fan = quickCharacter(
  'Fan turned away at an arena',
  'Concert-goer',
  'Customer relations officer at the arena',
  'Mia Clarke, 19, a student from Hull, was turned away at the barriers of Riverside Arena on 2 June by a steward, Craig Dunn, because her e-ticket would not scan. She had paid £68 for the ticket and missed the whole show. She wants her money back. My goal: apologise and agree a refund.',
);
const knowledge = knowledgeOf({ brief: fan, glossary: [], facts: [] });

describe('a thing named by a narrower kind of it', () => {
  it('is the matter: "Who stopped you at the gates?" is told the steward', () => {
    expect(readLine('Who stopped you at the gates?', knowledge).acts.has('offTopic')).toBe(false);
    const { replies } = converse(fan, [IDENTITY_LINE, 'Who stopped you at the gates?']);
    expect(replies[1]).toMatch(/Craig|Dunn|steward/);
  });

  it('leaves a line about a thing the brief never names small talk', () => {
    expect(readLine('Did you get your hair done for the night?', knowledge).acts.has('offTopic')).toBe(true);
  });
});
