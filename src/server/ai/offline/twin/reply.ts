// The offline twin's chat reply: the sentences the person said (what they wrote into their summary first, then answers,
// then memories) that answer the last message, found by meaning (twin-retrieval.ts: a ranked search over their
// sentences with the question each answered, WordNet synonyms, a topic floor and a check of what kind of thing is
// asked), given back in their own words and in the first person: one thought, in one or two sentences, each with the
// sentence it leans on, never the same fact twice. When nothing they said answers it, the twin says plainly it never
// talked about that (to its owner) or declines without saying why (to anyone else), so it never invents and never
// reveals what is private, then names what the listener can ask about instead (twin-text.ts `unknownReplyFor`).
import { TWIN_SUMMARY_SECTIONS, type TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import type { TwinReplyInput } from '../../contracts/twin-reply.ts';
import { contentStems, isStopWord, quoteSentence, splitSentences, stemWord, wordsOf } from '../../language/text.ts';
import { emptySectionText, offerText, SECTION_PHRASES, topicsToOffer, unknownReplyFor } from '../../language/twin-text.ts';
import { sentencesOf } from '../../language/twin-sentences.ts';
import { ANSWER_CONFIDENCE } from './twin-confidence.ts';
import type { AskKind, Passage, PassageInput, ReadQuestion } from './twin-passage.ts';
import { readQuestion, withGrandparentAsSpouse, withoutAddress } from './twin-question.ts';
import { kindsOfText } from './twin-reading.ts';
import { indexFor, placesContaining } from './twin-index.ts';
import { isVerbless, lemmasOf, rankPassages, saysFocusWord } from './twin-retrieval.ts';

// How many answers an introduction ("tell me about yourself") opens with.
const MAX_INTRO_SENTENCES = 3;
const MAX_SENTENCE_CHARS = 300;
// Memory text can be a whole document: only the start of the first memories is read, so a turn stays fast inline.
const MAX_MEMORIES = 100;
const MAX_MEMORY_CHARS = 4_000;

const GREETING_WORDS = new Set(['hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'yo', 'morning', 'evening', 'afternoon', 'hallo', 'bonjour', 'hola', 'ciao']);
// Words a greeting carries besides the greeting itself ("good morning", "how are you").
const GREETING_FILLER = new Set(['good', 'there', 'how', 'are', 'you', 'doing', 'today', 'nice', 'to', 'meet', 'again', 'dear', "how's", 'it', 'going', 'things', 'do']);
// "Tell me about yourself": an introduction from the first things the person said.
const SELF_PATTERN = /\b(?:about yourself|who you are|your (?:life )?story|introduce yourself|describe yourself)\b/;
const HOW_ARE_YOU_PATTERN = /^\W*how(?:'s it going| are you| are things| do you do)\b/;
// "Who are you?" on its own asks what the twin is; "Who are you closest to?" asks about the person's people.
const IDENTITY_PATTERN = /\bwho are you(?:,? (?:really|exactly|then))?\s*(?:[?.!]|$)|\b(?:what(?:'s| is) your name|are you (?:real|an? ai|a bot|a robot|a machine|human|alive|a person))\b/;

// What each interview question asks for: a question of that kind finds its answers ("What did you do for work?" finds
// what was said to question 12), and the words that say so join each answer's context, apart from its own words.
const QUESTION_KINDS: Record<number, AskKind[]> = {
  1: ['family'],
  2: ['family'],
  3: ['family'],
  5: ['likes'],
  6: ['family'],
  7: ['advice'],
  8: ['likes'],
  9: ['likes'],
  10: ['likes'],
  11: ['likes'],
  12: ['work'],
  16: ['advice'],
};
// The interview questions that ask what the person does (with friends, on a free afternoon, as a hobby, for a living,
// on an ordinary day): a doing said in their answers without a subject is the person's own, not advice.
const OWN_DOINGS_ASKED = new Set([5, 8, 9, 12, 14]);
const KIND_WORDS: Record<AskKind, string> = { work: 'work job career living profession', family: 'family relatives', advice: 'advice', likes: 'hobby interest', where: '', when: '', who: '', amount: '' };
// What each interview question is about, in the words people use when they ask it another way ("a typical day",
// "any regrets", "as a kid"): the product's own twenty questions, read as strong context for their answers.
const QUESTION_TOPICS: Record<number, string> = {
  2: 'tradition custom',
  3: 'taught lesson upbringing',
  4: 'friend friendship',
  5: 'friends together fun',
  6: 'partner closest',
  7: 'remember hear tell message',
  8: 'spare free time leisure weekend relax unwind',
  9: 'pastime started began',
  11: 'subject topic forever passion fascinate',
  12: 'work job earn occupation',
  13: 'hardest toughest difficult struggle worst',
  14: 'day routine typical normal usual',
  15: 'value care important principle',
  18: 'childhood young fondly remember',
  19: 'unforgettable forget remember',
  20: 'remembered legacy',
};
// An interview question that asks two things ("What are you most proud of, and what would you do differently if you
// could?") is answered in its order: the words people use for each part go with the sentences that answer it, the
// second part's from the first sentence that says a word of it ("What I'd do differently is …", "I wish …"), so "any
// regrets?" finds what they would change, not what they are proud of.
const QUESTION_PART_TOPICS: Record<number, readonly [string, string]> = {
  17: ['proudest achievement pride', 'regret differently change wish'],
};
// The summary's sections speak to the same kinds.
const SECTION_KINDS: Record<TwinSummarySectionName, AskKind[]> = { family: ['family'], friends: [], loved_ones: ['family'], hobby: ['likes'], interest: ['likes'], work_life: ['work'], values: ['advice'] };

/** Where a sentence comes from, which decides how the reply introduces it. */
type CandidateSource = { kind: 'answer' } | { kind: 'memory'; title: string } | { kind: 'summary' };

interface Candidate {
  /** 0-based order of the source (summary sections, answers by number, then memories), then of the sentence in it. */
  sourceIndex: number;
  sentenceIndex: number;
  text: string;
  stems: Set<string>;
  /** The question it answers, the memory's title or the summary section: what the sentence is about when it does not say so itself. */
  contextText: string;
  /** The interview question it answers, as asked: none for a memory or the summary. */
  asked?: string;
  /** The kinds of question its source answers. */
  kinds: AskKind[];
  /** Its interview question asks what the person does (OWN_DOINGS_ASKED). */
  tellsOwnDoings?: boolean;
  /** The general words of those kinds ("work job career"): weaker context than the question's own words. */
  kindWords: string;
  source: CandidateSource;
}

const QUOTED_SPAN = /“([^”]*)”/g;
// How a generated summary introduces a memory's quote: the title is not something the person said in a sentence.
const MEMORY_FRAME = /In the memory “[^”]*”,/g;

function sentenceKey(sentence: string): string {
  return wordsOf(sentence).join(' ');
}

/**
 * The sentences of the person's summary that are not already in their answers or memories: what they wrote or
 * corrected when they edited it. A generated summary only frames their quotes ("Margaret says: “…”"), so it adds none.
 */
type SummaryEdits = { section: TwinSummarySectionName; sentences: string[] }[];

function summarySentences(input: TwinReplyInput): SummaryEdits {
  if (!input.summary) return [];
  const told = new Set<string>();
  // Cut as the summary cuts them (at semicolons too), so a summary's half of a told sentence is not read as an edit.
  const tell = (text: string) => {
    for (const sentence of splitSentences(text)) told.add(sentenceKey(sentence));
    for (const part of sentencesOf(text)) told.add(sentenceKey(part.text));
  };
  for (const entry of input.answers) tell(entry.answer);
  for (const memory of input.memories.slice(0, MAX_MEMORIES)) tell(memory.text.slice(0, MAX_MEMORY_CHARS));
  const isNew = (sentence: string) => {
    const key = sentenceKey(sentence);
    // A quote cut at its length limit ends in "…": it is new only if no told sentence starts with it.
    const cut = sentence.trimEnd().endsWith('…') ? key : null;
    if (key === '' || told.has(key)) return false;
    if (cut !== null) for (const entry of told) if (entry.startsWith(cut)) return false;
    return true;
  };
  return TWIN_SUMMARY_SECTIONS.flatMap((section) => {
    const { text, is_empty: isEmpty } = input.summary!.sections[section];
    if (isEmpty || text.trim() === '' || text.trim() === emptySectionText(section)) return [];
    const unframed = text.replaceAll(MEMORY_FRAME, '\n');
    const quoted = [...unframed.matchAll(QUOTED_SPAN)].flatMap((match) => splitSentences(match[1] ?? ''));
    // Outside the quotes, a sentence that ends in a colon only introduces a quote ("Margaret also says:").
    const prose = splitSentences(unframed.replaceAll(QUOTED_SPAN, '\n')).filter((sentence) => !sentence.trimEnd().endsWith(':') && !sentence.trimEnd().endsWith(','));
    const sentences = [...quoted, ...prose].filter(isNew);
    return sentences.length > 0 ? [{ section, sentences }] : [];
  });
}

function candidatesOf(input: TwinReplyInput, summaryEdits: SummaryEdits): Candidate[] {
  const candidates: Candidate[] = [];
  let sourceIndex = 0;
  // The person's own edit of the summary is their latest word: it comes first among equals.
  for (const { section, sentences } of summaryEdits) {
    const kinds = SECTION_KINDS[section];
    const contextText = SECTION_PHRASES[section].about;
    const kindWords = kinds.map((kind) => KIND_WORDS[kind]).join(' ');
    sentences.forEach((text, sentenceIndex) => candidates.push({ sourceIndex, sentenceIndex, text, stems: contentStems(text), contextText, kinds, kindWords, source: { kind: 'summary' } }));
    sourceIndex += 1;
  }
  const answers = [...input.answers].filter((answer) => answer.answer.trim() !== '').sort((left, right) => left.number - right.number);
  for (const answer of answers) {
    // What the answer is about: its question's words, and its topic's general words ("job" finds the work answers).
    const kinds = QUESTION_KINDS[answer.number] ?? [];
    const kindWords = kinds.map((entry) => KIND_WORDS[entry]).join(' ');
    const parts = QUESTION_PART_TOPICS[answer.number];
    const secondPart = parts ? contentStems(`${answer.question.split(/,\s*and\s+/i)[1] ?? ''} ${parts[1]}`) : new Set<string>();
    const sentences = splitSentences(answer.answer);
    // Where no sentence says a word of the second part, the answer is not cut in two: each sentence keeps both.
    const secondFrom = parts ? sentences.findIndex((text) => [...contentStems(text)].some((stem) => secondPart.has(stem))) : -1;
    const topicOf = (sentenceIndex: number) => (!parts ? (QUESTION_TOPICS[answer.number] ?? '') : secondFrom < 0 ? parts.join(' ') : parts[sentenceIndex < secondFrom ? 0 : 1]);
    sentences.forEach((text, sentenceIndex) => {
      const contextText = [answer.question, topicOf(sentenceIndex)].join(' ');
      candidates.push({ sourceIndex, sentenceIndex, text, stems: contentStems(text), contextText, asked: answer.question, kinds, kindWords, source: { kind: 'answer' }, ...(OWN_DOINGS_ASKED.has(answer.number) ? { tellsOwnDoings: true } : {}) });
    });
    sourceIndex += 1;
  }
  for (const memory of input.memories.slice(0, MAX_MEMORIES)) {
    const contextText = memory.title;
    splitSentences(memory.text.slice(0, MAX_MEMORY_CHARS)).forEach((text, sentenceIndex) =>
      candidates.push({ sourceIndex, sentenceIndex, text, stems: contentStems(text), contextText, kinds: [], kindWords: '', source: { kind: 'memory', title: memory.title.trim() } }),
    );
    sourceIndex += 1;
  }
  // A summary sentence that rewrites one of theirs ("… a retired carpenter") replaces it: the edit is the correction.
  const edits = candidates.filter((candidate) => candidate.source.kind === 'summary');
  return candidates.filter((candidate) => candidate.source.kind === 'summary' || !edits.some((edit) => rewrites(edit.stems, candidate.stems)));
}

/** Most of the content words of both sentences are shared: one is the other, edited. */
function rewrites(edit: Set<string>, original: Set<string>): boolean {
  const shared = overlap(edit, original);
  return shared >= 2 && shared * 3 >= Math.max(edit.size, original.size) * 2;
}

function overlap(left: Set<string>, right: Set<string>): number {
  let count = 0;
  for (const stem of left) if (right.has(stem)) count += 1;
  return count;
}

const VERB_FOR_I: Record<string, string> = { is: 'am', was: 'was', has: 'have', does: 'do', goes: 'go', says: 'say' };

/** "loves" → "love", "watches" → "watch", "carries" → "carry": the verb after "I" instead of after a name. */
function verbForI(verb: string): string {
  const lower = verb.toLowerCase();
  if (VERB_FOR_I[lower]) return VERB_FOR_I[lower];
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss|z|o)es$/.test(lower)) return verb.slice(0, -2);
  if (/[^su]s$/.test(lower)) return verb.slice(0, -1);
  return verb;
}

/**
 * A sentence the person wrote about themselves by name, as they would say it: "Margaret also has a brother" → "I also
 * have a brother", "Margaret’s son Tom …" → "My son Tom …". Anything else is given back as written.
 */
export function inFirstPerson(sentence: string, twinName: string): string {
  const names = [twinName.trim(), twinName.trim().split(/\s+/)[0] ?? ''].filter((name) => name.length > 0);
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const possessive = new RegExp(`^${escaped}(?:'s|’s)\\s+`, 'u');
    if (possessive.test(sentence)) return sentence.replace(possessive, 'My ');
    const subject = new RegExp(`^${escaped}\\s+((?:also|still|always|never|often|usually|really)\\s+)?([\\p{Ll}]+)\\b`, 'u');
    const match = subject.exec(sentence);
    if (match) return `I ${match[1] ?? ''}${verbForI(match[2]!)}${sentence.slice(match[0].length)}`;
  }
  return sentence;
}

/**
 * A sentence as the twin says it: the person's own words as they are, in the first person; never "my summary" or "my
 * answers", which are how the twin was made, not how a person talks.
 */
function introduce(source: CandidateSource, sentence: string, twinName: string): string {
  return source.kind === 'summary' ? inFirstPerson(sentence, twinName) : sentence;
}

// A reply is one thought: at most two of the person's sentences. A second one only goes on from the first in the same
// answer (the sentence right before or after it), answers the question too, and is not the same fact again.
const MAX_REPLY_SENTENCES = 2;
// Two sentences sharing this much of the shorter one's content words say the same thing.
const SAME_FACT_SHARE = 0.6;

function sameFact(left: Set<string>, right: Set<string>): boolean {
  const smaller = Math.min(left.size, right.size);
  if (smaller === 0) return false;
  let shared = 0;
  for (const lemma of left) if (right.has(lemma)) shared += 1;
  return shared >= 2 && shared >= SAME_FACT_SHARE * smaller;
}

function passageInputs(candidates: readonly Candidate[]): PassageInput[] {
  return candidates.map((candidate, index) => {
    const before = candidates[index - 1];
    const previous = before && before.sourceIndex === candidate.sourceIndex && before.sentenceIndex === candidate.sentenceIndex - 1 ? index - 1 : null;
    return { text: candidate.text, context: candidate.contextText, kindWords: candidate.kindWords, kinds: candidate.kinds, previous, ...(candidate.asked ? { asked: candidate.asked } : {}), ...(candidate.tellsOwnDoings ? { tellsOwnDoings: true } : {}) };
  });
}

/**
 * The person's sentences that answer the question, in the order they said them ('' when none does): the best one,
 * with the sentence it leans on ("That advice …" with the advice) or the one it heads ("Sketching." with what follows).
 */
function answerFrom(input: TwinReplyInput, summaryEdits: SummaryEdits, question: ReadQuestion): string {
  const candidates = candidatesOf(input, summaryEdits);
  return chooseSentences(candidates, question)
    .map((id) => {
      const candidate = candidates[id]!;
      return introduce(candidate.source, quoteSentence(candidate.text, MAX_SENTENCE_CHARS), input.twinName);
    })
    .join(' ');
}

function passageKinds(inputs: readonly PassageInput[], id: number): Set<AskKind> {
  return kindsOfText(inputs[id]!.text);
}

/**
 * The sentence a pronoun of this one stands on: the one before it, unless that one names nothing ("Do not get me
 * started.") and the answer opened with a heading that does ("Korean dramas! Do not get me started. I watch them …"):
 * then the heading, which says what "them" are.
 */
function leanedOn(inputs: readonly PassageInput[], passage: Passage): number {
  const { passages } = indexFor(inputs);
  const before = passages[passage.previous!]!;
  const namesNothing = before.commonNouns.size === 0 && !before.namesWhom && !before.isFragment;
  return !passage.followsFragment && namesNothing && passage.heading !== null && passage.heading !== before.id ? passage.heading : before.id;
}

/** The ids of the candidates a reply gives, in the order said: see answerFrom. */
function chooseSentences(candidates: readonly Candidate[], question: ReadQuestion): number[] {
  const inputs = passageInputs(candidates);
  const ranked = rankPassages(inputs, question);
  // Below the gate, what a sentence shares with the question is not what was asked: the best sentence above it answers,
  // and with none the twin says it never talked about that.
  const best = ranked.find((entry) => entry.confidence >= ANSWER_CONFIDENCE);
  if (!best) return [];
  const { passage } = best;
  const chosen = [passage.id];
  const next = inputs.findIndex((other) => other.previous === passage.id);
  // A second sentence is said with it only when it too passes the gate: one below it speaks of something else ("a
  // decent friend to me" after "my best pal", asked for the best friend).
  const answering = new Map(ranked.filter((entry) => entry.confidence >= ANSWER_CONFIDENCE).map((entry) => [entry.passage.id, entry]));
  const belowGate = new Set(ranked.filter((entry) => entry.confidence < ANSWER_CONFIDENCE).map((entry) => entry.passage.id));
  // "That advice …", "I love that he hums", "My uncle Frank …" after "Pigeon racing.": said with what it leans on.
  // A liking asked about, said further on in the answer that named the thing ("What I enjoy most is …"), leans on that
  // answer, not on the sentence right before it.
  const likingFurtherOn = question.asksLikingAbout && passage.likesOwn && !best.inText;
  // A heading before it ("Dairy farmer.") is said with it when it says what the sentence goes on about: not when the
  // sentence answers in its own words and the heading answers nothing asked.
  const headingAsked = passage.followsFragment && !likingFurtherOn && (!best.inText || answering.has(passage.previous!) || saysFocusWord(inputs, question, passage.previous!));
  if (passage.previous !== null && (passage.leansBack || headingAsked || (passage.hasPronoun && !best.inText && !likingFurtherOn))) chosen.unshift(leanedOn(inputs, passage));
  // A heading ("Sketching.") is said with what it heads: one natural sentence, not a word.
  else if (passage.isFragment && next >= 0) chosen.push(next);
  // Found as the answer to the interview question that asked this: that answer, as it goes on.
  else if (!best.inText && answering.has(next)) chosen.push(next);
  else {
    // The sentence right after it that goes on about it ("That advice has saved lives"), or one right before or after
    // that answers in its own words too and says something else.
    const after = answering.get(next);
    const before = passage.previous === null ? undefined : answering.get(passage.previous);
    const answeringNext = after?.passage.leansBack ? after : [after, before].find((entry) => entry?.inText === true && best.inText);
    // The sentence right after, in its own words on what was asked ("… gardening. I grow tomatoes by the shed.").
    const goesOn = best.inText && next >= 0 && !belowGate.has(next) && saysFocusWord(inputs, question, next) ? next : undefined;
    // "What did you like about the hospital?": the sentence about the hospital, and the one right after it that says
    // what they loved, though it does not name the hospital again.
    const ofKindAsked = best.inText && next >= 0 && question.kinds.has('likes') && !passage.ownKinds.has('likes') && passageKinds(inputs, next).has('likes') ? next : undefined;
    // "What was it like growing up on the farm?": the sentence about the farm, and the description right after it
    // ("Cold mornings, lambing in the snow …"), which says what it was like without naming the farm again.
    const describing = question.asksDescription && best.inText && next >= 0 && isVerbless(inputs, next) ? next : undefined;
    const second = answeringNext?.passage.id ?? goesOn ?? ofKindAsked ?? describing;
    if (second !== undefined && !sameFact(lemmasOf(candidates[second]!.text), lemmasOf(candidates[passage.id]!.text))) chosen.push(second);
  }
  return chosen.slice(0, MAX_REPLY_SENTENCES).sort((left, right) => left - right);
}

// How many of the person's sentences a model is given as numbered sources.
const MAX_MODEL_SOURCES = 6;

/**
 * What the person said that answers the last message, best first, for a model's prompt: the same search as the
 * built-in reply, each sentence with the one it leans on. [] when nothing they said answers it.
 */
export function twinReplySources(input: TwinReplyInput): string[] {
  const last = input.messages.findLast((message) => message.role === 'user')?.content ?? '';
  const ownName = new Set(wordsOf(input.twinName));
  const summaryEdits = summarySentences(input);
  const question = readQuestion(last, ownName);
  const candidates = candidatesOf(input, summaryEdits);
  const ranked = rankPassages(passageInputs(candidates), question);
  const sources: number[][] = [];
  for (const { passage, confidence } of ranked) {
    if (sources.length >= MAX_MODEL_SOURCES) break;
    // A sentence below the gate is not given to the model either: it would quote it as readily.
    if (confidence < ANSWER_CONFIDENCE) continue;
    const ids = passage.leansBack && passage.previous !== null ? [passage.previous, passage.id] : [passage.id];
    // A sentence that leans on a source already given joins it: one source per thought.
    const joined = sources.find((source) => ids.some((id) => source.includes(id)));
    if (joined) for (const id of ids) if (!joined.includes(id)) joined.push(id);
    if (!joined) sources.push(ids);
  }
  return sources.map((ids) =>
    ids
      .sort((left, right) => left - right)
      .map((id) => introduce(candidates[id]!.source, quoteSentence(candidates[id]!.text, MAX_SENTENCE_CHARS), input.twinName))
      .join(' '),
  );
}

/**
 * Names in the message (capitalised words that do not start a sentence: "Paris", "Rex") that the person never used: the
 * question is about something they did not tell, however much of its other wording matches.
 */
function namesNeverTold(message: string, input: TwinReplyInput, summaryEdits: SummaryEdits, ownName: Set<string>): boolean {
  const told = new Set<string>();
  for (const entry of input.answers) for (const word of wordsOf(entry.answer)) told.add(stemWord(word));
  // A place told names the places WordNet holds it part of: "London" tells of England.
  for (const entry of input.answers) for (const name of entry.answer.match(/\p{Lu}[\p{L}'’-]*/gu) ?? []) for (const whole of placesContaining(name.toLowerCase())) for (const word of whole.split('_')) told.add(stemWord(word));
  for (const memory of input.memories.slice(0, MAX_MEMORIES)) {
    for (const word of wordsOf(`${memory.title} ${memory.text.slice(0, MAX_MEMORY_CHARS)}`)) told.add(stemWord(word));
  }
  for (const { sentences } of summaryEdits) for (const word of wordsOf(sentences.join(' '))) told.add(stemWord(word));
  for (const sentence of splitSentences(message)) {
    const names = sentence.match(/(?<=\s)[A-Z][\p{L}'’-]*/gu) ?? [];
    for (const name of names) {
      const word = name.toLowerCase();
      if (word === 'i' || word.startsWith("i'") || word.startsWith('i’') || ownName.has(word) || isStopWord(word)) continue;
      if (!told.has(stemWord(word))) return true;
    }
  }
  return false;
}

/** The message without an opening greeting ("Hi Mum, what did you do for work?" → "what did you do for work?"). */
function questionText(message: string, isGreeting: boolean): string {
  if (!isGreeting) return message;
  return message.replace(/^\W*(?:good\s+)?\p{L}+[\s,!.]*(?:(?:mum|mom|dad|gran|grandma|grandpa|there|dear)\b[\s,!.]*)?/iu, '');
}

/** The twin's reply to the last user message, deterministic for the same input. */
export function replyAsTwinOffline(input: TwinReplyInput): string {
  const ownName = new Set(wordsOf(input.twinName));
  const name = input.twinName.trim().split(/\s+/)[0] ?? '';
  const last = input.messages.findLast((message) => message.role === 'user')?.content ?? '';
  const words = wordsOf(last);
  const lower = last.toLowerCase().replaceAll('’', "'");
  const isGreeting = GREETING_WORDS.has(words[0] ?? '') || (words[0] === 'good' && GREETING_WORDS.has(words[1] ?? '')) || HOW_ARE_YOU_PATTERN.test(lower);
  const greeting = `Hello! ${name ? `It’s ${name} here.` : 'Nice to hear from you.'}`;

  const unknown = unknownReplyFor(input);
  if (IDENTITY_PATTERN.test(lower)) {
    // Asked plainly, the twin says plainly what it is.
    return name
      ? `I’m ${name}’s Engram, a digital twin. I speak as ${name}, and only about what ${name} chose to share.`
      : 'I’m an Engram, a digital twin. I speak only about what the person who made me chose to share.';
  }
  if (SELF_PATTERN.test(lower)) {
    // The first sentence of each of the first answers, in the order of the questions.
    const opening = [...input.answers]
      .filter((answer) => answer.answer.trim() !== '')
      .sort((left, right) => left.number - right.number)
      .slice(0, MAX_INTRO_SENTENCES)
      .map((answer) => quoteSentence(splitSentences(answer.answer)[0] ?? '', MAX_SENTENCE_CHARS))
      .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
    const intro = opening.length > 0 ? `${name ? `I’m ${name}. ` : ''}${opening.join(' ')}` : unknown;
    return isGreeting ? `${greeting} ${intro}` : intro;
  }

  const rest = words.filter((word) => !ownName.has(word) && !(isGreeting && (GREETING_WORDS.has(word) || GREETING_FILLER.has(word))));
  const question = readQuestion(questionText(last, isGreeting), new Set([...ownName, ...(isGreeting ? [...GREETING_WORDS, ...GREETING_FILLER] : [])]));
  // A greeting alone is answered with what this listener can ask about: only topics the twin holds for them.
  if (isGreeting && contentStems(rest.join(' ')).size === 0) return [greeting, offerText(topicsToOffer(input.answers))].filter(Boolean).join(' ');

  // Read once: both the names check and the answer need what the person wrote into their summary.
  const summaryEdits = summarySentences(input);
  // Whom the question is said to, a relation written as a title ("Uncle Declan") or a grandparent called so by a
  // grandchild ("Grandad", the person's husband, whether the question ties him to them or not) names nobody never told.
  const answer = namesNeverTold(withGrandparentAsSpouse(withoutAddress(questionText(last, isGreeting)), true), input, summaryEdits, ownName) ? '' : answerFrom(input, summaryEdits, question);
  const reply = answer || unknown;
  return isGreeting ? `${greeting} ${reply}` : reply;
}
