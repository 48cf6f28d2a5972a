import { describe, expect, it } from 'vitest';
import { createSentenceSplitter, SENTENCE_MAX_LENGTH, type ReplySentence } from './sentence-splitter.ts';

/** Feeds the chunks one by one and records, per chunk, the sentences that came out; then the flush. */
function split(chunks: string[]): { perChunk: string[][]; flushed: string[]; all: ReplySentence[] } {
  const splitter = createSentenceSplitter();
  const all: ReplySentence[] = [];
  const perChunk = chunks.map((chunk) => {
    const sentences = splitter.push(chunk);
    all.push(...sentences);
    return sentences.map((sentence) => sentence.text);
  });
  const rest = splitter.flush();
  all.push(...rest);
  return { perChunk, flushed: rest.map((sentence) => sentence.text), all };
}

const textsOf = (reply: string) => split([reply]).all.map((sentence) => sentence.text);

describe('createSentenceSplitter', () => {
  it('answers a sentence as soon as the space after its end arrives, before the reply has ended', () => {
    const { perChunk, flushed } = split(['Hello there', '. How', ' are you? I am', ' fine', '!']);
    expect(perChunk).toEqual([[], ['Hello there.'], ['How are you?'], [], []]);
    expect(flushed).toEqual(['I am fine!']);
    // "you?" at the very end of a piece is complete only once the next piece starts with a space.
    expect(split(['Hello there. How are you?', ' I am fine!']).perChunk).toEqual([['Hello there.'], ['How are you?']]);
  });

  it('ends sentences on ., !, ?, … and an ellipsis, keeping closing quotes with them', () => {
    expect(textsOf('Really! Are you sure? Well… Maybe... "Fine." She left.')).toEqual([
      'Really!',
      'Are you sure?',
      'Well…',
      'Maybe...',
      '"Fine."',
      'She left.',
    ]);
  });

  it('does not end a sentence after a title, a Latin abbreviation, an initial, a decimal, a thousands separator or a list number', () => {
    expect(textsOf('Mr. Tan and Dr. Lim agreed, e.g. on price. It costs 2.5 million, not 120,000. Ask J. Smith. Done.')).toEqual([
      'Mr. Tan and Dr. Lim agreed, e.g. on price.',
      'It costs 2.5 million, not 120,000.',
      'Ask J. Smith.',
      'Done.',
    ]);
    expect(textsOf('Bring two things:\n1. The contract.\n2. The figures.')).toEqual(['Bring two things:', '1. The contract.', '2. The figures.']);
  });

  it('waits for the next piece when a piece ends on a dot, so a decimal split across pieces stays whole', () => {
    const { perChunk, flushed } = split(['The price is 2.', '5 million. Mr.', ' Tan knows', '.']);
    expect(perChunk).toEqual([[], ['The price is 2.5 million.'], [], []]);
    expect(flushed).toEqual(['Mr. Tan knows.']);
  });

  it('treats a line break as the end of a sentence and drops pieces without words', () => {
    expect(textsOf('First point\nSecond point\n\n— \nThird')).toEqual(['First point', 'Second point', 'Third']);
  });

  it('gives each sentence its offsets in the whole reply', () => {
    const reply = '  Hello there.   How are you?\nFine';
    const { all } = split([reply.slice(0, 9), reply.slice(9, 20), reply.slice(20)]);
    expect(all.map((sentence) => [sentence.start, sentence.end])).toEqual([
      [2, 14],
      [17, 29],
      [30, 34],
    ]);
    for (const sentence of all) expect(reply.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('cuts a sentence that runs on too long at a comma, else at a space', () => {
    const clause = 'and then we looked at the numbers again';
    const runOn = Array.from({ length: 12 }, () => clause).join(', ');
    const sentences = textsOf(`${runOn}.`);
    expect(sentences.length).toBeGreaterThan(1);
    for (const sentence of sentences) expect(sentence.length).toBeLessThanOrEqual(SENTENCE_MAX_LENGTH);
    expect(sentences[0]?.endsWith(',')).toBe(true);
    expect(sentences.join(' ')).toBe(`${runOn}.`);

    const noCommas = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');
    const pieces = textsOf(noCommas);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(SENTENCE_MAX_LENGTH);
    expect(pieces.join(' ')).toBe(noCommas);
  });

  it('cuts in the same places however the reply was divided into pieces, so the server finds the sentences the page asks for', () => {
    const longSentence = `${Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ')} and, to end it, ${'much more '.repeat(8)}talk.`;
    const reply = `Short one. ${longSentence} Next!!! "Quoted." Mr. Tan said 2.5 is fine.\nA new line without an end`;
    const whole = split([reply]).all;
    for (const size of [1, 3, 7, 50, 299, 301]) {
      const pieces = Array.from({ length: Math.ceil(reply.length / size) }, (_, index) => reply.slice(index * size, (index + 1) * size));
      expect(split(pieces).all).toEqual(whole);
    }
    expect(whole.some((sentence) => sentence.text.length > 200)).toBe(true);
  });

  it('flushes nothing for an empty reply', () => {
    expect(split([]).all).toEqual([]);
    expect(split(['   ']).all).toEqual([]);
  });
});
