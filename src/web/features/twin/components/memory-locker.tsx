import { Search, ShoppingCart, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';

/** The specification shows the counter at 0; lockers cannot be bought yet. */
const AVAILABLE_LOCKERS = 0;

const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'name', label: 'Name (A–Z)' },
] as const;

/** The dashboard's first section: the locker counter, search and sort over the twin's personas (none exist yet). */
export function MemoryLocker({ title, description }: { title: string; description: string }) {
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<(typeof SORT_OPTIONS)[number]['value']>('newest');
  const [hasAskedToBuy, setHasAskedToBuy] = useState(false);
  const searchId = useId();
  const sortId = useId();
  const trimmedQuery = query.trim();

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="mt-1 max-w-xl text-slate-600 dark:text-slate-300">{description}</p>
        </div>
        <div className="flex items-center gap-3">
          <p className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-800 dark:bg-slate-900">
            <span className="text-slate-600 dark:text-slate-300">Available Locker: </span>
            <span className="font-semibold">{AVAILABLE_LOCKERS}</span>
          </p>
          <button type="button" className="btn-primary" onClick={() => setHasAskedToBuy(true)}>
            <ShoppingCart className="size-4" aria-hidden />
            Buy Locker
          </button>
        </div>
      </div>

      <div role="status">
        {hasAskedToBuy ? (
          <p className="mt-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-900/30 dark:text-brand-100">
            Lockers become available soon. You will be able to buy one here as soon as they are.
          </p>
        ) : null}
      </div>

      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search personas
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" aria-hidden />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search personas..."
            className="field-input pl-9"
          />
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
            Sort by
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(event) => setSort(event.target.value as typeof sort)}
            className="field-input w-full sm:w-44"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section aria-labelledby="personas-heading" className="mt-6">
        <h2 id="personas-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          Personas (0)
        </h2>
        <div className="mt-3 flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/50">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200">
            <Sparkles className="size-7" aria-hidden />
          </span>
          {trimmedQuery ? (
            <>
              <h3 className="mt-4 text-lg font-semibold">No personas match “{trimmedQuery}”</h3>
              <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">Your locker is still empty, so there is nothing to search yet.</p>
            </>
          ) : (
            <>
              <h3 className="mt-4 text-lg font-semibold">No personas yet</h3>
              <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-300">
                A persona is your twin’s personality and voice. Answer 20 short questions, by voice or in writing, and your first persona will appear
                here.
              </p>
            </>
          )}
          <Link to="/auth/register/ai" className="btn-primary mt-6">
            Start the interview
          </Link>
        </div>
      </section>
    </>
  );
}
