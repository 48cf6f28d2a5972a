// When an edit changes a fact (hometown Cork → Mértola, a nationality, a surname), the old words may still stand in
// the persona's other fields. These find where, and replace them there, so the editor can say "“Cork” still
// appears in Background" and offer to replace it everywhere before the persona is saved.
import { type UpdatePersonaInput } from '@shared/contracts/personas.ts';
import { PERSONA_EDIT_FIELD_LABELS, type PersonaEditField } from '@shared/contracts/personas-constants.ts';
import { escapeRegExp } from '@shared/text.ts';
import { joinList } from '@/components/submit-blockers.ts';

/** The fields that state a fact other fields repeat. Gender is not among them: pronouns need rewriting, not replacing. */
export const FACT_FIELDS = ['persona_name', 'age', 'occupation', 'hometown', 'nationality', 'language'] as const satisfies readonly PersonaEditField[];
export type FactField = (typeof FACT_FIELDS)[number];

/** The fields an old fact may still appear in. */
export const FACT_TEXT_FIELDS = [
  'occupation',
  'hometown',
  'language',
  'nationality',
  'background',
  'scenarioSnippet',
  'skillsAndAbilities',
  'motivationsAndGoals',
  'industryRelevance',
  'relevanceToScenario',
  'challengesAndGrowthAreas',
  'typicalAttire',
  'distinguishingFeatures',
] as const satisfies readonly PersonaEditField[];
type FactTextField = (typeof FACT_TEXT_FIELDS)[number];

export interface StaleFact {
  /** The fact field whose change left the old words behind. */
  field: FactField;
  /** The old words, as the fact field had them: "Cork". */
  old: string;
  /** What replaces them: "Mértola". */
  replacement: string;
  /** The other fields that still hold the old words, in form order. */
  fields: FactTextField[];
}

function wordPattern(words: string): RegExp {
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(words).replace(/\s+/g, String.raw`\s+`)}(?![\p{L}\p{N}])`, 'giu');
}

function partsOf(field: FactField, value: string): string[] {
  const separator = field === 'persona_name' ? /\s+/ : field === 'language' ? /\s*(?:,|\band\b)\s*/ : /\s*,\s*/;
  return value
    .trim()
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Which old words became which new ones: "Cork, Ireland" → "Mértola, Portugal" gives Cork → Mértola and Ireland → Portugal. */
export function pairChangedParts(field: FactField, before: string, after: string): { old: string; replacement: string }[] {
  if (before.trim() === after.trim() || !before.trim() || !after.trim()) return [];
  const oldParts = partsOf(field, before);
  const newParts = partsOf(field, after);
  const pairs =
    oldParts.length === newParts.length
      ? oldParts.map((old, index) => ({ old, replacement: newParts[index]! }))
      : [{ old: before.trim(), replacement: after.trim() }, { old: oldParts[0] ?? '', replacement: newParts[0] ?? '' }];
  const seen = new Set<string>();
  return pairs.filter(({ old, replacement }) => {
    const key = old.toLocaleLowerCase();
    // Words the new value still holds ("Cork" → "Cork, Ireland") are not stale.
    if (old.length < 2 || !replacement || key === replacement.toLocaleLowerCase() || wordPattern(old).test(after) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every old fact the other fields still hold after the edits from `initial` to `current`. */
export function findStaleFacts(initial: UpdatePersonaInput, current: UpdatePersonaInput): StaleFact[] {
  const stale: StaleFact[] = [];
  for (const field of FACT_FIELDS) {
    for (const { old, replacement } of pairChangedParts(field, initial[field], current[field])) {
      // "Portuguese" in Language names a language, which a new nationality does not change.
      const fields = FACT_TEXT_FIELDS.filter((text) => text !== field && !(field === 'nationality' && text === 'language') && wordPattern(old).test(current[text]));
      if (fields.length > 0) stale.push({ field, old, replacement, fields });
    }
  }
  return stale;
}

/** The new values of the fields that held the old words, with every mention replaced (lower case where it was). */
export function replaceStaleFact(current: UpdatePersonaInput, fact: StaleFact): Partial<Pick<UpdatePersonaInput, FactTextField>> {
  const pattern = wordPattern(fact.old);
  const changes: Partial<Pick<UpdatePersonaInput, FactTextField>> = {};
  for (const field of fact.fields) {
    changes[field] = current[field].replace(pattern, (match) => (match === match.toLocaleLowerCase() && match !== fact.old ? fact.replacement.toLocaleLowerCase() : fact.replacement));
  }
  return changes;
}

/**
 * "Background and Relevance to scenario": the fields by their labels (`labelOf`, the English ones unless told), listed
 * in the interface's language ("Latar belakang dan Relevansi dengan skenario").
 */
export function describeFields(fields: readonly PersonaEditField[], labelOf: (field: PersonaEditField) => string = (field) => PERSONA_EDIT_FIELD_LABELS[field]): string {
  return joinList(fields.map(labelOf));
}
