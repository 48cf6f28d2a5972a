import type { GlossaryListItem } from '@shared/contracts/glossaries.ts';
import { DeleteLibraryItemModal } from '@/components/library/delete-library-item-modal.tsx';
import { useDeleteGlossary } from '@/features/glossaries/api/delete-glossary.ts';
import { useGlossaryUsage } from '@/features/glossaries/api/get-glossary-usage.ts';

export interface DeleteGlossaryModalProps {
  /** The owner's glossary to confirm; null keeps the modal closed. */
  glossary: GlossaryListItem | null;
  onClose: () => void;
}

/** Asks before the owner's glossary is deleted, naming the scenarios that use it (they keep its terms as their own copy). */
export function DeleteGlossaryModal({ glossary, onClose }: DeleteGlossaryModalProps) {
  return (
    <DeleteLibraryItemModal
      kind="glossary"
      item={glossary}
      usage={useGlossaryUsage(glossary?.id ?? null)}
      mutation={useDeleteGlossary()}
      onClose={onClose}
    />
  );
}
