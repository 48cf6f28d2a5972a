// A figure asked for again is said in what the character's own fact says of it ("As I said, I paid Oakline Kitchens a
// £3,000 deposit on a new kitchen"), so two characters that told the same figure (a deposit for a wedding room and for
// a kitchen) never say the same sentence; and asked its job again, a character says it with its own name.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { stockSentences } from '../../../eval/created/checks.ts';
import { converse } from './conversation.test-helpers.ts';
import { matterFormsOf } from './stock-lines.ts';

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
    expect(replies.every((reply) => reply.some((line) => /\b(?:as|like) i (?:said|mentioned|told you|explained), I paid .*£3,000 deposit\b/i.test(line))), replies.flat().join(' / ')).toBe(true);
    expect(stockSentences(replies)).toEqual([]);
  });
});

describe('[AI] built-in character: a matter two characters share, named its own way', () => {
  const club = quickScenario('Bowls club fee rise', 'Member', 'Club treasurer', 'Brenda Walsh has been a member of Salthill Bowls Club for 22 years. This year the annual fee went up from €120 to €190, and she was charged a €25 late fee. She wants to spread the cost.');
  const home = quickScenario('Care home fee rise', 'Daughter', 'Care home manager', 'Sunita Patel’s father has lived at Willow Lodge care home for two years. In September the weekly fee went up from £1,150 to £1,390 with one week’s notice. She wants the old fee for four weeks.');

  it('names the fee as its brief does ("the annual fee", "the weekly fee"), so the two characters\' lines differ', () => {
    const [clubBrief, homeBrief] = [briefOf(club), briefOf(home)];
    expect(matterFormsOf(clubBrief, 'the fee')).toContain('the annual fee');
    expect(matterFormsOf(homeBrief, 'the fee')).toContain('the weekly fee');
    const lines = ["I won't be taking anything off.", 'Is the traffic bad today?', "Look, that's just how it is and there's nothing I can do about it.", "I need you to decide right now, I haven't got all day."];
    const replies = [club, home].map((input) => converse(briefOf(input), lines, { scenarioName: input.title }).replies);
    expect(stockSentences(replies)).toEqual([]);
  });
});
