// The built-in twin quotes a sentence only when it holds the kind of thing asked for: asked how old, a number (not how
// often something happens); asked whether they own something, one they name as theirs (not one they met at work);
// asked about a stretch of their life ("the hardest period"), never an evening because WordNet files it as a period too.
// Owners of their own, in lives no evaluation set holds (a ferry pilot on a fjord, an orchard keeper by a lake).
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';

const UNKNOWN = /never really talked about that/;

const PILOT: TwinOwnerCase = {
  name: 'Ingrid Solberg',
  answers: {
    1: 'My husband Torbjørn builds fiddles in the shed. Our son Halvard drives a snowplough in Tromsø and rings every Friday.',
    4: 'Astrid has been my friend since primary school. We sat together and drew horses on every page.',
    12: 'I piloted the ferry across the fjord for twenty years. I never let a passenger miss the last bus.',
    14: 'In the morning I walk to the harbour, and in the evening I knit with Astrid.',
    17: 'I am proud that a cake I baked won a prize in Oslo.',
  },
  questions: [],
  tagLines: {},
};

const KEEPER: TwinOwnerCase = {
  name: 'Marjeta Kos',
  answers: {
    1: 'My sister Vesna is sixty-two and still swims in the lake every morning. Our grandson Jaka studies forestry in Ljubljana.',
    8: 'We keep a rowing boat at the jetty, and on a free afternoon I fish from it.',
    13: 'The winter after the flood, when we lost the orchard. The neighbours helped us replant every tree.',
    14: 'In the evening I read to the cats by the stove.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the built-in twin quotes a sentence only when it holds the kind of thing asked', () => {
  it('asked how old, quotes a sentence that gives a number, not one that says how often', () => {
    // "Rings every Friday" says how often Halvard calls, not how old he is.
    expect(askOwner(PILOT, 'How old is Halvard?')).toMatch(UNKNOWN);
    expect(askOwner(KEEPER, 'How old is Vesna?')).toContain('sixty-two');
    expect(askOwner(KEEPER, 'How often does Vesna swim?')).toContain('every morning');
  });

  it('asked whether they own something, quotes only one they name as theirs', () => {
    // She piloted the ferry for a living: it was never hers.
    expect(askOwner(PILOT, 'Do you own a ferry?')).toMatch(UNKNOWN);
    expect(askOwner(KEEPER, 'Do you own a boat?')).toContain('rowing boat');
  });

  it('asked about a stretch of their life, does not quote an evening because it is a period too', () => {
    expect(askOwner(PILOT, 'What was the hardest period of your life?')).toMatch(UNKNOWN);
    const hardest = askOwner(KEEPER, 'What was the hardest period of your life?');
    expect(hardest).not.toContain('read to the cats');
  });
});

describe('[TWIN] asked what they do with someone, the built-in twin quotes a doing', () => {
  it('quotes what they do together, not the sentence that only says who the friend is', () => {
    const withAstrid = askOwner(PILOT, 'What do you do with Astrid?');
    expect(withAstrid).toContain('knit with Astrid');
    expect(withAstrid).not.toContain('has been my friend');
    const friendOnly: TwinOwnerCase = { ...PILOT, answers: { 4: PILOT.answers[4]!.split('. ')[0]! + '.' } };
    expect(askOwner(friendOnly, 'What do you do with Astrid?')).toMatch(UNKNOWN);
  });
});

describe('[TWIN] asked about a relation of someone named, the built-in twin quotes only one said as theirs', () => {
  it('does not take "our son Halvard" for Halvard having children', () => {
    expect(askOwner(PILOT, 'Does Halvard have children?')).toMatch(UNKNOWN);
    const grandmother: TwinOwnerCase = { ...PILOT, answers: { ...PILOT.answers, 1: 'Our son Halvard drives a snowplough in Tromsø, and his daughters ski faster than he does.' } };
    expect(askOwner(grandmother, 'Does Halvard have children?')).toContain('his daughters ski faster');
  });

  it('asked whether they own a thing, does not find it in the sentence before either', () => {
    const ferryThenWish: TwinOwnerCase = { ...PILOT, answers: { 17: 'I never let the ferry leave late. I wish I had learned to sail.' } };
    expect(askOwner(ferryThenWish, 'Do you own a ferry?')).toMatch(UNKNOWN);
  });

  it('asked what they do with a friend, takes "boarding school" for no doing', () => {
    const schoolFriend: TwinOwnerCase = { ...PILOT, answers: { 4: 'Astrid has been my friend since boarding school in Trondheim.' } };
    expect(askOwner(schoolFriend, 'What do you do with Astrid?')).toMatch(UNKNOWN);
  });
});
