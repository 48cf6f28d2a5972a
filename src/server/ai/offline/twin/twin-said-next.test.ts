// The built-in twin reads what a sentence says of the one before it: a name given in the next sentence to what the
// first named ("We had a dog. He was called Tom."), and a heading ("Cricket.") that only names a thing, which answers
// whether the person does something with it only when the sentence it heads, or the interview question it answers,
// says they do; a pronoun said in sentence after sentence ("her", "She …") of whom the first of them named; and
// relations counted as an answer opens ("Eleven grandchildren, …"), in words WordNet does not hold ("grandkids"). An owner of her own, in a life no evaluation set holds (a retired lock-keeper on the Shropshire Union).
import { describe, expect, it } from 'vitest';
import { isTwinDecline } from '../../language/twin-text.ts';
import type { TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { namedNounsOf } from './twin-answer-type.ts';
import { answersOf, askOwner } from './twin-owner.test-helpers.ts';
import { twinReplySources } from './reply.ts';
import { readQuestion } from './twin-question.ts';
import { readSentence } from './twin-reading.ts';

const LOCK_KEEPER: TwinOwnerCase = {
  name: 'Hilary Brereton',
  answers: {
    1: 'My husband Dennis mended boat engines in Market Drayton. We had a collie when the children were small. He was called Shep. Our two daughters live in Chester now.',
    3: 'My mother kept the lock before me, at Hack Green. People said you could hear her whistle from the next lock. She taught me never to leave a paddle up.',
    4: 'My friend Mavis runs the tea room by the lock. She bakes every morning. And my cousin Pat, she taught me to swim in the canal.',
    5: 'We kept a pony for the girls. We called him Biscuit, and he bit everybody.',
    8: 'I feed the ducks at the lock. There was a cat at the lock cottage too. She went by Mrs Tibbs.',
    9: 'Bowls, since I retired. I play on the green behind the Talbot every Wednesday.',
    11: 'Cricket. I can tell you every over of the 1981 Ashes, and why Botham should have been captain longer.',
    19: 'Eleven grandchildren, and every one of them has fallen in the canal at least once.',
    12: 'I kept the lock at Audlem for twenty-two years, and the narrowboats came through all summer.',
  },
  questions: [],
  tagLines: {},
};

const ask = (message: string) => askOwner(LOCK_KEEPER, message);

describe('[TWIN] what the next sentence says of the one before it', () => {
  it('reads a name given to a pronoun as the name of what it stands for, by its number and whether it lives', () => {
    const named = (sentence: string, before: string) => namedNounsOf(readSentence(sentence), readSentence(before)).map((word) => word.lemma);
    expect(named('He was called Shep.', 'We had a collie when the children were small.')).toContain('collie');
    // "He" stands for one, not for the children; "it" for a thing, not a person or an animal.
    expect(named('He was called Shep.', 'We had a collie when the children were small.')).not.toContain('child');
    expect(named('It was named Sally.', 'My first boat was a little wooden dinghy.')).toEqual(expect.arrayContaining(['boat', 'dinghy']));
    expect(named('We called him Biscuit.', 'We kept a pony for the girls.')).toContain('pony');
    expect(named('She went by Mrs Tibbs.', 'There was a cat at the lock cottage too.')).toContain('cat');
    // A sentence that names nothing gives nothing back.
    expect(named('He bit everybody.', 'We kept a pony for the girls.')).toEqual([]);
  });

  it('answers a name asked with the sentence that gives it, however it is given', () => {
    expect(ask('What was your dog’s name?')).toContain('He was called Shep.');
    expect(ask('What was the pony called?')).toContain('We called him Biscuit');
    expect(ask('What was the cat’s name?')).toContain('She went by Mrs Tibbs.');
    // The name belongs to the dog: the daughters' names were never told.
    expect(ask('What are your daughters’ names?')).toSatisfy((reply: string) => isTwinDecline(reply));
  });

  it('takes a heading for a doing only where the sentence it heads or its interview question says the doing', () => {
    // "Cricket." heads what she knows of cricket, not that she played it.
    expect(ask('Did you ever play cricket yourself?')).toSatisfy((reply: string) => isTwinDecline(reply));
    // "Bowls" answers the hobby she spent most time on, and the sentence after it says she plays.
    expect(ask('Do you play bowls?')).toContain('I play on the green behind the Talbot');
  });

  it('follows a pronoun back over the sentences that say it too, to whom the first of them named', () => {
    const sources = (message: string) => twinReplySources({ twinName: LOCK_KEEPER.name, summary: null, answers: answersOf(LOCK_KEEPER), memories: [], messages: [{ role: 'user', content: message }] });
    expect(sources('What did your mum teach you?')).toContainEqual(expect.stringContaining('She taught me never to leave a paddle up.'));
    // "And my cousin Pat, she …" names whom its "she" is: not Mavis, two sentences before.
    expect(sources('What did Mavis teach you?')).not.toContainEqual(expect.stringContaining('she taught me to swim'));
  });

  it('counts the relations an answer opens by counting, asked in a word WordNet does not hold', () => {
    expect(readQuestion('How many grandkids have you got?').answerType).toMatchObject({ counted: 'grandkid' });
    expect(ask('How many grandkids have you got?')).toContain('Eleven grandchildren');
  });
});
