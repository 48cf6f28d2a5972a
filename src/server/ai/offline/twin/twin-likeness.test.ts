// The built-in twin asked "What was it like …?", "What's X like?": a question about an experience or a description, in
// which "like" is the preposition of likeness after "what" and a copula, not a verb of liking. An owner of its own, in
// a life no evaluation set holds (a shepherd's daughter in the Brecon hills).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { readQuestion } from './twin-question.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const SHEPHERD: TwinOwnerCase = {
  name: 'Megan Pritchard',
  answers: {
    1: 'My brother Emrys still runs the farm. My sister Nia teaches in Cardiff.',
    9: 'Knitting. My grandmother taught me with wool from our own sheep.',
    3: 'We grew up on a sheep farm in the Brecon hills. Cold mornings, lambing in the snow, and my mother singing in the kitchen.',
    12: 'I nursed at the Heath hospital in Cardiff for thirty years. Night shifts, no sleep, and the best colleagues in the world.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] "what … like" asks for an experience or a description', () => {
  it('reads the "like" after "what" and a copula as likeness, and the verb of liking as liking', () => {
    expect(readQuestion('What was it like growing up on the farm?').kinds.has('likes')).toBe(false);
    expect(readQuestion("What's it like being a nurse?").kinds.has('likes')).toBe(false);
    expect(readQuestion('What does it feel like to win?').kinds.has('likes')).toBe(false);
    expect(readQuestion('What do you like about knitting?').kinds.has('likes')).toBe(true);
    expect(readQuestion('What is it you like about Cardiff?').kinds.has('likes')).toBe(true);
  });

  it('answers what something was like with the sentence about it and the description that goes on from it', () => {
    expect(readQuestion('What was it like growing up on the farm?').asksDescription).toBe(true);
    expect(readQuestion('What do you like about the farm?').asksDescription).toBe(false);
    expect(askOwner(SHEPHERD, 'What was it like growing up on the farm?')).toBe('We grew up on a sheep farm in the Brecon hills. Cold mornings, lambing in the snow, and my mother singing in the kitchen.');
    expect(askOwner(SHEPHERD, "What's it like being a nurse?")).toBe('I nursed at the Heath hospital in Cardiff for thirty years. Night shifts, no sleep, and the best colleagues in the world.');
  });
});
