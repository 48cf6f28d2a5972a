// The built-in twin quotes only a sentence that answers what is asked, or says it was never told: a feeling asked is
// found in the words similar to it in the sense asked, not in another sense of theirs ("cold" is icy or bleak, never
// "hopeless"); what the question's own clause asks must be said, not only the doing of the clause framing it ("How cold
// was it when you sailed?"); and a sentence pointing back only by "he" or "she" goes on about someone, not about the
// thing named before it. On an owner written for these tests.
import { describe, expect, it } from 'vitest';
import { similarAdjectives } from '../../language/wordnet.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const TRACER: TwinOwnerCase = {
  name: 'Morag Baird',
  answers: {
    3: 'My mother kept us fed on tatties and mince. I was hopeless at sums but she never shouted.',
    9: 'I keep an allotment on the Great Western Road. My neighbour Alec, he grows leeks the size of your arm.',
    12: 'I was a tracer in the drawing office at the yard for eleven years. The yard closed in 1971 and the manager, he cried in front of us all.',
    19: 'The day we sailed from Greenock to Halifax in 1962, with the whole street on the quay.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the built-in twin quotes only a sentence that answers', () => {
  it('follows an adjective to the words similar to it in the sense reached, not in another sense of theirs', () => {
    const cold = similarAdjectives('cold', 1, 2);
    expect(cold).toEqual(expect.arrayContaining(['icy', 'frosty', 'bleak']));
    expect(cold).not.toEqual(expect.arrayContaining(['hopeless']));
    expect(cold).not.toContain('tasty');
    expect(similarAdjectives('scared', 1, 2)).toEqual(expect.arrayContaining(['afraid', 'terrified']));
    expect(askOwner(TRACER, 'Were you cold?')).toSatisfy(isTwinDecline);
  });

  it('asked how cold or how sad it was when something was done, needs the state said, not only the doing', () => {
    expect(askOwner(TRACER, 'How cold was it when you sailed?')).toSatisfy(isTwinDecline);
    expect(askOwner(TRACER, 'How sad were you when you sailed?')).toSatisfy(isTwinDecline);
    expect(askOwner(TRACER, 'When did you sail to Halifax?')).toContain('sailed from Greenock to Halifax');
  });

  it('does not find a thing asked in the sentence before one that points back only by "he" or "she"', () => {
    const reply = askOwner(TRACER, 'What do you do on the allotment?');
    expect(reply).toContain('I keep an allotment');
    expect(reply).not.toContain('leeks');
    expect(askOwner(TRACER, 'When did the yard close?')).toContain('closed in 1971');
  });
});
