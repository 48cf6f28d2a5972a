import { RegeneratePersonaInputSchema, type Persona } from '@shared/contracts/personas.ts';
import { PERSONA_PROMPT_MAX_LENGTH } from '@shared/contracts/personas-constants.ts';
import { RegenerateDialog } from '@/components/regenerate-dialog.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useRegeneratePersona } from '@/features/personas/api/regenerate-persona.ts';
import { richText } from '@/i18n/rich-text.tsx';
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

  const regenerate = async (personaPrompt: string | undefined) => {
    if (!persona) return;
    try {
      const regenerated = await mutation.mutateAsync({ id: persona.id, personaPrompt });
      toast.success(t('personaRegenerate.done'));
      onRegenerated?.(regenerated);
      onClose();
    } catch (failure) {
      toastFailure(t('personaRegenerate.failed'), failure);
    }
  };

  return (
    <RegenerateDialog
      isOpen={persona !== null}
      onClose={onClose}
      title={t('personaRegenerate.title')}
      description={richText(t('personaRegenerate.body', { name: persona?.name ?? '' }), {
        name: (inner) => <span className="font-medium break-words text-slate-900 dark:text-white">{inner}</span>,
      })}
      fieldId="regenerate-persona-prompt"
      fieldLabel={t('personaRegenerate.prompt')}
      initialText={persona?.persona_prompt ?? ''}
      maxLength={PERSONA_PROMPT_MAX_LENGTH}
      schema={RegeneratePersonaInputSchema.shape.persona_prompt}
      isBusy={mutation.isPending}
      busyNote={t('personaRegenerate.busy')}
      onRegenerate={(personaPrompt) => void regenerate(personaPrompt)}
    />
  );
}
