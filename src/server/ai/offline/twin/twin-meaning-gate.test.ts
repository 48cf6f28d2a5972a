// The built-in twin quotes a sentence only when it gives what the question asks for, by meaning: an amount for "how
// many", someone for "who", a word of the question said in the sentence (not only a word of the same family in the
// interview question it answered); and it finds by meaning what shares no word with the question: a dislike said as
// "I hate" or "I can't stand", money advice without the word money, the team a person follows named with its sport.
// Owners of their own, in lives no evaluation set holds (a lighthouse keeper in Brittany, a tram driver in Lisbon).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { antonymsOf } from '../../language/wordnet.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const UNKNOWN = /never really talked about that/;

const KEEPER: TwinOwnerCase = {
  name: 'Gwenaëlle Le Bihan',
  answers: {
    1: 'My husband Yann mends nets on the quay and whistles sea shanties badly. Our daughter Soizic restores old clocks in Quimper. My aunt Maïwenn lives with us since her hip operation.',
    5: 'My neighbour Loïc and I never miss a Stade Brestois match, and we lose our voices every time. We still play petanque on the square on Thursdays.',
    12: 'I kept the lighthouse at Penmarc’h for twenty-two years, climbing its three hundred steps twice a night. What I liked most was the silence after a storm.',
    13: 'The winter of 1999, when the storm tore the lantern glass in 1999 and the keepers’ cottage flooded. Yann and the harbour master carried our furniture up the hill.',
    14: 'I get up at seven, walk along the cliffs and feed the gulls I should not feed. In the evening I read by the stove.',
    16: 'Put a few euros in a tin every Friday and forget it is there. Never owe a neighbour anything. Learn to tie a bowline with your eyes shut.',
    20: 'As a woman who kept the light burning. I cannot bear people who leave litter on the beach.',
  },
  questions: [],
  tagLines: {},
};

const DRIVER: TwinOwnerCase = {
  name: 'Duarte Valente',
  answers: {
    1: 'My wife Graciete sews costumes for the opera. Our son Tiago sells bicycles in Porto.',
    8: 'I sit in the Jardim da Estrela with a newspaper and a bica.',
    10: 'The fado of Amália, and the beach at Nazaré in winter, when the waves are taller than houses.',
    12: 'I drove the number 28 tram through Alfama for thirty years. I loved the tourists gasping on the steep corners.',
    14: 'I get up at six and walk the dog by the river with Graciete.',
    16: 'Spend less than you earn, and pay the shop on time.',
    17: 'I never learned to drive a car, not even when Graciete begged me.',
    20: 'As a driver who never lost a passenger. I hate it when people lean out of the tram windows.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the built-in twin quotes only what answers the question, by meaning', () => {
  it('asked how many, quotes only a sentence that says an amount, not one that says a year', () => {
    expect(askOwner(KEEPER, 'How many steps does the lighthouse have?')).toContain('three hundred steps');
    // The sentence about the winter names the lantern and the cottage but gives no count of anything.
    expect(askOwner(KEEPER, 'How many cottages did you live in?')).toMatch(UNKNOWN);
    expect(askOwner(KEEPER, 'How long did you keep the lighthouse?')).toContain('twenty-two years');
  });

  it('reads "who lives" as someone living, and asked who, quotes only a sentence that names someone', () => {
    expect(askOwner(KEEPER, 'Who lives with you?')).toContain('aunt Maïwenn lives with us');
    // "An ordinary day in your life" is no answer to who lives with them: "life" is only of the same family as "live";
    // nor is "what do you do for a living".
    expect(askOwner(DRIVER, 'Who lives with you?')).toMatch(UNKNOWN);
  });

  it('finds a dislike said as "I hate" or "I cannot bear", though the word is not said', () => {
    expect(askOwner(KEEPER, 'What do you dislike?')).toContain('cannot bear people who leave litter');
    expect(askOwner(DRIVER, 'What do you dislike?')).toContain('hate it when people lean out');
    expect(antonymsOf('like', 'verb')).toContain('dislike');
    expect(antonymsOf('love', 'verb')).toContain('hate');
  });

  it('answers a question about saving, debt or spending with advice that speaks of money in other words', () => {
    expect(askOwner(KEEPER, 'What would you tell them about saving?')).toContain('few euros in a tin');
    expect(askOwner(KEEPER, 'What do you think about debt?')).toContain('Never owe a neighbour');
    expect(askOwner(DRIVER, 'What would you say about spending?')).toContain('Spend less than you earn');
    // Asked what they like, a thing of money is not a matter of money: no advice is quoted.
    expect(askOwner(DRIVER, 'What is your favourite gift?')).toMatch(UNKNOWN);
    // Nor is one money thing never spoken of (taxes) answered by money advice in other words.
    expect(askOwner(KEEPER, 'What would you tell them about taxes?')).toMatch(UNKNOWN);
  });

  it('reads a question that asks "should I" as asking for advice', () => {
    // Not the neighbour she watches football with: what she advised about neighbours.
    expect(askOwner(KEEPER, 'Should I borrow from a neighbour?')).toContain('Never owe a neighbour');
    // Not the husband, though "marry" names a spouse: nothing the keeper advised is about whom to marry.
    expect(askOwner(DRIVER, 'Who should I marry?')).toMatch(UNKNOWN);
  });

  it('asked for a first one or a place loved, quotes only a sentence that says which', () => {
    // "Not even a car" names no first car.
    expect(askOwner(DRIVER, 'What was your first car?')).toMatch(UNKNOWN);
    // The garden where he reads the paper is where a pastime happens; the beach is among the places that stayed with him.
    expect(askOwner(DRIVER, 'Which place do you love most?')).toContain('beach at Nazaré');
  });

  it('finds the team a person follows, named with its sport, and reads "all day" as how long', () => {
    expect(askOwner(KEEPER, 'Which team do you support?')).toContain('Stade Brestois match');
    expect(askOwner(DRIVER, 'Which team do you support?')).toMatch(UNKNOWN);
    // "All day" says how long they could talk, not that a day is what they talk about.
    expect(askOwner(KEEPER, 'What could you talk about all day?')).toMatch(UNKNOWN);
  });
});
