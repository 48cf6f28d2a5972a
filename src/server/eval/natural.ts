// The natural set's measures (natural-cases.ts), as pure functions of a character brief and the replies: whether a
// natural question got its fact, whether an unanswerable one got an invented detail, whether a conversational act
// got a reply that takes part in the conversation, and which replies say a brief's topic label as prose. Every rule
// here reads the brief and the reply only; none reads an engine's word lists. Edit a rule and its test (natural.test.ts).
import type { CharacterBrief } from '../../shared/contracts/character-brief.ts';
import type { NaturalActKind } from './natural-cases.ts';

/** A sentence of the brief counts when it has at least this many words ("Nobody did." alone would match too much). */
export const MIN_BRIEF_SENTENCE_WORDS = 3;

/** Lower case, curly quotes straightened, every run of other characters than letters and digits one space. */
export function normalisedText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A reply or a brief cut after each end mark and at line breaks, as the evaluation's checks read them (plainer than the engine's). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

function wordCount(text: string): number {
  return normalisedText(text).split(' ').filter(Boolean).length;
}

/** Whether `text` holds `phrase` as whole words, case and punctuation ignored. */
export function hasPhrase(text: string, phrase: string): boolean {
  const needle = normalisedText(phrase);
  return needle.length > 0 && ` ${normalisedText(text)} `.includes(` ${needle} `);
}

/** The first sentence of `sources` (of at least {@link MIN_BRIEF_SENTENCE_WORDS} words) that the reply says, or null. */
export function sentenceSaidFrom(reply: string, sources: readonly string[]): string | null {
  for (const source of sources) {
    for (const sentence of sentencesOf(source)) {
      if (wordCount(sentence) >= MIN_BRIEF_SENTENCE_WORDS && hasPhrase(reply, sentence)) return sentence;
    }
  }
  return null;
}

/** The answer the brief gives on `topic` (a fact's or a hidden fact's), or null when no fact has that topic. */
export function answerOnTopic(brief: CharacterBrief, topic: string): string | null {
  return [...brief.facts, ...brief.hiddenFacts].find((fact) => fact.topic === topic)?.answer ?? null;
}

/** Whether the reply answers a natural question: it says a sentence of the answer the brief gives on `topic`. */
export function answersFromBrief(reply: string, brief: CharacterBrief, topic: string): boolean {
  const answer = answerOnTopic(brief, topic);
  return answer !== null && sentenceSaidFrom(reply, [answer]) !== null;
}

/** Every string of the brief: identity, situation, facts (keywords included), objections and outcome. */
function briefStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(briefStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(briefStrings);
  return [];
}

const NUMBER_WORDS = new Set([
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen',
  'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred', 'thousand', 'million',
]);
const DATE_WORDS = new Set([
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
]);

/** The numbers of a text ("£1,200", "8.30", "12%" → "1200", "8.30", "12"), a sentence's closing full stop left out. */
function numbersOf(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((number) => number.replaceAll(',', ''));
}

/**
 * The details a reply states that the brief and the question do not: numbers (digits, money amounts, "twelve"),
 * dates (weekday and month names, capitalised; "may" the verb is left alone) and proper names (a capitalised word
 * that does not open a sentence). A word counts as known when it appears anywhere in the brief or in the question
 * ("Was it Dave?" → "I don't know Dave" invents nothing). A name opening a sentence is not seen: a known limit.
 */
