// The created set's checks, as pure functions of a reply (or a report) and what the person wrote: whether a reply
// gives a stated fact, reads out the description, a persona label or the learner's goal or talks about the character
// in the third person, claims a memory it does not have, says it does not know; which sentences two characters share;
// whether an off-topic line got an in-role answer with a way back to what the description is about (by its nouns,
// read with the shared language resources); and, in reports, which quotes praise or criticise, which lines praise
// cites that show none of what the criterion asks,
// whether a "What you uncovered" item cites the line that drew it and whether a "Try saying" line is broken. None
// of them reads the engine's word lists or its brief: they judge what came back against the case alone.
import { leaksIn } from '../metrics.ts';
import { isDontKnowReply, sentencesOf } from '../natural.ts';
import { readWords } from '../../ai/language/lemmas.ts';
import { nounKinds } from '../../ai/language/wordnet.ts';

const STOP_WORDS = new Set(
  (
    'a an the and or but if then so to of in on at by for with from as is are was were be been being am do does did have has had ' +
    'i me my we our us you your he him his she her they them their it its this that these those there here what which who whom ' +
    'when where why how not no yes can could would should will shall may might must just also very really about into over ' +
    'out up down than too all any some more most much many one again still only even back well now get got make made say said ' +
    "i'm i've i'd i'll it's that's don't didn't can't won't we're you're there's let's"
  ).split(' '),
);

