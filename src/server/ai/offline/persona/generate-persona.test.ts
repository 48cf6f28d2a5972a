import { describe, expect, it } from 'vitest';
import { PersonaDetailsSchema, type PersonaDetails } from '../../../../shared/contracts/personas.ts';
import { extractFacts } from './extract-facts.ts';
import { generatePersonaOffline } from './generate-persona.ts';
import { isPersonLikeName } from './identity.ts';

const TODAY = new Date('2026-03-15T12:00:00Z');
const SARAH = 'Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors';

function generate(name: string, prompt: string, fileTexts: { filename: string; text: string }[] = [], today = TODAY): PersonaDetails {
  return PersonaDetailsSchema.parse(generatePersonaOffline({ name, prompt, fileTexts }, today));
}

function allText(details: PersonaDetails): string {
  return JSON.stringify(details);
}

function score(details: PersonaDetails, trait: keyof PersonaDetails['personalityTraits']['bigFive']): number {
  return Number(details.personalityTraits.bigFive[trait]);
}

function expectComplete(details: PersonaDetails) {
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') {
      expect(value.trim(), path).not.toBe('');
      expect(value, path).not.toMatch(/\{(?:subject|object|possessive|name|peers)\}|undefined|null|NaN/);
      return;
    }
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) walk(child, `${path}.${key}`);
  };
  walk(details, 'persona');
  for (const trait of ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'] as const) {
    expect(score(details, trait)).toBeGreaterThanOrEqual(1);
    expect(score(details, trait)).toBeLessThanOrEqual(100);
  }
  expect(details.personalityTraits.mbtiType).toMatch(/^[EI][NS][FT][JP]$/);
  expect(details.personalityTraits.enneagramType).toMatch(/^[1-9]w[1-9] \(The [A-Z][a-z]+\)$/);
  expect(details.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const [year, month, day] = details.birthdate.split('-').map(Number) as [number, number, number];
  const hadBirthday = TODAY.getUTCMonth() + 1 > month || (TODAY.getUTCMonth() + 1 === month && TODAY.getUTCDate() >= day);
  expect(TODAY.getUTCFullYear() - year - (hadBirthday ? 0 : 1)).toBe(Number(details.age));
}

