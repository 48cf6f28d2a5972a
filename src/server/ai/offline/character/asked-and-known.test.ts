// What the character says to a question its facts answer: "As I said" only when the earlier line says what the
// question asks happened (not only the thing it names), the thing of the kind asked for ("What breed is he?") rather
// than "I'm not sure" before it, and a matter that is a thing its own sentences name, never a word they use as an
// adverb ("came home").
import { describe, expect, it } from 'vitest';
import { backReference, kindNamedInFacts } from './restating.ts';
import { matterOf, startsWithStockLine } from './stock-lines.ts';
import { replyTo } from './conversation.test-helpers.ts';
import { advancedScenario, libraryPersona } from '../scenario/advanced-scenario.test-helpers.ts';

const asISaid = (part: string) => `As I said, ${part}.`;

describe('[AI] "As I said" for what the question asks happened', () => {
  const late = 'The van was not ready until 11 October, a week late, because the wrong gearbox was ordered.';

  it('is not claimed when the earlier line only names the same thing', () => {
    expect(backReference('the van was not ready until 11 October', [late], asISaid, { question: 'When did you drop the van off?' })).toBeNull();
    expect(backReference('11 October', [late], asISaid, { question: 'When did you book the van in?' })).toBeNull();
  });

  it('reads a verb with its particle after the object as one verb ("picked her up" is no "pick")', () => {
    const collected = 'When I picked her up at 2 pm she had a cut on her ear.';
    expect(backReference('2 pm', [collected], asISaid, { question: 'What made you pick that salon at 2 pm?' })).toBeNull();
    expect(backReference('2 pm', [collected], asISaid, { question: 'When did you pick her up?' })).toBe('As I said, 2 pm.');
  });

  it('is claimed when the line says it, in the question’s verb, a synonym or a broader one', () => {
    expect(backReference('11 October', [late], asISaid, { question: 'When was the van ready?' })).toBe('As I said, 11 October.');
    expect(backReference('the wrong gearbox', [late], asISaid, { question: 'Which part did they order?' })).toBe('As I said, the wrong gearbox.');
    const nursery = 'My son Yusuf goes to Little Acorns Nursery four days a week.';
    expect(backReference('four days', [nursery], asISaid, { question: 'How many days a week does he come in to the nursery?' })).toBe('As I said, four days.');
  });
});

describe('[AI] a thing of the kind asked for', () => {
  it('is found in the facts by what WordNet says it is', () => {
    expect(kindNamedInFacts('What breed is he?', ['I took my cocker spaniel, Biscuit, to Pampered Paws on 11 March.'])).toEqual({ thing: 'a cocker spaniel', sentence: 'I took my cocker spaniel, Biscuit, to Pampered Paws on 11 March.' });
    expect(kindNamedInFacts('Which breed is your dog?', ['My terrier, Rolo, came home limping.'])?.thing).toBe('a terrier');
    expect(kindNamedInFacts('What breed is he?', ['I took my dog, Biscuit, to Pampered Paws on 11 March.'])).toBeNull();
    // "poodle" is defined by what it looks like ("an intelligent dog with a heavy curly… coat"), yet is a kind of dog,
    // a domesticated animal: a breed.
    expect(kindNamedInFacts('What breed is she?', ['Her poodle, Bess, was groomed at the salon on Friday.'])?.thing).toBe('a poodle');
    expect(kindNamedInFacts('Which breed is it?', ['We bought a whippet puppy from the breeder in May.'])?.thing).toBe('a whippet');
    expect(kindNamedInFacts('What time was it?', ['I took my cocker spaniel to Pampered Paws at noon.'])).toBeNull();
  });

  it('is said, never after "I\'m not sure"', () => {
    const persona = libraryPersona('Ines Carvalho', 'Ines Carvalho, 51, pharmacist, precise and calm');
    const brief = advancedScenario(persona, 'Dog hurt at the groomer', 'Ines took her springer spaniel, Mabel, to Shampooch on 2 May for a full groom costing £55. When she collected her, Mabel had a burn on her belly from a dryer left on too long. The vet charged £120.').brief.character;
    const reply = replyTo(brief, 'What breed is she?');
    expect(reply).toMatch(/springer spaniel/);
    expect(startsWithStockLine('dontKnow', reply), reply).toBe(false);
    // Asked again once said, the thing alone.
    expect(replyTo(brief, 'Sorry, what breed did you say she is?', ['What breed is she?'])).toMatch(/spaniel/);
  });
});

describe('[AI] the matter a character names', () => {
  it('is never a word its sentence uses as an adverb', () => {
    const persona = libraryPersona('Ruth Abbott', 'Ruth Abbott, 60, retired teacher, fair-minded');
    const brief = advancedScenario(persona, 'Cat came home hurt', 'Ruth left her cat, Smudge, at Whiskers Cattery for a week from 3 June. When she got home with him he had a bald patch and a sore on his neck, and the vet bill was £85. Nobody at the cattery had mentioned it.').brief.character;
    expect(matterOf(brief, 'Cat came home hurt')).not.toBe('the home');
    expect(brief.openingLine).not.toMatch(/\bthe home\b/);
  });
});
