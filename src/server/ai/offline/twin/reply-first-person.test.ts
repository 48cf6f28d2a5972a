// How the built-in twin speaks: as the person, in the first person and natural words; what it was never told, said
// plainly to the owner; what a visitor may not hear, declined in the same words as what was never shared.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import type { TwinReplyInput, TwinReplyListener } from '../../contracts/twin-reply.ts';
import { inFirstPerson, replyAsTwinOffline } from './reply.ts';
import { isTwinDecline, TWIN_DECLINE_REPLY, TWIN_UNKNOWN_REPLY } from '../../language/twin-text.ts';

const answer = (number: number, text: string) => ({ number, question: getTwinQuestion(number)!.text, answer: text });

/** Everything the owner shared; the sister answer is private, so heirs and visitors never get it. */
const ALL = {
  answers: [
    answer(1, 'My daughter Anna teaches piano in Leeds. My sister Clara lives in Lyon.'),
    answer(8, 'I spend free afternoons gardening. I grow tomatoes by the shed.'),
    answer(12, 'I worked as a nurse at St Mary’s for thirty years.'),
  ],
  memories: [{ id: '3f1c1f0e-9a51-4a43-9b6e-0d7f2a4c1b10', title: 'Summer at the lake', text: 'We rented a cabin by Lake Annecy in 1988.' }],
};
/** The same with the private answer left out, as loadTwinMaterial gives a visitor. */
const PUBLIC = { answers: ALL.answers.slice(1), memories: ALL.memories };

function reply(question: string, listener: TwinReplyListener = 'owner'): string {
  const material = listener === 'owner' ? ALL : PUBLIC;
  const input: TwinReplyInput = { twinName: 'Margaret Lewis', summary: null, ...material, listener, messages: [{ role: 'user', content: question }] };
  return replyAsTwinOffline(input);
}

type Kind = 'fact' | 'never-shared' | 'decline' | 'greeting' | 'identity';
const CASES: { question: string; listener?: TwinReplyListener; kind: Kind; says?: string }[] = [
  { question: 'Do you have a daughter?', kind: 'fact', says: 'My daughter Anna teaches piano in Leeds.' },
  { question: 'What was your job?', kind: 'fact', says: 'I worked as a nurse at St Mary’s for thirty years.' },
  { question: 'What do you grow in your garden?', kind: 'fact', says: 'I grow tomatoes by the shed.' },
  { question: 'Tell me about the cabin at the lake.', kind: 'fact', says: 'We rented a cabin by Lake Annecy in 1988.' },
  { question: 'What was your first car?', kind: 'never-shared' },
  { question: 'Did you ever live in Paris?', kind: 'never-shared' },
  { question: 'Hello!', kind: 'greeting' },
  { question: 'Are you a robot?', kind: 'identity' },
  // The owner marked the sister answer private: a visitor and an heir hear the same decline as for the first car.
  { question: 'Do you have a sister?', listener: 'public', kind: 'decline' },
  { question: 'Do you have a sister?', listener: 'family', kind: 'decline' },
  { question: 'What was your first car?', listener: 'public', kind: 'decline' },
  { question: 'What was your job?', listener: 'public', kind: 'fact', says: 'I worked as a nurse at St Mary’s for thirty years.' },
  { question: 'Do you have a sister?', kind: 'fact', says: 'My sister Clara lives in Lyon.' },
];

describe('[TWIN] the built-in twin speaks as the person', () => {
  it.each(CASES)('$question ($listener) → $kind', ({ question, listener, kind, says }) => {
    const text = reply(question, listener);
    // Never how the twin was made.
    expect(text).not.toMatch(/summary|my answers|I wrote|told my Engram|my Engram/i);
    if (kind === 'fact') expect(text).toContain(says);
    if (kind === 'never-shared') expect(text).toSatisfy(isTwinDecline);
    if (kind === 'decline') expect(isTwinDecline(text, listener), text).toBe(true);
    if (kind === 'greeting') expect(text).toMatch(/^Hello! It’s Margaret here\./);
    if (kind === 'identity') expect(text).toBe('I’m Margaret’s Engram, a digital twin. I speak as Margaret, and only about what Margaret chose to share.');
  });

  it('says plainly to the owner that something was never shared, and reveals nothing private to a visitor', () => {
    expect(TWIN_UNKNOWN_REPLY).toMatch(/never really talked about that/);
    expect(reply('Do you have a sister?', 'public')).toBe(reply('What was your favourite football team?', 'public'));
    expect(reply('Do you have a sister?', 'public')).not.toMatch(/Clara|Lyon|private/);
  });

  it('after declining, names what this listener can ask about: only topics of answers they may hear', () => {
    expect(reply('What was your first car?')).toBe(`${TWIN_UNKNOWN_REPLY} Add a memory about it, or ask me about my family, my work or what I love doing.`);
    // The family answer is private: a visitor and an heir are never pointed to it.
    expect(reply('What was your first car?', 'public')).toBe(`${TWIN_DECLINE_REPLY} Ask me about my work or what I love doing.`);
    expect(reply('Do you have a sister?', 'family')).toBe(`${TWIN_DECLINE_REPLY} Ask me about my work or what I love doing.`);
    expect(reply('Do you have a sister?', 'public')).not.toMatch(/family/);
  });

  it('with nothing this listener may hear, declines plainly', () => {
    const input: TwinReplyInput = { twinName: 'Margaret Lewis', summary: null, answers: [], memories: ALL.memories, listener: 'public', messages: [{ role: 'user', content: 'Do you have a sister?' }] };
    expect(replyAsTwinOffline(input)).toBe(TWIN_DECLINE_REPLY);
  });

  it('turns what the person wrote about themselves by name into the first person', () => {
    expect(inFirstPerson('Margaret also has a brother, Ben.', 'Margaret Lewis')).toBe('I also have a brother, Ben.');
    expect(inFirstPerson('Margaret Lewis loves jazz.', 'Margaret Lewis')).toBe('I love jazz.');
    expect(inFirstPerson('Margaret’s son Tom is a carpenter.', 'Margaret Lewis')).toBe('My son Tom is a carpenter.');
    expect(inFirstPerson('Margaret watches birds.', 'Margaret Lewis')).toBe('I watch birds.');
    expect(inFirstPerson('Margaret is a nurse.', 'Margaret Lewis')).toBe('I am a nurse.');
    expect(inFirstPerson('Anna is my daughter.', 'Margaret Lewis')).toBe('Anna is my daughter.');
  });
});
