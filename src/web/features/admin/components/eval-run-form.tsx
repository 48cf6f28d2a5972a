// Start an evaluation (every sample scenario or a chosen few, with or without the generation prompts and the
// created-scenario set), and follow or cancel the one that is running.
import { useId, useState, type FormEvent } from 'react';
import type { EvalRun, EvalRunsAnswer } from '@shared/contracts/admin-quality.ts';
import { toast, toastFailure } from '@/components/toast.ts';
import { useCancelEvalRun, useStartEvalRun } from '@/features/admin/api/admin-quality.ts';
import { engineText, formatDate } from '@/features/admin/components/eval-run-format.ts';

export function EvalRunForm({ data, running }: { data: EvalRunsAnswer; running: EvalRun | undefined }) {
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
        onSuccess: () => toast.success('Evaluation started. Its figures appear here when it ends.'),
        onError: (error) => toastFailure('The evaluation could not start.', error),
      },
    );
  };
  const toggle = (id: string, isChecked: boolean) => setChosen((current) => (isChecked ? [...current, id] : current.filter((entry) => entry !== id)));

  return (
    <form onSubmit={onSubmit} className="card mt-6 space-y-4 p-5" aria-label="Run an evaluation">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Engine: <span className="font-medium text-slate-900 dark:text-white" data-testid="quality-engine">{engineText(data.engine)}</span>
        <span className="text-slate-600 dark:text-slate-300"> (as set on the AI page)</span>
      </p>
      <fieldset className="space-y-2" disabled={Boolean(running)}>
        <legend className="text-sm font-semibold text-slate-900 dark:text-white">Scenarios</legend>
        <label htmlFor={ids.every} className="flex items-center gap-2 text-sm">
          <input id={ids.every} type="radio" name="scope" checked={isEverySample} onChange={() => setIsEverySample(true)} />
          Every sample scenario ({data.samples.length})
        </label>
        <label htmlFor={ids.some} className="flex items-center gap-2 text-sm">
          <input id={ids.some} type="radio" name="scope" checked={!isEverySample} onChange={() => setIsEverySample(false)} />
          Only the ones I choose (faster)
        </label>
        {isEverySample ? null : (
          <ul className="grid gap-1 pl-6 sm:grid-cols-2" aria-label="Sample scenarios">
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
          Also create the persona, rubric and scenario prompts of the evaluation set (slower)
        </label>
        <div>
          <label htmlFor={ids.created} className="flex items-center gap-2 text-sm">
            <input id={ids.created} type="checkbox" aria-describedby={ids.createdHint} checked={withCreated} onChange={(event) => setWithCreated(event.target.checked)} />
            Created scenarios ({data.createdSet.cases} descriptions in {data.createdSet.fields} fields)
          </label>
          <p id={ids.createdHint} className="pl-6 text-xs text-slate-600 dark:text-slate-300">
            Each is created through Quick or Advanced creation and played three times, both halves; the held-out half shows figures only (slower).
          </p>
        </div>
      </fieldset>
      {running ? (
        <RunProgress run={running} isCancelling={cancel.isPending} onCancel={() => cancel.mutate(running.id, { onSuccess: () => toast.success('Evaluation cancelled.'), onError: (error) => toastFailure('The evaluation could not be cancelled.', error) })} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={start.isPending || isChoiceEmpty}>
            {start.isPending ? 'Starting…' : 'Run evaluation'}
          </button>
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {isChoiceEmpty ? 'Choose at least one scenario.' : `A run stops by itself after ${data.timeLimitMinutes} minutes. On the built-in engine, one scenario without generation takes a few seconds.`}
          </p>
        </div>
      )}
    </form>
  );
}

function RunProgress({ run, isCancelling, onCancel }: { run: EvalRun; isCancelling: boolean; onCancel: () => void }) {
  const labelId = useId();
  const { done, total, step } = run.progress;
  return (
    <div className="space-y-2" data-testid="quality-progress">
      <p id={labelId} className="text-sm font-medium text-slate-900 dark:text-white" aria-live="polite">
        {step ? `${step}…` : 'Running…'} {done} of {total} done
      </p>
      <progress aria-labelledby={labelId} className="h-2 w-full accent-brand-600" max={Math.max(total, 1)} value={done} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className="btn-secondary" disabled={isCancelling} onClick={onCancel}>
          {isCancelling ? 'Cancelling…' : 'Cancel evaluation'}
        </button>
        <p className="text-xs text-slate-600 dark:text-slate-300">Started {formatDate(run.startedAt)}{run.startedBy ? ` by ${run.startedBy}` : ''}.</p>
      </div>
    </div>
  );
}
