/** A placeholder with the shape of a ScenarioCard, shown while scenarios load. */
export function ScenarioCardSkeleton() {
  return (
    <div aria-hidden className="card flex h-full animate-pulse flex-col gap-3 p-4 motion-reduce:animate-none">
      <div className="flex items-start gap-3">
        <div className="size-14 shrink-0 rounded-xl bg-slate-200 dark:bg-slate-800" />
        <div className="flex flex-1 flex-col gap-2 pt-1">
          <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
          <div className="h-3.5 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
      <div className="h-3.5 w-full rounded bg-slate-200 dark:bg-slate-800" />
      <div className="mt-auto flex gap-1.5">
        <div className="h-5 w-14 rounded-full bg-slate-200 dark:bg-slate-800" />
        <div className="h-5 w-20 rounded-full bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
