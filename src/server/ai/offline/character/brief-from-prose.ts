// A character brief read from a scenario's prose fields: the description written before scenarios had a brief, or a
// session started before then. It is a faithful reader, not a writer: identity from the character's fields, one fact
// per sentence of the background and the scene (in the first person where the grammar is simple), an objection from
// "escalates if / does not want" style sentences, the outcome from "responds well to / softens when" ones, the opening
// line from the scene's quoted opener, and the learner's side from the overview. Nothing is added that the prose does
// not say; where the contract needs a line the prose lacks, the line says nothing about the world (no name, no figure).
import type { BriefFact, BriefHiddenFact, CharacterBrief, LearnerBrief } from '../../../../shared/contracts/character-brief.ts';
import { BRIEF_LONG_TEXT_MAX, BRIEF_MAX_FACTS, BRIEF_MAX_HIDDEN_FACTS, BRIEF_SHORT_TEXT_MAX, BRIEF_TEXT_MAX } from '../../../../shared/contracts/character-brief.ts';
import type { CharacterProfile } from '../../contracts/character-reply.ts';
import { mentionsKeyword, splitSentences, withoutFinalStop } from '../../language/text.ts';
import { toFirstPerson } from './first-person.ts';
import { readTraits } from '../scenario/persona-traits.ts';
import { inCharacterVoiceInTurn, toCharacterVoice, type CharacterRef } from '../scenario/voice.ts';
import { MAX_KEYWORDS_PER_FACT, keywordsOf, topicOf } from './prose-keywords.ts';
import { objectionsOf, positiveCondition, outcomeOf } from './prose-outcome.ts';
import { QUOTED_OPENER, GOAL_SENTENCE, type Prose, readProse, clip, isOpenerSentence } from './read-prose.ts';
import { escapeRegExp, capitalize } from '../../../../shared/text.ts';
import { firstNameOf } from '../../../../shared/name-address.ts';

