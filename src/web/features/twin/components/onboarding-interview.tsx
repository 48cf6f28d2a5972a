import { ArrowLeft, ArrowRight, Check, Mic } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type TwinAnswer } from '@shared/contracts/twin.ts';
import { TWIN_ANSWER_MAX_LENGTH } from '@shared/contracts/twin-constants.ts';
import { TWIN_QUESTION_COUNT } from '@shared/twin-questions.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { ShareBar } from '@/components/share-bar.tsx';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { useSaveAnswer } from '@/features/twin/api/save-answer.ts';
import { useUploadAnswerAudio } from '@/features/twin/api/upload-answer-audio.ts';
import { interviewPath, isChoosingVoice, ONBOARDING_PATHS, ONBOARDING_STEPS } from '@/features/twin/onboarding-steps.ts';
import { firstUnansweredQuestion, parseQuestionNumber, twinQuestionText } from '@/features/twin/twin-display.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useAnswerRecorder } from '@/features/twin/use-answer-recorder.ts';
import { OnboardingFrame } from './onboarding-frame.tsx';
import { OnboardingVoiceChoice } from './onboarding-voice-choice.tsx';
import { RecorderPanel } from './recorder-panel.tsx';
import { readable } from '@/lib/api-client.ts';

export type InterviewMode = 'voice' | 'text';

/** "Question n/20": the question in the address (`?question=n`), else the first one not yet answered. */
export function OnboardingInterview({ mode }: { mode: InterviewMode }) {
  const { t } = useTranslation();
  const twin = useTwin();
  const location = useLocation();
  // Arriving from "Customise with your own voice", the voice is chosen first; the address then drops that state.
  const [isVoiceOpen, setIsVoiceOpen] = useState(() => mode === 'voice' && isChoosingVoice(location.state));
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = parseQuestionNumber(searchParams.get('question'));
  const resumeAt = twin.data !== undefined ? firstUnansweredQuestion(twin.data?.answers ?? []) : null;

  // Resume where the person stopped, on this device or another; replace, so Back does not return to the bare address.
  useEffect(() => {
    if (asked === null && resumeAt !== null) setSearchParams({ question: String(resumeAt) }, { replace: true });
  }, [asked, resumeAt, setSearchParams]);

  const number = asked ?? resumeAt;
  if (twin.isError) {
    return (
      <OnboardingFrame step={ONBOARDING_STEPS.interview}>
        <h1 className="text-xl font-bold">{t('twin.interview.loadFailed')}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{twin.error.message}</p>
        <button type="button" className="btn-secondary mt-4" onClick={() => void twin.refetch()}>
          {t('common.tryAgain')}
        </button>
      </OnboardingFrame>
    );
  }
  if (number === null || twin.data === undefined) {
    return (
      <OnboardingFrame step={ONBOARDING_STEPS.interview}>
        <h1 className="sr-only">{t('twin.interview.title')}</h1>
        <div className="flex justify-center py-10">
          <Spinner label={t('twin.interview.loading')} />
        </div>
      </OnboardingFrame>
    );
  }
  const answer = twin.data?.answers.find((item) => item.number === number) ?? null;
  const voiceChoice = mode === 'voice' ? <OnboardingVoiceChoice isOpen={isVoiceOpen} setIsOpen={setIsVoiceOpen} /> : null;
  return <QuestionStep key={number} mode={mode} number={number} answer={answer} answeredCount={twin.data?.answers.length ?? 0} voiceChoice={voiceChoice} />;
}

interface QuestionStepProps {
  mode: InterviewMode;
  number: number;
  answer: TwinAnswer | null;
  /** Questions answered so far, in writing or aloud. */
  answeredCount: number;
  /** The spoken interview's choice of the Engram's voice, above the recorder. */
  voiceChoice: ReactNode;
}

