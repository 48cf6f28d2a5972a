// The built-in twin on owners nobody tuned its reading on: other people, jobs and families, asked in other words, and
// asked what they never told. It quotes what answers, says plainly when nothing does, and never says one fact twice.
import { describe, expect, it } from 'vitest';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { holdsFact, repeatedFacts, saysUnknown, unrelatedQuotes } from '../../../eval/twin/twin-figures.ts';
import { replyAsTwinOffline } from './reply.ts';
import { GENERALITY_OWNERS } from './twin-owners.data.ts';
import { TWIN_UNKNOWN_REPLY } from './twin-text.ts';

function ask(owner: TwinOwnerCase, message: string): string {
  const answers = Object.entries(owner.answers).map(([number, answer]) => ({ number: Number(number), question: getTwinQuestion(Number(number))!.text, answer }));
  return replyAsTwinOffline({ twinName: owner.name, summary: null, answers, memories: [], messages: [{ role: 'user', content: message }] });
}

const owner = (name: string) => GENERALITY_OWNERS.find((entry) => entry.name === name)!;

describe('[TWIN] the built-in twin on owners it was not tuned on', () => {
  it('answers most questions with the answering fact, says so for every one it was never told but one, and repeats nothing', () => {
    let answerable = 0;
    let answered = 0;
    let unanswerable = 0;
    let declined = 0;
    let unrelated = 0;
    for (const entry of GENERALITY_OWNERS) {
      for (const question of entry.questions) {
        const reply = ask(entry, question.ask);
        expect(repeatedFacts(reply), question.ask).toEqual([]);
        unrelated += unrelatedQuotes(reply, question, entry).length;
        if (question.kind === 'unanswerable') {
          unanswerable += 1;
          if (saysUnknown(reply, entry)) declined += 1;
        } else {
          answerable += 1;
          if (holdsFact(reply, question)) answered += 1;
        }
      }
    }
    expect(answered / answerable).toBeGreaterThanOrEqual(0.7);
    expect(unanswerable - declined).toBeLessThanOrEqual(1);
    expect(unrelated).toBeLessThanOrEqual(6);
  });

  it('finds a thing by a narrower one, and kin by the relation or the name it was introduced with', () => {
    expect(ask(owner('Marta Kowalska'), 'Do you have any siblings?')).toContain('My brother Piotr');
    expect(ask(owner('Kwame Mensah'), 'Are you married?')).toMatch(/Abena/);
    expect(ask(owner('Tom Baxter'), 'Tell me about your wife.')).toMatch(/Jean/);
    expect(ask(owner('Kwame Mensah'), 'What was your job?')).toContain('electrician');
  });

  it('does not take what someone else does, a hypothetical or a shared word for an answer', () => {
    const nadia = owner('Nadia Haddad');
    for (const question of ['Do you paint?', 'Do you cycle?', 'Do you play an instrument?', 'Can you drive a van?']) expect(ask(nadia, question), question).toBe(TWIN_UNKNOWN_REPLY);
    expect(ask(nadia, 'What does your husband do?')).toContain('plays the oud');
    expect(ask(owner('Tom Baxter'), 'Do you have a brother?')).toBe(TWIN_UNKNOWN_REPLY);
    expect(ask(owner('Kwame Mensah'), 'Do you like cricket?')).toBe(TWIN_UNKNOWN_REPLY);
  });

  it('says at most two sentences, the one that answers and the one it goes on from or into', () => {
    for (const entry of GENERALITY_OWNERS) {
      for (const question of entry.questions) expect(ask(entry, question.ask).split(/(?<=[.!?])\s+/).length, question.ask).toBeLessThanOrEqual(2);
    }
  });
});
