import type { PickerChoices } from './components/scenario-form-fields.tsx';
import { i18n } from '@/i18n/i18n.ts';

/** A library list item as the persona, rubric and glossary lists answer it. */
interface LibraryItem {
  id: string;
  name: string;
  is_sample: boolean;
}

/** A library list query as TanStack Query answers it. */
interface LibraryListQuery {
  data?: readonly LibraryItem[] | undefined;
  isPending: boolean;
  error: Error | null;
}

/** Groups a library list for a picker: the person's own items first ("My personas", `ownGroupLabel`), then the samples. */
export function toPickerChoices(query: LibraryListQuery, ownGroupLabel: string): PickerChoices {
  const items = query.data ?? [];
  const toOption = (item: LibraryItem) => ({ id: item.id, title: item.name });
  return {
    groups: [
      { type: ownGroupLabel, options: items.filter((item) => !item.is_sample).map(toOption) },
      { type: i18n.t('scenarioForm.group.samples'), options: items.filter((item) => item.is_sample).map(toOption) },
    ],
    isLoading: query.isPending && query.error === null,
    error: query.error ? query.error.message : null,
  };
}
