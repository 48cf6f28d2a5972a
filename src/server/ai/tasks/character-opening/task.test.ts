// The character-opening task: what a model is sent for the first line of a session, and the offline engine's line.
import { describe, expect, it } from 'vitest';
import { fakeStream, messageText } from '../../../test/fake-openai-server.ts';
import { createOfflineAiClient, streamedText, useFakeProvider } from '../../../test/fake-provider.ts';
import { openingLine } from '../../offline/character/opening-line.ts';
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';
import { characterOpeningTask } from './task.ts';
import { buildCharacterInput } from '../../../test/character-input.ts';
import { HOSPITAL_BUYER } from '../../offline/character/briefs.test-helpers.ts';

const INPUT: CharacterReplyInput = buildCharacterInput({ brief: HOSPITAL_BUYER });

describe('[AI] character-opening task', () => {
  const provider = useFakeProvider();

  it('sends the brief as the system prompt with the opening rule and one cue, and streams the answer back', async () => {
    const { fake, ai } = provider;
    fake.respondWith(fakeStream(['Hello, Sarah Whitfield. ', 'What would you like to show me?'], 0));

    const text = await streamedText(ai.stream(characterOpeningTask, INPUT));

    expect(text).toBe('Hello, Sarah Whitfield. What would you like to show me?');
    const [request] = fake.requests;
    const [system, ...rest] = request!.body.messages;
    expect(system!.role).toBe('system');
    const systemText = messageText(system!);
    // The same instructions as a reply: the brief (who, how they sound, what they know and hide, their concerns, the
    // outcome), the files' facts and the rules; then the brief's opening line.
    expect(systemText).toContain('Name: Sarah Whitfield');
    expect(systemText).toContain('Personality: sceptical but fair');
    expect(systemText).toContain('How you speak: short, direct sentences');
    expect(systemText).toContain('- agency spend: We spent about £1.2 million on agency nurses last year');
    expect(systemText).toMatch(/pressure from the board: The board has told me.*only when they ask an open question/);
    expect(systemText).toMatch(/the clinical directors: .*only after they have shown real understanding/);
    expect(systemText).toContain('It is resolved by references from a hospital like ours');
    expect(systemText).toContain('You agree to a pilot meeting with the head of nursing on Tuesday only when');
    expect(systemText).toContain(HOSPITAL_BUYER.outcome.walkAwayLine);
    expect(systemText).toContain('The approved budget for next year is 120,000 euros, 5% less than this year.');
    expect(systemText).toMatch(/Stay in role/);
    expect(systemText).toMatch(/Never narrate/);
    expect(systemText).toContain(`with your opening line, word for word or very close to it: "${HOSPITAL_BUYER.openingLine}"`);
    expect(systemText).toMatch(/1 to 3 sentences/);
    expect(rest).toHaveLength(1);
    expect(rest[0]!.role).toBe('user');
    expect(messageText(rest[0]!)).toMatch(/joined the conversation/);
  });

  it('answers offline with the engine\'s opening line', async () => {
    const ai = createOfflineAiClient();
    const text = await streamedText(ai.stream(characterOpeningTask, INPUT));
    expect(text).toBe(openingLine(INPUT));
    expect(text).toBe(HOSPITAL_BUYER.openingLine);
  });

  it("drops a model's sentence that narrates or breaks role, and keeps the rest", async () => {
    const { fake, ai } = provider;
    fake.respondWith(fakeStream(['Here is where things are: Sarah meets the learner. ', 'Hello, Sarah Whitfield. ', 'What would you like to show me?'], 0));
    const text = await streamedText(ai.stream(characterOpeningTask, INPUT));
    expect(text).toBe('Hello, Sarah Whitfield. What would you like to show me?');
  });
});
