// "Assigned to you" on the practice home: what the person's organisations assigned, overdue first, with the due date,
// attempts used and left, best score against the pass mark, their own skills over time in assigned practice, and what
// their managers can see. Hidden with nothing assigned.
import { ClipboardCheck, Play } from 'lucide-react';
import { IconHeading } from '@/components/icon-heading.tsx';
import type { MyAssignment } from '@shared/contracts/assignments.ts';
import { ASSIGNMENT_PRIVACY_NOTE, type AssignmentDueState } from '@shared/contracts/assignments-constants.ts';
import { RetryAlert } from '@/components/query-states.tsx';
import { readable } from '@/lib/api-client.ts';
import { formatDateTime, formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useAssignmentEvents, useMyAssignments, useMySkills } from '../api/get-my-assignments.ts';
import { SkillsOverTime } from './skills-over-time.tsx';

const formatDue = (iso: string) => formatDateTime(iso, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const DUE_BADGE_TONES: Record<AssignmentDueState, string> = {
  overdue: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  due_soon: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  upcoming: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
  done: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
};

function AssignmentRow({ assignment, onPractise }: { assignment: MyAssignment; onPractise: (scenarioId: string) => void }) {
  const { t } = useTranslation();
  const isOutOfAttempts = assignment.attempts_left === 0;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="assignment-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium [overflow-wrap:anywhere]">{assignment.scenario_name}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${DUE_BADGE_TONES[assignment.due_state]}`} data-testid="assignment-due-state">
            {t(`assignments.mine.badge.${assignment.due_state}`)}
          </span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {[
            t('assignments.mine.row', { organization: assignment.organization_name, date: formatDue(assignment.due_at), used: assignment.attempt_count, count: assignment.max_attempts }),
            assignment.best_score !== null ? t('assignments.mine.best', { score: assignment.best_score, passMark: assignment.pass_mark }) : t('assignments.mine.passMark', { passMark: assignment.pass_mark }),
            assignment.status !== 'not_started' ? t(`assignments.mine.statusInline.${assignment.status}`) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {isOutOfAttempts ? (
        <span className="text-sm text-slate-600 dark:text-slate-300">{t('assignments.mine.noAttemptsLeft')}</span>
      ) : (
        <button type="button" className="btn-primary shrink-0" onClick={() => onPractise(assignment.scenario_id)} aria-label={t('assignments.mine.practiseNamed', { name: assignment.scenario_name })}>
          <Play className="size-4" aria-hidden />
          {t('assignments.mine.practise')}
        </button>
      )}
    </li>
  );
}

export function AssignedToYou({ onPractise }: { onPractise: (scenarioId: string) => void }) {
  const { t } = useTranslation();
  useAssignmentEvents();
  const mine = useMyAssignments();
  const skills = useMySkills();
  if (mine.isError) return <RetryAlert message={t('assignments.mine.loadFailed', { reason: readable(mine.error) })} onRetry={() => void mine.refetch()} />;
  const list = mine.data?.data ?? [];
  if (list.length === 0) return null;
  const overdue = list.filter((assignment) => assignment.due_state === 'overdue').length;
  const dueSoon = list.filter((assignment) => assignment.due_state === 'due_soon').length;
  return (
    <section className="card mb-8 p-4 sm:p-5" aria-labelledby="assigned-heading" data-testid="assigned-to-you">
      <IconHeading id="assigned-heading" icon={ClipboardCheck}>
        {t('assignments.mine.heading')}
      </IconHeading>
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="assigned-summary">
        {[
          overdue > 0 ? t('assignments.mine.overdue', { count: overdue, formatted: formatNumber(overdue) }) : null,
          dueSoon > 0 ? t('assignments.mine.dueSoon', { count: dueSoon, formatted: formatNumber(dueSoon) }) : null,
          t('assignments.mine.inAll', { count: list.length, formatted: formatNumber(list.length) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {list.map((assignment) => (
          <AssignmentRow key={assignment.id} assignment={assignment} onPractise={onPractise} />
        ))}
      </ul>
      {(skills.data?.data.length ?? 0) > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium">{t('assignments.mine.skills')}</summary>
          <SkillsOverTime skills={skills.data?.data ?? []} label={t('assignments.mine.skills')} empty="" />
        </details>
      ) : null}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="assignment-privacy">
        {mine.data?.privacy === ASSIGNMENT_PRIVACY_NOTE ? t('assignments.privacy') : mine.data?.privacy}
      </p>
    </section>
  );
}
