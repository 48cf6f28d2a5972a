import * as Popover from '@radix-ui/react-popover';
import { SlidersHorizontal } from 'lucide-react';
import type { VisibilityFilter } from '../scenario-filters.ts';

const VISIBILITY_CHOICES: { value: VisibilityFilter; label: string }[] = [
  { value: 'all', label: 'All scenarios' },
  { value: 'public', label: 'Public only' },
  { value: 'private', label: 'Private only' },
];

interface ScenarioFilterButtonProps {
  visibility: VisibilityFilter;
  onVisibilityChange: (visibility: VisibilityFilter) => void;
}

/** The header's filter control: narrows the list by visibility. */
export function ScenarioFilterButton({ visibility, onVisibilityChange }: ScenarioFilterButtonProps) {
  const isActive = visibility !== 'all';
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Filter"
        title="Filter"
        className="relative inline-flex size-[38px] shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 transition-colors hover:bg-slate-50 data-[state=open]:border-brand-500 data-[state=open]:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:text-brand-300"
      >
        <SlidersHorizontal className="size-4" aria-hidden />
        {isActive ? (
          <span aria-hidden className="absolute -top-1 -right-1 size-2.5 rounded-full bg-brand-600 ring-2 ring-white dark:bg-brand-400 dark:ring-slate-950" />
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label="Filter scenarios"
          className="z-50 w-56 rounded-xl border border-slate-200 bg-white p-3 shadow-lg shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
        >
          <fieldset>
            <legend className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Visibility</legend>
            <div className="mt-2 flex flex-col gap-0.5">
              {VISIBILITY_CHOICES.map((choice) => (
                <label
                  key={choice.value}
                  className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
                >
                  <input
                    type="radio"
                    name="scenario-visibility"
                    value={choice.value}
                    checked={visibility === choice.value}
                    onChange={() => onVisibilityChange(choice.value)}
                    className="size-4 accent-brand-600"
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
