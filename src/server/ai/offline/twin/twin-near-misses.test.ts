// The built-in twin asked something next to what the owner said but not it: a sentence answers only when it holds what
// the question asks about, not a word it shares in another sense or role ("Times are hard" is how the times are, "a
// decent friend" is not the best one, "thirty years at sea" says nothing of being lost, "not the yachts" and "watch
// the yachts" say nothing of sailing one, "Do not get me started" is no advice).
import { describe, expect, it } from 'vitest';
import { q, type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { isTwinDecline } from '../../language/twin-text.ts';
import { askOwner, scoreOwners } from './twin-owner.test-helpers.ts';
import { ANSWER_CONFIDENCE, confidenceOf, ownerShareOf } from './twin-confidence.ts';
import { focusOf, type Finding } from './twin-gate.ts';
import { indexFor } from './twin-index.ts';
import { readQuestion } from './twin-question.ts';
import { isImperativeText, readSentence } from './twin-reading.ts';
import { contrastedNouns, thingStates } from './twin-sentence-clauses.ts';
import { familyNames } from './twin-sentence-kinds.ts';

// A ferry mechanic on Inis Mór, written for these tests alone.
const FERRY_MECHANIC: TwinOwnerCase = {
  name: 'Oona Kerrigan',
  answers: {
    1: 'My brothers Colm and Seán fish out of Kilronan. Colm spent thirty years at sea on the trawlers before he came ashore to mind our mother.',
    4: 'Brídín has been my best pal since we were six and sat together at the back of the school bus. Then there is Tadhg from the pier, a decent friend to me these last few years.',
    5: 'We go down to the pier on a Friday evening and wave the last ferry in. What makes us laugh is the tourists in sandals on the wet rocks.',
    11: 'Boats, the wooden kind, not the yachts. I could talk about larch planking and copper rivets all night. Hurling too! Do not get me started.',
    12: 'I mend the ferry engines at Ros a’ Mhíl and I have done it for twenty-two years. Times are hard for the islands now, with the young ones leaving, but I would not live anywhere else.',
    13: 'The storm of 2014, when the ferry lost an engine halfway across with forty passengers on board. I worked on it by torchlight in the swell and we limped home on the other one.',
    17: 'I am proud that I kept the old ferry running for ten winters.',
    16: 'Learn to fix your own engine before you need to. Put a little by every week, even when it is only a few euro.',
  },
  questions: [
    q('advice', 'What advice would you give someone starting out?', 'learn to fix your own engine', 'put a little by'),
    q('other-words', 'Who is your best friend?', 'brídín has been my best pal'),
    q('work', 'What do you do for a living?', 'mend the ferry engines'),
    q('other-words', 'What is it that makes you proud?', 'i am proud that'),
    q('unanswerable', 'Are you hard on yourself?'),
    q('unanswerable', 'Was Colm ever lost at sea?'),
    q('unanswerable', 'Did you ever sail a yacht yourself?'),
  ],
  tagLines: {},
};

/** An owner of ten sentences, `garden` said in `times` of them, asked by the same words. */
function gardener(times: number) {
  const said = ['I sit in the garden with the paper.', 'We eat outside in the garden in June.', 'The garden floods every winter.', 'My garden is all roses.'];
  const others = ['I drive a bus in Swansea.', 'My son is a nurse.', 'I swim on Tuesdays.', 'We go to chapel.', 'I read crime novels.', 'My brother fixes boats.', 'I was born in Neath.', 'My dog is called Pip.', 'I make jam.', 'Tea with two sugars.'];
  return [...said.slice(0, times), ...others.slice(0, 10 - times)].map((text) => ({ text, context: '', kindWords: '', kinds: [], previous: null }));
}

describe('the twin answers only with a sentence that holds what was asked', () => {
  it('reads a name after "my mother and …" as someone else, not the mother', () => {
    const sentences = ['We light a candle for my mother and Gwenllian next door every Christmas.', 'My sons Iolo and Rhys carry the tree in.'];
    const inputs = sentences.map((text) => ({ text, context: '', kindWords: '', kinds: [], previous: null }));
    const names = familyNames(sentences.map((text) => readSentence(text)), inputs);
    expect(names.get('gwenllian')?.has('mother') ?? false).toBe(false);
    expect([...(names.get('rhys') ?? [])]).toEqual(['son']);
  });

  it('weighs a word by how rare it is among the owner’s own sentences: one said all through them picks out no sentence', () => {
    const garden = focusOf('garden', true);
    const finding: Finding = { inText: 1, via: 'said', inContext: 0, listed: false, nearby: 0 };
    const question = { kinds: new Set<never>(), asksWhy: false, asksLikingAbout: false };
    const rare = indexFor(gardener(1)).passages[0]!;
    const common = indexFor(gardener(4)).passages[0]!;
    expect(ownerShareOf(garden, rare)).toBeCloseTo(0.1);
    expect(ownerShareOf(garden, common)).toBeCloseTo(0.4);
    expect(confidenceOf([garden], [finding], rare, question)).toBeGreaterThanOrEqual(ANSWER_CONFIDENCE);
    expect(confidenceOf([garden], [finding], common, question)).toBeLessThan(ANSWER_CONFIDENCE);
    // Asked by its interview question too, it is that question's own answer, however often it is said.
    expect(confidenceOf([garden], [{ ...finding, inContext: 0.6 }], common, question)).toBeGreaterThanOrEqual(ANSWER_CONFIDENCE);
  });

  it('reads "Do not get me started" as no advice, and gives the advice that was said', () => {
    expect(isImperativeText('Do not get me started.')).toBe(false);
    expect(isImperativeText('Do not lend money to family.')).toBe(true);
    const reply = askOwner(FERRY_MECHANIC, 'What advice would you give someone starting out?');
    expect(reply).not.toContain('get me started');
    expect(reply).toContain('Learn to fix your own engine');
  });

  it('reads a state said of a thing ("Times are hard") as no state of the owner, and an interview question ranking a thing by it as not asking it', () => {
    expect(thingStates(readSentence('Times are hard for the islands now, but I would not live anywhere else.')).map((word) => word.text)).toEqual(['hard']);
    expect(thingStates(readSentence('I am hard on myself.'))).toEqual([]);
    expect(thingStates(readSentence('Is your father still alive?'))).toEqual([]);
    // Asked "when times are hard", nothing is asked of the owner's state; asked whether they are hard, a similar word
    // that is a thing too ("rock") is no way of saying it.
    expect(readQuestion('What keeps you going when times are hard?').states.has('hard')).toBe(false);
    expect(readQuestion('Are you hard on yourself?').states.has('hard')).toBe(true);
    const hard = focusOf('hard', false, 'adjective', false, true);
    expect(hard.synonyms.has('difficult')).toBe(true);
    expect(hard.synonyms.has('rock')).toBe(false);
    // Neither "Times are hard" nor the answer to "What is the hardest thing you have worked through?" says it.
    expect(askOwner(FERRY_MECHANIC, 'Are you hard on yourself?')).toSatisfy(isTwinDecline);
  });

  it('asked what makes them proud, answers with the pride, not with what makes them laugh', () => {
    const reply = askOwner(FERRY_MECHANIC, 'What is it that makes you proud?');
    expect(reply).toContain('I am proud that');
    expect(reply).not.toContain('makes us laugh');
  });

  it('asked for the best friend, gives the one ranked so, not a friend described otherwise', () => {
    const reply = askOwner(FERRY_MECHANIC, 'Who is your best friend?');
    expect(reply).toContain('Brídín');
    expect(reply).not.toContain('decent friend');
  });

  it('asked whether someone named was lost at sea, does not answer with the sea and the name alone', () => {
    expect(askOwner(FERRY_MECHANIC, 'Was Colm ever lost at sea?')).toSatisfy(isTwinDecline);
  });

  it('asked whether the owner did something with a thing, does not answer with it named as what something is not', () => {
    expect(contrastedNouns(readSentence('Boats, the wooden kind, not the yachts.')).map((word) => word.text)).toEqual(['yachts']);
    expect(contrastedNouns(readSentence('I do not sail yachts.'))).toEqual([]);
    expect(askOwner(FERRY_MECHANIC, 'Did you ever sail a yacht yourself?')).toSatisfy(isTwinDecline);
  });

  it('keeps the owner whole: every answerable question answered, every other declined, nothing unrelated quoted', () => {
    expect(scoreOwners([FERRY_MECHANIC])).toEqual({ answerable: 4, answered: 4, unanswerable: 3, declined: 3, unrelated: 0 });
  });
});
