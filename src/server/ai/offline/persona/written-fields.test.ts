// Personas from prompts in fields no evaluation set uses, read field by field: the job as written, no employer or
// industry the prompt does not give, a home only from the prompt's place words, one casing for names and places,
// a stated age kept, and a regeneration that is another person with the same stated facts.
import { describe, expect, it } from 'vitest';
import type { PersonaDetails } from '../../../../shared/contracts/personas.ts';
import { generatePersonaOffline } from './generate-persona.ts';
import { extractFacts } from './extract-facts.ts';
import { isPersonLikeName } from './identity.ts';

const TODAY = new Date('2026-12-03T12:00:00Z');
const persona = (name: string, prompt: string, variation = 0): PersonaDetails => generatePersonaOffline({ name, prompt, fileTexts: [], variation }, TODAY);
const prose = (details: PersonaDetails) => [details.background, details.scenarioSnippet, details.motivationsAndGoals, details.industryRelevance, details.relevanceToScenario, details.challengesAndGrowthAreas].join(' ');

describe('[GENERATION] persona fields keep what the prompt wrote', () => {
  it('gives a self-employed character no employer and no field the prompt does not name', () => {
    const plumber = persona('Plumber', 'Self-employed plumber, 45, Romanian-born, works across the Manchester area');
    expect(plumber.name).not.toBe('Self');
    expect(plumber.occupation).toBe('Plumber');
    expect(prose(plumber)).not.toMatch(/manufactur|\bat an?\b[^.]*\bin Manchester/i);
    expect(plumber.background).toMatch(/works for himself|works for herself/);
    const tuner = persona('Tobias Reading', 'Tobias Reading, 58, a self-employed piano tuner who has worked for himself for 31 years. Dry humour, hates being rushed, charges £95 a tuning and will not travel more than 40 miles from Hereford.');
    expect(tuner.occupation).toBe('Piano Tuner');
    expect(prose(tuner)).not.toMatch(/hotel|hospitality/i);
    expect(tuner.background).toContain('Tobias has a dry humour, hates being rushed');
    expect(tuner.relevanceToScenario).not.toMatch(/to be (?:rushed|dry humour)/i);
  });

  it('attaches no organisation of its own making to a job', () => {
    const coordinator = persona('Hospice Coordinator', 'Hospice volunteer coordinator in her fifties, gentle, stretched thin');
    expect(prose(coordinator)).not.toMatch(/national charity/);
    const officer = persona('Compliance Officer', 'A Lagos fintech compliance officer, 34, precise and cautious');
    expect(prose(officer)).not.toMatch(/mid-sized bank/);
  });

  it('reads a job WordNet files as a kind of person, and never a label as the name', () => {
    const beekeeper = persona('Beekeeper', 'A beekeeper selling honey at a Saturday market, 61, chatty and proud of her jars');
    expect(beekeeper).toMatchObject({ occupation: 'Beekeeper', age: '61' });
    expect(beekeeper.name).not.toBe('Beekeeper');
    expect(beekeeper.background).not.toMatch(/, 61,/);
    expect(prose(beekeeper)).not.toMatch(/salary|release|HR conversations/);
    expect(persona('Maren Holt', 'Maren Holt is a 47-year-old beekeeper from Ghent who sells comb honey at the Vrijdagmarkt. She distrusts supermarket buyers.').occupation).toBe('Beekeeper');
    expect(persona('Lock Keeper', 'A canal lock keeper, 52, who loves a chat and knows every boat on the stretch').occupation).toBe('Canal Lock Keeper');
    expect(persona('Sven Lindqvist', 'Sven Lindqvist, 36, a reindeer herder from Jokkmokk in Sweden.').occupation).toBe('Reindeer Herder');
    for (const label of ['Beekeeper', 'Piano Tuner', 'Lock Keeper', 'Glass Restorer']) expect(isPersonLikeName(label), label).toBe(false);
    for (const name of ['Sarah', 'Rosa Almeida', 'Tobias Reading', 'Dr. Amelia Lee']) expect(isPersonLikeName(name), name).toBe(true);
  });

  it('keeps an age stated as "is 41" and reads whose job "every new merchant" is not', () => {
    const prompt = 'Adaeze Okonkwo is 41 and heads compliance at a payments start-up in Lagos, Nigeria. She needs every new merchant to pass KYC checks within 48 hours.';
    for (const variation of [0, 1, 2]) {
      const details = persona('Adaeze Okonkwo', prompt, variation);
      expect(details).toMatchObject({ age: '41', occupation: 'Head of Compliance' });
      expect(details.birthdate.slice(0, 4)).toMatch(/^198[45]$/);
    }
  });

  it('cases names and places one way: "the Manchester office", never "Romanian-Born" or a capital inside a sentence', () => {
    const dan = persona('Dan', 'Dan, 45, a Romanian-born plumber who runs jobs out of the Manchester office');
    expect(dan.occupation).toBe('Plumber');
    expect(dan.nationality).toBe('Romanian');
    expect(prose(dan)).not.toMatch(/Romanian-Born|manchester office/);
    expect(extractFacts('Dan, a plumber at the Manchester office').workplace).toBe('the Manchester office');
    const priya = persona('Priya Raman', "Priya Raman, 53, coordinates 140 volunteers at St Columba's Hospice in Leeds. Warm but guarded about her team; she has lost four volunteers since March.");
    expect(priya.background).toContain('Priya is warm but guarded about her team');
    expect(priya.relevanceToScenario).not.toMatch(/to be Warm/);
  });

  it('takes a home only from the prompt\'s place words, never from a name', () => {
    for (const [name, prompt] of [
      ['Tobias Reading', 'Polish piano tuner, 58, self-employed'],
      ['Anna Reading', 'Anna Reading (40) is a nurse from Poland'],
    ] as const) {
      for (const variation of [0, 1]) expect(persona(name, prompt, variation).hometown, prompt).not.toMatch(/Reading/);
    }
  });

  it('says a language list with one "and"', () => {
    expect(persona('Maren Holt', 'Maren Holt, 47, an international buyer from Ghent').language).not.toMatch(/ and .* and /);
  });

  it('regenerates another person with every stated fact kept', () => {
    const prompt = 'Declan Moyo, 29, a ticket inspector on the island ferries out of Oban. Grew up in Glasgow. Patient with tourists but strict about fares.';
    const [first, second] = [persona('Declan Moyo', prompt, 0), persona('Declan Moyo', prompt, 1)];
    for (const details of [first, second]) expect(details).toMatchObject({ name: 'Declan Moyo', age: '29', occupation: 'Ticket Inspector', hometown: 'Glasgow, United Kingdom' });
    const sentences = (text: string) => new Set(text.split(/(?<=\.)\s+/));
    const shared = [...sentences(second.background)].filter((sentence) => sentences(first.background).has(sentence));
    expect(shared.length).toBeLessThan(sentences(second.background).size);
    expect(second.scenarioSnippet).not.toBe(first.scenarioSnippet);
    expect(second.motivationsAndGoals).not.toBe(first.motivationsAndGoals);
  });
});
