// Two readings of a question in created scenarios of fields no evaluation set covers (a gym member hurt in the changing
// room, a care worker late for her shifts): "What happened?" asks for the happening a fact dates, never for a state a
// fact says has run since a time ("The sauna has been out of order since March"); and "Which bus…?" asks after a
// vehicle, never which firm the character is with, though WordNet's words for a vehicle's kinds drift to "social unit".
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';
import { knowledgeOf } from './knowledge.ts';

const gym = quickCharacter(
  'Gym member hurt in the changing room',
  'Gym member',
  'Gym manager',
  'Priya Nair, 36, a pharmacist, has been a member of Apex Fitness in Reading for six years at £42 a month. The sauna has been out of order since March. On 12 May she slipped on the wet floor in the changing room and broke her wrist, and the cleaner, Tom Reid, had not put a warning sign out. She wants her membership frozen while her wrist heals. My goal: hear what happened and agree what we will do.',
);

const carer = quickCharacter(
  'Care worker late for her morning shifts',
  'Care worker',
  'Care home manager',
  'Agnieszka Wolska, 31, has worked nights and mornings at Elm Lodge care home in Bolton for three years. She has been late for her 7am shift five times this month, because the number 12 bus from Farnworth was cut back in October. She wants to start at 7:30 instead. My goal: agree a start time that covers the handover.',
);

describe('"What happened?"', () => {
  it('is answered with the happening a fact dates, not a state that has run since a month', () => {
    const { replies } = converse(gym, [IDENTITY_LINE, 'What happened?']);
    expect(replies[1]).toMatch(/slipped/);
    expect(replies[1]).not.toMatch(/sauna/i);
  });
});

describe('"Which bus…?"', () => {
  const knowledge = knowledgeOf({ brief: carer, glossary: [], facts: [] });

  it('asks after a vehicle, not which firm the character is with', () => {
    for (const line of ['Which bus were you trying to get?', 'Which train are you going for?']) expect(readLine(line, knowledge).acts.has('identity'), line).toBe(false);
    const { replies } = converse(carer, [IDENTITY_LINE, 'Which bus were you trying to get?']);
    expect(replies[1]).not.toMatch(/\b(?:as i said|like i said|as i told you|i've told you)\b/i);
  });

  it('still reads "Which firm are you with?" and "Which school do you work for?" as asking who they are', () => {
    for (const line of ['Which firm are you with?', 'Which school do you work for?', 'Which agency are you with again?']) expect(readLine(line, knowledge).acts.has('identity'), line).toBe(true);
  });
});
