import { Lock } from 'lucide-react';
import { PERSONA_EDIT_FIELD_LABELS, toPersonaEditValues, type PersonaListItem } from '../../../../shared/contracts/personas.ts';
import { displayDate } from '../../../../shared/display.ts';
import { Modal } from '../../../components/modal.tsx';
import { BIG_FIVE_FIELDS, PERSONA_SECTIONS } from './persona-sections.ts';
import { TraitMeter } from './trait-meter.tsx';

export interface PersonaDetailModalProps {
  persona: PersonaListItem | null;
  isOpen: boolean;
  onClose: () => void;
  /** False for people outside the creators list. */
  canEdit: boolean;
  onEdit: (persona: PersonaListItem) => void;
}

const SCORE_FIELDS = new Set<string>(BIG_FIVE_FIELDS);

/** Every field of a persona, read-only, with the Big Five as percentages; "Edit" switches to the Edit Persona form. */
export function PersonaDetailModal({ persona, isOpen, onClose, canEdit, onEdit }: PersonaDetailModalProps) {
  if (!persona) return null;
  const values = toPersonaEditValues(persona);
  const details = persona.persona_details;
  const isEditable = canEdit && !persona.is_sample;
  const avatar = details.gender === 'Female' ? '/images/avatars/female.svg' : '/images/avatars/male.svg';

  return (
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
              {persona.is_sample ? 'Sample personas are read-only and cannot be edited.' : 'Your account cannot edit personas.'}
            </p>
          ) : null}
          <button type="button" className="btn-secondary" onClick={onClose}>
            Close
          </button>
          {isEditable ? (
            <button type="button" className="btn-primary" onClick={() => onEdit(persona)}>
              Edit
            </button>
          ) : null}
        </>
      }
    >
      <div className="space-y-6">
        <div className="flex items-center gap-4">
          <img src={avatar} alt="" className="size-16 shrink-0 rounded-full bg-slate-100 dark:bg-slate-800" width={64} height={64} />
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
                Enneagram {details.personalityTraits.enneagramType}
              </span>
              {persona.is_sample ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">Sample</span>
              ) : null}
              <span>Created {displayDate(persona.timestamp)}</span>
            </p>
          </div>
        </div>
        {PERSONA_SECTIONS.map((section) => (
          <section key={section.title} aria-labelledby={`persona-section-${section.title}`}>
            <h3
              id={`persona-section-${section.title}`}
              className="mb-3 border-b border-slate-200 pb-2 text-base font-semibold text-slate-900 dark:border-slate-800 dark:text-white"
            >
              {section.title}
            </h3>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {section.fields.map((field) => (
                <div key={field.name} className={field.isWide ? 'sm:col-span-2' : undefined}>
                  <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
                    {PERSONA_EDIT_FIELD_LABELS[field.name]}
                    {SCORE_FIELDS.has(field.name) ? ' (1-100)' : ''}
                  </dt>
                  <dd className="mt-0.5 text-sm whitespace-pre-line text-slate-900 dark:text-slate-100">
                    {SCORE_FIELDS.has(field.name) ? (
                      <TraitMeter label={PERSONA_EDIT_FIELD_LABELS[field.name]} value={values[field.name]} />
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
  );
}
