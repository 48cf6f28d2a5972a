import { FileText, Image, Mic, NotebookPen, Video, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation.ts';
import { TWIN_MEMORY_EXTENSIONS, TWIN_MEMORY_KINDS, TWIN_MEMORY_TEXT_MAX_LENGTH, type TwinMemoryKind, type TwinMemoryVisibility } from '@shared/contracts/twin-constants.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { useAddMemory } from '@/features/twin/api/add-memory.ts';
import { formatSize, memoryKindLabel } from '@/features/twin/twin-display.ts';
import { useAnswerRecorder, type FinishedRecording } from '@/features/twin/use-answer-recorder.ts';
import { MemoryCaptionField, MemoryDetailsFields } from './memory-fields.tsx';
import { RecorderPanel } from './recorder-panel.tsx';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

const KIND_ICONS: Record<TwinMemoryKind, LucideIcon> = { text: NotebookPen, voice: Mic, video: Video, photo: Image, document: FileText };

function acceptOf(kind: Exclude<TwinMemoryKind, 'text'>): string {
  return TWIN_MEMORY_EXTENSIONS[kind].map((extension) => `.${extension}`).join(',');
}

function extensionOf(name: string): string {
  return name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
}

export interface AddMemoryModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Bytes left in the locker; a larger file is refused here before it is sent. */
  bytesLeft: number;
}

