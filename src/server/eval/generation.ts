// The evaluation's generation part: every persona, rubric and scenario prompt of the evaluation sets created through
// the real create routes and jobs, and the facts each kept.
import { PersonaJobResultSchema } from '../../shared/contracts/personas.ts';
import { RubricJobResultSchema, RubricListItemSchema } from '../../shared/contracts/rubrics.ts';
import { ScenarioJobResultSchema } from '../../shared/contracts/scenarios.ts';
import type { Db } from '../db/client.ts';
import { runJob, type EvalClient } from './eval-client.ts';
import { findStoredScenario } from './eval.repository.ts';
import { PERSONA_EVAL_CASES, RUBRIC_EVAL_CASES, checkPersonaCase, checkRubricCase, type FactCheck } from './generation-cases.ts';
import { SCENARIO_EVAL_CASES, checkScenarioCase } from './scenario-cases.ts';

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
  const facts = cases.reduce((sum, entry) => sum + entry.total, 0);
  return { cases, facts, kept: facts - cases.reduce((sum, entry) => sum + entry.missing.length, 0) };
}

function figures(name: string, check: FactCheck): CaseFigures {
  return { name, total: check.total, missing: check.missing, failedReason: null };
}

async function personaCase(client: EvalClient, entry: (typeof PERSONA_EVAL_CASES)[number]): Promise<CaseFigures> {
  const status = await runJob(client, '/persona/create', '/persona/job-status-create', { name: entry.name, persona_prompt: entry.prompt, file_ids: [] });
  if (status.jobStatus !== 'Completed') return failedCase(entry.name, status.failedReason ?? 'no reason given');
  return figures(entry.name, checkPersonaCase(entry, PersonaJobResultSchema.parse(status.result).data.persona_details));
}

async function rubricCase(client: EvalClient, entry: (typeof RUBRIC_EVAL_CASES)[number]): Promise<CaseFigures> {
  const status = await runJob(client, '/rubrics/create', '/rubrics/job-status-create', { name: entry.name, description: entry.description, file_ids: [] });
  if (status.jobStatus !== 'Completed') return failedCase(entry.name, status.failedReason ?? 'no reason given');
  const { id } = RubricJobResultSchema.parse(status.result).assessment;
  const read = await client.call('GET', `/rubrics/rubric/${id}`);
  if (read.statusCode !== 200) return failedCase(entry.name, `reading it answered ${read.statusCode}`);
  return figures(entry.name, checkRubricCase(entry, RubricListItemSchema.parse(read.json().data)));
}

async function scenarioCase(client: EvalClient, db: Db, entry: (typeof SCENARIO_EVAL_CASES)[number]): Promise<CaseFigures> {
  const status = await runJob(client, '/quick-roleplay/create', '/quick-roleplay/job-status-create', { ...entry.input, file_ids: [] });
  if (status.jobStatus !== 'Completed') return failedCase(entry.name, status.failedReason ?? 'no reason given');
  const scenario = ScenarioJobResultSchema.parse(status.result).data;
  const stored = await findStoredScenario(db, scenario.id);
  return figures(entry.name, checkScenarioCase(entry, { scenario, brief: stored?.brief ?? null }));
}

async function inSequence<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
}

/** Creates every case of the three sets, one after another, and counts the facts kept. */
export async function evaluateGeneration(client: EvalClient, db: Db): Promise<GenerationFigures> {
  return {
    personas: summarise(await inSequence(PERSONA_EVAL_CASES, (entry) => personaCase(client, entry))),
    rubrics: summarise(await inSequence(RUBRIC_EVAL_CASES, (entry) => rubricCase(client, entry))),
    scenarios: summarise(await inSequence(SCENARIO_EVAL_CASES, (entry) => scenarioCase(client, db, entry))),
  };
}