function QuestionStep({ mode, number, answer, answeredCount, voiceChoice }: QuestionStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answerId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(answer?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const [voiceNote, setVoiceNote] = useState<string | null>(answer?.audio_memory_id ? t('twin.interview.voiceKept') : null);
  // What the server holds, so unchanged text is not sent again on blur and Next.
  const savedRef = useRef(answer?.text ?? '');
  const save = useSaveAnswer();
  const upload = useUploadAnswerAudio();
  const recorder = useAnswerRecorder();
  const isVoiceFirst = mode === 'voice';

  // The save under way: Next, pressed while the blur's save runs, waits for it rather than leaving before it lands.
  const savingRef = useRef<Promise<boolean> | null>(null);

  async function saveDraft(): Promise<boolean> {
    const text = draft.trim();
    if (text === savedRef.current.trim()) return savingRef.current ?? true;
    const previous = savedRef.current;
    savedRef.current = text;
    setError(null);
    const saving = save.mutateAsync({ number, text }).then(
      () => true,
      (saveError: unknown) => {
        savedRef.current = previous;
        setError(readable(saveError));
        return false;
      },
    );
    savingRef.current = saving;
    const isSaved = await saving;
    if (savingRef.current === saving) savingRef.current = null;
    return isSaved;
  }

  function goTo(target: number | 'meet' | 'intro') {
    if (recorder.isRecording) recorder.cancel();
    if (target === 'meet') void navigate(ONBOARDING_PATHS.meet);
    else if (target === 'intro') void navigate(ONBOARDING_PATHS.intro);
    else void navigate(interviewPath(mode, target));
  }

  async function next() {
    if (!(await saveDraft())) return;
    goTo(number >= TWIN_QUESTION_COUNT ? 'meet' : number + 1);
  }

  async function previous() {
    if (!(await saveDraft())) return;
    goTo(number <= 1 ? 'intro' : number - 1);
  }

  function skip() {
    goTo(number >= TWIN_QUESTION_COUNT ? 'meet' : number + 1);
  }

  async function stopRecording() {
    const recording = await recorder.stop(`answer-${number}`);
    if (!recording) {
      setError(t('twin.interview.nothingRecorded'));
      return;
    }
    setError(null);
    try {
      const result = await upload.mutateAsync({ number, audio: recording.audio, filename: recording.filename });
      if (result.transcription === 'transcribed') {
        savedRef.current = result.answer.text;
        setDraft(result.answer.text);
        setVoiceNote(t('twin.interview.transcribed'));
      } else {
        setVoiceNote(`${t('twin.interview.keptAsVoice')} ${result.message ?? ''}`.trim());
      }
    } catch (uploadError) {
      setError(readable(uploadError));
    }
  }

  // Not the text's save: a blur saves as the pointer goes down on Next, and a button disabled meanwhile would lose the click.
  const isBusy = upload.isPending;
  const recorderPanel = (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800" data-testid="answer-recorder">
      <h2 className="mb-3 flex items-center justify-center gap-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
        <Mic className="size-4" aria-hidden />
        {t('twin.interview.answerAloud')}
      </h2>
      <RecorderPanel
        status={recorder.status}
        level={recorder.level}
        seconds={recorder.seconds}
        isBusy={upload.isPending}
        onStart={() => void recorder.start()}
        onStop={() => void stopRecording()}
        label={t('twin.interview.recordLabel')}
      />
    </div>
  );

  return (
    <OnboardingFrame
      step={ONBOARDING_STEPS.interview}
      actions={
        <>
          <button type="button" className="btn-secondary" onClick={() => void previous()} disabled={isBusy}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('twin.interview.previous')}
          </button>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <button type="button" className="btn-ghost" onClick={skip} disabled={isBusy} data-skip>
              {t('twin.interview.skip')}
            </button>
            <button type="button" className="btn-primary" onClick={() => void next()} disabled={isBusy}>
              {number >= TWIN_QUESTION_COUNT ? t('twin.interview.finish') : t('twin.interview.next')}
              <ArrowRight className="size-4" aria-hidden />
            </button>
          </div>
        </>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">
          {t('twin.interview.question', { number, count: TWIN_QUESTION_COUNT })}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="answered-count">
          {t('twin.interview.answered', { count: answeredCount })}
        </p>
      </div>
      <ShareBar percent={(number / TWIN_QUESTION_COUNT) * 100} className="mt-2 h-1.5" />
      <h1 className="mt-4 text-xl font-bold tracking-tight sm:text-2xl">{twinQuestionText(number)}</h1>
      <p id={hintId} className="mt-3 text-sm text-slate-600 dark:text-slate-300">
        {t('twin.interview.hint')}
      </p>

      <div className="mt-6 flex flex-col gap-4">
        {voiceChoice}
        {isVoiceFirst ? recorderPanel : null}
        <div>
          <label htmlFor={answerId} className="field-label">
            {t('twin.interview.yourAnswer')}
          </label>
          <textarea
            id={answerId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={(event) => {
              // Skip means "leave this one": moving onto it saves nothing.
              if (event.relatedTarget instanceof HTMLElement && event.relatedTarget.hasAttribute('data-skip')) return;
              void saveDraft();
            }}
            rows={6}
            maxLength={TWIN_ANSWER_MAX_LENGTH}
            aria-describedby={hintId}
            className="field-input resize-y leading-relaxed"
          />
          <p className="mt-1.5 min-h-4 text-right text-xs text-slate-600 dark:text-slate-400" role="status">
            {save.isPending ? t('twin.saving') : savedRef.current.trim() !== '' && draft.trim() === savedRef.current.trim() ? (
              <span className="inline-flex items-center gap-1">
                <Check className="size-3.5" aria-hidden />
                {t('twin.interview.saved')}
              </span>
            ) : (
              ''
            )}
          </p>
        </div>
        {isVoiceFirst ? null : recorderPanel}
        {voiceNote ? (
          <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-900/30 dark:text-brand-100" data-testid="voice-note">
            {voiceNote}
          </p>
        ) : null}
        <ErrorAlert>{error}</ErrorAlert>
      </div>

      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        {richText(t('twin.interview.enough'), {
          meet: (inner) => (
            <button
              type="button"
              className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
              onClick={() => void saveDraft().then((isSaved) => isSaved && goTo('meet'))}
            >
              {inner}
            </button>
          ),
        })}
      </p>
    </OnboardingFrame>
  );
}
