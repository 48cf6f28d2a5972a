import { describe, expect, it } from 'vitest';
import { GrowingSentences, splitSentences } from './text.ts';

// Pieces chosen to end where a cut depends on what follows: a title, an initial, an abbreviation, a label, no end mark,
// a closing quote, trailing spaces and line breaks, an empty piece, and pieces that start with a space or a break.
const PIECES = [
  'We spent about £1.2 million on agency nurses last year.',
  'Talk to Dr.',
  'Okoro about it.',
  'My hero was J.',
  'R. R. Tolkien.',
  'I rise at 5 a.m.',
  'and walk.',
  'The shop shut at 9 p.m.',
  'Then we went home.',
  'Bring fruit, e.g.',
  'plums.',
  'It is at No.',
  '7 Quay Street.',
  'no end mark here',
  'She said "fine."',
  'Really?  ',
  'First line\nsecond line',
  'ends with a break\n',
  '  starts with spaces. And goes on!',
  '\nstarts with a break…',
  '',
  '— ',
  'I take vitamin C.',
  'It helps.',
  'My hero was J. ',
  'I rise at 5 a.m. ',
  'It is at No. ',
  'Bring fruit, e.g. ',
];

/** A small deterministic generator, so the sweep is the same every run. */
function* sequences(count: number, length: number): Generator<string[]> {
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
  for (let index = 0; index < count; index += 1) yield Array.from({ length: 1 + (next() % length) }, () => PIECES[next() % PIECES.length]!);
}

describe('GrowingSentences', () => {
  it('gives the sentences of the whole text so far, as splitSentences cuts it, after every piece', () => {
    for (const pieces of sequences(400, 8)) {
      const growing = new GrowingSentences((sentence) => sentence);
      pieces.forEach((piece, index) => {
        growing.add(piece);
        expect(growing.sentences(), JSON.stringify(pieces.slice(0, index + 1))).toEqual(splitSentences(pieces.slice(0, index + 1).join(' ')));
      });
    }
  });

  it('has no sentences before its first piece, and reads each settled sentence once', () => {
    const read: string[] = [];
    const growing = new GrowingSentences((sentence) => (read.push(sentence), sentence.toLowerCase()));
    expect(growing.sentences()).toEqual([]);
    growing.add('One. Two.');
    growing.add('Three. Four.');
    expect(growing.sentences()).toEqual(['one.', 'two.', 'three.', 'four.']);
    // "One.", "Two." and "Three." were settled once each; only the last sentence, which more text could lengthen, is read again.
    expect(read.filter((sentence) => sentence === 'One.')).toHaveLength(1);
    expect(read.filter((sentence) => sentence === 'Three.')).toHaveLength(1);
  });
});