describe('[PERSONAS] offline persona engine', () => {
  it('keeps every fact of the Sarah prompt and derives consistent traits from her scepticism', () => {
    const sarah = generate('Sarah', SARAH);
    expectComplete(sarah);
    expect(sarah.name).toBe('Sarah');
    expect(sarah.age).toBe('42');
    expect(sarah.birthdate.startsWith('1983') || sarah.birthdate.startsWith('1984')).toBe(true);
    expect(sarah.gender).toBe('Female');
    expect(sarah.occupation).toBe('Procurement Manager');
    expect(sarah.background).toContain('42-year-old Procurement Manager at a hospital');
    expect(sarah.background).toContain('Sarah is sceptical of new vendors.');
    expect(sarah.industryRelevance).toMatch(/^Healthcare:/);
    expect(sarah.challengesAndGrowthAreas).toMatch(/Slow to trust/);
    expect(sarah.motivationsAndGoals).toMatch(/Avoid costly mistakes/);
    expect(sarah.relevanceToScenario).toMatch(/^Good practice for Sales conversations/);
    expect(sarah.skillsAndAbilities).toMatch(/Vendor evaluation/);
    expect(sarah.physicalDescription.typicalAttire).toMatch(/blazer/);
    expect(score(sarah, 'agreeableness')).toBeLessThan(45);
    expect(score(sarah, 'openness')).toBeLessThan(45);
    expect(score(sarah, 'conscientiousness')).toBeGreaterThan(60);
    expect(sarah.personalityTraits.mbtiType).toBe('ISTJ');
    expect(sarah.personalityTraits.enneagramType).toMatch(/^6w[57] \(The Loyalist\)$/);
    // Her pronouns follow her gender throughout.
    expect(sarah.background).toMatch(/\bShe has\b/);
    expect(allText(sarah)).not.toMatch(/\bhis\b|\bhim\b/);
  });

  it('is deterministic: the same input gives the same persona, another input another one', () => {
    const first = generate('Sarah', SARAH);
    const second = generate('Sarah', SARAH);
    expect(second).toEqual(first);
    const other = generate('Sarah', `${SARAH}.`.replace('42', '43'));
    expect(other).not.toEqual(first);
    expect(other.age).toBe('43');
  });

  it('lets a person-like form name win, but not a label such as "Sceptical Buyer"', () => {
    expect(generate('Sarah Whitfield', 'A 35-year-old nurse.').name).toBe('Sarah Whitfield');
    expect(generate('Sarah', 'Sarah Lopez is a buyer at Acme Health.').name).toBe('Sarah Lopez');
    expect(isPersonLikeName('Sceptical Buyer')).toBe(false);
    expect(isPersonLikeName('Upset customer')).toBe(false);
    expect(isPersonLikeName('Test Persona')).toBe(false);
    expect(isPersonLikeName('Dr. Amelia Lee')).toBe(true);
    const labelled = generate('Sceptical Buyer', SARAH);
    expect(labelled.name).toBe('Sarah');
    const generated = generate('Sceptical Buyer', 'A sceptical buyer at a bank. He hates long demos.');
    expect(generated.name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}/u);
    expect(generated.gender).toBe('Male');
  });

  it('reads ages, occupations, organisations, places and languages in their common forms', () => {
    expect(extractFacts('Tom, aged 58, works as a shift supervisor for Northwind Logistics.')).toMatchObject({
      personName: 'Tom',
      age: 58,
      occupation: 'Shift Supervisor',
      organization: 'Northwind Logistics',
    });
    expect(extractFacts('A nurse who is 29 years old and lives in Jakarta. She speaks Indonesian and English.')).toMatchObject({
      age: 29,
      occupation: 'Nurse',
      hometown: 'Jakarta',
      language: 'Indonesian and English',
      gender: 'Female',
    });
    expect(extractFacts('Meet Dr. Amelia Lee, a senior data scientist in her early forties from Toronto.')).toMatchObject({
      personName: 'Dr. Amelia Lee',
      age: 42,
      occupation: 'Senior Data Scientist',
      hometown: 'Toronto',
      seniority: 'senior',
    });
    expect(extractFacts('Marco is a German head of operations with 20 years of experience.')).toMatchObject({
      personName: 'Marco',
      occupation: 'Head of Operations',
      yearsOfExperience: 20,
    });
    expect(extractFacts('Marco is a German head of operations.').country?.nationality).toBe('German');
    // Someone the character deals with is not the character's job.
    const customer = extractFacts('An upset customer whose order arrived broken and who wants to speak to a manager.');
    expect(customer.occupation).toBeNull();
    expect(customer.role).toBe('customer');
    expect(customer.statements).toEqual(["{name}'s order arrived broken.", '{name} wants to speak to a manager.']);
    expect(extractFacts('She is not sceptical at all, just impatient.').attitudes.map((attitude) => attitude.key)).toEqual(['impatient']);
  });

  it('never takes a nationality or a language from a surname', () => {
    // Every one of these surnames is in exactly one country's name table; only the words of the description may
    // give a person a country or a language.
    for (const name of ['Kwame Boateng', 'Rosa Almeida', 'Piotr Nowak', 'Aino Virtanen']) {
      const details = generate(name, `${name}, a parent whose child's school trip was cancelled, calm but firm`);
      const country = ['British', 'American', 'Canadian', 'Australian', 'Irish', 'New Zealander'];
      expect(country, name).toContain(details.nationality);
      expect(details.language, name).toBe('English');
    }
    // A stated country still gives both.
    const stated = generate('Kwame Boateng', 'Kwame Boateng, a Ghanaian parent in Accra whose school trip was cancelled');
    expect(stated.nationality).toBe('Ghanaian');
    expect(stated.language).toMatch(/Twi/);
  });

  it('reflects each attitude in the traits and the prose', () => {
    const enthusiastic = generate('Priya', 'Priya is an enthusiastic marketing manager at a creative agency.');
    expect(score(enthusiastic, 'extraversion')).toBeGreaterThan(60);
    expect(score(enthusiastic, 'openness')).toBeGreaterThan(55);
    expect(enthusiastic.personalityTraits.mbtiType).toMatch(/^EN/);
    expect(enthusiastic.personalityTraits.enneagramType).toMatch(/^7w/);
    const anxious = generate('Ben', 'Ben is an anxious junior accountant.');
    expect(score(anxious, 'neuroticism')).toBeGreaterThan(65);
    expect(Number(anxious.age)).toBeLessThanOrEqual(28);
    expect(anxious.gender).toBe('Male');
    expect(anxious.challengesAndGrowthAreas).toMatch(/reassurance/);
    const upset = generate('Upset customer', 'An upset customer whose online order arrived broken twice.');
    expect(upset.relevanceToScenario).toMatch(/^Good practice for Customer Service conversations/);
    expect(upset.background).toMatch(/frustrated customer/);
    expect(score(upset, 'agreeableness')).toBeLessThan(50);
  });

  it('never gives a job the prompt points to no industry for an industry or an employer drawn at random', () => {
    const INDUSTRY_LABELS = /\b(?:healthcare|technology|financial services|agriculture|manufacturing|education|retail|logistics|hospitality|media|public sector)\b/i;
    const INVENTED_EMPLOYERS = /\b(?:a regional hospital|a mid-sized bank|a family farm|a fast-growing software company|a national retail chain|a large secondary school|an industrial manufacturer)\b/i;
    for (const prompt of ['Orla Quinn, 61, runs a jazz club on the quayside, unhurried, loves vinyl', 'A sailing instructor on a Scottish loch, patient, 47', 'Bram, a piano tuner who travels between villages, chatty']) {
      for (const variation of [0, 1, 2]) {
        const details = PersonaDetailsSchema.parse(generatePersonaOffline({ name: '', prompt, fileTexts: [], variation }, TODAY));
        expectComplete(details);
        expect(`${details.background} ${details.industryRelevance}`, prompt).not.toMatch(INDUSTRY_LABELS);
        expect(details.background, prompt).not.toMatch(INVENTED_EMPLOYERS);
      }
    }
    // "patient" says how the instructor is, not that they work with patients.
    expect(generate('', 'A sailing instructor on a Scottish loch, patient, 47').background).not.toMatch(/hospital|clinic|healthcare/i);
    // Where the prompt does name the field, it is kept.
    expect(generate('', 'Tamsin, a ward nurse at a city hospital, tired').industryRelevance).toMatch(/^Healthcare:/);
  });

  it('still gives a complete, valid persona for a prompt without facts', () => {
    for (const prompt of ['someone', 'x', '???', 'A person.']) {
      const details = generate('Test persona', prompt);
      expectComplete(details);
      expect(['Female', 'Male']).toContain(details.gender);
    }
  });

  it('grounds the background, industry relevance and relevance to scenario in the files’ facts, never their names or titles', () => {
    const fileText = [
      'Quarterly procurement review',
      '',
      'Supplier scorecards show three late deliveries of infusion pumps this quarter.',
      'Supplier scorecards are reviewed monthly by the category team.',
      'The contract renewal for infusion pumps is due in March.',
    ].join('\n');
    const details = generate('Sarah', SARAH, [{ filename: 'q3-review.txt', text: fileText }]);
    expectComplete(details);
    expect(details.background).toMatch(/three late deliveries of infusion pumps|due in March/);
    expect(details.industryRelevance).toMatch(/Supplier scorecards/i);
    expect(details.relevanceToScenario).toMatch(/infusion pumps/i);
    expect(allText(details)).not.toMatch(/q3-review|Quarterly procurement review/);
    // The facts of the prompt still stand.
    expect(details.age).toBe('42');
    expect(details.occupation).toBe('Procurement Manager');
  });

  it('uses the name for a non-binary character so every sentence stays grammatical', () => {
    const details = generate('Alex', 'Alex is a non-binary project manager who is demanding.');
    expect(details.gender).toBe('Non-binary');
    expect(details.background).toContain('Alex sets a high bar');
    expect(allText(details)).not.toMatch(/\b(?:she|he)\b/i);
  });
});