// Sentences that say what the character keeps to themselves: told to no one, not yet known to others.
const HIDDEN_SENTENCE = /\b(?:(?:has|have) not told|hasn't told|not told anyone|told no one|keeps? (?:it )?to (?:him|her|them)sel(?:f|ves)|privately|secretly|in private)\b/i;
// "in Portugal", "from Leeds", "based in Mértola": a capitalised place after a place preposition.
const PLACE = /\b(?:from|in|based in|lives in|near)\s+((?:[A-Z][\p{L}'-]+)(?:(?:,\s*|\s+)[A-Z][\p{L}'-]+){0,2})/u;
const NOT_PLACES = new Set(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'English', 'I']);
// "at a regional hospital", "for Northwind Ltd": where they work.
const ORGANISATION = /\b(?:at|works for|working for|employed by)\s+((?:a|an|the)\s+[\p{L}\s'-]{3,60}?|[A-Z][\p{L}&'-]+(?:\s+[A-Z][\p{L}&'-]+){0,3})(?=[,.;]|\s+(?:in|from|who|and|where|which|since|for)\b|$)/u;
// "He is polite at first but short on time": how they are.
const TRAIT = /^(?:is|are|seems|comes across as|sounds)\s+(?!a\b|an\b|the\b|not\b|\d|responsible\b|used\b|now\b|still\b|also\b|about\b|on\b|in\b|at\b|from\b)([\p{L}][\p{L}\s,'-]{2,80}?)(?=,?\s+(?:and\s+)?(?:he|she|they|who|but he|but she)\b|[.;]|$)/iu;

/**
 * One fact per sentence; a keyword an earlier fact already has is left to that fact, so a learner's word points at one
 * answer. A sentence left with no keyword of its own joins the fact before it, so no sentence is lost.
 */
function factsOf(sentences: readonly string[], prose: Prose): BriefFact[] {
  const facts: BriefFact[] = [];
  const taken: string[] = [];
  const voiced = inCharacterVoiceInTurn(sentences, (sentence) => inOwnVoice(sentence, prose));
  for (const [index, sentence] of sentences.entries()) {
    const answer = clip(voiced[index]!, BRIEF_TEXT_MAX);
    const keywords = keywordsOf(sentence, prose, MAX_KEYWORDS_PER_FACT * 2)
      .filter((keyword) => !taken.some((other) => mentionsKeyword(other, keyword) || mentionsKeyword(keyword, other)))
      .slice(0, MAX_KEYWORDS_PER_FACT);
    const previous = facts.at(-1);
    if (keywords.length === 0) {
      if (previous && previous.answer.length + answer.length < BRIEF_TEXT_MAX) previous.answer = `${previous.answer} ${answer}`;
      continue;
    }
    taken.push(...keywords);
    facts.push({ topic: topicOf(keywords), keywords, answer });
  }
  return facts;
}

/** The character as the scenario writer reads them: their name, first name and gender, when the prose states one. */
function characterRef(prose: Prose): CharacterRef | null {
  const name = prose.character.name.trim();
  if (!name || !prose.pronoun) return null;
  return { name, firstName: firstNameOf(name), gender: prose.pronoun === 'she' ? 'Female' : 'Male' };
}

/** A sentence about the character, said by them: names anywhere, appositives and joined verbs in the first person. */
function inOwnVoice(sentence: string, prose: Prose): string {
  const ref = characterRef(prose);
  return ref ? toCharacterVoice(sentence, ref) : toFirstPerson(sentence, prose.character);
}

/**
 * What the character knows of the prose's sentences: never the learner's side ("You are a nurse manager."), and of
 * a sentence that says how they come across ("She is outgoing and says what she thinks") only what else it states.
 */
function knownSentences(sentences: readonly string[], prose: Prose): { told: string[]; traits: string[] } {
  const ref = characterRef(prose);
  const told: string[] = [];
  const traits: string[] = [];
  for (const sentence of sentences) {
    if (/^(?:you|your)\b/i.test(sentence.trim())) continue;
    const reading = ref ? readTraits(sentence, ref) : { trait: null, manner: [], rest: sentence };
    if (reading.trait) traits.push(reading.trait);
    if (reading.rest) told.push(reading.rest);
  }
  return { told, traits };
}

// "Helen does not yet know.": the sentence before it is news to the character, so neither is something they say.
const UNKNOWN_TO_CHARACTER = /^[\p{L}\s]{1,40}\b(?:does not|doesn't|do not) (?:yet )?know\b[^.]{0,30}[.!]?$|\b(?:is|are) (?:not yet aware|unaware)\b/iu;

function withoutUnknown(sentences: readonly string[]): string[] {
  const unknown = new Set<number>();
  sentences.forEach((sentence, index) => {
    if (!UNKNOWN_TO_CHARACTER.test(sentence)) return;
    unknown.add(index);
    if (index > 0) unknown.add(index - 1);
  });
  return sentences.filter((_sentence, index) => !unknown.has(index));
}

function placeIn(texts: readonly string[]): string {
  for (const text of texts) {
    const match = PLACE.exec(text);
    const place = match?.[1]?.split(/,\s*|\s+/).filter((word) => !NOT_PLACES.has(word)).join(' ');
    if (place) return match?.[1]?.includes(',') ? match[1] : place;
  }
  return '';
}

function organisationIn(texts: readonly string[]): string {
  for (const text of texts) {
    const match = ORGANISATION.exec(text);
    if (match?.[1]) return withoutFinalStop(match[1]);
  }
  return '';
}

function traitIn(sentences: readonly string[], prose: Prose): string {
  for (const sentence of sentences) {
    const subject = new RegExp(`^(?:${[...(prose.pronoun ? [prose.pronoun] : []), escapeRegExp(prose.character.name.trim()), escapeRegExp(prose.character.name.split(/\s+/)[0] ?? '')].filter(Boolean).join('|')})\\s+(?=is|are|seems|comes|sounds)`, 'i');
    const rest = sentence.replace(subject, '');
    if (rest === sentence) continue;
    const trait = TRAIT.exec(rest)?.[1]
      ?.split(/\s+(?:that|who|which|because)\b|,\s*(?=[a-z]+s\b)/)[0]
      ?.trim()
      .replace(/,$/, '');
    if (trait) return clip(trait, BRIEF_SHORT_TEXT_MAX);
  }
  return '';
}

export function briefFromProse(character: CharacterProfile, overview: string): CharacterBrief {
  const prose = readProse(character);
  const name = character.name.trim() || 'The other person';
  const opener = QUOTED_OPENER.exec(character.scenarioSnippet)?.[1]?.trim();
  const known = knownSentences(withoutUnknown([...prose.sentences.background, ...prose.sentences.snippet].filter((sentence) => !isOpenerSentence(sentence))), prose);
  const told = known.told;
  const open = told.filter((sentence) => !HIDDEN_SENTENCE.test(sentence));
  const kept = told.filter((sentence) => HIDDEN_SENTENCE.test(sentence));
  const facts = factsOf(open, prose).slice(0, BRIEF_MAX_FACTS);
  const hiddenFacts: BriefHiddenFact[] = factsOf(kept, prose)
    .map((fact) => ({ ...fact, unlock: 'empathy' as const }))
    .slice(0, BRIEF_MAX_HIDDEN_FACTS);
  const condition = positiveCondition(prose);
  const situation = [...prose.sentences.background, ...prose.sentences.snippet].join(' ') || withoutGoal(overview) || `${name} is in a conversation at work.`;
  return {
    identity: {
      name: clip(name, BRIEF_SHORT_TEXT_MAX),
      age: clip(character.age.trim(), BRIEF_SHORT_TEXT_MAX),
      gender: clip(character.gender.trim(), BRIEF_SHORT_TEXT_MAX),
      occupation: clip(character.occupation.trim() || 'Not stated', BRIEF_SHORT_TEXT_MAX),
      organisation: clip(organisationIn([character.occupation, ...prose.sentences.background.slice(0, 1)]), BRIEF_SHORT_TEXT_MAX),
      location: clip(placeIn([character.occupation, ...prose.sentences.background, ...prose.sentences.snippet]), BRIEF_SHORT_TEXT_MAX),
      language: '',
      personality: clip(known.traits[0] ?? '', BRIEF_SHORT_TEXT_MAX) || traitIn(prose.sentences.background, prose) || traitIn(prose.sentences.snippet, prose) || 'Not stated',
      tone: traitIn(prose.sentences.snippet, prose),
      speakingStyle: '',
    },
    situation: clip(situation, BRIEF_LONG_TEXT_MAX),
    facts,
    hiddenFacts,
    objections: objectionsOf(prose, condition),
    outcome: outcomeOf(prose, condition),
    openingLine: clip(opener ?? 'Hello.', BRIEF_TEXT_MAX),
  };
}

function withoutGoal(overview: string): string {
  return splitSentences(overview)
    .filter((sentence) => !GOAL_SENTENCE.test(sentence))
    .join(' ');
}

/** The learner's side: the overview as they see it, and their goal from a "A good outcome: …" or "My goal: …" sentence. */
export function learnerBriefFromProse(overview: string, otherTexts: readonly string[] = []): LearnerBrief {
  const goalSentence = [overview, ...otherTexts].flatMap((text) => splitSentences(text)).find((sentence) => GOAL_SENTENCE.test(sentence));
  const goal = goalSentence ? (GOAL_SENTENCE.exec(goalSentence)?.[1] ?? '').trim() : '';
  const situation = withoutGoal(overview) || 'You are in a conversation at work.';
  return {
    situation: clip(situation, BRIEF_LONG_TEXT_MAX),
    goal: clip(goal ? capitalize(goal) : '', BRIEF_TEXT_MAX),
  };
}
