import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { DeleteLibraryItemAnswer, UsingScenario } from '@shared/contracts/library.ts';
import { ConfirmModal, DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

export interface DeleteLibraryItemModalProps {
  /** What is deleted: its texts (the title, what a scenario using it keeps, the toasts) are the catalogue's under libraryDelete.<kind>. */
  kind: 'persona' | 'rubric' | 'glossary';
  /** The owner's item to confirm; null keeps the modal closed. */
  item: { id: string; name: string } | null;
  /** The feature's query of the scenarios that use the item (read while the modal is open). */
  usage: Pick<UseQueryResult<UsingScenario[]>, 'isPending' | 'isError' | 'error' | 'data'>;
  /** The feature's delete. */
  mutation: Pick<UseMutationResult<DeleteLibraryItemAnswer, Error, string>, 'mutateAsync' | 'isPending'>;
  onClose: () => void;
  /** Called once the item is deleted. */
  onDeleted?: (id: string) => void;
}

/**
 * Asks before the owner's persona, rubric or glossary is deleted, naming the scenarios that use it (they keep their
 * own copy, so they go on working), then deletes it and says how it went.
 */
export function DeleteLibraryItemModal({ kind, item, usage, mutation, onClose, onDeleted }: DeleteLibraryItemModalProps) {
  const { t } = useTranslation();
  const isBusy = mutation.isPending;
  const scenarios = usage.data ?? [];

  const confirm = async () => {
    if (!item || isBusy) return;
    try {
      const answer = await mutation.mutateAsync(item.id);
      const kept = answer.kept_in_scenarios.map((scenario) => scenario.name);
      toast.success(t(`libraryDelete.${kind}.deleted`), kept.length > 0 ? { description: t('libraryDelete.keptBy', { names: kept.join(', ') }) } : undefined);
      onDeleted?.(item.id);
      onClose();
    } catch (error) {
      toastFailure(t(`libraryDelete.${kind}.failed`), error);
    }
  };

  return (
    <ConfirmModal
      isOpen={item !== null}
      onClose={onClose}
      title={t(`libraryDelete.${kind}.title`)}
      description={richText(t('libraryDelete.body', { name: item?.name ?? '' }), {
        name: (inner) => <span className="font-medium break-words text-slate-900 dark:text-white">{inner}</span>,
      })}
      width="30rem"
      onConfirm={() => void confirm()}
      confirmLabel={t('libraryDelete.confirm')}
      confirmClassName={DANGER_BUTTON_CLASS}
      isBusy={isBusy}
      busyLabel={t('libraryDelete.deleting')}
      // The person decides knowing which scenarios use it.
      isConfirmDisabled={usage.isPending}
    >
      <div className="text-sm text-slate-700 dark:text-slate-200" data-testid="library-item-usage">
        {usage.isPending ? (
          <p className="flex items-center gap-2">
            <Spinner size="sm" label={t('libraryDelete.checkingLabel')} /> {t('libraryDelete.checking')}
          </p>
        ) : usage.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {t('libraryDelete.checkFailed', { reason: usage.error?.message ?? '' })}
          </p>
        ) : scenarios.length === 0 ? (
          <p>{t(`libraryDelete.${kind}.none`)}</p>
        ) : (
          <>
            <p>
              {scenarios.length === 1 ? t(`libraryDelete.${kind}.usedByOne`) : t(`libraryDelete.${kind}.usedByMany`, { number: scenarios.length })}
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {scenarios.map((scenario) => (
                <li key={scenario.id} className="font-medium break-words text-slate-900 dark:text-white">
                  {scenario.name}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </ConfirmModal>
  );
}
