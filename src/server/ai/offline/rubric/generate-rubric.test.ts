import { describe, expect, it } from 'vitest';
import { RubricContentSchema } from '../../../../shared/contracts/rubrics.ts';
import { sumCriterionWeights } from '../../../../shared/contracts/rubric-rules.ts';
import type { GenerateRubricInput } from '../../contracts/generate-rubric.ts';
import { balanceWeights, generateOfflineRubric, RUBRIC_LEVELS } from './generate-rubric.ts';

const build = (name: string, description = '', fileTexts: GenerateRubricInput['fileTexts'] = []) => generateOfflineRubric({ name, description, fileTexts });
const criterionNames = (name: string, description = '') => build(name, description).criteria.map((criterion) => criterion.criterion_name);

const PRICING_POLICY = [
  'Acme pricing policy',
  '- Discount approval: any discount above 10% needs discount approval from the sales director.',
  '- The enterprise tier includes onboarding. Always confirm the budget owner before quoting the enterprise tier.',
  'Every discount approval is logged in the CRM.',
].join('\n');

describe('generateOfflineRubric', () => {
  it('gives a discovery call the criteria of a discovery call, weighted to 100', () => {
    const rubric = build('Discovery call', 'A first call with a prospect to uncover needs, pain and next steps.');
    expect(rubric.criteria.map((criterion) => criterion.criterion_name)).toEqual([
      'Rapport & agenda setting',
      'Open-ended questioning',
      'Active listening',
      'Uncovering pain & impact',
      'Next steps',
    ]);
    expect(sumCriterionWeights(rubric.criteria)).toBe(100);
    expect(rubric.rubric_title).toBe('Discovery call Rubric');
    expect(rubric.description).toContain('discovery call');
    expect(rubric.scoring_guide['Overall bands']).toContain('ready to run real discovery calls');
    expect(() => RubricContentSchema.parse(rubric)).not.toThrow();
  });

  it('writes criterion-specific descriptions for every level, and the level ranges', () => {
    const rubric = build('Discovery call');
    const levelNames = RUBRIC_LEVELS.map((level) => level.name);
    for (const criterion of rubric.criteria) expect(Object.keys(criterion.performance_levels)).toEqual(levelNames);
    const excellent = rubric.criteria.map((criterion) => criterion.performance_levels.Excellent);
    expect(new Set(excellent).size).toBe(excellent.length);
    expect(rubric.criteria[1]?.performance_levels['Needs Improvement']).toMatch(/closed questions/);
    expect(rubric.performance_levels_summary).toEqual({ Excellent: '90-100', Good: '75-89', Developing: '50-74', 'Needs Improvement': '0-49' });
    expect(Object.keys(rubric.scoring_guide)).toEqual(['How to score', 'Weighting', 'Overall bands']);
    expect(rubric.scoring_guide.Weighting).toContain('Open-ended questioning 25%');
    expect(rubric.note.length).toBeGreaterThan(40);
  });

  it.each([
    ['Customer Service', 'Understanding the complaint'],
    ['Leadership', 'Specific, behaviour-based feedback'],
    ['Sales', 'Open-ended questioning'],
    ['HR', 'Goals & development plan'],
    ['Project Management', 'Risks & issues'],
    ['Negotiating a contract renewal', 'Trading concessions'],
    ['Handling price objections', 'Clarifying the real concern'],
    ['Closing the deal', 'Asking for commitment'],
    ['Calming an angry customer', 'Calm & professional tone'],
    ['Weekly 1:1 with a direct report', 'Removing blockers'],
    ['Coaching a junior engineer', 'Powerful questions'],
    ['Asking for a raise', 'Evidence of impact'],
    ['Termination meeting', 'Clear message early'],
    ['Mid-year performance review', 'Balanced assessment'],
    ['Scope change request', 'Impact analysis'],
    ['Stakeholder alignment meeting', 'Managing expectations'],
    ['Weekly status update', 'Decisions & asks'],
  ])('knows what "%s" is about', (name, expected) => {
    expect(criterionNames(name)).toContain(expected);
  });

  it('reads the topic from the description when the name says little', () => {
    expect(criterionNames('Week 3 practice', 'The customer is furious and wants to escalate to a manager.')).toContain('Empathy & acknowledgement');
  });

  it('adds a criterion for a second topic the description names, still summing to 100', () => {
    const rubric = build('Discovery call', 'The prospect raises price objections and is worried about budget.');
    expect(rubric.criteria.map((criterion) => criterion.criterion_name)).toEqual(expect.arrayContaining(['Open-ended questioning', 'Evidence-based response']));
    expect(sumCriterionWeights(rubric.criteria)).toBe(100);
    expect(rubric.note).toContain('objection-handling conversation');
  });

  it('falls back to a general conversation rubric that uses the words of the name and description', () => {
    const rubric = build('Quarterly budget talk with finance', 'Explain the overspend on cloud hosting and agree cuts with the controller.');
    const names = rubric.criteria.map((criterion) => criterion.criterion_name);
    // The description's own instructions are the first criteria; the general rubric tops them up.
    expect(names.slice(0, 2)).toEqual(['Explaining the overspend on cloud hosting', 'Agreeing cuts with the controller']);
    expect(names).toContain('Handling the quarterly budget talk with finance');
    expect(build('Quarterly budget talk with finance', 'The overspend on cloud hosting.').criteria.map((criterion) => criterion.criterion_name)).toContain('Outcome & next steps');
    expect(build('Quarterly budget talk with finance', 'The overspend on cloud hosting.').criteria[0]?.performance_levels.Excellent).toMatch(/overspend|cloud|hosting/);
    expect(rubric.description).toContain('"Quarterly budget talk with finance"');
    expect(sumCriterionWeights(rubric.criteria)).toBe(100);
  });

  it('grounds a criterion in the attached file: its key terms and a quoted rule, never its name or title', () => {
    const rubric = build('Discovery call', 'First call with an enterprise prospect.', [{ filename: 'Acme pricing policy.txt', text: PRICING_POLICY }]);
    const source = rubric.criteria.find((criterion) => criterion.criterion_name === 'Applying the source material');
    expect(source).toBeDefined();
    expect(source?.performance_levels.Excellent).toContain('discount approval');
    expect(source?.performance_levels.Excellent).toContain('Always confirm the budget owner before quoting the enterprise tier');
    expect(JSON.stringify(rubric)).not.toMatch(/Acme pricing policy/);
    expect(rubric.note).toContain('Grounded in the attached source material');
    expect(sumCriterionWeights(rubric.criteria)).toBe(100);
    expect(build('Discovery call', 'First call with an enterprise prospect.')).not.toEqual(rubric);
  });

  it('ignores empty files and takes the terms of several files together', () => {
    const withEmpty = build('Coaching session', '', [{ filename: 'blank.pdf', text: '   ' }]);
    expect(withEmpty).toEqual(build('Coaching session'));
    const many = build('Coaching session', '', [
      { filename: 'grow-model.md', text: 'The GROW model: goal, reality, options, way forward. Coaches should ask before they tell. Goal setting comes first; goal setting is revisited.' },
      { filename: 'feedback.docx', text: 'Feedback culture guide. Psychological safety matters. Psychological safety is built in every conversation.' },
    ]);
    const source = many.criteria.find((criterion) => criterion.criterion_name === 'Applying the source material');
    expect(JSON.stringify(many)).not.toMatch(/grow-model|feedback\.docx/);
    expect(source?.performance_levels.Excellent).toMatch(/goal setting/);
    expect(source?.performance_levels.Excellent).toMatch(/psychological safety/);
  });

  it('is deterministic', () => {
    const input: GenerateRubricInput = { name: 'Discovery call', description: 'Prospect worried about price.', fileTexts: [{ filename: 'notes.txt', text: PRICING_POLICY }] };
    expect(generateOfflineRubric(input)).toEqual(generateOfflineRubric(structuredClone(input)));
    expect(JSON.stringify(build('Vendor onboarding'))).toBe(JSON.stringify(build('Vendor onboarding')));
  });

  it('always answers a valid rubric whose weights add up to 100, whatever the input', () => {
    const longText = 'negotiation price discount objection angry customer feedback coaching stakeholder scope '.repeat(400);
    const inputs: GenerateRubricInput[] = [
      ...['Discovery call', 'Sales', 'x', '!!!', '   ', 'Rubric', 'Assessment for Rubric: Discovery call', 'Ünïcödé gespräch', 'A'.repeat(120)].map((name) => ({ name, description: '', fileTexts: [] })),
      { name: 'Everything at once', description: longText.slice(0, 4000), fileTexts: [] },
      { name: 'Ten files', description: 'Angry customer wants a refund', fileTexts: Array.from({ length: 10 }, (_, index) => ({ filename: `file-${index}.txt`, text: longText })) },
      { name: 'Closing with pushback', description: 'Closing call where the buyer pushes back on price and the stakeholder wants a scope change', fileTexts: [{ filename: 'a.txt', text: 'short' }] },
    ];
    for (const input of inputs) {
      const rubric = generateOfflineRubric(input);
      expect(sumCriterionWeights(rubric.criteria), input.name).toBe(100);
      expect(rubric.criteria.every((criterion) => Number.isInteger(criterion.weight) && criterion.weight >= 1)).toBe(true);
      expect(() => RubricContentSchema.parse(rubric)).not.toThrow();
    }
  });
});

describe('balanceWeights', () => {
  it('keeps weights that already add up to 100', () => {
    expect(balanceWeights([15, 25, 20, 25, 15])).toEqual([15, 25, 20, 25, 15]);
  });

  it('scales other totals to exactly 100 by largest remainder, never below 1', () => {
    expect(balanceWeights([1, 1, 1])).toEqual([34, 33, 33]);
    expect(balanceWeights([15, 25, 20, 25, 15, 15, 20]).reduce((sum, weight) => sum + weight, 0)).toBe(100);
    const tiny = balanceWeights([1000, 1, 1, 1]);
    expect(tiny.reduce((sum, weight) => sum + weight, 0)).toBe(100);
    expect(Math.min(...tiny)).toBe(1);
  });
});
