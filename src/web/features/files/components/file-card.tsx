import { Download, LoaderCircle, Trash2 } from 'lucide-react';
import type { SourceFile } from '@shared/contracts/files.ts';
import { LibraryCard } from '@/components/library/library-card.tsx';
import { downloadFile, fileDownloadPath } from '@/features/files/api/download-file.ts';
import { formatUploadTime } from '@/features/files/file-display.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';
import { formatDateTime, formatFileSize } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface FileCardProps {
  file: SourceFile;
  /** The name the list shows: equal names are numbered ("policy.pdf (2)"). */
  displayName: string;
  /** The account may delete files (creators only); the button shows only on a file the caller may change (`can_change`). */
  canDelete: boolean;
  /** While the delete job runs, both actions are disabled. */
  isDeleting: boolean;
  onDelete: () => void;
  /** Opens the preview of the file's text. */
  onPreview: () => void;
}

/** A file's card: name, size and upload time; the card opens the text preview; Download and Delete below. */
export function FileCard({ file, displayName, canDelete, isDeleting, onDelete, onPreview }: FileCardProps) {
  const { t } = useTranslation();
  return (
    <LibraryCard
      type="File"
      name={displayName}
      timestamp={file.created_at}
      isOrganization={Boolean(file.organization_id)}
      onSelect={onPreview}
      details={
        <>
          <span className="whitespace-nowrap">{formatFileSize(file.size_bytes)}</span>
          <span aria-hidden>·</span>
          <time dateTime={file.created_at} title={formatDateTime(file.created_at)} className="whitespace-nowrap">
            {formatUploadTime(file.created_at)}
          </time>
        </>
      }
      actions={
        <>
          <a
            href={fileDownloadPath(file.file_id)}
            download={file.filename}
            onClick={(event) => {
              event.preventDefault();
              downloadFile(file.file_id, file.filename).catch((error: unknown) => {
                toast.error(readable(error, t('files.downloadFailed')));
              });
            }}
            className={`btn-secondary flex-1 px-3 ${isDeleting ? 'pointer-events-none opacity-50' : ''}`}
            aria-label={t('files.downloadNamed', { name: displayName })}
            aria-disabled={isDeleting || undefined}
            tabIndex={isDeleting ? -1 : undefined}
          >
            <Download className="size-4" aria-hidden />
            {t('files.download')}
          </a>
          {canDelete && file.can_change ? (
            <button
              type="button"
              className="btn flex-1 border border-red-200 px-3 text-red-700 hover:bg-red-50 dark:border-red-900/70 dark:text-red-300 dark:hover:bg-red-950/40"
              onClick={onDelete}
              disabled={isDeleting}
              aria-label={isDeleting ? t('files.deletingNamed', { name: displayName }) : t('files.deleteNamed', { name: displayName })}
            >
              {isDeleting ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
              {isDeleting ? t('files.deleting') : t('files.delete')}
            </button>
          ) : null}
        </>
      }
    />
  );
}
