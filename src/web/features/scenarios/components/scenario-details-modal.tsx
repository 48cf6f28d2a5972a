import { useTranslation } from '@/i18n/use-translation.ts';
import { ChevronDown, MessageCircle, Pencil, Play, Trash2 } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { type Scenario } from '@shared/contracts/scenarios.ts';
import { parseScenarioDescription } from '@shared/contracts/scenarios-constants.ts';
import { splitCategories } from '@shared/display.ts';
import { formatDate } from '@/i18n/format.ts';
import { isFemale } from '@/components/character-avatar.tsx';
import { GeneratedByLabel } from '@/components/generated-by-label.tsx';
import { Modal } from '@/components/modal.tsx';
import { useAiScenario } from '@/features/scenarios/api/get-ai-scenario.ts';
import { CharacterBriefView } from './character-brief-view.tsx';
import { VisibilityBadge } from './visibility-badge.tsx';

export interface ScenarioDetailsModalProps {
  scenario: Scenario | null;
  onClose: () => void;
  onGoToSetup: (scenario: Scenario) => void;
  onVibesCheck: (scenario: Scenario) => void;
  /** Edit and delete; shown only when the caller may change it (`can_change`): never on a sample or another person's scenario. */
  onEdit?: (scenario: Scenario) => void;
  onDelete?: (scenario: Scenario) => void;
  /** Admins see which engine wrote a generated scenario. */
  isAdmin?: boolean;
  /** The rubric the owner's sessions of it are graded with, when known. */
  gradedWith?: string | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details open className="group rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-white dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400" aria-hidden />
      </summary>
      <dl className="grid gap-x-6 gap-y-3 border-t border-slate-200 px-4 py-4 sm:grid-cols-2 dark:border-slate-800">{children}</dl>
    </details>
  );
}

