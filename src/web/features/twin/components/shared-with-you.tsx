// The heir's side of the key: the Engrams this person was named for and whose owners released them.
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useInheritedTwins } from '@/features/twin/api/get-inherited.ts';
import { publicTwinPath } from '@/features/twin/twin-display.ts';

/** The other side of the key: Engrams whose invitations this person accepted and whose owners released them. */
export function SharedWithYou() {
  const { t } = useTranslation();
  const inherited = useInheritedTwins();
  const twins = inherited.data ?? [];
  return (
    <section className="card mt-6 p-4 sm:p-6" aria-labelledby="shared-heading">
      <h2 id="shared-heading" className="text-lg font-semibold">
        {t('dash.shared.title')}
      </h2>
      {inherited.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {inherited.error.message}
        </p>
      ) : twins.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{inherited.isPending ? t('common.loading') : t('dash.shared.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {twins.map((shared) => (
            <li key={shared.username} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0 truncate text-sm font-medium">
                {shared.name} <span className="text-slate-500 dark:text-slate-400">@{shared.username}</span>
              </span>
              {shared.visibility === 'private' ? (
                <span className="text-xs text-slate-600 dark:text-slate-400">{t('dash.shared.private')}</span>
              ) : (
                <Link to={publicTwinPath(shared.username)} className="btn-ghost">
                  {t('dash.open')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
