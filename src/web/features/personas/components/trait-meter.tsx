/**
 * A Big Five score as a percentage with a small bar. Both are kept to 0-100%: a score saved before the 1-100 bound
 * (or one being typed) never shows more than 100%.
 */
export function TraitMeter({ label, value, id }: { label: string; value: string; id?: string }) {
  const score = Number.parseInt(value, 10);
  const percent = Number.isFinite(score) ? Math.min(100, Math.max(0, score)) : 0;
  return (
    <div className="flex items-center gap-2" id={id}>
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-11 shrink-0 text-right text-sm font-semibold text-slate-700 tabular-nums dark:text-slate-200">{percent}%</span>
    </div>
  );
}