function Field({ label, value, isWide = false }: { label: string; value: ReactNode; isWide?: boolean }) {
  const isEmpty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  const { t } = useTranslation();
  return (
    <div className={`min-w-0 ${isWide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className={`mt-0.5 text-sm break-words whitespace-pre-line ${isEmpty ? 'text-slate-500 italic dark:text-slate-400' : 'text-slate-800 dark:text-slate-100'}`}>
        {isEmpty ? t('details.notGiven') : value}
      </dd>
    </div>
  );
}

/** A gender as the interface says it when it is one of the two the avatars know; anything else as written. */
function genderLabel(gender: string | undefined, t: (key: string) => string): string | undefined {
  const value = gender?.trim().toLowerCase();
  if (value === 'female') return t('scenarios.genderFemale');
  if (value === 'male') return t('scenarios.genderMale');
  return gender;
}

/** A scenario's situation from the learner's side, then its character, read from its description JSON; a description that is not JSON shows as "Not given". */
export function ScenarioDetailsModal({ scenario, onClose, onGoToSetup, onVibesCheck, onEdit, onDelete, isAdmin = false, gradedWith = null }: ScenarioDetailsModalProps) {
  // The latest saved version, in case it changed since the list was read; the list's copy shows meanwhile.
  const fresh = useAiScenario(scenario?.id);
  const { t } = useTranslation();
  useEffect(() => {
    // The specification's rule for a scenario fetch failure: logged, nothing shown.
    if (fresh.isError) console.error('Could not read the scenario', fresh.error);
  }, [fresh.isError, fresh.error]);

  const name = fresh.data?.name ?? scenario?.name ?? '';
  const details = parseScenarioDescription(fresh.data?.description ?? scenario?.description);
  const tags = splitCategories(scenario?.category);
  // Its author, and an organisation's owners and admins for one of its scenarios (never a sample).
  const isOwn = scenario?.can_change === true;
  const learner = scenario?.learner_brief ?? null;
  const identity = scenario?.character_identity ?? null;
  // Only the answer of those who may change it carries the whole brief; a learner never sees the hidden facts before practising.
  const brief = isOwn ? (scenario?.brief ?? null) : null;
  const characterName = identity?.name ?? details.charactersName;
  const gender = identity?.gender || details.charactersGender;

  return (
    <Modal
      isOpen={scenario !== null}
      onClose={onClose}
      title={name}
      width="48rem"
      footer={
        scenario ? (
          <>
            {isOwn && (onEdit || onDelete) ? (
              <div className="flex gap-2 sm:mr-auto">
                {onEdit ? (
                  <button type="button" className="btn-secondary flex-1 sm:flex-none" onClick={() => onEdit(scenario)}>
                    <Pencil className="size-4" aria-hidden /> {t('scenarios.edit')}
                  </button>
                ) : null}
                {onDelete ? (
                  <button
                    type="button"
                    className="btn-secondary flex-1 text-red-700 hover:bg-red-50 sm:flex-none dark:text-red-300 dark:hover:bg-red-950/40"
                    onClick={() => onDelete(scenario)}
                  >
                    <Trash2 className="size-4" aria-hidden /> {t('scenarios.delete')}
                  </button>
                ) : null}
              </div>
            ) : null}
            <button type="button" className="btn-secondary" onClick={() => onVibesCheck(scenario)}>
              <MessageCircle className="size-4" aria-hidden /> {t('details.vibesCheck')}
            </button>
            <button type="button" className="btn-primary" onClick={() => onGoToSetup(scenario)}>
              <Play className="size-4" aria-hidden /> {t('details.goToSetup')}
            </button>
          </>
        ) : null
      }
    >
      {scenario ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <VisibilityBadge isPublic={scenario.visibility} look="inline" />
            <span className="text-slate-600 dark:text-slate-300">
              {t(scenario.mode === 'Quick' ? 'details.modeQuick' : 'details.modeAdvanced')}
              {scenario.owner === 'sample' ? ` · ${t('scenarios.sample')}` : ''}
              {scenario.timestamp ? ` · ${formatDate(scenario.timestamp)}` : ''}
            </span>
          </div>

          {/* The learner's own side first: the character's long section would push it below the fold. */}
          <Section title={t('details.yourSide')}>
            <Field label={t('details.situation')} value={learner?.situation ?? details.scenarioDetails?.Overview} isWide />
            {learner ? <Field label={t('details.yourGoal')} value={learner.goal} isWide /> : null}
            <Field label={t('details.categories')} value={tags.length > 0 ? tags.join(', ') : undefined} isWide />
            {gradedWith ? <Field label={t('details.gradedWith')} value={gradedWith} isWide /> : null}
          </Section>

          <Section title={t('details.character')}>
            <Field
              label={t('details.name')}
              value={
                characterName ? (
                  <>
                    {characterName}{' '}
                    <span aria-hidden className={isFemale(gender) ? 'text-pink-500 dark:text-pink-400' : 'text-blue-500 dark:text-blue-400'}>
                      {isFemale(gender) ? '♀' : '♂'}
                    </span>
                  </>
                ) : undefined
              }
            />
            <Field label={t('details.age')} value={identity?.age ?? details.charactersAge} />
            <Field label={t('details.occupation')} value={identity?.occupation ?? details.charactersOccupation} />
            <Field label={t('details.gender')} value={genderLabel(gender, t)} />
            {identity ? (
              <>
                <Field label={t('details.organisation')} value={identity.organisation} />
                <Field label={t('details.location')} value={identity.location} />
                <Field label={t('details.personality')} value={identity.personality} />
                <Field label={t('details.tone')} value={identity.tone} />
              </>
            ) : null}
            <Field label={t('details.background')} value={details.charactersBackground} isWide />
          </Section>

          {brief ? <CharacterBriefView brief={brief} /> : null}

          <GeneratedByLabel generatedBy={scenario?.generated_by} isAdmin={isAdmin} />
        </div>
      ) : null}
    </Modal>
  );
}
