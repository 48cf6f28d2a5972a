// "How much did you pay me?" after the character told what it paid someone else: the sum paid to the learner (which the
// character says as "the £400 I paid you back") is as much what was asked, so no memory is claimed of the other sum
// ("As I said, I paid a plumber £85"), which would point back to an answer to another question. Found on a parent and
// a piano tuner; tested on a lodger and his landlady.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { isFalseMemory } from '../../../eval/created/checks.ts';

describe('[CHARACTER] a sum paid to the learner, asked after another was told', () => {
  it('claims no memory of the sum paid to someone else', () => {
    const lodger = quickCharacter(
      'Lodger leaving',
      'Lodger',
      'Landlady',
      'Tom Reilly has lodged in my spare room in Cardiff since March. Last month the shower broke and he paid a plumber £85 to mend it because I was away. He is moving out on 30 June and wants the £400 deposit he paid me back.',
    );
    const { messages, replies } = converse(lodger, ['What did the plumber cost you?', 'When are you moving out?', 'How much did you pay me?']);
    const earlier = messages.slice(0, -1).filter((message) => message.role === 'character').map((message) => message.content);
    expect(isFalseMemory(replies[2]!, earlier, ['400']), replies[2]).toBe(false);
  });
});
