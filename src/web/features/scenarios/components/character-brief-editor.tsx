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
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700" disabled={isDisabled}>
      <legend className="sr-only">{label}</legend>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-slate-700 dark:text-slate-200" aria-hidden>
          {label}
        </span>
        <button type="button" className="btn-secondary px-2 py-1 text-sm text-red-700 dark:text-red-300" onClick={onRemove} aria-label={`Remove ${label.toLowerCase()}`}>
          <Trash2 className="size-4" aria-hidden /> Remove
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

const KEYWORDS_HINT = 'Comma-separated words the other person might say, e.g. budget, cost, price.';
const EMPTY_FACT: BriefFact = { topic: '', keywords: [], answer: '' };
const EMPTY_OBJECTION: BriefObjection = { objection: '', keywords: [], resolvedBy: '', resolveKeywords: [], resolvedLine: '' };
const EMPTY_REQUIREMENT: BriefRequirement = { label: '', keywords: [] };

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, at) => (at === index ? item : current));
}

/** The owner's editor of a scenario's character brief: collapsible sections, keywords as comma-separated text. */
export function CharacterBriefEditor({ brief, onChange, errorAt, hasErrorUnder, isDisabled }: CharacterBriefEditorProps) {
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
      <EditorSection isOpen={['learner'].some(hasErrorUnder)} title="Your side" summary={learner.goal || learner.situation}>
        <TextAreaField label="Your situation" required rows={3} value={learner.situation} onChange={(event) => onChange({ ...brief, learner: { ...learner, situation: event.target.value } })} error={errorAt('learner.situation')} disabled={isDisabled} />
        <TextAreaField label="Your goal" rows={2} value={learner.goal} onChange={(event) => onChange({ ...brief, learner: { ...learner, goal: event.target.value } })} error={errorAt('learner.goal')} disabled={isDisabled} />
      </EditorSection>

      <EditorSection isOpen={['character.identity', 'character.situation', 'character.openingLine'].some(hasErrorUnder)} title="Who they are" summary={[identity.name, identity.occupation, identity.personality].filter(Boolean).join(' · ')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('Name', 'name', true)}
          {field('Occupation', 'occupation', true)}
          {field('Age', 'age')}
          {field('Gender', 'gender')}
          {field('Organisation', 'organisation')}
          {field('Location', 'location')}
          {field('Language', 'language')}
          {field('Personality', 'personality', true)}
          {field('Tone', 'tone')}
          {field('Speaking style', 'speakingStyle')}
        </div>
        <TextAreaField label="Their situation" required rows={3} value={character.situation} onChange={(event) => setCharacter({ situation: event.target.value })} error={errorAt('character.situation')} disabled={isDisabled} />
        <TextAreaField label="Opening line" required rows={2} value={character.openingLine} onChange={(event) => setCharacter({ openingLine: event.target.value })} error={errorAt('character.openingLine')} disabled={isDisabled} />
      </EditorSection>

      <EditorSection isOpen={['character.facts'].some(hasErrorUnder)} title="What they know" summary={`${character.facts.length} ${character.facts.length === 1 ? 'fact' : 'facts'}, each answered when asked about its topic`}>
        {character.facts.map((fact, index) => (
          <ItemCard key={index} label={`Fact ${index + 1}`} onRemove={() => setCharacter({ facts: character.facts.filter((_item, at) => at !== index) })} isDisabled={isDisabled}>
            <TextField label="Topic" required value={fact.topic} onChange={(event) => setFact(index, { ...fact, topic: event.target.value })} error={errorAt(`character.facts.${index}.topic`)} />
            <TextField label="Keywords" required hint={KEYWORDS_HINT} value={keywordsText(fact.keywords)} onChange={(event) => setFact(index, { ...fact, keywords: keywordsOf(event.target.value) })} error={errorAt(`character.facts.${index}.keywords`)} />
            <TextAreaField label="Answer" required rows={2} value={fact.answer} onChange={(event) => setFact(index, { ...fact, answer: event.target.value })} error={errorAt(`character.facts.${index}.answer`)} />
          </ItemCard>
        ))}
        <AddButton label="Add a fact" onAdd={() => setCharacter({ facts: [...character.facts, EMPTY_FACT] })} isDisabled={isDisabled || character.facts.length >= BRIEF_MAX_FACTS} />
      </EditorSection>

      <EditorSection isOpen={['character.hiddenFacts'].some(hasErrorUnder)} title="What they hide until asked well" summary={`${character.hiddenFacts.length} hidden ${character.hiddenFacts.length === 1 ? 'fact' : 'facts'}`}>
        {character.hiddenFacts.map((fact, index) => (
          <ItemCard key={index} label={`Hidden fact ${index + 1}`} onRemove={() => setCharacter({ hiddenFacts: character.hiddenFacts.filter((_item, at) => at !== index) })} isDisabled={isDisabled}>
            <TextField label="Topic" required value={fact.topic} onChange={(event) => setHidden(index, { ...fact, topic: event.target.value })} error={errorAt(`character.hiddenFacts.${index}.topic`)} />
            <TextField label="Keywords" required hint={KEYWORDS_HINT} value={keywordsText(fact.keywords)} onChange={(event) => setHidden(index, { ...fact, keywords: keywordsOf(event.target.value) })} error={errorAt(`character.hiddenFacts.${index}.keywords`)} />
            <TextAreaField label="Answer" required rows={2} value={fact.answer} onChange={(event) => setHidden(index, { ...fact, answer: event.target.value })} error={errorAt(`character.hiddenFacts.${index}.answer`)} />
            <SelectField label="Revealed after" value={fact.unlock} onChange={(event) => setHidden(index, { ...fact, unlock: event.target.value as BriefHiddenFact['unlock'] })} error={errorAt(`character.hiddenFacts.${index}.unlock`)}>
              <option value="open_question">An open question on its topic</option>
              <option value="empathy">Empathy first</option>
            </SelectField>
          </ItemCard>
        ))}
        <AddButton
          label="Add a hidden fact"
          onAdd={() => setCharacter({ hiddenFacts: [...character.hiddenFacts, { ...EMPTY_FACT, unlock: 'open_question' }] })}
          isDisabled={isDisabled || character.hiddenFacts.length >= BRIEF_MAX_HIDDEN_FACTS}
        />
      </EditorSection>

      <EditorSection isOpen={['character.objections'].some(hasErrorUnder)} title="Concerns and what resolves them" summary={`${character.objections.length} ${character.objections.length === 1 ? 'concern' : 'concerns'}`}>
        {character.objections.map((objection, index) => (
          <ItemCard key={index} label={`Concern ${index + 1}`} onRemove={() => setCharacter({ objections: character.objections.filter((_item, at) => at !== index) })} isDisabled={isDisabled}>
            <TextAreaField label="Concern, in their words" required rows={2} value={objection.objection} onChange={(event) => setObjection(index, { ...objection, objection: event.target.value })} error={errorAt(`character.objections.${index}.objection`)} />
            <TextField label="Raised by" required hint={KEYWORDS_HINT} value={keywordsText(objection.keywords)} onChange={(event) => setObjection(index, { ...objection, keywords: keywordsOf(event.target.value) })} error={errorAt(`character.objections.${index}.keywords`)} />
            <TextField label="What resolves it" required value={objection.resolvedBy} onChange={(event) => setObjection(index, { ...objection, resolvedBy: event.target.value })} error={errorAt(`character.objections.${index}.resolvedBy`)} />
            <TextField label="Resolved by saying" required hint={KEYWORDS_HINT} value={keywordsText(objection.resolveKeywords)} onChange={(event) => setObjection(index, { ...objection, resolveKeywords: keywordsOf(event.target.value) })} error={errorAt(`character.objections.${index}.resolveKeywords`)} />
            <TextAreaField label="Line once resolved" required rows={2} value={objection.resolvedLine} onChange={(event) => setObjection(index, { ...objection, resolvedLine: event.target.value })} error={errorAt(`character.objections.${index}.resolvedLine`)} />
          </ItemCard>
        ))}
        <AddButton label="Add a concern" onAdd={() => setCharacter({ objections: [...character.objections, EMPTY_OBJECTION] })} isDisabled={isDisabled || character.objections.length >= BRIEF_MAX_OBJECTIONS} />
      </EditorSection>

      <EditorSection isOpen={['character.outcome'].some(hasErrorUnder)} title="The outcome" summary={character.outcome.agreement}>
        <TextField label="They agree to" required value={character.outcome.agreement} onChange={(event) => setOutcome({ agreement: event.target.value })} error={errorAt('character.outcome.agreement')} disabled={isDisabled} />
        <TextField label="When you" required value={character.outcome.condition} onChange={(event) => setOutcome({ condition: event.target.value })} error={errorAt('character.outcome.condition')} disabled={isDisabled} />
        {character.outcome.requires.map((requirement, index) => (
          <ItemCard key={index} label={`Requirement ${index + 1}`} onRemove={() => setOutcome({ requires: character.outcome.requires.filter((_item, at) => at !== index) })} isDisabled={isDisabled}>
            <TextField label="Requirement" required value={requirement.label} onChange={(event) => setRequirement(index, { ...requirement, label: event.target.value })} error={errorAt(`character.outcome.requires.${index}.label`)} />
            <TextField label="Met by saying" required hint={KEYWORDS_HINT} value={keywordsText(requirement.keywords)} onChange={(event) => setRequirement(index, { ...requirement, keywords: keywordsOf(event.target.value) })} error={errorAt(`character.outcome.requires.${index}.keywords`)} />
          </ItemCard>
        ))}
        {errorAt('character.outcome.requires') ? <p className="text-sm text-red-600 dark:text-red-400">{errorAt('character.outcome.requires')}</p> : null}
        <AddButton label="Add a requirement" onAdd={() => setOutcome({ requires: [...character.outcome.requires, EMPTY_REQUIREMENT] })} isDisabled={isDisabled || character.outcome.requires.length >= BRIEF_MAX_REQUIREMENTS} />
        <TextAreaField label="What they say when agreeing" required rows={2} value={character.outcome.agreementLine} onChange={(event) => setOutcome({ agreementLine: event.target.value })} error={errorAt('character.outcome.agreementLine')} disabled={isDisabled} />
        <TextField label="They end the conversation when" required value={character.outcome.walkAwayWhen} onChange={(event) => setOutcome({ walkAwayWhen: event.target.value })} error={errorAt('character.outcome.walkAwayWhen')} disabled={isDisabled} />
        <TextAreaField label="What they say when ending it" required rows={2} value={character.outcome.walkAwayLine} onChange={(event) => setOutcome({ walkAwayLine: event.target.value })} error={errorAt('character.outcome.walkAwayLine')} disabled={isDisabled} />
      </EditorSection>
    </div>
  );
}
