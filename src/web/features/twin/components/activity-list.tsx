import type { TwinActivity } from '@shared/contracts/twin.ts';
import { useActivity } from '@/features/twin/api/get-activity.ts';
import { formatMoment } from '@/features/twin/twin-display.ts';
import { DashboardSection, QueryContent } from './dashboard-section.tsx';

function actorText(actor: string): string {
  if (actor === 'owner') return 'You';
  if (actor === 'visitor') return 'A visitor';
  if (actor === 'system') return 'Engram';
  return actor;
}

/** The twin's append-only log, newest first. */
export function ActivityList() {
  const activityQuery = useActivity();
  return (
    <DashboardSection title="Activity" description="Everything that happened to your Engram, newest first: answers, memories, the summary, heirs, publishing, and who chatted with it.">
      <QueryContent query={activityQuery} loadingLabel="Loading the activity">
        {(activity) => <ActivityEntries activity={activity} />}
      </QueryContent>
    </DashboardSection>
  );
}

function ActivityEntries({ activity }: { activity: TwinActivity[] }) {
  if (activity.length === 0) {
    return <div className="card px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-300">Nothing has happened yet. Answer a question or add a memory to begin.</div>;
  }
  return (
    <ol className="card divide-y divide-slate-200 dark:divide-slate-800" data-testid="activity-list">
      {activity.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <p className="text-sm font-medium [overflow-wrap:anywhere]">{entry.detail}</p>
          <p className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
            {actorText(entry.actor)} · <time dateTime={entry.at}>{formatMoment(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
