// A learner line that keeps as it is the very thing the character wants changed refuses it as much as a "not" does:
// "The penalty stays on your mark", "That charge is standard for everyone", "We'll be keeping the fine". And an offer
// said by what it does gives the want in other words: a doing with the want's particle ("wipe the penalty off" for
// "the charge taken off"), or a doing the want ends promised the other way ("we will deliver before 8" for "the late
// deliveries to stop"). Characters of this file's own.
import { describe, expect, it } from 'vitest';
import { converse, quickCharacter } from './conversation.test-helpers.ts';

const AGREES = /that is what I was asking for|Agreed, then/i;
const ASKS_WHY = /\b(?:why|reason|stopping|problem|accept)\b/i;

const student = () =>
  quickCharacter(
    'Late penalty on a dissertation',
    'Final-year student',
    'Programme director',
    'Amira Hassan handed in her dissertation two days late because the library system crashed on 12 April. A 10% late penalty was applied to her mark. She wants the late penalty taken off her mark.',
  );

const storeManager = () =>
  quickCharacter(
    'Deliveries arriving after opening',
    'Store manager',
    'Logistics account manager',
    'Tom Reid runs the Hillside supermarket, which opens at 8am. The chilled stock has arrived after 9am on six days this month. He wants the late deliveries to stop.',
  );

describe('a refusal said without a negation', () => {
  it('is met as a refusal when the line keeps the wanted thing where it is', () => {
    for (const line of ['The late penalty stays on your mark.', 'That penalty is standard for everyone.', "We'll be keeping the penalty."]) {
      const reply = converse(student(), ['Hello Amira, how can I help?', line]).replies.at(-1)!;
      expect(reply, line).toMatch(ASKS_WHY);
      expect(reply, line).not.toMatch(AGREES);
      expect(reply, line).not.toMatch(/\bwhy not\b/i);
    }
  });

  it('is no refusal when the line says the thing is wrong, or keeps something else', () => {
    expect(converse(student(), ['Hello Amira, how can I help?', 'The penalty is wrong.']).replies.at(-1)).not.toMatch(ASKS_WHY);
    expect(converse(student(), ['Hello Amira, how can I help?', 'The library stays open until 10.']).replies.at(-1)).not.toMatch(ASKS_WHY);
  });
});

describe('an offer said by what it does', () => {
  it('gives a want by a doing with its particle, but not one that keeps or puts it off', () => {
    expect(converse(student(), ['Hello Amira, how can I help?', 'I can wipe the penalty off.']).replies.at(-1)).toMatch(AGREES);
    expect(converse(student(), ['Hello Amira, how can I help?', 'We can knock the late penalty off your mark.']).replies.at(-1)).toMatch(AGREES);
    expect(converse(student(), ['Hello Amira, how can I help?', 'I will put the penalty off until June.']).replies.at(-1)).not.toMatch(AGREES);
  });

  it('gives a want that a kind of doing ends by the doing promised the other way', () => {
    expect(converse(storeManager(), ['Hello Tom, how can I help?', 'We will deliver the chilled stock before 8am from now on.']).replies.at(-1)).toMatch(AGREES);
    expect(converse(storeManager(), ['Hello Tom, how can I help?', 'We will deliver the chilled stock after 9am from now on.']).replies.at(-1)).not.toMatch(AGREES);
  });
});

describe('an offer of what the want is for', () => {
  const courier = () =>
    quickCharacter(
      'Van driver asking for a route change',
      'Delivery driver',
      'Depot manager',
      'Sam Cole has driven the northern route for Swift Parcels for three years. His son starts at a new school in September. He wants his route changed so he has his afternoons free.',
    );

  it('gives the want when it gives every word of the purpose', () => {
    expect(converse(courier(), ['Hello Sam, how can I help?', 'We can give you free afternoons from September.']).replies.at(-1)).toMatch(AGREES);
  });

  it('gives nothing when it only names part of the purpose', () => {
    expect(converse(courier(), ['Hello Sam, how can I help?', 'We will look at your afternoons in September.']).replies.at(-1)).not.toMatch(AGREES);
  });
});
