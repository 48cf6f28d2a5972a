// Advanced creation with a library persona written for another career: the description's stated job wins, the
// persona's sentences about that other career leave the brief, and how the persona comes across stays. Three
// descriptions in different fields (a repair shop, a school, an IT service desk) and two personas whose background
// is another career (a software architect, a product manager in technology).
import { describe, expect, it } from 'vitest';
import { replyTo } from '../character/conversation.test-helpers.ts';
import { advancedScenario, ARCHITECT, libraryPersona, PRODUCT_MANAGER, repairShopScenario, schoolScenario, serviceDeskScenario } from './advanced-scenario.test-helpers.ts';
import { jobOfRunBusiness, tellsAnotherCareer } from './stated-over-persona.ts';

const CASES = [
  {
    field: 'repair shop',
    persona: ARCHITECT,
    scenario: repairShopScenario,
    job: /e-bike repair shop owner/i,
    career: /architect|software|financial services|bank\b|consulting/i,
    trait: 'calm, precise',
  },
  {
    field: 'school',
    persona: PRODUCT_MANAGER,
    scenario: schoolScenario,
    job: /teacher/i,
    career: /product manager|technology|start-up|stakeholders/i,
    trait: 'warm but direct',
  },
  {
    field: 'IT service desk',
    persona: ARCHITECT,
    scenario: serviceDeskScenario,
    job: /service desk analyst/i,
    career: /architect|software|financial services|bank\b|consulting/i,
    trait: 'calm, precise',
  },
];

describe('a library persona under a description that states another job', () => {
  it.each(CASES)('$field: the description’s job is the character’s, and the persona’s other career is not in the brief', ({ persona, scenario, job, career, trait }) => {
    expect(persona.background).toMatch(career);
    const { brief, description } = scenario();
    expect(brief.character.identity.occupation).toMatch(job);
    expect(description.charactersOccupation).toMatch(job);
    for (const fact of [...brief.character.facts, ...brief.character.hiddenFacts]) expect(fact.answer).not.toMatch(career);
    expect(brief.character.situation).not.toMatch(career);
    // How they come across is the persona's still.
    expect(brief.character.identity.personality).toBe(trait);
  });

  it.each(CASES)('$field: asked what they do, the character says the stated job, never the persona’s', ({ scenario, job, career }) => {
    const reply = replyTo(scenario().brief.character, 'What do you do for a living?');
    expect(reply).toMatch(job);
    expect(reply).not.toMatch(career);
  });

  it('keeps the persona’s background when the description states the same job', () => {
    const nurse = libraryPersona('Grace Adeyemi', 'Grace Adeyemi, 52, senior staff nurse with 19 years on the acute medical unit. Blunt but fair.');
    const { brief } = advancedScenario(nurse, 'The new rota', 'Grace Adeyemi is a nurse on the acute medical unit. From 1 March the unit moves to 12-hour shifts. My goal: agree a review date.');
    expect(brief.character.identity.occupation).toMatch(/senior staff nurse/i);
    expect(brief.character.facts.map((fact) => fact.answer).join(' ')).toMatch(/19 years/);
  });
});

describe('what a sentence tells of a career', () => {
  it('tells another career by its job, its work or its experience, and none by a trait', () => {
    expect(tellsAnotherCareer('He has 15 years of experience in financial services.', 'Software Architect', 'IT service desk analyst')).toBe(true);
    expect(tellsAnotherCareer('He turned down a move to head office twice.', 'Software Architect', 'E-bike repair shop owner')).toBe(true);
    expect(tellsAnotherCareer('She worked as a product manager for 8 years.', 'Product Manager', 'Year 6 teacher')).toBe(true);
    expect(tellsAnotherCareer('He is calm, precise and asks for evidence.', 'Software Architect', 'E-bike repair shop owner')).toBe(false);
    expect(tellsAnotherCareer('She cares about keeping relationships good.', 'Product Manager', 'Year 6 teacher')).toBe(false);
    // The stated job's own career is no other.
    expect(tellsAnotherCareer('She has been a teacher for 12 years.', 'Product Manager', 'Year 6 teacher')).toBe(false);
  });

  it('reads the job a business the character runs makes them, and none from what is not a place of work', () => {
    expect(jobOfRunBusiness('Tomasz Wójcik runs an e-bike repair shop in Leeds.')).toBe('E-bike repair shop owner');
    expect(jobOfRunBusiness('She manages a bakery on the high street.')).toBe('Bakery manager');
    expect(jobOfRunBusiness('He runs a marathon every spring.')).toBeNull();
  });
});
