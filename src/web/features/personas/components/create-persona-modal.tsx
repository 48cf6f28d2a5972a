import { useMemo } from 'react';
import {
  CreatePersonaFormSchema,
  type Persona,
} from '@shared/contracts/personas.ts';
import {
  PERSONA_MAX_FILES,
  PERSONA_NAME_MAX_LENGTH,
  PERSONA_PROMPT_MAX_LENGTH,
} from '@shared/contracts/personas-constants.ts';
import { CreateLibraryItemModal, createFormSchemaOf, type CreateLibraryItemCopy, type CreateLibraryItemInput, type CreateLibraryKindModalProps } from '@/components/library/create-library-item-modal.tsx';
import { useCreatePersona } from '@/features/personas/api/create-persona.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

const FORM_SCHEMA = createFormSchemaOf(CreatePersonaFormSchema, 'personaPrompt');

const toRequest = ({ name, text, fileIds, organizationId }: CreateLibraryItemInput) => ({ name, persona_prompt: text, organization_id: organizationId, file_ids: fileIds });

/** The form's words in the interface's language. */
function useCopy(): CreateLibraryItemCopy {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      formId: 'create-persona-form',
      title: t('personaForm.create.title'),
      description: t('personaForm.create.description'),
      namePlaceholder: t('personaForm.create.namePlaceholder'),
      nameMaxLength: PERSONA_NAME_MAX_LENGTH,
      textLabel: t('validation.fields.personaPrompt'),
      textPlaceholder: t('personaForm.create.textPlaceholder'),
      textMaxLength: PERSONA_PROMPT_MAX_LENGTH,
      textRows: 5,
      textHint: t('personaForm.create.textHint'),
      maxFiles: PERSONA_MAX_FILES,
      filesHint: t('personaForm.create.filesHint'),
      successToast: t('personaForm.create.success'),
      failureToast: t('personaForm.create.failure'),
      busyNote: t('personaForm.create.busy'),
    }),
    [t],
  );
}

export function CreatePersonaModal(props: CreateLibraryKindModalProps<Persona>) {
  const mutation = useCreatePersona();
  const copy = useCopy();
  return <CreateLibraryItemModal {...props} copy={copy} schema={FORM_SCHEMA} mutation={mutation} toRequest={toRequest} />;
}
