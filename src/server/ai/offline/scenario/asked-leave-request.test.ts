// A character who has asked leave to do something came with a request, though no kind's words say so: the request is
// named as theirs ("my request to sit my contract law exam"), they open with it, and the scenario's categories come
// from its own words, not from a bank's. Sentences of this file's own.
import { describe, expect, it } from 'vitest';
import { quickScenario } from '../faithfulness-case.ts';
import { quickCharacter } from '../character/conversation.test-helpers.ts';
import { generateScenarioOffline } from './generate-scenario.ts';
import { askedLeaveIn } from './stated-wants.ts';
import type { CharacterRef } from './voice.ts';

const RAVI: CharacterRef = { name: 'Ravi Menon', firstName: 'Ravi', gender: 'Male' };
const STUDENT = quickScenario(
  'Resit timing',
  'Law student',
  'Exams officer',
  'Ravi Menon is a second-year law student at Hollins University. His father is having heart surgery in June, and he has asked to sit his contract law exam in the August resit period. He is worried that a resit will be capped at a pass mark. My goal: agree when he sits the exam.',
);

describe('leave the character has asked for', () => {
  it('is named as their request, by the doing and its first phrase', () => {
    expect(askedLeaveIn(['His father is having heart surgery in June, and he has asked to sit his contract law exam in the August resit period.'], RAVI)).toBe('my request to sit my contract law exam');
    expect(askedLeaveIn(['Ravi asks to bring his guide dog to the seminar.'], RAVI)).toBe('my request to bring my guide dog to the seminar');
  });

  it('is no request when someone else asked, or when it was only asked once in the past', () => {
    expect(askedLeaveIn(['His tutor has asked to see his draft.'], RAVI)).toBeNull();
    expect(askedLeaveIn(['Ravi asked to see the rota last week.'], RAVI)).toBeNull();
  });

  it('makes the character open with the request, and keeps the scenario in its own field', () => {
    const { brief, categories } = generateScenarioOffline(STUDENT);
    expect(brief!.character.openingLine).toMatch(/my request to sit my contract law exam/);
    expect(brief!.character.outcome.walkAwayLine).not.toMatch(/\bthe (?:heart|surgery|pass)\b/);
    expect(categories).not.toContain('Finance');
  });

  it('is said back once given as the doing and its thing, never cut off on a word that leads in a name', () => {
    const hearingDog = quickCharacter(
      'A hearing dog in lectures',
      'Student',
      'Disability adviser',
      'Ines Cardoso is a first-year biology student at Hollins University. She has asked to bring a hearing dog named Juno to lectures from October.',
    );
    const lines = hearingDog.objections.map((objection) => objection.resolvedLine);
    expect(lines).toContain('Right. That is what I was asking for: to bring a hearing dog.');
  });
});

describe('leave asked for, said in the character’s own voice', () => {
  it('never names them in the third person', () => {
    const mia: CharacterRef = { name: 'Mia Patel', firstName: 'Mia', gender: 'Female' };
    expect(askedLeaveIn(['Mia has asked to share the car park space Mia uses with Tom.'], mia) ?? '').not.toMatch(/\b(?:Mia|she|her)\b/);
    expect(askedLeaveIn(['Mia has asked to bring her dog to the office on Mondays.'], mia)).toBe('my request to bring my dog to the office');
  });
});
