// /showcase/history: every session, newest first, filtered by scenario (kept in the URL), a page at a time. An
// active session can be resumed or ended (then its report opens and waits for the grading); an ended one opens its report.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ConversationListItem } from '@shared/contracts/reports.ts';
import { EmptyState, LoadingState, NextPageButton, RetryAlert } from '@/components/query-states.tsx';
import { toast } from '@/components/toast.ts';
import { CONVERSATIONS_QUERY_KEY } from '@/lib/query-keys.ts';
import { useConversationHistory } from '@/features/reports/api/get-conversation-history.ts';
import { HistoryList } from '@/features/reports/components/history-list.tsx';
import { endConversation } from '@/features/sessions/api/end-conversation.ts';
import { EndSessionModal } from '@/features/sessions/components/end-session-modal.tsx';
import { reportPagePath, sessionPagePath } from '@/features/sessions/session-paths.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const SCENARIO_PARAM = 'scenario';

/** The scenarios seen in the unfiltered history, by id, in the order they first appear (newest first). */
function scenarioChoicesOf(items: readonly ConversationListItem[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const item of items) if (item.scenario_id && !seen.has(item.scenario_id)) seen.set(item.scenario_id, item.scenario_name);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const filterId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const scenarioId = searchParams.get(SCENARIO_PARAM) || null;
  const history = useConversationHistory(scenarioId);
  // The filter's choices come from the whole history (cached), not from the filtered list.
  const allHistory = useConversationHistory(null);
  const [ending, setEnding] = useState<ConversationListItem | null>(null);

  const end = useMutation({
    mutationFn: (item: ConversationListItem) => endConversation(item.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
    onSuccess: (_jobId, item) => {
      setEnding(null);
      void navigate(reportPagePath(item.id));
    },
    onError: (error) => {
      setEnding(null);
      toast.error(t('history.endFailed', { reason: error.message }));
    },
  });

  const items = history.data?.pages.flatMap((page) => page.data) ?? [];
  const choices = scenarioChoicesOf(allHistory.data?.pages.flatMap((page) => page.data) ?? []);
  if (scenarioId && !choices.some((choice) => choice.id === scenarioId)) {
    choices.push({ id: scenarioId, name: items[0]?.scenario_name ?? t('history.chosenScenario') });
  }
  const isFiltered = scenarioId !== null;

  const chooseScenario = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(SCENARIO_PARAM, value);
    else next.delete(SCENARIO_PARAM);
    setSearchParams(next, { replace: true });
  };

  return (
    <div className="container-page py-8 sm:py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{t('history.title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('history.intro')}</p>
        </div>
        {choices.length > 0 ? (
          <div className="sm:w-72">
            <label htmlFor={filterId} className="field-label">
              {t('history.scenario')}
            </label>
            <select id={filterId} className="field-input" value={scenarioId ?? ''} onChange={(event) => chooseScenario(event.target.value)}>
              <option value="">{t('history.allScenarios')}</option>
              {choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>

      <div className="mt-6">
        {history.isPending ? (
          <LoadingState label={t('history.loading')} />
        ) : history.isError ? (
          <RetryAlert message={history.error.message} onRetry={() => void history.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState
            icon={History}
            title={isFiltered ? t('history.emptyFilteredTitle') : t('history.emptyTitle')}
            text={isFiltered ? t('history.emptyFilteredBody') : t('history.emptyBody')}
            testId="history-empty"
          >
            {isFiltered ? (
              <button type="button" className="btn-secondary" onClick={() => chooseScenario('')}>
                {t('history.showAll')}
              </button>
            ) : (
              <Link to="/showcase" className="btn-primary">
                {t('history.browse')}
              </Link>
            )}
          </EmptyState>
        ) : (
          <>
            <HistoryList items={items} reportHref={reportPagePath} resumeHref={sessionPagePath} onEnd={setEnding} />
            <NextPageButton query={history} label={t('history.loadMore')} className="mt-6" />
          </>
        )}
      </div>

      <EndSessionModal isOpen={ending !== null} onClose={() => setEnding(null)} onConfirm={() => ending && end.mutate(ending)} isEnding={end.isPending} />
    </div>
  );
}
