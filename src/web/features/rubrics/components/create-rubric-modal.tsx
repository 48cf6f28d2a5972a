import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  CreateRubricFormSchema,
  RUBRIC_DESCRIPTION_MAX_LENGTH,
  RUBRIC_MAX_FILES,
  RUBRIC_NAME_MAX_LENGTH,
  type CreateRubricFormValues,
} from '../../../../shared/contracts/rubrics.ts';
import { Modal } from '../../../components/modal.tsx';
import { TextAreaField, TextField } from '../../../components/text-field.tsx';
import { useCreateRubric, type CreatedAssessment } from '../api/create-rubric.ts';
import { SourceFilePicker } from '../../library/components/source-file-picker.tsx';

const FORM_ID = 'create-rubric-form';
const EMPTY_FORM: CreateRubricFormValues = { name: '', description: '', files: [] };

export interface CreateRubricModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The caller's e-mail: the organization id sent with the rubric, and whose files are offered. */
  email: string | undefined;
  /** After the job completed; the page opens the generated rubric. */
  onCreated: (assessment: CreatedAssessment) => void;
}

export function CreateRubricModal({ isOpen, onClose, email, onCreated }: CreateRubricModalProps) {
  const mutation = useCreateRubric();
  const isBusy = mutation.isPending;
  const { register, handleSubmit, control, reset, formState } = useForm<CreateRubricFormValues>({
    resolver: zodResolver(CreateRubricFormSchema),
    defaultValues: EMPTY_FORM,
  });

  const close = () => {
    // A rubric still being generated keeps going: its toast and result arrive even after the modal closes.
    if (!isBusy) reset(EMPTY_FORM);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const assessment = await mutation.mutateAsync({
        name: values.name,
        description: values.description,
        organization_id: email,
        file_ids: values.files.map((file) => file.file_id),
      });
      toast.success('Rubrics created successfully!');
      reset(EMPTY_FORM);
      onCreated(assessment);
    } catch (error) {
      toast.error('Rubrics failed to be created. Please try again.', { description: error instanceof Error ? error.message : undefined });
    }
  });

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title="Create New Rubric"
      description="Describe the conversation to grade; Engram writes weighted criteria that add up to 100%."
      width="40rem"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn-primary" disabled={isBusy}>
            {isBusy ? 'Creating...' : 'Create'}
          </button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Name"
          required
          maxLength={RUBRIC_NAME_MAX_LENGTH}
          placeholder="e.g. Discovery call"
          disabled={isBusy}
          autoComplete="off"
          {...register('name')}
          error={formState.errors.name?.message}
        />
        <TextAreaField
          label="Description"
          rows={4}
          maxLength={RUBRIC_DESCRIPTION_MAX_LENGTH}
          placeholder="Who the learner talks to, what should happen, what good looks like."
          disabled={isBusy}
          required
          error={formState.errors.description?.message}
          {...register('description')}
        />
        <Controller
          control={control}
          name="files"
          render={({ field }) => (
            <SourceFilePicker
              email={email}
              value={field.value}
              onChange={field.onChange}
              disabled={isBusy}
              isOpen={isOpen}
              maxFiles={RUBRIC_MAX_FILES}
              hint="The rubric quotes and scores the key points of the files you choose."
            />
          )}
        />
      </form>
    </Modal>
  );
}
