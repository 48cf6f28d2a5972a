import { Download, FileWarning, LoaderCircle } from 'lucide-react';
import { FILE_PREVIEW_MAX_LINES, type SourceFile } from '@shared/contracts/files.ts';
import { Modal } from '@/components/modal.tsx';
import { downloadFile } from '@/features/files/api/download-file.ts';
import { useFilePreview } from '@/features/files/api/get-file-preview.ts';
import { formatUploadTime } from '@/features/files/file-display.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { formatFileSize, formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

interface FilePreviewModalProps {
  /** The file to preview; null keeps the modal closed. */
  file: SourceFile | null;
  /** The name the list shows it under ("policy.pdf (2)"). */
  displayName: string;
  onClose: () => void;
}

/** What the AI reads from a file: the first lines of its extracted text, or why there is none. */
export function FilePreviewModal({ file, displayName, onClose }: FilePreviewModalProps) {
  const { t } = useTranslation();
  const preview = useFilePreview(file?.file_id ?? null);
  const answer = preview.data;
  return (
    <Modal
      isOpen={file !== null}
      onClose={onClose}
      title={displayName}
      description={file ? t('files.previewDescription', { type: file.file_type.toUpperCase(), size: formatFileSize(file.size_bytes), time: formatUploadTime(file.created_at) }) : undefined}
      width="44rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('common.close')}
          </button>
          {file ? (
            <button
              type="button"
              className="btn-primary"
              onClick={() => {
                downloadFile(file.file_id, file.filename).catch((error: unknown) => {
                  toast.error(readable(error, t('files.downloadFailed')));
                });
              }}
            >
              <Download className="size-4" aria-hidden />
              {t('files.download')}
            </button>
          ) : null}
        </>
      }
    >
      <div data-testid="file-preview">
        {preview.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <LoaderCircle className="size-4 animate-spin" aria-hidden /> {t('files.loadingText')}
          </p>
        ) : preview.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200">
            {t('files.textFailed', { reason: preview.error.message })}
          </p>
        ) : answer?.status === 'processing' ? (
          <p role="status" className="flex items-center gap-2 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
            <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden /> {t('files.stillReading')}
          </p>
        ) : !answer?.has_text ? (
          <p className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
            <FileWarning className="mt-0.5 size-5 shrink-0" aria-hidden />
            {t('files.noText')}
          </p>
        ) : (
          <>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t('files.whatTheAiReads')}</h3>
            <pre className="mt-2 max-h-[50dvh] overflow-auto rounded-xl border border-slate-200 bg-slate-50 p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:border-slate-800 dark:bg-slate-950/40 dark:text-slate-100">
              {answer.preview}
            </pre>
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
              {answer.preview.length < answer.characters
                ? t('files.firstLines', { lines: FILE_PREVIEW_MAX_LINES, characters: formatNumber(answer.characters) })
                : t('files.wholeText', { characters: formatNumber(answer.characters) })}
            </p>
          </>
        )}
      </div>
    </Modal>
  );
}
