import { Copy, Lock, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type Persona, type PersonaListItem } from '@shared/contracts/personas.ts';
import { toPersonaEditValues } from '@shared/contracts/persona-details.ts';
import { PERSONA_EDIT_FIELD_LABELS } from '@shared/contracts/personas-constants.ts';
import { displayDate } from '@shared/display.ts';
import { GeneratedByLabel } from '@/components/generated-by-label.tsx';
import { Modal } from '@/components/modal.tsx';
import { toastDuplicated, toastFailure } from '@/components/toast.ts';
import { useDuplicatePersona } from '@/features/personas/api/duplicate-persona.ts';
import { fieldLabelKey } from '@/i18n/form-errors.ts';
import { useTranslation } from '@/i18n/use-translation.ts';
import { DeletePersonaModal } from './delete-persona-modal.tsx';
import { BIG_FIVE_FIELDS, PERSONA_SECTIONS } from './persona-sections.ts';
import { RegeneratePersonaModal } from './regenerate-persona-modal.tsx';
import { TraitMeter } from './trait-meter.tsx';
import { CharacterAvatar } from '@/components/character-avatar.tsx';

export interface PersonaDetailModalProps {
  persona: PersonaListItem | null;
  isOpen: boolean;
  onClose: () => void;
  /** False for people outside the creators list: they can read, not edit, duplicate, regenerate or delete. */
  canEdit: boolean;
  onEdit: (persona: PersonaListItem) => void;
  /**
   * Given by the library page: offers Duplicate (the page then opens the copy for editing), Regenerate and Delete.
   * Without it (a persona viewed from the scenario form) the modal only reads and edits.
   */
  onDuplicated?: (copy: Persona) => void;
  /** Admins see which engine wrote a generated persona. */
  isAdmin?: boolean;
}

const SCORE_FIELDS = new Set<string>(BIG_FIVE_FIELDS);
/** Buttons side by side on a phone; on wider screens the wrapper dissolves into the footer's row. */
const PHONE_ROW = 'grid auto-cols-fr grid-flow-col gap-2 sm:contents';

/**
 * Every field of a persona, read-only, with the Big Five as percentages and the prompt it came from. The owner can
 * edit, regenerate and delete it; anyone who may create can duplicate it (a sample, typically) into their library.
 */
export function PersonaDetailModal(props: PersonaDetailModalProps) {
  if (!props.persona) return null;
  return <PersonaDetail {...props} persona={props.persona} />;
}

