// The evaluation's generation part: every persona, rubric and scenario prompt of the evaluation sets created through
// the real create routes and jobs, and the facts each kept. The stated-facts sets (generation-stated-cases.ts, and
// generation-reworded-cases.ts in other words) are counted with the personas and rubrics: each of their personas and
// rubrics is created and then regenerated through the routes.
import { PersonaJobResultSchema } from '../../shared/contracts/personas.ts';
import { RubricJobResultSchema, RubricListItemSchema, type RubricListItem } from '../../shared/contracts/rubrics.ts';
import { GeneratedScenarioDescriptionSchema, ScenarioJobResultSchema } from '../../shared/contracts/scenarios.ts';
import type { Db } from '../db/client.ts';
import { runJob, type EvalClient } from './eval-client.ts';
import { findStoredScenario } from './eval.repository.ts';
import { PERSONA_EVAL_CASES, RUBRIC_EVAL_CASES } from './generation-cases.ts';
import { checkLevelDescriptors, checkPersonaCase, checkRegeneration, checkRubricCase, checkRubricRegeneration, checkStatedPersona, type CaseCheck } from './generation-checks.ts';
import { REWORDED_PERSONA_CASES, REWORDED_RUBRIC_CASES } from './generation-reworded-cases.ts';
import { STATED_PERSONA_CASES, STATED_RUBRIC_CASES, type StatedPersonaCase, type StatedRubricCase } from './generation-stated-cases.ts';
import type { ScenarioCase } from '../ai/offline/faithfulness-case.ts';
import { SCENARIO_EVAL_CASES, checkScenarioCase } from './scenario-cases.ts';
import { sum } from './tally.ts';

export interface CaseFigures {
  name: string;
  total: number;
  missing: string[];
  /** Why the job failed, when it did (then every fact counts as missed). */
  failedReason: string | null;
}

export interface SetFigures {
  cases: CaseFigures[];
  facts: number;
  kept: number;
}

export interface GenerationFigures {
  personas: SetFigures;
  rubrics: SetFigures;
  scenarios: SetFigures;
}

function failedCase(name: string, reason: string): CaseFigures {
  return { name, total: 1, missing: [`the job failed: ${reason}`], failedReason: reason };
}

function summarise(cases: CaseFigures[]): SetFigures {
  const facts = sum(cases, (entry) => entry.total);
  return { cases, facts, kept: facts - sum(cases, (entry) => entry.missing.length) };
}

/** A case's facts are what it keeps plus what it must not contain (and a stated pass mark, a domain); each miss counts. */
function figures(name: string, total: number, check: CaseCheck): CaseFigures {
  const missing = [...check.missing, ...check.contradictions.map((word) => `contains "${word}"`)];
  return { name, total: Math.max(total, missing.length), missing, failedReason: null };
}

async function personaCase(client: EvalClient, entry: (typeof PERSONA_EVAL_CASES)[number]): Promise<CaseFigures> {
  const status = await runJob(client, '/persona/create', '/persona/job-status-create', { name: entry.name, persona_prompt: entry.prompt, file_ids: [] });
  if (status.jobStatus !== 'Completed') return failedCase(entry.name, status.failedReason ?? 'no reason given');
  return figures(entry.name, entry.keep.length + entry.never.length, checkPersonaCase(entry, PersonaJobResultSchema.parse(status.result).data.persona_details));
}

async function rubricCase(client: EvalClient, entry: (typeof RUBRIC_EVAL_CASES)[number]): Promise<CaseFigures> {
  const status = await runJob(client, '/rubrics/create', '/rubrics/job-status-create', { name: entry.name, description: entry.description, file_ids: [] });
  if (status.jobStatus !== 'Completed') return failedCase(entry.name, status.failedReason ?? 'no reason given');
  const { id } = RubricJobResultSchema.parse(status.result).assessment;
  const read = await client.call('GET', `/rubrics/rubric/${id}`);
  if (read.statusCode !== 200) return failedCase(entry.name, `reading it answered ${read.statusCode}`);
  const rubric = RubricListItemSchema.parse(read.json().data);
  const total = entry.keep.length + entry.never.length + (entry.passMark === undefined ? 0 : 1) + (entry.domainWords.length > 0 ? 1 : 0);
  return figures(entry.name, total, checkRubricCase(entry, { content: rubric.content, passMark: rubric.pass_mark }));
}

/** What a stated-facts persona is checked for: its facts, contradictions, age, birthdate and each trait's spread. */
function statedPersonaTotal(entry: StatedPersonaCase): number {
  return entry.keep.length + entry.never.length + 2 + entry.traits.length;
}

/** A stated-facts persona created, then regenerated, through the routes: two cases, the second also checked for change. */
async function statedPersonaCases(client: EvalClient, entry: StatedPersonaCase): Promise<CaseFigures[]> {
  const name = `Stated facts · ${entry.name}`;
  const created = await runJob(client, '/persona/create', '/persona/job-status-create', { name: entry.name, persona_prompt: entry.prompt, file_ids: [] });
  if (created.jobStatus !== 'Completed') return [failedCase(`${name} (create)`, created.failedReason ?? 'no reason given')];
  const first = PersonaJobResultSchema.parse(created.result).data;
  const createFigures = figures(`${name} (create)`, statedPersonaTotal(entry), checkStatedPersona(entry, first.persona_details, new Date()));
  const again = await runJob(client, `/persona/${first.id}/regenerate`, '/persona/job-status-regenerate', {});
  if (again.jobStatus !== 'Completed') return [createFigures, failedCase(`${name} (regenerate)`, again.failedReason ?? 'no reason given')];
  const regenerated = PersonaJobResultSchema.parse(again.result).data.persona_details;
  const check = checkStatedPersona(entry, regenerated, new Date());
  const unchanged = checkRegeneration(first.persona_details, regenerated).map((what) => `a regeneration with ${what}`);
  // Three more facts: a different background, manner and motivations.
  return [createFigures, figures(`${name} (regenerate)`, statedPersonaTotal(entry) + 3, { missing: [...check.missing, ...unchanged], contradictions: check.contradictions })];
}

