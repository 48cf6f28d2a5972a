// "What did you tell me at the start?": the character knows what it opened with, so it says it again, owned as said
// at the start, never "I couldn't tell you"; a question after the first figure it gave is no question about its opening.
import { describe, expect, it } from 'vitest';
import { openingLine } from './opening-line.ts';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';

describe('the opening asked for again', () => {
  const brief = quickCharacter('Allotment plot taken back', 'Allotment holder', 'Allotments officer', 'Dennis Hoyle has held plot 12 at Brook Lane Allotments for nine years. The council says the plot was left untidy in July and wants it back by 1 September. He grows vegetables for his family there.');

  it('says what it opened with, as said at the start', () => {
    const piano = quickCharacter('Piano lessons cut short', 'Piano teacher', 'Music school director', 'Mr Kowalczyk teaches piano at Allegro Music School on Saturdays. Four of his pupils were moved to another teacher on 2 October without anyone asking him. He wants them back.');
    const opened = openingLine({ brief: piano }).split(/[;.]\s*/).find((clause) => /\bI\b/.test(clause))!;
    const said = converse(piano, [IDENTITY_LINE, 'Sorry, what did you tell me at the start?']).replies.at(-1)!;
    expect(said).toBe(`As I said at the start, ${opened.trim().replace(/[.!]$/, '')}.`);
  });

  it('reports an opening question as asked', () => {
    expect(openingLine({ brief })).toMatch(/You wanted to talk about the plot\?/);
    expect(converse(brief, [IDENTITY_LINE, 'What did you say at the beginning?']).replies.at(-1)).toBe('At the start I asked if you wanted to talk about the plot.');
  });

  it('leaves a question after the first figure to the figures', () => {
    const reply = converse(brief, [IDENTITY_LINE, 'How long have you had the plot?', 'Sorry, what was the first number you mentioned?']).replies.at(-1)!;
    expect(reply).not.toMatch(/at the start/);
  });
});
