// Asked a property of someone the person named (what they do for work, where they work, where they are from, when
// they died, what they lent), the twin finds that one by the name, the full name or a title and surname, and by a
// word of address from another tongue ("Nonna", "Zio", "Abuelo"); and answers only with a sentence that says the
// property of them, not one that only names them.
import { describe, expect, it } from 'vitest';
import { isTwinDecline } from '../../language/twin-text.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { withGrandparentAsParent, withGrandparentAsSpouse, withoutAddress } from './twin-question.ts';

// A retired baker in Providence with grandchildren, written for these tests alone.
const BAKER: TwinOwnerCase = {
  name: 'Sal Benedetto',
  answers: {
    1: 'My wife Lucia, she grew up out of Pietravairano before her people came over. We have two daughters and five grandchildren. Teodor is my nephew, he hauls timber for the sawmill up in Woonsocket. cousin Ettore (Rino) - works for Ferrara and Sons in Cranston.',
    4: 'Frank Ruggiero from the bakery next door, forty years we have known each other.',
    6: 'Lucia. I met her at the feast of Saint Joseph in 1961, she was selling zeppole and I bought six.',
    13: 'When the oven broke in 1978 we almost closed. Frank lending me his van kept us going that winter.',
    18: 'Walking to mass with my Nonno on a Sunday in 1948, he held my hand the whole way.',
    19: 'Our Marco, the quiet one, he went to Chicago and sells cars there. Frank went to Rome for a week in 1990 and never stopped talking about it.',
  },
  questions: [],
  tagLines: {},
};

// A nurse in Manila with children and no grandchildren, written for these tests alone.
const NURSE: TwinOwnerCase = {
  name: 'Rosario Mendoza',
  answers: {
    1: 'Two boys, Paolo 16 and Gabby 12. Mamma lives with us now. Dad passed away in 2003, in the rainy season.',
    15: 'Honesty, from Mamma, she sold fish at the market in Tondo every morning for thirty years.',
  },
  questions: [],
  tagLines: {},
};

// A Breton fisherman who never calls his wife so, written for these tests alone.
const FISHER: TwinOwnerCase = {
  name: 'Yann Le Gall',
  answers: {
    1: 'It is Marguerite and me, wed forty years come May. Three boys and seven grandchildren.',
    6: 'Marguerite, always. I met her on the quay at Concarneau, she was mending nets.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] a word of address from another tongue', () => {
  it('reads a grandparent so called as the spouse of the one asked, or as their parent when a child of theirs asks', () => {
    expect(withGrandparentAsSpouse('How did you meet Nonna?')).toBe('How did you meet your wife?');
    expect(withGrandparentAsParent('When did Abuelo pass away?')).toBe('When did your father pass away?');
    expect(withoutAddress('What does Zio Teodor do for work?')).toBe('What does Teodor do for work?');
  });

  it('answers of the spouse a grandchild calls so', () => {
    expect(askOwner(BAKER, 'How did you meet Nonna?')).toMatch(/feast of Saint Joseph/);
  });

  it('answers of a wife known only as the one the person is married to', () => {
    expect(askOwner(FISHER, 'How did you meet Mamie?')).toMatch(/on the quay at Concarneau/);
    expect(askOwner(FISHER, 'Where did you meet your wife?')).toMatch(/on the quay at Concarneau/);
  });

  it('answers of the parent when the one asked names no grandchildren, and not of a grandparent of their own', () => {
    expect(askOwner(NURSE, 'When did Abuelo pass away?')).toMatch(/Dad passed away in 2003/);
    expect(askOwner(BAKER, 'When did Nonno pass away?')).toSatisfy(isTwinDecline);
  });
});

describe('[TWIN] a property asked of someone named', () => {
  it('answers what a named one does for work with what they do to a thing', () => {
    expect(askOwner(BAKER, 'What does Teodor do for work?')).toMatch(/hauls timber/);
    expect(askOwner(BAKER, 'What does Zio Teodor do for work?')).toMatch(/hauls timber/);
  });

  it('answers where a named one works past an aside in brackets and a dash', () => {
    expect(askOwner(BAKER, 'Where does Ettore work?')).toMatch(/works for Ferrara and Sons/);
    expect(askOwner(BAKER, 'Where does your cousin work?')).toMatch(/works for Ferrara and Sons/);
  });

  it('answers what a mother called Mamma did for work', () => {
    expect(askOwner(NURSE, 'What did your mother do for work?')).toMatch(/sold fish at the market/);
  });

  it('answers where someone is from by a place said after "out of"', () => {
    expect(askOwner(BAKER, 'Where is your wife from?')).toMatch(/Pietravairano/);
  });

  it('answers where a named one lives by their going to a place, not by a journey there for a while', () => {
    expect(askOwner(BAKER, 'Where does Marco live now?')).toMatch(/went to Chicago/);
    expect(askOwner(BAKER, 'Where does Frank live?')).toSatisfy(isTwinDecline);
  });

  it('finds someone asked by title and surname where only the first name says what they did', () => {
    expect(askOwner(BAKER, 'What did Mr. Ruggiero lend you?')).toMatch(/Frank lending me his van/);
  });

  it('declines where the one named is only named, or does nothing of the work asked', () => {
    expect(askOwner(BAKER, 'What does Frank do for work?')).toSatisfy(isTwinDecline);
    expect(askOwner(BAKER, 'What did Mr. Ruggiero sell you?')).toSatisfy(isTwinDecline);
  });
});

// A retired postmistress in Aberdeen, widowed, written for these tests alone.
const POSTMISTRESS: TwinOwnerCase = {
  name: 'Morag Fraser',
  answers: {
    1: 'My husband was Callum, he mended boats in Torry and we lost him in 2009. Our eldest, Isla, keeps the books for a distillery in Speyside. She was always the clever one. Then Ewan is the youngest, he is a fireman in Inverness.',
    6: 'Callum, always Callum. I met him at the Palais in 1966, he stood on my toes in the first waltz.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] someone named by the name the person gave them', () => {
  it('finds the relation asked in the sentence before one that takes them up', () => {
    expect(askOwner(POSTMISTRESS, 'How did you and Grandpa meet?')).toMatch(/at the Palais in 1966/);
  });

  it('reads the eldest or the youngest of the person\'s own as their child, a son or a daughter by the pronoun after the name', () => {
    expect(askOwner(POSTMISTRESS, 'What does your daughter do?')).toMatch(/keeps the books for a distillery/);
    expect(askOwner(POSTMISTRESS, 'What does your youngest son do?')).toMatch(/fireman in Inverness/);
  });

  it('does not take the eldest for the youngest asked', () => {
    const told = { ...POSTMISTRESS, answers: { 1: 'Our eldest, Isla, keeps the books for a distillery in Speyside. Ewan is the eldest, he is a fireman in Inverness.' } };
    expect(askOwner(told, 'What does your youngest son do?')).toSatisfy(isTwinDecline);
  });
});

