import { DeleteLibraryItemModal } from '@/components/library/delete-library-item-modal.tsx';
import { useDeletePersona, usePersonaUsage } from '@/features/personas/api/delete-persona.ts';

export interface DeletePersonaModalProps {
  /** The owner's persona to confirm; null keeps the modal closed. */
  persona: { id: string; name: string } | null;
  onClose: () => void;
  /** Called once the persona is deleted. */
  onDeleted?: (id: string) => void;
}

/** Asks before the owner's persona is deleted, naming the scenarios that use it (they keep working with their own copy). */
export function DeletePersonaModal({ persona, onClose, onDeleted }: DeletePersonaModalProps) {
  return (
    <DeleteLibraryItemModal
      kind="persona"
      item={persona}
      usage={usePersonaUsage(persona?.id)}
      mutation={useDeletePersona()}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
