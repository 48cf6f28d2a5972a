import { ConfirmModal, DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import type { SourceFile } from '@shared/contracts/files.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface DeleteFileModalProps {
  /** The file to confirm; null keeps the modal closed. */
  file: SourceFile | null;
  /** The name the list shows it under ("policy.pdf (2)"); the file's own name when absent. */
  displayName?: string | undefined;
  onCancel: () => void;
  onConfirm: (file: SourceFile) => void;
}

/** Asks before a file is deleted; the deletion itself runs after the modal closes, on the card. */
export function DeleteFileModal({ file, displayName, onCancel, onConfirm }: DeleteFileModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmModal
      isOpen={file !== null}
      onClose={onCancel}
      title={t('files.deleteTitle')}
      description={richText(t('files.deleteBody', { name: displayName ?? file?.filename ?? '' }), {
        name: (inner) => <span className="font-medium break-all text-slate-900 dark:text-white">{inner}</span>,
      })}
      width="28rem"
      onConfirm={() => file && onConfirm(file)}
      confirmLabel={t('files.delete')}
      confirmClassName={DANGER_BUTTON_CLASS}
    />
  );
}
