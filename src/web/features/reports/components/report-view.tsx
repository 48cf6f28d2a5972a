// The report of an ended session as the report page shows it: while it is graded a spinner waits for the grading
// job's event (with a slow poll of the report in case the event stream dropped); then the score ring, one card per
// criterion with the learner's own lines (a click shows the line in the transcript beside them), what they uncovered
// of the character's brief, the delivery figures and the transcript. A failed grading offers to try again; a session
// in which nothing was said says why it has no report.
import { useTranslation } from '@/i18n/use-translation.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileText, RotateCcw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Conversation } from '@shared/contracts/conversations.ts';
import { CREDITS_PAGE_PATH } from '@shared/contracts/credits-constants.ts';
import { GRADE_JOB_NAME, type Report } from '@shared/contracts/reports.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { conversationQueryKey } from '@/lib/query-keys.ts';
import { subscribeToServerEvents } from '@/lib/server-events.ts';
import { downloadTranscript, transcriptDownloadPath } from '@/features/reports/api/download-transcript.ts';
import { reportQueryKey, useReport } from '@/features/reports/api/get-report.ts';
import { useRetryGrading } from '@/features/reports/api/retry-grading.ts';
import { CriterionCard, NotRelevantCriteria } from '@/features/reports/components/criterion-card.tsx';
import { DeliveryFigures } from '@/features/reports/components/delivery-figures.tsx';
import { GradingProgress } from '@/features/reports/components/grading-progress.tsx';
import { ReportTranscript, revealTranscriptMessage } from '@/features/reports/components/report-transcript.tsx';
import { PassBadge, ScoreRing } from '@/features/reports/components/score-ring.tsx';
import { UncoveredSummary } from '@/features/reports/components/uncovered-summary.tsx';
import { reportProblemOf } from '@/features/reports/report-problem.ts';

/**
 * Reads the report again when a grading job of this person ends (its event over `/events`), and whenever the channel
 * (re)connects, in case the event came while it was down; the report query's slow poll covers the rest.
 */
function useRefetchWhenGraded(conversationId: string, isWaiting: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isWaiting) return undefined;
    return subscribeToServerEvents((event) => {
      const isGradingEnd = event?.type === 'job' && event.queue === GRADE_JOB_NAME && (event.jobStatus === 'Completed' || event.jobStatus === 'Failed');
      if (event === null || isGradingEnd) void queryClient.invalidateQueries({ queryKey: reportQueryKey(conversationId) });
    });
  }, [conversationId, isWaiting, queryClient]);
}

function GradedReport({ report, conversation, practiseAgainPathOf }: { report: Report; conversation: Conversation; practiseAgainPathOf: (report: Report) => string | null }) {
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const { t } = useTranslation();
  const relevant = report.criteria.filter((criterion) => criterion.relevant);
  const notRelevant = report.criteria.filter((criterion) => !criterion.relevant);
  const character = { name: conversation.character.name || t('session.theCharacter'), gender: conversation.character.gender };
  const practiseAgain = practiseAgainPathOf(report);

  const showQuote = (messageId: string) => {
    setHighlightedId(messageId);
    // After the highlight is painted, so the line scrolls into view already marked.
    requestAnimationFrame(() => revealTranscriptMessage(messageId));
  };

  return (
    <>
      <section className="card mt-6 flex flex-col items-center gap-5 p-6 sm:flex-row sm:items-center" aria-labelledby="overall-title">
        <ScoreRing score={report.overall_score} isPassed={report.passed} />
        <div className="min-w-0 flex-1 text-center sm:text-left">
          <h2 id="overall-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('report.overallScore')}
          </h2>
          <div className="mt-2 flex justify-center sm:justify-start">
            <PassBadge isPassed={report.passed} passMark={report.pass_mark} />
          </div>
          {report.summary ? (
            <p className="mt-3 text-sm leading-6 text-slate-700 dark:text-slate-300" data-testid="report-summary">
              {report.summary}
            </p>
          ) : null}
          {report.ended_by_character ? <EndedByCharacter ended={report.ended_by_character} onQuote={showQuote} /> : null}
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="report-rubric">
            {t('report.gradedAgainst', { title: report.rubric.title })}
          </p>
        </div>
      </section>

      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {practiseAgain ? (
          <Link to={practiseAgain} className="btn-primary">
            <RotateCcw className="size-4" aria-hidden />
            {t('report.practiseAgain')}
          </Link>
        ) : null}
        {(['text', 'pdf'] as const).map((format) => (
          <a
            key={format}
            href={transcriptDownloadPath(report.conversation_id, format)}
            download
            onClick={(event) => {
              event.preventDefault();
              downloadTranscript(report.conversation_id, format).catch((error: unknown) => {
                toast.error(readable(error, t('report.downloadFailed')));
              });
            }}
            className="btn-secondary"
          >
            {format === 'pdf' ? <FileText className="size-4" aria-hidden /> : <Download className="size-4" aria-hidden />}
            {format === 'pdf' ? t('report.downloadPdf') : t('report.downloadTranscript')}
          </a>
        ))}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
          <section aria-labelledby="criteria-title">
            <h2 id="criteria-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
              {t('report.criteria')}
            </h2>
            {relevant.length > 0 ? (
              <ul className="flex flex-col gap-4">
                {relevant.map((criterion) => (
                  <CriterionCard key={criterion.name} criterion={criterion} onQuote={showQuote} />
                ))}
              </ul>
            ) : (
              <p className="card p-5 text-sm text-slate-600 dark:text-slate-300">{t('report.noCriteria')}</p>
            )}
          </section>
          {report.uncovered ? <UncoveredSummary uncovered={report.uncovered} onQuote={showQuote} /> : null}
          <NotRelevantCriteria criteria={notRelevant} />
          <DeliveryFigures delivery={report.delivery} mode={report.mode} />
        </div>

        {/* Its own scroll area on wide screens, so a chosen quote scrolls here while the scores stay put; focusable, so
            keyboard users can scroll it too. */}
        <section
          className="card min-w-0 self-start p-4 lg:sticky lg:top-20 lg:col-span-2 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto"
          aria-labelledby="transcript-title"
          tabIndex={0}
          data-testid="transcript-panel"
        >
          <h2 id="transcript-title" className="mb-3 px-1 text-lg font-semibold text-slate-900 dark:text-white">
            {t('session.transcript')}
          </h2>
          <ReportTranscript messages={conversation.messages} character={character} highlightedId={highlightedId} />
        </section>
      </div>
    </>
  );
}

