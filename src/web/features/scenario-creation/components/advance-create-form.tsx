import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { CreateAdvancedScenarioInputSchema, type Scenario } from '@shared/contracts/scenarios.ts';
import type { DropdownGroup } from '@/components/dropdown.tsx';
import type { SourceFileChoices } from '@/components/library/source-file-picker.tsx';
import { useCreateAdvancedScenario } from '@/features/scenario-creation/api/create-advanced-scenario.ts';
import { submitBlockedMessage } from '@/components/submit-blockers.ts';
import { useWorkspaceOrganizationId } from '@/lib/workspace.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { EMPTY_SCENARIO_FORM_BASE, SCENARIO_FIELD_PHRASES, ScenarioFormBaseSchema, toCommonRequestFields } from '@/features/scenario-creation/scenario-form.ts';
import { ButtonWithBlockedNote, CreateScenarioButton, GlossaryField, LibraryPicker, ScenarioDescriptionField, ScenarioFilesField, ScenarioTitleField, VisibilityField, type LibraryPickerProps, type PickerChoices } from './scenario-form-fields.tsx';
import { ScenarioLoadingModal } from './scenario-loading-modal.tsx';
import { useScenarioSubmit } from './use-scenario-submit.ts';

const shape = CreateAdvancedScenarioInputSchema.shape;
// The request's own rules and messages; an unchosen persona or rubric is '' in the form, which reads as "is required".
const AdvanceCreateFormSchema = ScenarioFormBaseSchema.extend({ persona_id: shape.persona_id, rubric_id: shape.rubric_id });
type AdvanceCreateFormValues = z.infer<typeof AdvanceCreateFormSchema>;
type FieldName = keyof AdvanceCreateFormValues;

const EMPTY_FORM: AdvanceCreateFormValues = { ...EMPTY_SCENARIO_FORM_BASE, persona_id: '', rubric_id: '' };

/** A step of the form; its title and description by catalogue key. */
interface Step {
  title: string;
  description: string;
  fields: readonly FieldName[];
}

const STEPS: readonly [Step, ...Step[]] = [
  { title: 'scenarioForm.advanced.step.scenario.title', description: 'scenarioForm.advanced.step.scenario.description', fields: ['scenario_title', 'scenario_description'] },
  { title: 'scenarioForm.advanced.step.character.title', description: 'scenarioForm.advanced.step.character.description', fields: ['persona_id'] },
  { title: 'scenarioForm.advanced.step.assessment.title', description: 'scenarioForm.advanced.step.assessment.description', fields: ['rubric_id', 'glossary_id'] },
  { title: 'scenarioForm.advanced.step.review.title', description: 'scenarioForm.advanced.step.review.description', fields: ['files', 'visibility'] },
];
const LAST_STEP = STEPS.length - 1;

// In the order the steps ask for them.
const FIELD_PHRASES = { ...SCENARIO_FIELD_PHRASES, persona_id: 'forms.field.persona', rubric_id: 'forms.field.rubric' };

function stepSchemaOf(step: number) {
  const fields = STEPS[step]?.fields ?? [];
  const mask = Object.fromEntries(fields.map((field) => [field, true])) as Partial<Record<FieldName, true>>;
  return AdvanceCreateFormSchema.pick(mask);
}

function isStepValid(step: number, values: AdvanceCreateFormValues): boolean {
  return stepSchemaOf(step).safeParse(values).success;
}

function titleOf(groups: readonly DropdownGroup[], id: string | null): string | null {
  if (!id) return null;
  for (const group of groups) {
    const option = group.options.find((candidate) => candidate.id === id);
    if (option) return option.title;
  }
  return null;
}

type RequiredLibraryFieldProps = Pick<LibraryPickerProps, 'label' | 'placeholder' | 'choices' | 'onShowDetails' | 'hint'> & {
  control: Control<AdvanceCreateFormValues>;
  name: 'persona_id' | 'rubric_id';
};

/** The persona or the rubric picker, bound to its id field, which stays '' until a choice is made. */
function RequiredLibraryField({ control, name, ...picker }: RequiredLibraryFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <LibraryPicker {...picker} value={field.value || null} onChange={(id) => field.onChange(id ?? '')} error={fieldState.error?.message} />
      )}
    />
  );
}

