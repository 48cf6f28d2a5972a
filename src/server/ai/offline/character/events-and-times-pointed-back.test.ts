// Created characters in fields of our own (a tenant's leak, a food bank volunteer): whether anyone got back to them, in
// a phrasal verb made of a light verb and its particle ("get back to"), is a question on the event the facts tell
// ("nobody called me back"), never small talk; a "which" whose noun is a kind of time ("Which evening…?") asks when,
// and "Which evening is that?" asks the time of the fact just said.
import { describe, expect, it } from 'vitest';
import { readLine } from './acts.ts';
import { buildKnowledge } from './knowledge.ts';
import { converse, quickCharacter } from './conversation.test-helpers.ts';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';

const knowledge = (brief: CharacterBrief) => buildKnowledge({ brief, glossary: [], facts: [] });

const tenant = quickCharacter(
  'Leak under the kitchen sink',
  'Tenant',
  'Letting agent',
  'Priya Shah rents a flat from Oakway Lettings in Derby. Water has leaked under her kitchen sink since 3 February and the cupboard floor has rotted. She reported it online twice and nobody called her back. She wants a plumber sent this week.',
);
const volunteer = quickCharacter(
  'Food bank shifts cut',
  'Volunteer',
  'Food bank coordinator',
  'Omar Said has volunteered at the Eastside Food Bank every Wednesday night for three years. Last month his shift was given to a new volunteer without a word to him. He wants his Wednesday shift back.',
);

describe('events the facts tell and times asked by their noun', () => {
  it('reads "Did we get back to you?" and "Has anyone from our office got back to you?" as the same question', () => {
    for (const line of ['Did we ever get back to you?', 'Has anyone from our office got back to you?', 'Did they get back to you?']) {
      const reading = readLine(line, knowledge(tenant));
      expect(reading.acts.has('offTopic'), line).toBe(false);
      expect(reading.asks.map((ask) => ask.topic.answer).join(' '), line).toMatch(/nobody called me back/);
    }
  });

  it('reads "Did anyone get back to you?" as a question on the event a fact tells, not small talk', () => {
    for (const line of ['Did anyone get back to you?', 'Has anybody got back to you yet?', 'Did anyone call you back?']) {
      const reading = readLine(line, knowledge(tenant));
      expect(reading.acts.has('offTopic'), line).toBe(false);
      expect(reading.acts.has('nextStep'), line).toBe(false);
      expect(reading.asks.map((ask) => ask.topic.answer).join(' '), line).toMatch(/nobody called me back/);
    }
    expect(converse(tenant, ['Did anyone get back to you?']).replies[0]).toMatch(/nobody called me back/);
  });

  it('reads "Which evening do you volunteer?" as asking when, and "Which evening is that?" as the time of the fact just said', () => {
    expect(converse(volunteer, ['Which evening do you volunteer?']).replies[0]).toMatch(/Wednesday/);
    const { replies } = converse(volunteer, ['How long have you volunteered at the food bank?', 'Which evening is that?']);
    expect(readLine('Which evening is that?', knowledge(volunteer)).acts.has('offTopic')).toBe(false);
    expect(replies[1]).toMatch(/^Every Wednesday\.$/);
  });
});
