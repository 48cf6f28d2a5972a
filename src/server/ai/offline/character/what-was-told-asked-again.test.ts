// "What did you email us?" asks for what was told, not that it was: a reminder ("As I mentioned, …") says again the
// telling with what it told, never the telling cut before it ("As I mentioned, last Friday I emailed the owners."),
// which claims to repeat an answer it leaves out. Found on a warehouse shift lead; tested on a head chef.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { isFalseMemory } from '../../../eval/created/checks.ts';

describe('[CHARACTER] what was told, asked again', () => {
  it('says again what the email told, not only that it was sent', () => {
    const chef = quickCharacter(
      'Kitchen hours',
      'Head chef',
      'Restaurant owner',
      'Marco Bellini has been head chef at our Bristol bistro for six years. Last Friday he emailed the owners that the new fryer trips the fuse every evening at service. He works 55 hours a week. He wants a second chef.',
    );
    const { messages, replies } = converse(chef, ['What did you email us?', 'How many hours do you work?', 'Remind me, what did you email us?']);
    expect(replies[0]).toMatch(/fryer trips the fuse/);
    expect(replies[2]).toMatch(/fryer trips the fuse/);
    const earlier = messages.slice(0, -1).filter((message) => message.role === 'character').map((message) => message.content);
    expect(isFalseMemory(replies[2]!, earlier, ['fryer'])).toBe(false);
  });
});
