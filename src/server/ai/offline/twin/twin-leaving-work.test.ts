// The built-in twin tells when its owner retired from how they said they left their work: WordNet holds retiring as a
// kind of leaving one's post (quit, step down, resign), which "quit", "gave up" and "stopped" say too, but only
// done to their work or the place of it, not to a habit.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A moulder at a railway foundry in Derby, written for these tests alone.
const MOULDER: TwinOwnerCase = {
  name: 'Clive Ashby',
  answers: {
    12: 'I was a moulder at the Litchurch foundry, casting brake blocks for the railway. I quit the foundry in 2003 after my chest got bad.',
    14: 'Paper, walk down the canal, then the bowls club.',
    17: 'Proud I gave up smoking in 1990, my dad never managed it.',
  },
  questions: [],
  tagLines: {},
};

describe('retiring told as leaving one’s work', () => {
  it('finds the year they quit the foundry, asked when they retired', () => {
    expect(askOwner(MOULDER, 'When did you retire?')).toContain('2003');
  });

  it('finds work stopped, said as a doing', () => {
    const stopped = { ...MOULDER, answers: { ...MOULDER.answers, 12: 'I was a moulder at the Litchurch foundry, casting brake blocks for the railway. In 2003 I stopped working, my chest was bad.' } };
    expect(askOwner(stopped, 'When did you retire?')).toContain('2003');
  });

  it('does not take a habit given up for work left', () => {
    const smoker = { ...MOULDER, answers: { ...MOULDER.answers, 12: 'I was a moulder at the Litchurch foundry, casting brake blocks for the railway.' } };
    expect(askOwner(smoker, 'When did you retire?')).toSatisfy(isTwinDecline);
  });
});
