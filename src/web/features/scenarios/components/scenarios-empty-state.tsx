import { useTranslation } from '@/i18n/use-translation.ts';
import { SearchX, Drama } from 'lucide-react';

interface ScenariosEmptyStateProps {
  /** True when scenarios exist but the search or filters hide them all. */
  isFiltered: boolean;
  onClearFilters: () => void;
  /** Whether this person sees the New Roleplay button, so the text only points at what is there. */
  canCreate: boolean;
}

export function ScenariosEmptyState({ isFiltered, onClearFilters, canCreate }: ScenariosEmptyStateProps) {
  const Icon = isFiltered ? SearchX : Drama;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/40">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-300">
        <Icon className="size-7" aria-hidden />
      </span>
      <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{isFiltered ? t('scenarios.emptyFilteredTitle') : t('scenarios.emptyTitle')}</h3>
      <p className="mt-1 max-w-sm text-sm text-pretty text-slate-600 dark:text-slate-300">
        {isFiltered
          ? t('scenarios.emptyFilteredBody')
          : canCreate
            ? t('scenarios.emptyCreateBody')
            : t('scenarios.emptySharedBody')}
      </p>
      {isFiltered ? (
        <button type="button" onClick={onClearFilters} className="btn-secondary mt-5">
          {t('scenarios.clearFilters')}
        </button>
      ) : null}
    </div>
  );
}
