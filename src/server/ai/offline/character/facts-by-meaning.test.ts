// Facts of scenarios created in fields nothing else covers (a market stall, a vet surgery, a council planning desk, a
// funeral director…), asked for in other words. Each fix here is one of meaning or grammar, checked on these cases:
// a question about "your trade" is about the trade, not about who the character is; a light verb with its
// preposition ("come from") says what happens; a frequency ("every six weeks") answers "how often"; "what's it
// called?" asks for a name; a month is not a place; what a bill "ended up" at is not what was estimated.
import { describe, expect, it } from 'vitest';
import { MEANING_CASES } from './facts-by-meaning.test-helpers.ts';
import { answeredShare, askCase } from './facts-in-other-words.test-helpers.ts';

// Measured: 61 of the 81 questions (51 before these fixes). The misses are mostly a pronoun with no words of its own
// pointing back to a figure ("What would it drop to?"), and words WordNet does not join ("occasion" and "birthday",
// "hurt" and "breaking my wrist").
const MIN_ANSWERED_SHARE = 0.75;

describe('[AI] facts of scenarios in unsampled fields, asked in other words', () => {
  it(`answers at least ${MIN_ANSWERED_SHARE * 100}% of the questions with the stated fact`, () => {
    const { share, message } = answeredShare(MEANING_CASES);
    expect(share, message).toBeGreaterThanOrEqual(MIN_ANSWERED_SHARE);
  });
});

describe('[AI] the fact a question means, in unsampled fields', () => {
  const ask = (id: string, lines: readonly string[]) => askCase(MEANING_CASES.find((testCase) => testCase.id === id)!, lines);

  it('reads "your trade" as the trade asked about, not as the character\'s occupation', () => {
    const [reply] = ask('market-stall', ['Where does most of your trade come from?']);
    expect(reply).toMatch(/Saturday/);
    expect(reply).not.toMatch(/stallholder/);
  });

  it('joins a verb and its preposition to another verb with the same one ("come from", "travelled from")', () => {
    expect(ask('theatre-box-office', ['Where had you come from?'])[0]).toMatch(/Norwich/);
  });

  it('answers "how often" with a frequency, and "how long" with the years, not the frequency', () => {
    expect(ask('dog-groomer', ['How often does she come in?'])[0]).toMatch(/every six weeks/i);
    expect(ask('dog-groomer', ['How long has she been coming to us?'])[0]).toMatch(/three years/);
  });

  it('reads nights and minutes as lengths of time', () => {
    expect(ask('vet-surgery-bill', ['How long was she kept in?'])[0]).toMatch(/four nights/);
    expect(ask('piano-lessons', ['How long is each lesson?'])[0]).toMatch(/45/);
  });

  it('hears "what is it called?" as asking for a name, and "called off" as not', () => {
    expect(ask('vet-surgery-bill', ["What's your dog called?"])[0]).toMatch(/Bella/);
    expect(ask('theatre-box-office', ['Why was it called off?'])[0]).not.toMatch(/name/);
  });

  it('hears "what would it come to" as asking for a sum, and what one was told as what was estimated', () => {
    expect(ask('vet-surgery-bill', ['What were you told it would come to when she went in?'])[0]).toMatch(/£900/);
  });

  it('does not take "nobody called you" as asking for a name', () => {
    expect(ask('vet-surgery-bill', ['And nobody called you when the costs went up?'])[0]).not.toMatch(/name/);
  });

  it('tells what a bill came to in the end from what was estimated, and a month from a place', () => {
    expect(ask('vet-surgery-bill', ['What did you end up being charged?'])[0]).toMatch(/1,860/);
    expect(ask('beekeeper-hives', ['Where does the money go?'])[0]).toMatch(/site fund/);
    expect(ask('library-closure', ['When would the change kick in?'])[0]).toMatch(/April/);
  });
});
