import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  CreatePersonaFormSchema,
  PERSONA_MAX_FILES,
  PERSONA_NAME_MAX_LENGTH,
  PERSONA_PROMPT_MAX_LENGTH,
  type CreatePersonaFormValues,
  type Persona,
} from '../../../../shared/contracts/personas.ts';
import { Modal } from '../../../components/modal.tsx';
import { TextAreaField, TextField } from '../../../components/text-field.tsx';
import { useCreatePersona } from '../api/create-persona.ts';
import { SourceFilePicker } from '../../library/components/source-file-picker.tsx';

const FORM_ID = 'create-persona-form';
const EMPTY_FORM: CreatePersonaFormValues = { name: '', personaPrompt: '', files: [] };

export interface CreatePersonaModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** The caller's e-mail: the organization id sent with the persona, and whose files are offered. */
  email: string | undefined;
  /** After the job completed; the page opens the generated persona in the Edit Persona form. */
  onCreated: (persona: Persona) => void;
}

export function CreatePersonaModal({ isOpen, onClose, email, onCreated }: CreatePersonaModalProps) {
  const mutation = useCreatePersona();
  const isBusy = mutation.isPending;
  const { register, handleSubmit, control, reset, formState } = useForm<CreatePersonaFormValues>({
    resolver: zodResolver(CreatePersonaFormSchema),
    defaultValues: EMPTY_FORM,
  });

  const close = () => {
    // A persona still being generated keeps going: its toast and the Edit Persona form arrive after the modal closes.
    if (!isBusy) reset(EMPTY_FORM);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const persona = await mutation.mutateAsync({
        name: values.name,
        persona_prompt: values.personaPrompt,
        organization_id: email,
        file_ids: values.files.map((file) => file.file_id),
      });
      toast.success('Persona created successfully!');
      reset(EMPTY_FORM);
      onCreated(persona);
    } catch (error) {
      toast.error('Persona failed to be created. Please try again.', { description: error instanceof Error ? error.message : undefined });
    }
  });

  const promptError = formState.errors.personaPrompt?.message;
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title="Create New Persona"
      description="Describe the character in a sentence or two. Engram keeps every fact you give and fills in the rest."
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
          maxLength={PERSONA_NAME_MAX_LENGTH}
          placeholder="e.g. Sarah"
          disabled={isBusy}
          autoComplete="off"
          {...register('name')}
          error={formState.errors.name?.message}
        />
        <TextAreaField
          label="Persona prompt"
          rows={5}
          maxLength={PERSONA_PROMPT_MAX_LENGTH}
          placeholder="e.g. Sarah, a 42-year-old procurement manager at a hospital who is sceptical of new vendors"
          disabled={isBusy}
          required
          error={promptError}
          hint="Name, age, job, workplace and attitude (sceptical, impatient, friendly...) all shape the persona."
          {...register('personaPrompt')}
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
              maxFiles={PERSONA_MAX_FILES}
              hint="The persona's background and relevance draw on the files you choose."
            />
          )}
        />
        {isBusy ? (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
            Generating the persona. You can close this window: a notification follows, and the persona opens for editing when it is ready.
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
