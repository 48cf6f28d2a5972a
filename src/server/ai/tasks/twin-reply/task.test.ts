// The twin-reply task: what a model is sent for a chat turn (first person, only what the person told, "I don't know"
// otherwise) and the offline reply streamed back.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { fakeStream, messageText } from '../../../test/fake-openai-server.ts';
import { createOfflineAiClient, streamedText, useFakeProvider } from '../../../test/fake-provider.ts';
import { replyAsTwinOffline } from '../../offline/twin/reply.ts';
import { isTwinDecline, TWIN_DECLINE_REPLY, TWIN_UNKNOWN_REPLY } from '../../language/twin-text.ts';
import { buildTwinReplyPrompt, TWIN_CHAT_TOKEN_BUDGET } from './prompt.ts';
import type { TwinReplyInput } from '../../contracts/twin-reply.ts';
import { twinReplyTask } from './task.ts';

const INPUT: TwinReplyInput = {
  twinName: 'Margaret Lewis',
  summary: null,
  answers: [{ number: 1, question: getTwinQuestion(1)!.text, answer: 'My sister Anna lives in Lyon.' }],
  memories: [{ id: '3f1c1f0e-9a51-4a43-9b6e-0d7f2a4c1b10', title: 'Summer at the lake', text: 'We rented a cabin by the lake.' }],
  messages: [
    { role: 'user', content: 'Hello!' },
    { role: 'twin', content: 'Hello! It’s Margaret here.' },
    { role: 'user', content: 'Do you have a sister?' },
  ],
};

describe('[TWIN] twin-reply task', () => {
  const provider = useFakeProvider();

  it('sends the person’s answers and memories with the first-person and never-invent rules, and streams the reply', async () => {
    const { fake, ai } = provider;
    fake.respondWith(fakeStream(['My sister ', 'Anna lives in Lyon.'], 0));

    expect(await streamedText(ai.stream(twinReplyTask, INPUT))).toBe('My sister Anna lives in Lyon.');

    const [request] = fake.requests;
    const [system, ...turns] = request!.body.messages;
    const systemText = messageText(system!);
    expect(systemText).toContain('You are Margaret Lewis');
    expect(systemText).toMatch(/first person/);
    expect(systemText).toContain(TWIN_UNKNOWN_REPLY);
    expect(systemText).toMatch(/Never invent/);
    expect(systemText).toContain('A: My sister Anna lives in Lyon.');
    expect(systemText).toContain('"Summer at the lake": We rented a cabin by the lake.');
    expect(turns.map((turn) => [turn.role, messageText(turn)])).toEqual([
      ['user', 'Hello!'],
      ['assistant', 'Hello! It’s Margaret here.'],
      ['user', 'Do you have a sister?'],
    ]);
  });

  it('leaves out a model’s sentence that names or dates something the person never shared, or speaks of how the twin was made', async () => {
    const { fake, ai } = provider;
    fake.respondWith(fakeStream(['My sister Anna lives in Lyon. ', 'My brother Paul lives in Rome. ', 'We went there in 1975. ', 'My Engram’s summary says more.'], 0));
    expect(await streamedText(ai.stream(twinReplyTask, INPUT))).toBe('My sister Anna lives in Lyon.');
  });

  it('answers with the built-in reply when every sentence of a model’s reply was unfounded, and declines to visitors in other words', async () => {
    const { fake, ai } = provider;
    fake.respondWith(fakeStream(['My brother Paul is a pilot in Madrid.'], 0));
    const question = { ...INPUT, messages: [{ role: 'user' as const, content: 'Do you have a brother?' }] };
    expect(await streamedText(ai.stream(twinReplyTask, question))).toSatisfy(isTwinDecline);
    const visitorPrompt = buildTwinReplyPrompt({ ...question, listener: 'public' }).system;
    expect(visitorPrompt).toContain(TWIN_DECLINE_REPLY);
    expect(visitorPrompt).not.toContain(TWIN_UNKNOWN_REPLY);
  });

  it('keeps a long chat within its budget, ending with the person’s last message', () => {
    const messages = Array.from({ length: 40 }, (_, index) => ({ role: index % 2 === 0 ? ('user' as const) : ('twin' as const), content: `Line ${index} ${'word '.repeat(400)}` }));
    messages.push({ role: 'user', content: 'And your sister?' });
    const prompt = buildTwinReplyPrompt({ ...INPUT, messages });
    const tokens = prompt.messages.reduce((sum, message) => sum + Math.ceil(message.content.length / 4), 0);
    expect(tokens).toBeLessThanOrEqual(TWIN_CHAT_TOKEN_BUDGET);
    expect(prompt.messages.at(-1)).toEqual({ role: 'user', content: 'And your sister?' });
    expect(prompt.messages[0]!.role).toBe('user');
  });

  it('answers offline with the engine’s reply', async () => {
    const ai = createOfflineAiClient();
    const text = await streamedText(ai.stream(twinReplyTask, INPUT));
    expect(text).toBe(replyAsTwinOffline(INPUT));
    expect(text).toContain('My sister Anna lives in Lyon.');
  });
});
