import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  GLOSSARY_CONTENT_MAX_LENGTH,
  GLOSSARY_NAME_MAX_LENGTH,
  GlossaryFormSchema,
  type Glossary,
  type GlossaryFormValues,
} from '../../../../shared/contracts/glossaries.ts';
import { stripExceptionPrefix } from '../../../../shared/display.ts';
import { FormModalFooter, Modal } from '../../../components/modal.tsx';
import { TextAreaField } from '../../../components/text-field.tsx';
import { usePrincipal } from '../../../lib/session.ts';
import { useCreateGlossary } from '../api/create-glossary.ts';
import { useUpdateGlossary } from '../api/update-glossary.ts';

export type GlossaryFormMode = 'create' | 'update';

const TEXT = {
  create: { title: 'Create Glossary', submit: 'Create Glossary', busy: 'Creating...', success: 'Glossary created successfully!' },
  update: { title: 'Update Glossary', submit: 'Update Glossary', busy: 'Updating...', success: 'Glossary updated successfully!' },
} as const;

interface GlossaryFormModalProps {
  mode: GlossaryFormMode;
  /** The glossary being updated; absent in create mode. */
  glossary?: Glossary | undefined;
  onClose: () => void;
}

/** Create or Update Glossary: name and content, saved by a job whose outcome is announced with a toast. */
export function GlossaryFormModal({ mode, glossary, onClose }: GlossaryFormModalProps) {
  const principal = usePrincipal();
  const createMutation = useCreateGlossary();
  const updateMutation = useUpdateGlossary();
  const isBusy = createMutation.isPending || updateMutation.isPending;
  const text = TEXT[mode];
  const formId = useId();

  const { register, handleSubmit, formState } = useForm<GlossaryFormValues>({
    resolver: zodResolver(GlossaryFormSchema),
    mode: 'onChange',
    defaultValues: { name: glossary?.name ?? '', glossary: glossary?.glossary ?? '' },
  });

  // Stop waiting for the job when the modal goes away (the page changed).
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const onSubmit = handleSubmit(async (values) => {
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      if (mode === 'update' && glossary) {
        await updateMutation.mutateAsync({ input: { ...values, id: glossary.id }, signal: controller.signal });
      } else {
        await createMutation.mutateAsync({ input: { ...values, organization_id: principal?.email }, signal: controller.signal });
      }
      toast.success(text.success);
      onClose();
    } catch (error) {
      if (controller.signal.aborted) return;
      toast.error(error instanceof Error ? stripExceptionPrefix(error.message) : String(error));
    }
  });

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={text.title}
      description="Terms and phrases your AI characters should know, one per line, such as “SLA: service level agreement”."
      width="40rem"
      isDismissDisabled={isBusy}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          isCancelDisabled={isBusy}
          isSubmitDisabled={!formState.isValid || isBusy}
          isBusy={isBusy}
          submitLabel={text.submit}
          busyLabel={text.busy}
        />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextAreaField
          label="Name"
          maxLength={GLOSSARY_NAME_MAX_LENGTH}
          placeholder="e.g. Customer Service Terms"
          rows={4}
          required
          disabled={isBusy}
          error={formState.dirtyFields.name || formState.touchedFields.name ? formState.errors.name?.message : undefined}
          {...register('name')}
        />
        <TextAreaField
          label="Content"
          maxLength={GLOSSARY_CONTENT_MAX_LENGTH}
          placeholder={'Term: definition\nAnother term: its definition'}
          rows={4}
          required
          disabled={isBusy}
          error={formState.dirtyFields.glossary || formState.touchedFields.glossary ? formState.errors.glossary?.message : undefined}
          {...register('glossary')}
        />
      </form>
    </Modal>
  );
}
