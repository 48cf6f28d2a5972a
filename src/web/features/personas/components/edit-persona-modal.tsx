import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  UpdatePersonaInputSchema,
  type Persona,
  type UpdatePersonaInput,
} from '@shared/contracts/personas.ts';
import { followAge, toPersonaEditValues } from '@shared/contracts/persona-details.ts';
import {
  PERSONA_EDIT_FIELD_LABELS,
  PERSONA_LONG_FIELD_MAX_LENGTH,
  PERSONA_NAME_MAX_LENGTH,
  PERSONA_NUMBER_MAX_DIGITS,
  PERSONA_SHORT_FIELD_MAX_LENGTH,
} from '@shared/contracts/personas-constants.ts';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { fieldLabelKey, localisedResolver } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';
import { useUpdatePersona } from '@/features/personas/api/update-persona.ts';
import { PERSONA_SECTIONS, stripNonDigits, type PersonaFieldSpec } from './persona-sections.ts';
import { describeFields, findStaleFacts, replaceStaleFact, type StaleFact } from './stale-facts.ts';
import { TraitMeter } from './trait-meter.tsx';

const FORM_ID = 'edit-persona-form';

export interface EditPersonaModalProps {
  /** The persona to edit; the form is filled with its fields each time a different one opens. */
  persona: Persona | null;
  isOpen: boolean;
  onClose: () => void;
}

export function EditPersonaModal({ persona, isOpen, onClose }: EditPersonaModalProps) {
  if (!persona) return null;
  // A new key per persona (and per saved version) gives the form fresh default values.
  return <EditPersonaForm key={`${persona.id}:${persona.timestamp}`} persona={persona} isOpen={isOpen} onClose={onClose} />;
}

function maxLengthOf(field: PersonaFieldSpec): number {
  if (field.kind === 'digits' || field.kind === 'score') return PERSONA_NUMBER_MAX_DIGITS;
  if (field.name === 'name' || field.name === 'persona_name') return PERSONA_NAME_MAX_LENGTH;
  return field.kind === 'textarea' ? PERSONA_LONG_FIELD_MAX_LENGTH : PERSONA_SHORT_FIELD_MAX_LENGTH;
}

/** A field's label in the interface's language (the English one its messages use, when the catalogue lacks it). */
function useFieldLabel(): (field: PersonaFieldSpec['name']) => string {
  const { t } = useTranslation();
  return (field) => {
    const english = PERSONA_EDIT_FIELD_LABELS[field];
    const key = fieldLabelKey(english);
    return key ? t(key) : english;
  };
}

