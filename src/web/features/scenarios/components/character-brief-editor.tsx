import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  BRIEF_MAX_FACTS,
  BRIEF_MAX_HIDDEN_FACTS,
  BRIEF_MAX_OBJECTIONS,
  BRIEF_MAX_REQUIREMENTS,
  type BriefFact,
  type BriefHiddenFact,
  type BriefObjection,
  type BriefRequirement,
  type ScenarioBrief,
} from '@shared/contracts/character-brief.ts';
import { TextAreaField, TextField, SelectField } from '@/components/text-field.tsx';
import { useTranslation } from '@/i18n/use-translation.ts';

/** The contract's message for a field of the brief, by its path ("character.facts.0.answer"); undefined when it is valid. */
export type BriefErrorAt = (path: string) => string | undefined;

export interface CharacterBriefEditorProps {
  brief: ScenarioBrief;
  onChange: (brief: ScenarioBrief) => void;
  errorAt: BriefErrorAt;
  /** Whether any field under a path has a mistake; its section then opens so the message shows. */
  hasErrorUnder: (prefix: string) => boolean;
  isDisabled: boolean;
}

/** Keywords are edited as comma-separated text; blank entries are dropped when the brief is saved (briefForSaving). */
// One space after each comma is the separator's, so the text reads "budget, cost" and survives the round trip.
const keywordsText = (keywords: readonly string[]) => keywords.join(', ');
const keywordsOf = (text: string) => text.split(',').map((keyword, index) => (index === 0 ? keyword : keyword.replace(/^ /, '')));

/** The brief as it is sent: keywords trimmed, empty ones left out. */
export function briefForSaving(brief: ScenarioBrief): ScenarioBrief {
  const clean = (keywords: readonly string[]) => keywords.map((keyword) => keyword.trim()).filter((keyword) => keyword.length > 0);
  const { character } = brief;
  return {
    ...brief,
    character: {
      ...character,
      facts: character.facts.map((fact) => ({ ...fact, keywords: clean(fact.keywords) })),
      hiddenFacts: character.hiddenFacts.map((fact) => ({ ...fact, keywords: clean(fact.keywords) })),
      objections: character.objections.map((objection) => ({ ...objection, keywords: clean(objection.keywords), resolveKeywords: clean(objection.resolveKeywords) })),
      outcome: { ...character.outcome, requires: character.outcome.requires.map((requirement) => ({ ...requirement, keywords: clean(requirement.keywords) })) },
    },
  };
}

function EditorSection({ title, summary, isOpen = false, children }: { title: string; summary?: string; isOpen?: boolean; children: ReactNode }) {
  return (
    <details open={isOpen} className="group rounded-xl border border-slate-200 dark:border-slate-800">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-800/60 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900 dark:text-white">{title}</span>
          {summary ? <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{summary}</span> : null}
        </span>
        <ChevronDown className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180 dark:text-slate-400" aria-hidden />
      </summary>
      <div className="flex flex-col gap-4 border-t border-slate-200 px-4 py-4 dark:border-slate-800">{children}</div>
    </details>
  );
}

function ItemCard({ label, onRemove, isDisabled, children }: { label: string; onRemove: () => void; isDisabled: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700" disabled={isDisabled}>
      <legend className="sr-only">{label}</legend>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-slate-700 dark:text-slate-200" aria-hidden>
          {label}
        </span>
        <button type="button" className="btn-secondary px-2 py-1 text-sm text-red-700 dark:text-red-300" onClick={onRemove} aria-label={t('briefEditor.removeNamed', { label: label.toLowerCase() })}>
          <Trash2 className="size-4" aria-hidden /> {t('briefEditor.remove')}
        </button>
      </div>
      {children}
    </fieldset>
  );
}

function AddButton({ label, onAdd, isDisabled }: { label: string; onAdd: () => void; isDisabled: boolean }) {
  return (
    <button type="button" className="btn-secondary self-start" onClick={onAdd} disabled={isDisabled}>
      <Plus className="size-4" aria-hidden /> {label}
    </button>
  );
}

