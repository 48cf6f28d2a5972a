// The built-in twin asked as a grandchild asks ("Grandad, what did you do for work?", "What does Auntie Rosa do?") and
// of an owner who tells what their family does as people who learned English later say it ("My husband he work in the
// mine"): whom a question is said to is not what it asks about, a relation written as a title before a name is the
// asker's, someone named is asked about by their name, and "he" opening a sentence is the relation named before it.
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { holdsFact } from '../../../eval/twin/twin-figures.ts';
import { indexFor } from './twin-index.ts';
import { isSelfAsChild, kindsOfText, readSentence } from './twin-reading.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { doingsOf, readQuestion, withoutAddress, workingKinOf } from './twin-question.ts';

const GRANDMOTHER: TwinOwnerCase = {
  name: 'Ilse Brandt',
  answers: {
    1: 'My husband Karl died in 2012. We had two daughters. My daughter Rosa is a vet in Hamburg and she still brings me cakes on Sundays. Rosa says I worry too much. My daughter Greta runs a bakery in Kiel.',
    12: 'I was a ferry captain on the Elbe for thirty years. I liked the early crossings in the fog best.',
    14: 'Rosa says I get up too early. I feed the birds and read the paper.',
  },
  questions: [],
  tagLines: {},
};

const MINER_WIFE: TwinOwnerCase = {
  name: 'Ana Kovač',
  answers: {
    1: 'My husband he is Marko. He work in the coal mine in Velenje thirty year, now he retire, he keep pigeons. My sister she live in Graz.',
    3: 'My father he cannot write, he mend shoes in the market all his life.',
  },
  questions: [],
  tagLines: {},
};

const answered = (owner: TwinOwnerCase, ask: string, ...facts: string[]) => holdsFact(askOwner(owner, ask), q('family', ask, ...facts));

describe('[TWIN] questions said to the owner as a grandchild says them', () => {
  it('leaves out whom the question is said to, before or after it', () => {
    expect(withoutAddress('Grandad, what did you do for work?')).toBe('What did you do for work?');
    expect(withoutAddress('What was your job, Granny?')).toBe('What was your job?');
    expect(withoutAddress('Auntie Maria, what did you cook?')).toBe('What did you cook?');
    // Neither a word that is no one nor a relation of the owner's is whom it is said to.
    expect(withoutAddress('Sure, what do you like?')).toBe('Sure, what do you like?');
    expect(withoutAddress('Your dad, what was he like?')).toBe('Your dad, what was he like?');
    const read = readQuestion('Granny, what was your job?');
    expect([...read.kinds]).toContain('work');
    expect(read.nouns).toEqual([]);
    expect(answered(GRANDMOTHER, 'Granny, what was your job?', 'ferry captain')).toBe(true);
  });

  it('reads a relation written as a title before a name as the asker’s, unless it is said as the owner’s', () => {
    expect(withoutAddress('Where does Uncle Declan live?')).toBe('Where does Declan live?');
    expect(withoutAddress('Does Aunt Rose have children?')).toBe('Does Rose have children?');
    expect(withoutAddress('What does your Uncle Joe do?')).toBe('What does your Uncle Joe do?');
    expect(readQuestion('What was Grandpa Karl like?').nouns).toEqual(['karl']);
    // The title is no name the owner never told: the twin answers.
    expect(answered(GRANDMOTHER, 'What does Auntie Greta do?', 'runs a bakery')).toBe(true);
  });

  it('reads "our family" as the owner’s family, as a grandchild says it', () => {
    expect([...readQuestion('Grandad, tell me about our family.').kinds]).toContain('family');
  });
});

