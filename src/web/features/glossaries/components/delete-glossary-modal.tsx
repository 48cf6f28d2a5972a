import type { GlossaryListItem } from '@shared/contracts/glossaries.ts';
import { DeleteLibraryItemModal } from '@/components/library/delete-library-item-modal.tsx';
import { useDeleteGlossary } from '@/features/glossaries/api/delete-glossary.ts';
import { useGlossaryUsage } from '@/features/glossaries/api/get-glossary-usage.ts';

export const GLOSSARY_DELETED_MESSAGE = 'Glossary deleted successfully!';
export const GLOSSARY_DELETE_FAILED_MESSAGE = 'Glossary failed to be deleted. Please try again.';

export interface DeleteGlossaryModalProps {
  /** The owner's glossary to confirm; null keeps the modal closed. */
  glossary: GlossaryListItem | null;
  onClose: () => void;
}

/** Asks before the owner's glossary is deleted, naming the scenarios that use it (they keep its terms as their own copy). */
export function DeleteGlossaryModal({ glossary, onClose }: DeleteGlossaryModalProps) {
  return (
    <DeleteLibraryItemModal
      kind="Glossary"
      item={glossary}
      usage={useGlossaryUsage(glossary?.id ?? null)}
      mutation={useDeleteGlossary()}
      keeps={(own) => `its terms as ${own} own copy`}
      messages={{ deleted: GLOSSARY_DELETED_MESSAGE, failed: GLOSSARY_DELETE_FAILED_MESSAGE }}
      onClose={onClose}
    />
  );
}
