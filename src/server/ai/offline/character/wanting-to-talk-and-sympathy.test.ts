// A created character asked what it wanted to talk about ("What did you want to see me about?") says what it came
// about, as it does when asked what brought it; told only that the learner is sorry for its trouble, it answers the
// kindness and says what it needs, never that nothing is settled yet: sympathy offers nothing to fall short.
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const tenant = quickCharacter(
  'Leaking roof repair',
  'Tenant',
  'Letting agent',
  'Priya Shah has rented a flat on Mill Lane in Norwich from Eastfield Lettings since 2021 and pays £950 a month. Rain has come through the bedroom ceiling since October and her son has had to sleep in the living room. She wants the roof fixed before Christmas. She is afraid that complaining will mean her rent goes up at renewal. My goal: agree a repair date without a rent rise.',
);
const knowledge = buildKnowledge({ brief: tenant, glossary: [], facts: [] });

describe('asked what it wanted to talk about', () => {
  it('is read as an invitation to say the matter', () => {
    for (const line of ['What did you want to talk about?', 'What did you want to see me about?', 'What would you like to discuss today?', 'What do you want to talk to me about?']) {
      expect(readLine(line, knowledge).acts.has('concern'), line).toBe(true);
    }
  });

  it('is no invitation when it asks what the character wants done', () => {
    for (const line of ['What did you want to do?', 'What do you want to eat?', 'What did they want to talk about?']) {
      expect(readLine(line, knowledge).acts.has('concern'), line).toBe(false);
    }
  });

  it('is answered with what the character came about', () => {
    const { replies } = converse(tenant, ['Hello Priya. What did you want to see me about?']);
    expect(replies[0]).toMatch(/ceiling|roof/);
  });
});

describe('sympathy alone', () => {
  it('is never answered with a reminder that the concern is still unsettled', () => {
    const { replies } = converse(tenant, ['Hello Priya, what brings you in?', 'We could look at it.', "I'm so sorry to hear about your son."]);
    expect(replies[2]).not.toMatch(/doesn't settle|still waiting|nobody has given|still want|hasn't gone away|haven't dealt/i);
  });
});
