import { toast } from 'sonner';
import type { GlossaryListItem } from '../../../../shared/contracts/glossaries.ts';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDeleteGlossary } from '../api/delete-glossary.ts';
import { useGlossaryUsage } from '../api/get-glossary-usage.ts';

export const GLOSSARY_DELETED_MESSAGE = 'Glossary deleted successfully!';
export const GLOSSARY_DELETE_FAILED_MESSAGE = 'Glossary failed to be deleted. Please try again.';

export interface DeleteGlossaryModalProps {
  /** The owner's glossary to confirm; null keeps the modal closed. */
  glossary: GlossaryListItem | null;
  onClose: () => void;
}

/** Asks before the owner's glossary is deleted, naming the scenarios that use it (they keep their own copy). */
export function DeleteGlossaryModal({ glossary, onClose }: DeleteGlossaryModalProps) {
  const mutation = useDeleteGlossary();
  const usage = useGlossaryUsage(glossary?.id ?? null);
  const isBusy = mutation.isPending;
  const scenarios = usage.data ?? [];

  const confirm = async () => {
    if (!glossary || isBusy) return;
    try {
      const answer = await mutation.mutateAsync(glossary.id);
      const kept = answer.kept_in_scenarios.length;
      toast.success(GLOSSARY_DELETED_MESSAGE, {
        description: kept > 0 ? `${kept === 1 ? 'One scenario keeps' : `${kept} scenarios keep`} their own copy of its terms.` : undefined,
      });
      onClose();
    } catch (error) {
      toast.error(GLOSSARY_DELETE_FAILED_MESSAGE, { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Modal
      isOpen={glossary !== null}
      onClose={onClose}
      isDismissDisabled={isBusy}
      title="Delete Glossary"
      description={
        <>
          <span className="font-medium break-words text-slate-900 dark:text-white">{glossary?.name}</span> will be removed from your library. This cannot be undone.
        </>
      }
      width="30rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={isBusy}>
            Cancel
          </button>
          <button
            type="button"
            className="btn bg-red-600 text-white hover:bg-red-700 disabled:opacity-60 dark:bg-red-600 dark:hover:bg-red-500"
            onClick={() => void confirm()}
            disabled={isBusy || usage.isPending}
          >
            {isBusy ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      <div className="text-sm text-slate-700 dark:text-slate-200" data-testid="glossary-usage">
        {usage.isPending ? (
          <p className="flex items-center gap-2">
            <Spinner size="sm" label="Checking" /> Checking which scenarios use it...
          </p>
        ) : usage.isError ? (
          <p role="alert" className="text-red-700 dark:text-red-300">
            Its scenarios could not be checked: {usage.error.message}
          </p>
        ) : scenarios.length === 0 ? (
          <p>No scenario uses this glossary.</p>
        ) : (
          <>
            <p>
              {scenarios.length === 1 ? 'This scenario uses it' : `These ${scenarios.length} scenarios use it`} and will keep its terms as their own copy:
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {scenarios.map((scenario) => (
                <li key={scenario.id} className="font-medium break-words">
                  {scenario.name}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
