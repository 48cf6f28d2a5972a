import { ChevronRight, Play, Square } from 'lucide-react';
import { Link } from 'react-router';
import type { ConversationListItem } from '@shared/contracts/reports.ts';
import { formatDateTime, formatScore, formatSessionLength, sessionAccessibleNames, sessionStateOf, type SessionState } from '@/features/reports/report-format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const STATE_TONES: Record<SessionState, string> = {
  in_progress: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  grading: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  failed: 'bg-rose-100 text-rose-900 dark:bg-rose-900/50 dark:text-rose-100',
  not_graded: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  passed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  not_passed: 'bg-amber-100 text-amber-950 dark:bg-amber-900/50 dark:text-amber-100',
};

export interface HistoryListProps {
  items: readonly ConversationListItem[];
  reportHref: (conversationId: string) => string;
  resumeHref: (conversationId: string) => string;
  /** End an active session (the page asks first). */
  onEnd: (item: ConversationListItem) => void;
}

/** Every session, newest first: when, what, how long, the score and where its grading stands. */
export function HistoryList({ items, reportHref, resumeHref, onEnd }: HistoryListProps) {
  const { t } = useTranslation();
  const names = sessionAccessibleNames(items);
  return (
    <ul className="flex flex-col gap-3" aria-label={t('history.sessions')} data-testid="history-list">
      {items.map((item) => {
        const state = sessionStateOf(item);
        const isActive = state === 'in_progress';
        const sessionName = names.get(item.id) ?? item.scenario_name;
        return (
          <li key={item.id} className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-5" data-testid="history-item">
            <div className="min-w-0 flex-1">
              <p className="font-semibold [overflow-wrap:anywhere] text-slate-900 dark:text-white">{item.scenario_name}</p>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
                <time dateTime={item.started_at}>{formatDateTime(item.started_at)}</time> · {t(`history.mode.${item.mode}`)} · {formatSessionLength(item.duration_seconds)}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <p className="w-16 text-right" data-testid="history-score">
                {item.overall_score === null ? (
                  <span className="text-sm text-slate-500 dark:text-slate-400">
                    <span aria-hidden>—</span>
                    <span className="sr-only">{t('history.noScore')}</span>
                  </span>
                ) : (
                  <>
                    <span className="text-xl font-bold text-slate-900 tabular-nums dark:text-white">{formatScore(item.overall_score)}</span>
                    <span className="text-xs text-slate-600 dark:text-slate-300">/100</span>
                  </>
                )}
              </p>
              <span className={`w-28 rounded-full px-2.5 py-1 text-center text-xs font-semibold ${STATE_TONES[state]}`} data-testid="history-state">
                {t(`history.state.${state}`)}
              </span>
            </div>
            <div className="flex gap-2 sm:w-60 sm:justify-end">
              {isActive ? (
                <>
                  <Link to={resumeHref(item.id)} className="btn-primary flex-1 px-3 sm:flex-none" aria-label={t('history.resumeNamed', { name: sessionName })}>
                    <Play className="size-4" aria-hidden />
                    {t('history.resume')}
                  </Link>
                  <button type="button" className="btn-secondary flex-1 px-3 sm:flex-none" onClick={() => onEnd(item)} aria-label={t('history.endNamed', { name: sessionName })}>
                    <Square className="size-4" aria-hidden />
                    {t('history.end')}
                  </button>
                </>
              ) : (
                <Link to={reportHref(item.id)} className="btn-secondary flex-1 px-3 sm:flex-none" aria-label={t('history.reportNamed', { name: sessionName })}>
                  {t('history.report')}
                  <ChevronRight className="size-4" aria-hidden />
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
