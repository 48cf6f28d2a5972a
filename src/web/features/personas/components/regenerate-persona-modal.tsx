import { useState } from 'react';
import { RegeneratePersonaInputSchema, type Persona } from '@shared/contracts/personas.ts';
import { PERSONA_PROMPT_MAX_LENGTH } from '@shared/contracts/personas-constants.ts';
import { ConfirmModal } from '@/components/confirm-modal.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useRegeneratePersona } from '@/features/personas/api/regenerate-persona.ts';

export const PERSONA_REGENERATED_MESSAGE = 'Persona regenerated successfully!';
export const PERSONA_REGENERATE_FAILED_MESSAGE = 'Persona failed to be regenerated. Please try again.';

const PROMPT_ID = 'regenerate-persona-prompt';
const promptSchema = RegeneratePersonaInputSchema.shape.persona_prompt;

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
  const isBusy = mutation.isPending;
  const [prompt, setPrompt] = useState(persona?.persona_prompt ?? '');
  const checked = promptSchema.safeParse(prompt);
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);

  const confirm = async () => {
    if (!persona || isBusy || !checked.success || checked.data === undefined) return;
    const isEdited = checked.data !== persona.persona_prompt.trim();
    try {
      const regenerated = await mutation.mutateAsync({ id: persona.id, personaPrompt: isEdited ? checked.data : undefined });
      toast.success(PERSONA_REGENERATED_MESSAGE);
      onRegenerated?.(regenerated);
      onClose();
    } catch (failure) {
      toastFailure(PERSONA_REGENERATE_FAILED_MESSAGE, failure);
    }
  };

  return (
    <ConfirmModal
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
      width="36rem"
      onConfirm={() => void confirm()}
      confirmLabel="Regenerate"
      isBusy={isBusy}
      isConfirmDisabled={error !== null}
      busyLabel="Regenerating..."
      canCloseWhileBusy
    >
      <div className="space-y-3 text-sm">
        <div>
          <label htmlFor={PROMPT_ID} className="field-label">
            Persona prompt
          </label>
          <textarea
            id={PROMPT_ID}
            className="field-input resize-y"
            rows={5}
            value={prompt}
            maxLength={PERSONA_PROMPT_MAX_LENGTH}
            disabled={isBusy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${PROMPT_ID}-error` : undefined}
            onChange={(event) => setPrompt(event.target.value)}
          />
          {error ? (
            <p id={`${PROMPT_ID}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
        {isBusy ? (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
            Regenerating the persona. You can close this window: a notification follows when it is ready.
          </p>
        ) : null}
      </div>
    </ConfirmModal>
  );
}
