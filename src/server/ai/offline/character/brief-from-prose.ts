// A character brief read from a scenario's prose fields: the description written before scenarios had a brief, or a
// session started before then. It is a faithful reader, not a writer: identity from the character's fields, one fact
// per sentence of the background and the scene (in the first person where the grammar is simple), an objection from
// "escalates if / does not want" style sentences, the outcome from "responds well to / softens when" ones, the opening
// line from the scene's quoted opener, and the learner's side from the overview. Nothing is added that the prose does
// not say; where the contract needs a line the prose lacks, the line says nothing about the world (no name, no figure).
import type { BriefFact, BriefHiddenFact, BriefObjection, BriefOutcome, BriefRequirement, CharacterBrief, LearnerBrief } from '../../../../shared/contracts/character-brief.ts';
import {
  BRIEF_KEYWORD_MAX_LENGTH,
  BRIEF_LONG_TEXT_MAX,
  BRIEF_MAX_FACTS,
  BRIEF_MAX_HIDDEN_FACTS,
  BRIEF_MAX_KEYWORDS,
  BRIEF_MAX_REQUIREMENTS,
  BRIEF_SHORT_TEXT_MAX,
  BRIEF_TEXT_MAX,
} from '../../../../shared/contracts/character-brief.ts';
import type { CharacterProfile } from '../../contracts/character-reply.ts';
import { isStopWord, mentionsKeyword, quote, splitSentences, stemWord, withoutFinalStop, wordsOf } from '../text.ts';