/** Add a memory: a text note, a voice note (recorded or uploaded), a photo or a document, with a progress bar. */
export function AddMemoryModal({ isOpen, onClose, bytesLeft }: AddMemoryModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  const textId = useId();
  const fileId = useId();
  const [kind, setKind] = useState<TwinMemoryKind>('text');
  const [title, setTitle] = useState('');
  const [date, setDate] = useState('');
  const [visibility, setVisibility] = useState<TwinMemoryVisibility>('private');
  const [text, setText] = useState('');
  const [caption, setCaption] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [recording, setRecording] = useState<FinishedRecording | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const recorder = useAnswerRecorder();
  const add = useAddMemory();
  const isBusy = add.isPending;

  const upload: Blob | null = kind === 'text' ? null : kind === 'voice' ? (recording?.audio ?? file) : file;
  const problem = (() => {
    if (kind !== 'text' && file && !TWIN_MEMORY_EXTENSIONS[kind].includes(extensionOf(file.name))) {
      return t('dash.add.wrongType', { types: TWIN_MEMORY_EXTENSIONS[kind].map((extension) => extension.toUpperCase()).join(', ') });
    }
    if (upload && upload.size === 0) return t('dash.add.empty');
    if (upload && upload.size > bytesLeft) return t('dash.add.noRoom', { needs: formatSize(upload.size), left: formatSize(bytesLeft) });
    return null;
  })();
  const hasContent = kind === 'text' ? text.trim() !== '' : upload !== null;
  const canSave = title.trim() !== '' && hasContent && problem === null && !isBusy && !recorder.isRecording;

  const reset = () => {
    setKind('text');
    setTitle('');
    setDate('');
    setVisibility('private');
    setText('');
    setCaption('');
    setFile(null);
    setRecording(null);
    setProgress(null);
    setError(null);
  };

  const close = () => {
    if (isBusy) return;
    recorder.cancel();
    reset();
    onClose();
  };

  const chooseKind = (next: TwinMemoryKind) => {
    recorder.cancel();
    setKind(next);
    setFile(null);
    setRecording(null);
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    setError(null);
    setProgress(0);
    try {
      const filename = kind === 'voice' && recording ? recording.filename : file?.name;
      await add.mutateAsync({
        kind,
        title: title.trim(),
        date,
        visibility,
        caption: kind === 'text' ? '' : caption.trim(),
        ...(kind === 'text' ? { text } : { file: upload ?? undefined, filename }),
        onProgress: setProgress,
      });
      toast.success(t('dash.add.added'), { id: 'twin-memory-added' });
      reset();
      onClose();
    } catch (saveError) {
      setProgress(null);
      setError(readable(saveError));
    }
  };

  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t('dash.add.title')}
      description={t('dash.add.description')}
      width="36rem"
      isDismissDisabled={isBusy}
      hasUnsavedChanges={!isBusy && (title !== '' || text !== '' || file !== null || recording !== null)}
      footer={<FormModalFooter formId={formId} onCancel={close} isCancelDisabled={isBusy} isSubmitDisabled={!canSave} isBusy={isBusy} submitLabel={t('dash.add.save')} busyLabel={t('dash.memory.saving')} />}
    >
      <form id={formId} onSubmit={onSubmit} className="space-y-4">
        <fieldset>
          <legend className="field-label">{t('dash.add.kind')}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {TWIN_MEMORY_KINDS.map((option) => {
              const Icon = KIND_ICONS[option];
              return (
                <label
                  key={option}
                  className={`flex cursor-pointer flex-col items-center gap-1 rounded-xl border px-2 py-3 text-center text-sm font-medium has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-500 ${
                    kind === option
                      ? 'border-brand-500 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-900/30 dark:text-brand-100'
                      : 'border-slate-200 hover:border-brand-300 dark:border-slate-700'
                  }`}
                >
                  <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => chooseKind(option)} className="sr-only" disabled={isBusy} />
                  <Icon className="size-5" aria-hidden />
                  {memoryKindLabel(option)}
                </label>
              );
            })}
          </div>
        </fieldset>

        <MemoryDetailsFields
          title={title}
          date={date}
          visibility={visibility}
          onTitleChange={setTitle}
          onDateChange={setDate}
          onVisibilityChange={setVisibility}
          isDisabled={isBusy}
        />

        {kind === 'text' ? (
          <div>
            <label htmlFor={textId} className="field-label">
              {t('dash.add.text')}
            </label>
            <textarea id={textId} rows={6} className="field-input resize-y" value={text} onChange={(event) => setText(event.target.value)} maxLength={TWIN_MEMORY_TEXT_MAX_LENGTH} disabled={isBusy} />
          </div>
        ) : (
          <div className="space-y-3">
            {kind === 'voice' ? (
              <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <RecorderPanel
                  status={recorder.status}
                  level={recorder.level}
                  seconds={recorder.seconds}
                  isBusy={false}
                  onStart={() => {
                    setFile(null);
                    setRecording(null);
                    void recorder.start();
                  }}
                  onStop={() => void recorder.stop('voice-note').then(setRecording)}
                  label={recording ? t('dash.add.recordAgain') : t('dash.add.record')}
                />
                {recording ? (
                  <p className="mt-2 text-center text-sm text-slate-700 dark:text-slate-200" data-testid="recorded-note">
                    {t('dash.add.recorded', { size: formatSize(recording.audio.size) })}
                  </p>
                ) : null}
              </div>
            ) : null}
            <div>
              <label htmlFor={fileId} className="field-label">
                {kind === 'voice' ? t('dash.add.orUpload') : memoryKindLabel(kind)}
              </label>
              <input
                id={fileId}
                type="file"
                accept={acceptOf(kind)}
                className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 dark:file:bg-brand-900/40 dark:file:text-brand-100"
                onChange={(event) => {
                  setRecording(null);
                  setFile(event.target.files?.[0] ?? null);
                }}
                disabled={isBusy}
              />
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {TWIN_MEMORY_EXTENSIONS[kind].map((extension) => extension.toUpperCase()).join(', ')}.{' '}
                {kind === 'document'
                  ? t('dash.add.documentHint')
                  : kind === 'voice' || kind === 'video'
                    ? t('dash.add.recordingHint')
                    : ''}
              </p>
            </div>
            <MemoryCaptionField value={caption} onChange={setCaption} placeholder={kind === 'photo' ? t('dash.add.photoCaption') : t('dash.add.caption')} isDisabled={isBusy} />
          </div>
        )}

        {percent !== null ? (
          <div>
            <div className="mb-1 flex justify-between text-xs font-medium text-slate-600 dark:text-slate-300">
              <span id={`${formId}-progress`}>{t('dash.add.uploading')}</span>
              <span>{percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby={`${formId}-progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
            >
              <div className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : null}

        <ErrorAlert>{problem ?? error}</ErrorAlert>
      </form>
    </Modal>
  );
}
