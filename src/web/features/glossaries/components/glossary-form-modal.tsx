import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  GLOSSARY_CONTENT_MAX_LENGTH,
  GLOSSARY_NAME_MAX_LENGTH,
  GlossaryFormSchema,
  type Glossary,
  type GlossaryFormValues,
} from '@shared/contracts/glossaries.ts';
import { findGlossaryLineProblems, parseGlossaryTerms } from '@shared/glossary-terms.ts';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { submitBlockedMessage } from '@/components/submit-blockers.ts';
import { TextAreaField, TextField } from '@/components/text-field.tsx';
import { toast } from '@/components/toast.ts';
import { usePrincipal } from '@/lib/session.ts';
import { organizationIdFor, useWorkspaceOrganizationId } from '@/lib/workspace.ts';
import { useCreateGlossary } from '@/features/glossaries/api/create-glossary.ts';
import { useUpdateGlossary } from '@/features/glossaries/api/update-glossary.ts';
import { readable } from '@/lib/api-client.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';

export type GlossaryFormMode = 'create' | 'update';

// Catalogue keys of each mode's words.
const TEXT = {
  create: { title: 'glossaryForm.createTitle', submit: 'glossaryForm.createTitle', busy: 'forms.creating', success: 'glossaryForm.created' },
  update: { title: 'glossaryForm.updateTitle', submit: 'glossaryForm.updateTitle', busy: 'forms.updating', success: 'glossaryForm.updated' },
} as const;

interface GlossaryFormModalProps {
  mode: GlossaryFormMode;
  /** The glossary being updated; absent in create mode. */
  glossary?: Glossary | undefined;
  onClose: () => void;
}

// Room to write several terms at once; the field still grows by hand (resize).
const CONTENT_ROWS = 12;
const SHOWN_LINE_PROBLEMS = 8;
const FIELD_PHRASES = { name: 'forms.field.name', glossary: 'forms.field.terms' };

/** Create or Update Glossary: name and content, checked line by line as typed, saved by a job whose outcome is announced with a toast. */
export function GlossaryFormModal({ mode, glossary, onClose }: GlossaryFormModalProps) {
  const { t } = useTranslation();
  const principal = usePrincipal();
  const workspaceOrganizationId = useWorkspaceOrganizationId();
  const createMutation = useCreateGlossary();
  const updateMutation = useUpdateGlossary();
  const isBusy = createMutation.isPending || updateMutation.isPending;
  const text = TEXT[mode];
  const formId = useId();

  const { register, handleSubmit, formState, control } = useForm<GlossaryFormValues>({
    resolver: localisedResolver(zodResolver(GlossaryFormSchema)),
    mode: 'onChange',
    defaultValues: { name: glossary?.name ?? '', glossary: glossary?.glossary ?? '' },
  });
  const content = useWatch({ control, name: 'glossary' });
  const name = useWatch({ control, name: 'name' });
  const lineProblems = findGlossaryLineProblems(content);
  const termCount = parseGlossaryTerms(content).length;
  const isContentShown = Boolean(formState.dirtyFields.glossary || formState.touchedFields.glossary);

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
        await createMutation.mutateAsync({ input: { ...values, organization_id: organizationIdFor(workspaceOrganizationId, principal?.email) }, signal: controller.signal });
      }
      toast.success(t(text.success));
      onClose();
    } catch (error) {
      if (controller.signal.aborted) return;
      toast.error(readable(error));
    }
  });

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t(text.title)}
      description={t('glossaryForm.description')}
      width="40rem"
      isDismissDisabled={isBusy}
      hasUnsavedChanges={formState.isDirty && !isBusy}
      footer={
        <FormModalFooter
          formId={formId}
          onCancel={onClose}
          isCancelDisabled={isBusy}
          isSubmitDisabled={!formState.isValid || isBusy}
          isBusy={isBusy}
          submitLabel={t(text.submit)}
          busyLabel={t(text.busy)}
          submitBlockedMessage={submitBlockedMessage(GlossaryFormSchema, { name, glossary: content }, FIELD_PHRASES, mode === 'create' ? 'create' : 'save')}
        />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('validation.fields.name')}
          maxLength={GLOSSARY_NAME_MAX_LENGTH}
          placeholder={t('glossaryForm.namePlaceholder')}
          required
          autoComplete="off"
          disabled={isBusy}
          error={formState.dirtyFields.name || formState.touchedFields.name ? formState.errors.name?.message : undefined}
          {...register('name')}
        />
        <div>
          <TextAreaField
            label={t('validation.fields.content')}
            maxLength={GLOSSARY_CONTENT_MAX_LENGTH}
            placeholder={t('glossaryForm.contentPlaceholder')}
            rows={CONTENT_ROWS}
            required
            disabled={isBusy}
            spellCheck
            error={isContentShown ? formState.errors.glossary?.message : undefined}
            hint={termCount > 0 ? t('glossaryForm.hintCounted', { count: termCount }) : t('glossaryForm.hint')}
            {...register('glossary')}
          />
          {isContentShown && lineProblems.length > 0 ? (
            // The lines themselves, so a person can find them in a long text.
            <ul className="mt-2 space-y-1 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200" aria-label={t('glossaryForm.problems')}>
              {lineProblems.slice(0, SHOWN_LINE_PROBLEMS).map((problem) => (
                <li key={problem.line} className="[overflow-wrap:anywhere]">
                  <span className="font-semibold">{t('glossaryForm.line', { line: problem.line })}</span> “{problem.text.trim().slice(0, 120)}”
                </li>
              ))}
              {lineProblems.length > SHOWN_LINE_PROBLEMS ? <li>{t('glossaryForm.moreLines', { count: lineProblems.length - SHOWN_LINE_PROBLEMS })}</li> : null}
            </ul>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
