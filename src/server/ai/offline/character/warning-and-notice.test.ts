// A question after a length of notice put in other words ("How much warning did you get?") on a scenario created in a
// field no evaluation set covers (a bakery moving a baker to early shifts): "how much" before a noun that is never
// money (a thing said or known) asks for no sum, and "warning" finds the fact that says "notice", its kin in WordNet.
import { describe, expect, it } from 'vitest';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';
import { askedKinds } from './fact-meaning.ts';
import { replyTo } from './conversation.test-helpers.ts';

function characterOf(title: string, aiRole: string, myRole: string, description: string): CharacterBrief {
  return generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief!.character;
}

const BAKER = characterOf(
  'Baker moved to the early shift',
  'Baker',
  'Bakery manager',
  'Tomasz Nowak has baked bread at Hillside Bakery in Leeds for six years. He has been moved to the 4am shift from 3 March because the early baker left. Early shifts pay an extra £1.80 an hour. He was given only two days notice, by the manager Sue Platt. My goal: explain the change and agree a review date.',
);

describe('[AI] "how much" before a noun that is only ever a thing said or known', () => {
  it('asks for no sum after a warning or advice, and still may after a rise, a deposit or rent', () => {
    expect(askedKinds('How much warning did you get?').has('money')).toBe(false);
    expect(askedKinds('How much advice did they give you?').has('money')).toBe(false);
    expect(askedKinds('How much of a rise did you get?').has('money')).toBe(true);
    expect(askedKinds('How much deposit did you pay?').has('money')).toBe(true);
    expect(askedKinds('How much rent do you pay?').has('money')).toBe(true);
    expect(askedKinds('How much did it cost?').has('money')).toBe(true);
  });

  it('answers "how much warning" with the notice given, not the extra pay', () => {
    const reply = replyTo(BAKER, 'How much warning did you actually get?');
    expect(reply).toMatch(/two days/i);
    expect(reply).not.toMatch(/1\.80/);
  });
});
