// The twin evaluation's own checks: the test half is kept apart from the engine, the figures read replies as a reader
// would, and the built-in engine's run through the real routes is printed with what issue 34 asks of it.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIFTH_WALK_OWNERS } from './fifth-walk-set.ts';
import { SECOND_WALK_OWNERS } from './second-walk-set.ts';
import { SIXTH_WALK_OWNERS } from './sixth-walk-set.ts';
import { SEVENTH_WALK_OWNERS } from './seventh-walk-set.ts';
import { EIGHTH_WALK_OWNERS } from './eighth-walk-set.ts';
import { TEST_OWNERS } from './test-set.ts';
import { THIRD_WALK_OWNERS } from './third-walk-set.ts';
import { TUNING_OWNERS } from './tuning-set.ts';
import { WALK_OWNERS } from './walk-set.ts';
import { q, type TwinOwnerCase } from './twin-case.ts';
import { engineSources, expectNoneHeldOut, filesHolding, flattened } from '../held-out.test-helpers.ts';
import { holdsFact, quotedSentences, repeatedFacts, saysUnknown, unrelatedQuotes } from './twin-figures.ts';
import { unknownReplyFor } from '../../ai/language/twin-text.ts';

const ENGINE_DIR = join(import.meta.dirname, '../../ai/offline');

/** The engine's files without its tests. */
const engineFiles = () => engineSources(ENGINE_DIR, false);
/** The engine's own code: a walk set's owner may say a sentence a test of the engine says too ("…finish what I start"). */
const engineCode = () => engineFiles().filter((source) => !source.file.endsWith('.test-helpers.ts'));

const OWNER: TwinOwnerCase = {
  name: 'Ada Test',
  answers: { 1: 'My mother Graça lives in Mértola and we call every Sunday at seven.', 6: 'Morag. She reads to me in the evenings.', 16: 'Check everything twice. That advice has saved lives.' },
  questions: [],
  tagLines: {},
};

