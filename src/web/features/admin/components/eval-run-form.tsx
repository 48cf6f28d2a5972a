// Start an evaluation (every sample scenario or a chosen few, with or without the generation prompts and the
// created-scenario set), and follow or cancel the one that is running.
import { useId, useState, type FormEvent } from 'react';
import type { EvalRun, EvalRunsAnswer } from '@shared/contracts/admin-quality.ts';
import { toast, toastFailure } from '@/components/toast.ts';
import { useCancelEvalRun, useStartEvalRun } from '@/features/admin/api/admin-quality.ts';
import { engineText } from '@/features/admin/components/eval-run-format.ts';
import { formatDateTime } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function EvalRunForm({ data, running }: { data: EvalRunsAnswer; running: EvalRun | undefined }) {
  const { t } = useTranslation();
  const [isEverySample, setIsEverySample] = useState(true);
  // Nothing is ticked until the admin ticks it: the run plays exactly the scenarios chosen.
  const [chosen, setChosen] = useState<string[]>([]);
  const [withGeneration, setWithGeneration] = useState(false);
  const [withCreated, setWithCreated] = useState(false);
  const start = useStartEvalRun();
  const cancel = useCancelEvalRun();
  const ids = { every: useId(), some: useId(), generation: useId(), created: useId(), createdHint: useId() };
  const isChoiceEmpty = !isEverySample && chosen.length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { sampleIds: isEverySample ? [] : chosen, withGeneration, withCreated },
      {
        onSuccess: () => toast.success(t('admin.quality.form.started')),
        onError: (error) => toastFailure(t('admin.quality.form.startFailed'), error),
      },
    );
  };
  const toggle = (id: string, isChecked: boolean) => setChosen((current) => (isChecked ? [...current, id] : current.filter((entry) => entry !== id)));

  return (
    <form onSubmit={onSubmit} className="card mt-6 space-y-4 p-5" aria-label={t('admin.quality.form.label')}>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('admin.quality.form.engine')} <span className="font-medium text-slate-900 dark:text-white" data-testid="quality-engine">{engineText(data.engine)}</span>
        <span className="text-slate-600 dark:text-slate-300"> {t('admin.quality.form.engineNote')}</span>
      </p>
      <fieldset className="space-y-2" disabled={Boolean(running)}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">{t('admin.quality.form.scenarios')}</legend>
        <label htmlFor={ids.every} className="flex items-center gap-2 text-sm">
          <input id={ids.every} type="radio" name="scope" checked={isEverySample} onChange={() => setIsEverySample(true)} />
          {t('admin.quality.form.every', { count: data.samples.length })}
        </label>
        <label htmlFor={ids.some} className="flex items-center gap-2 text-sm">
          <input id={ids.some} type="radio" name="scope" checked={!isEverySample} onChange={() => setIsEverySample(false)} />
          {t('admin.quality.form.some')}
        </label>
        {isEverySample ? null : (
          <ul className="grid gap-1 pl-6 sm:grid-cols-2" aria-label={t('admin.quality.form.samples')}>
            {data.samples.map((sample) => (
              <li key={sample.id}>
                <label className="flex items-start gap-2 text-sm">
                  <input type="checkbox" className="mt-1" checked={chosen.includes(sample.id)} onChange={(event) => toggle(sample.id, event.target.checked)} />
                  {sample.name}
                </label>
              </li>
            ))}
          </ul>
        )}
        <label htmlFor={ids.generation} className="flex items-center gap-2 pt-2 text-sm">
          <input id={ids.generation} type="checkbox" checked={withGeneration} onChange={(event) => setWithGeneration(event.target.checked)} />
          {t('admin.quality.form.generation')}
        </label>
        <div>
          <label htmlFor={ids.created} className="flex items-center gap-2 text-sm">
            <input id={ids.created} type="checkbox" aria-describedby={ids.createdHint} checked={withCreated} onChange={(event) => setWithCreated(event.target.checked)} />
            {t('admin.quality.form.created', { cases: data.createdSet.cases, fields: data.createdSet.fields })}
          </label>
          <p id={ids.createdHint} className="pl-6 text-xs text-slate-600 dark:text-slate-300">
            {t('admin.quality.form.createdHint')}
          </p>
        </div>
      </fieldset>
      {running ? (
        <RunProgress run={running} isCancelling={cancel.isPending} onCancel={() => cancel.mutate(running.id, { onSuccess: () => toast.success(t('admin.quality.form.cancelled')), onError: (error) => toastFailure(t('admin.quality.form.cancelFailed'), error) })} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={start.isPending || isChoiceEmpty}>
            {start.isPending ? t('admin.quality.form.starting') : t('admin.quality.form.run')}
          </button>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {isChoiceEmpty ? t('admin.quality.form.chooseOne') : t('admin.quality.form.timeLimit', { count: data.timeLimitMinutes })}
          </p>
        </div>
      )}
    </form>
  );
}

function RunProgress({ run, isCancelling, onCancel }: { run: EvalRun; isCancelling: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const { done, total, step } = run.progress;
  return (
    <div className="space-y-2" data-testid="quality-progress">
      <p id={labelId} className="text-sm font-medium text-slate-900 dark:text-white" aria-live="polite">
        {t('admin.quality.form.progress', { step: step ? t('admin.quality.form.stepNamed', { step }) : t('admin.quality.form.running'), done, total })}
      </p>
      <progress aria-labelledby={labelId} className="h-2 w-full accent-brand-600" max={Math.max(total, 1)} value={done} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" disabled={isCancelling} onClick={onCancel}>
          {isCancelling ? t('admin.quality.form.cancelling') : t('admin.quality.form.cancel')}
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {run.startedBy
            ? t('admin.quality.form.startedAtBy', { date: formatDateTime(run.startedAt), name: run.startedBy })
            : t('admin.quality.form.startedAt', { date: formatDateTime(run.startedAt) })}
        </p>
      </div>
    </div>
  );
}
