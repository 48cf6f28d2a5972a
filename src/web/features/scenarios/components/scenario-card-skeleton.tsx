/** A placeholder with the shape of a ScenarioCard, shown while scenarios load. */
export function ScenarioCardSkeleton() {
  return (
    <div aria-hidden className="card flex h-full animate-pulse flex-col overflow-hidden motion-reduce:animate-none">
      <div className="aspect-[16/9] sm:aspect-[4/3] bg-slate-200 dark:bg-slate-800" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="h-4 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3.5 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="mt-auto flex gap-1.5 pt-2">
          <div className="h-5 w-16 rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="h-5 w-20 rounded-full bg-slate-200 dark:bg-slate-800" />
        </div>
      </div>
    </div>
  );
}
