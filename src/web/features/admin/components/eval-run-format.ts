// How the Quality page words a run: its dates, the engine it ran on and the scenarios it covered.
import type { EvalRun } from '@shared/contracts/admin-quality.ts';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function engineText(run: Pick<EvalRun, 'engine' | 'model'>): string {
  return run.model ? `${run.engine} · ${run.model}` : run.engine;
}

export function scopeText(run: EvalRun, sampleCount: number): string {
  const scenarios = run.sampleNames.length === 0 ? `All ${sampleCount} samples` : run.sampleNames.length === 1 ? run.sampleNames[0]! : `${run.sampleNames.length} samples`;
  const extras = [...(run.withGeneration ? ['generation'] : []), ...(run.withCreated ? ['created scenarios'] : [])];
  return extras.length > 0 ? `${scenarios}, with ${extras.join(' and ')}` : scenarios;
}
