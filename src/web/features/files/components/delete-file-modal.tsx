import { Modal } from '../../../components/modal.tsx';
import type { SourceFile } from '../../../../shared/contracts/files.ts';

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
  return (
    <Modal
      isOpen={file !== null}
      onClose={onCancel}
      title="Delete file"
      description={
        <>
          <span className="font-medium break-all text-slate-900 dark:text-white">{displayName ?? file?.filename}</span> and the text read from it will be removed. This cannot be undone.
        </>
      }
      width="28rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn bg-red-600 text-white hover:bg-red-700 dark:bg-red-600 dark:hover:bg-red-500" onClick={() => file && onConfirm(file)}>
            Delete
          </button>
        </>
      }
    />
  );
}
