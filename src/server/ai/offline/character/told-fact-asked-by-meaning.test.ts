import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

describe('a told fact asked for again by meaning', () => {
  const tenant = quickCharacter('Late rent', 'Tenant', 'Letting agent', 'Priya Shah rents a one-bedroom flat in Leeds. Her rent of £750 was due on 1 March. She has been caring for her mother every evening since her mother broke her hip in February. She can pay half now and the rest on 20 March.');

  it('claims the reason it gave, though the question shares no word with it', () => {
    const { replies } = converse(tenant, ['Hi Priya, thanks for coming in.', 'Why have you not paid?', 'How much is the rent?', 'So why are you late?']);
    expect(replies[1]).toContain('I have been caring for my mother');
    expect(replies[3]).toMatch(/^(?:As|Like) I (?:said|told you|mentioned), I have been caring for my mother every evening/);
  });

  it('claims nothing it has not said', () => {
    const { replies } = converse(tenant, ['Hi Priya, thanks for coming in.', 'How much is the rent?', 'So why are you late?']);
    expect(replies[2]).toContain('I have been caring for my mother');
    expect(replies[2]).not.toMatch(/\b(?:As|Like) I (?:said|told you|mentioned)\b/);
  });
});

describe('a date that bounds the span a doing is for', () => {
  const customer = quickCharacter('Van hire refund', 'Customer', 'Hire desk clerk', 'Tom Reed hired a van from Swift Hire for four days from 3 June. The van broke down on the second day. He wants a refund for two days.');

  it('is not said bare as when the doing happened', () => {
    const { replies } = converse(customer, ['Hello, what can I do for you?', 'What van did you hire?', 'When did you hire the van?']);
    expect(replies[1]).toContain('from 3 June');
    expect(replies[2]).not.toMatch(/^3 June\.$/);
    expect(replies[2]).toMatch(/^(?:As|Like) I (?:said|told you|mentioned), I hired a van from Swift Hire for four days from 3 June\.$/);
  });
});

describe('a told fact its words mean, asked about again', () => {
  const owner = quickCharacter(
    'Extractor fan at the Olive Tree',
    'Restaurant owner, Marco Bianchi',
    'Environmental health officer',
    'Marco Bianchi runs the Olive Tree restaurant on Dean Street. Customers in the flats above complained about the noise from the extractor fan last winter. His licence is reviewed in March. He wants a quieter fan fitted before the review.',
  );

  it('beats an untold line that only another sense of its words comes near', () => {
    const { replies } = converse(owner, ['What happened last winter?', 'What was the complaint about?']);
    expect(replies[0]).toContain('complained about the noise');
    expect(replies[1]).toContain('complained');
    expect(replies[1]).not.toContain('on my mind');
  });
});
