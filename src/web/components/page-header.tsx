import { useTranslation } from '@/i18n/use-translation.ts';
import type { ReactNode } from 'react';
import { SearchField } from './search-field.tsx';

interface PageHeaderProps {
  /** The list's name: the heading, and the search placeholder "Search {title}...". */
  title: string;
  /** Renders the search box; leave it out on pages with nothing to search. */
  search?: { value: string; onChange: (value: string) => void };
  /** Controls beside the search box, such as a role dropdown and a filter button. */
  actions?: ReactNode;
  /** A row below the controls, such as a result count. */
  children?: ReactNode;
  headingLevel?: 'h1' | 'h2';
}

/** The shared header of a list page: title, search, actions. */
export function PageHeader({ title, search, actions, children, headingLevel = 'h2' }: PageHeaderProps) {
  const Heading = headingLevel;
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <Heading className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white">{title}</Heading>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {search ? (
            <SearchField label={t('common.searchNamed', { title })} placeholder={t('common.searchPlaceholder', { title })} value={search.value} onChange={search.onChange} className="sm:w-72" autoComplete="off" />
          ) : null}
          {actions ? <div className="flex items-end gap-2">{actions}</div> : null}
        </div>
      </div>
      {children}
    </div>
  );
}
