// "How are you finding the new rota?" asks how the character takes a thing, a feeling about the matter: never small
// talk about their working life, answered with a way back. "How did you find out?" asks how they learnt of it. A brief
// of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, IDENTITY_LINE, quickCharacter } from './conversation.test-helpers.ts';
import { selfQuestionKind } from './fact-meaning.ts';
import { startsWithStockLine } from './stock-lines.ts';

const PORTER = quickCharacter(
  'Late to the ward',
  'Hospital porter, Ben Okafor',
  'Portering supervisor',
  'Ben Okafor is a hospital porter who has been late for his 7am start four times since the new rota began in October. He has been covering the emergency department on his own since a colleague left. Ben feels stretched but has said nothing. Ben would like a second porter on the early shift.',
);

describe('how they find a thing', () => {
  it('is read as a feeling about it, not as learning of it', () => {
    expect(selfQuestionKind('How are you finding the workload?')).toBe('feelings');
    expect(selfQuestionKind('How do you find the new rota?')).toBe('feelings');
    expect(selfQuestionKind('How did you find out about it?')).toBeNull();
  });

  it('is answered on the matter, with no way back from small talk', () => {
    const reply = converse(PORTER, [IDENTITY_LINE, 'How are you finding the workload?']).replies.at(-1)!;
    expect(startsWithStockLine('smallTalk', reply.split(/(?<=\.)\s+/).at(-1)!)).toBe(false);
  });
});
