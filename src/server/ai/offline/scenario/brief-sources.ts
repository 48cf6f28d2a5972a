// The person's words a brief is written from, by side (the character's and the learner's), and what is read from
// them: the organisation and the sentences about the character without the tone clause the identity already holds.
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { extractFacts, type PersonaFacts } from '../persona/extract-facts.ts';
import { splitSentences } from '../text.ts';
import { readDescription, type DescriptionReading } from './read-scenario.ts';
import { ensureStop } from './voice.ts';
import type { BriefCharacter } from './write-brief.ts';

interface Sources {
  /** Character-side text: the AI role, the persona's background and the description's shared sentences. */
  characterText: string[];
  learnerText: string[];
  reading: DescriptionReading;
  persona: GenerateScenarioInput['persona'];
}

/** The character-side and learner-side sentences of the input. */
export function readSources(input: GenerateScenarioInput): Sources {
  const reading = readDescription(input.description);
  const characterText = [input.aiRole ?? '', input.persona?.occupation ?? '', input.persona?.background ?? '', ...reading.sharedSentences].filter(Boolean);
  return { characterText, learnerText: [input.myRole ?? '', ...reading.learnerSentences].filter(Boolean), reading, persona: input.persona };
}

const NAMED_ORGANISATION = /\b(?:at|of|for)\s+(\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+){0,3})/u;

const NOT_ORGANISATIONS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

/** The organisation the character belongs to, as the character-side words name it. */
export function readOrganisation(sources: Sources, facts: PersonaFacts): string | null {
  for (const text of sources.characterText) {
    const found = extractFacts(text);
    if (found.organization) return found.organization;
  }
  if (facts.organization) return facts.organization;
  // "the CFO of Northwind Logistics", "a buyer at Kestrel Foods".
  for (const text of sources.characterText) {
    const named = NAMED_ORGANISATION.exec(text)?.[1];
    if (named && !NOT_ORGANISATIONS.test(named)) return named;
  }
  return facts.workplace ?? null;
}

/**
 * A sentence without its tone clause, which the identity already holds: "He is polite but evasive and prefers email"
 * → "He prefers email"; "He was burned by a failed rollout and is wary of big promises" → "He was burned by a failed
 * rollout." Null when nothing else is left.
 */
function withoutToneClause(sentence: string, tonePhrase: string, pronoun: string): string | null {
  const at = sentence.toLowerCase().indexOf(tonePhrase);
  // "unhappy that tickets took 5 days": the tone word carries a fact, so the sentence stays whole.
  if (at === -1 || /^\s+(?:that|about|with|because|since|after|when)\b/i.test(sentence.slice(at + tonePhrase.length))) return sentence;
  const before = sentence.slice(0, at).replace(/(?:,?\s*(?:and|but))?\s*(?:is|are|was|were|seems|sounds|can be|gets|remains)?\s*$/i, '').trim();
  const after = sentence.slice(at + tonePhrase.length).replace(/^[\s,]*(?:and|but)?\s*/i, '').replace(/[.!?]+$/, '').trim();
  const hasAfter = /^\p{Ll}/u.test(after) && after.split(/\s+/).length >= 2;
  const subjectOnly = before.split(/\s+/).length <= 2 && !/\b(?:has|had|was|is|does|did)\b/i.test(before);
  if (subjectOnly) return hasAfter ? ensureStop(`${before || pronoun} ${after}`) : null;
  return ensureStop(hasAfter ? `${before} and ${after}` : before);
}

/** Whether a sentence only introduces the character ("Dmitri Volkov, 51, is the finance director at …"). */
export function isIntroduction(sentence: string, character: BriefCharacter): boolean {
  return sentence.toLowerCase().includes(character.occupation.toLowerCase()) && sentence.includes(character.name.split(' ')[0]!) && sentence.split(/\s+/).length <= 16;
}

/** The sentences that state something about the character, with the tone clause taken out. */
export function characterStatements(sources: Sources, character: BriefCharacter, tonePhrase: string | null): string[] {
  const pronoun = character.gender === 'Female' ? 'She' : 'He';
  const sentences = [...(sources.persona ? splitSentences(sources.persona.background) : []), ...sources.reading.sharedSentences];
  const statements: string[] = [];
  for (const sentence of sentences) {
    // The sentence that only introduces them ("Dmitri Volkov, 51, is the finance director …") is the role fact.
    if (isIntroduction(sentence, character)) continue;
    const withoutTone = tonePhrase ? withoutToneClause(sentence, tonePhrase, pronoun) : sentence;
    if (withoutTone) statements.push(withoutTone);
  }
  return statements;
}
