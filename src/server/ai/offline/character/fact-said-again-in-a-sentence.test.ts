// A told fact asked for again is said again as the fact, in a sentence of its clause ("As I said, I earn £15 an
// hour"), never as a bare figure after a reminder naming the matter ("As I said about the advance, £15").
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const WALKER = quickCharacter(
  'Advance on wages',
  'Dog walker',
  'Kennels manager',
  'Hannah Ortiz has walked dogs for Meadowbank Kennels in Harrogate for three years and earns £15 an hour. Her van broke down in November, and the garage wants £640 to fix it. She wants an advance on her wages.',
);
const LEADS = String.raw`(?:As I said|Like I said|As I told you|Again|Like I mentioned|As I mentioned)`;

describe('[AI] built-in character: a told fact said again in a sentence', () => {
  it('says a sum asked for again with what its clause says of it', () => {
    const { replies } = converse(WALKER, ['How much do they pay you an hour?', 'Sorry, how much do you earn an hour?']);
    expect(replies[0]).toContain('£15 an hour');
    expect(replies[1]).toMatch(new RegExp(`^${LEADS}, I earn £15 an hour\\.`));
  });

  it('says a month asked for again with what happened in it, not after the matter', () => {
    const { replies } = converse(WALKER, ['What happened to the van?', 'When did it break down?']);
    expect(replies[0]).toContain('November');
    expect(replies[1]).toMatch(new RegExp(`^${LEADS}, my van broke down in November\\.`));
    expect(replies[1]).not.toMatch(/\babout\b/);
  });
});

describe('[AI] built-in character: a told fact asked after by a yes-or-no question', () => {
  const MEMBER = quickCharacter(
    'Season ticket refund',
    'Club member',
    'Membership secretary',
    'Leila Haddad has held a season ticket at Elmwood Cricket Club for six years and pays £310 a year. She is moving to Glasgow in April. She has already paid for next season. She wants a refund for next season.',
  );

  it('says a fact it volunteered again for "Have you paid…?", though another fact holds a sum', () => {
    const { replies } = converse(MEMBER, ['Did you watch the match?', 'Did you see the rugby?', 'Have you paid for next season already?']);
    expect(replies[1]).toContain('I have already paid for next season.');
    expect(replies[2]).toMatch(new RegExp(`^${LEADS}, I have already paid for next season\\.`));
  });
});

describe('[AI] built-in character: a figure whose clause is led by a participle', () => {
  const COMMUTER = quickCharacter(
    'Cancelled train refund',
    'Commuter',
    'Rail customer adviser',
    'Owen Price travels from Cardiff to Bristol every weekday. His train home was cancelled on 3 March, and he had to take a taxi, costing him £85. He wants the taxi fare refunded.',
  );

  it('never gives the participle a subject of its own ("it costing me")', () => {
    const { replies } = converse(COMMUTER, ['What happened to your train?', 'What did the taxi cost you?']);
    expect(replies[0]).toContain('costing me £85');
    expect(replies[1]).toContain('£85');
    expect(replies[1]).not.toMatch(/\b(?:it|I|he|she|they|we|home) costing\b/i);
  });
});
