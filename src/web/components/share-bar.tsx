// A share out of 100 as a filled bar: a score, the storage used, how far an interview has gone.

interface ShareBarProps {
  /** Out of 100; below 0 shows empty, above 100 full. */
  percent: number;
  /** The bar's height and its place in the layout (`h-2` unless given). */
  className?: string;
}

/** For the eye only: the figure it shows is written beside it, so assistive technology skips the bar. */
export function ShareBar({ percent, className = 'h-2' }: ShareBarProps) {
  return (
    <div className={`${className} w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800`} aria-hidden>
      <div className="h-full rounded-full bg-brand-600 dark:bg-brand-400" style={{ width: `${Math.min(100, Math.max(0, percent))}%` }} />
    </div>
  );
}
