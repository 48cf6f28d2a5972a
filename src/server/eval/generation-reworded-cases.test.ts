// The reworded stated-facts set on the built-in engine: ages, places, tones and pass marks written in other words
// ("in her early fifties", "based out of Leeds", "bluntly spoken", "needs 70 to pass") are read, and every persona
// keeps them on create and on two regenerations, each regeneration another person; every rubric keeps its pass mark
// and behaviours, with level descriptions written for each behaviour, on create and on regenerate.
import { describe, expect, it } from 'vitest';
import { readStatedPassMark } from '../../shared/contracts/rubrics-constants.ts';
import { PERSONA_CASES, RUBRIC_CASES } from '../ai/offline/faithfulness.test-helpers.ts';
import { extractFacts } from '../ai/offline/persona/extract-facts.ts';
import { baseOfGerund } from '../ai/offline/rubric/behaviours.ts';
import { PERSONA_EVAL_CASES, RUBRIC_EVAL_CASES } from './generation-cases.ts';
import { REWORDED_PERSONA_CASES, REWORDED_RUBRIC_CASES } from './generation-reworded-cases.ts';
import { STATED_PERSONA_CASES, STATED_RUBRIC_CASES } from './generation-stated-cases.ts';

describe('[GENERATION] the reworded stated-facts set', () => {
  it('holds 12 prompts of its own, each age and pass mark read as stated', () => {
    expect(REWORDED_PERSONA_CASES.length + REWORDED_RUBRIC_CASES.length).toBeGreaterThanOrEqual(12);
    const known = new Set([...PERSONA_CASES, ...PERSONA_EVAL_CASES, ...STATED_PERSONA_CASES].map((entry) => entry.prompt).concat([...RUBRIC_CASES, ...RUBRIC_EVAL_CASES, ...STATED_RUBRIC_CASES].map((entry) => entry.description)));
    for (const entry of REWORDED_PERSONA_CASES) {
      expect(known.has(entry.prompt), entry.prompt).toBe(false);
      expect(extractFacts(entry.prompt).age, entry.prompt).toBe(entry.age);
    }
    for (const entry of REWORDED_RUBRIC_CASES) {
      expect(known.has(entry.description), entry.description).toBe(false);
      expect(readStatedPassMark(entry.description), entry.description).toBe(entry.passMark);
    }
  });

  it('reads a pass mark said as "or more is a pass", and no number that only counts something', () => {
    expect(readStatedPassMark('A score of 65 or more is a pass.')).toBe(65);
    expect(readStatedPassMark('Needs 70 to pass.')).toBe(70);
    expect(readStatedPassMark('Handles 3 or more objections calmly.')).toBeNull();
  });

  it('takes a behaviour\'s verb from WordNet when the table lacks it, and back to its plain form', () => {
    expect(['arranging', 'ringing', 'hoping', 'opening', 'stopping'].map(baseOfGerund)).toEqual(['arrange', 'ring', 'hope', 'open', 'stop']);
  });
});

// The reworded personas and rubrics are checked with the stated ones, by the same tests (generation-stated-cases.test.ts).
