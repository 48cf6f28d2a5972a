import { CreateRubricFormSchema } from '@shared/contracts/rubrics.ts';
import { RUBRIC_DESCRIPTION_MAX_LENGTH, RUBRIC_MAX_FILES, RUBRIC_NAME_MAX_LENGTH } from '@shared/contracts/rubrics-constants.ts';
import { CreateLibraryItemModal, createFormSchemaOf, type CreateLibraryItemCopy, type CreateLibraryItemInput, type CreateLibraryKindModalProps } from '@/components/library/create-library-item-modal.tsx';
import { useCreateRubric, type CreatedAssessment } from '@/features/rubrics/api/create-rubric.ts';

const FORM_SCHEMA = createFormSchemaOf(CreateRubricFormSchema, 'description');

const toRequest = ({ name, text, fileIds, organizationId }: CreateLibraryItemInput) => ({ name, description: text, organization_id: organizationId, file_ids: fileIds });

const COPY: CreateLibraryItemCopy = {
  formId: 'create-rubric-form',
  title: 'Create New Rubric',
  description: 'Describe the conversation to grade; Engram writes weighted criteria that add up to 100%.',
  namePlaceholder: 'e.g. Discovery call',
  nameMaxLength: RUBRIC_NAME_MAX_LENGTH,
  textLabel: 'Description',
  textPlaceholder: 'Who the learner talks to, what should happen, what good looks like.',
  textMaxLength: RUBRIC_DESCRIPTION_MAX_LENGTH,
  textRows: 4,
  maxFiles: RUBRIC_MAX_FILES,
  filesHint: 'The rubric quotes and scores the key points of the files you choose.',
  successToast: 'Rubrics created successfully!',
  failureToast: 'Rubrics failed to be created. Please try again.',
};

export function CreateRubricModal(props: CreateLibraryKindModalProps<CreatedAssessment>) {
  const mutation = useCreateRubric();
  return <CreateLibraryItemModal {...props} copy={COPY} schema={FORM_SCHEMA} mutation={mutation} toRequest={toRequest} />;
}
