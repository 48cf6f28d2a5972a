import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { type TwinAnswer, type TwinSummary } from '@shared/contracts/twin.ts';
import { type TwinMemory } from '@shared/contracts/twin-memories.ts';
import { type TwinVisibilityPreview } from '@shared/contracts/twin-public.ts';
import { TWIN_SUMMARY_SECTIONS } from '@shared/contracts/twin-constants.ts';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useVisibilityPreview } from '@/features/twin/api/get-visibility-preview.ts';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { memoryKindLabel } from '@/features/twin/twin-display.ts';
import { AnswerRow, useAnswerVisibilityChange } from './answer-visibility-list.tsx';
import { i18n } from '@/i18n/i18n.ts';

export interface PublishConfirmModalProps {
  /** The visibility asked for; null while closed. */
  visibility: 'family' | 'public' | null;
  onClose: () => void;
  onConfirm: (visibility: 'family' | 'public') => void;
  isSaving: boolean;
}

/**
 * The question before an Engram is shared: exactly what each audience would read and hear (from the server's
 * preview, computed by the code that serves the page), with every interview answer and who hears it, changeable
 * right here (saved at once, and the preview read again).
 */
export function PublishConfirmModal({ visibility, onClose, onConfirm, isSaving }: PublishConfirmModalProps) {
  const { t } = useTranslation();
  const shown = visibility ?? 'public';
  const preview = useVisibilityPreview(shown, visibility !== null);
  const twin = useTwin();
  return (
    <ConfirmModal
      isOpen={visibility !== null}
      onClose={onClose}
      title={t(`dash.confirm.${shown}.title`)}
      description={t('dash.confirm.description')}
      width="44rem"
      onConfirm={() => onConfirm(shown)}
      confirmLabel={t(`dash.confirm.${shown}.confirm`)}
      isBusy={isSaving}
      busyLabel={t('dash.memory.saving')}
      isConfirmDisabled={!preview.isSuccess}
    >
      {preview.isPending || twin.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('dash.confirm.reading')} />
        </div>
      ) : preview.isError ? (
        <ErrorAlert>{preview.error.message}</ErrorAlert>
      ) : twin.isError ? (
        <ErrorAlert>{twin.error.message}</ErrorAlert>
      ) : (
        <PreviewBody preview={preview.data} answers={twin.data?.answers ?? []} />
      )}
    </ConfirmModal>
  );
}

function PreviewBody({ preview, answers }: { preview: TwinVisibilityPreview; answers: TwinAnswer[] }) {
  const { t } = useTranslation();
  const [first, second] = preview.audiences;
  if (!first) return null;
  if (preview.visibility === 'family') {
    return (
      <div className="grid gap-5" data-testid="publish-preview">
        <AnswersSection answers={answers} counts={answerCountsText(answers.length, { heirs: first.answers.length })} />
        <AudienceSection title={t('dash.confirm.heirs')} who={heirsText(preview.heirs)}>
          <SummaryPreview summary={first.summary} hasMaterial={first.answers.length + first.memories.length > 0} />
          <MemoryList memories={first.memories} />
        </AudienceSection>
      </div>
    );
  }
  // Public: visitors' view in full, then what heirs hear on top of it.
  const publicMemoryIds = new Set(first.memories.map((memory) => memory.id));
  const heirsOnlyMemories = (second?.memories ?? []).filter((memory) => !publicMemoryIds.has(memory.id));
  const heirsCount = second?.answers.length ?? first.answers.length;
  return (
    <div className="grid gap-5" data-testid="publish-preview">
      <AnswersSection answers={answers} counts={answerCountsText(answers.length, { anyone: first.answers.length, heirs: heirsCount })} />
      <AudienceSection title={t('dash.confirm.anyone')} who={t('dash.confirm.anyoneWho')}>
        <SummaryPreview summary={first.summary} hasMaterial={first.answers.length + first.memories.length > 0} />
        <MemoryList memories={first.memories} />
      </AudienceSection>
      <AudienceSection title={t('dash.confirm.heirsAlso')} who={heirsText(preview.heirs)}>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('dash.confirm.familyAnswers')}</p>
        <MemoryList memories={heirsOnlyMemories} emptyText={t('dash.confirm.noFamilyMemories')} />
      </AudienceSection>
    </div>
  );
}