/**
 * A text as the checks compare it: lower case, curly quotes straightened, currency signs and thousands commas
 * dropped, "180k" as "180000", "6 pm" and "6pm" alike, every other run of punctuation one space.
 */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[£$€]/g, ' ')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/\b(\d+(?:\.\d+)?)k\b/g, (_, number: string) => String(Math.round(Number(number) * 1000)))
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/(?<![\p{L}\p{N}])'|'(?![\p{L}\p{N}])/gu, ' ')
    .replace(/\b(\d+)\s+(am|pm)\b/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

function words(text: string): string[] {
  const normalised = normalise(text);
  return normalised ? normalised.split(' ') : [];
}

// A word's possessive or plural says the word: "Arjun's" holds "Arjun", "grandsons" holds "grandson".
const INFLECTION = "(?:'s|s'|'|es|s)?";

/**
 * Whether `text` holds `phrase` as whole words, after {@link normalise}, each word also in its possessive or plural
 * ("Arjun's" holds "Arjun"); a time ending in a number holds it too ("5.50am" holds "5 50").
 */
export function hasWords(text: string, phrase: string): boolean {
  const needle = normalise(phrase);
  if (needle.length === 0) return false;
  const haystack = ` ${normalise(text)} `;
  if (haystack.includes(` ${needle} `) || (/\d$/.test(needle) && (haystack.includes(` ${needle}am `) || haystack.includes(` ${needle}pm `)))) return true;
  const inflected = needle.split(' ').map((word) => `${escaped(word)}${/\p{L}$/u.test(word) ? INFLECTION : ''}`).join(' ');
  return new RegExp(` ${inflected} `, 'u').test(haystack);
}

/** Whether the reply holds every expected item (an item's alternatives separated by "|"). */
export function givesExpected(reply: string, expect: readonly string[]): boolean {
  return expect.length > 0 && expect.every((item) => item.split('|').some((alternative) => hasWords(reply, alternative)));
}

function contentWords(text: string): string[] {
  return words(text).filter((word) => word.length >= 4 && !STOP_WORDS.has(word) && !/^\d/.test(word));
}

function runsOf(list: readonly string[], size: number): string[] {
  const runs: string[] = [];
  for (let start = 0; start + size <= list.length; start += 1) runs.push(list.slice(start, start + size).join(' '));
  return runs;
}

/** The runs of `size` words `a` shares with `b` that hold at least `minContent` content words. */
function sharedRuns(a: string, b: string, size: number, minContent: number): string[] {
  const inB = new Set(runsOf(words(b), size));
  return runsOf(words(a), size).filter((run) => inB.has(run) && contentWords(run).length >= minContent);
}

/** Who the character is and what the person wrote, as the leak check reads them. */
export interface LeakContext {
  name: string;
  pronoun: 'he' | 'she';
  /** The description and, for an advanced scenario, the persona prompt. */
  sources: readonly string[];
  labels: readonly string[];
  goal: string;
  /** The scenario's title as typed, which names its matter too ("Donor unhappy about how a gift was spent"). */
  title?: string;
}

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof']);

function nameParts(name: string): string[] {
  return name
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}'-]/gu, ''))
    .filter((part) => part.length > 1 && !TITLES.has(part.toLowerCase()));
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reply with the character's own introductions ("I'm Nadia Brennan", "Nadia here") taken out. */
function withoutIntroductions(reply: string, parts: readonly string[]): string {
  if (parts.length === 0) return reply;
  const part = `(?:${parts.map(escaped).join('|')})`;
  const title = '(?:(?:Mr|Mrs|Ms|Miss|Dr)\\.?\\s+)?';
  const intro = new RegExp(`\\b(?:I'm|I am|this is|my name is|my name's|name's|it's|it is|call me)\\s+${title}${part}(?:\\s+${part})*`, 'gi');
  const signed = new RegExp(`${title}${part}(?:\\s+${part})*\\s+(?:here|speaking)\\b`, 'g');
  return reply.replace(/[’‘]/g, "'").replace(intro, ' ').replace(signed, ' ');
}

/** The character's own name said anywhere in a reply other than to introduce themselves ("Nadia thinks…"). */
export function ownNameSaid(reply: string, name: string): string | null {
  const parts = nameParts(name);
  const rest = withoutIntroductions(reply, parts);
  for (const part of parts) {
    for (const match of rest.matchAll(new RegExp(`(?<![\\p{L}])${escaped(part)}(?:'s)?(?![\\p{L}])`, 'gu'))) {
      const after = rest.slice(match.index + match[0].length);
      // A name standing alone ("Nadia." or "Nadia: a parent") names who is speaking; one that a clause goes on
      // from ("Nadia thinks…", "Mrs Haddad, whose son…, has come in") speaks of them.
      if (/^\s*(?:[:.!?]|$)/.test(after)) continue;
      // A family name that goes on into a firm's ("My firm, Mulvey & Sons, has…", "Mulvey Seafoods") names the
      // business, not its owner: a surname followed by "&" or by a capitalised word that is no part of the name.
      const isSurname = part !== parts[0];
      const nextWord = /^\s+(\p{Lu}[\p{L}'-]*)/u.exec(after)?.[1];
      if (isSurname && (/^\s*&\s*\p{Lu}/u.test(after) || (nextWord !== undefined && !parts.includes(nextWord)))) continue;
      // A family name after another capitalised word names someone or something else of that name: a relative ("My
      // father, Dariush Hosseini") or a business ("Caffè Bianchi"), though not a title ("Mrs Haddad").
      const wordBefore = /(\p{Lu}[\p{L}'-]*)\s+$/u.exec(rest.slice(0, match.index))?.[1];
      if (isSurname && wordBefore !== undefined && !parts.includes(wordBefore) && !TITLES.has(wordBefore.toLowerCase()) && wordBefore !== 'I') continue;
      if (/^\s*,/.test(after) && !/^[^.!?]*\b(?:has|is|was|whose|who)\b/i.test(after)) continue;
      return match[0];
    }
  }
  return null;
}

/** Sentences of the sources whose subject is the character: opening with their name or with their pronoun. */
function sentencesAbout(context: LeakContext): string[] {
  const parts = nameParts(context.name).map((part) => part.toLowerCase());
  return context.sources.flatMap(sentencesOf).filter((sentence) => {
    const first = words(sentence)[0]?.replace(/'s$/, '') ?? '';
    return first === context.pronoun || parts.includes(first);
  });
}

/**
 * A sentence of the reply that speaks of the character as "he"/"she" while saying what the description says of
 * them (a run of four words with two content words from a sentence about them): "She is proud of the business".
 */
export function pronounSelfTalk(reply: string, context: LeakContext): string | null {
  const about = sentencesAbout(context);
  const pronoun = new RegExp(`\\b${context.pronoun}\\b`, 'i');
  for (const sentence of sentencesOf(reply)) {
    if (!pronoun.test(sentence)) continue;
    if (about.some((source) => sharedRuns(sentence, source, 4, 2).length > 0)) return sentence;
  }
  return null;
}

const OWN_PRONOUNS = { she: ['her', 'hers', 'herself'], he: ['his', 'him', 'himself'] } as const;

/**
 * Whether the pronoun at `index` of a source sentence's words can only be the character: no one else is named before
 * it in the sentence, neither by a capitalised name other than the character's nor by a noun for a person.
 */
function refersToCharacter(sourceWords: readonly string[], index: number, written: string, nameWords: readonly string[]): boolean {
  const capitalised = new Set(Array.from(written.matchAll(/(?<![\p{L}'])\p{Lu}[\p{L}'-]*/gu), (match) => match[0].toLowerCase().replace(/'s$/, '')));
  return sourceWords.slice(0, index).every((word, position) => {
    const bare = word.replace(/'s$/, '');
    if (nameWords.includes(bare) || STOP_WORDS.has(bare) || /^\d/.test(bare)) return true;
    // A capitalised word other than the sentence's first may be another person's name.
    if (position > 0 && capitalised.has(bare)) return false;
    return !nounKinds(bare, 1).includes('person');
  });
}

/**
 * A first-person sentence of the reply, said from a sentence of the sources, that keeps a third-person pronoun of the
 * character where the source's pronoun could only be the character ("Lena left her Ford Focus" said as "I left her
 * Ford Focus"). A pronoun that may be someone else's in the source ("her neighbour Tom lets her use his shower") is
 * left alone, so another person's "her" is never counted.
 */
export function ownPronounInFirstPerson(reply: string, context: LeakContext): string | null {
  const nameWords = nameParts(context.name).map((part) => part.toLowerCase());
  const pronouns: readonly string[] = OWN_PRONOUNS[context.pronoun];
  // "her form", "him back": each of the character's pronouns in the sources with the word after it.
  const sources = context.sources.flatMap(sentencesOf).map((source) => {
    const sourceWords = words(source);
    const phrases = sourceWords.flatMap((word, index) =>
      pronouns.includes(word) && sourceWords[index + 1] && refersToCharacter(sourceWords, index, source, nameWords) ? [`${word} ${sourceWords[index + 1]}`] : [],
    );
    return { source, phrases };
  });
  for (const sentence of sentencesOf(reply)) {
    const said = ` ${normalise(sentence)} `;
    if (!/ (?:i|i'm|i've|i'd|my|me) /.test(said)) continue;
    for (const { source, phrases } of sources) {
      const kept = phrases.find((phrase) => said.includes(` ${phrase} `));
      if (kept && sharedRuns(sentence, source, 4, 2).length > 0) return sentence;
    }
  }
  return null;
}

// After "I", a third-person verb ("I says", "I prefers", "I is") shows a sentence turned mechanically from "she".
const I_VERB = /\bI\s+(?:(?:also|still|just|really|never|always|often|usually|sometimes|\w+ly)\s+)?([a-z]+s)\b/g;
const I_VERB_FINE = new Set(['was', 'always', 'perhaps', 'sometimes', 'nevertheless', 'thus', 'as', 'yes', 'plus', 'unless', 'towards', 'afterwards']);

/** "I says", "I thinks": a first person with a third-person verb. */
export function brokenFirstPerson(reply: string): string | null {
  const text = reply.replace(/[’‘]/g, "'");
  // "I's an engineer": "he's" turned by its pronoun alone.
  const contracted = /\bI's\b/.exec(text);
  if (contracted) return contracted[0];
  for (const match of text.matchAll(I_VERB)) {
    const verb = match[1]!;
    if (I_VERB_FINE.has(verb) || /(?:ss|us)$/.test(verb)) continue;
    return match[0];
  }
  return null;
}

/** A content word without a plural or third-person "s" ("feels" and "feel", "times" and "time" alike). */
function lightStem(word: string): string {
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/**
 * The persona or description labels a reply reads out: the label itself (whole words), or, for a label of three
 * content words or more, all of them in one sentence, whatever person the verbs are in ("short-tempered when he
 * feels ignored" read out as "I short-tempered when I feel ignored").
 */
export function labelsSaid(reply: string, labels: readonly string[]): string[] {
  const sentences = sentencesOf(reply).map((sentence) => new Set(contentWords(sentence).map(lightStem)));
  return labels.filter((label) => {
    if (hasWords(reply, label)) return true;
    const keys = [...new Set(contentWords(label).map(lightStem))];
    return keys.length >= 3 && sentences.some((said) => keys.every((key) => said.has(key)));
  });
}

/**
 * A run of five of the goal's words (three of them content words) the reply says: the learner's goal read out.
 * Shorter overlaps ("a delivery date and") are what the character may well want too.
 */
export function goalWordsSaid(reply: string, goal: string): string | null {
  if (!goal.trim()) return null;
  return sharedRuns(reply, goal, 5, 3)[0] ?? null;
}

/**
 * Every way the reply leaks: system words and narration, its own name, "she" self-talk, "her" for itself in a
 * first-person sentence, broken verbs, labels, the goal.
 */
export function leakReasons(reply: string, context: LeakContext): string[] {
  const reasons = leaksIn(reply, context.name).map((leak) => `system word or narration: ${leak}`);
  const name = ownNameSaid(reply, context.name);
  if (name) reasons.push(`its own name in the third person: ${name}`);
  const pronoun = pronounSelfTalk(reply, context);
  if (pronoun) reasons.push(`"${context.pronoun}" about itself: ${pronoun}`);
  const own = ownPronounInFirstPerson(reply, context);
  if (own) reasons.push(`"${OWN_PRONOUNS[context.pronoun][0]}" for itself in a first-person sentence: ${own}`);
  const verb = brokenFirstPerson(reply);
  if (verb) reasons.push(`a third-person verb after "I": ${verb}`);
  for (const label of labelsSaid(reply, context.labels)) reasons.push(`a persona label: ${label}`);
  const goal = goalWordsSaid(reply, context.goal);
  if (goal) reasons.push(`the learner's goal: ${goal}`);
  return reasons;
}

// "I've said what I had to say" closes a conversation; it claims no earlier answer. A telling to someone else ("I have
// told the music school", "I've already explained it to the bank") reports what the character did, not what it said
// in this conversation: only a telling to the listener ("I've told you", "I've already said that") claims memory.
const TO_SOMEONE_ELSE = String.raw`(?![^.!?]*?\bto (?!you\b)\w)`;
const MEMORY_CLAIM = new RegExp(
  String.raw`(?:^|[.!?]\s+)again[,:]|\b(?:as I(?:'ve| have)? (?:said|mentioned|told you|explained)|like I (?:said|mentioned|told you|explained)|I(?:'ve| have) (?:already )?(?:told you|(?:said|mentioned|explained)(?! what\b)${TO_SOMEONE_ELSE})|I already (?:told you|(?:said|mentioned|explained)${TO_SOMEONE_ELSE})|same answer as before|we(?:'ve| have) (?:already )?(?:covered|been over|been through|discussed) (?:that|this|it))\b`,
  'i',
);

/** Whether a reply claims to have said something before ("As I said", "Like I mentioned", "Again, …", "We've covered that"). */
export function claimsMemory(reply: string): boolean {
  return MEMORY_CLAIM.test(reply.replace(/[’‘]/g, "'"));
}

/**
 * Whether a memory claim is false: the reply claims to have said something, but (when the question's fact is known)
 * the fact was not in an earlier reply or is not said again, or (else) the reply says again nothing of what the
 * character said before (two content words in common, or a number).
 */
export function isFalseMemory(reply: string, earlier: readonly string[], expect?: readonly string[]): boolean {
  if (!claimsMemory(reply)) return false;
  if (expect && expect.length > 0) return !(earlier.some((line) => givesExpected(line, expect)) && givesExpected(reply, expect));
  const said = new Set(earlier.flatMap(words));
  const rest = reply.replace(/[’‘]/g, "'").replace(MEMORY_CLAIM, ' ');
  const numbers = words(rest).filter((word) => /^\d/.test(word) && said.has(word));
  const shared = new Set(contentWords(rest).filter((word) => said.has(word)));
  return numbers.length === 0 && shared.size < 2;
}

/** Whether a reply says the character does not know (or it is not theirs to say). */
export function saysDontKnow(reply: string): boolean {
  return isDontKnowReply(reply);
}

/** A sentence as two characters would share it: its words, lower case. */
function sentenceKey(sentence: string): string {
  return words(sentence).join(' ');
}

/** Sentences of at least this many words count as stock when two characters say them. */
export const STOCK_SENTENCE_MIN_WORDS = 4;

/** The sentences (as first said) two or more of the characters say, each once: `replies[i]` is character i's replies. */
export function stockSentences(replies: readonly (readonly string[])[]): string[] {
  const byKey = new Map<string, { sentence: string; characters: Set<number> }>();
  replies.forEach((lines, character) => {
    for (const sentence of lines.flatMap(sentencesOf)) {
      const key = sentenceKey(sentence);
      if (key.split(' ').length < STOCK_SENTENCE_MIN_WORDS) continue;
      const entry = byKey.get(key) ?? { sentence, characters: new Set<number>() };
      entry.characters.add(character);
      byKey.set(key, entry);
    }
  });
  return [...byKey.values()].filter((entry) => entry.characters.size > 1).map((entry) => entry.sentence);
}

// What a scenario is about is a thing, an act or an arrangement (the concert, the loan, the booking), not a person,
// an animal or a time in it: WordNet's file for a noun's commonest sense.
const NOT_A_MATTER = new Set(['person', 'animal', 'time', 'feeling', 'body', 'motive']);

/** The nouns of the description a reader would take as naming its matter: no names, people, animals or times. */
export function matterNouns(description: string): Set<string> {
  return new Set(
    readWords(description)
      .filter((word) => word.isWord && word.pos === 'noun' && !word.stopWord && !/^\p{Lu}/u.test(word.text) && word.lemma.length >= 3 && !/^\d/.test(word.lemma))
      .map((word) => word.lemma)
      .filter((lemma) => !NOT_A_MATTER.has(nounKinds(lemma, 1)[0] ?? '')),
  );
}

/**
 * Why the reply to an off-topic line is not an in-role answer with a way back, or [] when it is: no reply, a
 * don't-know, a leak, a memory claimed, or no way back to the scenario's matter as a reader would see one: a thing
 * the description (the first source) is about, named by the reply and not by the off-topic line ("I'm here about
 * the concert", the title's too), or one of the case's expected facts.
 */
export function offTopicFaults(reply: string, line: string, context: LeakContext, facts: readonly (readonly string[])[]): string[] {
  if (!reply.trim()) return ['no reply'];
  const faults: string[] = [];
  if (saysDontKnow(reply)) faults.push('says it does not know');
  if (claimsMemory(reply)) faults.push('claims to have said something before');
  faults.push(...leakReasons(reply, context));
  const asked = new Set(readWords(line).map((word) => word.lemma));
  const matter = matterNouns(`${context.title ?? ''}. ${context.sources[0] ?? ''}`);
  const back = readWords(reply).some((word) => word.pos === 'noun' && matter.has(word.lemma) && !asked.has(word.lemma));
  if (!back && !facts.some((expect) => givesExpected(reply, expect))) faults.push('no way back to the matter');
  return faults;
}

// ---------------------------------------------------------------------------------------------------------------
// Reports

const QUOTED = /[“"]([^”"]{3,})[”"]/g;

/** The quotes a criterion's feedback holds up as the behaviour done: "…, for example: "x"", "You mostly … ("x")", "You partly …: "x"". */
export function praiseQuotesIn(feedback: string): string[] {
  const patterns = [/for example: [“"]([^”"]+)[”"]/g, /^You mostly [^(]*\([“"]([^”"]+)[”"]\)/g, /^You partly [^:]*: [“"]([^”"]+)[”"]/g];
  return patterns.flatMap((pattern) => [...feedback.matchAll(pattern)].map((match) => match[1]!.trim()));
}

function stripEnd(text: string): string {
  return normalise(text);
}

/** Whether `quote` is (a part of) `line`, or the line a part of the quote. */
export function quotes(quote: string, line: string): boolean {
  const a = ` ${stripEnd(quote)} `;
  const b = ` ${stripEnd(line)} `;
  return a.trim().length > 0 && b.trim().length > 0 && (b.includes(a) || a.includes(b));
}

// A short phrase left unfinished ("what…", "So what I'm hearing is…") is a pattern offered to follow, not a line
// cited; a longer one cut short still quotes the learner.
const UNFINISHED = /(?:…|\.\.\.)$/;
const isPatternOffered = (quote: string): boolean => UNFINISHED.test(quote) && quote.split(/\s+/).length <= 6;

/** The quotes of a feedback that cite a learner line and are not praise: what it criticises. */
export function criticismQuotesIn(feedback: string, learnerLines: readonly string[]): string[] {
  const praise = praiseQuotesIn(feedback);
  return [...feedback.matchAll(QUOTED)]
    .map((match) => match[1]!.trim())
    .filter((quote) => !praise.includes(quote) && !isPatternOffered(quote) && learnerLines.some((line) => quotes(quote, line)));
}

/** A behaviour a learner line shows, as the created set's strong learner labels its lines. */
export type ShownBehaviour = 'greeting' | 'apology' | 'questioning' | 'offer' | 'nextStep';

const CRITERION_BEHAVIOURS: readonly [RegExp, ShownBehaviour][] = [
  [/greet|rapport|opening|introduc/i, 'greeting'],
  [/empath|apolog|acknowledg|feeling|care/i, 'apology'],
  [/question|discover|listen|explor|understand|diagnos|fact/i, 'questioning'],
  [/resolution|solution|option|offer|negotiat|trade|value|alternative|fix|proposal/i, 'offer'],
  [/next step|clos|commit|follow|confirm|agree/i, 'nextStep'],
];

/** The behaviours a criterion's name asks for (as far as its words tell). */
export function behavioursOfCriterion(name: string): ShownBehaviour[] {
  return CRITERION_BEHAVIOURS.filter(([pattern]) => pattern.test(name)).map(([, behaviour]) => behaviour);
}

/** Criticisms quoting a line that shows the very behaviour the criterion asks for. */
export function criticismsOfShownBehaviour(
  criteria: readonly { name: string; feedback: string }[],
  shown: readonly { line: string; shows: ShownBehaviour }[],
): string[] {
  return criteria.flatMap((criterion) => {
    const wanted = behavioursOfCriterion(criterion.name);
    const criticised = criticismQuotesIn(criterion.feedback, shown.map((entry) => entry.line));
    return criticised.filter((quote) => shown.some((entry) => wanted.includes(entry.shows) && quotes(quote, entry.line))).map((quote) => `${criterion.name}: ${quote}`);
  });
}

// A line that shows one behaviour may still show what a criterion asking for another names: acknowledging what they
// said is part of the warmth an opening asks for, and an offer with its date is a step agreed.
const ALSO_SHOWN_BY: Partial<Record<ShownBehaviour, readonly ShownBehaviour[]>> = { greeting: ['apology'], nextStep: ['offer'] };

/**
 * Lines a criterion's praise cites (every line it cites beside "…, for example: …", but the one it criticises) that
 * show none of the behaviours its name asks for, as the strong learner labels them: an offer cited for "Empathy &
 * apology", a follow-up call for "Fair resolution". A criterion whose name says nothing the labels know is not read.
 */
export function praiseOfUnshownBehaviour(
  criteria: readonly { name: string; feedback: string; evidence: readonly { quote: string }[] }[],
  shown: readonly { line: string; shows: ShownBehaviour }[],
): string[] {
  return criteria.flatMap((criterion) => {
    const wanted = behavioursOfCriterion(criterion.name).flatMap((behaviour) => [behaviour, ...(ALSO_SHOWN_BY[behaviour] ?? [])]);
    if (wanted.length === 0 || praiseQuotesIn(criterion.feedback).length === 0) return [];
    const criticised = criticismQuotesIn(criterion.feedback, shown.map((entry) => entry.line));
    return criterion.evidence
      .map((evidence) => evidence.quote)
      .filter((quote) => !criticised.some((other) => quotes(other, quote)) && shown.some((entry) => !wanted.includes(entry.shows) && quotes(quote, entry.line)))
      .map((quote) => `${criterion.name}: ${quote}`);
  });
}

/** Praise quotes (of any criterion) that cite one of the counter-example lines. */
export function praiseOfCounterExamples(criteria: readonly { feedback: string }[], counterExamples: readonly string[]): string[] {
  return criteria.flatMap((criterion) => praiseQuotesIn(criterion.feedback).filter((quote) => counterExamples.some((line) => quotes(quote, line))));
}

export interface TranscriptMessage {
  id: string;
  role: string;
  content: string;
}

/**
 * Whether a "What you uncovered" item cites the line that drew its fact: the cited message is the learner's, the
 * character's reply right after it says the item's answer (half its numbers, and half its content words), and,
 * when the cited line is a question whose expected fact is known (`expectOf`), the item is that fact; a line known to
 * ask for no fact of the brief (`expectOf` gives no words: small talk) draws none.
 */
export function citesDrawingLine(
  item: { answer: string; line: { message_id: string } },
  messages: readonly TranscriptMessage[],
  expectOf: (line: string) => readonly string[] | undefined = () => undefined,
): boolean {
  const index = messages.findIndex((message) => message.id === item.line.message_id);
  const cited = messages[index];
  const reply = messages[index + 1];
  if (!cited || cited.role !== 'learner' || !reply || reply.role !== 'character') return false;
  // A question whose fact is known asks on that topic only: the item must be that fact.
  const expected = expectOf(cited.content);
  if (expected && (expected.length === 0 || !givesExpected(item.answer, expected))) return false;
  const said = new Set(words(reply.content));
  const half = (keys: readonly string[]) => keys.length === 0 || keys.filter((word) => said.has(word)).length * 2 >= keys.length;
  return half([...new Set(words(item.answer).filter((word) => /^\d/.test(word)))]) && half([...new Set(contentWords(item.answer))]);
}

/** A "What you uncovered" item as the checks read it. */
export interface UncoveredItem {
  topic: string;
  answer: string;
  line: { message_id: string; quote: string };
}

/**
 * The "What you uncovered" items of some reports, each read against its own transcript: how many, how many cite the
 * line that drew their fact (`citesDrawingLine`), and those that do not, as "topic: \"quote\"".
 */
export function uncoveredCitations(
  reports: readonly { facts: readonly UncoveredItem[]; messages: readonly TranscriptMessage[] }[],
  expectOf?: (line: string) => readonly string[] | undefined,
): { total: number; citing: number; wrong: string[] } {
  const uncovered = reports.flatMap(({ facts, messages }) => facts.map((item) => ({ item, isCiting: citesDrawingLine(item, messages, expectOf) })));
  return {
    total: uncovered.length,
    citing: uncovered.filter((entry) => entry.isCiting).length,
    wrong: uncovered.filter((entry) => !entry.isCiting).map((entry) => `${entry.item.topic}: "${entry.item.line.quote}"`),
  };
}

/** What a "Try saying" line is checked against: the character's name, the learner's role and what the character said. */
export interface TrySayingContext {
  characterName: string;
  learnerRole: string;
  characterLines: readonly string[];
}

// Verbs that never follow "agree on" in good English ("agree on keep Mrs Haddad on side").
const BARE_VERBS = new Set(
  'keep get make give take move send book find fix put let have do be go come sign confirm provide reduce replace speak talk try waive write arrange extend see tell ask bring meet accept allow apply explain help show'.split(' '),
);

/** Why a "Try saying" line is broken, or [] when it reads as the learner's own words to this character. */
export function trySayingFaults(line: string, context: TrySayingContext): string[] {
  const faults: string[] = [];
  const text = line.replace(/[’‘]/g, "'");
  for (const part of nameParts(context.characterName)) {
    const lower = part.toLowerCase();
    if (lower !== part && new RegExp(`(?<![\\p{L}])${escaped(lower)}(?![\\p{L}])`, 'u').test(text)) faults.push(`a name in lower case: ${lower}`);
  }
  const agreeOn = /\bagree on ([a-z]+)\b/i.exec(text);
  if (agreeOn && BARE_VERBS.has(agreeOn[1]!.toLowerCase())) faults.push(`"agree on" before a verb: ${agreeOn[0]}`);
  if (/\bthe (?:learner|user|trainee|participant)\b/i.test(text)) faults.push('the learner in the third person');
  const role = normalise(context.learnerRole);
  if (role && new RegExp(`\\bthe ${escaped(role)} (?:will|should|can|could|would|is|has|needs|wants)\\b`).test(normalise(text))) faults.push(`the learner as "the ${context.learnerRole}"`);
  // Their words reflected back ("you're not sure why…") are fine; their first person in the learner's mouth is not.
  const theirs = context.characterLines.flatMap(sentencesOf);
  const echoed = sentencesOf(text)
    .flatMap((sentence) => theirs.flatMap((said) => sharedRuns(sentence, said, 6, 2)))
    .filter((run) => /\b(?:i|me|my|we|us|our)\b/.test(run));
  if (echoed.length > 0) faults.push(`the other person's words: ${echoed[0]}`);
  return faults;
}
