// The objections and the outcome of a brief read from prose: what raises a concern ("escalates if …") and what wins
// the character over ("responds well to …"), each with the words a learner would say for it.
import {
  type BriefObjection,
  type BriefOutcome,
  type BriefRequirement,
  BRIEF_MAX_KEYWORDS,
  BRIEF_MAX_REQUIREMENTS,
  BRIEF_SHORT_TEXT_MAX,
  BRIEF_TEXT_MAX,
} from '../../../../shared/contracts/character-brief.ts';
import { stemWord, withoutFinalStop, wordsOf } from '../../language/text.ts';
import { toFirstPerson } from './first-person.ts';
import { keywordsOf } from './prose-keywords.ts';
import { NEGATIVE_SENTENCE, POSITIVE_SENTENCE, type Prose, clip, isOpenerSentence } from './read-prose.ts';

const POSITIVE_TRIGGER = /^.*?\b(?:responds? well to|reacts? well to|softens? when|opens? up when|rewards|listens to|accepts|is open to|will agree to (?:a next step|it)? ?(?:if|when)?|agrees? to|stays? committed if|respects|needs|wants)\s+/i;

const NEGATIVE_TRIGGER = /^.*?\b(?:escalates? if|shuts? down if|disengages? if|reacts? badly to|pushes? back on|does not want|doesn't want|dislikes?|hates?)\s+/i;

// A learner says "sorry" where the prose says "apologises"; a few such pairs let a requirement hear them.
const SAME_MEANING: Record<string, readonly string[]> = {
  apologis: ['sorry', 'apologies'],
  summaris: ["what I'm hearing", 'if I understood'],
  date: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'tomorrow'],
  listen: ['I hear you', 'tell me more'],
};

const MAX_OBJECTIONS = 3;

/** "He escalates if he hears X" → X; the part after the trigger words, without the final stop. */
function afterTrigger(sentence: string, trigger: RegExp): string {
  const rest = sentence.replace(trigger, '');
  return withoutFinalStop(rest === sentence ? sentence : rest);
}

/** "apologises sincerely, summarises what happened, and offers a date" → its parts. */
function partsOf(text: string): string[] {
  return text
    .split(/,\s*(?:and\s+|or\s+)?|\s+and\s+(?=[a-z]+s\b|an?\b|the\b|to\b)|;\s*/i)
    .map((part) => part.trim())
    .filter((part) => wordsOf(part).length >= 2);
}

/** The keywords, with the words a learner would say for them ("sorry" for "apologises"). */
function withSameMeaning(keywords: readonly string[]): string[] {
  const extra = keywords.flatMap((keyword) => SAME_MEANING[stemWord(keyword)] ?? []);
  return [...new Set([...keywords, ...extra])].slice(0, BRIEF_MAX_KEYWORDS);
}

function requirementsOf(condition: string, prose: Prose): BriefRequirement[] {
  return partsOf(condition)
    .map((part) => ({ label: clip(withoutFinalStop(part), BRIEF_SHORT_TEXT_MAX), keywords: withSameMeaning(keywordsOf(part, prose, 4)) }))
    .filter((requirement) => requirement.keywords.length > 0)
    .slice(0, BRIEF_MAX_REQUIREMENTS);
}

/** The objections the prose states (at most three), each resolved by what wins the character over. */
export function objectionsOf(prose: Prose, resolvedBy: string | null): BriefObjection[] {
  if (!resolvedBy) return [];
  const resolveKeywords = withSameMeaning(keywordsOf(resolvedBy, prose, 8));
  if (resolveKeywords.length === 0) return [];
  const sentences = [...prose.sentences.relevance, ...prose.sentences.snippet, ...prose.sentences.background].filter((sentence) => NEGATIVE_SENTENCE.test(sentence) && !isOpenerSentence(sentence));
  return sentences
    .map((sentence) => ({ sentence, keywords: keywordsOf(afterTrigger(sentence, NEGATIVE_TRIGGER), prose) }))
    .filter(({ keywords }) => keywords.length > 0)
    .slice(0, MAX_OBJECTIONS)
    .map(({ sentence, keywords }) => ({
      objection: clip(toFirstPerson(sentence, prose.character), BRIEF_TEXT_MAX),
      keywords,
      resolvedBy: clip(resolvedBy, BRIEF_TEXT_MAX),
      resolveKeywords,
      resolvedLine: 'All right. That makes a difference.',
    }));
}

/** What wins the character over, as the prose says it, if it says it. */
export function positiveCondition(prose: Prose): string | null {
  const sentence = [...prose.sentences.relevance, ...prose.sentences.snippet].find((candidate) => POSITIVE_SENTENCE.test(candidate) && !NEGATIVE_SENTENCE.test(candidate));
  return sentence ? afterTrigger(sentence, POSITIVE_TRIGGER) : null;
}

const NEXT_STEP: BriefRequirement = { label: 'a concrete next step', keywords: ['next step', 'follow up', 'send', 'schedule', 'book'] };

/** The outcome: what it takes (what wins the character over, else a concrete next step) and when they walk away. */
export function outcomeOf(prose: Prose, condition: string | null): BriefOutcome {
  const requires = condition ? requirementsOf(condition, prose) : [];
  const walkAway = [...prose.sentences.relevance, ...prose.sentences.snippet].find((sentence) => NEGATIVE_SENTENCE.test(sentence));
  return {
    agreement: 'the next step the conversation arrives at',
    condition: clip(condition ?? NEXT_STEP.label, BRIEF_TEXT_MAX),
    requires: requires.length > 0 ? requires : [NEXT_STEP],
    agreementLine: 'All right, that works for me. Let us do that.',
    walkAwayWhen: clip(walkAway ? withoutFinalStop(walkAway) : 'pushed or insulted twice', BRIEF_TEXT_MAX),
    walkAwayLine: "I don't think this is going anywhere today. Let's leave it here.",
  };
}