export interface AdvanceCreateFormProps {
  email: string;
  personas: PickerChoices;
  rubrics: PickerChoices;
  glossaries: PickerChoices;
  sourceFiles: SourceFileChoices;
  onShowPersona: (id: string) => void;
  onShowRubric: (id: string) => void;
  onShowGlossary: (id: string) => void;
  /** Gets the new scenario when it has a brief to review; without it the form goes to /showcase. */
  onCreated?: (scenario: Scenario) => void;
}

/** The four-step form: scenario, character (persona), assessment (rubric, glossary), sources and review. */
export function AdvanceCreateForm(props: AdvanceCreateFormProps) {
  const { email, personas, rubrics, glossaries, sourceFiles, onShowPersona, onShowRubric, onShowGlossary, onCreated } = props;
  const { t } = useTranslation();
  const mutation = useCreateAdvancedScenario(email);
  const workspaceOrganizationId = useWorkspaceOrganizationId();
  const { submit, isLoadingOpen, closeLoading } = useScenarioSubmit(mutation.mutateAsync, onCreated);
  const isBusy = mutation.isPending;
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMovedRef = useRef(false);
  const { register, handleSubmit, control, formState } = useForm<AdvanceCreateFormValues>({
    resolver: localisedResolver(zodResolver(AdvanceCreateFormSchema)),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as AdvanceCreateFormValues;
  const { errors } = formState;
  const canGoNext = isStepValid(step, values);
  const current = STEPS[step] ?? STEPS[0];

  // Moving between steps puts focus on the new step's heading, so screen readers hear where they are.
  useEffect(() => {
    if (hasMovedRef.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    hasMovedRef.current = true;
    setStep(Math.min(Math.max(next, 0), LAST_STEP));
  };

  const createScenario = handleSubmit((valid) => submit({ ...toCommonRequestFields(valid, workspaceOrganizationId ?? email), persona_id: valid.persona_id, rubric_id: valid.rubric_id }));

  // Enter in a field of an earlier step moves on (when the step is complete) instead of submitting the whole form.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < LAST_STEP) {
      event.preventDefault();
      if (canGoNext) goTo(step + 1);
      return;
    }
    void createScenario(event);
  };

  return (
    <>
      <StepIndicator step={step} />
      <form onSubmit={onSubmit} noValidate className="card mt-4 p-5 sm:p-6" aria-label={t('scenarioForm.advanced.formLabel')}>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          {t('scenarioForm.advanced.stepHeading', { number: step + 1, total: STEPS.length, title: t(current.title) })}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t(current.description)}</p>

        <fieldset disabled={isBusy} className="mt-5 space-y-5">
          {step === 0 ? (
            <>
              <ScenarioTitleField registration={register('scenario_title')} error={errors.scenario_title?.message} placeholder={t('scenarioForm.advanced.titlePlaceholder')} />
              <ScenarioDescriptionField
                registration={register('scenario_description')}
                error={errors.scenario_description?.message}
                rows={6}
                hint={t('scenarioForm.advanced.descriptionHint')}
              />
            </>
          ) : null}

          {step === 1 ? (
            <RequiredLibraryField
              control={control}
              name="persona_id"
              label={t('validation.fields.persona')}
              placeholder={t('scenarioForm.advanced.personaPlaceholder')}
              choices={personas}
              onShowDetails={onShowPersona}
              hint={t('scenarioForm.advanced.personaHint')}
            />
          ) : null}

          {step === 2 ? (
            <>
              <RequiredLibraryField
                control={control}
                name="rubric_id"
                label={t('validation.fields.rubric')}
                placeholder={t('scenarioForm.advanced.rubricPlaceholder')}
                choices={rubrics}
                onShowDetails={onShowRubric}
                hint={t('scenarioForm.advanced.rubricHint')}
              />
              <GlossaryField control={control} name="glossary_id" glossaries={glossaries} onShowGlossary={onShowGlossary} />
            </>
          ) : null}

          {step === LAST_STEP ? (
            <>
              <ScenarioFilesField control={control} name="files" sourceFiles={sourceFiles} disabled={isBusy} />
              <Controller control={control} name="visibility" render={({ field }) => <VisibilityField value={field.value} onChange={field.onChange} disabled={isBusy} />} />
              <ReviewSummary
                values={values}
                personaName={titleOf(personas.groups, values.persona_id)}
                rubricName={titleOf(rubrics.groups, values.rubric_id)}
                glossaryName={titleOf(glossaries.groups, values.glossary_id)}
                onEdit={goTo}
              />
            </>
          ) : null}
        </fieldset>

        <div className="mt-6 flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between dark:border-slate-800">
          <button type="button" className="btn-secondary" onClick={() => goTo(step - 1)} disabled={step === 0 || isBusy}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('scenarioForm.advanced.back')}
          </button>
          {step < LAST_STEP ? (
            // Its own key: were React to reuse this element as the Create button, the click would go on to submit the form.
            <ButtonWithBlockedNote
              key="next"
              type="button"
              label={t('scenarioForm.advanced.next')}
              onClick={() => goTo(step + 1)}
              isDisabled={!canGoNext}
              blockedMessage={submitBlockedMessage(stepSchemaOf(step), values, FIELD_PHRASES, 'continue')}
            >
              <ArrowRight className="size-4" aria-hidden />
            </ButtonWithBlockedNote>
          ) : (
            <CreateScenarioButton key="create" isValid={formState.isValid} isBusy={isBusy} blockedMessage={submitBlockedMessage(AdvanceCreateFormSchema, values, FIELD_PHRASES, 'create')} />
          )}
        </div>
      </form>
      <ScenarioLoadingModal isOpen={isLoadingOpen} onClose={closeLoading} />
    </>
  );
}

