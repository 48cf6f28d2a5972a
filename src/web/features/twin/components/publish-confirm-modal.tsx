import { useId, type ReactNode } from 'react';
import { type TwinAnswer, type TwinSummary } from '@shared/contracts/twin.ts';
import { type TwinMemory } from '@shared/contracts/twin-memories.ts';
import { type TwinVisibilityPreview } from '@shared/contracts/twin-public.ts';
import { TWIN_SUMMARY_SECTION_LABELS, TWIN_SUMMARY_SECTIONS, type TwinAnswerVisibility } from '@shared/contracts/twin-constants.ts';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { useVisibilityPreview } from '@/features/twin/api/get-visibility-preview.ts';
import { useTwin } from '@/features/twin/api/get-twin.ts';
import { useSetAnswerVisibility } from '@/features/twin/api/set-answer-visibility.ts';
import { MEMORY_KIND_LABELS } from '@/features/twin/twin-display.ts';
import { AnswerRow, VISIBILITY_LABELS } from './answer-visibility-list.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

export interface PublishConfirmModalProps {
  /** The visibility asked for; null while closed. */
  visibility: 'family' | 'public' | null;
  onClose: () => void;
  onConfirm: (visibility: 'family' | 'public') => void;
  isSaving: boolean;
}

const COPY = {
  public: { title: 'Make your Engram public?', confirm: 'Make public' },
  family: { title: 'Share your Engram with family?', confirm: 'Share with family' },
} as const;

/**
 * The question before an Engram is shared: exactly what each audience would read and hear (from the server's
 * preview, computed by the code that serves the page), with every interview answer and who hears it, changeable
 * right here (saved at once, and the preview read again).
 */
export function PublishConfirmModal({ visibility, onClose, onConfirm, isSaving }: PublishConfirmModalProps) {
  const shown = visibility ?? 'public';
  const preview = useVisibilityPreview(shown, visibility !== null);
  const twin = useTwin();
  return (
    <ConfirmModal
      isOpen={visibility !== null}
      onClose={onClose}
      title={COPY[shown].title}
      description="This is exactly what will be shared, and with whom. Nothing changes until you confirm, except who hears an answer: a choice you make here is saved at once."
      width="44rem"
      onConfirm={() => onConfirm(shown)}
      confirmLabel={COPY[shown].confirm}
      isBusy={isSaving}
      busyLabel="Saving…"
      isConfirmDisabled={!preview.isSuccess}
    >
      {preview.isPending || twin.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Reading what would be shared" />
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
  const [first, second] = preview.audiences;
  if (!first) return null;
  if (preview.visibility === 'family') {
    return (
      <div className="grid gap-5" data-testid="publish-preview">
        <AnswersSection answers={answers} counts={answerCountsText(answers.length, { heirs: first.answers.length })} />
        <AudienceSection title="Your heirs" who={heirsText(preview.heirs)}>
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
      <AudienceSection title="Anyone with the link" who="Without signing in, anyone can read this page and talk to your Engram about its public answers and what is listed here.">
        <SummaryPreview summary={first.summary} hasMaterial={first.answers.length + first.memories.length > 0} />
        <MemoryList memories={first.memories} />
      </AudienceSection>
      <AudienceSection title="Your heirs also hear" who={heirsText(preview.heirs)}>
        <p className="text-sm text-slate-600 dark:text-slate-300">Family answers, as well as the public ones.</p>
        <MemoryList memories={heirsOnlyMemories} emptyText="No family memories beyond the public ones." />
      </AudienceSection>
    </div>
  );
}

/** How many answers each audience would hear, from the server's preview, and how many stay private. */
function answerCountsText(total: number, heard: { anyone?: number; heirs: number }): string {
  const privateCount = Math.max(0, total - heard.heirs);
  if (heard.anyone === undefined) return `Answers your heirs hear: ${heard.heirs} · Private: ${privateCount}`;
  return `Answers anyone with the link hears: ${heard.anyone} · Your heirs also: ${Math.max(0, heard.heirs - heard.anyone)} · Private: ${privateCount}`;
}

/** Every interview answer, with who hears it: changed here, saved at once. */
function AnswersSection({ answers, counts }: { answers: TwinAnswer[]; counts: string }) {
  const headingId = useId();
  const setVisibility = useSetAnswerVisibility();
  const onChange = async (answer: TwinAnswer, visibility: TwinAnswerVisibility): Promise<void> => {
    try {
      await setVisibility.mutateAsync({ number: answer.number, visibility });
      toast.success(`Answer ${answer.number} is now ${VISIBILITY_LABELS[visibility].toLowerCase()}.`, { id: 'twin-answer-visibility' });
    } catch (error) {
      toast.error(readable(error), { id: 'twin-answer-visibility-error' });
    }
  };
  const sorted = [...answers].sort((a, b) => a.number - b.number);
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 id={headingId} className="font-semibold">
        Interview answers
      </h3>
      {sorted.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">You have not answered any interview question yet, so no answer is shared.</p>
      ) : (
        <>
          <p className="mt-1 text-sm font-medium text-slate-800 dark:text-slate-100" role="status" data-testid="preview-answer-counts">
            {counts}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Private answers are yours alone; family ones reach heirs you release your Engram to; public ones reach every visitor of a public Engram.
          </p>
          <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
            {sorted.map((answer) => (
              <AnswerRow
                key={answer.number}
                answer={answer}
                isBusy={setVisibility.isPending}
                onChange={(visibility) => onChange(answer, visibility)}
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
    return heirs.named === 0
      ? 'You have named no heirs, so nobody hears this as an heir. Name them under Heir Key.'
      : 'None of your heirs has accepted the invitation yet; once one has, and your Engram is released to them, they hear this.';
  }
  const who = heirs.accepted === 1 ? 'The heir who accepted your invitation' : `The ${heirs.accepted} heirs who accepted your invitation`;
  return heirs.released ? `${who} can open it now, signed in: your Engram is released to them.` : `${who} can open it once you release your Engram to them.`;
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
  const sections = summary ? TWIN_SUMMARY_SECTIONS.filter((name) => !summary.sections[name].is_empty) : [];
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-200">Summary on the page</h4>
      {sections.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hasMaterial && !summary ? 'A summary will be written from the answers and memories listed here, and from nothing else.' : 'No summary: nothing shared speaks to any section yet.'}
        </p>
      ) : (
        <dl className="mt-1 grid gap-2">
          {summary && summary.tags.length > 0 ? (
            <div>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Personality</dt>
              <dd className="text-sm">{summary.tags.join(', ')}</dd>
            </div>
          ) : null}
          {sections.map((name) => (
            <div key={name}>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{TWIN_SUMMARY_SECTION_LABELS[name]}</dt>
              <dd className="line-clamp-3 text-sm [overflow-wrap:anywhere]">{summary?.sections[name].text}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

function MemoryList({ memories, emptyText = 'No memories.' }: { memories: TwinMemory[]; emptyText?: string }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-200">Memories</h4>
      {memories.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
      ) : (
        <ul className="mt-1 grid gap-1 text-sm">
          {memories.map((memory) => (
            <li key={memory.id} className="[overflow-wrap:anywhere]">
              <span className="font-medium">{memory.title}</span> <span className="text-slate-500 dark:text-slate-400">· {MEMORY_KIND_LABELS[memory.kind]}</span>
              <span className="sr-only">, {memory.visibility}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
