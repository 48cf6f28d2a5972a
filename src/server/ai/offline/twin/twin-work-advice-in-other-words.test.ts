// The built-in twin asked about the owner's work and for their advice in other words than the interview's: whom the
// advice is for ("a lad starting his first apprenticeship") said with a possessive, advice on doing something to
// someone ("raising teenagers"), the doings of an ordinary day said without a subject read as the owner's own, not as
// advice, the worst part of their work said by their own dislike, and a thing of work asked ("the shifts") as asking
// about their work; each reading checked on an owner of its own and on the question alone.
import { describe, expect, it } from 'vitest';
import { type TwinOwnerCase } from '../../../eval/twin/twin-case.ts';
import { saysUnknown } from '../../../eval/twin/twin-figures.ts';
import { askOwner } from './twin-owner.test-helpers.ts';
import { readQuestion } from './twin-question.ts';

const GLAZIER: TwinOwnerCase = {
  name: 'Teodor Lindqvist',
  answers: {
    1: 'My wife Britt keeps the accounts. Our daughter Maja is a midwife in Malmö.',
    12: 'I cut and fitted glass in Gothenburg for thirty-eight years, shop fronts mostly, and church windows when I was lucky. Hated the scaffolding in January.',
    14: 'Coffee at six, the workshop by seven, home at five for dinner with Britt.',
    16: 'Wear your gloves even when you are in a hurry. Never quote a price before you have measured twice. Be kind to the apprentices, you were one. With teenagers, pick your battles and keep the door open.',
  },
  questions: [],
  tagLines: {},
};

const MILKMAN: TwinOwnerCase = {
  name: 'Dilys Penhaligon',
  answers: { 12: 'I drove a milk float round Truro for twenty years. I loved the early quiet and the cats waiting on the steps.' },
  questions: [],
  tagLines: {},
};

const PARAMEDIC: TwinOwnerCase = {
  name: 'Rhodri Evans',
  answers: {
    6: 'My wife Non, who waited up for me after every late shift.',
    12: 'I was a paramedic in Cardiff for twenty years. Twelve-hour shifts, four on and four off.',
  },
  questions: [],
  tagLines: {},
};

const BEEKEEPER: TwinOwnerCase = {
  name: 'Ines Albrecht',
  answers: {
    14: 'Check the hives, a pot of tea, walk the lanes with the dog, a quiet lunch and a bad film.',
    16: 'Save a little from every wage. Never keep bees to get rich.',
  },
  questions: [],
  tagLines: {},
};

describe('the twin reads work and advice questions asked in other words', () => {
  it('reads whom advice is for through a possessive before their first one, not as asking for a first thing', () => {
    expect([...readQuestion('What would you say to a lad starting his first apprenticeship?').ordinals]).toEqual([]);
    expect([...readQuestion('What would you tell a girl leaving her first home?').ordinals]).toEqual([]);
    // The owner's own first one is still asked for.
    expect([...readQuestion('What was your first job?').ordinals]).toEqual(['first']);
    expect(askOwner(GLAZIER, 'What would you say to a lad starting his first apprenticeship?')).toMatch(/gloves|measured twice|apprentices/);
    expect(saysUnknown(askOwner(GLAZIER, 'What was your first car?'), GLAZIER)).toBe(true);
  });

  it('reads advice on doing something to someone as asking what to do with them, not for an activity named', () => {
    const question = readQuestion('Any advice for raising children?');
    expect(question.others).toContain('raise');
    expect(question.nouns).not.toContain('raising');
    expect(askOwner(GLAZIER, 'Any tips for raising teenagers?')).toContain('pick your battles');
    expect(saysUnknown(askOwner(GLAZIER, 'Any tips for raising chickens?'), GLAZIER)).toBe(true);
  });

  it('reads doings said without a subject in an answer about the owner\'s day as theirs, not as advice', () => {
    expect(saysUnknown(askOwner(BEEKEEPER, 'What would you say to someone after a bad film?'), BEEKEEPER)).toBe(true);
    expect(askOwner(BEEKEEPER, 'Any advice about bees?')).toContain('Never keep bees');
  });

  it('reads the worst part of the work as what the owner disliked in it, never what they liked most', () => {
    const question = readQuestion('What was the worst bit of the trade?');
    expect([...question.ranked]).toEqual(['bad']);
    expect(question.others).not.toContain('bad');
    expect(askOwner(GLAZIER, 'What was the worst bit of the trade?')).toContain('Hated the scaffolding');
    // An owner who only said what they loved about it never said the worst.
    expect(saysUnknown(askOwner(MILKMAN, 'What was the worst bit of the trade?'), MILKMAN)).toBe(true);
  });

  it('reads a thing of work asked about (a shift, a boss) as asking about the owner\'s work', () => {
    expect(readQuestion('What were the shifts like?').kinds.has('work')).toBe(true);
    expect(readQuestion('Who was your boss?').kinds.has('work')).toBe(true);
    expect(askOwner(PARAMEDIC, 'What were the shifts like?')).toContain('Twelve-hour shifts');
    expect(saysUnknown(askOwner(PARAMEDIC, 'Who was your boss?'), PARAMEDIC)).toBe(true);
  });
});