function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('scenarioForm.advanced.steps')} className="grid grid-cols-4 gap-2">
      {STEPS.map((candidate, index) => {
        const isDone = index < step;
        const isCurrent = index === step;
        return (
          <li key={candidate.title} aria-current={isCurrent ? 'step' : undefined} className="flex min-w-0 flex-col items-center gap-1.5 text-center sm:flex-row sm:text-left">
            <span
              className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold ${
                isCurrent
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-500 dark:bg-brand-600'
                  : isDone
                    ? 'border-brand-200 bg-brand-50 text-brand-800 dark:border-brand-800 dark:bg-brand-900/40 dark:text-brand-100'
                    : 'border-slate-300 bg-white text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300'
              }`}
            >
              {isDone ? <Check className="size-4" aria-label={t('scenarioForm.advanced.done')} /> : index + 1}
            </span>
            <span className={`text-xs leading-tight sm:text-sm ${isCurrent ? 'font-semibold text-slate-900 dark:text-white' : 'text-slate-600 dark:text-slate-300'}`}>
              {t(candidate.title)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

interface ReviewSummaryProps {
  values: AdvanceCreateFormValues;
  personaName: string | null;
  rubricName: string | null;
  glossaryName: string | null;
  onEdit: (step: number) => void;
}

function ReviewSummary({ values, personaName, rubricName, glossaryName, onEdit }: ReviewSummaryProps) {
  const { t } = useTranslation();
  const notChosen = t('scenarioForm.advanced.notChosen');
  const none = t('scenarioForm.advanced.none');
  const rows: { label: string; value: ReactNode; step: number }[] = [
    { label: t('validation.fields.scenarioTitle'), value: values.scenario_title, step: 0 },
    { label: t('validation.fields.scenarioDescription'), value: <span className="line-clamp-3 whitespace-pre-line">{values.scenario_description}</span>, step: 0 },
    { label: t('validation.fields.persona'), value: personaName ?? notChosen, step: 1 },
    { label: t('validation.fields.rubric'), value: rubricName ?? notChosen, step: 2 },
    { label: t('scenarioForm.advanced.glossary'), value: glossaryName ?? none, step: 2 },
    { label: t('scenarioForm.advanced.sourceFiles'), value: values.files.length === 0 ? none : values.files.map((file) => file.filename).join(', '), step: LAST_STEP },
    { label: t('scenarioForm.visibility'), value: values.visibility ? t('scenarioForm.public') : t('scenarioForm.private'), step: LAST_STEP },
  ];
  return (
    <section aria-labelledby="advance-review-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950/40">
      <h3 id="advance-review-heading" className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('scenarioForm.advanced.summary')}
      </h3>
      <dl className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[10rem_1fr_auto] sm:items-start sm:gap-3">
            <dt className="font-medium text-slate-700 dark:text-slate-200">{row.label}</dt>
            <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{row.value}</dd>
            {row.step < LAST_STEP ? (
              <dd>
                <button type="button" className="text-xs font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300" onClick={() => onEdit(row.step)}>
                  {t('scenarioForm.advanced.change')}
                  <span className="sr-only"> {row.label.toLowerCase()}</span>
                </button>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
