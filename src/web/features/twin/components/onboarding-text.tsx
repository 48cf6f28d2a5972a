import { useId, useState } from 'react';
import { OnboardingFrame, StepLinks } from './onboarding-frame.tsx';
import { FIRST_QUESTION, ONBOARDING_PATHS, ONBOARDING_QUESTION_COUNT } from '../onboarding-steps.ts';

export function OnboardingText() {
  const [answer, setAnswer] = useState('');
  const answerId = useId();
  const hintId = useId();

  return (
    <OnboardingFrame
      step={3}
      actions={<StepLinks back={{ to: ONBOARDING_PATHS.voice, label: 'Previous' }} next={{ to: ONBOARDING_PATHS.meet, label: 'Next' }} />}
    >
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
        Question 1 of {ONBOARDING_QUESTION_COUNT}
      </p>
      <h1 className="mt-2 text-xl font-bold tracking-tight sm:text-2xl">
        {FIRST_QUESTION}
      </h1>
      <p id={hintId} className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        Write as you would talk to a friend. Names, small stories and the way you usually phrase things all help your twin sound like you.
      </p>

      <div className="mt-6">
        <label htmlFor={answerId} className="field-label">
          Your answer
        </label>
        <textarea
          id={answerId}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          rows={7}
          aria-describedby={hintId}
          placeholder="My sister Ana taught me to laugh at my own mistakes…"
          className="field-input resize-y leading-relaxed"
        />
        <p className="mt-1.5 text-right text-xs text-slate-500 dark:text-slate-400" aria-live="off">
          {answer.trim().length === 0 ? 'Optional in this preview' : `${answer.trim().split(/\s+/).length} words`}
        </p>
      </div>
    </OnboardingFrame>
  );
}
