import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  CreateQuickScenarioInputSchema,
  SCENARIO_ROLE_MAX_LENGTH,
  type Scenario,
} from '@shared/contracts/scenarios.ts';
import { Dropdown } from '@/components/dropdown.tsx';
import type { SourceFileChoices } from '@/components/library/source-file-picker.tsx';
import { submitBlockedMessage } from '@/components/submit-blockers.ts';
import { TextField } from '@/components/text-field.tsx';
import { useWorkspaceOrganizationId } from '@/lib/workspace.ts';
import { localisedResolver } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { useCreateQuickScenario } from '@/features/scenario-creation/api/create-quick-scenario.ts';
import { EMPTY_SCENARIO_FORM_BASE, SCENARIO_FIELD_PHRASES, ScenarioFormBaseSchema, toCommonRequestFields } from '@/features/scenario-creation/scenario-form.ts';
import { findScenarioPreset, SCENARIO_PRESET_CATEGORIES } from '@/features/scenario-creation/scenario-presets.ts';
import { CreateScenarioButton, GlossaryField, ScenarioDescriptionField, ScenarioFilesField, ScenarioTitleField, VisibilityField, type PickerChoices } from './scenario-form-fields.tsx';
import { ScenarioLoadingModal } from './scenario-loading-modal.tsx';
import { useScenarioSubmit } from './use-scenario-submit.ts';

const shape = CreateQuickScenarioInputSchema.shape;
const QuickCreateFormSchema = ScenarioFormBaseSchema.extend({ ai_role: shape.ai_role, my_role: shape.my_role });
type QuickCreateFormValues = z.infer<typeof QuickCreateFormSchema>;

/** The character's role and the learner's: the same field, each with its own words. */
const ROLE_FIELDS = [
  { name: 'ai_role', label: 'validation.fields.aiRole', placeholder: 'scenarioForm.quick.aiRolePlaceholder', hint: 'scenarioForm.quick.aiRoleHint' },
  { name: 'my_role', label: 'validation.fields.myRole', placeholder: 'scenarioForm.quick.myRolePlaceholder', hint: 'scenarioForm.quick.myRoleHint' },
] as const;

const EMPTY_FORM: QuickCreateFormValues = { ...EMPTY_SCENARIO_FORM_BASE, ai_role: '', my_role: '' };

// In the order the form shows them.
const FIELD_PHRASES = { scenario_title: SCENARIO_FIELD_PHRASES.scenario_title, ai_role: 'forms.field.aiRole', my_role: 'forms.field.myRole', scenario_description: SCENARIO_FIELD_PHRASES.scenario_description };

const PRESET_GROUPS = SCENARIO_PRESET_CATEGORIES.map((category) => ({ type: category.type, options: category.options }));

export interface QuickCreateFormProps {
  email: string;
  sourceFiles: SourceFileChoices;
  glossaries: PickerChoices;
  onShowGlossary: (id: string) => void;
  /** Gets the new scenario when it has a brief to review; without it the form goes to /showcase. */
  onCreated?: (scenario: Scenario) => void;
}

/** The one-step form: a preset or the person's own words, an optional glossary and source files, then the job. */
export function QuickCreateForm({ email, sourceFiles, glossaries, onShowGlossary, onCreated }: QuickCreateFormProps) {
  const { t } = useTranslation();
  const mutation = useCreateQuickScenario(email);
  const workspaceOrganizationId = useWorkspaceOrganizationId();
  const { submit, isLoadingOpen, closeLoading } = useScenarioSubmit(mutation.mutateAsync, onCreated);
  const isBusy = mutation.isPending;
  const [presetId, setPresetId] = useState<string | null>(null);
  const { register, handleSubmit, control, reset, setValue, formState } = useForm<QuickCreateFormValues>({
    resolver: localisedResolver(zodResolver(QuickCreateFormSchema)),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const values = useWatch({ control }) as QuickCreateFormValues;

  const applyPreset = (id: string | null) => {
    setPresetId(id);
    const preset = id ? findScenarioPreset(id) : undefined;
    if (!preset) return;
    const options = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
    setValue('scenario_title', preset.title, options);
    setValue('ai_role', preset.ai_role, options);
    setValue('my_role', preset.my_role, options);
    setValue('scenario_description', preset.scenario_description, options);
  };

  const resetForm = () => {
    setPresetId(null);
    reset(EMPTY_FORM);
  };

  const onSubmit = handleSubmit((values) => submit({ ...toCommonRequestFields(values, workspaceOrganizationId ?? email), ai_role: values.ai_role, my_role: values.my_role }));

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="card space-y-5 p-5 sm:p-6" aria-label={t('scenarioForm.quick.formLabel')}>
        <fieldset disabled={isBusy} className="space-y-5">
          <div className="flex flex-col gap-2 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 sm:flex-row sm:items-end dark:border-slate-700 dark:bg-slate-950/40">
            <Dropdown
              className="flex-1"
              label={t('scenarioForm.quick.presetLabel')}
              placeholder={t('scenarioForm.quick.presetPlaceholder')}
              groups={PRESET_GROUPS}
              value={presetId}
              onChange={applyPreset}
              disabled={isBusy}
            />
            <button type="button" className="btn-secondary" onClick={resetForm}>
              <RotateCcw className="size-4" aria-hidden />
              {t('scenarioForm.quick.reset')}
            </button>
          </div>

          <ScenarioTitleField registration={register('scenario_title')} error={errors.scenario_title?.message} placeholder={t('scenarioForm.quick.titlePlaceholder')} />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            {ROLE_FIELDS.map((role) => (
              <TextField
                key={role.name}
                label={t(role.label)}
                required
                maxLength={SCENARIO_ROLE_MAX_LENGTH}
                placeholder={t(role.placeholder)}
                autoComplete="off"
                hint={t(role.hint)}
                {...register(role.name)}
                error={errors[role.name]?.message}
              />
            ))}
          </div>
          <ScenarioDescriptionField
            registration={register('scenario_description')}
            error={errors.scenario_description?.message}
            rows={5}
            hint={t('scenarioForm.quick.descriptionHint')}
          />
          <Controller control={control} name="visibility" render={({ field }) => <VisibilityField value={field.value} onChange={field.onChange} disabled={isBusy} />} />
          <GlossaryField control={control} name="glossary_id" glossaries={glossaries} onShowGlossary={onShowGlossary} disabled={isBusy} />
          <ScenarioFilesField control={control} name="files" sourceFiles={sourceFiles} disabled={isBusy} />
        </fieldset>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end dark:border-slate-800">
          <CreateScenarioButton isValid={formState.isValid} isBusy={isBusy} blockedMessage={submitBlockedMessage(QuickCreateFormSchema, values, FIELD_PHRASES, 'create')} />
        </div>
      </form>
      <ScenarioLoadingModal isOpen={isLoadingOpen} onClose={closeLoading} />
    </>
  );
}