export function inventedDetails(reply: string, brief: CharacterBrief, question = ''): string[] {
  const source = [...briefStrings(brief), question].join(' \n ');
  const known = new Set(normalisedText(source).split(' '));
  const knownNumbers = new Set(numbersOf(source));
  const invented: string[] = [];
  const note = (word: string) => {
    const isKnown = normalisedText(word).split(' ').every((part) => known.has(part));
    if (!isKnown && !invented.includes(word)) invented.push(word);
  };
  for (const number of numbersOf(reply)) if (!knownNumbers.has(number) && !invented.includes(number)) invented.push(number);
  for (const sentence of sentencesOf(reply.replace(/[’‘]/g, "'"))) {
    const words = sentence.split(/[\s:;,()"“”]+/).map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, '')).filter(Boolean);
    words.forEach((word, index) => {
      const bare = word.replace(/'s$/i, '');
      const lower = bare.toLowerCase();
      if (NUMBER_WORDS.has(lower)) return note(bare);
      const isCapitalised = /^\p{Lu}\p{Ll}/u.test(bare);
      if (DATE_WORDS.has(lower) && isCapitalised) return note(bare);
      if (index > 0 && isCapitalised && !/^I'/.test(bare)) note(bare);
    });
  }
  return invented;
}

// "I don't know", "I couldn't tell you", "not something I can speak to", "not my area", "no idea", "not sure".
const DONT_KNOW: readonly RegExp[] = [
  /\b(?:don't|do not|dont|didn't|did not)\s+(?:really\s+)?know\b/i,
  /\b(?:couldn't|could not|can't|cannot|can not)\s+(?:really\s+)?(?:tell you|say|speak to|comment|help (?:you )?with that)\b/i,
  /\bnot something I (?:can|could) (?:speak to|say|answer)\b/i,
  /\bnot (?:really )?my (?:area|place|department)\b/i,
  /\bno idea\b/i,
  /\bnot sure\b/i,
  /\bnot something I(?:'d| would) know\b/i,
  /\bnot the one to ask\b/i,
  /\b(?:don't|do not) have (?:a|the) (?:name|number|figure)\b/i,
  /\bcouldn't give you an exact\b/i,
];

// Steering the learner back to a topic instead of taking their line: "Can we get back to …", "Where does that leave …".
const GET_BACK: readonly RegExp[] = [/\b(?:get|go|come|getting|going|coming)\s+back\s+to\b/i, /\bwhere does that leave\b/i];

const straightened = (text: string) => text.replace(/[’‘]/g, "'");

/** Whether the reply says it does not know or that the matter is not its to speak to. */
export function isDontKnowReply(reply: string): boolean {
  return DONT_KNOW.some((pattern) => pattern.test(straightened(reply)));
}

/** Whether the reply asks to get back to a topic (or asks where the line leaves one) instead of taking the line. */
export function asksToGetBack(reply: string): boolean {
  return GET_BACK.some((pattern) => pattern.test(straightened(reply)));
}

/** A need, want or wish in the first person: "I need…", "we'd want…", "I would…", "I'd rather…". */
export function statesNeed(reply: string): boolean {
  return /\b(?:I|we)(?:'d|\s+(?:still\s+|really\s+|just\s+|do\s+|would\s+|will\s+)?(?:need|want|would)\b)/i.test(straightened(reply));
}

/** Everything the brief has the character say: fact and hidden answers, objections, resolved lines, opening, agreement, walk-away. */
export function characterSays(brief: CharacterBrief): string[] {
  return [
    brief.openingLine,
    ...brief.facts.map((fact) => fact.answer),
    ...brief.hiddenFacts.map((fact) => fact.answer),
    ...brief.objections.flatMap((objection) => [objection.objection, objection.resolvedLine, objection.resolvedBy]),
    ...brief.outcome.requires.map((requirement) => requirement.label),
    brief.outcome.agreement,
    brief.outcome.agreementLine,
    brief.outcome.walkAwayLine,
  ];
}

function firstName(brief: CharacterBrief): string {
  return brief.identity.name.trim().split(/\s+/)[0] ?? brief.identity.name;
}

/**
 * Why a reply to a conversational act fails, or [] when it takes part. Every kind: not a don't-know reply, and (all
 * but `offTopic`, whose reply should go back to the matter) not a "let's get back to …". Then by kind: `identity`
 * names the first name or occupation; `summary` adds nothing more (the don't-know rule covers "can't speak to");
 * `concern` says a sentence of a fact, hidden fact or objection; `proposal` and `nextStep` say a sentence of the
 * outcome lines, an objection or resolved line, or a fact, or state a need ("I'd want…"); `offTopic` says a sentence
 * of the character's lines or names one of the brief's keywords.
 */
export function actFaults(kind: NaturalActKind, reply: string, brief: CharacterBrief): string[] {
  const faults: string[] = [];
  if (reply.trim() === '') return ['no reply'];
  if (isDontKnowReply(reply)) faults.push("answers as if it did not know or it was not theirs to speak to");
  if (kind !== 'offTopic' && asksToGetBack(reply)) faults.push('steers back to a topic instead of taking the line');
  const facts = [...brief.facts, ...brief.hiddenFacts].map((fact) => fact.answer);
  const objections = brief.objections.map((objection) => objection.objection);
  switch (kind) {
    case 'identity': {
      if (!hasPhrase(reply, firstName(brief)) && !hasPhrase(reply, brief.identity.occupation)) faults.push(`names neither ${firstName(brief)} nor "${brief.identity.occupation}"`);
      break;
    }
    case 'summary':
      break;
    case 'concern': {
      if (sentenceSaidFrom(reply, [...facts, ...objections]) === null) faults.push('brings up nothing the brief gives the character');
      break;
    }
    case 'proposal':
    case 'nextStep': {
      const lines = [brief.outcome.agreementLine, brief.outcome.walkAwayLine, ...brief.objections.flatMap((objection) => [objection.objection, objection.resolvedLine]), ...facts];
      if (sentenceSaidFrom(reply, lines) === null && !statesNeed(reply)) faults.push('does not respond to it: no outcome line, objection, fact or need');
      break;
    }
    case 'offTopic': {
      const keywords = [...brief.facts, ...brief.hiddenFacts, ...brief.objections].flatMap((item) => item.keywords);
      if (sentenceSaidFrom(reply, characterSays(brief)) === null && !keywords.some((keyword) => hasPhrase(reply, keyword))) faults.push('does not go back to the matter');
      break;
    }
  }
  return faults;
}

const THIRD_PERSON = /\b(?:he|she|him|his|her|hers|they|them|their)\b/i;

/**
 * The brief's topics that only a label could put in a reply: after a leading "the/a/an", two words or more or a
 * third-person word ("What he paid", "Calls so far", "Her future"), and found (whole words) in nothing the brief has
 * the character say. One-word topics ("Budget", "The oven") are words any reply may use, so they are left out.
 */
export function labelOnlyTopics(brief: CharacterBrief): string[] {
  const said = characterSays(brief).join(' \n ');
  const topics = [...brief.facts, ...brief.hiddenFacts].map((fact) => fact.topic.trim().replace(/^(?:the|a|an)\s+/i, ''));
  return [...new Set(topics)].filter((topic) => (wordCount(topic) >= 2 || THIRD_PERSON.test(topic)) && !hasPhrase(said, topic));
}

/** The label-only topics (see {@link labelOnlyTopics}) a reply says, whole words, case ignored. */
export function topicLabelsIn(reply: string, brief: CharacterBrief): string[] {
  return labelOnlyTopics(brief).filter((topic) => hasPhrase(reply, topic));
}
