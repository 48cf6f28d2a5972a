// How the generation evaluation checks a result against one of its cases (the generation sets' JSON files hold the cases): the
// facts kept as whole words, the contradictions present, a rubric's pass mark and the kind of conversation its
// criteria are about, and the totals over a run.
import { z } from 'zod';
import type { PersonaDetails } from '../../shared/contracts/personas.ts';
import type { RubricContent } from '../../shared/contracts/rubrics.ts';
import { escapeRegExp } from '../../shared/text.ts';

export const PersonaEvalCaseSchema = z.strictObject({
  /** The name typed in the form. */
  name: z.string().min(1),
  prompt: z.string().min(1),
  /** Facts the persona must state somewhere (whole words, any case). */
  keep: z.array(z.string().min(1)),
  /** Words that would contradict the prompt (whole words, any case). */
  never: z.array(z.string().min(1)),
});
export type PersonaEvalCase = z.infer<typeof PersonaEvalCaseSchema>;

export const RubricEvalCaseSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  keep: z.array(z.string().min(1)),
  never: z.array(z.string().min(1)),
  /** The pass mark the description states; the stored rubric must carry it. */
  passMark: z.number().int().min(0).max(100).optional(),
  /** At least one of them must appear in a criterion's name: the rubric is about this kind of conversation. */
  domainWords: z.array(z.string().min(1)).min(1),
});
export type RubricEvalCase = z.infer<typeof RubricEvalCaseSchema>;

/** A generation set kept as data (generation-cases.json): its persona prompts and rubric descriptions. */
export const generationSetSchema = <P extends z.ZodType, R extends z.ZodType>(persona: P, rubric: R) =>
  z.strictObject({ personas: z.array(persona).min(1), rubrics: z.array(rubric).min(1) });

/** What one case found wrong: facts missing from the result, and contradictions present in it. */
export interface CaseCheck {
  missing: string[];
  contradictions: string[];
}

/** A rubric as it is stored: its content and the pass mark it was given. */
export interface GeneratedRubric {
  content: RubricContent;
  passMark: number;
}

