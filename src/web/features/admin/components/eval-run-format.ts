// How the Quality page words a run: its dates, the engine it ran on and the scenarios it covered, in the interface's
// language.
import type { EvalRun } from '@shared/contracts/admin-quality.ts';
import { formatDateTime } from '@/i18n/format.ts';
import { i18n } from '@/i18n/i18n.ts';

export function formatDate(iso: string): string {
  return formatDateTime(iso);
}

export function engineText(run: Pick<EvalRun, 'engine' | 'model'>): string {
  return run.model ? `${run.engine} · ${run.model}` : run.engine;
}

export function scopeText(run: EvalRun, sampleCount: number): string {
  const scenarios =
    run.sampleNames.length === 0
      ? i18n.t('admin.quality.tables.allSamples', { count: sampleCount })
      : run.sampleNames.length === 1
        ? run.sampleNames[0]!
        : i18n.t('admin.quality.tables.samples', { count: run.sampleNames.length });
  if (run.withGeneration && run.withCreated) return i18n.t('admin.quality.tables.withBoth', { scenarios });
  if (run.withGeneration) return i18n.t('admin.quality.tables.withGeneration', { scenarios });
  if (run.withCreated) return i18n.t('admin.quality.tables.withCreated', { scenarios });
  return scenarios;
}
