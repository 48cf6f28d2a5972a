// /showcase/report/{conversationId}: where an ended session leads. While the session is graded a spinner waits for
// the job (server events, or a poll while they are down); then the score ring, one card per criterion with the
// learner's own lines (a click shows the line in the transcript beside them), what they uncovered of the character's
// brief, the delivery figures and the transcript. A session still going offers Resume and End; a failed grading offers to try again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileText, History, RotateCcw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { toast } from 'sonner';
import type { Conversation } from '@shared/contracts/conversations.ts';
import { CREDITS_PAGE_PATH } from '@shared/contracts/credits.ts';
import type { Report } from '@shared/contracts/reports.ts';
import { NotFound } from '@/components/not-found.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { CONVERSATIONS_QUERY_KEY, conversationQueryKey } from '@/lib/query-keys.ts';
import { subscribeToServerEvents } from '@/lib/server-events.ts';
import { downloadTranscript, transcriptDownloadPath } from '@/features/reports/api/download-transcript.ts';
import { useGradeJobStatus, type ReportPageState } from '@/features/reports/api/get-grade-job-status.ts';
import { reportQueryKey, useReport } from '@/features/reports/api/get-report.ts';
import { useRetryGrading } from '@/features/reports/api/retry-grading.ts';
import { CriterionCard, NotRelevantCriteria } from '@/features/reports/components/criterion-card.tsx';
import { DeliveryFigures } from '@/features/reports/components/delivery-figures.tsx';
import { GradingProgress } from '@/features/reports/components/grading-progress.tsx';
import { ReportTranscript, revealTranscriptMessage } from '@/features/reports/components/report-transcript.tsx';
import { PassBadge, ScoreRing } from '@/features/reports/components/score-ring.tsx';
import { UncoveredSummary } from '@/features/reports/components/uncovered-summary.tsx';
import { formatDateTime, formatSessionLength, reportProblemOf } from '@/features/reports/report-format.ts';
import { useConversation } from '@/features/sessions/api/get-conversation.ts';
import { endConversation } from '@/features/sessions/api/end-conversation.ts';
import { EndSessionModal } from '@/features/sessions/components/end-session-modal.tsx';
import { meetPagePath, sessionPagePath } from '@/features/sessions/session-paths.ts';
import { ROLEPLAY_MODE_LABELS } from '@/features/sessions/session-options.ts';
import { readable } from '@/lib/api-client.ts';

function PageShell({ children }: { children: ReactNode }) {
  return <div className="container-page py-8 sm:py-10">{children}</div>;
}

function ReportHeading({ conversation }: { conversation: Conversation }) {
  return (
    <div>
      <Link to="/showcase/history" className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white">
        <History className="size-4" aria-hidden />
        All sessions
      </Link>
      <p className="mt-4 text-sm font-medium text-brand-700 dark:text-brand-300">Session report</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl dark:text-white">{conversation.scenario_name}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {formatDateTime(conversation.started_at)} · {ROLEPLAY_MODE_LABELS[conversation.mode]}
        {conversation.ended_at ? ` · ${formatSessionLength((Date.parse(conversation.ended_at) - Date.parse(conversation.started_at)) / 1000)}` : ''}
      </p>
    </div>
  );
}

/** Refetches the report when a grading job of this person ends, and whenever the push channel (re)connects. */
function useRefetchWhenGraded(conversationId: string, isWaiting: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isWaiting) return undefined;
    return subscribeToServerEvents((event) => {
      const isGradingEnd = event?.type === 'job' && (event.jobStatus === 'Completed' || event.jobStatus === 'Failed') && event.queue.startsWith('conversations.');
      if (event === null || isGradingEnd) void queryClient.invalidateQueries({ queryKey: reportQueryKey(conversationId) });
    });
  }, [conversationId, isWaiting, queryClient]);
}

function GradedReport({ report, conversation }: { report: Report; conversation: Conversation }) {
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const relevant = report.criteria.filter((criterion) => criterion.relevant);
  const notRelevant = report.criteria.filter((criterion) => !criterion.relevant);
  const character = { name: conversation.character.name || 'The character', gender: conversation.character.gender };
  const practiseAgain = report.scenario_id
    ? meetPagePath(report.scenario_id, { mode: report.mode, minutes: conversation.time_limit_minutes, language: conversation.language })
    : null;

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
            Overall score
          </h2>
          <div className="mt-2 flex justify-center sm:justify-start">
            <PassBadge isPassed={report.passed} passMark={report.pass_mark} />
          </div>
          {report.summary ? (
            <p className="mt-3 text-sm leading-6 text-slate-700 dark:text-slate-300" data-testid="report-summary">
              {report.summary}
            </p>
          ) : null}
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Graded against “{report.rubric.title}”.</p>
        </div>
      </section>

      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {practiseAgain ? (
          <Link to={practiseAgain} className="btn-primary">
            <RotateCcw className="size-4" aria-hidden />
            Practise again
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
                toast.error(readable(error, 'The transcript could not be downloaded.'));
              });
            }}
            className="btn-secondary"
          >
            {format === 'pdf' ? <FileText className="size-4" aria-hidden /> : <Download className="size-4" aria-hidden />}
            {format === 'pdf' ? 'Download PDF' : 'Download transcript'}
          </a>
        ))}
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-3">
          <section aria-labelledby="criteria-title">
            <h2 id="criteria-title" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
              Criteria
            </h2>
            {relevant.length > 0 ? (
              <ul className="flex flex-col gap-4">
                {relevant.map((criterion) => (
                  <CriterionCard key={criterion.name} criterion={criterion} onQuote={showQuote} />
                ))}
              </ul>
            ) : (
              <p className="card p-5 text-sm text-slate-600 dark:text-slate-300">None of the rubric’s criteria came up in this session.</p>
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
            Transcript
          </h2>
          <ReportTranscript messages={conversation.messages} character={character} highlightedId={highlightedId} />
        </section>
      </div>
    </>
  );
}

