/** A Big Five score as a percentage with a small bar; the bar is capped at 100% (the score itself is a label only). */
export function TraitMeter({ label, value, id }: { label: string; value: string; id?: string }) {
  const score = Number.parseInt(value, 10);
  const percent = Number.isFinite(score) ? score : 0;
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div className="flex items-center gap-2" id={id}>
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={width}
        aria-valuetext={`${percent}%`}
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400" style={{ width: `${width}%` }} />
      </div>
      <span className="w-11 shrink-0 text-right text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-200">{percent}%</span>
    </div>
  );
}
