// Asked who did something to the owner ("Who got you into pottery?", "Who taught you to drive?"), the twin answers with
// a sentence that says the doing or has someone do something to them ("My aunt gave me her old wheel"), not one that
// only names someone beside the thing: "Lúcia and I throw pottery" says who throws with her, not who started her on
// it. A verb that asks nothing alone is read with the preposition after its object ("got you into": get into), as
// WordNet holds the two.
import { describe, expect, it } from 'vitest';
import { isTwinDecline } from '../../language/twin-text.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { indexFor } from './twin-index.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';

// A ceramics teacher in Porto, written for these tests alone.
const CERAMICIST: TwinOwnerCase = {
  name: 'Inês Carvalho',
  answers: {
    3: 'My father taught me to drive in his old Renault, and never to lose my temper on the road.',
    5: 'Lúcia and I throw pottery together at the studio every Thursday and laugh at our wonky bowls.',
    12: 'I teach ceramics at the art school in Porto, and I make plates for two restaurants on the Ribeira.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] who did something', () => {
  it('reads a verb that asks nothing alone with the preposition after its object', () => {
    expect(readQuestion('Who got you into pottery?', new Set()).others).toContain('get into');
    expect(indexFor([{ text: 'My aunt Graça got me into pottery when I was ten.', context: '', kinds: [], previous: null }]).passages[0]!.terms).toContain('get_into');
  });

  it('does not quote someone named beside the thing as the one who did it', () => {
    expect(askOwner(CERAMICIST, 'Who got you into pottery?')).not.toMatch(/Lúcia/);
    const told = { ...CERAMICIST, answers: { ...CERAMICIST.answers, 9: 'Pottery, for thirty years now. My aunt Graça got me into it when I was ten.' } };
    expect(askOwner(told, 'Who got you into pottery?')).toMatch(/My aunt Graça got me into it/);
  });

  it('answers with the one who did something to the owner, in whatever words they said it', () => {
    const told = { ...CERAMICIST, answers: { ...CERAMICIST.answers, 9: 'Pottery, for thirty years now. My aunt Graça gave me her old wheel when I was ten.' } };
    const reply = askOwner(told, 'Who got you into pottery?');
    expect(reply).toMatch(/My aunt Graça gave me her old wheel/);
    expect(reply).not.toMatch(/Lúcia/);
  });

  it('asks no doing of a sentence when the question asks who does something to a thing of theirs', () => {
    expect(askOwner(CERAMICIST, 'Who buys your plates?')).toMatch(/plates for two restaurants/);
  });

  it('still answers who did it where the sentence says the doing', () => {
    const reply = askOwner(CERAMICIST, 'Who taught you to drive?');
    expect(isTwinDecline(reply)).toBe(false);
    expect(reply).toMatch(/My father taught me to drive/);
  });

  it('asks the doing of whom, not the one they were taught nor the one that only says when', () => {
    // The owner glazes and walks to the studio, but never says who taught her to glaze or who met her there.
    const glazer = { ...CERAMICIST, answers: { ...CERAMICIST.answers, 8: 'Mornings I glaze in the back room, then I walk to the studio and arrive before the students.' } };
    expect(askOwner(glazer, 'Who taught you to glaze?')).toSatisfy(isTwinDecline);
    expect(askOwner(glazer, 'Who met you when you arrived at the studio?')).toSatisfy(isTwinDecline);
    const told = { ...glazer, answers: { ...glazer.answers, 9: 'My aunt Graça taught me to glaze when I was twelve.' } };
    expect(askOwner(told, 'Who taught you to glaze?')).toMatch(/My aunt Graça taught me to glaze/);
  });
});
