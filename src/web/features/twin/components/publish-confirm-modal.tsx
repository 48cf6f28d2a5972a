import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import {
  TWIN_SUMMARY_SECTION_LABELS,
  TWIN_SUMMARY_SECTIONS,
  type TwinAnswer,
  type TwinAnswerVisibility,
  type TwinAudienceView,
  type TwinMemory,
  type TwinSummary,
  type TwinVisibilityPreview,
} from '../../../../shared/contracts/twin.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useVisibilityPreview } from '../api/get-visibility-preview.ts';
import { useSetAnswerVisibility } from '../api/set-answer-visibility.ts';
import { MEMORY_KIND_LABELS } from '../twin-display.ts';

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
 * preview, computed by the code that serves the page), with a "Keep private" switch on every answer listed.
 */
export function PublishConfirmModal({ visibility, onClose, onConfirm, isSaving }: PublishConfirmModalProps) {
  const shown = visibility ?? 'public';
  const preview = useVisibilityPreview(shown, visibility !== null);
  // Answers kept private from this dialog, with the visibility to give back if the switch is turned off again.
  const [kept, setKept] = useState<Map<number, TwinAnswer>>(new Map());
  const close = () => {
    setKept(new Map());
    onClose();
  };
  return (
    <ConfirmModal
      isOpen={visibility !== null}
      onClose={close}
      title={COPY[shown].title}
      description="This is exactly what will be shared, and with whom. Nothing changes until you confirm; an answer you keep private here is saved at once."
      width="44rem"
      onConfirm={() => onConfirm(shown)}
      confirmLabel={COPY[shown].confirm}
      isBusy={isSaving}
      busyLabel="Saving…"
      isConfirmDisabled={!preview.isSuccess}
    >
      {preview.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label="Reading what would be shared" />
        </div>
      ) : preview.isError ? (
        <ErrorAlert>{preview.error.message}</ErrorAlert>
      ) : (
        <PreviewBody preview={preview.data} kept={kept} onKeptChange={setKept} />
      )}
    </ConfirmModal>
  );
}

function PreviewBody({ preview, kept, onKeptChange }: { preview: TwinVisibilityPreview; kept: Map<number, TwinAnswer>; onKeptChange: (kept: Map<number, TwinAnswer>) => void }) {
  const setVisibility = useSetAnswerVisibility();
  const toggle = async (answer: TwinAnswer, keepPrivate: boolean) => {
    const original = kept.get(answer.number) ?? answer;
    const visibility: TwinAnswerVisibility = keepPrivate ? 'private' : original.visibility;
    // The switch moves at once; it moves back if the server refuses.
    const next = new Map(kept);
    if (keepPrivate) next.set(answer.number, original);
    else next.delete(answer.number);
    onKeptChange(next);
    try {
      await setVisibility.mutateAsync({ number: answer.number, visibility });
      toast.success(keepPrivate ? `Answer ${answer.number} stays private.` : `Answer ${answer.number} is shared again.`, { id: 'twin-answer-visibility' });
    } catch (error) {
      onKeptChange(kept);
      toast.error(error instanceof Error ? error.message : String(error), { id: 'twin-answer-visibility-error' });
    }
  };

  const [first, second] = preview.audiences;
  if (!first) return null;
  const keptOf = (audience: TwinAudienceView['audience']) => [...kept.values()].filter((answer) => (audience === 'public' ? answer.visibility === 'public' : answer.visibility === 'family'));
  const answerProps = { kept, isBusy: setVisibility.isPending, onToggle: (answer: TwinAnswer, keepPrivate: boolean) => void toggle(answer, keepPrivate) };

  if (preview.visibility === 'family') {
    return (
      <div className="grid gap-5" data-testid="publish-preview">
        <AudienceSection title="Your heirs" who={heirsText(preview.heirs)}>
          <AnswerList {...answerProps} answers={[...first.answers, ...keptOf('public'), ...keptOf('family')]} />
          <SummaryPreview summary={first.summary} hasMaterial={first.answers.length + first.memories.length > 0} />
          <MemoryList memories={first.memories} />
        </AudienceSection>
      </div>
    );
  }
  // Public: visitors' view in full, then what heirs hear on top of it.
  const publicNumbers = new Set(first.answers.map((answer) => answer.number));
  const publicMemoryIds = new Set(first.memories.map((memory) => memory.id));
  const heirsOnlyAnswers = (second?.answers ?? []).filter((answer) => !publicNumbers.has(answer.number));
  const heirsOnlyMemories = (second?.memories ?? []).filter((memory) => !publicMemoryIds.has(memory.id));
  return (
    <div className="grid gap-5" data-testid="publish-preview">
      <AudienceSection title="Anyone with the link" who="Without signing in, anyone can read this page and talk to your Engram about what is listed here.">
        <AnswerList {...answerProps} answers={[...first.answers, ...keptOf('public')]} />
        <SummaryPreview summary={first.summary} hasMaterial={first.answers.length + first.memories.length > 0} />
        <MemoryList memories={first.memories} />
      </AudienceSection>
      <AudienceSection title="Your heirs also hear" who={heirsText(preview.heirs)}>
        <AnswerList {...answerProps} answers={[...heirsOnlyAnswers, ...keptOf('family')]} emptyText="No family answers beyond the public ones." />
        <MemoryList memories={heirsOnlyMemories} emptyText="No family memories beyond the public ones." />
      </AudienceSection>
    </div>
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

function AnswerList({
  answers,
  kept,
  isBusy,
  onToggle,
  emptyText = 'No interview answers: they are all private.',
}: {
  answers: TwinAnswer[];
  kept: Map<number, TwinAnswer>;
  isBusy: boolean;
  onToggle: (answer: TwinAnswer, keepPrivate: boolean) => void;
  emptyText?: string;
}) {
  const sorted = [...new Map(answers.map((answer) => [answer.number, answer])).values()].sort((a, b) => a.number - b.number);
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-700 dark:text-slate-200">Interview answers</h4>
      {sorted.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{emptyText}</p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-200 dark:divide-slate-800">
          {sorted.map((answer) => {
            const isKept = kept.has(answer.number);
            return (
              <li key={answer.number} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-start sm:justify-between" data-testid={`preview-answer-${answer.number}`}>
                <div className={`min-w-0 ${isKept ? 'opacity-60' : ''}`}>
                  <p className="text-sm font-medium">
                    {answer.number}. {answer.question}
                  </p>
                  <p className="line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">{answer.text}</p>
                </div>
                <label className="flex shrink-0 cursor-pointer items-center gap-2 text-sm">
                  <input type="checkbox" className="size-4 accent-brand-700" checked={isKept} disabled={isBusy} onChange={(event) => onToggle(answer, event.target.checked)} />
                  Keep private<span className="sr-only"> (answer {answer.number})</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
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
