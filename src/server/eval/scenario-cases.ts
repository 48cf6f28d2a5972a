// Scenario generation as the evaluation measures it: a set of requests (apart from the regression cases in
// ai/offline/faithfulness.test-helpers.ts) and the check of one generated scenario against its case: stated facts missing,
// contradictions present, and the learner's own goal leaked into the character.
import type { ScenarioBrief } from '../../shared/contracts/character-brief.ts';
import type { GeneratedScenarioDescription } from '../../shared/contracts/scenarios.ts';
import { normalised } from '../ai/offline/character/state.ts';
import { quickScenario, type Expectation, type ScenarioCase, type ScenarioField } from '../ai/offline/faithfulness-case.ts';

/** A generated scenario as the generate-scenario task answers it. */
export interface ScenarioOutput {
  description: GeneratedScenarioDescription;
  categories: string[];
  brief: ScenarioBrief;
}

export interface ScenarioCheck {
  /** "facts: EUR 48,300": an expectation the output does not meet. */
  missing: string[];
  /** "all: /Cork/": a pattern the output should not match but does. */
  contradictions: string[];
  /** Character fields that carry the learner's own goal. */
  goalLeaks: string[];
}

// Never right in any scenario: the learner named as such, or the overview's old broken grammar.
const ALWAYS_ABSENT: Partial<Record<ScenarioField, RegExp[]>> = {
  character: [/\bthe learner\b/i, /\bmeets the learner\b/i],
  prose: [/You in a conversation with/, /\bmeets the learner\b/i],
};

function fieldText(output: ScenarioOutput, field: ScenarioField): string {
  const { character, learner } = output.brief;
  switch (field) {
    case 'identity':
      return JSON.stringify(character.identity);
    case 'situation':
      return character.situation;
    case 'facts':
      return JSON.stringify([...character.facts, ...character.hiddenFacts]);
    case 'objections':
      return JSON.stringify(character.objections);
    case 'openingLine':
      return character.openingLine;
    case 'character':
      return JSON.stringify(character);
    case 'learner':
      return JSON.stringify(learner);
    case 'goal':
      return learner.goal;
    case 'categories':
      return output.categories.join(', ');
    case 'prose':
      return JSON.stringify(output.description);
    case 'all':
      return JSON.stringify(output);
  }
}

function meets(text: string, expectation: Expectation): boolean {
  return typeof expectation === 'string' ? text.includes(expectation) : expectation.test(text);
}


/** Where the learner's goal shows in what only the character says or knows (the outcome may aim at it; nothing else may). */
function goalLeaks(output: ScenarioOutput, goal: string | undefined): string[] {
  const { character } = output.brief;
  const places: [string, string][] = [
    ['situation', character.situation],
    ['identity', JSON.stringify(character.identity)],
    ['facts', [...character.facts, ...character.hiddenFacts].map((fact) => fact.answer).join(' ')],
    ['objections', character.objections.map((objection) => objection.objection).join(' ')],
    ['openingLine', character.openingLine],
    ['charactersBackground', output.description.charactersBackground],
  ];
  const wanted = goal ? normalised(goal) : '';
  return places
    .filter(([, text]) => /\b(?:my|our) goal\b|\ba good outcome\b/i.test(text) || (wanted.length > 0 && normalised(text).includes(wanted)))
    .map(([name]) => name);
}

/** What a generated scenario gets wrong against its case; empty lists when it keeps everything. */
export function checkScenarioCase(entry: ScenarioCase, output: ScenarioOutput): ScenarioCheck {
  const missing: string[] = [];
  const contradictions: string[] = [];
  for (const [field, expectations] of Object.entries(entry.expect) as [ScenarioField, Expectation[]][]) {
    const text = fieldText(output, field);
    for (const expectation of expectations) if (!meets(text, expectation)) missing.push(`${field}: ${String(expectation)}`);
  }
  for (const absent of [entry.absent ?? {}, ALWAYS_ABSENT]) {
    for (const [field, patterns] of Object.entries(absent) as [ScenarioField, RegExp[]][]) {
      const text = fieldText(output, field);
      for (const pattern of patterns) if (pattern.test(text)) contradictions.push(`${field}: ${String(pattern)}`);
    }
  }
  return { missing, contradictions, goalLeaks: goalLeaks(output, entry.goal) };
}

/** Requests for the evaluation command, one or more per category, apart from the regression cases. */
export const SCENARIO_EVAL_CASES: ScenarioCase[] = [
  {
    category: 'Customer Service',
    name: 'A late delivery',
    input: quickScenario('A late sofa', 'Customer', 'Customer service agent', 'Irene Kowalski ordered a sofa for £1,450 that is now three weeks late. She is frustrated and wants a delivery date in writing. My goal: give her a firm delivery date and a goodwill gesture.'),
    goal: 'give her a firm delivery date and a goodwill gesture',
    expect: { identity: ['Irene Kowalski', 'frustrated'], facts: ['£1,450', 'three weeks'], categories: [/^Customer Service/] },
    absent: { all: [/\bhe\b|\bhis\b/i] },
  },
  {
    category: 'Sales',
    name: 'A renewal at risk',
    input: quickScenario('Saving the renewal', 'Operations director', 'Account manager', 'Jonas Berg, operations director at Fjord Marine in Bergen, is unhappy that support tickets took 5 days to close. The contract worth NOK 900,000 renews on 1 March, and he wants a service credit.'),
    expect: { identity: ['Jonas Berg', 'Fjord Marine', 'Bergen'], facts: ['5 days', 'NOK 900,000', '1 March'] },
    absent: { all: [/\bshe\b/i] },
  },
  {
    category: 'Leadership',
    name: 'A new manager’s first one-to-one',
    input: quickScenario('First one-to-one', 'Team member', 'New team lead', 'Amira Haddad, 29, has been on the team for four years and applied for the lead role I got. She is reserved. I want to build trust and agree how we work together.'),
    goal: 'build trust and agree how we work together',
    expect: { identity: ['Amira Haddad', '"age":"29"', 'reserved'], facts: ['four years'], categories: [/^Leadership$/] },
  },
  {
    category: 'HR',
    name: 'A grievance',
    input: quickScenario('A grievance about overtime', 'Warehouse worker', 'HR advisor', 'Paul Mensah, a warehouse worker in Rotterdam, says his overtime for October, 22 hours, was never paid. He is calm but firm.'),
    expect: { identity: ['Paul Mensah', 'Rotterdam', 'calm but firm'], facts: ['22 hours', 'October'], categories: [/^HR$/] },
  },
  {
    category: 'Project Management',
    name: 'A slipping vendor',
    input: quickScenario('A slipping vendor', 'Vendor project lead', 'Programme manager', 'Keiko Tanaka, project lead at Hoshi Systems, reports that the data migration will be 3 weeks late. She is nervous. A good outcome: a recovery plan with weekly checkpoints.'),
    goal: 'a recovery plan with weekly checkpoints',
    expect: { identity: ['Keiko Tanaka', 'Hoshi Systems', 'nervous'], facts: ['3 weeks', 'data migration'] },
  },
  {
    category: 'Other',
    name: 'A parent at school',
    input: quickScenario('Falling grades', 'Parent', 'Teacher', "Mr Osei is upset that his daughter's maths grade fell from B to D this term. He insists on a meeting with the head of maths."),
    expect: { identity: ['Osei', 'upset'], facts: ['B to D'], objections: [/head of maths/] },
    absent: { openingLine: [/good to meet you|nice to see you/i] },
  },
];
