// Where the character left the conversation, as the report reads it: the session's recorded line when it is known,
// else the brief's walk-away line said word for word, or leaving in the character's own words. A line that only shares
// the walk-away line's words (the character's matter, which most of its lines name) is not leaving.
import { describe, expect, it } from 'vitest';
import type { GradingMessage } from '../../contracts/grade-conversation.ts';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { findConversationEnd } from './report-claims.ts';

const brief = { outcome: { walkAwayLine: "That's it. I'll take the refund further myself." } } as CharacterBrief;
const hoursBrief = { outcome: { walkAwayLine: "That's it. I'll take my hours further myself." } } as CharacterBrief;

const lines = (...contents: [GradingMessage['role'], string][]): GradingMessage[] => contents.map(([role, content], index) => ({ id: `m${index + 1}`, role, content }));

describe('[REPORTS] where the character left the conversation', () => {
  it('does not read a line that names the matter of the walk-away line as leaving', () => {
    const messages = lines(
      ['character', 'I want the refund sorted today.'],
      ['learner', 'I am sorry the trip fell through so late.'],
      ['character', 'Thank you. That is what I needed to hear about the refund.'],
      ['learner', 'We can refund £240 this week.'],
      ['character', 'Right. Give me a plan for the rest of the refund.'],
    );
    expect(findConversationEnd(messages, brief)).toBe(Number.POSITIVE_INFINITY);
    const thanked = lines(['character', 'I want it sorted today.'], ['learner', 'I am sorry about the cut to your hours.'], ['character', "That's the first sensible thing I've heard. That is what I needed to hear on my hours."]);
    expect(findConversationEnd(thanked, hoursBrief)).toBe(Number.POSITIVE_INFINITY);
  });

  it('reads the walk-away line said word for word, and leaving in the character’s own words', () => {
    const walked = lines(['character', 'Hello.'], ['learner', 'Just pay up.'], ['character', "Not like that. That's it. I'll take the refund further myself."]);
    expect(findConversationEnd(walked, brief)).toBe(2);
    const ownWords = lines(['character', 'Hello.'], ['learner', 'Just pay up.'], ['character', "I'm done with this. Goodbye."]);
    expect(findConversationEnd(ownWords, brief)).toBe(2);
    const warned = lines(['character', 'Hello.'], ['learner', 'Just pay up.'], ['character', "One more like that and we're done here."]);
    expect(findConversationEnd(warned, brief)).toBe(Number.POSITIVE_INFINITY);
  });

  it('takes the line the session recorded when it is known, and no ending when it recorded none', () => {
    const messages = lines(['character', 'Hello.'], ['learner', 'Just pay up.'], ['character', "I'm done with this. Goodbye."], ['learner', 'Wait.']);
    expect(findConversationEnd(messages, brief, 'm3')).toBe(2);
    expect(findConversationEnd(messages, brief, null)).toBe(Number.POSITIVE_INFINITY);
  });
});