describe('[EVAL] twin evaluation', () => {
  it('finds no test-half sentence or question anywhere in the engine source', () => {
    const sentences = TEST_OWNERS.flatMap((owner) => [...Object.values(owner.answers), ...owner.questions.map((question) => question.ask)]);
    expect(filesHolding(engineFiles(), sentences), 'engine files holding a test-half sentence').toEqual([]);
  });

  it('writes at least three owners from interview answers, forty questions each, of every kind', () => {
    const asked = TEST_OWNERS.filter((owner) => owner.questions.length > 0);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    for (const owner of asked) {
      expect(owner.questions).toHaveLength(40);
      expect(new Set(owner.questions.map((question) => question.kind))).toEqual(new Set(['family', 'work', 'advice', 'likes', 'other-words', 'unanswerable']));
      // Every answering phrase is something the owner said.
      const said = flattened(Object.values(owner.answers).join(' '));
      expectNoneHeldOut(owner.questions.flatMap((question) => question.facts).filter((fact) => !said.includes(flattened(fact))), `${owner.name}'s answering phrases not said`);
      expectNoneHeldOut(Object.values(owner.tagLines).flat().filter((line) => !said.includes(flattened(line))), `${owner.name}'s tag lines not said`);
    }
  });

  it('keeps the walk set its own: three owners, forty questions each, every kind, every phrase said, no shared name', () => {
    expect(WALK_OWNERS).toHaveLength(3);
    const otherNames = new Set([...TUNING_OWNERS, ...TEST_OWNERS].map((owner) => owner.name));
    for (const owner of WALK_OWNERS) {
      expect(otherNames.has(owner.name)).toBe(false);
      expect(owner.questions).toHaveLength(40);
      expect(new Set(owner.questions.map((question) => question.kind))).toEqual(new Set(['family', 'work', 'advice', 'likes', 'feelings', 'other-words', 'unanswerable']));
      const said = flattened(Object.values(owner.answers).join(' '));
      for (const question of owner.questions) for (const fact of question.facts) expect(said, `${owner.name}: ${question.ask}`).toContain(flattened(fact));
      for (const [tag, lines] of Object.entries(owner.tagLines)) for (const line of lines) expect(said, `${owner.name}: ${tag}`).toContain(flattened(line));
    }
  });

  it('keeps the third walk set its own: three owners, thirty questions each, every kind, every phrase said, none in the engine', () => {
    expect(THIRD_WALK_OWNERS).toHaveLength(3);
    const otherNames = new Set([...TUNING_OWNERS, ...WALK_OWNERS, ...SECOND_WALK_OWNERS, ...TEST_OWNERS].map((owner) => owner.name));
    const files = engineFiles();
    for (const owner of THIRD_WALK_OWNERS) {
      expect(otherNames.has(owner.name)).toBe(false);
      expect(owner.questions).toHaveLength(30);
      expect(new Set(owner.questions.map((question) => question.kind))).toEqual(new Set(['family', 'work', 'advice', 'likes', 'feelings', 'other-words', 'unanswerable']));
      const said = flattened(Object.values(owner.answers).join(' '));
      for (const question of owner.questions) for (const fact of question.facts) expect(said, `${owner.name}: ${question.ask}`).toContain(flattened(fact));
      // The engine is changed for causes, never by writing this set's sentences into it (a common question such as
      // "What do you do for a living?" may well be in it already).
      const sentences = Object.values(owner.answers).flatMap((answer) => answer.split(/(?<=[.!?])\s+/)).filter((sentence) => sentence.split(' ').length >= 6);
      expect(filesHolding(files, sentences), `engine files holding ${owner.name}'s sentences`).toEqual([]);
    }
  });

  it('keeps the fifth walk set its own: three owners, forty-eight questions each, ten of them unanswerable, every phrase said, none in the engine', () => {
    expect(FIFTH_WALK_OWNERS).toHaveLength(3);
    const otherNames = new Set([...TUNING_OWNERS, ...WALK_OWNERS, ...SECOND_WALK_OWNERS, ...THIRD_WALK_OWNERS, ...TEST_OWNERS].map((owner) => owner.name));
    const files = engineCode();
    expect(FIFTH_WALK_OWNERS.filter((owner) => owner.askedByVisitor)).toHaveLength(1);
    for (const owner of FIFTH_WALK_OWNERS) {
      expect(otherNames.has(owner.name)).toBe(false);
      const counts = Object.fromEntries(['family', 'work', 'advice', 'likes', 'other-words', 'unanswerable'].map((kind) => [kind, owner.questions.filter((question) => question.kind === kind).length]));
      expect(counts).toEqual({ family: 10, work: 6, advice: 4, likes: 8, 'other-words': 10, unanswerable: 10 });
      const said = flattened(Object.values(owner.answers).join(' '));
      for (const question of owner.questions) for (const fact of question.facts) expect(said, `${owner.name}: ${question.ask}`).toContain(flattened(fact));
      const sentences = Object.values(owner.answers).flatMap((answer) => answer.split(/(?<=[.!?])\s+/)).filter((sentence) => sentence.split(' ').length >= 6);
      expect(filesHolding(files, sentences), `engine files holding ${owner.name}'s sentences`).toEqual([]);
    }
  });

  it.each([
    ['sixth', SIXTH_WALK_OWNERS, [TUNING_OWNERS, WALK_OWNERS, SECOND_WALK_OWNERS, THIRD_WALK_OWNERS, FIFTH_WALK_OWNERS, TEST_OWNERS]],
    ['seventh', SEVENTH_WALK_OWNERS, [TUNING_OWNERS, WALK_OWNERS, SECOND_WALK_OWNERS, THIRD_WALK_OWNERS, FIFTH_WALK_OWNERS, SIXTH_WALK_OWNERS, TEST_OWNERS]],
    ['eighth', EIGHTH_WALK_OWNERS, [TUNING_OWNERS, WALK_OWNERS, SECOND_WALK_OWNERS, THIRD_WALK_OWNERS, FIFTH_WALK_OWNERS, SIXTH_WALK_OWNERS, SEVENTH_WALK_OWNERS, TEST_OWNERS]],
  ] as const)('keeps the %s walk set its own: three owners, sixteen questions each, three of them unanswerable, every phrase said, none in the engine', (_name, owners, others) => {
    expect(owners).toHaveLength(3);
    const otherNames = new Set(others.flat().map((owner) => owner.name));
    const files = engineCode();
    for (const owner of owners) {
      expect(otherNames.has(owner.name)).toBe(false);
      expect(Object.keys(owner.answers)).toHaveLength(20);
      const counts = Object.fromEntries(['family', 'work', 'advice', 'likes', 'feelings', 'other-words', 'unanswerable'].map((kind) => [kind, owner.questions.filter((question) => question.kind === kind).length]));
      expect(counts).toEqual({ family: 3, work: 2, advice: 2, likes: 2, feelings: 2, 'other-words': 2, unanswerable: 3 });
      const said = flattened(Object.values(owner.answers).join(' '));
      for (const question of owner.questions) for (const fact of question.facts) expect(said, `${owner.name}: ${question.ask}`).toContain(flattened(fact));
      for (const [tag, lines] of Object.entries(owner.tagLines)) for (const line of lines) expect(said, `${owner.name}: ${tag}`).toContain(flattened(line));
      const sentences = Object.values(owner.answers).flatMap((answer) => answer.split(/(?<=[.!?])\s+/)).filter((sentence) => sentence.split(' ').length >= 6);
      expect(filesHolding(files, sentences), `engine files holding ${owner.name}'s sentences`).toEqual([]);
    }
  });

  it('reads a reply as a reader would: the fact, an unrelated quote, one fact twice, an honest unknown', () => {
    const question = q('advice', "What's your advice for me?", 'check everything twice');
    expect(holdsFact('Check everything twice. That advice has saved lives.', question)).toBe(true);
    expect(unrelatedQuotes('Check everything twice. That advice has saved lives.', question, OWNER)).toEqual([]);
    expect(unrelatedQuotes('My mother Graça lives in Mértola and we call every Sunday at seven.', question, OWNER)).toHaveLength(1);
    expect(repeatedFacts('My mother Graça lives in Mértola and we call every Sunday at seven. Every Sunday at seven I call my mother Graça in Mértola.')).toHaveLength(1);
    expect(saysUnknown('I’ve never really talked about that, so I won’t guess.', OWNER)).toBe(true);
    expect(saysUnknown('I never talked about it. My mother Graça lives in Mértola and we call every Sunday at seven.', OWNER)).toBe(false);
    // The built-in decline, with what it offers to talk about instead, is a decline to its own listener.
    const answers = Object.entries(OWNER.answers).map(([number, answer]) => ({ number: Number(number), question: '', answer }));
    expect(saysUnknown(unknownReplyFor({ listener: 'owner', answers }), OWNER, 'owner')).toBe(true);
    expect(saysUnknown(unknownReplyFor({ listener: 'public', answers }), OWNER, 'visitor')).toBe(true);
  });

  it('counts a lone word neither as a quoted sentence nor as an answer', () => {
    const closest = q('family', 'Who are you closest to?', 'morag', 'reads to me');
    // "Morag." is a name, not a sentence: naming her quotes nothing, and saying only her name carries no fact.
    expect(quotedSentences('I never talked about Morag’s cooking, so I won’t guess.', OWNER)).toEqual([]);
    expect(saysUnknown('I never talked about Morag’s cooking, so I won’t guess.', OWNER)).toBe(true);
    expect(holdsFact('Morag.', closest)).toBe(false);
    expect(holdsFact('Morag. She reads to me in the evenings.', closest)).toBe(true);
    expect(unrelatedQuotes('Morag.', q('likes', 'Do you like football?'), OWNER)).toEqual([]);
    // A sentence is found as whole words: "rui" is not quoted by "ruin".
    expect(quotedSentences('Check everything twice.', { ...OWNER, answers: { 1: 'Check everything.' } })).toEqual(['Check everything.']);
    expect(quotedSentences('Check everything twice.', { ...OWNER, answers: { 1: 'Check every.' } })).toEqual([]);
  });

  it('counts a short sentence found only inside a longer one the reply quotes as quoted once, in the longer one', () => {
    const fisher: TwinOwnerCase = { ...OWNER, answers: { 1: 'Our son Rory fishes out of Killybegs, he has two boats of his own.', 6: 'Our son Rory. He rings every night.' } };
    const boats = q('family', 'What does Rory do?', 'fishes out of killybegs');
    expect(unrelatedQuotes('Our son Rory fishes out of Killybegs, he has two boats of his own.', boats, fisher)).toEqual([]);
    // Said on its own, the short sentence is quoted, and answers nothing asked.
    expect(unrelatedQuotes('Our son Rory. He rings every night.', boats, fisher)).toEqual(['Our son Rory.', 'He rings every night.']);
  });

  it('counts a sentence said right after the fact it points back to, further on in the same answer, as going on about it', () => {
    const keeper: TwinOwnerCase = { ...OWNER, answers: { 9: 'Racing pigeons! Do not get me going. I keep them in a loft behind the house. I fixed the car last week.' } };
    const pigeons = q('likes', 'What do you keep?', 'racing pigeons');
    expect(unrelatedQuotes('Racing pigeons! I keep them in a loft behind the house.', pigeons, keeper)).toEqual([]);
    // Not pointing back, or not said right after it, the sentence is about something else.
    expect(unrelatedQuotes('Racing pigeons! I fixed the car last week.', pigeons, keeper)).toEqual(['I fixed the car last week.']);
    expect(unrelatedQuotes('I keep them in a loft behind the house.', pigeons, keeper)).toEqual(['I keep them in a loft behind the house.']);
    // The sentence a fact points back to, said right before it: what its "them" are.
    const loft = q('likes', 'Where do you keep your pigeons?', 'in a loft behind the house');
    expect(unrelatedQuotes('Racing pigeons! I keep them in a loft behind the house.', loft, keeper)).toEqual([]);
    expect(unrelatedQuotes('Racing pigeons! I keep the car in a loft behind the house.', loft, { ...keeper, answers: { 9: 'Racing pigeons! Do not get me going. I keep the car in a loft behind the house.' } })).toEqual(['Racing pigeons!']);
  });
});
