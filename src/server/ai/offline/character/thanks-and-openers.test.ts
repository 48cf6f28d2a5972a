import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { splitSentences } from '../../language/text.ts';
import { converse } from './conversation.test-helpers.ts';
import { CREATED_BRIEFS, SCHOOL_PARENT } from './created-briefs.test-helpers.ts';
import { comparableSentence, openerKey, openerOf, thanks } from './said-sentences.ts';
import { saysLine } from './state.ts';

const THANKS_EVERY_WAY = /\b(?:thank(?:s|\s+you)?|grateful)\b/gi;

// The concert brief as creation writes it: a concern and its resolution said about the matter, the resolution with
// its own thanks, and an objection held back for the end.
const CONCERT: CharacterBrief = {
  ...SCHOOL_PARENT,
  objections: [
    {
      ...SCHOOL_PARENT.objections[0]!,
      objection: 'On the concert, I want to know why Theo was moved.',
      resolvedLine: 'Thank you. As for the concert, that is what I needed to hear.',
    },
    {
      objection: 'On the concert, I need someone to own this.',
      keywords: ['own', 'responsible'],
      resolvedBy: 'someone who owns this',
      resolveKeywords: ['I will own', 'my responsibility'],
      resolvedLine: 'Thanks. As for the concert, that is a start.',
    },
  ],
};

const STRONG = [
  'Hello Laila, thank you for taking the time to talk this through with me.',
  "I'm sorry about how this has gone so far; I can see why it has been frustrating for you.",
  'When is the concert?',
  'Theo was moved because the choir needed more voices at the back, and I should have explained that.',
  "I'll speak to Mr Patel this week about giving Theo a line, and it's my responsibility to see it through.",
  "I'll confirm all of that in writing by Friday and call you on Monday to check it's done. Does that work for you?",
  'Thanks again, Laila.',
];

function thankCount(reply: string): number {
  return reply.match(THANKS_EVERY_WAY)?.length ?? 0;
}

describe('a reply thanks once, and not in consecutive turns', () => {
  it.each(Object.entries({ concert: CONCERT, ...CREATED_BRIEFS }))('with the %s character', (_name, brief) => {
    const { replies } = converse(brief, STRONG);
    for (const reply of replies) expect(thankCount(reply), reply).toBeLessThanOrEqual(1);
    replies.forEach((reply, index) => {
      if (index > 0 && thanks(replies[index - 1]!)) expect(thanks(reply), `${replies[index - 1]} → ${reply}`).toBe(false);
    });
  });

  it('keeps the resolution said once thanks are left out of it', () => {
    const { replies } = converse(CONCERT, STRONG.slice(0, 4));
    const resolution = replies.at(-1)!;
    expect(resolution).toMatch(/that is what I needed to hear/);
    expect(thankCount(resolution)).toBeLessThanOrEqual(1);
  });

  it('reads "thanks to the delay" as no thanks', () => {
    expect(thanks('Thanks to the delay, I missed the start.')).toBe(false);
    expect(thanks('Thanks, that helps.')).toBe(true);
  });
});

describe('an opener about the matter is used once in a conversation', () => {
  it.each(Object.entries({ concert: CONCERT, ...CREATED_BRIEFS }))('with the %s character', (_name, brief) => {
    const { replies } = converse(brief, [...STRONG, 'What happens next with the concert, then?', 'Why was Theo moved again?']);
    const openers = replies.flatMap((reply) => splitSentences(reply)).flatMap((sentence) => {
      const opener = openerOf(sentence);
      return opener ? [openerKey(opener)] : [];
    });
    expect(new Set(openers).size, openers.join(' / ')).toBe(openers.length);
    // No sentence comes back under another opener.
    const sentences = replies.flatMap((reply) => splitSentences(reply)).map(comparableSentence);
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('reads "On Monday, …" as no opener, and the same opener in another form as the same', () => {
    expect(openerOf('On Monday, I called the office.')).toBeNull();
    expect(openerKey(openerOf('On my plot, I want a date.')!)).toBe(openerKey(openerOf('On the plot, nothing has moved.')!));
    expect(openerKey(openerOf('As for the plot, fine.')!)).not.toBe(openerKey(openerOf('On the plot, fine.')!));
  });

  it('still recognises a brief line said without its opener', () => {
    expect(saysLine('Fine. At least now I know why.', 'Fine. As for the concert, at least now I know why.')).toBe(true);
  });
});
