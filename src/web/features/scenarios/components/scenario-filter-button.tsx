import { useTranslation } from '@/i18n/use-translation.ts';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { DeferredPopover, panelContentProps } from '@/components/deferred-popover.tsx';
import type { OwnerFilter, ScenarioFilters, VisibilityFilter } from '@/features/scenarios/scenario-filters.ts';

/** Labels are catalogue keys. */
const VISIBILITY_CHOICES: { value: VisibilityFilter; label: string }[] = [
  { value: 'all', label: 'scenarios.filter.visibilityAll' },
  { value: 'public', label: 'scenarios.filter.visibilityPublic' },
  { value: 'private', label: 'scenarios.filter.visibilityPrivate' },
];

const OWNER_CHOICES: { value: OwnerFilter; label: string }[] = [
  { value: 'all', label: 'scenarios.filter.ownerAll' },
  { value: 'mine', label: 'scenarios.filter.ownerMine' },
  { value: 'samples', label: 'scenarios.filter.ownerSamples' },
];

const ALL_CATEGORIES = '';

interface ScenarioFilterButtonProps {
  filters: Pick<ScenarioFilters, 'category' | 'visibility' | 'owner'>;
  /** The category tags to offer. */
  categories: readonly string[];
  onChange: (patch: Partial<Pick<ScenarioFilters, 'category' | 'visibility' | 'owner'>>) => void;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  choices: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

function ChoiceGroup<Value extends string>({ legend, name, choices, value, onChange, className = '' }: ChoiceGroupProps<Value>) {
  return (
    <fieldset className={className}>
      <legend className="px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{legend}</legend>
      <div className="mt-1.5 flex flex-col gap-0.5">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0 break-words">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The header's filter control: narrows the list by category, visibility and whose scenarios they are. */
export function ScenarioFilterButton({ filters, categories, onChange }: ScenarioFilterButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const { t } = useTranslation();
  const activeCount = (filters.category !== null ? 1 : 0) + (filters.visibility !== 'all' ? 1 : 0) + (filters.owner !== 'all' ? 1 : 0);
  const categoryChoices = [{ value: ALL_CATEGORIES, label: t('scenarios.filter.allCategories') }, ...categories.map((category) => ({ value: category, label: category }))];
  // A category from a shared link that no scenario carries any more is still shown, so it can be cleared.
  if (filters.category !== null && !categories.some((category) => category.toLowerCase() === filters.category?.toLowerCase())) {
    categoryChoices.push({ value: filters.category, label: filters.category });
  }
  const selectedCategory = categoryChoices.find((choice) => choice.value.toLowerCase() === (filters.category ?? ALL_CATEGORIES).toLowerCase())?.value ?? ALL_CATEGORIES;

  return (
    <DeferredPopover
      open={isOpen}
      onOpenChange={setIsOpen}
      contentProps={panelContentProps(t('scenarios.filter.panel'), 'flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-64 flex-col gap-3 overflow-y-auto p-3')}
      trigger={(triggerProps) => (
        <button
          {...triggerProps}
          aria-label={activeCount > 0 ? t('scenarios.filter.buttonActive', { count: activeCount }) : t('scenarios.filter.button')}
          title={t('scenarios.filter.button')}
          className="relative inline-flex size-[38px] shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 transition-colors hover:bg-slate-50 data-[state=open]:border-brand-500 data-[state=open]:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-[state=open]:text-brand-300"
        >
          <SlidersHorizontal className="size-4" aria-hidden />
          {activeCount > 0 ? (
            <span aria-hidden className="absolute -top-1 -right-1 size-2.5 rounded-full bg-brand-600 ring-2 ring-white dark:bg-brand-400 dark:ring-slate-950" />
          ) : null}
        </button>
      )}
    >
      <ChoiceGroup
        legend={t('scenarios.filter.category')}
        name="scenario-category"
        choices={categoryChoices}
        value={selectedCategory}
        onChange={(category) => onChange({ category: category === ALL_CATEGORIES ? null : category })}
      />
      <ChoiceGroup
        legend={t('scenarios.filter.visibility')}
        name="scenario-visibility"
        choices={VISIBILITY_CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))} value={filters.visibility} onChange={(visibility) => onChange({ visibility })} />
      <ChoiceGroup
        legend={t('scenarios.filter.show')}
        name="scenario-owner"
        choices={OWNER_CHOICES.map((choice) => ({ ...choice, label: t(choice.label) }))} value={filters.owner} onChange={(owner) => onChange({ owner })} />
    </DeferredPopover>
  );
}
