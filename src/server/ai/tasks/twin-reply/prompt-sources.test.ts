// With a model, the twin's prompt carries the same search as the built-in reply: the person's sentences that answer
// the last message as numbered sources, or the instruction to say plainly that it was never told.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import type { TwinReplyInput } from '../../contracts/twin-reply.ts';
import { TWIN_DECLINE_REPLY, TWIN_UNKNOWN_REPLY } from '../../language/twin-text.ts';
import { buildTwinSystemPrompt } from './prompt.ts';

const answer = (number: number, text: string) => ({ number, question: getTwinQuestion(number)!.text, answer: text });
const INPUT: Omit<TwinReplyInput, 'messages'> = {
  twinName: 'Margaret Lewis',
  summary: null,
  answers: [
    answer(1, 'My daughter Anna teaches piano in Leeds.'),
    answer(12, 'I worked as a nurse at St Mary’s for thirty years.'),
    answer(16, 'Wash your hands before you touch a patient. That habit has saved lives on the ward.'),
  ],
  memories: [],
};
const ask = (content: string, listener: TwinReplyInput['listener'] = 'owner') => buildTwinSystemPrompt({ ...INPUT, listener, messages: [{ role: 'user', content }] });

describe('[TWIN] the model is given what answers the question', () => {
  it('numbers the sentences that answer it, each with the one it leans on', () => {
    const prompt = ask('What advice would you give me?');
    expect(prompt).toContain('[1] Wash your hands before you touch a patient. That habit has saved lives on the ward.');
    expect(prompt).not.toMatch(/\[\d\] My daughter Anna/);
    expect(prompt).toContain('If none of them answers what was asked, say so plainly');
  });

  it('says that nothing answers a question the person never spoke to, in the listener’s words', () => {
    expect(ask('Do you like football?')).toContain(`Nothing you said answers the last message: say so plainly (for example: "${TWIN_UNKNOWN_REPLY}")`);
    expect(ask('Do you like football?', 'public')).toContain(`(for example: "${TWIN_DECLINE_REPLY}")`);
  });

  it('tells the model to name what the listener can ask about instead: only topics of the answers it holds for them', () => {
    const owner = ask('Do you like football?');
    expect(owner).toContain('then say what they could ask about instead');
    expect(owner).toContain('only these topics you talked about, in this order: "my family", "my work", "what matters to me", and that they could add a memory');
    // A visitor is handed only the shared answers: the private family answer is neither given nor offered.
    const visitor = buildTwinSystemPrompt({ ...INPUT, answers: INPUT.answers.slice(1), listener: 'public', messages: [{ role: 'user', content: 'Do you have a daughter?' }] });
    expect(visitor).toContain('in this order: "my work", "what matters to me".');
    expect(visitor).not.toContain('my family');
    const alone = (listener: TwinReplyInput['listener']) => buildTwinSystemPrompt({ ...INPUT, answers: [], listener, messages: [{ role: 'user', content: 'Hello?' }] });
    expect(alone('owner')).toContain('once they answer a few interview questions or add a memory, you will talk about it');
    expect(alone('public')).toContain('Suggest no other topic.');
    expect(alone('public')).not.toMatch(/interview questions|my work/);
  });
});
