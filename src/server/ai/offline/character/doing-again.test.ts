// A want of a thing done again ("reprinted", "redone", "repainted") given by an offer that does it again in other
// words, read by WordNet's glosses of the "re-" verb; a "re-" participle the tagger does not know read as its verb.
// A printer's customer and a decorator's, fields of this file's own.
import { describe, expect, it } from 'vitest';
import { readWords } from '../../language/lemmas.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { givesDoingAgain } from './doing-again.ts';
import { givesWhatIsNamed } from './fact-meaning.ts';
import { saysLine } from './state.ts';

describe('a thing done again', () => {
  it('reads a "re-" participle the tagger leaves as written as its verb', () => {
    expect(readWords('the hallway redone').map((word) => [word.lemma, word.pos])).toContainEqual(['redo', 'verb']);
    expect(readWords('the exam retaken').map((word) => [word.lemma, word.pos])).toContainEqual(['retake', 'verb']);
  });

  it('is given by its doing and a word of once more, or by the doing written with "re-"', () => {
    expect(givesDoingAgain('reprint', readWords('We will print all 120 invitations again on heavier card.'))).toBe(true);
    expect(givesDoingAgain('redo', readWords('We will paper the hallway with a new roll.'))).toBe(true);
    expect(givesDoingAgain('redo', readWords('Our decorator will re-paper the hallway.'))).toBe(true);
    expect(givesDoingAgain('repaint', readWords('We will paint the ceiling again on Monday.'))).toBe(true);
  });

  it('is not given by a doing of saying or seeing, by a doing negated, or without once more', () => {
    expect(givesDoingAgain('repaint', readWords('We will look at the ceiling again.'))).toBe(false);
    expect(givesDoingAgain('redo', readWords('I will call you again tomorrow.'))).toBe(false);
    expect(givesDoingAgain('repaint', readWords('We will not paint it again.'))).toBe(false);
    expect(givesDoingAgain('reprint', readWords('We printed them on the cheaper card.'))).toBe(false);
    // A "re-" verb that is no doing again ("pay back") is left to its own meaning.
    expect(givesDoingAgain('refund', readWords('We will pay you again.'))).toBe(false);
  });

  it('gives the want it names, and the character agrees with a learner who offers it', () => {
    expect(givesWhatIsNamed('We will print all 120 invitations again with the right date.', 'the invitations reprinted')).toBe(true);
    const brief = quickCharacter(
      'Wedding invitations misprinted',
      'Customer',
      'Print shop manager',
      'Hannah Lewis paid Inkwell Print £310 for 120 wedding invitations. They came back with the wrong date, 14 August instead of 16 August. She wants the invitations reprinted.',
    );
    expect(brief.outcome.requires.map((requirement) => requirement.label)).toEqual(['the invitations reprinted']);
    const { replies } = converse(brief, [
      'Hello Hannah, thank you for taking the time to talk this through with me.',
      "I'm sorry about the mistake; I can see why it has been upsetting.",
      'How many invitations did you order?',
      'We will print all 120 invitations again with the right date, at no charge, and have them ready on Thursday.',
      "I'll confirm that in writing today and call you on Thursday when they are ready. Does that work for you?",
    ]);
    expect(replies.some((reply, index) => saysLine(reply, brief.outcome.agreementLine, replies.slice(0, index).join(' ')))).toBe(true);
  });
});