/** How many answers each audience would hear, from the server's preview, and how many stay private. */
function answerCountsText(total: number, heard: { anyone?: number; heirs: number }): string {
  const privateCount = Math.max(0, total - heard.heirs);
  if (heard.anyone === undefined) return i18n.t('dash.confirm.countsFamily', { heirs: heard.heirs, private: privateCount });
  return i18n.t('dash.confirm.countsPublic', { anyone: heard.anyone, heirs: Math.max(0, heard.heirs - heard.anyone), private: privateCount });
}

/** Every interview answer, with who hears it: changed here, saved at once. */
function AnswersSection({ answers, counts }: { answers: TwinAnswer[]; counts: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const visibility = useAnswerVisibilityChange();
  const sorted = [...answers].sort((a, b) => a.number - b.number);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 id={headingId} className="font-semibold">
        {t('dash.confirm.answers')}
      </h3>
      {sorted.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('dash.confirm.noAnswers')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-100" role="status" data-testid="preview-answer-counts">
            {counts}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t('dash.confirm.answersIntro')}
          </p>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {sorted.map((answer) => (
              <AnswerRow
                key={answer.number}
                answer={answer}
                isBusy={visibility.isBusy}
                onChange={(chosen) => visibility.change(answer, chosen)}
                testId={`preview-answer-${answer.number}`}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function heirsText(heirs: TwinVisibilityPreview['heirs']): string {
  if (heirs.accepted === 0) {
    return heirs.named === 0 ? i18n.t('dash.confirm.noHeirs') : i18n.t('dash.confirm.noneAccepted');
  }
  return heirs.released ? i18n.t('dash.confirm.heirsReleased', { count: heirs.accepted }) : i18n.t('dash.confirm.heirsNotReleased', { count: heirs.accepted });
}

function AudienceSection({ title, who, children }: { title: string; who: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 id={headingId} className="font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{who}</p>
      <div className="mt-3 grid gap-4">{children}</div>
    </section>
  );
}

function SummaryPreview({ summary, hasMaterial }: { summary: TwinSummary | null; hasMaterial: boolean }) {
  const { t } = useTranslation();
  const sections = summary ? TWIN_SUMMARY_SECTIONS.filter((name) => !summary.sections[name].is_empty) : [];
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{t('dash.confirm.summary')}</h4>
      {sections.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hasMaterial && !summary ? t('dash.confirm.summaryLater') : t('dash.confirm.noSummary')}
        </p>
      ) : (
        <dl className="mt-1 grid gap-2">
          {summary && summary.tags.length > 0 ? (
            <div>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t('dash.confirm.personality')}</dt>
              <dd className="text-sm">{summary.tags.join(', ')}</dd>
            </div>
          ) : null}
          {sections.map((name) => (
            <div key={name}>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{t(`twin.sections.${name}`)}</dt>
              <dd className="line-clamp-3 text-sm [overflow-wrap:anywhere]">{summary?.sections[name].text}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function MemoryList({ memories, emptyText }: { memories: TwinMemory[]; emptyText?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-200">{t('dash.confirm.memories')}</h4>
      {memories.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{emptyText ?? t('dash.confirm.noMemories')}</p>
      ) : (
        <ul className="mt-1 grid gap-1 text-sm">
          {memories.map((memory) => (
            <li key={memory.id} className="[overflow-wrap:anywhere]">
              <span className="font-medium">{memory.title}</span> <span className="text-slate-500 dark:text-slate-400">· {memoryKindLabel(memory.kind)}</span>
              <span className="sr-only">, {t(`dash.visibility.${memory.visibility}.label`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