const QUOTED_OPENER = /(?:opens with|says|starts with|begins with)[:,]?\s*["“]([^"”]{4,400})["”]/i;
const OPENER_CLAUSE = /[^.!?]*\b(?:opens with|says|starts with|begins with)[:,]?\s*["“][^"”]{4,400}["”]\.?/gi;
const GOAL_SENTENCE = /^(?:a good outcome|my goal|the goal|your goal|goal)\s*(?:is)?\s*[:\-–]\s*(.+)$/i;
// Sentences that say what the character keeps to themselves: told to no one, not yet known to others.
const HIDDEN_SENTENCE = /\b(?:(?:has|have) not told|hasn't told|not told anyone|told no one|keeps? (?:it )?to (?:him|her|them)sel(?:f|ves)|privately|secretly|in private)\b/i;
// What raises a concern, and what the character does then.
const NEGATIVE_SENTENCE =
  /\b(?:escalates? if|shuts? down if|disengages? if|ends? the (?:call|conversation|meeting)|reacts? badly to|pushes? back on|does not want|doesn't want|dislikes?|hates?|make (?:him|her|them) (?:ask|end|leave|start)|will not|won't)\b/i;
// What wins the character over.
const POSITIVE_SENTENCE =
  /\b(?:responds? well to|reacts? well to|softens? when|opens? up when|rewards?|listens? to|accepts?|is open to|will agree|agrees? to|stays? committed if|respects?|needs?|wants?)\b/i;
const POSITIVE_TRIGGER = /^.*?\b(?:responds? well to|reacts? well to|softens? when|opens? up when|rewards|listens to|accepts|is open to|will agree to (?:a next step|it)? ?(?:if|when)?|agrees? to|stays? committed if|respects|needs|wants)\s+/i;
const NEGATIVE_TRIGGER = /^.*?\b(?:escalates? if|shuts? down if|disengages? if|reacts? badly to|pushes? back on|does not want|doesn't want|dislikes?|hates?)\s+/i;
// "in Portugal", "from Leeds", "based in Mértola": a capitalised place after a place preposition.
const PLACE = /\b(?:from|in|based in|lives in|near)\s+((?:[A-Z][\p{L}'-]+)(?:(?:,\s*|\s+)[A-Z][\p{L}'-]+){0,2})/u;
const NOT_PLACES = new Set(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'English', 'I']);
// "at a regional hospital", "for Northwind Ltd": where they work.
const ORGANISATION = /\b(?:at|works for|working for|employed by)\s+((?:a|an|the)\s+[\p{L}\s'-]{3,60}?|[A-Z][\p{L}&'-]+(?:\s+[A-Z][\p{L}&'-]+){0,3})(?=[,.;]|\s+(?:in|from|who|and|where|which|since|for)\b|$)/u;
// "He is polite at first but short on time": how they are.
const TRAIT = /^(?:is|are|seems|comes across as|sounds)\s+(?!a\b|an\b|the\b|not\b|\d|responsible\b|used\b|now\b|still\b|also\b|about\b|on\b|in\b|at\b|from\b)([\p{L}][\p{L}\s,'-]{2,80}?)(?=,?\s+(?:and\s+)?(?:he|she|they|who|but he|but she)\b|[.;]|$)/iu;
// Words that say nothing about a topic: time words, counting words, the roles of a practice session, common verbs.
const GENERIC_WORDS = new Set(
  (
    'year years old ago since time times today week weeks month months learner scenario character person people conversation meeting agent ' +
    'two three four five six seven eight nine ten eleven twelve twice once fourth third second ' +
    'new used uses joins opens hears hear making make makes already ready everything another without followed following whether ' +
    'started start wonder expects expect told asks asked ask wants needs tests whether instead rather'
  ).split(/\s+/),
);
// A learner says "sorry" where the prose says "apologises"; a few such pairs let a requirement hear them.
const SAME_MEANING: Record<string, readonly string[]> = {
  apologis: ['sorry', 'apologies'],
  summaris: ["what I'm hearing", 'if I understood'],
  date: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'tomorrow'],
  listen: ['I hear you', 'tell me more'],
};
const MAX_KEYWORDS_PER_FACT = 6;
const MAX_OBJECTIONS = 3;
const MIN_KEYWORD_LETTERS = 3;

/** What the prose says about the character, gathered once. */
interface Prose {
  character: CharacterProfile;
  nameWords: Set<string>;
  pronoun: 'he' | 'she' | null;
  sentences: { background: string[]; snippet: string[]; relevance: string[] };
}

function readProse(character: CharacterProfile): Prose {
  const gender = character.gender.trim().toLowerCase();
  const forPeople = (text: string) => splitSentences(text).filter((sentence) => !GOAL_SENTENCE.test(sentence));
  return {
    character,
    nameWords: new Set(wordsOf(character.name).map(stemWord)),
    pronoun: gender.startsWith('f') || gender === 'woman' ? 'she' : gender.startsWith('m') || gender === 'man' ? 'he' : null,
    sentences: {
      background: forPeople(character.background),
      // The quoted opener is the opening line, not a fact; cut before splitting, as a quote holds sentences of its own.
      snippet: forPeople(character.scenarioSnippet.replace(OPENER_CLAUSE, ' ')),
      relevance: forPeople(character.relevanceToScenario),
    },
  };
}

function clip(text: string, max: number): string {
  return text.length > max ? quote(text, max) : text;
}

// --- First person -------------------------------------------------------------------------------------------------

const SUBJECT_VERBS: Record<string, string> = { is: "I'm", was: 'I was', has: 'I have', does: 'I do', "isn't": "I'm not", "doesn't": "I don't", "hasn't": "I haven't", "wasn't": "I wasn't" };
const AUXILIARY_AFTER_I: Record<string, string> = { is: 'am', was: 'was', has: 'have', does: 'do', "isn't": 'am not', "doesn't": "don't", "hasn't": "haven't", "wasn't": "wasn't" };
const ADVERBS = 'still|now|regularly|often|always|never|usually|also|already|just|rarely|sometimes|eventually|mainly|really|only|even|then';
const UNCHANGED_VERB = /^(?:can|could|will|would|should|must|might|may|had|did|used|went|got|made|took|kept|felt|thought|told|said|bought|sold|paid|left|lost|heard|saw|knew|ran|won|began|came|gave)$/i;

// "I have the order ready and does not want…": the second verb of a first-person clause follows the first.
const COORDINATED_VERB =
  /((?:,|\band|\bbut)\s+)(does|has|is|keeps|expects|wants|needs|hopes|feels|thinks|knows|likes|prefers|asks|takes|makes|gets|gives|says|tries|works|runs|hates|dislikes|believes|measures|sees|responds|listens|stays|checks|answers|calls|uses|treats|worries|cares|stops|intends|accepts|arrives|comes|pushes|escalates|softens|rewards)\b/gi;

function firstPersonVerb(verb: string): string {
  const lower = verb.toLowerCase();
  if (SUBJECT_VERBS[lower]) return SUBJECT_VERBS[lower].slice(2);
  if (UNCHANGED_VERB.test(lower) || lower.endsWith('ed')) return verb;
  if (/(?:ss|sh|ch|x|o)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (lower.endsWith('s') && !lower.endsWith('ss') && !lower.endsWith('us')) return verb.slice(0, -1);
  return verb;
}

/** "Marcus bought…", "He is…", "his lunch break": the character speaking of themselves. Other people are left as they are. */
export function toFirstPerson(sentence: string, character: Pick<CharacterProfile, 'name' | 'gender'>): string {
  const gender = character.gender.trim().toLowerCase();
  const pronoun = gender.startsWith('f') ? 'she' : gender.startsWith('m') ? 'he' : null;
  const names = [character.name.trim(), character.name.trim().split(/\s+/)[0] ?? ''].filter((name) => name.length > 1).map(escapeRegExp);
  const subjects = [...names, ...(pronoun ? [pronoun] : [])];
  if (subjects.length === 0) return sentence;
  // A name is the subject at the start of a clause; a pronoun ("he", "she") always is.
  const nameSubject = names.length > 0 ? `(?:(?<=^|[,;]\\s|\\b(?:and|but|that|because|while|when|so)\\s)(?:${names.join('|')}))` : '';
  const subjectWords = [nameSubject, ...(pronoun ? [`\\b${pronoun}`] : [])].filter(Boolean).join('|');
  const subject = new RegExp(`(?:${subjectWords})\\s+(?:(${ADVERBS})\\s+)?(?:(is|was|has|does|isn't|doesn't|hasn't|wasn't)\\b|([a-z]+)\\b)`, 'gi');
  let text = sentence.replace(subject, (_whole, adverb: string | undefined, auxiliary: string | undefined, verb: string | undefined) => {
    const between = adverb ? ` ${adverb}` : '';
    if (auxiliary) return adverb ? `I${between} ${AUXILIARY_AFTER_I[auxiliary.toLowerCase()] ?? auxiliary}` : (SUBJECT_VERBS[auxiliary.toLowerCase()] ?? `I ${auxiliary}`);
    return `I${between} ${firstPersonVerb(verb ?? '')}`;
  });
  // The name anywhere else is the character as an object: "asked Helen for" → "asked me for".
  if (names.length > 0) text = text.replace(new RegExp(`\\b(?:${names.join('|')})\\b(?![’']s)`, 'g'), 'me');
  if (text !== sentence) text = text.replace(COORDINATED_VERB, (_whole, joint: string, verb: string) => `${joint}${firstPersonVerb(verb)}`);
  if (pronoun === 'he') text = text.replace(/\bhimself\b/gi, 'myself').replace(/\bhis\b/gi, 'my').replace(/\bhim\b/gi, 'me');
  if (pronoun === 'she') {
    text = text
      .replace(/\b(make|makes|let|lets|ask|asks|tell|tells|help|helps|give|gives)\s+her\b/gi, '$1 me')
      .replace(/\bherself\b/gi, 'myself')
      .replace(/\bhers\b/gi, 'mine')
      // "her name" is mine; "told her." or "asked her to" is me.
      .replace(/\bher\b(?=\s*(?:[.,;!?]|$)|\s+(?:to|and|that|about|for|if|when|as|in|at|on|with|from|first|a|an|the|something|anything|nothing|more|back|up|off|down|out|away)\b)/gi, 'me')
      .replace(/\bher\b/gi, 'my');
  }
  if (names.length > 0) text = text.replace(new RegExp(`\\b(?:${names.join('|')})['’]s\\b`, 'g'), 'my');
  return text.replace(/^([a-z])/, (letter) => letter.toUpperCase()).replace(/\bi\b/g, 'I');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// --- Keywords -----------------------------------------------------------------------------------------------------

/** The figures and content words of a sentence that name what it is about, the character's own name left out. */
export function keywordsOf(sentence: string, prose: Pick<Prose, 'nameWords'>, max = MAX_KEYWORDS_PER_FACT): string[] {
  const figures = sentence.match(/[£$€]?\d[\d,.]*(?:\s?%|\s?per cent)?/g)?.map((figure) => figure.replace(/[.,]$/, '').trim()) ?? [];
  const isContent = (word: string) =>
    /\p{L}/u.test(word) && word.replace(/[^\p{L}]/gu, '').length >= MIN_KEYWORD_LETTERS && !isStopWord(word) && !GENERIC_WORDS.has(word) && !prose.nameWords.has(stemWord(word));
  const compounds = (sentence.match(/\p{L}+(?:-\p{L}+)+/gu) ?? []).map((word) => word.toLowerCase()).filter((word) => !/\d|year-old/.test(word));
  // Two content words side by side name a thing better than either alone: "washing machine", "order number".
  const tokens = sentence.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  const pairs = tokens.flatMap((word, index) => {
    const next = tokens[index + 1];
    return next && !word.includes('-') && !next.includes('-') && isContent(word) && isContent(next) ? [`${word} ${next}`] : [];
  });
  const inPairs = new Set(pairs.flatMap((pair) => pair.split(' ')));
  const words = wordsOf(sentence).filter((word) => isContent(word) && !inPairs.has(word) && !compounds.some((compound) => compound.split('-').includes(word)));
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const keyword of [...figures.filter((figure) => figure.replace(/\D/g, '').length >= 2 || /[£$€%]/.test(figure)), ...compounds, ...pairs, ...words]) {
    const key = wordsOf(keyword).map(stemWord).join(' ') || keyword;
    if (seen.has(key) || keyword.length > BRIEF_KEYWORD_MAX_LENGTH) continue;
    seen.add(key);
    keywords.push(keyword);
    if (keywords.length >= max) break;
  }
  return keywords;
}

function topicOf(keywords: readonly string[]): string {
  const words = keywords.filter((keyword) => /\p{L}/u.test(keyword)).slice(0, 3);
  const topic = (words.length > 0 ? words : keywords.slice(0, 2)).join(', ');
  return clip(topic.charAt(0).toUpperCase() + topic.slice(1), BRIEF_SHORT_TEXT_MAX);
}

// --- Facts --------------------------------------------------------------------------------------------------------

/**
 * One fact per sentence; a keyword an earlier fact already has is left to that fact, so a learner's word points at one
 * answer. A sentence left with no keyword of its own joins the fact before it, so no sentence is lost.
 */
function factsOf(sentences: readonly string[], prose: Prose): BriefFact[] {
  const facts: BriefFact[] = [];
  const taken: string[] = [];
  for (const sentence of sentences) {
    const answer = clip(toFirstPerson(sentence, prose.character), BRIEF_TEXT_MAX);
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

function isOpenerSentence(sentence: string): boolean {
  return QUOTED_OPENER.test(sentence);
}

// --- Objections and outcome ---------------------------------------------------------------------------------------

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

function objectionsOf(prose: Prose, resolvedBy: string | null): BriefObjection[] {
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

function positiveCondition(prose: Prose): string | null {
  const sentence = [...prose.sentences.relevance, ...prose.sentences.snippet].find((candidate) => POSITIVE_SENTENCE.test(candidate) && !NEGATIVE_SENTENCE.test(candidate));
  return sentence ? afterTrigger(sentence, POSITIVE_TRIGGER) : null;
}

const NEXT_STEP: BriefRequirement = { label: 'a concrete next step', keywords: ['next step', 'follow up', 'send', 'schedule', 'book'] };

function outcomeOf(prose: Prose, condition: string | null): BriefOutcome {
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

// --- Identity -----------------------------------------------------------------------------------------------------

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

// --- The brief ------------------------------------------------------------------------------------------------------

export function briefFromProse(character: CharacterProfile, overview: string): CharacterBrief {
  const prose = readProse(character);
  const name = character.name.trim() || 'The other person';
  const opener = QUOTED_OPENER.exec(character.scenarioSnippet)?.[1]?.trim();
  const told = withoutUnknown([...prose.sentences.background, ...prose.sentences.snippet].filter((sentence) => !isOpenerSentence(sentence)));
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
      personality: traitIn(prose.sentences.background, prose) || traitIn(prose.sentences.snippet, prose) || 'Not stated',
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
    goal: clip(goal ? goal.charAt(0).toUpperCase() + goal.slice(1) : '', BRIEF_TEXT_MAX),
  };
}
