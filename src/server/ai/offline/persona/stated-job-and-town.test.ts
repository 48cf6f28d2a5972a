// A persona keeps the job and the town its prompt states: a person noun named with where they work ("museum
// custodian") is their job, and a town no table holds ("in Bideford,") is still their town, never one made up.
import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts.ts';
import { generatePersonaOffline } from './generate-persona.ts';

const TODAY = new Date('2026-01-01');

describe('[GENERATION] the job and town a persona prompt states', () => {
  it('reads a person noun named with a workplace right after the age as the job', () => {
    expect(extractFacts('Derek Shaw, 63, museum custodian from Whitby, patient and dry-humoured').occupation).toBe('Museum Custodian');
    const persona = generatePersonaOffline({ name: 'Derek Shaw', prompt: 'Derek Shaw, 63, museum custodian from Whitby, patient and dry-humoured', fileTexts: [] }, TODAY);
    expect(persona.occupation).toBe('Museum Custodian');
    expect(persona.background).toMatch(/^Derek Shaw is a 63-year-old Museum Custodian from Whitby\b/);
  });

  it('still reads no job from a person noun that is no line of work', () => {
    expect(extractFacts('Sam Hill, 29, groom-to-be from Leeds').occupation).toBeNull();
  });

  it('keeps a town the tables do not hold when the prompt places the character in it', () => {
    const prompt = 'Megan Rees, 38, pharmacist at a chemist in Bideford, careful and kind';
    expect(extractFacts(prompt).hometown).toBe('Bideford');
    const persona = generatePersonaOffline({ name: 'Megan Rees', prompt, fileTexts: [] }, TODAY);
    expect(persona.hometown).toBe('Bideford');
    expect(persona.background).toContain('Bideford');
  });

  it('never reads a word of the language after "in" as a town', () => {
    expect(extractFacts('Jo Bell, 30, analyst in Procurement, calm').hometown).toBeNull();
  });

  it('reads a word no dictionary holds as the job when it heads the description after the age', () => {
    expect(extractFacts('Maura Kelly, 44, registered dogsitter from Galway, cheerful and exact').occupation).toBe('Registered Dogsitter');
  });

  it('reads a role the prompt gives right after the age, and never a job from a phrase such as "fed up"', () => {
    const facts = extractFacts('Tariq Aziz, 20, second-year law student from Derby, polite but fed up');
    expect(facts.role).toBe('student');
    expect(generatePersonaOffline({ name: 'Tariq Aziz', prompt: 'Tariq Aziz, 20, second-year law student from Derby, polite but fed up', fileTexts: [] }, TODAY).occupation).toBe('Law Student');
  });

  it('keeps the subject a student is said to study, and reads no subject from a manner', () => {
    expect(extractFacts('Hana Sato, 22, computer science student from Sheffield, quiet').occupation).toBe('Computer Science Student');
    expect(extractFacts('a nursing student on placement, nervous').occupation).toBe('Nursing Student');
    const upset = extractFacts('an upset student who missed the exam');
    expect(upset.role).toBe('student');
    expect(upset.occupation).toBeNull();
    expect(generatePersonaOffline({ name: '', prompt: 'an upset student who missed the exam', fileTexts: [] }, TODAY).occupation).not.toMatch(/Upset/);
  });
});
