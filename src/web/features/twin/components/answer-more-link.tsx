import { MessageSquarePlus } from 'lucide-react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { TwinAnswer } from '@shared/contracts/twin.ts';
import { interviewPath } from '@/features/twin/onboarding-steps.ts';
import { firstUnansweredQuestion, unansweredCount } from '@/features/twin/twin-display.ts';

/**
 * "Answer more questions (N left)": back into the interview at the first unanswered question, shown whenever one
 * remains, before and after a summary exists. Each answer gives the Engram more of the person's own words.
 */
export function AnswerMoreLink({ answers }: { answers: readonly Pick<TwinAnswer, 'number'>[] }) {
  const { t } = useTranslation();
  const left = unansweredCount(answers);
  if (left === 0) return null;
  return (
    <div className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="answer-more">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('dash.answerMore.hint')}</p>
      <Link to={interviewPath('text', firstUnansweredQuestion(answers))} className="btn-primary shrink-0">
        <MessageSquarePlus className="size-4" aria-hidden />
        {t('dash.answerMore.link', { count: left })}
      </Link>
    </div>
  );
}
