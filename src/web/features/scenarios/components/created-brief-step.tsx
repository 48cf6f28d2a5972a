import { Check, Pencil } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { type ScenarioBrief } from '@shared/contracts/character-brief.ts';
import { SCENARIO_MAX_CATEGORIES, UpdateScenarioInputSchema, type Scenario } from '@shared/contracts/scenarios.ts';
import { splitCategories } from '@shared/display.ts';
import { toast, toastFailure } from '@/components/toast.ts';
import { useUpdateScenario } from '@/features/scenarios/api/update-scenario.ts';
import { validationText } from '@/i18n/form-errors.ts';
import { richText } from '@/i18n/rich-text.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';
import { briefForSaving, CharacterBriefEditor } from './character-brief-editor.tsx';
import { CharacterBriefParts } from './character-brief-view.tsx';
import { firstNameOf } from '@shared/name-address.ts';

export interface CreatedBriefStepProps {
  /** The scenario just created, with its brief (its owner's answer). */
  scenario: Scenario & { brief: ScenarioBrief };
  /** The rubric its sessions are graded with, and whether it is the general one because no sample rubric fits. */
  rubricName: string | null;
  isGeneralRubric: boolean;
  onDone: () => void;
}

/**
 * The step after creation: the brief in plain words, to check before the first session, edit in place (the same
 * editor and update route as the scenario's Edit) or skip. Nothing is lost by skipping: Edit stays on the scenario.
 */
export function CreatedBriefStep({ scenario, rubricName, isGeneralRubric, onDone }: CreatedBriefStepProps) {
  const { t } = useTranslation();
  const mutation = useUpdateScenario();
  const isBusy = mutation.isPending;
  const [saved, setSaved] = useState<ScenarioBrief>(scenario.brief);
  const [draft, setDraft] = useState<ScenarioBrief | null>(null);
  const [isSubmitted, setSubmitted] = useState(false);
  const [hasSaved, setHasSaved] = useState(false);
  const firstName = firstNameOf(saved.character.identity.name);

  const parsed = useMemo(
    () =>
      UpdateScenarioInputSchema.safeParse({
        id: scenario.id,
        name: scenario.name,
        visibility: scenario.visibility,
        category: splitCategories(scenario.category).slice(0, SCENARIO_MAX_CATEGORIES),
        brief: draft ? briefForSaving(draft) : undefined,
      }),
    [scenario.id, scenario.name, scenario.visibility, scenario.category, draft],
  );
  const issues = isSubmitted && !parsed.success ? parsed.error.issues.filter((issue) => issue.path[0] === 'brief') : [];
  // The contract words its refusals in English; each shows in the interface's language.
  const errorAt = (path: string) => {
    const message = issues.find((issue) => issue.path.slice(1).join('.') === path)?.message;
    return message === undefined ? undefined : validationText(message);
  };
  const hasErrorUnder = (prefix: string) => issues.some((issue) => `${issue.path.slice(1).join('.')}.`.startsWith(`${prefix}.`));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || !draft || isBusy) return;
    try {
      const updated = await mutation.mutateAsync(parsed.data);
      setSaved(updated.brief ?? draft);
      setDraft(null);
      setSubmitted(false);
      setHasSaved(true);
      toast.success(t('createdBrief.saved'));
    } catch (error) {
      toastFailure(t('createdBrief.saveFailed'), error);
    }
  };

  return (
    <section aria-labelledby="created-brief-title" className="card flex flex-col gap-5 p-5 sm:p-6">
      <div>
        <h2 id="created-brief-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('createdBrief.title', { name: firstName })}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('createdBrief.body', { name: firstName, scenario: scenario.name })}
        </p>
        {rubricName ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-200">
            {richText(t(isGeneralRubric ? 'createdBrief.gradedWithGeneral' : 'createdBrief.gradedWith', { rubric: rubricName }), {
              name: (inner) => <span className="font-medium">{inner}</span>,
            })}
          </p>
        ) : null}
      </div>

      {draft ? (
        <form onSubmit={save} noValidate className="flex flex-col gap-4" aria-label={t('createdBrief.editLabel', { name: firstName })}>
          {issues.length > 0 ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {issues.length === 1 ? t('createdBrief.oneFieldNeedsFixing') : t('createdBrief.fieldsNeedFixing', { number: issues.length })}
            </p>
          ) : null}
          <CharacterBriefEditor brief={draft} onChange={setDraft} errorAt={errorAt} hasErrorUnder={hasErrorUnder} isDisabled={isBusy} />
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
            <button type="button" className="btn-secondary" onClick={() => setDraft(null)} disabled={isBusy}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="btn-primary" disabled={isBusy}>
              {isBusy ? t('createdBrief.saving') : t('createdBrief.save')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <CharacterBriefParts brief={saved} />
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
            <button type="button" className="btn-secondary" onClick={() => setDraft(saved)}>
              <Pencil className="size-4" aria-hidden /> {t('createdBrief.edit')}
            </button>
            <button type="button" className="btn-primary" onClick={onDone}>
              {hasSaved ? (
                <>
                  <Check className="size-4" aria-hidden /> {t('createdBrief.done')}
                </>
              ) : (
                t('createdBrief.skip')
              )}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
