import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { DeleteLibraryItemAnswer, UsingScenario } from '@shared/contracts/library.ts';
import { ConfirmModal, DANGER_BUTTON_CLASS } from '@/components/confirm-modal.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { toast, toastFailure } from '@/components/toast.ts';

export interface DeleteLibraryItemModalProps {
  /** "Persona", "Rubric", "Glossary": the title says "Delete <kind>". */
  kind: string;
  /** The owner's item to confirm; null keeps the modal closed. */
  item: { id: string; name: string } | null;
  /** The feature's query of the scenarios that use the item (read while the modal is open). */
  usage: Pick<UseQueryResult<UsingScenario[]>, 'isPending' | 'isError' | 'error' | 'data'>;
  /** The feature's delete. */
  mutation: Pick<UseMutationResult<DeleteLibraryItemAnswer, Error, string>, 'mutateAsync' | 'isPending'>;
  /** What a scenario keeps of the item, after "will keep": e.g. "being graded against its own copy" (`own` is its or their). */
  keeps: (own: 'its' | 'their') => string;
  messages: { deleted: string; failed: string };
  onClose: () => void;
  /** Called once the item is deleted. */
  onDeleted?: (id: string) => void;
}

/**
 * Asks before the owner's persona, rubric or glossary is deleted, naming the scenarios that use it (they keep their
 * own copy, so they go on working), then deletes it and says how it went.
 */
export function DeleteLibraryItemModal({ kind, item, usage, mutation, keeps, messages, onClose, onDeleted }: DeleteLibraryItemModalProps) {
  const isBusy = mutation.isPending;
  const scenarios = usage.data ?? [];

  const confirm = async () => {
    if (!item || isBusy) return;
    try {
      const answer = await mutation.mutateAsync(item.id);
      const kept = answer.kept_in_scenarios.map((scenario) => scenario.name);
      toast.success(messages.deleted, kept.length > 0 ? { description: `Kept as their own copy by: ${kept.join(', ')}.` } : undefined);
      onDeleted?.(item.id);
      onClose();
    } catch (error) {
      toastFailure(messages.failed, error);
    }
  };

  return (
    <ConfirmModal
      isOpen={item !== null}
      onClose={onClose}
      title={`Delete ${kind}`}
      description={
        <>
          <span className="font-medium break-words text-slate-900 dark:text-white">{item?.name}</span> will be removed from your library. This cannot be undone.
        </>
      }
      width="30rem"
      onConfirm={() => void confirm()}
      confirmLabel="Delete"
      confirmClassName={DANGER_BUTTON_CLASS}
      isBusy={isBusy}
      busyLabel="Deleting..."
      // The person decides knowing which scenarios use it.
      isConfirmDisabled={usage.isPending}
    >
      <div className="text-sm text-slate-700 dark:text-slate-200" data-testid="library-item-usage">
        {usage.isPending ? (
          <p className="flex items-center gap-2">
            <Spinner size="sm" label="Checking" /> Checking which scenarios use it...
          </p>
        ) : usage.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            Could not check which scenarios use it: {usage.error?.message}. Any that do keep their own copy.
          </p>
        ) : scenarios.length === 0 ? (
          <p>No scenario uses this {kind.toLowerCase()}.</p>
        ) : (
          <>
            <p>
              {scenarios.length === 1
                ? `This scenario uses it and will keep ${keeps('its')}:`
                : `These ${scenarios.length} scenarios use it and will keep ${keeps('their')}:`}
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
