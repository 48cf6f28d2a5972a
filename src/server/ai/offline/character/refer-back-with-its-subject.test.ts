// "As I said" wraps a whole clause with its subject: never "As I said, now owe £2,025" nor "As I mentioned, who quoted
// £79", and a pronoun opening the clause reads in lower case after the frame ("As I said, she refused…").
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import { lowerStart } from './voice.ts';

const tenant = quickCharacter(
  'Boiler repair costs',
  'Rita Shah, a tenant',
  'Housing officer',
  'Rita Shah rents a council flat in Leeds. Her boiler broke in January. She rang a plumber, who quoted £79 for the repair. She lost her job in May and now owes £2,025 in rent. She wants a payment plan.',
);

describe('a clause said again', () => {
  it('keeps its subject', () => {
    const { replies } = converse(tenant, ['Hello Rita, how can I help?', 'What did the plumber quote?', 'How much do you owe?', 'Sorry, what did the plumber quote again?', 'And how much do you owe again?']);
    expect(replies[3]).toMatch(/£79/);
    expect(replies[3]).not.toMatch(/^(?:As|Like) I \w+, who quoted/);
    expect(replies[4]).toMatch(/\bI now owe £2,025/);
    expect(replies[4]).not.toMatch(/^(?:(?:As|Like) I \w+|And),? now owe/);
  });

  it('opening on a pronoun, reads on after the frame', () => {
    for (const pronoun of ['She', 'He', 'His', 'Her', 'They', 'Their', "They've", 'Those']) expect(lowerStart(`${pronoun} refused.`)).toBe(`${pronoun.toLowerCase()} refused.`);
    expect(lowerStart('I refused.')).toBe('I refused.');
    expect(lowerStart('Helen refused.')).toBe('Helen refused.');
  });
});
