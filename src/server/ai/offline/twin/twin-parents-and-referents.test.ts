// The built-in twin on questions about a parent and on sentences that point back past the one before them: the
// likeness asked ("What was your mum like?") is no liking said ("I would like to think"), a relation asked of as one of
// the group its interview question named ("your parents") with the doing asked is that question's answer, and a
// pronoun whose sentence before names nothing stands on the heading its answer opened with. Asked what the person
// does at a time, a sentence that names the time and says no doing is not what they do; asked what was best about
// something, a sentence that says no liking, in answer to a question that asked none, is not what they liked.
import { describe, expect, it } from 'vitest';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';

const BAKER: TwinOwnerCase = {
  name: 'Rosalind Achterberg',
  answers: {
    8: 'I take the little boat out past the breakwater and fish for bass until the light goes. Some days I catch nothing at all. That is still the best sort of evening, mind.',
    12: 'I ran the bakery on Fore Street for twenty-six years, up at four every morning for the bread.',
  },
  questions: [],
  tagLines: {},
};

const DRIVER: TwinOwnerCase = {
  name: 'Colin Attwater',
  answers: {
    1: 'My wife Pauline keeps me in order. Our lad Gary is a mechanic, and he is the spit of me.',
    9: 'Fly tying. I started tying flies on long nights in the lorry cab in the eighties, and now I sell them at the angling club.',
    12: 'I drove lorries for thirty years, up and down the A1 and over to the continent. What I liked best was the dawn coming up over Shap with a full load behind me.',
  },
  questions: [],
  tagLines: {},
};

const POSTMAN: TwinOwnerCase = {
  name: 'Hywel Pritchard',
  answers: {
    2: 'Cawl on St David’s Day, with the leeks from my own garden. My father taught me to carve the lamb for it, thin as paper.',
    3: 'My mother was a quiet woman who sang alto in the chapel choir. My father drove the milk lorry round Bala for forty years. People said you could set the clock by him. He taught me to be on time and to keep my word.',
    11: 'Steam trains! Don’t set me off. I have photographed them all over Wales since I was a boy, and I have forty albums of them.',
    12: 'I was a postman in Bala for thirty years.',
    15: 'Honesty, and turning up. My mother was a woman whose door was always open and I would like to think mine is too.',
  },
  questions: [],
  tagLines: {},
};

describe('[TWIN] the built-in twin on parents, on what a pronoun stands for and on what is done at a time', () => {
  it('reads "What was your mum like?" as asking what she was like, not for a sentence that says "like"', () => {
    const reply = askOwner(POSTMAN, 'What was your mum like?');
    expect(reply).toContain('a quiet woman who sang alto');
    expect(reply).not.toContain('Honesty, and turning up');
    // The verb "like" is still how a question asks for a liking.
    expect(readQuestion('What was your mum like?', new Set()).asking).not.toContain('like');
    expect(readQuestion('What do you like about the chapel?', new Set()).asking).toContain('like');
  });

  it('answers what a parent taught from the answer to what the parents taught', () => {
    const reply = askOwner(POSTMAN, 'What did your father teach you?');
    expect(reply).toContain('to be on time and to keep my word');
    expect(reply).not.toContain('carve the lamb');
  });

  it('says the heading a pronoun stands on when the sentence before it names nothing', () => {
    const reply = askOwner(POSTMAN, 'What do you photograph?');
    expect(reply).toContain('Steam trains! I have photographed them');
    expect(reply).not.toContain('set me off');
  });

  it('answers what the person does at a time with what they do then, not a sentence that only names the time', () => {
    const reply = askOwner(BAKER, 'What do you do on an evening off?');
    expect(reply).toContain('fish for bass');
    expect(reply).not.toContain('best sort of evening');
    // "I go sailing": the "-ing" word after "go" is what they do, however the tagger reads it.
    const sailor: TwinOwnerCase = { name: 'Nerys Hughes', answers: { 8: 'On a spare day I go sailing on the lake at Bala.' }, questions: [], tagLines: {} };
    expect(askOwner(sailor, 'What do you do on a spare day?')).toContain('go sailing');
  });

  it('answers what was best about something only with a liking said, or as the answer to a question of liking', () => {
    const reply = askOwner(DRIVER, 'What was the best part of being in the lorry cab?');
    expect(reply).not.toContain('tying flies');
    expect(askOwner(DRIVER, 'What did you like about driving lorries?')).toContain('dawn coming up over Shap');
    // Asked of one of their people, the answer to what each of them is like describes them.
    expect(askOwner(DRIVER, 'What do you love about your wife?')).toContain('keeps me in order');
  });
});
