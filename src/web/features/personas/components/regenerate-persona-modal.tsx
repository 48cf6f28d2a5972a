import { RegeneratePersonaInputSchema, type Persona } from '@shared/contracts/personas.ts';
import { PERSONA_PROMPT_MAX_LENGTH } from '@shared/contracts/personas-constants.ts';
import { RegenerateDialog } from '@/components/regenerate-dialog.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useRegeneratePersona } from '@/features/personas/api/regenerate-persona.ts';

export const PERSONA_REGENERATED_MESSAGE = 'Persona regenerated successfully!';
export const PERSONA_REGENERATE_FAILED_MESSAGE = 'Persona failed to be regenerated. Please try again.';

export interface RegeneratePersonaModalProps {
  /** The owner's persona to regenerate; null keeps the modal closed. */
  persona: Pick<Persona, 'id' | 'name' | 'persona_prompt'> | null;
  onClose: () => void;
  /** Called with the regenerated persona once its job has completed. */
  onRegenerated?: (persona: Persona) => void;
}

/**
 * Asks before the persona's traits are generated again (they replace the current ones), with its prompt ready to
 * edit first; each regeneration is a new variation of the same facts. Then waits for the job.
 */
export function RegeneratePersonaModal({ persona, onClose, onRegenerated }: RegeneratePersonaModalProps) {
  // A fresh prompt field for every persona the modal opens on.
  return <RegeneratePersonaDialog key={persona?.id ?? 'closed'} persona={persona} onClose={onClose} onRegenerated={onRegenerated} />;
}

function RegeneratePersonaDialog({ persona, onClose, onRegenerated }: RegeneratePersonaModalProps) {
  const mutation = useRegeneratePersona();

  const regenerate = async (personaPrompt: string | undefined) => {
    if (!persona) return;
    try {
      const regenerated = await mutation.mutateAsync({ id: persona.id, personaPrompt });
      toast.success(PERSONA_REGENERATED_MESSAGE);
      onRegenerated?.(regenerated);
      onClose();
    } catch (failure) {
      toastFailure(PERSONA_REGENERATE_FAILED_MESSAGE, failure);
    }
  };

  return (
    <RegenerateDialog
      isOpen={persona !== null}
      onClose={onClose}
      title="Regenerate Persona"
      description={
        <>
          <span className="font-medium break-words text-slate-900 dark:text-white">{persona?.name}</span> is generated again from the prompt below, which you
          can change first. The new traits replace the current ones, including any edits; the name stays. Each regeneration is a different take on the same
          facts.
        </>
      }
      fieldId="regenerate-persona-prompt"
      fieldLabel="Persona prompt"
      initialText={persona?.persona_prompt ?? ''}
      maxLength={PERSONA_PROMPT_MAX_LENGTH}
      schema={RegeneratePersonaInputSchema.shape.persona_prompt}
      isBusy={mutation.isPending}
      busyNote="Regenerating the persona. You can close this window: a notification follows when it is ready."
      onRegenerate={(personaPrompt) => void regenerate(personaPrompt)}
    />
  );
}