describe('[TWIN] what someone of the owner’s does, asked by name or told in other words', () => {
  it('asks what someone named does as what a relation does, and answers with their work first', () => {
    expect(readQuestion('What does Rosa do?').doer).toEqual({ relations: new Set(['rosa']), tense: 'present' });
    const reply = askOwner(GRANDMOTHER, 'What does Rosa do?');
    expect(reply.startsWith('My daughter Rosa is a vet in Hamburg')).toBe(true);
  });

  it('reads "he" opening a sentence as the one relation named before it, and the plain verb as then or now', () => {
    const relatives = new Map([['marko', new Set(['husband'])]]);
    const before = readSentence('My husband he is Marko.');
    const doings = doingsOf(readSentence('He work in the coal mine in Velenje.'), readSentence('He work in the coal mine in Velenje.'), relatives, before);
    expect([...(doings.get('husband') ?? [])].sort()).toEqual(['past', 'present']);
    // Two people named before: "he" is neither for sure.
    expect(doingsOf(readSentence('He work in the mine.'), readSentence('He work in the mine.'), relatives, readSentence('My father and my brother came too.')).size).toBe(0);
    expect(answered(MINER_WIFE, 'What did your husband do for work?', 'coal mine')).toBe(true);
  });

  it('takes someone who frames what is said ("My son says I …") for whom the owner has it from, not for a doing of theirs', () => {
    const says = readSentence('My son Tom says I worry too much.');
    expect(doingsOf(says, says, new Map([['tom', new Set(['son'])]])).size).toBe(0);
    const tells = readSentence('My son tells stories at the pub.');
    expect(doingsOf(tells, tells, new Map()).get('son')?.has('present')).toBe(true);
  });

  it('reads the pronoun that says a relation again right after them ("My father he mend shoes")', () => {
    const words = readSentence('My father he mend shoes in the market.');
    expect(doingsOf(words, words, new Map()).get('father')?.has('past')).toBe(true);
    expect(answered(MINER_WIFE, 'What did your father do?', 'mend shoes')).toBe(true);
  });
});

describe('[TWIN] English learned later, and counsel asked by someone starting out', () => {
  it('reads "I am small girl" as the owner’s childhood and a capitalised word after "in" as a place', () => {
    const words = readSentence('I am small girl in Can Tho, we go on boat with my father.');
    expect(words.some((_word, index) => isSelfAsChild(words, index))).toBe(true);
    expect(kindsOfText('We go to the market in Can Tho.').has('where')).toBe(true);
    // A grown daughter said in the present is no childhood of the owner's.
    const daughter = readSentence('My daughter is a small girl.');
    expect(daughter.some((_word, index) => isSelfAsChild(daughter, index))).toBe(false);
  });

  it('takes what the asker is doing as whom the advice is for, not as what it is about', () => {
    const read = readQuestion('What advice would you give me now I am starting my first job?');
    expect(read.nouns).toEqual([]);
    expect(read.ordinals.size).toBe(0);
    expect([...read.kinds]).toEqual(['advice']);
    // What they are to do, or what happens to them, is what it asks about.
    expect(readQuestion('What should I do if I lose my job?').nouns).toEqual(['job']);
    expect(readQuestion('Should I lend my friend money?').nouns).toEqual(['friend', 'money']);
  });

  it('reads a doing done to a thing as a trade by what it means: to fix an engine is to repair it', () => {
    const words = readSentence('My father he fix boat engines.');
    const sleeping = readSentence('My daughter she eat cakes.');
    expect(workingKinOf(words, words, new Map()).has('father')).toBe(true);
    expect(workingKinOf(sleeping, sleeping, new Map()).has('daughter')).toBe(false);
  });

  it('names the ones counted in each sentence that opens with a name after them', () => {
    const texts = ['We have two daughters.', 'Thao is a pharmacist.', 'Linh is the youngest, she is a lawyer.', 'Lan lives next door.'];
    const { passages } = indexFor(texts.map((text, index) => ({ text, context: '', kinds: [], previous: index === 0 ? null : index - 1 })));
    expect(passages[2]!.kinTerms.has('daughter')).toBe(true);
  });

  it('finds a place in the one WordNet holds it part of, when every sense of it agrees', () => {
    const at = (text: string) => indexFor([{ text, context: '', kinds: [], previous: null }]).passages[0]!.terms;
    expect(at('I laid bricks on the sites in London for years.').has('england')).toBe(true);
    // Kingston is in Jamaica, New York and Ontario: in none for sure.
    expect(at('I laid bricks in Kingston for years.').has('new_york')).toBe(false);
    expect(holdsFact(askOwner({ name: 'Pat Kerr', answers: { 12: 'I was a bricklayer all my life. I started on the sites in London at seventeen.' }, questions: [], tagLines: {} }, 'Did you ever work in England?'), q('work', '', 'sites in london'))).toBe(true);
  });
});
