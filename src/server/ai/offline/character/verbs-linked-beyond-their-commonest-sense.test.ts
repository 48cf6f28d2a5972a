// A question whose verb is the fact's in another of its everyday senses: "ring" asked of a fact that says "called"
// (both a telephoning), "plan" asked of one that says "arranged" (WordNet defines arranging an event as planning it),
// and "come" asked of one that says "arrived". Scenario from a field no evaluation set covers: a piano delivery.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { replyTo } from './conversation.test-helpers.ts';

function characterOf(title: string, aiRole: string, myRole: string, description: string): CharacterBrief {
  return generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief!.character;
}

const PIANO = characterOf(
  'A piano delivered to the wrong floor',
  'Customer',
  'Removals supervisor',
  'Ines Carvalho bought an upright piano for her daughter. She arranged a tuning visit for 3 May. The removals van arrived at 7.40am, well before the agreed slot. She called the depot twice that morning. The piano was left in the ground-floor hall instead of the second-floor flat. My goal: agree when we move it upstairs.',
);

const IDENTITY = 'Hello, could you tell me your name and what you do?';

describe('[AI] verbs read in their other everyday senses', () => {
  it('finds the fact whose verb is the asked one in another sense', () => {
    expect(replyTo(PIANO, 'How many times did you ring the depot?', [IDENTITY])).toMatch(/twice/);
    expect(replyTo(PIANO, 'What had you planned for May?', [IDENTITY])).toMatch(/tuning/);
    expect(replyTo(PIANO, 'What time did the van come?', [IDENTITY])).toMatch(/7\.40/);
  });
});
