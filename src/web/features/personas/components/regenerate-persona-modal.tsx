import { RegeneratePersonaInputSchema, type Persona } from '@shared/contracts/personas.ts';
import { PERSONA_PROMPT_MAX_LENGTH } from '@shared/contracts/personas-constants.ts';
import { RegenerateDialog } from '@/components/regenerate-dialog.tsx';
import { useRegeneratePersona } from '@/features/personas/api/regenerate-persona.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

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
  const { t } = useTranslation();
  const mutation = useRegeneratePersona();
  return (
    <RegenerateDialog
      item={persona && { id: persona.id, name: persona.name, text: persona.persona_prompt }}
      onClose={onClose}
      regenerate={(id, personaPrompt) => mutation.mutateAsync({ id, personaPrompt })}
      isBusy={mutation.isPending}
      onRegenerated={onRegenerated}
      texts={{
        title: t('personaRegenerate.title'),
        body: t('personaRegenerate.body', { name: persona?.name ?? '' }),
        fieldLabel: t('personaRegenerate.prompt'),
        busy: t('personaRegenerate.busy'),
        done: t('personaRegenerate.done'),
        failed: t('personaRegenerate.failed'),
      }}
      fieldId="regenerate-persona-prompt"
      maxLength={PERSONA_PROMPT_MAX_LENGTH}
      schema={RegeneratePersonaInputSchema.shape.persona_prompt}
    />
  );
}
