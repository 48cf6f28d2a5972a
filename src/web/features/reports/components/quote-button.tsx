// A learner's line quoted in the report, as a button that shows the line in the transcript: under a criterion and in
// what the learner uncovered.
import { MessageSquareQuote } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';

export function QuoteButton({ quote, messageId, onQuote, testId, className = '' }: { quote: string; messageId: string; onQuote: (messageId: string) => void; testId: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => onQuote(messageId)}
      className={`group flex w-full items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-left text-sm text-slate-800 transition-colors hover:border-brand-300 hover:bg-brand-50 dark:border-slate-700 dark:bg-slate-950/60 dark:text-slate-100 dark:hover:border-brand-700 dark:hover:bg-brand-950/40 ${className}`}
      title={t('report.showLine')}
      data-testid={testId}
    >
      <MessageSquareQuote className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden />
      <span className="[overflow-wrap:anywhere] italic">“{quote}”</span>
      <span className="sr-only">{t('report.showLineHint')}</span>
    </button>
  );
}