/**
 * The report of `conversation`, an ended session, or where its grading stands. `practiseAgainPathOf` names the page
 * that starts the same practice again (the page composes it from the sessions feature), or null to offer none.
 */
/** Why a session has no report to show (`${name}-title` its heading), and what the person can do about it. */
function NoReport({ name, testId, title, body, children }: { name: string; testId: string; title: string; body: string; children: ReactNode }) {
  return (
    <section className="card mt-6 p-6" aria-labelledby={`${name}-title`} data-testid={testId}>
      <h2 id={`${name}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{body}</p>
      {children}
    </section>
  );
}

export function ReportView({ conversation, practiseAgainPathOf }: { conversation: Conversation; practiseAgainPathOf: (report: Report) => string | null }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const report = useReport(conversation.id, true);
  const retry = useRetryGrading(conversation.id);
  const problem = report.error ? reportProblemOf(report.error) : null;
  // Listening from the first request on, so a grading that ends while it is answered is not missed.
  useRefetchWhenGraded(conversation.id, report.isPending || problem?.kind === 'grading');

  return (
    <>
      {report.data ? (
        <GradedReport report={report.data} conversation={conversation} practiseAgainPathOf={practiseAgainPathOf} />
      ) : report.isPending || problem?.kind === 'grading' || problem?.kind === 'not_ended' ? (
        <div className="mt-6">
          <GradingProgress />
        </div>
      ) : problem?.kind === 'failed' ? (
        <NoReport name="failed" testId="grading-failed" title={t('report.gradingFailed')} body={problem.reason}>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('report.gradingFailedBody')}</p>
          <button
            type="button"
            className="btn-primary mt-4"
            disabled={retry.isPending}
            onClick={() =>
              retry.mutate(undefined, {
                onError: (error) => toast.error(error.message),
              })
            }
          >
            <RotateCcw className="size-4" aria-hidden />
            {retry.isPending ? t('report.starting') : t('report.retryGrading')}
          </button>
        </NoReport>
      ) : problem?.kind === 'not_graded' ? (
        <NoReport name="not-graded" testId="not-graded" title={t('report.notGraded')} body={t('report.notGradedBody')}>
          <Link to={CREDITS_PAGE_PATH} className="btn-secondary mt-4">
            {t('report.seeCredits')}
          </Link>
        </NoReport>
      ) : problem?.kind === 'not_found' ? (
        <p className="card mt-6 p-6 text-slate-700 dark:text-slate-300">{t('session.notFoundBody')}</p>
      ) : (
        <section className="card mt-6 p-6" role="alert">
          <p className="text-slate-700 dark:text-slate-300">{problem?.kind === 'error' ? problem.message : t('report.loadFailed')}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversation.id) })}>
            {t('common.tryAgain')}
          </button>
        </section>
      )}
    </>
  );
}

/** "Marcus Reid ended the conversation after your line: ‘Calm down…’", the line a button that shows it in the transcript. */
function EndedByCharacter({ ended, onQuote }: { ended: NonNullable<Report['ended_by_character']>; onQuote: (messageId: string) => void }) {
  const { name, line } = ended;
  const { t } = useTranslation();
  return (
    <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm leading-6 text-amber-950 dark:bg-amber-950/40 dark:text-amber-50" data-testid="report-ended-by-character">
      {line ? (
        <>
          {t('report.endedAfterLine', { name })}{' '}
          <button type="button" className="text-left italic underline decoration-amber-400 underline-offset-2 [overflow-wrap:anywhere] hover:decoration-amber-700" onClick={() => onQuote(line.message_id)} title={t('report.showLine')}>
            ‘{line.quote}’
          </button>
        </>
      ) : (
        t('report.endedBeforeAnything', { name })
      )}
    </p>
  );
}
