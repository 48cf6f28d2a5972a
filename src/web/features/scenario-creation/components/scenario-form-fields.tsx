import { Globe, Lock } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { SCENARIO_DESCRIPTION_MAX_LENGTH, SCENARIO_MAX_FILES, SCENARIO_TITLE_MAX_LENGTH } from '@shared/contracts/scenarios.ts';
import { Dropdown, type DropdownGroup } from '@/components/dropdown.tsx';
import { SourceFilesField, type SourceFileChoices } from '@/components/library/source-file-picker.tsx';
import { SubmitBlockedNote } from '@/components/submit-blocked-note.tsx';
import { TextAreaField, TextField } from '@/components/text-field.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useValidationText } from '@/lib/validation-text.ts';

/** A library list offered in a picker, grouped as the page built it ("My personas", "Samples"). */
export interface PickerChoices {
  groups: readonly DropdownGroup[];
  isLoading: boolean;
  /** The list could not be loaded: the reason, shown under the picker. */
  error: string | null;
}

export interface LibraryPickerProps {
  label: string;
  placeholder: string;
  choices: PickerChoices;
  value: string | null;
  onChange: (id: string | null) => void;
  /** Opens the chosen item's detail modal. */
  onShowDetails: (id: string) => void;
  disabled?: boolean;
  error?: string | undefined;
  hint?: string;
}

/** The shared grouped dropdown with "-- None --", a Details button for the chosen item, and its message or hint. */
export function LibraryPicker({ label, placeholder, choices, value, onChange, onShowDetails, disabled = false, error, hint }: LibraryPickerProps) {
  const { t } = useTranslation();
  const refusal = useValidationText(error);
  const message = choices.error ?? refusal;
  return (
    <div>
      <Dropdown
        label={label}
        placeholder={placeholder}
        groups={choices.groups}
        value={value}
        onChange={onChange}
        isLoading={choices.isLoading}
        disabled={disabled || choices.error !== null}
        detailButton={value ? { label: t('forms.details'), onClick: () => onShowDetails(value) } : undefined}
      />
      {message ? (
        <p className="mt-1 text-sm text-red-600 dark:text-red-400">{message}</p>
      ) : hint ? (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>
      ) : null}
    </div>
  );
}

interface RegisteredFieldProps {
  /** What `register(...)` answered for the field. */
  registration: UseFormRegisterReturn;
  error: string | undefined;
}

/** The scenario title both create forms open with; each suggests its own example. */
export function ScenarioTitleField({ registration, error, placeholder }: RegisteredFieldProps & { placeholder: string }) {
  const { t } = useTranslation();
  return <TextField label={t('validation.fields.scenarioTitle')} required maxLength={SCENARIO_TITLE_MAX_LENGTH} placeholder={placeholder} autoComplete="off" {...registration} error={error} />;
}

/** The situation in the learner's words; the hint says which facts the form keeps. */
export function ScenarioDescriptionField({ registration, error, rows, hint }: RegisteredFieldProps & { rows: number; hint: string }) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={t('validation.fields.scenarioDescription')}
      required
      rows={rows}
      maxLength={SCENARIO_DESCRIPTION_MAX_LENGTH}
      placeholder={t('scenarioForm.descriptionPlaceholder')}
      hint={hint}
      {...registration}
      error={error}
    />
  );
}

/** Both forms' submit button: enabled once the whole form is valid, and showing the request while it runs. */
/** Create, with the reason underneath while it is disabled ("Add a title to create."). */
export function CreateScenarioButton({ isValid, isBusy, blockedMessage }: { isValid: boolean; isBusy: boolean; blockedMessage: string | null }) {
  const { t } = useTranslation();
  return <ButtonWithBlockedNote type="submit" label={isBusy ? t('forms.creating') : t('forms.create')} isDisabled={!isValid || isBusy} blockedMessage={isBusy ? null : blockedMessage} />;
}

/** A primary button and, under it, why it is disabled; the step forms' Next uses it too. */
export function ButtonWithBlockedNote({
  type,
  label,
  isDisabled,
  blockedMessage,
  onClick,
  children,
}: {
  type: 'submit' | 'button';
  label: string;
  isDisabled: boolean;
  blockedMessage: string | null;
  onClick?: () => void;
  children?: ReactNode;
}) {
  const noteId = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:items-end">
      <button type={type} className="btn-primary sm:min-w-32" disabled={isDisabled} onClick={onClick} aria-describedby={blockedMessage ? noteId : undefined}>
        {label}
        {children}
      </button>
      <SubmitBlockedNote id={noteId} message={isDisabled ? blockedMessage : null} />
    </div>
  );
}

interface BoundFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  disabled?: boolean;
}

/** The optional glossary picker both create forms show, bound to their `glossary_id` field. */
export function GlossaryField<Values extends FieldValues>({
  control,
  name,
  glossaries,
  onShowGlossary,
  disabled,
}: BoundFieldProps<Values> & { name: FieldPathByValue<Values, string | null>; glossaries: PickerChoices; onShowGlossary: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <LibraryPicker
          label={t('scenarioForm.glossaryLabel')}
          placeholder={t('forms.noneChoice')}
          choices={glossaries}
          value={field.value as string | null}
          onChange={field.onChange}
          onShowDetails={onShowGlossary}
          disabled={disabled}
          hint={t('scenarioForm.glossaryHint')}
        />
      )}
    />
  );
}

/** The source files both create forms take, bound to their `files` field. */
export function ScenarioFilesField<Values extends FieldValues>({
  control,
  name,
  sourceFiles,
  disabled,
}: BoundFieldProps<Values> & { name: FieldPathByValue<Values, { file_id: string; filename: string }[]>; sourceFiles: SourceFileChoices }) {
  const { t } = useTranslation();
  return (
    <SourceFilesField
      control={control}
      name={name}
      sourceFiles={sourceFiles}
      disabled={disabled}
      maxFiles={SCENARIO_MAX_FILES}
      hint={t('scenarioForm.filesHint')}
    />
  );
}

// Labels and hints by catalogue key.
const VISIBILITY_CHOICES = [
  { value: false, label: 'scenarioForm.private', hint: 'scenarioForm.privateHint', Icon: Lock },
  { value: true, label: 'scenarioForm.public', hint: 'scenarioForm.publicHint', Icon: Globe },
] as const;

/** Public or Private as two radio cards; private is the default of both forms. */
export function VisibilityField({ value, onChange, disabled = false }: { value: boolean; onChange: (isPublic: boolean) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="field-label">{t('scenarioForm.visibility')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {VISIBILITY_CHOICES.map(({ value: choice, label, hint, Icon }) => (
          <label
            key={label}
            className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40 ${
              value === choice
                ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/30'
                : 'border-slate-300 hover:border-slate-400 dark:border-slate-700 dark:hover:border-slate-600'
            }`}
          >
            <input type="radio" name={name} className="mt-0.5 accent-brand-600" checked={value === choice} onChange={() => onChange(choice)} />
            <span>
              <span className="flex items-center gap-1.5 font-medium text-slate-900 dark:text-slate-100">
                <Icon className="size-4" aria-hidden />
                {t(label)}
              </span>
              <span className="text-slate-600 dark:text-slate-400">{t(hint)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