/** A stated-facts rubric's figures: its facts, pass mark, kind, and levels written for each criterion. */
function statedRubricFigures(name: string, entry: StatedRubricCase, rubric: RubricListItem, more: string[] = [], moreTotal = 0): CaseFigures {
  const check = checkRubricCase(entry, { content: rubric.content, passMark: rubric.pass_mark });
  const total = entry.keep.length + entry.never.length + 1 + (entry.domainWords.length > 0 ? 1 : 0) + rubric.content.criteria.length + moreTotal;
  return figures(name, total, { missing: [...check.missing, ...checkLevelDescriptors(rubric.content, entry.description), ...more], contradictions: check.contradictions });
}

async function readRubric(client: EvalClient, id: string): Promise<RubricListItem | string> {
  const read = await client.call('GET', `/rubrics/rubric/${id}`);
  return read.statusCode === 200 ? RubricListItemSchema.parse(read.json().data) : `reading it answered ${read.statusCode}`;
}

/** A stated-facts rubric created, then regenerated, through the routes: two cases, the second also checked for change. */
async function statedRubricCases(client: EvalClient, entry: StatedRubricCase): Promise<CaseFigures[]> {
  const name = `Stated facts · ${entry.name}`;
  const status = await runJob(client, '/rubrics/create', '/rubrics/job-status-create', { name: entry.name, description: entry.description, file_ids: [] });
  if (status.jobStatus !== 'Completed') return [failedCase(`${name} (create)`, status.failedReason ?? 'no reason given')];
  const { id } = RubricJobResultSchema.parse(status.result).assessment;
  const first = await readRubric(client, id);
  if (typeof first === 'string') return [failedCase(`${name} (create)`, first)];
  const createFigures = statedRubricFigures(`${name} (create)`, entry, first);
  const again = await runJob(client, `/rubrics/${id}/regenerate`, '/rubrics/job-status-regenerate', {});
  if (again.jobStatus !== 'Completed') return [createFigures, failedCase(`${name} (regenerate)`, again.failedReason ?? 'no reason given')];
  const regenerated = await readRubric(client, id);
  if (typeof regenerated === 'string') return [createFigures, failedCase(`${name} (regenerate)`, regenerated)];
  // Two more facts: the same criteria and weights, and every criterion's levels in other words.
  const unchanged = checkRubricRegeneration(first.content, regenerated.content).map((what) => `a regeneration without ${what}`);
  return [createFigures, statedRubricFigures(`${name} (regenerate)`, entry, regenerated, unchanged, 2)];
}

/** A scenario case's expectations and forbidden patterns, each one fact; a goal leak counts against the case too. */
function scenarioCaseTotal(entry: ScenarioCase): number {
  const count = (record: Partial<Record<string, readonly unknown[]>> | undefined) =>
    sum(Object.values(record ?? {}), (list) => list?.length ?? 0);
  return count(entry.expect) + count(entry.absent) + (entry.goal ? 1 : 0);
}

async function scenarioCase(client: EvalClient, db: Db, entry: ScenarioCase): Promise<CaseFigures> {
  const { input } = entry;
  const body = { scenario_title: input.title, ai_role: input.aiRole ?? '', my_role: input.myRole ?? '', scenario_description: input.description, file_ids: [] };
  const status = await runJob(client, '/quick-roleplay/create', '/quick-roleplay/job-status-create', body);
  if (status.jobStatus !== 'Completed') return failedCase(entry.name, status.failedReason ?? 'no reason given');
  const scenario = ScenarioJobResultSchema.parse(status.result).data;
  const stored = await findStoredScenario(db, scenario.id);
  if (!stored?.brief) return failedCase(entry.name, 'the scenario was stored without a brief');
  const description = GeneratedScenarioDescriptionSchema.parse(JSON.parse(scenario.description));
  const check = checkScenarioCase(entry, { description, categories: scenario.category, brief: stored.brief });
  const missing = [...check.missing, ...check.contradictions, ...check.goalLeaks.map((field) => `the goal reached the character's ${field}`)];
  return { name: entry.name, total: scenarioCaseTotal(entry), missing, failedReason: null };
}

async function inSequence<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
}

/** Creates every case of the three sets, one after another, and counts the facts kept. */
export async function evaluateGeneration(client: EvalClient, db: Db): Promise<GenerationFigures> {
  return {
    personas: summarise([
      ...(await inSequence(PERSONA_EVAL_CASES, (entry) => personaCase(client, entry))),
      ...(await inSequence([...STATED_PERSONA_CASES, ...REWORDED_PERSONA_CASES], (entry) => statedPersonaCases(client, entry))).flat(),
    ]),
    rubrics: summarise([
      ...(await inSequence(RUBRIC_EVAL_CASES, (entry) => rubricCase(client, entry))),
      ...(await inSequence([...STATED_RUBRIC_CASES, ...REWORDED_RUBRIC_CASES], (entry) => statedRubricCases(client, entry))).flat(),
    ]),
    // Quick requests only: an advanced one needs its persona and rubric created first.
    scenarios: summarise(await inSequence(SCENARIO_EVAL_CASES.filter((entry) => entry.input.mode === 'Quick'), (entry) => scenarioCase(client, db, entry))),
  };
}
