import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ChosenFile } from '@shared/contracts/files.ts';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { TextAreaField, TextField } from '@/components/text-field.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { organizationIdFor, useWorkspaceOrganizationId } from '@/lib/workspace.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { SourceFilesField, type SourceFileChoices } from './source-file-picker.tsx';

/** What every generated library item is created from: a name, one describing text and the chosen source files. */
export interface CreateLibraryItemValues {
  name: string;
  text: string;
  files: ChosenFile[];
}

/** The kind's shared form schema with its describing field (`personaPrompt`, `description`) read as `text`, messages unchanged. */
export function createFormSchemaOf<TextKey extends string>(
  schema: { shape: { name: z.ZodType<string, string>; files: z.ZodType<ChosenFile[], ChosenFile[]> } & Record<TextKey, z.ZodType<string, string>> },
  textKey: TextKey,
): z.ZodType<CreateLibraryItemValues, CreateLibraryItemValues> {
  const text: z.ZodType<string, string> = schema.shape[textKey];
  return z.object({ name: schema.shape.name, text, files: schema.shape.files });
}

/** The words and limits of one kind's create form, shown exactly as given. */
export interface CreateLibraryItemCopy {
  formId: string;
  title: string;
  description: string;
  namePlaceholder: string;
  nameMaxLength: number;
  textLabel: string;
  textPlaceholder: string;
  textMaxLength: number;
  textRows: number;
  textHint?: string;
  maxFiles: number;
  filesHint: string;
  successToast: string;
  failureToast: string;
  /** Shown while the item is being generated. */
  busyNote?: string;
}

/** A create request's parts, for the kind to name as its API does. */
export interface CreateLibraryItemInput {
  name: string;
  text: string;
  fileIds: string[];
  /** The organisation chosen in the header, else the caller's e-mail: the organization id sent with the item. */
  organizationId: string | undefined;
}

/** What a page gives a kind's create modal. */
export interface CreateLibraryKindModalProps<Result> {
  isOpen: boolean;
  onClose: () => void;
  email: string | undefined;
  /** The caller's uploaded files, offered as sources. */
  sourceFiles: SourceFileChoices;
  /** After the job completed; the page opens the generated item. */
  onCreated: (result: Result) => void;
}

export interface CreateLibraryItemModalProps<Request, Result> extends CreateLibraryKindModalProps<Result> {
  copy: CreateLibraryItemCopy;
  /** The kind's shared form schema, its fields named as in `CreateLibraryItemValues` (see `createFormSchemaOf`). */
  schema: z.ZodType<CreateLibraryItemValues, CreateLibraryItemValues>;
  /** The kind's create mutation: it resolves once the item's job has completed. */
  mutation: { mutateAsync: (request: Request) => Promise<Result>; isPending: boolean };
  /** The form as the kind's create request. */
  toRequest: (input: CreateLibraryItemInput) => Request;
}

const EMPTY_FORM: CreateLibraryItemValues = { name: '', text: '', files: [] };

/** The create form of the generated library kinds (persona, rubric): name, text, source files, then a job. */
export function CreateLibraryItemModal<Request, Result>(props: CreateLibraryItemModalProps<Request, Result>) {
  const { isOpen, onClose, email, sourceFiles, onCreated, copy, schema, mutation, toRequest } = props;
  const { t } = useTranslation();
  const isBusy = mutation.isPending;
  const workspaceOrganizationId = useWorkspaceOrganizationId();
  const { register, handleSubmit, control, reset, formState } = useForm<CreateLibraryItemValues>({
    resolver: localisedResolver(zodResolver(schema)),
    defaultValues: EMPTY_FORM,
  });

  const close = () => {
    // An item still being generated keeps going: its toast and result arrive even after the modal closes.
    if (!isBusy) reset(EMPTY_FORM);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const fileIds = values.files.map((file) => file.file_id);
      const result = await mutation.mutateAsync(toRequest({ name: values.name, text: values.text, fileIds, organizationId: organizationIdFor(workspaceOrganizationId, email) }));
      toast.success(copy.successToast);
      reset(EMPTY_FORM);
      onCreated(result);
    } catch (error) {
      toastFailure(copy.failureToast, error);
    }
  });

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={copy.title}
      description={copy.description}
      width="40rem"
      // While the item is generated, closing loses nothing: the job goes on and its toast follows.
      hasUnsavedChanges={formState.isDirty && !isBusy}
      footer={<FormModalFooter formId={copy.formId} onCancel={close} isSubmitDisabled={isBusy} isBusy={isBusy} submitLabel={t('forms.create')} busyLabel={t('forms.creating')} />}
    >
      <form id={copy.formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('validation.fields.name')}
          required
          maxLength={copy.nameMaxLength}
          placeholder={copy.namePlaceholder}
          disabled={isBusy}
          autoComplete="off"
          {...register('name')}
          error={formState.errors.name?.message}
        />
        <TextAreaField
          label={copy.textLabel}
          rows={copy.textRows}
          maxLength={copy.textMaxLength}
          placeholder={copy.textPlaceholder}
          disabled={isBusy}
          required
          error={formState.errors.text?.message}
          hint={copy.textHint}
          {...register('text')}
        />
        <SourceFilesField control={control} name="files" sourceFiles={sourceFiles} disabled={isBusy} maxFiles={copy.maxFiles} hint={copy.filesHint} />
        {isBusy && copy.busyNote ? (
          <p role="status" className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
            {copy.busyNote}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
