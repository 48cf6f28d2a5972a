// /showcase/report/{conversationId}: where an ended session leads. The session's heading, then its report as
// ReportView shows it (grading, the report, a failed grading to retry, or nothing said). A session still going offers
// Resume and End.
import { useTranslation } from '@/i18n/use-translation.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Conversation } from '@shared/contracts/conversations.ts';
import type { Report } from '@shared/contracts/reports.ts';
import { NotFound } from '@/components/not-found.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { toast } from '@/components/toast.ts';
import { CONVERSATIONS_QUERY_KEY } from '@/lib/query-keys.ts';
import { ReportView } from '@/features/reports/components/report-view.tsx';
import { formatDateTime, formatSessionLength } from '@/features/reports/report-format.ts';
import { useConversation } from '@/features/sessions/api/get-conversation.ts';
import { endConversation } from '@/features/sessions/api/end-conversation.ts';
import { EndSessionModal } from '@/features/sessions/components/end-session-modal.tsx';
import { meetPagePath, sessionPagePath } from '@/features/sessions/session-paths.ts';

function PageShell({ children }: { children: ReactNode }) {
  return <div className="container-page py-8 sm:py-10">{children}</div>;
}

function ReportHeading({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  return (
    <div>
      <Link to="/showcase/history" className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white">
        <History className="size-4" aria-hidden />
        {t('report.allSessions')}
      </Link>
      <p className="mt-4 text-sm font-medium text-brand-700 dark:text-brand-300">{t('report.sessionReport')}</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-slate-900 sm:text-3xl dark:text-white">{conversation.scenario_name}</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {formatDateTime(conversation.started_at)} · {t(`session.mode.${conversation.mode}`)}
        {conversation.ended_at ? ` · ${formatSessionLength((Date.parse(conversation.ended_at) - Date.parse(conversation.started_at)) / 1000)}` : ''}
      </p>
    </div>
  );
}

export function Component() {
  const { conversationId = '' } = useParams();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const end = useMutation({
    mutationFn: () => endConversation(conversationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
    onSuccess: () => setIsConfirmOpen(false),
    onError: (error) => {
      setIsConfirmOpen(false);
      toast.error(t('session.endFailed', { reason: error.message }));
    },
  });

  if (conversation.isPending) {
    return (
      <PageShell>
        <div className="flex justify-center py-8">
          <Spinner label={t('report.loading')} />
        </div>
      </PageShell>
    );
  }
  if (conversation.isError) {
    return <NotFound title={t('report.notFoundTitle')} message={t('session.notFoundBody')} error={conversation.error} />;
  }

  const data = conversation.data;
  if (data.status === 'active') {
    return (
      <PageShell>
        <ReportHeading conversation={data} />
        <section className="card mt-6 flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between" aria-labelledby="still-going-title">
          <div>
            <h2 id="still-going-title" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('report.stillGoing')}
            </h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('report.stillGoingBody')}</p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Link to={sessionPagePath(data.id)} className="btn-primary">
              {t('report.resume')}
            </Link>
            <button type="button" className="btn-secondary" onClick={() => setIsConfirmOpen(true)} disabled={end.isPending}>
              {t('report.end')}
            </button>
          </div>
        </section>
        <EndSessionModal isOpen={isConfirmOpen} onClose={() => setIsConfirmOpen(false)} onConfirm={() => end.mutate()} isEnding={end.isPending} />
      </PageShell>
    );
  }

  // The same practice again: its scenario, mode, timer and language.
  const practiseAgainPathOf = (report: Report) =>
    report.scenario_id ? meetPagePath(report.scenario_id, { mode: report.mode, minutes: data.time_limit_minutes, language: data.language }) : null;
  return (
    <PageShell>
      <ReportHeading conversation={data} />
      <ReportView conversation={data} practiseAgainPathOf={practiseAgainPathOf} />
    </PageShell>
  );
}
