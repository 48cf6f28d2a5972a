import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { UpdateTwinMemoryInputSchema, type TwinMemory, type UpdateTwinMemoryInput } from '@shared/contracts/twin-memories.ts';
import { TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH, TWIN_SPOKEN_MEMORY_KINDS, type TwinMemoryVisibility } from '@shared/contracts/twin-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { useUpdateMemory } from '@/features/twin/api/update-memory.ts';
import { MemoryCaptionField, MemoryDetailsFields } from './memory-fields.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { i18n } from '@/i18n/i18n.ts';

const isSpoken = (memory: TwinMemory) => (TWIN_SPOKEN_MEMORY_KINDS as readonly string[]).includes(memory.kind);

/** What the transcript field says about where the words came from, and what the owner can do. */
export function transcriptHint(memory: TwinMemory): string {
  if (memory.text_status === 'pending') return i18n.t('dash.edit.hintPending');
  if (memory.text_status === 'failed') return i18n.t('dash.edit.hintFailed');
  if (memory.text_status === 'none' && !memory.transcript) return i18n.t('dash.edit.hintNone');
  return i18n.t('dash.edit.hintReady');
}

/** Edit a saved memory: its title, date, caption and who may hear about it, and a recording's transcript. */
export function EditMemoryModal({ memory, onClose }: { memory: TwinMemory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const transcriptId = useId();
  const transcriptHintId = useId();
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [caption, setCaption] = useState('');
  const [visibility, setVisibility] = useState<TwinMemoryVisibility>('private');
  const [transcript, setTranscript] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMemory();

  useEffect(() => {
    if (!memory) return;
    setTitle(memory.title);
    setDate(memory.date ?? '');
    setCaption(memory.caption ?? '');
    setVisibility(memory.visibility);
    setTranscript(memory.transcript ?? '');
    setError(null);
  }, [memory]);

  if (!memory) return <Modal isOpen={false} onClose={onClose} title={t('dash.edit.title')} />;

  const changes: UpdateTwinMemoryInput = {
    ...(title.trim() !== memory.title ? { title } : {}),
    ...(date !== (memory.date ?? '') ? { date } : {}),
    ...(caption.trim() !== (memory.caption ?? '') ? { caption } : {}),
    ...(visibility !== memory.visibility ? { visibility } : {}),
    ...(isSpoken(memory) && transcript.trim() !== (memory.transcript ?? '') ? { transcript } : {}),
  };
  const hasChanges = Object.keys(changes).length > 0;
  const checked = hasChanges ? UpdateTwinMemoryInputSchema.safeParse(changes) : null;
  const problem = checked && !checked.success ? (checked.error.issues[0]?.message ?? null) : null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hasChanges || problem) return;
    setError(null);
    try {
      await update.mutateAsync({ id: memory.id, changes });
      toast.success(t('dash.edit.saved'), { id: 'twin-memory-saved' });
      onClose();
    } catch (saveError) {
      setError(readable(saveError));
    }
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('dash.edit.title')}
      width="36rem"
      isDismissDisabled={update.isPending}
      hasUnsavedChanges={hasChanges && !update.isPending}
      footer={<FormModalFooter formId={formId} onCancel={onClose} isCancelDisabled={update.isPending} isSubmitDisabled={!hasChanges || problem !== null || update.isPending} isBusy={update.isPending} submitLabel={t('dash.edit.save')} busyLabel={t('dash.memory.saving')} />}
    >
      <form id={formId} onSubmit={onSubmit} className="space-y-4">
        <MemoryDetailsFields title={title} date={date} visibility={visibility} onTitleChange={setTitle} onDateChange={setDate} onVisibilityChange={setVisibility} />
        {memory.kind === 'text' ? null : <MemoryCaptionField value={caption} onChange={setCaption} />}
        {isSpoken(memory) ? (
          <div>
            <label htmlFor={transcriptId} className="field-label">
              {t('dash.edit.transcript')}
            </label>
            <p id={transcriptHintId} className="mb-1 text-xs text-slate-600 dark:text-slate-400">
              {transcriptHint(memory)}
            </p>
            <textarea
              id={transcriptId}
              rows={6}
              aria-describedby={transcriptHintId}
              className="field-input resize-y"
              value={transcript}
              onChange={(event) => setTranscript(event.target.value)}
              maxLength={TWIN_MEMORY_TRANSCRIPT_MAX_LENGTH}
            />
          </div>
        ) : null}
        <ErrorAlert>{problem ?? error}</ErrorAlert>
      </form>
    </Modal>
  );
}
