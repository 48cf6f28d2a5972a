import { FileUp, FileText, X } from 'lucide-react';
import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { FILE_ACCEPT } from '@shared/contracts/files.ts';
import { ErrorAlert } from '@/components/error-alert.tsx';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { useUploadFile } from '@/features/files/api/upload-file.ts';
import { uploadCandidateProblem } from '@/features/files/upload-check.ts';
import { useWorkspaceOrganizationId } from '@/lib/workspace.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { formatFileSize } from '@/i18n/format.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { wordUiText } from '@/i18n/ui-text.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface UploadFileModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The signed-in person's e-mail, sent as organization_id. */
  email: string;
  /** The server's upload limit; the server checks again either way. */
  maxBytes: number;
}

/** "Upload File": choose or drop one file, check it here, send it, and wait for the server to read it. */
export function UploadFileModal({ isOpen, onClose, email, maxBytes }: UploadFileModalProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const mutation = useUploadFile();
  const workspaceOrganizationId = useWorkspaceOrganizationId();
  const isBusy = mutation.isPending;
  // The server checks the content as well; these checks only need the name and the size.
  const candidateProblem = file ? uploadCandidateProblem(file, maxBytes) : null;
  const message = candidateProblem ? wordUiText(t, candidateProblem) : requestError;
  const canUpload = file !== null && candidateProblem === null && !isBusy;

  const choose = (candidate: File | null) => {
    setFile(candidate);
    setRequestError(null);
  };

  const clear = () => {
    choose(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const close = () => {
    if (isBusy) return;
    clear();
    onClose();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (isBusy) return;
    const dropped = event.dataTransfer.files;
    if (dropped.length > 1) {
      setFile(null);
      setRequestError(t('files.upload.oneAtATime'));
      return;
    }
    choose(dropped[0] ?? null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !canUpload) return;
    setRequestError(null);
    try {
      const status = await mutation.mutateAsync({ file, organizationId: workspaceOrganizationId ?? email });
      if (status.jobStatus === 'Completed') {
        toast.success(t('files.upload.done'), { id: 'upload-file-success' });
        clear();
        onClose();
      } else {
        toast.error(t('files.upload.failed'), { id: 'upload-file-error', description: status.failedReason ?? undefined });
      }
    } catch (error) {
      setRequestError(readable(error));
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={t('files.upload.title')}
      description={t('files.upload.description')}
      width="32rem"
      isDismissDisabled={isBusy}
      footer={
        <FormModalFooter formId="upload-file-form" onCancel={close} isCancelDisabled={isBusy} isSubmitDisabled={!canUpload} isBusy={isBusy} submitLabel={t('files.upload.submit')} busyLabel={t('files.upload.busy')} />
      }
    >
      <form id="upload-file-form" onSubmit={onSubmit} className="space-y-3">
        <div
          onDragOver={(event) => {
            event.preventDefault();
            if (!isBusy) setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          data-testid="upload-drop-zone"
          className={`rounded-xl border-2 border-dashed transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-500 ${
            isDragging
              ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30'
              : 'border-slate-300 bg-slate-50 hover:border-brand-400 dark:border-slate-700 dark:bg-slate-950/40'
          } ${isBusy ? 'opacity-60' : ''}`}
        >
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={FILE_ACCEPT}
            className="sr-only"
            disabled={isBusy}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {/* The whole zone is the input's label, so a click anywhere opens the file picker. */}
          <label htmlFor={inputId} className={`flex flex-col items-center gap-2 px-4 py-8 text-center ${isBusy ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
            <FileUp className="size-8 text-brand-600 dark:text-brand-300" aria-hidden />
            <span className="text-sm text-slate-700 dark:text-slate-200">
              {richText(t('files.upload.choose'), { choose: (inner) => <span className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">{inner}</span> })}
            </span>
            <span className="text-xs text-slate-600 dark:text-slate-400">{t('files.upload.accepted', { size: formatFileSize(maxBytes) })}</span>
          </label>
        </div>

        {file ? (
          <div className="flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 dark:border-slate-800" data-testid="chosen-file">
            <FileText className="size-5 shrink-0 text-slate-500 dark:text-slate-400" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={file.name}>
                {file.name}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">{formatFileSize(file.size)}</p>
            </div>
            <button
              type="button"
              className="inline-flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
              onClick={clear}
              disabled={isBusy}
              aria-label={t('files.upload.remove', { name: file.name })}
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : null}

        <ErrorAlert>{message}</ErrorAlert>
      </form>
    </Modal>
  );
}
