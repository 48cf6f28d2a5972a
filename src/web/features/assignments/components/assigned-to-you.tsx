// "Assigned to you" on the practice home: what the person's organisations assigned, overdue first, with the due date,
// attempts used and left, best score against the pass mark, their own skills over time in assigned practice, and what
// their managers can see. Hidden with nothing assigned.
import { ClipboardCheck, Play } from 'lucide-react';
import type { MyAssignment } from '@shared/contracts/assignments.ts';
import { ASSIGNMENT_STATUS_LABELS, type AssignmentDueState } from '@shared/contracts/assignments-constants.ts';
import { RetryAlert } from '@/components/query-states.tsx';
import { readable } from '@/lib/api-client.ts';
import { useAssignmentEvents, useMyAssignments, useMySkills } from '../api/get-my-assignments.ts';
import { SkillsOverTime } from './skills-over-time.tsx';

const formatDue = (iso: string) => new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const DUE_BADGES: Record<AssignmentDueState, { label: string; className: string }> = {
  overdue: { label: 'Overdue', className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100' },
  due_soon: { label: 'Due soon', className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100' },
  upcoming: { label: 'To do', className: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100' },
  done: { label: 'Passed', className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100' },
};

function AssignmentRow({ assignment, onPractise }: { assignment: MyAssignment; onPractise: (scenarioId: string) => void }) {
  const badge = DUE_BADGES[assignment.due_state];
  const isOutOfAttempts = assignment.attempts_left === 0;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="assignment-row">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium [overflow-wrap:anywhere]">{assignment.scenario_name}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`} data-testid="assignment-due-state">
            {badge.label}
          </span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {assignment.organization_name} · due {formatDue(assignment.due_at)} · {assignment.attempt_count} of {assignment.max_attempts} {assignment.max_attempts === 1 ? 'attempt' : 'attempts'} used
          {assignment.best_score !== null ? ` · best ${assignment.best_score} (pass mark ${assignment.pass_mark})` : ` · pass mark ${assignment.pass_mark}`}
          {assignment.status !== 'not_started' ? ` · ${ASSIGNMENT_STATUS_LABELS[assignment.status].toLowerCase()}` : ''}
        </p>
      </div>
      {isOutOfAttempts ? (
        <span className="text-sm text-slate-600 dark:text-slate-300">No attempts left</span>
      ) : (
        <button type="button" className="btn-primary shrink-0" onClick={() => onPractise(assignment.scenario_id)} aria-label={`Practise ${assignment.scenario_name}`}>
          <Play className="size-4" aria-hidden />
          Practise
        </button>
      )}
    </li>
  );
}

export function AssignedToYou({ onPractise }: { onPractise: (scenarioId: string) => void }) {
  useAssignmentEvents();
  const mine = useMyAssignments();
  const skills = useMySkills();
  if (mine.isError) return <RetryAlert message={`Your assignments could not be loaded: ${readable(mine.error)}`} onRetry={() => void mine.refetch()} />;
  const list = mine.data?.data ?? [];
  if (list.length === 0) return null;
  const overdue = list.filter((assignment) => assignment.due_state === 'overdue').length;
  const dueSoon = list.filter((assignment) => assignment.due_state === 'due_soon').length;
  return (
    <section className="card mb-8 p-4 sm:p-5" aria-labelledby="assigned-heading" data-testid="assigned-to-you">
      <h2 id="assigned-heading" className="flex items-center gap-2 text-lg font-semibold">
        <ClipboardCheck className="size-5 text-brand-700 dark:text-brand-300" aria-hidden />
        Assigned to you
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="assigned-summary">
        {[overdue > 0 ? `${overdue} overdue` : null, dueSoon > 0 ? `${dueSoon} due soon` : null, `${list.length} in all`].filter(Boolean).join(' · ')}
      </p>
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {list.map((assignment) => (
          <AssignmentRow key={assignment.id} assignment={assignment} onPractise={onPractise} />
        ))}
      </ul>
      {(skills.data?.data.length ?? 0) > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium">Your skills over time</summary>
          <SkillsOverTime skills={skills.data?.data ?? []} label="Your skills over time" empty="" />
        </details>
      ) : null}
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="assignment-privacy">
        {mine.data?.privacy}
      </p>
    </section>
  );
}
