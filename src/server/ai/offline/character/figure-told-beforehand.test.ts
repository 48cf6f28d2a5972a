// Which of two figures in one sentence a question asks for, when it asks by a verb of telling in other words: a figure
// one "was given" is the one told beforehand (an estimate), and the final one is what it came to.
import { describe, expect, it } from 'vitest';
import { detailAskedFor } from './fact-meaning.ts';

const BILL = 'The repair cost £640, when the man at the counter had told me it would be about £300.';
const FIGURES = ['£640', '£300'];

describe('[AI] a figure told beforehand, asked by a verb of telling', () => {
  it('reads "were you given" as the figure told, and "final" as what it came to', () => {
    expect(FIGURES[detailAskedFor('What figure were you given at the counter?', BILL, FIGURES)]).toBe('£300');
    expect(FIGURES[detailAskedFor('What was the final figure you were given?', BILL, FIGURES)]).toBe('£640');
    expect(FIGURES[detailAskedFor('What did it cost in the end?', BILL, FIGURES)]).toBe('£640');
  });
});
