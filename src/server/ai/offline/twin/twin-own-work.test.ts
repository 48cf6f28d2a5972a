// The built-in twin answers a question about its owner's own work that nothing they said answers as read from what
// they said of their work: the first job by the earliest dated job of their answer about it, a rise in post by the
// last dated post after an earlier one, someone at the place of their work by the sentence that says their work.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { asksRiseInPost } from './twin-own-work.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

// A Leeds bus depot foreman, written for these tests alone.
const FOREMAN: TwinOwnerCase = {
  name: 'Derek Ashworth',
  answers: {
    4: 'Colin and Raj, we go back to school. And Sandra, my work sister, she keeps me sane.',
    12: 'Depot foreman at Hunslet. I left school in 1974 and worked as an apprentice fitter at the Kirkstall Road garage, greasing buses. Then a mechanic at Hunslet for years. Foreman since 2003, forty men under me. I like it when a bus I rebuilt goes out on the road.',
    14: 'Up at five, depot by six, brew, then the rota and the breakdowns.',
  },
  questions: [],
  tagLines: {},
};

describe('a question about the owner’s own work', () => {
  it('reads a rise in post from how WordNet defines the verb', () => {
    expect(asksRiseInPost('promote')).toBe(true);
    expect(asksRiseInPost('move up')).toBe(true);
    expect(asksRiseInPost('retire')).toBe(false);
    expect(asksRiseInPost('hire')).toBe(false);
  });

  it('answers the first job with the earliest dated job of the answer about work', () => {
    expect(askOwner(FOREMAN, 'What was your very first job?')).toContain('apprentice fitter');
  });

  it('declines a first job asked of what the answer does not say', () => {
    expect(askOwner(FOREMAN, 'What was your first job back in Bradford?')).toSatisfy(isTwinDecline);
    expect(askOwner(FOREMAN, 'What was your first driving job?')).toSatisfy(isTwinDecline);
    expect(askOwner(FOREMAN, 'What was your first day at work like?')).toSatisfy(isTwinDecline);
  });

  it('declines a first job when only one job is ever said', () => {
    const once = { ...FOREMAN, answers: { ...FOREMAN.answers, 12: 'I have worked as a bus mechanic at Hunslet since 1980. I like it when a bus I rebuilt goes out on the road.' } };
    expect(askOwner(once, 'What was your first job?')).toSatisfy(isTwinDecline);
  });

  it('answers a promotion with the last dated post after an earlier one', () => {
    expect(askOwner(FOREMAN, 'Were you ever promoted?')).toContain('Foreman since 2003');
  });

  it('declines a promotion when only one post is ever named', () => {
    const once = { ...FOREMAN, answers: { ...FOREMAN.answers, 12: 'Bus mechanic at Hunslet since 1980. I like it when a bus I rebuilt goes out on the road.' } };
    expect(askOwner(once, 'Were you ever promoted?')).toSatisfy(isTwinDecline);
  });

  it('answers someone at the place of work with the one said with their work', () => {
    const reply = askOwner(FOREMAN, 'Who is your best friend at the depot?');
    expect(reply).toContain('Sandra');
  });

  it('declines someone at the place of work when no friend is said with their work', () => {
    const apart = { ...FOREMAN, answers: { ...FOREMAN.answers, 4: 'Colin and Raj, we go back to school.' } };
    expect(askOwner(apart, 'Who is your best friend at the depot?')).toSatisfy(isTwinDecline);
  });
});
