// /showcase/file-management: a person's source files, searched and sorted through the URL, with upload (creators),
// a preview of the text the AI reads, download and delete.
import { useState } from 'react';
import { DEFAULT_UPLOAD_MAX_BYTES, type FilesUsage, type SourceFile } from '@shared/contracts/files.ts';
import { stripExceptionPrefix } from '@shared/display.ts';
import { LibraryPage } from '@/components/library/library-page.tsx';
import { useLibraryList } from '@/components/library/use-library-list.ts';
import { useMe } from '@/features/users/api/get-me.ts';
import { useDeleteFile } from '@/features/files/api/delete-file.ts';
import { useFiles, useFilesUsage } from '@/features/files/api/get-files.ts';
import { DeleteFileModal } from '@/features/files/components/delete-file-modal.tsx';
import { FileCard } from '@/features/files/components/file-card.tsx';
import { FilePreviewModal } from '@/features/files/components/file-preview-modal.tsx';
import { UploadFileModal } from '@/features/files/components/upload-file-modal.tsx';
import { displayNamesOf } from '@/features/files/file-display.ts';
import { toast } from '@/components/toast.ts';
import { usePrincipal } from '@/lib/session.ts';
import { readable } from '@/lib/api-client.ts';
import { formatFileSize, formatNumber } from '@/i18n/format.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export function Component() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  const email = principal?.email ?? '';
  const { data: me } = useMe();
  const canCreate = me?.permissions.canCreate ?? false;
  const filesQuery = useFiles(email);
  const { data: usage } = useFilesUsage(email);
  const displayNames = displayNamesOf(filesQuery.data ?? []);
  const nameOf = (file: SourceFile) => displayNames.get(file.file_id) ?? file.filename;
  const files = useLibraryList(filesQuery, t('filesPage.items'), (file) => ({ name: nameOf(file), timestamp: file.created_at }));
  const [fileToPreview, setFileToPreview] = useState<SourceFile | null>(null);
  const deleteMutation = useDeleteFile();
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [fileToDelete, setFileToDelete] = useState<SourceFile | null>(null);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<string>>(new Set());

  const setDeleting = (fileId: string, isDeleting: boolean) =>
    setDeletingIds((current) => {
      const next = new Set(current);
      if (isDeleting) next.add(fileId);
      else next.delete(fileId);
      return next;
    });

  // "12.5 MB of 500 MB used · 3 of 200 files", sizes and counts written the way the language writes them.
  const usageText = (usage: FilesUsage) =>
    t('filesPage.usage', {
      used: formatFileSize(usage.used_bytes),
      limit: formatFileSize(usage.limit_bytes),
      files: formatNumber(usage.file_count),
      maxFiles: formatNumber(usage.max_files),
    });

  const deleteConfirmed = async (file: SourceFile) => {
    setFileToDelete(null);
    setDeleting(file.file_id, true);
    try {
      const status = await deleteMutation.mutateAsync(file.file_id);
      if (status.jobStatus === 'Completed') toast.success(t('filesPage.deleted'));
      else toast.error(t('filesPage.deleteFailed'), { description: status.failedReason ?? undefined });
    } catch (error) {
      toast.error(readable(error));
    } finally {
      // The list has been refreshed by now, so a deleted card is already gone when this clears.
      setDeleting(file.file_id, false);
    }
  };

  return (
    <>
      <LibraryPage
        title={t('filesPage.title')}
        description={t('filesPage.description')}
        summary={usage ? <p data-testid="files-usage">{usageText(usage)}</p> : null}
        createLabel={t('filesPage.create')}
        onCreate={canCreate ? () => setIsUploadOpen(true) : undefined}
        {...files.pageProps}
        error={filesQuery.error ? stripExceptionPrefix(filesQuery.error.message) : null}
        emptyTitle={t('filesPage.emptyTitle')}
        emptyText={canCreate ? t('filesPage.emptyCreator') : t('filesPage.emptyReader')}
      >
        {files.search.visibleItems.map((file) => (
          <FileCard
            key={file.file_id}
            file={file}
            displayName={nameOf(file)}
            onPreview={() => setFileToPreview(file)}
            canDelete={canCreate}
            isDeleting={deletingIds.has(file.file_id)}
            onDelete={() => setFileToDelete(file)}
          />
        ))}
      </LibraryPage>
      {canCreate ? (
        <UploadFileModal
          isOpen={isUploadOpen}
          onClose={() => setIsUploadOpen(false)}
          email={email}
          // The server's own limit once known; the default until then.
          maxBytes={me?.limits.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES}
        />
      ) : null}
      <FilePreviewModal file={fileToPreview} displayName={fileToPreview ? nameOf(fileToPreview) : ''} onClose={() => setFileToPreview(null)} />
      <DeleteFileModal file={fileToDelete} displayName={fileToDelete ? nameOf(fileToDelete) : undefined} onCancel={() => setFileToDelete(null)} onConfirm={(file) => void deleteConfirmed(file)} />
    </>
  );
}
