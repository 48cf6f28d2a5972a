import { useId, useMemo, useState, type FormEvent } from 'react';
import { SCENARIO_MAX_CATEGORIES, SCENARIO_TITLE_MAX_LENGTH, UpdateScenarioInputSchema, type Scenario } from '@shared/contracts/scenarios.ts';
import { splitCategories } from '@shared/display.ts';
import { FormModalFooter, Modal } from '@/components/modal.tsx';
import { TextField } from '@/components/text-field.tsx';
import { toast, toastFailure } from '@/components/toast.ts';
import { useUpdateScenario } from '@/features/scenarios/api/update-scenario.ts';
import { validationText } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { briefForSaving, CharacterBriefEditor } from './character-brief-editor.tsx';

const FORM_ID = 'edit-scenario-form';

export interface EditScenarioModalProps {
  /** The owner's scenario to edit; null keeps the modal closed. */
  scenario: Scenario | null;
  /** The category tags to offer besides the scenario's own. */
  categories: readonly string[];
  onClose: () => void;
}

export function EditScenarioModal({ scenario, categories, onClose }: EditScenarioModalProps) {
  if (!scenario) return null;
  // A new key per scenario (and per saved version) starts the form from its values.
  return <EditScenarioForm key={`${scenario.id}:${scenario.timestamp}`} scenario={scenario} categories={categories} onClose={onClose} />;
}

function EditScenarioForm({ scenario, categories, onClose }: { scenario: Scenario; categories: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const baseId = useId();
  const mutation = useUpdateScenario();
  const isBusy = mutation.isPending;
  const [name, setName] = useState(scenario.name);
  const [isPublic, setPublic] = useState(scenario.visibility);
  const [chosen, setChosen] = useState<string[]>(() => splitCategories(scenario.category));
  const [isSubmitted, setSubmitted] = useState(false);
  // Only the owner's answer carries the brief; without one the form edits the title, visibility and categories only.
  const [brief, setBrief] = useState(scenario.brief);
  const isBriefChanged = brief !== scenario.brief;

  // The scenario's own tags first, so a tag outside the usual list stays visible and can be removed.
  const offered = [...chosen, ...categories.filter((category) => !chosen.some((tag) => tag.toLowerCase() === category.toLowerCase()))];
  const parsed = useMemo(
    () => UpdateScenarioInputSchema.safeParse({ id: scenario.id, name, visibility: isPublic, category: chosen, ...(brief && isBriefChanged ? { brief: briefForSaving(brief) } : {}) }),
    [scenario.id, name, isPublic, chosen, brief, isBriefChanged],
  );
  // The contract words its refusals in English; each shows in the interface's language.
  const inLanguage = (message: string | undefined) => (message === undefined ? undefined : validationText(message));
  const briefErrorAt = (path: string) =>
    isSubmitted && !parsed.success ? inLanguage(parsed.error.issues.find((issue) => issue.path[0] === 'brief' && issue.path.slice(1).join('.') === path)?.message) : undefined;
  const hasBriefErrorUnder = (prefix: string) =>
    isSubmitted && !parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'brief' && `${issue.path.slice(1).join('.')}.`.startsWith(`${prefix}.`));
  const briefErrorCount = parsed.success ? 0 : parsed.error.issues.filter((issue) => issue.path[0] === 'brief').length;
  const errorOf = (field: 'name' | 'category') => (parsed.success ? undefined : inLanguage(parsed.error.issues.find((issue) => issue.path[0] === field)?.message));
  const nameError = isSubmitted || name !== scenario.name ? errorOf('name') : undefined;
  const categoryError = errorOf('category');
  const isAtLimit = chosen.length >= SCENARIO_MAX_CATEGORIES;

  const toggle = (category: string) =>
    setChosen((current) => (current.includes(category) ? current.filter((tag) => tag !== category) : [...current, category]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || isBusy) return;
    try {
      await mutation.mutateAsync(parsed.data);
      toast.success(t('scenarioManage.edit.updated'));
      onClose();
    } catch (error) {
      toastFailure(t('scenarioManage.edit.failed'), error);
    }
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      isDismissDisabled={isBusy}
      title={t('scenarioManage.edit.title')}
      description={brief ? t('scenarioManage.edit.descriptionWithBrief') : t('scenarioManage.edit.description')}
      width={brief ? '48rem' : '36rem'}
      footer={
        <FormModalFooter
          formId={FORM_ID}
          onCancel={onClose}
          isCancelDisabled={isBusy}
          // A brief with a mistake keeps Save pressable, so pressing it shows where the mistakes are.
          isSubmitDisabled={(!parsed.success && (briefErrorCount === 0 || isSubmitted)) || isBusy}
          isBusy={isBusy}
          submitLabel={t('forms.save')}
          busyLabel={t('forms.updating')}
        />
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="flex flex-col gap-5">
        <TextField
          label={t('scenarioManage.edit.scenarioTitle')}
          required
          value={name}
          maxLength={SCENARIO_TITLE_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          disabled={isBusy}
          error={nameError}
        />

        <fieldset disabled={isBusy}>
          <legend className="field-label">{t('scenarioManage.edit.visibility')}</legend>
          <div className="flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-200">
            {[
              { value: true, label: t('scenarioManage.edit.public') },
              { value: false, label: t('scenarioManage.edit.private') },
            ].map((choice) => (
              <label key={String(choice.value)} className="flex cursor-pointer items-center gap-2">
                <input type="radio" name={`${baseId}-visibility`} checked={isPublic === choice.value} onChange={() => setPublic(choice.value)} className="size-4 accent-brand-600" />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset disabled={isBusy} aria-describedby={`${baseId}-categories-note`}>
          <legend className="field-label">{t('scenarioManage.edit.categories')}</legend>
          <div className="flex flex-wrap gap-2">
            {offered.map((category) => {
              const isChecked = chosen.includes(category);
              return (
                <label
                  key={category}
                  className={`flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-500 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60 ${
                    isChecked
                      ? 'border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-900/40 dark:text-brand-100'
                      : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200'
                  }`}
                >
                  <input type="checkbox" checked={isChecked} disabled={!isChecked && isAtLimit} onChange={() => toggle(category)} className="size-4 accent-brand-600" />
                  {category}
                </label>
              );
            })}
          </div>
          <p id={`${baseId}-categories-note`} className={`mt-2 text-sm ${categoryError ? 'text-red-600 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>
            {categoryError ?? t('scenarioManage.edit.chooseCategories', { max: SCENARIO_MAX_CATEGORIES })}
          </p>
        </fieldset>

        {brief ? (
          <section aria-labelledby={`${baseId}-brief-title`} className="flex flex-col gap-3">
            <div>
              <h3 id={`${baseId}-brief-title`} className="font-semibold text-slate-900 dark:text-white">
                {t('scenarioManage.edit.briefTitle')}
              </h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('scenarioManage.edit.briefHelp')}</p>
            </div>
            {isSubmitted && briefErrorCount > 0 ? (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {briefErrorCount === 1 ? t('createdBrief.oneFieldNeedsFixing') : t('createdBrief.fieldsNeedFixing', { number: briefErrorCount })}
              </p>
            ) : null}
            <CharacterBriefEditor brief={brief} onChange={setBrief} errorAt={briefErrorAt} hasErrorUnder={hasBriefErrorUnder} isDisabled={isBusy} />
          </section>
        ) : null}
      </form>
    </Modal>
  );
}
