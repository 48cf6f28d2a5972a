import { toast } from 'sonner';
import type { TwinMemory } from '../../../../shared/contracts/twin.ts';
import { Modal } from '../../../components/modal.tsx';
import { useDeleteMemory } from '../api/delete-memory.ts';

export function DeleteMemoryModal({ memory, onClose }: { memory: TwinMemory | null; onClose: () => void }) {
  const remove = useDeleteMemory();
  const confirm = async () => {
    if (!memory) return;
    try {
      await remove.mutateAsync(memory.id);
      toast.success('Memory deleted.', { id: 'twin-memory-deleted' });
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error), { id: 'twin-memory-delete-error' });
    }
  };
  return (
    <Modal
      isOpen={memory !== null}
      onClose={onClose}
      title="Delete memory"
      description={memory ? `“${memory.title}” and its file are deleted for good. Your Engram will no longer draw on it.` : undefined}
      width="28rem"
      isDismissDisabled={remove.isPending}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="button" className="btn-primary bg-red-700 hover:bg-red-800" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </button>
        </>
      }
    />
  );
}
