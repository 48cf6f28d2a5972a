// Asked who someone of theirs is, the built-in twin answers only with a sentence that says who: one that merely names
// the people asked ("friends") with a body they come from, or all of them together, is declined, not quoted.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { replyAsTwinOffline } from './reply.ts';

const ask = (answers: Record<number, string>, question: string) =>
  replyAsTwinOffline({
    twinName: 'Rosalind Achterberg',
    summary: null,
    answers: Object.entries(answers).map(([number, answer]) => ({ number: Number(number), question: getTwinQuestion(Number(number))!.text, answer })),
    memories: [],
    messages: [{ role: 'user', content: question }],
  });

describe('[TWIN] who is answered only by someone picked out', () => {
  it('does not name a body of people for the person asked', () => {
    const answers = { 4: 'Most of my friends are from the bowls club in Hove, we go back years.', 12: 'I delivered the post in Brighton for thirty years.' };
    expect(isTwinDecline(ask(answers, 'Who is your best friend?'), 'owner')).toBe(true);
    expect(ask({ ...answers, 4: 'Maureen is my oldest friend, we met on the Brighton round in 1979.' }, 'Who is your best friend?')).toContain('Maureen');
  });

  it('does not answer for the one ranked first with a sentence that picks nobody out', () => {
    const answers = { 5: 'We play whist at the Legion on Mondays, me and the girls from the sorting office.', 12: 'I delivered the post in Brighton for thirty years.' };
    expect(isTwinDecline(ask(answers, 'Who is your best friend?'), 'owner')).toBe(true);
    expect(ask({ ...answers, 5: 'We play whist at the Legion on Mondays, Joan and me, and she cheats.' }, 'Who is your best friend?')).toContain('Joan');
  });
});
