// "As I said" only for what the question asks again: a part the character said earlier, in its own lines, is claimed
// as a memory only when it holds what the question asks for. "Who did the marquee?" is not answered by its leaking, nor
// "By when…?" by a length of time, however truly those were said before.
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../language/text.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { backReference } from './restating.ts';

const MARQUEE_CUSTOMER = quickCharacter(
  'Customer whose marquee was put up badly',
  'Customer',
  'Events manager',
  "Martin Kelly hired a marquee from Summit Events for three days for his daughter's wedding, paying £900. It was put up on Friday the 6th at about 8 in the morning by a fitter called Dev, but the marquee leaked during the speeches. His lawn has to be clear by the end of the week for the neighbours' party. He has emailed twice and was told someone would call back.",
);

function saidLinesAfter(lines: readonly string[]): string[] {
  return converse(MARQUEE_CUSTOMER, lines).messages.filter((message) => message.role === 'character').flatMap((message) => splitSentences(message.content));
}

const said = (part: string) => `As I said, ${part}.`;

describe('[CHARACTER] a memory claimed only for what the question asks again', () => {
  const saidLines = saidLinesAfter(['How long was the hire for?', 'When was it put up?']);

  it('has said the facts it points back to, in its own lines', () => {
    expect(saidLines.join(' ')).toContain('three days');
    expect(saidLines.join(' ')).toContain('the marquee leaked during the speeches');
  });

  it('claims a memory for a part that holds what is asked again', () => {
    expect(backReference('three days', saidLines, said, 'How long was the hire for?')).toBe('As I said, three days.');
    expect(backReference('a fitter called Dev', saidLines, said, 'Who was the fitter?')).toBe('As I said, a fitter called Dev.');
  });

  it('claims none for a length when the question asks by when', () => {
    expect(backReference('three days', saidLines, said, 'By when did you have to hire the marquee?')).toBeNull();
  });

  it('claims none for a part that names nobody when the question asks who', () => {
    expect(backReference('the marquee leaked during the speeches', saidLines, said, 'Who did the marquee?')).toBeNull();
  });
});
