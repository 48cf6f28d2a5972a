// Search people by name or e-mail and pick one (granting credits names its person with it).
import { useId, useState } from 'react';
import type { AdminUser } from '@shared/contracts/admin-users.ts';
import { SearchField } from '@/components/search-field.tsx';
import { useAdminUsers } from '@/features/admin-users/api/get-admin-users.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useSettledText } from '@/lib/use-settled-text.ts';

/** People offered under the search box. */
const PERSON_CHOICES = 5;

/** Search people by name or e-mail and pick one. */
export function PersonPicker({ person, onPick }: { person: AdminUser | null; onPick: (person: AdminUser | null) => void }) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const search = useSettledText(searchText);
  const users = useAdminUsers(search, 1);
  const labelId = useId();
  if (person) {
    return (
      <div>
        <p id={labelId} className="field-label">
          {t('admin.picker.person')}
        </p>
        <div className="mt-1 flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700" aria-labelledby={labelId} data-testid="grant-person">
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-medium text-slate-900 dark:text-white">{person.name}</span>{' '}
            <span className="text-sm text-slate-600 dark:text-slate-300">{person.email}</span>
          </span>
          <button type="button" className="btn-secondary shrink-0" onClick={() => onPick(null)}>
            {t('admin.picker.change')}
          </button>
        </div>
      </div>
    );
  }
  const choices = search ? (users.data?.data ?? []).slice(0, PERSON_CHOICES) : [];
  return (
    <div>
      <p className="field-label">{t('admin.picker.person')}</p>
      <SearchField label={t('admin.picker.find')} placeholder={t('admin.users.searchPlaceholder')} value={searchText} onChange={setSearchText} className="mt-1" autoComplete="off" />
      {search ? (
        users.isError ? (
          <p className="mt-2 text-sm text-red-700 dark:text-red-300">{t('admin.picker.failed', { reason: users.error.message })}</p>
        ) : users.isPending ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('admin.picker.searching')}</p>
        ) : choices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {t('admin.users.noMatch', { search })}
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700" aria-label={t('admin.picker.matching')}>
            {choices.map((choice) => (
              <li key={choice.id}>
                <button
                  type="button"
                  className="block w-full px-3 py-2 text-left hover:bg-slate-50 focus-visible:bg-slate-50 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                  onClick={() => onPick(choice)}
                >
                  <span className="font-medium [overflow-wrap:anywhere] text-slate-900 dark:text-white">{choice.name}</span>{' '}
                  <span className="text-sm [overflow-wrap:anywhere] text-slate-600 dark:text-slate-300">{choice.email}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
