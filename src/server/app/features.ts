// Every feature of the app, in the order app.ts registers them, with the jobs and CPU-task modules they bring.
// Edit this file to add a feature.
import { adminFeature } from '../features/admin/admin.feature.ts';
import { assignmentsFeature } from '../features/assignments/assignments.feature.ts';
import { creditsFeature } from '../features/credits/credits.feature.ts';
import { plansFeature } from '../features/plans/plans.feature.ts';
import { ledgerFeature } from '../features/ledger/ledger.feature.ts';
import { filesFeature } from '../features/files/files.feature.ts';
import { organizationsFeature } from '../features/organizations/organizations.feature.ts';
import { localModelsFeature } from '../features/local-models/local-models.feature.ts';
import { glossariesFeature } from '../features/glossaries/glossaries.feature.ts';
import { healthFeature } from '../features/health/health.feature.ts';
import { personasFeature } from '../features/personas/personas.feature.ts';
import { qualityFeature } from '../features/quality/quality.feature.ts';
import { reportsFeature } from '../features/reports/reports.feature.ts';
import { rubricsFeature } from '../features/rubrics/rubrics.feature.ts';
import { scenariosFeature } from '../features/scenarios/scenarios.feature.ts';
import { sessionsFeature } from '../features/sessions/sessions.feature.ts';
import { speechFeature } from '../features/speech/speech.feature.ts';
import { twinFeature } from '../features/twin/twin.feature.ts';
import { usersFeature } from '../features/users/users.feature.ts';
import type { Feature } from '../features/feature-deps.ts';

/**
 * Every feature, in the order its routes are registered: the one list of what the app is made of. Seeds run in the
 * same order, once per start and before any route serves (the sample scenarios refer to the sample personas, rubrics
 * and glossaries); the job queue runs the features' jobs, and the worker threads load their CPU-task modules.
 */
export const FEATURES: readonly Feature[] = [
  healthFeature,
  usersFeature,
  adminFeature,
  localModelsFeature,
  qualityFeature,
  filesFeature,
  glossariesFeature,
  personasFeature,
  rubricsFeature,
  scenariosFeature,
  creditsFeature,
  plansFeature,
  ledgerFeature,
  sessionsFeature,
  reportsFeature,
  speechFeature,
  twinFeature,
  organizationsFeature,
  assignmentsFeature,
];

/** Every job of every feature, for the queue. */
export const ALL_JOBS = FEATURES.flatMap((feature) => feature.jobs ?? []);

/** The features' CPU-task modules, which the worker threads load beside the AI engines'. */
export const FEATURE_CPU_TASKS = FEATURES.flatMap((feature) => feature.cpuTasks ?? []);
