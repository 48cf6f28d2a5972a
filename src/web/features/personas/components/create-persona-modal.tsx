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

const FORM_SCHEMA = createFormSchemaOf(CreatePersonaFormSchema, 'personaPrompt');

const toRequest = ({ name, text, fileIds, organizationId }: CreateLibraryItemInput) => ({ name, persona_prompt: text, organization_id: organizationId, file_ids: fileIds });

const COPY: CreateLibraryItemCopy = {
  formId: 'create-persona-form',
  title: 'Create New Persona',
  description: 'Describe the character in a sentence or two. Engram keeps every fact you give and fills in the rest.',
  namePlaceholder: 'e.g. Sarah',
  nameMaxLength: PERSONA_NAME_MAX_LENGTH,
  textLabel: 'Persona prompt',
  textPlaceholder: 'e.g. Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors',
  textMaxLength: PERSONA_PROMPT_MAX_LENGTH,
  textRows: 5,
  textHint: 'Name, age, job, workplace and attitude (sceptical, impatient, friendly...) all shape the persona.',
  maxFiles: PERSONA_MAX_FILES,
  filesHint: "The persona's background and relevance draw on the files you choose.",
  successToast: 'Persona created successfully!',
  failureToast: 'Persona failed to be created. Please try again.',
  busyNote: 'Generating the persona. You can close this window: a notification follows, and the persona opens for editing when it is ready.',
};

export function CreatePersonaModal(props: CreateLibraryKindModalProps<Persona>) {
  const mutation = useCreatePersona();
  return <CreateLibraryItemModal {...props} copy={COPY} schema={FORM_SCHEMA} mutation={mutation} toRequest={toRequest} />;
}
