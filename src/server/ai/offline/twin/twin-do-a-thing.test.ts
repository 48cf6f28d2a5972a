// The built-in twin reads "Do you do puzzles?" as asking about a thing done: the word right after "do", done by the one
// asked, is what they do, a thing, though the tagger reads a verb there; a kind of it said ("a sudoku") answers.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';

// A retired librarian in Aberdeen, written for these tests alone.
const LIBRARIAN: TwinOwnerCase = {
  name: 'Elspeth Cruickshank',
  answers: {
    8: 'Most evenings I sit with a sudoku from the Press and Journal by the window, the hardest one they print.',
    12: 'I was a librarian in Aberdeen for thirty-two years.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] a thing done, asked after "do"', () => {
  it('reads the word after "do" done by the one asked as a thing', () => {
    expect(readQuestion('Do you do puzzles?').nouns).toContain('puzzle');
    expect(readQuestion('Did you do puzzles as a girl?').nouns).toContain('puzzle');
    // "What do you do?" asks no thing.
    expect(readQuestion('What do you do on a Sunday?').nouns).not.toContain('do');
  });

  it('answers with a kind of the thing said', () => {
    expect(askOwner(LIBRARIAN, 'Do you do puzzles?')).toContain('a sudoku from the Press and Journal');
    expect(askOwner(LIBRARIAN, 'Do you do crosswords?')).toSatisfy(isTwinDecline);
  });
});
