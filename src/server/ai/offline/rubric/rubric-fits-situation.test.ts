// A generated rubric follows the situation its description states, not a word that several situations share: a bank
// turning down a loan is graded as a refusal (never on "Owning the delay" because it says "bad news"), a council
// refusing planning the same, a teacher who wants to raise her fee is not asked for "market data" as if it were a pay
// talk, and a removals van that turned up hours late is still graded as a delay. Descriptions written for this test,
// in fields no sample covers.
import { describe, expect, it } from 'vitest';
import { generateOfflineRubric } from './generate-rubric.ts';

const criteriaOf = (name: string, description: string) => generateOfflineRubric({ name, description, fileTexts: [] }).criteria.map((criterion) => criterion.criterion_name);

describe('[AI] a generated rubric fits the situation the description states', () => {
  it('grades a declined car loan as a refusal, with no criterion about a delay', () => {
    const rubric = generateOfflineRubric({ name: 'Giving bad news at the bank', description: 'A customer applied for a £12,000 car loan and the bank has declined it after a credit check showed two missed card payments.', fileTexts: [] });
    const names = rubric.criteria.map((criterion) => criterion.criterion_name);
    expect(names.join(' ')).not.toMatch(/delay|new plan/i);
    expect(names).toEqual(expect.arrayContaining(['Giving the decision clearly', 'Offering a way forward']));
    expect(rubric.description).toMatch(/refusal conversation/);
    // The situation's figures are quoted whole.
    expect(rubric.note).toMatch(/£12,000/);
    expect(rubric.note).not.toMatch(/"000/);
  });

  it('keeps the refusal\'s own criteria beside what the description says good looks like', () => {
    const names = criteriaOf('Declined loan', 'The bank has declined a car loan. The adviser must explain the decision and what could help a later application.');
    expect(names.join(' ')).not.toMatch(/delay/i);
    expect(names).toContain('Agreeing next steps');
  });

  it('grades a council turning down a planning application as a refusal', () => {
    const names = criteriaOf('Planning desk appointment', 'A homeowner comes to the council planning desk after her extension was turned down because it would overshadow next door. The officer explains the reasons and what a revised application would need.');
    expect(names).toEqual(expect.arrayContaining(['Explaining the reason', 'Offering a way forward']));
    expect(names.join(' ')).not.toMatch(/delay|debt|market data/i);
  });

  it('does not grade a teacher raising her fee as a pay conversation', () => {
    const names = criteriaOf('Piano lesson fees', 'The piano teacher wants to raise her fee from £28 to £34 a lesson from January. The parent wants to keep the lessons at a price the family can manage.');
    expect(names.join(' ')).not.toMatch(/market data|evidence of impact/i);
  });

  it('still grades a removals van that arrived hours late as a delay', () => {
    const names = criteriaOf('Removals running late', 'The removals van arrived four hours late on moving day, and the buyers of the house were waiting outside. The customer wants to know why and what we will do about the extra costs.');
    expect(names).toContain('Owning the delay');
  });

  it('names a general rubric\'s subject criterion grammatically when the name is an act ("Refusing a …")', () => {
    const names = criteriaOf('Turning away a walk-in patient', 'A walk-in patient arrives at the vet surgery reception after the last appointment slot.');
    expect(names.join(' ')).not.toMatch(/\bthe turning\b|\bHandling the turning\b/i);
  });
});
