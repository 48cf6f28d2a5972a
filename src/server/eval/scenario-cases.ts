// The evaluation's scenario prompts: quick scenarios as people describe them, each with the facts the written
// scenario must keep (in its description and its character brief), the contradictions it must not carry, and the
// learner's own goal, which belongs on the learner's side only. `npm run eval` creates each through the real route
// and job and counts what was kept.
import type { ScenarioBrief } from '../../shared/contracts/character-brief.ts';
import type { CreateQuickScenarioInput, Scenario } from '../../shared/contracts/scenarios.ts';
import type { Expectation } from '../ai/offline/faithfulness-cases.ts';
import type { FactCheck } from './generation-cases.ts';

/** `description`: the scenario's description JSON; `character` and `learner`: the brief's two sides; `all`: everything. */
export type ScenarioField = 'description' | 'character' | 'learner' | 'all';

export interface ScenarioEvalCase {
  name: string;
  input: Pick<CreateQuickScenarioInput, 'scenario_title' | 'ai_role' | 'my_role' | 'scenario_description'>;
  expect: Partial<Record<ScenarioField, Expectation[]>>;
  absent?: Partial<Record<ScenarioField, RegExp[]>>;
}

export interface ScenarioEvalOutput {
  scenario: Scenario;
  /** The stored brief; null when the scenario was written without one. */
  brief: ScenarioBrief | null;
}

export const SCENARIO_EVAL_CASES: ScenarioEvalCase[] = [
  {
    name: 'Clinic staffing',
    input: {
      scenario_title: 'Staffing at the clinic',
      ai_role: 'Nurse manager',
      my_role: 'Regional health officer',
      scenario_description:
        'Inês Carvalho, 58, runs a rural clinic in Mértola, Portugal. She is polite but evasive about why two nurses left in March. My goal: find out what happened and agree a staffing plan.',
    },
    expect: { character: ['Inês', /Mértola/, /polite but evasive/i], learner: [/staffing plan/i] },
    absent: { character: [/My goal/i], all: [/\bCork\b|\bIrish\b/] },
  },
  {
    name: 'Boat loan',
    input: {
      scenario_title: 'A loan for the boat',
      ai_role: 'Customer',
      my_role: 'Bank manager',
      scenario_description: 'Tom Walsh, a 67-year-old fisherman from Galway, wants a €20,000 loan to repair his boat after a storm. He is proud and hates paperwork.',
    },
    expect: { character: ['Tom Walsh', '67', 'Galway', /20,000/], description: ['Tom Walsh'] },
  },
];

function matches(text: string, expectation: Expectation): boolean {
  return typeof expectation === 'string' ? text.includes(expectation) : expectation.test(text);
}

function fieldText(output: ScenarioEvalOutput, field: ScenarioField): string {
  if (field === 'description') return output.scenario.description;
  if (field === 'character') return JSON.stringify(output.brief?.character ?? null);
  if (field === 'learner') return JSON.stringify(output.brief?.learner ?? null);
  return `${output.scenario.description}\n${JSON.stringify(output.brief)}`;
}

/** What the written scenario kept of its case's facts. */
export function checkScenarioCase(entry: ScenarioEvalCase, output: ScenarioEvalOutput): FactCheck {
  const missing: string[] = [];
  const expected = Object.entries(entry.expect) as [ScenarioField, Expectation[]][];
  const absent = Object.entries(entry.absent ?? {}) as [ScenarioField, RegExp[]][];
  for (const [field, expectations] of expected) {
    for (const expectation of expectations) if (!matches(fieldText(output, field), expectation)) missing.push(`${field} lacks ${String(expectation)}`);
  }
  for (const [field, patterns] of absent) {
    for (const pattern of patterns) if (pattern.test(fieldText(output, field))) missing.push(`${field} contradicts with ${String(pattern)}`);
  }
  const total = expected.reduce((sum, [, list]) => sum + list.length, 0) + absent.reduce((sum, [, list]) => sum + list.length, 0);
  return { total, missing };
}
