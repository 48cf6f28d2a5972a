// Where the offline summary files each sentence: one section only, by the words of its main clause (summary-lexicon.ts),
// the names learned beside a relation, the question it answered, and the sentence before it when it leans on that one
// ("That advice …", "We met …", a verbless "And …").
import { TWIN_SUMMARY_SECTIONS, type TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { isStopWord, stemWord, wordsOf } from '../../language/text.ts';
import { OTHER_PERSON_STARTS, POSSESSIVES, STRONG } from './summary-lexicon.ts';
import { lemmaOf, readWords, type Word } from '../../language/lemmas.ts';
import { isPersonNoun, nounKinds } from '../../language/wordnet.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { isFragmentOf } from './twin-sentence-clauses.ts';
import { sectionOfQuestion } from '../../language/twin-sentences.ts';
import { candidateCues, type Cue, CUE_STEMS, FIRST_PERSON, matchesOf, modelWordAt, PERSON_SECTIONS, POSSESSED_FAMILY_STEMS, type ReadSentence, SECTION_CUE_INDEX, SECTION_CUE_LISTS, WORK_QUESTION } from './summary-reading.ts';
import { isAboutSomeoneElse, isSomeoneElses, ownOccupation, quotedFrom } from './summary-referents.ts';

// A sentence opening with these, and too little of its own to place it, continues the sentence before it.
const CONTINUING_STARTS = new Set([...OTHER_PERSON_STARTS, 'him', 'it', 'this', 'that', 'these', 'those']);

// A sentence opening with these leans on the one before for what it speaks of ("That advice has saved lives", "We met
// at school"): it goes where that one went, so the pair is read together.
const REFERRING_STARTS = new Set(['that', 'this', 'these', 'those', 'it', 'we', 'he', 'she', 'they']);

const NOT_NAMES = new Set(
  'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december christmas easter god'.split(' '),
);

// The sections of what the owner does, values and loves doing: only the owner's own clauses speak to them.
const OWN_SECTIONS = new Set<TwinSummarySectionName>(['work_life', 'values', 'hobby', 'interest']);

// How far from "sister" or "friend" a name may stand to be learned as one.
const NAME_REACH = 3;

// The question's pull: enough to decide a sentence with one weak cue elsewhere, not one that names another subject.
const QUESTION_PULL = 1.5;

/** The capitalised words of a sentence that may be names (not the pronoun I, days or months). */
function candidateNames(text: string): string[] {
  return (text.match(/\p{Lu}[\p{Ll}’'-]+/gu) ?? []).map((word) => word.toLowerCase()).filter((word) => !NOT_NAMES.has(word) && wordsOf(word).length === 1);
}

/**
 * Names the person introduced beside a relation ("my sister Anna", "my closest friend is Lena"): a later sentence that
 * mentions Anna speaks of family. A name met beside two kinds of relation is left out.
 */
export function learnNames(sentences: ReadSentence[]): Map<string, TwinSummarySectionName> {
  const names = new Map<string, TwinSummarySectionName | null>();
  for (const sentence of sentences) {
    const roles = PERSON_SECTIONS.flatMap((name) =>
      SECTION_CUE_LISTS[name].filter((cue) => cue.weight >= STRONG).flatMap((cue) => matchesOf(cue, sentence).map((index) => ({ name, index }))),
    );
    const kinds = new Set(roles.map((role) => role.name));
    if (kinds.size !== 1) continue;
    const kind = roles[0]!.name;
    const candidates = new Set(candidateNames(sentence.text));
    sentence.words.forEach((word, index) => {
      if (!candidates.has(word) || isStopWord(word) || CUE_STEMS.has(stemWord(word)) || word.length < 2) return;
      // "Look after your mother": a word the tagger reads as a verb is an order or a doing, not someone.
      if (modelWordAt(sentence, index)?.word.pos === 'verb') return;
      // "My sister Anna", "Lena, my closest friend": the name stands next to the word that says who they are.
      if (!roles.some((role) => Math.abs(role.index - index) <= NAME_REACH)) return;
      const known = names.get(word);
      names.set(word, known === undefined || known === kind ? kind : null);
    });
  }
  return new Map([...names].filter((entry): entry is [string, TwinSummarySectionName] => entry[1] !== null));
}

/** "My children", "Family comes first": a family word that names the person's own. */
function isPossessed(words: string[], index: number): boolean {
  return index === 0 || words.slice(Math.max(0, index - 3), index).some((word) => POSSESSIVES.has(word));
}

/** How strongly the sentence's own words speak to each section. */
function scoresOf(sentence: ReadSentence, names: Map<string, TwinSummarySectionName>): Record<TwinSummarySectionName, number> {
  const scores = Object.fromEntries(TWIN_SUMMARY_SECTIONS.map((name) => [name, 0])) as Record<TwinSummarySectionName, number>;
  // Another person's job, virtue or pastime is part of what is said about them, not of the speaker's working life,
  // values or hobbies ("My wife Ewa sings in the church choir" is about Ewa).
  const isOther = isAboutSomeoneElse(sentence);
  // A word inside a longer cue ("hard work", "family doctor") counts for that cue only.
  const used = new Set<number>();
  const cues = candidateCues(SECTION_CUE_INDEX, sentence);
  const counted = new Set<Cue>();
  const aside = asideStart(sentence);
  const times: { name: TwinSummarySectionName; cue: Cue }[] = [];
  for (const { name, cue } of cues) {
    if (isOther && OWN_SECTIONS.has(name)) continue;
    const found = matchesOf(cue, sentence).filter((index) => {
      if (used.has(index) || index >= aside) return false;
      if (name === 'values' && isSomeoneElses(sentence.words, index)) return false;
      if (name === 'family' && cue.kind === 'stem' && POSSESSED_FAMILY_STEMS.has(cue.stem) && !isPossessed(sentence.words, index)) return false;
      return true;
    });
    if (found.length === 0) continue;
    if (cue.kind === 'phrase') for (const index of found) for (let offset = 0; offset < cue.words.length; offset += 1) used.add(index + offset);
    // One cue counts once, however often it is repeated.
    if (!counted.has(cue)) {
      counted.add(cue);
      scores[name] += cue.weight;
      if (isTimeOfDay(cue)) times.push({ name, cue });
    }
  }
  // "At night I read to my son": a time of day says when, not what the sentence is about; it files the sentence only
  // when nothing else in it does.
  for (const { name, cue } of times) if (TWIN_SUMMARY_SECTIONS.some((other) => other !== name && scores[other] >= STRONG)) scores[name] -= cue.weight;
  if (!isOther && ownOccupation(sentence)) scores.work_life += STRONG;
  // "I fished out of Galway Bay for forty years", said of what they do for a living: years of it are their work.
  else if (!isOther && sentence.questionNumber === WORK_QUESTION && isLongService(sentence)) scores.work_life += STRONG;
  const mentioned = new Set<string>();
  for (const word of sentence.words.slice(0, aside)) {
    const section = names.get(word);
    if (section && !mentioned.has(word)) {
      mentioned.add(word);
      scores[section] += STRONG;
    }
  }
  return scores;
}

// Words that open a phrase of when ("at night", "every morning", "in the evening").
const TIME_OPENERS = new Set(['at', 'in', 'every', 'each', 'on']);

/** A cue that is a phrase of when: a preposition or "every" before a noun WordNet holds as a time ("at night"). */
function isTimeOfDay(cue: Cue): boolean {
  return cue.kind === 'phrase' && cue.words.length > 1 && TIME_OPENERS.has(cue.words[0]!) && nounKinds(lemmaOf(cue.words.at(-1)!), 1).includes('time');
}

// Words that open an aside after the main clause ("…, whatever my sister says", "…, though Dad never believed it").
const ASIDE_OPENERS = new Set(['whatever', 'whoever', 'whichever', 'though', 'although', 'unless', 'whereas']);

/**
 * Where an aside begins in a sentence whose main clause the person speaks as "I" ("I am not much of a reader, whatever
 * my sister says"), or someone else's words: the sentence is about what its main clause says, so the aside's or the
 * saying's words do not file it. The length of the sentence when it has none.
 */
function asideStart(sentence: ReadSentence): number {
  // "My koro used to say the earth cooks better than any oven": who says it files the sentence, not what is said.
  const quoted = quotedFrom(sentence) ?? sentence.words.length;
  const at = sentence.words.findIndex((word, index) => index > 0 && ASIDE_OPENERS.has(word) && sentence.words.slice(0, index).some((before) => FIRST_PERSON.has(before)));
  return Math.min(quoted, at < 0 ? sentence.words.length : at);
}

// Words that open a sentence adding one more thing to the one before ("And the fiddle music of Aly Bain.").
const ADDING_STARTS = new Set(['and', 'also', 'plus', 'or']);

/** "And the Atacama at night, with more stars than dark.": no verb of its own, it adds to the list of the sentence before. */
function addsToPrevious(sentence: ReadSentence): boolean {
  return ADDING_STARTS.has(sentence.words[0] ?? '') && !readWords(sentence.text).some((word) => word.pos === 'verb');
}

/**
 * How an answer opens when its first sentence is not one of its own: a heading ("Sewing.", "Football.", "Chess, since I
 * was five."), which names what the question asks about, or a lead of when ("When Pepe died.", "The year the shop
 * flooded."), which the next sentence finishes. Either way the sentence after it goes with it; a heading of a question
 * of the interview's topics (not a memory) goes where the question points ("Football." said of a subject to talk about
 * for hours is an interest). Null for any other sentence.
 */
export function openingOf(sentence: ReadSentence, previous: ReadSentence | null): 'heading' | 'lead' | null {
  if (sentence.questionNumber === null || previous?.source === sentence.source) return null;
  const words = readWords(sentence.text);
  if (isFragmentOf(words) && isShortHead(words)) return getTwinQuestion(sentence.questionNumber)?.topic === 'memories' ? 'lead' : 'heading';
  return isLeadOfWhen(words) ? 'lead' : null;
}

// A heading names one thing: a few words before any comma ("Marine diesel engines.", "Chess, since I was five."). A
// longer line the tagger read without a verb ("My daughter Clara lives in Leeds", "lives" read as a noun) is a sentence.
const MAX_HEAD_WORDS = 4;

function isShortHead(words: readonly Word[]): boolean {
  const comma = words.findIndex((word) => word.text === ',');
  return (comma < 0 ? words : words.slice(0, comma)).filter((word) => word.isWord).length <= MAX_HEAD_WORDS;
}

// Words that open a clause of when, which needs a main clause after it ("When Pepe died, …").
const WHEN_OPENERS = new Set(['when', 'while']);

// Pronouns that open a clause: one after the lead's verb starts the main clause ("When I retire I will go hiking").
const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'they', 'you', 'it']);

/**
 * "When Pepe died.", "The day Marek was born.", "The winter Morag was in hospital.": a clause of when, or a time (a
 * noun WordNet files under time) with a clause saying which, and no main clause after it: no comma, no subject after
 * its first verb ("When I retire I will go hiking"), no "be" after it ("The day we married was the best").
 */
function isLeadOfWhen(words: readonly Word[]): boolean {
  const content = words.filter((word) => word.isWord);
  const [first, second, third] = content;
  if (!first || words.some((word) => word.text === ',' || word.text === ':')) return false;
  const opener = first.text.toLowerCase();
  const isLead = WHEN_OPENERS.has(opener) || (opener === 'the' && second?.pos === 'noun' && nounKinds(second.lemma, 1).includes('time') && third !== undefined && third.pos !== 'verb');
  if (!isLead) return false;
  const verb = content.findIndex((word) => word.pos === 'verb');
  if (verb < 0) return false;
  return !content.slice(verb + 1).some((word, index) => SUBJECT_PRONOUNS.has(word.text.toLowerCase()) || (word.lemma === 'be' && content[verb + index]?.pos !== 'verb'));
}

// Words opening a sentence that turns from what came before ("But I also love …"): it is placed on its own words.
const TURNING_STARTS = new Set(['but', 'also', 'though', 'although', 'yet']);

// Words after an object "it" that make it point ahead or say something of its own ("made it to the final", "find it
// hard to", "love it when").
const IT_AHEAD = new Set(['to', 'that', 'when', 'if', 'how', 'what', 'because']);

/**
 * "Pepe always made it, and since he died nobody has dared": an "it" after a verb, with no thing named before it in the
 * sentence (a person named is not what "it" points to), is the thing of the sentence before.
 */
function leansOnThingBefore(sentence: ReadSentence): boolean {
  const words = readWords(sentence.text).filter((word) => word.isWord);
  const at = words.findIndex((word, index) => word.text.toLowerCase() === 'it' && words[index - 1]?.pos === 'verb');
  if (at < 0) return false;
  const after = words[at + 1];
  if (after && (after.pos === 'adjective' || IT_AHEAD.has(after.text.toLowerCase()))) return false;
  return !words.slice(0, at).some((word) => word.pos === 'noun' && !/^\p{Lu}/u.test(word.text) && !isPersonNoun(word.lemma));
}

/**
 * The section of one sentence (one only: a fact is read in one place), or [] for a memory sentence that speaks to none.
 * `previous` is where the sentence before it in the same answer went; `afterOpening` when that one opened the answer
 * without being a sentence of its own ("Sewing. I made my own wedding dress" is about sewing, wedding or not).
 */
export function placeSentence(sentence: ReadSentence, names: Map<string, TwinSummarySectionName>, previous: TwinSummarySectionName | null, { heading = false, afterOpening = false } = {}): TwinSummarySectionName[] {
  const asked = sentence.questionNumber === null ? null : sectionOfQuestion(sentence.questionNumber);
  if (heading && asked) return [asked];
  if (previous && afterOpening && !TURNING_STARTS.has(sentence.words[0] ?? '')) return [previous];
  if (previous && (REFERRING_STARTS.has(sentence.words[0] ?? '') || addsToPrevious(sentence) || leansOnThingBefore(sentence))) return [previous];
  const own = scoresOf(sentence, names);
  const strongest = Math.max(...Object.values(own));
  // "I never bake; the oven is where I keep the pans": a part cut at a semicolon that its own words do not place goes on
  // with the part before it.
  if (strongest < STRONG && previous && (CONTINUING_STARTS.has(sentence.words[0] ?? '') || sentence.joined)) return [previous];
  if (strongest === 0) return asked ? [asked] : [];
  const total = (name: TwinSummarySectionName) => own[name] + (name === asked ? QUESTION_PULL : 0);
  // Highest total first; a tie goes to the question's own section, then to the order of the sections.
  const ranked = [...TWIN_SUMMARY_SECTIONS].sort((left, right) => total(right) - total(left) || Number(right === asked) - Number(left === asked));
  const first = ranked[0]!;
  // A memory sentence with only a weak hint is not placed: nothing asked it to speak to a section.
  if (asked === null && strongest < STRONG) return [];
  return [first];
}

/** "I worked as a nurse for thirty years": the speaker's own work, done for years. */
export function isLongService(sentence: ReadSentence): boolean {
  const years = sentence.words.indexOf('years');
  const since = sentence.words.lastIndexOf('for', years);
  if (years < 0 || since < 0 || years - since > 3) return false;
  // "I guided aeroplanes down at Keflavík for thirty-four years", said of what they did for a living, needs no job word.
  return sentence.questionNumber === WORK_QUESTION || ownOccupation(sentence) || SECTION_CUE_LISTS.work_life.some((cue) => cue.weight >= STRONG && matchesOf(cue, sentence).length > 0);
}
