import { useTranslation } from '@/i18n/use-translation.ts';
import type { TwinMemory } from '@shared/contracts/twin-memories.ts';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { TWIN_DANGER_BUTTON_CLASS } from '@/features/twin/twin-display.ts';
import { useDeleteMemory } from '@/features/twin/api/delete-memory.ts';
import { toast } from '@/components/toast.ts';
import { readable } from '@/lib/api-client.ts';

export function DeleteMemoryModal({ memory, onClose }: { memory: TwinMemory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteMemory();
  const confirm = async () => {
    if (!memory) return;
    try {
      await remove.mutateAsync(memory.id);
      toast.success(t('dash.memory.deleted'), { id: 'twin-memory-deleted' });
      onClose();
    } catch (error) {
      toast.error(readable(error), { id: 'twin-memory-delete-error' });
    }
  };
  return (
    <ConfirmModal
      isOpen={memory !== null}
      onClose={onClose}
      title={t('dash.memory.deleteTitle')}
      description={memory ? t('dash.memory.deleteBody', { title: memory.title }) : undefined}
      width="28rem"
      onConfirm={() => void confirm()}
      confirmLabel={t('dash.locker.delete')}
      confirmClassName={TWIN_DANGER_BUTTON_CLASS}
      isBusy={remove.isPending}
      busyLabel={t('dash.memory.deleting')}
    />
  );
}
