// A figure asked for again is said after a reminder that names the character's own matter, so two characters that
// told the same figure ("a £3,000 deposit" for a wedding room and for a kitchen) never say the same sentence; and
// asked its job again, a character says it with its own name.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { stockSentences } from '../../../eval/created/checks.ts';
import { converse } from './conversation.test-helpers.ts';

const WEDDING = quickScenario('Wedding room double-booked', 'Groom', 'Venue manager', 'Owen Lloyd booked the Orangery at Glenmoor Hall for his wedding on 21 June and paid a £3,000 deposit. The venue has double-booked the room. He wants the room he booked.');
const KITCHEN = quickScenario('Kitchen fitting running late', 'Customer', 'Kitchen company manager', 'Rob Mensah paid Oakline Kitchens a £3,000 deposit on a new kitchen. The worktops are five weeks late. He wants a date for the fitting.');

function briefOf(input: typeof WEDDING): CharacterBrief {
  return generateScenarioOffline(input).brief!.character;
}

const LINES = ['Sorry, could you tell me your name and what you do?', 'How much did you pay as a deposit?', 'Sorry, how much was the deposit again?', 'Remind me, what deposit did you say you paid?', 'Sorry, what do you do again?'];

describe('[AI] built-in character: what it says again is its own', () => {
  it('says the same figure again in a sentence no other character says', () => {
    const replies = [WEDDING, KITCHEN].map((input) => converse(briefOf(input), LINES, { scenarioName: input.title }).replies);
    for (const reply of replies) expect(reply.join(' ')).toMatch(/3,000/);
    expect(replies.some((reply) => reply.some((line) => /\b(?:as|like) i (?:said|mentioned|told you|explained) about\b/i.test(line))), replies.flat().join(' / ')).toBe(true);
    expect(stockSentences(replies)).toEqual([]);
  });
});
