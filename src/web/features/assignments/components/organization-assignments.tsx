// Assigning practice (owners, admins and managers): one or more scenarios to members or teams, with a due date, the
// pass mark that counts and the attempts allowed; then, per assignment, who has not started, attempted or passed, each
// member's best score, attempts, last date and trend, the report of each assigned session, and the same figures as CSV;
// an assignment's due date and attempts changed later; and the team's skills over time across rubrics (also as CSV).
import { ClipboardList, Download, Pencil, Trash2 } from 'lucide-react';
import { IconHeading } from '@/components/icon-heading.tsx';
import { useId, useState, type FormEvent } from 'react';
import type { Assignment } from '@shared/contracts/assignments.ts';
import { CreateAssignmentInputSchema, UpdateAssignmentInputSchema } from '@shared/contracts/assignments.ts';
import { ASSIGNMENT_ATTEMPTS_MAX } from '@shared/contracts/assignments-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { lazyWithPlaceholder } from '@/components/lazy-dialog.tsx';
import { LoadingState, RetryAlert } from '@/components/query-states.tsx';
import { TextField } from '@/components/text-field.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { formatDateTime } from '@/i18n/format.ts';
import { checkFormInput } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import {
  downloadAssignmentCsv,
  downloadSkillsCsv,
  useAssignedSkills,
  useAssignmentProgress,
  useAssignments,
  useAttemptReport,
  useCreateAssignments,
  useDeleteAssignment,
  useUpdateAssignment,
} from '../api/get-assignments.ts';
import { useTeams } from '../api/get-teams.ts';
import { ChoiceCheckboxes, memberChoices } from './choice-checkboxes.tsx';
import type { AssignableMember } from './organization-teams.tsx';
import { SkillsOverTime } from './skills-over-time.tsx';

// recharts arrives after the page (as on the progress page): the table is on screen first, and the chart's place is kept.
const SkillsChart = lazyWithPlaceholder(() => import('./skills-chart.tsx').then((module) => module.SkillsChart), <div className="h-56 w-full sm:h-64" aria-hidden />);