function EditPersonaForm({ persona, isOpen, onClose }: { persona: Persona; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useUpdatePersona();
  const isBusy = mutation.isPending;
  const initial = useMemo(() => toPersonaEditValues(persona), [persona]);
  const { register, handleSubmit, control, formState, setValue } = useForm<UpdatePersonaInput>({
    resolver: localisedResolver(zodResolver(UpdatePersonaInputSchema)),
    defaultValues: initial,
    mode: 'onChange',
  });
  // A changed fact (a hometown, a nationality) that other fields still state in its old words.
  const current = useWatch({ control }) as UpdatePersonaInput;
  const staleFacts = findStaleFacts(initial, { ...initial, ...current });
  const replaceEverywhere = (fact: StaleFact) => {
    const replaced = { ...initial, ...current, ...replaceStaleFact({ ...initial, ...current }, fact) };
    // A new age also moves the birthdate and the years of experience, as saving does.
    const changes = fact.field === 'age' ? followAge(initial, replaced, new Date()) : replaced;
    for (const [field, value] of Object.entries(changes) as [keyof UpdatePersonaInput, string][]) {
      if (value !== (current as Partial<UpdatePersonaInput>)[field]) setValue(field, value, { shouldDirty: true, shouldValidate: true });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(t('personaForm.edit.success'));
      onClose();
    } catch (error) {
      toastFailure(t('personaForm.edit.failure'), error);
    }
  });

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('personaForm.edit.title')}
      description={t('personaForm.edit.description')}
      width="56rem"
      hasUnsavedChanges={formState.isDirty && !isBusy}
      footer={<FormModalFooter formId={FORM_ID} onCancel={onClose} isSubmitDisabled={!formState.isValid || isBusy} isBusy={isBusy} submitLabel={t('forms.save')} busyLabel={t('forms.updating')} />}
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-8">
        <input type="hidden" {...register('id')} />
        {PERSONA_SECTIONS.map((section) => (
          <fieldset key={section.title} className="min-w-0">
            <legend className="mb-3 w-full border-b border-slate-200 pb-2 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white">
              {t(section.titleKey)}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {section.fields.map((field) => (
                <EditField
                  key={field.name}
                  field={field}
                  register={register}
                  control={control}
                  errors={formState.errors}
                  disabled={isBusy}
                  staleFacts={staleFacts.filter((fact) => fact.field === field.name)}
                  onReplace={replaceEverywhere}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </form>
    </Modal>
  );
}

interface EditFieldProps {
  field: PersonaFieldSpec;
  register: UseFormRegister<UpdatePersonaInput>;
  control: Control<UpdatePersonaInput>;
  errors: FieldErrors<UpdatePersonaInput>;
  disabled: boolean;
  /** Old words of this field's fact that other fields still hold. */
  staleFacts: StaleFact[];
  onReplace: (fact: StaleFact) => void;
}

function EditField({ field, register, control, errors, disabled, staleFacts, onReplace }: EditFieldProps) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel();
  const id = `persona-field-${field.name}`;
  const label = labelOf(field.name);
  const error = useValidationText(errors[field.name]?.message);
  const describedBy = error ? `${id}-error` : field.hint ? `${id}-hint` : undefined;
  const registration = register(field.name);
  const common = {
    id,
    disabled,
    required: true,
    maxLength: maxLengthOf(field),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  const isNumeric = field.kind === 'digits' || field.kind === 'score';

  return (
    <div className={field.isWide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className="field-label flex items-center gap-2">
        <span>
          {label}
          <span className="text-red-600 dark:text-red-400" aria-hidden>
            {' '}
            *
          </span>
        </span>
        {field.kind === 'score' ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
            <span className="sr-only">{t('personaForm.edit.range')} </span>1-100
          </span>
        ) : null}
      </label>
      {field.kind === 'textarea' ? (
        <textarea {...common} {...registration} rows={field.rows ?? 3} className="field-input resize-y" />
      ) : isNumeric ? (
        <div className={field.kind === 'score' ? 'flex items-center gap-3' : undefined}>
          <input
            {...common}
            {...registration}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            className={`field-input ${field.kind === 'score' ? 'w-20 shrink-0' : ''}`}
            onChange={(event) => {
              // Non-digits are removed before the form reads the value, so they never appear.
              event.target.value = stripNonDigits(event.target.value);
              void registration.onChange(event);
            }}
          />
          {field.kind === 'score' ? <ScoreMeter control={control} name={field.name} label={label} /> : null}
        </div>
      ) : (
        <input {...common} {...registration} type="text" autoComplete="off" className="field-input" />
      )}
      {field.hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t(field.hint)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {staleFacts.map((fact) => (
        <StaleFactNotice key={fact.old} fact={fact} disabled={disabled} onReplace={onReplace} />
      ))}
    </div>
  );
}

function StaleFactNotice({ fact, disabled, onReplace }: { fact: StaleFact; disabled: boolean; onReplace: (fact: StaleFact) => void }) {
  const { t } = useTranslation();
  const labelOf = useFieldLabel();
  return (
    <div role="status" className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
      <span className="min-w-0 break-words">
        {t('personaForm.edit.stillAppears', { old: fact.old, fields: describeFields(fact.fields, labelOf) })}
      </span>
      <button
        type="button"
        className="btn-secondary px-2 py-1 text-xs"
        disabled={disabled}
        aria-label={t('personaForm.edit.replaceLabel', { old: fact.old, replacement: fact.replacement })}
        onClick={() => onReplace(fact)}
      >
        {t('personaForm.edit.replaceEverywhere')}
      </button>
    </div>
  );
}

function ScoreMeter({ control, name, label }: { control: Control<UpdatePersonaInput>; name: PersonaFieldSpec['name']; label: string }) {
  const { t } = useTranslation();
  const value = useWatch({ control, name });
  return (
    <div className="flex-1">
      <TraitMeter label={t('personaForm.edit.asPercentage', { label })} value={value ?? ''} />
    </div>
  );
}