export function Component() {
  const { conversationId = '' } = useParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const handedJobId = (location.state as ReportPageState | null)?.gradeJobId ?? null;
  const conversation = useConversation(conversationId);
  const isEnded = conversation.data?.status === 'ended';
  const report = useReport(conversationId, isEnded);
  const retry = useRetryGrading(conversationId);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const end = useMutation({
    mutationFn: () => endConversation(conversationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
    onSuccess: () => setIsConfirmOpen(false),
    onError: (error) => {
      setIsConfirmOpen(false);
      toast.error(`The session could not be ended: ${error.message}`);
    },
  });
  const problem = report.error ? reportProblemOf(report.error) : null;
  const isGrading = problem?.kind === 'grading';
  const gradeJob = useGradeJobStatus(isGrading ? (retry.data ?? end.data ?? handedJobId) : null);
  useRefetchWhenGraded(conversationId, isGrading);

  // The job the page follows ended: the report (or the failure) is there to read now.
  const jobStatus = gradeJob.data?.jobStatus;
  useEffect(() => {
    if (jobStatus === 'Completed' || jobStatus === 'Failed') void queryClient.invalidateQueries({ queryKey: reportQueryKey(conversationId) });
  }, [jobStatus, conversationId, queryClient]);


  if (conversation.isPending) {
    return (
      <PageShell>
        <div className="flex justify-center py-8">
          <Spinner label="Loading the report" />
        </div>
      </PageShell>
    );
  }
  if (conversation.isError) {
    return <NotFound title="Report not found" message="This session does not exist or is not yours." error={conversation.error} />;
  }

  const data = conversation.data;
  if (data.status === 'active') {
    return (
      <PageShell>
        <ReportHeading conversation={data} />
        <section className="card mt-6 flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between" aria-labelledby="still-going-title">
          <div>
            <h2 id="still-going-title" className="text-lg font-semibold text-slate-900 dark:text-white">
              This session is still going
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Carry on where you left off, or end it now to have it graded.</p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Link to={sessionPagePath(data.id)} className="btn-primary">
              Resume
            </Link>
            <button type="button" className="btn-secondary" onClick={() => setIsConfirmOpen(true)} disabled={end.isPending}>
              End
            </button>
          </div>
        </section>
        <EndSessionModal isOpen={isConfirmOpen} onClose={() => setIsConfirmOpen(false)} onConfirm={() => end.mutate()} isEnding={end.isPending} />
      </PageShell>
    );
  }

  return (
    <PageShell>
      <ReportHeading conversation={data} />
      {report.data ? (
        <GradedReport report={report.data} conversation={data} />
      ) : report.isPending || problem?.kind === 'grading' || problem?.kind === 'not_ended' ? (
        <div className="mt-6">
          <GradingProgress jobStatus={report.isPending ? null : (gradeJob.data?.jobStatus ?? null)} />
        </div>
      ) : problem?.kind === 'failed' ? (
        <section className="card mt-6 p-6" aria-labelledby="failed-title" data-testid="grading-failed">
          <h2 id="failed-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            Grading failed
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{problem.reason}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">Your transcript is kept. Trying again costs no credits.</p>
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
            {retry.isPending ? 'Starting…' : 'Try grading again'}
          </button>
        </section>
      ) : problem?.kind === 'not_graded' ? (
        <section className="card mt-6 p-6" aria-labelledby="not-graded-title" data-testid="not-graded">
          <h2 id="not-graded-title" className="text-lg font-semibold text-slate-900 dark:text-white">
            Not graded: no answers
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Nothing was said in this session, so there is nothing to grade. Its credits were given back.</p>
          <Link to={CREDITS_PAGE_PATH} className="btn-secondary mt-4">
            See your credits
          </Link>
        </section>
      ) : problem?.kind === 'not_found' ? (
        <p className="card mt-6 p-6 text-slate-700 dark:text-slate-300">This session does not exist or is not yours.</p>
      ) : (
        <section className="card mt-6 p-6" role="alert">
          <p className="text-slate-700 dark:text-slate-300">{problem?.kind === 'error' ? problem.message : 'The report could not be loaded.'}</p>
          <button type="button" className="btn-secondary mt-4" onClick={() => void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) })}>
            Try again
          </button>
        </section>
      )}
    </PageShell>
  );
}