const EMPTY_FACT: BriefFact = { topic: '', keywords: [], answer: '' };
const EMPTY_OBJECTION: BriefObjection = { objection: '', keywords: [], resolvedBy: '', resolveKeywords: [], resolvedLine: '' };
const EMPTY_REQUIREMENT: BriefRequirement = { label: '', keywords: [] };

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, at) => (at === index ? item : current));
}

/** The owner's editor of a scenario's character brief: collapsible sections, keywords as comma-separated text. */
export function CharacterBriefEditor({ brief, onChange, errorAt, hasErrorUnder, isDisabled }: CharacterBriefEditorProps) {
  const { t } = useTranslation();
  const keywordsHint = t('briefEditor.keywordsHint');
  const { character, learner } = brief;
  const setCharacter = (change: Partial<ScenarioBrief['character']>) => onChange({ ...brief, character: { ...character, ...change } });
  const setIdentity = (field: keyof ScenarioBrief['character']['identity'], value: string) => setCharacter({ identity: { ...character.identity, [field]: value } });
  const setOutcome = (change: Partial<ScenarioBrief['character']['outcome']>) => setCharacter({ outcome: { ...character.outcome, ...change } });
  const setFact = (index: number, fact: BriefFact) => setCharacter({ facts: replaceAt(character.facts, index, fact) });
  const setHidden = (index: number, fact: BriefHiddenFact) => setCharacter({ hiddenFacts: replaceAt(character.hiddenFacts, index, fact) });
  const setObjection = (index: number, objection: BriefObjection) => setCharacter({ objections: replaceAt(character.objections, index, objection) });
  const setRequirement = (index: number, requirement: BriefRequirement) => setOutcome({ requires: replaceAt(character.outcome.requires, index, requirement) });
  const identity = character.identity;
  const field = (label: string, name: keyof typeof identity, required = false) => (
    <TextField label={label} required={required} value={identity[name]} onChange={(event) => setIdentity(name, event.target.value)} error={errorAt(`character.identity.${name}`)} disabled={isDisabled} />
  );

  return (
    <div className="flex flex-col gap-3">
      <EditorSection isOpen={['learner'].some(hasErrorUnder)} title={t('briefEditor.yourSide')} summary={learner.goal || learner.situation}>
        <TextAreaField label={t('briefEditor.yourSituation')} required rows={3} value={learner.situation} onChange={(event) => onChange({ ...brief, learner: { ...learner, situation: event.target.value } })} error={errorAt('learner.situation')} disabled={isDisabled} />
        <TextAreaField label={t('briefEditor.yourGoal')} rows={2} value={learner.goal} onChange={(event) => onChange({ ...brief, learner: { ...learner, goal: event.target.value } })} error={errorAt('learner.goal')} disabled={isDisabled} />
      </EditorSection>

      <EditorSection isOpen={['character.identity', 'character.situation', 'character.openingLine'].some(hasErrorUnder)} title={t('briefEditor.whoTheyAre')} summary={[identity.name, identity.occupation, identity.personality].filter(Boolean).join(' · ')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(t('briefEditor.identity.name'), 'name', true)}
          {field(t('briefEditor.identity.occupation'), 'occupation', true)}
          {field(t('briefEditor.identity.age'), 'age')}
          {field(t('briefEditor.identity.gender'), 'gender')}
          {field(t('briefEditor.identity.organisation'), 'organisation')}
          {field(t('briefEditor.identity.location'), 'location')}
          {field(t('briefEditor.identity.language'), 'language')}
          {field(t('briefEditor.identity.personality'), 'personality', true)}
          {field(t('briefEditor.identity.tone'), 'tone')}
          {field(t('briefEditor.identity.speakingStyle'), 'speakingStyle')}
        </div>
        <TextAreaField label={t('briefEditor.theirSituation')} required rows={3} value={character.situation} onChange={(event) => setCharacter({ situation: event.target.value })} error={errorAt('character.situation')} disabled={isDisabled} />
        <TextAreaField label={t('briefEditor.openingLine')} required rows={2} value={character.openingLine} onChange={(event) => setCharacter({ openingLine: event.target.value })} error={errorAt('character.openingLine')} disabled={isDisabled} />
      </EditorSection>

      <EditorSection isOpen={['character.facts'].some(hasErrorUnder)} title={t('briefEditor.whatTheyKnow')} summary={t('briefEditor.factsSummary', { count: character.facts.length })}>
        {character.facts.map((fact, index) => (
          <ItemCard key={index} label={t('briefEditor.fact', { number: index + 1 })} onRemove={() => setCharacter({ facts: character.facts.filter((_item, at) => at !== index) })} isDisabled={isDisabled}>
            <TextField label={t('briefEditor.topic')} required value={fact.topic} onChange={(event) => setFact(index, { ...fact, topic: event.target.value })} error={errorAt(`character.facts.${index}.topic`)} />
            <TextField label={t('briefEditor.keywords')} required hint={keywordsHint} value={keywordsText(fact.keywords)} onChange={(event) => setFact(index, { ...fact, keywords: keywordsOf(event.target.value) })} error={errorAt(`character.facts.${index}.keywords`)} />
            <TextAreaField label={t('briefEditor.answer')} required rows={2} value={fact.answer} onChange={(event) => setFact(index, { ...fact, answer: event.target.value })} error={errorAt(`character.facts.${index}.answer`)} />
          </ItemCard>
        ))}
        <AddButton label={t('briefEditor.addFact')} onAdd={() => setCharacter({ facts: [...character.facts, EMPTY_FACT] })} isDisabled={isDisabled || character.facts.length >= BRIEF_MAX_FACTS} />
      </EditorSection>

      <EditorSection isOpen={['character.hiddenFacts'].some(hasErrorUnder)} title={t('briefEditor.whatTheyHide')} summary={t('briefEditor.hiddenSummary', { count: character.hiddenFacts.length })}>
        {character.hiddenFacts.map((fact, index) => (
          <ItemCard key={index} label={t('briefEditor.hiddenFact', { number: index + 1 })} onRemove={() => setCharacter({ hiddenFacts: character.hiddenFacts.filter((_item, at) => at !== index) })} isDisabled={isDisabled}>
            <TextField label={t('briefEditor.topic')} required value={fact.topic} onChange={(event) => setHidden(index, { ...fact, topic: event.target.value })} error={errorAt(`character.hiddenFacts.${index}.topic`)} />
            <TextField label={t('briefEditor.keywords')} required hint={keywordsHint} value={keywordsText(fact.keywords)} onChange={(event) => setHidden(index, { ...fact, keywords: keywordsOf(event.target.value) })} error={errorAt(`character.hiddenFacts.${index}.keywords`)} />
            <TextAreaField label={t('briefEditor.answer')} required rows={2} value={fact.answer} onChange={(event) => setHidden(index, { ...fact, answer: event.target.value })} error={errorAt(`character.hiddenFacts.${index}.answer`)} />
            <SelectField label={t('briefEditor.revealedAfter')} value={fact.unlock} onChange={(event) => setHidden(index, { ...fact, unlock: event.target.value as BriefHiddenFact['unlock'] })} error={errorAt(`character.hiddenFacts.${index}.unlock`)}>
              <option value="open_question">{t('briefEditor.unlock.open_question')}</option>
              <option value="empathy">{t('briefEditor.unlock.empathy')}</option>
            </SelectField>
          </ItemCard>
        ))}
        <AddButton
          label={t('briefEditor.addHiddenFact')}
          onAdd={() => setCharacter({ hiddenFacts: [...character.hiddenFacts, { ...EMPTY_FACT, unlock: 'open_question' }] })}
          isDisabled={isDisabled || character.hiddenFacts.length >= BRIEF_MAX_HIDDEN_FACTS}
        />
      </EditorSection>

      <EditorSection isOpen={['character.objections'].some(hasErrorUnder)} title={t('briefEditor.concerns')} summary={t('briefEditor.concernsSummary', { count: character.objections.length })}>
        {character.objections.map((objection, index) => (
          <ItemCard key={index} label={t('briefEditor.concern', { number: index + 1 })} onRemove={() => setCharacter({ objections: character.objections.filter((_item, at) => at !== index) })} isDisabled={isDisabled}>
            <TextAreaField label={t('briefEditor.concernInTheirWords')} required rows={2} value={objection.objection} onChange={(event) => setObjection(index, { ...objection, objection: event.target.value })} error={errorAt(`character.objections.${index}.objection`)} />
            <TextField label={t('briefEditor.raisedBy')} required hint={keywordsHint} value={keywordsText(objection.keywords)} onChange={(event) => setObjection(index, { ...objection, keywords: keywordsOf(event.target.value) })} error={errorAt(`character.objections.${index}.keywords`)} />
            <TextField label={t('briefEditor.whatResolvesIt')} required value={objection.resolvedBy} onChange={(event) => setObjection(index, { ...objection, resolvedBy: event.target.value })} error={errorAt(`character.objections.${index}.resolvedBy`)} />
            <TextField label={t('briefEditor.resolvedBySaying')} required hint={keywordsHint} value={keywordsText(objection.resolveKeywords)} onChange={(event) => setObjection(index, { ...objection, resolveKeywords: keywordsOf(event.target.value) })} error={errorAt(`character.objections.${index}.resolveKeywords`)} />
            <TextAreaField label={t('briefEditor.lineOnceResolved')} required rows={2} value={objection.resolvedLine} onChange={(event) => setObjection(index, { ...objection, resolvedLine: event.target.value })} error={errorAt(`character.objections.${index}.resolvedLine`)} />
          </ItemCard>
        ))}
        <AddButton label={t('briefEditor.addConcern')} onAdd={() => setCharacter({ objections: [...character.objections, EMPTY_OBJECTION] })} isDisabled={isDisabled || character.objections.length >= BRIEF_MAX_OBJECTIONS} />
      </EditorSection>

      <EditorSection isOpen={['character.outcome'].some(hasErrorUnder)} title={t('briefEditor.outcome')} summary={character.outcome.agreement}>
        <TextField label={t('briefEditor.theyAgreeTo')} required value={character.outcome.agreement} onChange={(event) => setOutcome({ agreement: event.target.value })} error={errorAt('character.outcome.agreement')} disabled={isDisabled} />
        <TextField label={t('briefEditor.whenYou')} required value={character.outcome.condition} onChange={(event) => setOutcome({ condition: event.target.value })} error={errorAt('character.outcome.condition')} disabled={isDisabled} />
        {character.outcome.requires.map((requirement, index) => (
          <ItemCard key={index} label={t('briefEditor.requirementNumbered', { number: index + 1 })} onRemove={() => setOutcome({ requires: character.outcome.requires.filter((_item, at) => at !== index) })} isDisabled={isDisabled}>
            <TextField label={t('briefEditor.requirement')} required value={requirement.label} onChange={(event) => setRequirement(index, { ...requirement, label: event.target.value })} error={errorAt(`character.outcome.requires.${index}.label`)} />
            <TextField label={t('briefEditor.metBySaying')} required hint={keywordsHint} value={keywordsText(requirement.keywords)} onChange={(event) => setRequirement(index, { ...requirement, keywords: keywordsOf(event.target.value) })} error={errorAt(`character.outcome.requires.${index}.keywords`)} />
          </ItemCard>
        ))}
        {errorAt('character.outcome.requires') ? <p className="text-sm text-red-600 dark:text-red-400">{errorAt('character.outcome.requires')}</p> : null}
        <AddButton label={t('briefEditor.addRequirement')} onAdd={() => setOutcome({ requires: [...character.outcome.requires, EMPTY_REQUIREMENT] })} isDisabled={isDisabled || character.outcome.requires.length >= BRIEF_MAX_REQUIREMENTS} />
        <TextAreaField label={t('briefEditor.agreementLine')} required rows={2} value={character.outcome.agreementLine} onChange={(event) => setOutcome({ agreementLine: event.target.value })} error={errorAt('character.outcome.agreementLine')} disabled={isDisabled} />
        <TextField label={t('briefEditor.walkAwayWhen')} required value={character.outcome.walkAwayWhen} onChange={(event) => setOutcome({ walkAwayWhen: event.target.value })} error={errorAt('character.outcome.walkAwayWhen')} disabled={isDisabled} />
        <TextAreaField label={t('briefEditor.walkAwayLine')} required rows={2} value={character.outcome.walkAwayLine} onChange={(event) => setOutcome({ walkAwayLine: event.target.value })} error={errorAt('character.outcome.walkAwayLine')} disabled={isDisabled} />
      </EditorSection>
    </div>
  );
}
