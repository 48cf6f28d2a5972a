import { describe, expect, it } from 'vitest';
import type { UpdatePersonaInput } from '@shared/contracts/personas.ts';
import { describeFields, findStaleFacts, pairChangedParts, replaceStaleFact } from './stale-facts.ts';

function rosa(): UpdatePersonaInput {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Rosa Almeida',
    persona_name: 'Rosa Almeida',
    age: '44',
    gender: 'Female',
    occupation: 'Head Nurse',
    language: 'English',
    hometown: 'Cork, Ireland',
    birthdate: '1981-05-13',
    nationality: 'Irish',
    background: 'Rosa Almeida is a 44-year-old Head Nurse at a rural clinic in Cork, Ireland. Rosa hates long demos.',
    scenarioSnippet: 'Rosa has agreed to talk it through. She opens with: "Keep it short, please."',
    mbtiType: 'ISTJ',
    enneagramType: '6w5 (The Loyalist)',
    openness: '29',
    conscientiousness: '80',
    extraversion: '43',
    agreeableness: '35',
    neuroticism: '52',
    skillsAndAbilities: 'Patient assessment and care planning.',
    motivationsAndGoals: 'Give patients safe, good-quality care.',
    build: 'Petite',
    height: '160 cm',
    eyeColor: 'Blue',
    skinTone: 'Olive',
    hairColor: 'Auburn',
    hairStyle: 'Long waves worn loose',
    typicalAttire: 'Clinical scrubs.',
    distinguishingFeatures: 'A pen torch in her pocket.',
    industryRelevance: 'Healthcare: Rosa works at a rural clinic. As a Head Nurse, she spends most days caring for patients.',
    relevanceToScenario: 'Good practice for Sales conversations with a clinic in Cork.',
    challengesAndGrowthAreas: 'Loses interest as soon as an answer runs long.',
  };
}

describe('[PERSONAS] facts an edit leaves behind', () => {
  it('pairs the changed parts of a fact: city with city, country with country', () => {
    expect(pairChangedParts('hometown', 'Cork, Ireland', 'Mértola, Portugal')).toEqual([
      { old: 'Cork', replacement: 'Mértola' },
      { old: 'Ireland', replacement: 'Portugal' },
    ]);
    expect(pairChangedParts('persona_name', 'Rosa Almeida', 'Rosa Silva')).toEqual([{ old: 'Almeida', replacement: 'Silva' }]);
    // Words the new value keeps are not stale, and an unchanged field has nothing to report.
    expect(pairChangedParts('hometown', 'Cork', 'Cork, Ireland')).toEqual([]);
    expect(pairChangedParts('nationality', 'Irish', 'Irish')).toEqual([]);
    expect(pairChangedParts('hometown', 'Cork, Ireland', 'Mértola')).toEqual([
      { old: 'Cork, Ireland', replacement: 'Mértola' },
      { old: 'Cork', replacement: 'Mértola' },
    ]);
  });

  it('finds where the old hometown still appears, and replaces it there only', () => {
    const before = rosa();
    const after = { ...before, hometown: 'Mértola, Portugal', nationality: 'Portuguese' };
    const stale = findStaleFacts(before, after);
    const cork = stale.find((fact) => fact.old === 'Cork');
    expect(cork).toMatchObject({ field: 'hometown', replacement: 'Mértola' });
    expect(cork!.fields).toEqual(['background', 'relevanceToScenario']);
    expect(describeFields(cork!.fields)).toBe('Background and Relevance to scenario');
    // A nationality is not a language: "Portuguese" as the language stays when the nationality changes.
    const portuguese = { ...after, language: 'Portuguese', nationality: 'Portuguese' };
    expect(findStaleFacts(portuguese, { ...portuguese, nationality: 'Brazilian' })).toEqual([]);
    expect(stale.find((fact) => fact.old === 'Ireland')).toMatchObject({ replacement: 'Portugal', fields: ['background'] });

    const replaced = { ...after, ...replaceStaleFact(after, cork!) };
    expect(replaced.background).toContain('a rural clinic in Mértola, Ireland');
    expect(replaced.relevanceToScenario).toContain('a clinic in Mértola');
    expect(replaced.background).not.toMatch(/\bCork\b/);
    // Fields that never mentioned Cork are untouched, and nothing about Cork is left to report.
    expect(replaced.skillsAndAbilities).toBe(after.skillsAndAbilities);
    expect(findStaleFacts(before, replaced).some((fact) => fact.old === 'Cork')).toBe(false);
  });

  it('keeps a lower-case mention lower case and leaves words that merely contain the old one', () => {
    const before = { ...rosa(), background: 'As head nurse she runs the ward. The Head Nurse rota is hers. Headnurses elsewhere differ.' };
    const after = { ...before, occupation: 'Ward Sister' };
    const [fact] = findStaleFacts(before, after);
    expect(fact).toMatchObject({ old: 'Head Nurse', replacement: 'Ward Sister', fields: ['background', 'industryRelevance'] });
    expect(replaceStaleFact(after, fact!).background).toBe('As ward sister she runs the ward. The Ward Sister rota is hers. Headnurses elsewhere differ.');
  });

  it('names the fields as the form labels them', () => {
    expect(describeFields(['background', 'relevanceToScenario'])).toBe('Background and Relevance to scenario');
    expect(describeFields(['background', 'scenarioSnippet', 'relevanceToScenario'])).toBe('Background, Scenario snippet and Relevance to scenario');
  });
});
