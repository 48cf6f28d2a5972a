// Says a sentence of the person's description from another side: the character's own voice ("he is waiting" → "I am
// waiting"), the learner's "you" form ("owes us" → "owes you"), or a neutral third person for the brief's situation.
// The person's words are kept; only pronouns, the verb right after them and the "Dmitri says" frame change.
import { contentStems, isStopWord, wordsOf } from '../text.ts';

/** Who the character is in a sentence: their full name and first name, and their gender's pronouns. */
export interface CharacterRef {
  name: string;
  firstName: string;
  gender: 'Female' | 'Male';
}

const BE_FORMS: Record<string, string> = { is: 'am', "isn't": "am not", was: 'was', "wasn't": "wasn't", has: 'have', "hasn't": "haven't", does: 'do', "doesn't": "don't" };
// Words after a subject that are not verbs to conjugate.
const NOT_VERBS = new Set(['also', 'always', 'never', 'often', 'still', 'only', 'just', 'now', 'usually', 'rarely', 'sometimes', 'really', 'already', 'says', 'thinks']);

/** "prefers" → "prefer", "worries" → "worry", "pushes" → "push": the first-person form of a third-person verb. */
function firstPersonVerb(word: string): string {
  const lower = word.toLowerCase();
  if (BE_FORMS[lower]) return BE_FORMS[lower]!;
  if (NOT_VERBS.has(lower) || !/s$/.test(lower) || /(?:ss|us|is)$/.test(lower)) return word;
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes|oes)$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Conjugates the verb after each "I" (and after "and" in the same clause): "I prefers" → "I prefer". */
function conjugateAfterI(text: string): string {
  // "I used to be the top performer but has missed…": a second verb of the same subject.
  const joined = /^I\b/.test(text) ? text.replace(/\b(but|and)\s+(has|is|was|does)\b/g, (_match, joiner: string, verb: string) => `${joiner} ${firstPersonVerb(verb)}`) : text;
  return joined
    .replace(/\b(I)\s+([\p{L}'’]+)/gu, (_match, subject: string, verb: string) => `${subject} ${firstPersonVerb(verb)}`)
    .replace(/\b(I\s+(?:am|have|do)\b[^,.;]*?\band)\s+([\p{L}'’]+)/gu, (_match, head: string, verb: string) => `${head} ${firstPersonVerb(verb)}`);
}

/**
 * A sentence about the character, said by the character: "Dmitri says the invoice was sent to the wrong cost centre
 * and he is waiting for a PO from his team" → "The invoice was sent to the wrong cost centre and I am waiting for a PO
 * from my team." The learner's "us" and "I" become "you".
 */
export function toCharacterVoice(sentence: string, character: CharacterRef): string {
  const names = [character.name, character.firstName].filter(Boolean).map(escape).join('|');
  const pronoun = character.gender === 'Female' ? 'she' : 'he';
  let text = sentence.trim();
  // "Dmitri says (that) …", "She claims …": the frame goes, what is said stays.
  text = text.replace(new RegExp(String.raw`^(?:${names}|${pronoun})\s+(?:(?:says|said|claims|explains|thinks|believes|feels)\s+(?:that\s+)?|insists\s+that\s+)`, 'iu'), '');
  // The learner's side first, so the character's "I" below is not turned into "you".
  text = text
    .replace(/\b(?:we|We)\s+are\b/g, 'you are')
    .replace(/\b(?:I|i)\s+am\b/g, 'you are')
    .replace(/\bI['’]m\b/g, "you're")
    .replace(/\b(?:us|me)\b/g, 'you')
    .replace(/\b(?:our|my)\b/gi, 'your')
    .replace(/\b(?:we|I)\b/g, 'you')
    .replace(/\bWe\b/g, 'You');
  const subject = character.gender === 'Female' ? '(?:she|She)' : '(?:he|He)';
  const object = character.gender === 'Female' ? '(?:her|Her)' : '(?:him|Him)';
  const possessive = character.gender === 'Female' ? '(?:her|Her)' : '(?:his|His)';
  text = text
    // "Mark, 34, used to…", "Helen Carter, the CFO of Northwind, wants…": the appositive goes with the name.
    .replace(new RegExp(String.raw`^(?:${names})\s*,\s*[^,]{1,60},\s*(?=\p{Ll})`, 'u'), 'I ')
    .replace(new RegExp(String.raw`\b(?:${names})(?:['’]s)\b`, 'gu'), 'my')
    .replace(new RegExp(String.raw`^(?:${names})\b`, 'u'), 'I')
    .replace(new RegExp(String.raw`\b(?:${subject})\b`, 'gu'), 'I')
    .replace(new RegExp(String.raw`\b(?:himself|herself)\b`, 'giu'), 'myself');
  if (character.gender === 'Female') {
    // "her" before a noun is "my", otherwise "me".
    text = text.replace(/\b[Hh]er\b(\s+[\p{L}]+)?/gu, (_match, next: string | undefined) => (next && !isStopWord(next.trim()) ? `my${next}` : `me${next ?? ''}`));
  } else {
    text = text.replace(new RegExp(String.raw`\b${possessive}\b`, 'gu'), 'my').replace(new RegExp(String.raw`\b${object}\b`, 'gu'), 'me');
  }
  text = conjugateAfterI(text);
  return ensureStop(capitalize(text));
}

/** A sentence of the description as the learner reads it: their "I", "we", "us" and "our" become "you" and "your". */
export function toLearnerVoice(sentence: string): string {
  const text = sentence
    .trim()
    .replace(/\bI\s+am\b/g, 'you are')
    .replace(/\bI\s+was\b/g, 'you were')
    .replace(/\bI['’]m\b/g, "you're")
    .replace(/\bI['’](ve|d|ll)\b/g, "you'$1")
    .replace(/\b[Ww]e\s+are\b/g, 'you are')
    .replace(/\b[Ww]e\s+were\b/g, 'you were')
    .replace(/\b[Ww]e['’]re\b/g, "you're")
    .replace(/\b(?:I|we|We|us)\b/g, 'you')
    .replace(/\bme\b/g, 'you')
    .replace(/\b(?:[Mm]y|[Oo]ur)\b/g, 'your')
    .replace(/\b(?:myself|ourselves)\b/g, 'yourself')
    .replace(/\b(?:mine|ours)\b/g, 'yours');
  return ensureStop(capitalize(text));
}

/**
 * A sentence of the description in the third person, for people reading the brief: the learner ("I", "we", "you")
 * becomes `party` ("the software supplier") or "they".
 */
export function toThirdPerson(sentence: string, party: string | null, counterpart: string): string {
  let text = sentence.trim();
  // "You are a product specialist from RotaCare visiting the clinic" → "The other person is a product specialist …".
  text = text.replace(/^(?:You\s+are|You['’]re|I\s+am|I['’]m)\s+/i, `${capitalize(counterpart)} is `);
  const owner = party ? `${party}'s` : 'their';
  text = text
    .replace(/\b(?:us)\b/g, party ?? 'them')
    .replace(/\b(?:[Oo]ur)\b/g, owner)
    .replace(/\b[Ww]e\s+are\b/g, party ? `${party} is` : 'they are')
    .replace(/\b[Ww]e\s+have\b/g, party ? `${party} has` : 'they have')
    .replace(/\b[Ww]e\b/g, party ?? 'they')
    .replace(/\bI\s+am\b/g, 'they are')
    .replace(/\bI\s+was\b/g, 'they were')
    .replace(/\b(?:I|you|You)\s+are\b/g, 'they are')
    .replace(/\b(?:I|you|You)\b(?=\s+\p{L})/gu, 'they')
    .replace(/\b(?:me|you)\b/g, 'them')
    .replace(/\b(?:[Mm]y|[Yy]our)\b/g, 'their');
  return ensureStop(capitalize(text));
}

export function ensureStop(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]["”’)]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

// Codes, amounts and figures the learner may say back: "INV-2291", "EUR 48,300", "67 days", "20%".
const FIGURE = /\b(?:[A-Z]{2,}-?\d[\w-]*|(?:EUR|USD|GBP|CHF|€|\$|£)\s?\d[\d,.]*(?:\s?(?:k|m|million|thousand))?|\d[\d,.]*\s?(?:%|days?|weeks?|months?|years?|hours?|minutes?|euros?|dollars?|pounds?|nurses?|staff|people)?)/g;

/** The figures and codes a text states, as written. */
export function figuresIn(text: string): string[] {
  const found = Array.from(text.matchAll(FIGURE), (match) => match[0].trim().replace(/[.,]$/, ''));
  return [...new Set(found.filter((figure) => figure.length >= 2 || /\d/.test(figure)))];
}

// Words too general to name a topic.
const WEAK_WORDS = new Set([
  'about', 'again', 'also', 'because', 'before', 'after', 'still', 'really', 'every', 'other', 'their', 'there', 'these', 'those', 'which', 'while',
  'would', 'could', 'should', 'being', 'since', 'until', 'around', 'through', 'without', 'within', 'while', 'wants', 'needs', 'thinks', 'feels',
  'asks', 'says', 'tells', 'makes', 'takes', 'gives', 'gets', 'keeps', 'goes', 'comes', 'prefers', 'waiting', 'sent', 'been', 'have', 'having',
  'least', 'most', 'agree', 'least', 'than', 'into', 'onto', 'over', 'once', 'each',
]);
const KEYWORD_PATTERN = /[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu;

/** Topic words of a sentence: its figures and codes, then its longer content words, at most `max`, names left out. */
export function keywordsOf(sentence: string, max: number, leaveOut: readonly string[] = []): string[] {
  const skip = new Set(leaveOut.flatMap((name) => wordsOf(name)));
  const keywords: string[] = [...figuresIn(sentence)];
  for (const word of (sentence.toLowerCase().match(KEYWORD_PATTERN) ?? []).map((found) => found.replace(/['’]s$/, ''))) {
    if (keywords.length >= max) break;
    if (word.length < 4 || isStopWord(word) || WEAK_WORDS.has(word) || skip.has(word) || /^\d/.test(word)) continue;
    if (!keywords.some((keyword) => keyword.toLowerCase() === word)) keywords.push(word);
  }
  return keywords.slice(0, max).map((keyword) => keyword.slice(0, 40));
}

/** Whether two texts share enough content words to be about the same thing. */
export function overlaps(left: string, right: string): boolean {
  const a = contentStems(left);
  let shared = 0;
  for (const stem of contentStems(right)) if (a.has(stem)) shared += 1;
  return shared >= Math.min(3, Math.max(1, a.size));
}