function PersonaDetail({ persona, isOpen, onClose, canEdit, onEdit, onDuplicated, isAdmin = false }: PersonaDetailModalProps & { persona: PersonaListItem }) {
  const { t } = useTranslation();
  // A field's label in the interface's language, from the same catalogue entries as the Edit Persona form's.
  const labelOf = (field: keyof typeof PERSONA_EDIT_FIELD_LABELS) => {
    const key = fieldLabelKey(PERSONA_EDIT_FIELD_LABELS[field]);
    return key ? t(key) : PERSONA_EDIT_FIELD_LABELS[field];
  };
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [isRegenerateOpen, setRegenerateOpen] = useState(false);
  const duplicate = useDuplicatePersona();
  const values = toPersonaEditValues(persona);
  const details = persona.persona_details;
  const isEditable = canEdit && persona.can_change;
  const hasLibraryActions = onDuplicated !== undefined;
  const prompt = persona.persona_prompt.trim();

  const duplicatePersona = async () => {
    try {
      const copy = await duplicate.mutateAsync(persona.id);
      toastDuplicated(t('personaDetail.duplicated'), copy.name);
      onDuplicated?.(copy);
    } catch (error) {
      toastFailure(t('personaDetail.duplicateFailed'), error);
    }
  };

  const closeButton = (
    <button type="button" className="btn-secondary" onClick={onClose}>
      {t('common.close')}
    </button>
  );

  return (
    <>
      <Modal
        isOpen={isOpen}
        onClose={onClose}
        title={persona.name}
        description={`${details.name}, ${details.age} · ${details.occupation}`}
        width="52rem"
        footer={
          <>
            {!isEditable ? (
              <p className="mr-auto flex items-center gap-2 text-sm text-slate-600 sm:self-center dark:text-slate-300">
                <Lock className="size-4 shrink-0" aria-hidden />
                {persona.is_sample ? t('personaDetail.sampleReadOnly') : canEdit ? t('personaDetail.organisationReadOnly') : t('personaDetail.cannotEdit')}
              </p>
            ) : null}
            {isEditable && hasLibraryActions ? (
              // Two buttons a row on a phone (the footer stacks otherwise); one row with the rest on wider screens.
              <div className={PHONE_ROW}>
                <button type="button" className="btn-secondary text-red-700 sm:mr-auto dark:text-red-300" onClick={() => setDeleteOpen(true)}>
                  <Trash2 className="size-4" aria-hidden />
                  {t('personaDetail.delete')}
                </button>
                {prompt ? (
                  <button type="button" className="btn-secondary" onClick={() => setRegenerateOpen(true)}>
                    <RefreshCw className="size-4" aria-hidden />
                    {t('personaDetail.regenerate')}
                  </button>
                ) : null}
              </div>
            ) : null}
            <div className={PHONE_ROW}>
              {isEditable ? null : closeButton}
              {canEdit && hasLibraryActions ? (
                // The main action on a sample, a side one beside Edit on the person's own persona.
                <button type="button" className={isEditable ? 'btn-secondary' : 'btn-primary'} onClick={() => void duplicatePersona()} disabled={duplicate.isPending}>
                  <Copy className="size-4" aria-hidden />
                  {duplicate.isPending ? t('personaDetail.duplicating') : t('personaDetail.duplicate')}
                </button>
              ) : null}
              {isEditable ? closeButton : null}
            </div>
            {isEditable ? (
              <button type="button" className="btn-primary" onClick={() => onEdit(persona)}>
                {t('personaDetail.edit')}
              </button>
            ) : null}
          </>
        }
      >
        <div className="space-y-6">
          <div className="flex items-center gap-4">
            <CharacterAvatar gender={details.gender} seed={details.name || persona.name} age={details.age} size="profile" />
            <div className="min-w-0 text-sm text-slate-600 dark:text-slate-300">
              <p className="text-lg font-semibold text-slate-900 dark:text-white">{details.name}</p>
              <p>
                {details.gender} · {details.nationality} · {details.hometown}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 dark:bg-brand-900/40 dark:text-brand-200">
                  {details.personalityTraits.mbtiType}
                </span>
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800 dark:bg-brand-900/40 dark:text-brand-200">
                  {t('personaDetail.enneagram', { type: details.personalityTraits.enneagramType })}
                </span>
                {persona.is_sample ? (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">{t('personaDetail.sample')}</span>
                ) : null}
                <span>{t('personaDetail.created', { date: displayDate(persona.timestamp) })}</span>
                <GeneratedByLabel generatedBy={persona.generated_by} isAdmin={isAdmin} />
              </p>
            </div>
          </div>
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
            {prompt ? (
              <>
                <span className="font-medium text-slate-900 dark:text-white">{t('personaDetail.createdFrom')}</span> {prompt}
              </>
            ) : (
              t('personaDetail.writtenByHand')
            )}
          </p>
          {PERSONA_SECTIONS.map((section) => (
            <section key={section.title} aria-labelledby={`persona-section-${section.title}`}>
              <h3
                id={`persona-section-${section.title}`}
                className="mb-3 border-b border-slate-200 pb-2 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white"
              >
                {t(section.titleKey)}
              </h3>
              <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
                {section.fields.map((field) => (
                  <div key={field.name} className={field.isWide ? 'sm:col-span-2' : undefined}>
                    <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
                      {labelOf(field.name)}
                      {SCORE_FIELDS.has(field.name) ? ' (1-100)' : ''}
                    </dt>
                    <dd className="mt-0.5 text-sm whitespace-pre-line text-slate-900 dark:text-slate-100">
                      {SCORE_FIELDS.has(field.name) ? (
                        <TraitMeter label={labelOf(field.name)} value={values[field.name]} />
                      ) : (
                        values[field.name]
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      </Modal>
      <DeletePersonaModal persona={isDeleteOpen ? persona : null} onClose={() => setDeleteOpen(false)} onDeleted={onClose} />
      <RegeneratePersonaModal persona={isRegenerateOpen ? persona : null} onClose={() => setRegenerateOpen(false)} />
    </>
  );
}
