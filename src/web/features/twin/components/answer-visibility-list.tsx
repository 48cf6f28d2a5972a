import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { type TwinAnswer } from '@shared/contracts/twin.ts';
import { TWIN_ANSWER_VISIBILITIES, type TwinAnswerVisibility } from '@shared/contracts/twin-constants.ts';
import { CardSection } from '@/components/card-section.tsx';
import { SelectOptions } from '@/components/select-options.tsx';
import { useSetAnswerVisibility } from '@/features/twin/api/set-answer-visibility.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { i18n } from '@/i18n/i18n.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { twinQuestionText } from '@/features/twin/twin-display.ts';

/** "Answer 3 is now public.": the toast after an answer's audience is saved. */
export function answerVisibilitySavedText(number: number, visibility: TwinAnswerVisibility): string {
  return i18n.t('dash.answers.saved', { number, visibility: i18n.t(`dash.visibility.${visibility}.label`).toLowerCase() });
}

/** Saves who hears an answer and says so, or why not, in a toast; `isBusy` while a choice is being saved. */
export function useAnswerVisibilityChange(): { change: (answer: TwinAnswer, visibility: TwinAnswerVisibility) => Promise<void>; isBusy: boolean } {
  const setVisibility = useSetAnswerVisibility();
  const change = async (answer: TwinAnswer, visibility: TwinAnswerVisibility): Promise<void> => {
    try {
      await setVisibility.mutateAsync({ number: answer.number, visibility });
      toast.success(answerVisibilitySavedText(answer.number, visibility), { id: 'twin-answer-visibility' });
    } catch (error) {
      toast.error(readable(error), { id: 'twin-answer-visibility-error' });
    }
  };
  return { change, isBusy: setVisibility.isPending };
}

/** An answer's question as the owner reads it: the catalogue's wording of the interview's questions. */
function questionOf(answer: Pick<TwinAnswer, 'number' | 'question'>): string {
  return answer.number >= 1 && answer.number <= TWIN_QUESTION_COUNT ? twinQuestionText(answer.number) : answer.question;
}

/**
 * Who may hear each interview answer: only the owner (the default), also released heirs, or anyone visiting a public
 * Engram. The public page and public chat use public answers only.
 */
export function AnswerVisibilityList({ answers }: { answers: TwinAnswer[] }) {
  const { t } = useTranslation();
  const visibility = useAnswerVisibilityChange();
  return (
    <CardSection id="answers-heading" title={t('dash.answers.title')} description={t('dash.answers.intro')} className="mt-6">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="answer-visibility-list">
        {answers.map((answer) => (
          <AnswerRow key={answer.number} answer={answer} isBusy={visibility.isBusy} onChange={(chosen) => visibility.change(answer, chosen)} />
        ))}
      </ul>
    </CardSection>
  );
}

/**
 * One answer with its "Visible to" choice. The choice shows at once and stays until `onChange` has settled (the saved
 * answer is read again by then, or the old choice comes back).
 */
export function AnswerRow({
  answer,
  isBusy,
  onChange,
  testId,
}: {
  answer: TwinAnswer;
  isBusy: boolean;
  onChange: (visibility: TwinAnswerVisibility) => Promise<void>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const [chosen, setChosen] = useState<TwinAnswerVisibility | null>(null);
  const choose = (visibility: TwinAnswerVisibility) => {
    setChosen(visibility);
    void onChange(visibility).finally(() => setChosen(null));
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" data-testid={testId}>
      <div className="min-w-0">
        <p className="text-sm font-medium">
          {answer.number}. {questionOf(answer)}
        </p>
        <p className="line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">{answer.text || t('dash.answers.noTranscript')}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <label htmlFor={selectId} className="text-sm">
          {t('dash.answers.visibleTo')}
          <span className="sr-only"> {t('dash.answers.visibleToNumber', { number: answer.number })}</span>
        </label>
        <select id={selectId} className="field-input w-32" value={chosen ?? answer.visibility} disabled={isBusy} onChange={(event) => choose(event.target.value as TwinAnswerVisibility)}>
          <SelectOptions values={TWIN_ANSWER_VISIBILITIES} labelOf={(visibility) => t(`dash.visibility.${visibility}.label`)} />
        </select>
      </div>
    </li>
  );
}