const formatDate = (iso: string) => formatDateTime(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** A date as the date field shows it (local time, to the minute). */
function toDateField(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
/** A week from now at 17:00, as the date field shows it. */
function defaultDue(): string {
  const due = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  due.setHours(17, 0, 0, 0);
  return toDateField(due);
}
/** The date field's value as ISO 8601, or '' when it is not a date. */
function fromDateField(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

export interface AssignableScenario {
  id: string;
  name: string;
}

/** One assigned session's report, as the organisation's managers read it: score, summary and each criterion's level. */
function AttemptReport({ organizationId, assignmentId, conversationId }: { organizationId: string; assignmentId: string; conversationId: string }) {
  const { t } = useTranslation();
  const report = useAttemptReport(organizationId, assignmentId, conversationId);
  if (report.isPending) return <LoadingState label={t('assignments.report.loading')} />;
  if (report.isError) return <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{readable(report.error)}</p>;
  const { member, attempt, report: body } = report.data;
  return (
    <div className="mt-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700" data-testid="attempt-report">
      <p className="font-medium">
        {t('assignments.report.line', { name: member.name, date: formatDate(attempt.started_at), score: body.overall_score, result: attempt.passed ? t('assignments.report.passed') : t('assignments.report.notPassed') })}
      </p>
      <p className="mt-1 text-slate-700 dark:text-slate-200">{body.summary}</p>
      <ul className="mt-2 space-y-0.5 text-slate-600 dark:text-slate-300">
        {body.criteria.map((criterion) => (
          <li key={criterion.name}>
            {criterion.name}: {criterion.relevant ? `${criterion.score ?? '—'} (${criterion.level ?? '—'})` : t('assignments.report.notApplicable')}
          </li>
        ))}
      </ul>
    </div>
  );
}

function AssignmentProgressPanel({ organizationId, assignment }: { organizationId: string; assignment: Assignment }) {
  const { t } = useTranslation();
  const progress = useAssignmentProgress(organizationId, assignment.id);
  const [reportId, setReportId] = useState<string | null>(null);
  if (progress.isPending) return <LoadingState label={t('assignments.progress.loading')} />;
  if (progress.isError) return <RetryAlert message={readable(progress.error)} onRetry={() => void progress.refetch()} />;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="assignment-progress">
        <thead className="text-xs text-slate-600 dark:text-slate-400">
          <tr>
            <th className="py-1 pr-3 font-medium">{t('assignments.progress.member')}</th>
            <th className="py-1 pr-3 font-medium">{t('assignments.progress.status')}</th>
            <th className="py-1 pr-3 font-medium">{t('assignments.progress.attempts')}</th>
            <th className="py-1 pr-3 font-medium">{t('assignments.progress.bestScore')}</th>
            <th className="py-1 pr-3 font-medium">{t('assignments.progress.lastAttempt')}</th>
            <th className="py-1 font-medium">{t('assignments.progress.trend')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {progress.data.members.map((member) => (
            <tr key={member.user_id} data-testid="assignment-member-row">
              <td className="py-1.5 pr-3">
                <span className="font-medium">{member.name}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{member.email}</span>
              </td>
              <td className="py-1.5 pr-3">{t(`assignments.status.${member.status}`)}</td>
              <td className="py-1.5 pr-3">{t('assignments.progress.attemptsOf', { used: member.attempt_count, max: assignment.max_attempts })}</td>
              <td className="py-1.5 pr-3">{member.best_score ?? '—'}</td>
              <td className="py-1.5 pr-3">{member.last_attempt_at ? formatDate(member.last_attempt_at) : '—'}</td>
              <td className="py-1.5">
                {member.attempts.length > 0 ? (
                  <span className="flex flex-wrap items-center gap-1">
                    {member.attempts.map((attempt, index) =>
                      attempt.score === null ? (
                        <span key={attempt.conversation_id}>{index > 0 ? '→ ' : ''}…</span>
                      ) : (
                        <button
                          key={attempt.conversation_id}
                          type="button"
                          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                          aria-label={t('assignments.progress.reportOf', { name: member.name, number: index + 1, score: attempt.score })}
                          onClick={() => setReportId(reportId === attempt.conversation_id ? null : attempt.conversation_id)}
                        >
                          {index > 0 ? '→ ' : ''}
                          {attempt.score}
                        </button>
                      ),
                    )}
                  </span>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {reportId ? <AttemptReport organizationId={organizationId} assignmentId={assignment.id} conversationId={reportId} /> : null}
    </div>
  );
}

/** A new due date or number of attempts for one assignment; the server refuses a past date or fewer attempts than used. */
function EditAssignmentForm({ organizationId, assignment, onDone }: { organizationId: string; assignment: Assignment; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateAssignment();
  const shownDue = toDateField(new Date(assignment.due_at));
  const [due, setDue] = useState(shownDue);
  const [attempts, setAttempts] = useState(String(assignment.max_attempts));
  const [error, setError] = useState<string | null>(null);
  const shownError = useValidationText(error);
  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkFormInput(UpdateAssignmentInputSchema, {
      due_at: due === shownDue ? undefined : fromDateField(due),
      max_attempts: Number(attempts) === assignment.max_attempts ? undefined : Number(attempts),
    }, t('assignments.checkForm'), setError);
    if (!input) return;
    try {
      await update.mutateAsync({ organizationId, assignmentId: assignment.id, ...input });
      toast.success(t('assignments.edit.changed'), { id: 'assignment-updated' });
      onDone();
    } catch (saveError) {
      setError(readable(saveError));
    }
  };
  return (
    <form onSubmit={onSave} className="mt-3 space-y-2" noValidate aria-label={t('assignments.edit.label', { name: assignment.scenario_name })}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('assignments.edit.newDue')} type="datetime-local" value={due} onChange={(event) => setDue(event.target.value)} />
        <TextField label={t('assignments.edit.attemptsAllowed', { max: ASSIGNMENT_ATTEMPTS_MAX })} type="number" min={1} max={ASSIGNMENT_ATTEMPTS_MAX} value={attempts} onChange={(event) => setAttempts(event.target.value)} />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {t('assignments.edit.save')}
        </button>
        <button type="button" className="btn-secondary" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
      <ErrorAlert>{shownError}</ErrorAlert>
    </form>
  );
}

/** The whole organisation's skills, or one team's: the chart, the table and the CSV follow the choice. */
function TeamSkills({ organizationId, teams }: { organizationId: string; teams: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const [teamId, setTeamId] = useState<string | null>(null);
  // A team deleted meanwhile falls back to everyone.
  const chosen = teamId !== null && teams.some((team) => team.id === teamId) ? teamId : null;
  const skills = useAssignedSkills(organizationId, chosen);
  const filterId = useId();
  const teamName = teams.find((team) => team.id === chosen)?.name;
  return (
    <div className="mt-6" data-testid="team-skills">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold">{t('assignments.skills.heading')}</h3>
        <div className="flex items-center gap-2">
          {teams.length > 0 ? (
            <>
              <label htmlFor={filterId} className="text-xs text-slate-600 dark:text-slate-300">
                {t('assignments.skills.show')}
              </label>
              <select id={filterId} className="field-input py-1 text-sm" value={chosen ?? ''} onChange={(event) => setTeamId(event.target.value || null)}>
                <option value="">{t('assignments.skills.everyone')}</option>
                {teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <button
            type="button"
            className="btn-ghost px-2"
            aria-label={teamName ? t('assignments.skills.downloadTeam', { team: teamName }) : t('assignments.skills.download')}
            title={t('assignments.skills.csv')}
            onClick={() => void downloadSkillsCsv(organizationId, chosen)}
          >
            <Download className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      <p className="text-xs text-slate-600 dark:text-slate-400">{teamName ? t('assignments.skills.hintTeam', { team: teamName }) : t('assignments.skills.hint')}</p>
      {skills.isPending ? <LoadingState label={t('assignments.skills.loading')} /> : null}
      {skills.isError ? <RetryAlert message={readable(skills.error)} onRetry={() => void skills.refetch()} /> : null}
      {skills.isSuccess ? (
        <div aria-busy={skills.isPlaceholderData} className={skills.isPlaceholderData ? 'opacity-60' : undefined}>
          {skills.data.data.length > 0 ? <SkillsChart skills={skills.data.data} /> : null}
          <SkillsOverTime
            skills={skills.data.data}
            label={teamName ? t('assignments.skills.labelTeam', { team: teamName }) : t('assignments.skills.label')}
            empty={teamName ? t('assignments.skills.emptyTeam', { team: teamName }) : t('assignments.skills.empty')}
          />
        </div>
      ) : null}
    </div>
  );
}

export function OrganizationAssignments({ organizationId, members, scenarios }: { organizationId: string; members: readonly AssignableMember[]; scenarios: readonly AssignableScenario[] }) {
  const { t } = useTranslation();
  const assignments = useAssignments(organizationId);
  const teams = useTeams(organizationId);
  const create = useCreateAssignments();
  const remove = useDeleteAssignment();
  const [scenarioIds, setScenarioIds] = useState<Set<string>>(new Set());
  const [userIds, setUserIds] = useState<Set<string>>(new Set());
  const [teamIds, setTeamIds] = useState<Set<string>>(new Set());
  const [due, setDue] = useState(defaultDue);
  const [passMark, setPassMark] = useState('70');
  const [attempts, setAttempts] = useState('3');
  const [error, setError] = useState<string | null>(null);
  const shownError = useValidationText(error);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editId, setEditId] = useState<string | null>(null);

  const onAssign = async (event: FormEvent) => {
    event.preventDefault();
    const input = checkFormInput(CreateAssignmentInputSchema, {
      scenario_ids: [...scenarioIds],
      user_ids: [...userIds],
      team_ids: [...teamIds],
      due_at: fromDateField(due),
      pass_mark: Number(passMark),
      max_attempts: Number(attempts),
    }, t('assignments.checkForm'), setError);
    if (!input) return;
    try {
      const created = await create.mutateAsync({ organizationId, ...input });
      setScenarioIds(new Set());
      setUserIds(new Set());
      setTeamIds(new Set());
      toast.success(created.data.length === 1 ? t('assignments.assign.assignedOne') : t('assignments.assign.assignedMany', { count: created.data.length }), { id: 'assignment-created' });
    } catch (assignError) {
      setError(readable(assignError));
    }
  };

  const list = assignments.data?.data ?? [];
  return (
    <section className="card p-4 sm:p-5" aria-labelledby="assignments-heading">
      <IconHeading id="assignments-heading" icon={ClipboardList} size="small">
        {t('assignments.assign.heading')}
      </IconHeading>
      <form onSubmit={onAssign} className="mt-3 space-y-3" noValidate aria-label={t('assignments.assign.heading')}>
        <ChoiceCheckboxes label={t('assignments.assign.scenarios')} choices={scenarios} chosen={scenarioIds} onChange={setScenarioIds} />
        <ChoiceCheckboxes label={t('assignments.assign.members')} choices={memberChoices(members)} chosen={userIds} onChange={setUserIds} />
        {(teams.data?.data.length ?? 0) > 0 ? (
          <ChoiceCheckboxes label={t('assignments.assign.teams')} choices={teams.data?.data ?? []} chosen={teamIds} onChange={setTeamIds} layout="row" />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField label={t('assignments.assign.due')} type="datetime-local" value={due} onChange={(event) => setDue(event.target.value)} />
          <TextField label={t('assignments.assign.passMark')} type="number" min={0} max={100} value={passMark} onChange={(event) => setPassMark(event.target.value)} />
          <TextField label={t('assignments.assign.attempts', { max: ASSIGNMENT_ATTEMPTS_MAX })} type="number" min={1} max={ASSIGNMENT_ATTEMPTS_MAX} value={attempts} onChange={(event) => setAttempts(event.target.value)} />
        </div>
        <button type="submit" className="btn-primary" disabled={create.isPending}>
          {t('assignments.assign.submit')}
        </button>
      </form>
      <ErrorAlert className="mt-2">{shownError}</ErrorAlert>

      <h3 className="mt-6 text-sm font-semibold">{t('assignments.list.heading')}</h3>
      {assignments.isError ? <RetryAlert message={readable(assignments.error)} onRetry={() => void assignments.refetch()} /> : null}
      {list.length === 0 && assignments.isSuccess ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('assignments.list.none')}</p> : null}
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800" data-testid="organization-assignments">
        {list.map((assignment) => (
          <li key={assignment.id} className="py-3" data-testid="organization-assignment">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere]">{assignment.scenario_name}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="assignment-counts">
                  {t('assignments.list.counts', {
                    date: formatDate(assignment.due_at),
                    passMark: assignment.pass_mark,
                    count: assignment.max_attempts,
                    passed: assignment.counts.passed,
                    attempted: assignment.counts.attempted,
                    notStarted: assignment.counts.not_started,
                  })}
                </p>
              </div>
              <div className="flex gap-1">
                <button type="button" className="btn-secondary" aria-expanded={openId === assignment.id} onClick={() => setOpenId(openId === assignment.id ? null : assignment.id)}>
                  {openId === assignment.id ? t('assignments.list.hideProgress') : t('assignments.list.progress')}
                </button>
                <button
                  type="button"
                  className="btn-ghost px-2"
                  aria-label={t('assignments.list.changeNamed', { name: assignment.scenario_name })}
                  aria-expanded={editId === assignment.id}
                  title={t('assignments.list.change')}
                  onClick={() => setEditId(editId === assignment.id ? null : assignment.id)}
                >
                  <Pencil className="size-4" aria-hidden />
                </button>
                <button type="button" className="btn-ghost px-2" aria-label={t('assignments.list.csvNamed', { name: assignment.scenario_name })} title={t('assignments.skills.csv')} onClick={() => void downloadAssignmentCsv(organizationId, assignment.id)}>
                  <Download className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className="btn-ghost px-2"
                  aria-label={t('assignments.list.deleteNamed', { name: assignment.scenario_name })}
                  title={t('assignments.list.delete')}
                  disabled={remove.isPending}
                  onClick={() => void remove.mutateAsync({ organizationId, assignmentId: assignment.id }).catch((deleteError: unknown) => toast.error(readable(deleteError), { id: 'assignment-delete-error' }))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </div>
            {editId === assignment.id ? <EditAssignmentForm organizationId={organizationId} assignment={assignment} onDone={() => setEditId(null)} /> : null}
            {openId === assignment.id ? <AssignmentProgressPanel organizationId={organizationId} assignment={assignment} /> : null}
          </li>
        ))}
      </ul>
      {list.length > 0 ? <TeamSkills organizationId={organizationId} teams={teams.data?.data ?? []} /> : null}
    </section>
  );
}
