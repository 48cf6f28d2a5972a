// "Who did the refund go to?", "Who was it sent to?": a "who" that ends on "to" asks for the party a thing went to,
// which the fact naming one after its "to" tells ("sent to a former tenant of my flat"), never a fact about someone
// else that opens on a name ("Stanton Council has promised me a cheque").
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const taxiDriver = quickCharacter(
  'Taxi driver chasing a council tax refund',
  'Council tax payer',
  'Council revenues officer',
  'Keith Bramley, 52, taxi driver in Leeds. His council tax refund of £286 was sent to a former tenant of his flat. Stanton Council has promised him a cheque twice. Keith needs the money for his MOT by Friday.',
);

describe('the party a thing went to', () => {
  it('is told by the fact that names it after its "to"', () => {
    for (const line of ['Who did the refund go to?', 'Who was the refund sent to?']) {
      const reply = converse(taxiDriver, [line]).replies[0]!;
      expect(reply, line).toMatch(/former tenant/);
      expect(reply, line).not.toMatch(/cheque/);
    }
  });
});
