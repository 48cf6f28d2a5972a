import type { TFunction } from 'i18next';
import { useTranslation } from '@/i18n/use-translation.ts';
import type { TwinActivity } from '@shared/contracts/twin.ts';
import { TWIN_TEXT_DATE_VALUES, type TwinTextValues } from '@shared/twin-texts.ts';
import { formatDate } from '@/i18n/format.ts';
import { useActivity } from '@/features/twin/api/get-activity.ts';
import { formatMoment } from '@/features/twin/twin-display.ts';
import { DashboardSection, QueryContent } from './dashboard-section.tsx';

/** Who did it: the owner, a visitor or Engram itself in the catalogue's words; an heir by their address. */
function actorText(actor: string, t: (key: string) => string): string {
  if (actor === 'owner' || actor === 'visitor') return t(`dash.activity.${actor}`);
  if (actor === 'system') return 'Engram';
  return actor;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The sentence's values with its calendar days (`until`) as dates in the reader's language; the others as stored. */
function localisedValues(values: TwinTextValues | null): TwinTextValues {
  const out: TwinTextValues = { ...values };
  for (const name of TWIN_TEXT_DATE_VALUES) {
    const value = out[name];
    // The stored day is UTC's: formatted in UTC, it is the same day everywhere.
    if (typeof value === 'string' && CALENDAR_DAY.test(value)) out[name] = formatDate(`${value}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  }
  return out;
}

/**
 * What happened, in the reader's language: the entry's sentence by its key (shared/twin-texts.ts); an entry written
 * before keys, or with a key this catalogue does not have, as the server stored it (English).
 */
function detailText(entry: TwinActivity, t: TFunction): string {
  if (!entry.detail_key) return entry.detail;
  return t(`dash.activityLog.${entry.detail_key}`, { ...localisedValues(entry.detail_values), defaultValue: entry.detail });
}

/** The twin's append-only log, newest first. */
export function ActivityList() {
  const { t } = useTranslation();
  const activityQuery = useActivity();
  return (
    <DashboardSection title={t('dash.nav.activity')} description={t('dash.activity.description')}>
      <QueryContent query={activityQuery} loadingLabel={t('dash.activity.loading')}>
        {(activity) => <ActivityEntries activity={activity} />}
      </QueryContent>
    </DashboardSection>
  );
}

function ActivityEntries({ activity }: { activity: TwinActivity[] }) {
  const { t } = useTranslation();
  if (activity.length === 0) {
    return <div className="card px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-300">{t('dash.activity.empty')}</div>;
  }
  return (
    <ol className="card divide-y divide-slate-200 dark:divide-slate-800" data-testid="activity-list">
      {activity.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <p className="text-sm font-medium [overflow-wrap:anywhere]">{detailText(entry, t)}</p>
          <p className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
            {actorText(entry.actor, t)} · <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
