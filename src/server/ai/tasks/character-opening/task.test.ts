// The character-opening task: what a model is sent for the first line of a session, and the offline engine's line.
import { describe, expect, it } from 'vitest';
import { fakeStream, messageText } from '../../../test/fake-openai-server.ts';
import { createOfflineAiClient, streamedText, useFakeProvider } from '../../../test/fake-provider.ts';
import { openingLine } from '../../offline/character/opening-line.ts';
import type { CharacterReplyInput } from '../character-reply/schema.ts';
import { characterOpeningTask } from './task.ts';
import { buildCharacterInput } from '../../../test/character-input.ts';

const INPUT: CharacterReplyInput = buildCharacterInput();

describe('[AI] character-opening task', () => {
  const provider = useFakeProvider();

  it('sends the character prompt with the opening rule and one cue, and streams the answer back', async () => {
    const { fake, ai } = provider;
    fake.respondWith(fakeStream(['Hello, I am Maria. ', 'That delivery was two weeks late.'], 0));

    const text = await streamedText(ai.stream(characterOpeningTask, INPUT));

    expect(text).toBe('Hello, I am Maria. That delivery was two weeks late.');
    const [request] = fake.requests;
    const [system, ...rest] = request!.body.messages;
    expect(system!.role).toBe('system');
    const systemText = messageText(system!);
    // The same instructions as a reply: who the character is, the facts, the rules.
    expect(systemText).toContain('Name: Maria Keller');
    expect(systemText).toContain('The approved budget for next year is 120,000 euros, 5% less than this year.');
    expect(systemText).toMatch(/Stay in role/);
    expect(systemText).toMatch(/You speak first\. Open the conversation in role: greet the learner, say who you are/);
    expect(systemText).toMatch(/1 to 3 sentences/);
    expect(rest).toHaveLength(1);
    expect(rest[0]!.role).toBe('user');
    expect(messageText(rest[0]!)).toMatch(/joined the conversation/);
  });

  it('answers offline with the engine\'s opening line', async () => {
    const ai = createOfflineAiClient();
    const text = await streamedText(ai.stream(characterOpeningTask, INPUT));
    expect(text).toBe(openingLine(INPUT));
    expect(text).toContain('I am unhappy that the last delivery arrived two weeks late.');
  });
});