/** Whether `phrase` appears in `text` as whole words, ignoring case ("Male" is not found in "Female"). */
export function containsPhrase(text: string, phrase: string): boolean {
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(phrase.trim()).replace(/\s+/g, String.raw`\s+`)}(?![\p{L}\p{N}])`, 'iu');
  return pattern.test(text.replaceAll('’', "'"));
}

function collectStrings(value: unknown, into: string[]): string[] {
  if (typeof value === 'string') into.push(value);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) collectStrings(child, into);
  return into;
}

/** Every text field of a generated persona, one per line. */
export function personaText(details: PersonaDetails): string {
  return collectStrings(details, []).join('\n');
}

/** The facts a persona lost and the contradictions it holds. */
export function checkPersonaCase(entry: PersonaEvalCase, output: PersonaDetails): CaseCheck {
  const text = personaText(output);
  return {
    missing: entry.keep.filter((fact) => !containsPhrase(text, fact)),
    contradictions: entry.never.filter((word) => containsPhrase(text, word)),
  };
}

/** The facts a rubric lost (a wrong pass mark, criteria about another kind of conversation) and its contradictions. */
export function checkRubricCase(entry: RubricEvalCase, output: GeneratedRubric): CaseCheck {
  // The description field repeats the person's words, so facts count only where the rubric itself uses them.
  const { description: _description, ...written } = output.content;
  const text = collectStrings(written, []).join('\n');
  const missing = entry.keep.filter((fact) => !containsPhrase(text, fact));
  if (entry.passMark !== undefined && output.passMark !== entry.passMark) missing.push(`pass mark ${entry.passMark}`);
  const names = output.content.criteria.map((criterion) => criterion.criterion_name).join('\n');
  if (entry.domainWords.length > 0 && !entry.domainWords.some((word) => containsPhrase(names, word))) missing.push(`a criterion about ${entry.domainWords.join(' / ')}`);
  return { missing, contradictions: entry.never.filter((word) => containsPhrase(text, word)) };
}

/** How many of the cases' facts were kept, and how many contradictions were found, over a whole run. */
export function summariseChecks(checks: readonly { check: CaseCheck; keepCount: number }[]): { kept: number; total: number; contradictions: number } {
  let kept = 0;
  let total = 0;
  let contradictions = 0;
  for (const { check, keepCount } of checks) {
    total += keepCount;
    kept += keepCount - Math.min(keepCount, check.missing.length);
    contradictions += check.contradictions.length;
  }
  return { kept, total, contradictions };
}

/** A stated trait may appear in this many of a persona's text fields: where it is stated, and where it shows. */
export const STATED_TRAIT_MAX_FIELDS = 2;

/** The persona's text fields by name (identity fields, prose, looks), for counting where a phrase appears. */
function personaFields(details: PersonaDetails): Record<string, string> {
  const { personalityTraits: _traits, physicalDescription, ...rest } = details;
  return { ...rest, ...physicalDescription };
}

/** The fields of a persona that hold `phrase` as whole words. */
export function fieldsHolding(details: PersonaDetails, phrase: string): string[] {
  return Object.entries(personaFields(details))
    .filter(([, value]) => containsPhrase(value, phrase))
    .map(([field]) => field);
}

const EXPERIENCE = /\b(\d{1,2}) years? of (?:experience|work)\b|\bfor (\d{1,2}) years?\b/g;

/** Youngest age a working life is taken to start at. */
const WORKING_AGE = 16;

/** Whole years between `birthdate` (YYYY-MM-DD) and `today`, or null when it is not such a date. */
function yearsSince(birthdate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hasHadBirthday = today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hasHadBirthday ? 0 : 1);
}

/**
 * What a persona made from a prompt with a stated age lost: the facts and contradictions of {@link checkPersonaCase},
 * the age as stated, a birthdate that gives it on `today`, experience a person of that age can have, and each stated
 * trait shown in at most {@link STATED_TRAIT_MAX_FIELDS} fields rather than pasted into every one.
 */
export function checkStatedPersona(entry: PersonaEvalCase & { age: number; traits: readonly string[] }, output: PersonaDetails, today: Date): CaseCheck {
  const { missing, contradictions } = checkPersonaCase(entry, output);
  if (output.age !== String(entry.age)) missing.push(`the age ${entry.age} (it says ${output.age})`);
  const born = yearsSince(output.birthdate, today);
  if (born !== entry.age) missing.push(`a birthdate that gives ${entry.age} (${output.birthdate} gives ${born ?? 'no age'})`);
  for (const match of personaText(output).matchAll(EXPERIENCE)) {
    const years = Number(match[1] ?? match[2]);
    if (years > entry.age - WORKING_AGE) missing.push(`experience a ${entry.age}-year-old can have ("${match[0]}")`);
  }
  for (const trait of entry.traits) {
    const fields = fieldsHolding(output, trait);
    if (fields.length > STATED_TRAIT_MAX_FIELDS) missing.push(`"${trait}" shown once, not pasted (it is in ${fields.join(', ')})`);
  }
  return { missing, contradictions };
}

/** A persona's prose with its name, first name and numbers taken out: what is left is the character itself. */
function characterOf(details: PersonaDetails, field: 'background' | 'scenarioSnippet' | 'motivationsAndGoals'): string {
  return details.name
    .split(/\s+/)
    .filter((part) => part.length > 1)
    .reduce((text, part) => text.replaceAll(part, '·'), details[field])
    .replace(/\d+/g, '#');
}

/** What a regeneration did not change besides the name, age and years: its history, its manner, its aims. */
export function checkRegeneration(first: PersonaDetails, regenerated: PersonaDetails): string[] {
  const same: string[] = [];
  if (characterOf(first, 'background') === characterOf(regenerated, 'background')) same.push('a different background and history');
  if (characterOf(first, 'scenarioSnippet') === characterOf(regenerated, 'scenarioSnippet')) same.push('a different manner in the scenario snippet');
  if (characterOf(first, 'motivationsAndGoals') === characterOf(regenerated, 'motivationsAndGoals')) same.push('different motivations');
  return same;
}

/**
 * What a rubric's regeneration failed to do: keep the criteria with their weights (the pass mark is checked by
 * checkRubricCase), and say every criterion's levels in other words. [] when it did both.
 */
export function checkRubricRegeneration(first: RubricContent, regenerated: RubricContent): string[] {
  const problems: string[] = [];
  const shape = (content: RubricContent) => content.criteria.map((criterion) => `${criterion.criterion_name} ${criterion.weight}`).join('\n');
  if (shape(first) !== shape(regenerated)) problems.push('the same criteria and weights');
  const levels = (content: RubricContent) => content.criteria.map((criterion) => JSON.stringify(criterion.performance_levels));
  const before = levels(first);
  if (levels(regenerated).some((text, index) => text === before[index])) problems.push('other words for every criterion\'s levels');
  return problems;
}

const STOP_WORDS = new Set('the a an and or but of to in on at for with by from about into than that this their his her its your our who what when how each every any one two'.split(' '));

/** The words of a criterion's name that say what it is about: "Keeping the call under 15 minutes" → call, minutes, 15. */
function contentWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}%'-]+/u)
    .filter((word) => word.length > 2 && !STOP_WORDS.has(word))
    .map((word) => word.replace(/'s$/, '').slice(0, 6));
}

// Two prepositions in a row ("touches on about"): a template filled with words it was not written for.
const DOUBLED_PREPOSITION = /\b(?:on|at|in|with|into)\s+(?:about|of)\b|\b(?:of|for|about|from)\s+(?:on|at|of|into|with)\b/i;
// Level wording about tone belongs to a criterion about a manner ("stays calm"), never to a condition kept.
const TONE_LEVEL = /\btoo soft or too sharp\b|\breacts to the tone\b/i;
const MANNER_NAME = /\b(?:tone|manner|calm|polite|patient|professional|respectful|courteous|composed|composure|friendly|warm|firm|empathetic|positive|neutral|confident|relaxed|non-judgemental|non-judgmental|temper)\b/i;

/**
 * Level descriptions that are not written for their criterion: a level of a behaviour the description states that
 * never names it, two prepositions in a row, tone wording on a criterion about something else, or two levels alike.
 * Criteria in the engine's own words (a topic's "Greeting & rapport") are written by hand and only checked for the rest.
 */
export function checkLevelDescriptors(content: RubricContent, description = ''): string[] {
  const problems: string[] = [];
  const described = description.toLowerCase();
  for (const criterion of content.criteria) {
    const words = contentWords(criterion.criterion_name);
    // "Keeping the call under 15 minutes" from "keeps the call under 15 minutes": a behaviour the description states.
    const [verb = '', ...object] = criterion.criterion_name.toLowerCase().split(/\s+/);
    const stem = verb.replace(/ing$/, '').slice(0, 4);
    const isStated = words.length > 0 && verb.endsWith('ing') && object.length > 0 && new RegExp(String.raw`\b${escapeRegExp(stem)}\S*\s+${escapeRegExp(object.join(' '))}`).test(described);
    const levels = Object.entries(criterion.performance_levels);
    for (const [level, text] of levels) {
      const lower = text.toLowerCase();
      if (isStated && !words.some((word) => lower.includes(word))) problems.push(`${criterion.criterion_name} · ${level}: says nothing of the criterion`);
      if (DOUBLED_PREPOSITION.test(text)) problems.push(`${criterion.criterion_name} · ${level}: "${DOUBLED_PREPOSITION.exec(text)![0]}"`);
      if (TONE_LEVEL.test(text) && !MANNER_NAME.test(criterion.criterion_name)) problems.push(`${criterion.criterion_name} · ${level}: speaks of tone`);
    }
    if (new Set(levels.map(([, text]) => text)).size !== levels.length) problems.push(`${criterion.criterion_name}: two levels say the same`);
  }
  return problems;
}
