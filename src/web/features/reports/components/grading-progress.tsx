import type { JobStatusName } from '@shared/contracts/jobs.ts';
import { Spinner } from '@/components/spinner.tsx';

const STEP_TEXT: Record<'Waiting' | 'Active', string> = {
  Waiting: 'Waiting for the grader…',
  Active: 'Reading your conversation against the rubric…',
};

/** The spinner while a session is graded, with where its job stands when the page knows the job. */
export function GradingProgress({ jobStatus }: { jobStatus: JobStatusName | null }) {
  const step = jobStatus === 'Waiting' || jobStatus === 'Active' ? STEP_TEXT[jobStatus] : 'Grading your session…';
  return (
    <section className="card flex flex-col items-center gap-4 px-6 py-12 text-center" aria-labelledby="grading-title" data-testid="grading-progress">
      <Spinner size="lg" label="Grading in progress" />
      <div>
        <h2 id="grading-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Grading your session
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          {step}
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">The report appears here by itself; this usually takes a few seconds.</p>
      </div>
    </section>
  );
}
