// "What's on your mind?" invites the character to say what they came about: their want, before any other fact of the
// matter. A thought of the learner's own ("What's on my mind is…") or a thing ("What's on your desk?") is no such invitation.
import { describe, expect, it } from 'vitest';
import { invitesTheirMatter } from './acts.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const climber = quickCharacter(
  'Membership freeze',
  'Gym member',
  'Front desk manager',
  'Priya Shah has trained at Summit Climbing Centre in Leeds for three years on a £48 monthly plan. She hurt her wrist in October and is off the walls for eight weeks. She wants her membership frozen until January.',
);

describe('a question after what is on their mind', () => {
  it('is read as an invitation to say the matter', () => {
    for (const line of ["What's on your mind?", 'What has been on your mind?']) expect(invitesTheirMatter(line), line).toBe(true);
    for (const line of ["What's on your desk?", 'What is on my mind?', 'What did you have in mind?']) expect(invitesTheirMatter(line), line).toBe(false);
  });

  it('is answered with what they want', () => {
    const { replies } = converse(climber, ["Hi Priya, good to see you. What's on your mind?"]);
    expect(replies[0]).toMatch(/frozen until January/);
  });
});
