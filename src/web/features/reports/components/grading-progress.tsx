import { Spinner } from '@/components/spinner.tsx';

/** The spinner while a session is graded; the report replaces it when the grading job's event arrives. */
export function GradingProgress() {
  return (
    <section className="card flex flex-col items-center gap-4 px-6 py-12 text-center" aria-labelledby="grading-title" data-testid="grading-progress">
      <Spinner size="lg" label="Grading in progress" />
      <div>
        <h2 id="grading-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          Grading your session
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
          Reading your conversation against the rubric…
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">The report appears here by itself; this usually takes a few seconds.</p>
      </div>
    </section>
  );
}
