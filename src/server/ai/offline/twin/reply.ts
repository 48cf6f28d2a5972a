// The offline twin's chat reply: the sentences the person said (what they wrote into their summary first, then answers,
// then memories) that share the most content words with the last message, given back in their own words and in the
// first person. When nothing they said matches, the twin says plainly it never talked about that (to its owner) or
// declines without saying why (to anyone else), so it never invents and never reveals what is private.
import { TWIN_SUMMARY_SECTIONS, type TwinSummarySectionName } from '../../../../shared/contracts/twin-constants.ts';
import { getTwinQuestion, type TwinTopic } from '../../../../shared/twin-questions.ts';
import type { TwinReplyInput } from '../../contracts/twin-reply.ts';
import { contentStems, isStopWord, quoteSentence, splitSentences, stemWord, wordsOf } from '../text.ts';
import { emptySectionText, SECTION_WORDS, unknownReplyFor } from './twin-text.ts';

const MAX_REPLY_SENTENCES = 3;
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
const IDENTITY_PATTERN = /\b(?:who are you|what(?:'s| is) your name|are you (?:real|an? ai|a bot|a robot|a machine|human|alive|a person))\b/;

// The general words for what a topic's questions ask about: a question using them is about those answers. Only general
// words: "football" must not find a gardening answer just because both are hobbies.
const TOPIC_WORDS: Record<TwinTopic, Set<string>> = Object.fromEntries(
  Object.entries({
    family: 'family families relative relatives',
    friends: 'friend friends friendship',
    loved_ones: 'love loved partner spouse',
    hobby: 'hobby hobbies pastime pastimes spare free',
    interest: 'interest interests interested passion passions',
    work_life: 'job jobs work career living profession daily routine',
    values: 'value values matters important believe belief advice proud',
    memories: 'memory memories childhood unforgettable',
  }).map(([topic, words]) => [topic, new Set(words.split(' ').map(stemWord))]),
) as Record<TwinTopic, Set<string>>;

// The summary's sections map onto the same general words as the interview's topics.
const SECTION_TOPIC: Record<TwinSummarySectionName, TwinTopic> = {
  family: 'family',
  friends: 'friends',
  loved_ones: 'loved_ones',
  hobby: 'hobby',
  interest: 'interest',
  work_life: 'work_life',
  values: 'values',
};

/** Where a sentence comes from, which decides how the reply introduces it. */
type CandidateSource = { kind: 'answer' } | { kind: 'memory'; title: string } | { kind: 'summary' };

interface Candidate {
  /** 0-based order of the source (summary sections, answers by number, then memories), then of the sentence in it. */
  sourceIndex: number;
  sentenceIndex: number;
  text: string;
  stems: Set<string>;
  /** The question it answers, the memory's title or the summary section: what the sentence is about when it does not say so itself. */
  context: Set<string>;
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
  for (const entry of input.answers) for (const sentence of splitSentences(entry.answer)) told.add(sentenceKey(sentence));
  for (const memory of input.memories.slice(0, MAX_MEMORIES)) for (const sentence of splitSentences(memory.text.slice(0, MAX_MEMORY_CHARS))) told.add(sentenceKey(sentence));
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
    const context = new Set([...TOPIC_WORDS[SECTION_TOPIC[section]], ...SECTION_WORDS[section]]);
    sentences.forEach((text, sentenceIndex) => candidates.push({ sourceIndex, sentenceIndex, text, stems: contentStems(text), context, source: { kind: 'summary' } }));
    sourceIndex += 1;
  }
  const answers = [...input.answers].filter((answer) => answer.answer.trim() !== '').sort((left, right) => left.number - right.number);
  for (const answer of answers) {
    // What the answer is about: its question's words, and its topic's general words ("job" finds the work answers).
    const topic = getTwinQuestion(answer.number)?.topic;
    const context = new Set([...contentStems(answer.question), ...(topic ? TOPIC_WORDS[topic] : [])]);
    splitSentences(answer.answer).forEach((text, sentenceIndex) => candidates.push({ sourceIndex, sentenceIndex, text, stems: contentStems(text), context, source: { kind: 'answer' } }));
    sourceIndex += 1;
  }
  for (const memory of input.memories.slice(0, MAX_MEMORIES)) {
    const context = contentStems(memory.title);
    splitSentences(memory.text.slice(0, MAX_MEMORY_CHARS)).forEach((text, sentenceIndex) =>
      candidates.push({ sourceIndex, sentenceIndex, text, stems: contentStems(text), context, source: { kind: 'memory', title: memory.title.trim() } }),
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

/** The person's sentences that answer the question, in the order they said them; [] when nothing matches. */
function answerFrom(input: TwinReplyInput, summaryEdits: SummaryEdits, question: Set<string>): string {
  if (question.size === 0) return '';
  const scored = candidatesOf(input, summaryEdits)
    .map((candidate) => ({ candidate, score: overlap(question, candidate.stems) * 2 + overlap(question, candidate.context) }))
    .filter((entry) => entry.score > 0)
    .sort((left, right) => right.score - left.score || left.candidate.sourceIndex - right.candidate.sourceIndex || left.candidate.sentenceIndex - right.candidate.sentenceIndex);
  const best = scored[0];
  if (!best) return '';
  // Only sentences nearly as relevant as the best one: a word shared in passing does not earn a place.
  const chosen = scored
    .filter((entry) => entry.score * 2 >= best.score)
    .slice(0, MAX_REPLY_SENTENCES)
    .map((entry) => entry.candidate)
    .sort((left, right) => left.sourceIndex - right.sourceIndex || left.sentenceIndex - right.sentenceIndex);

  const parts: string[] = [];
  for (const candidate of chosen) {
    const sentence = quoteSentence(candidate.text, MAX_SENTENCE_CHARS);
    parts.push(introduce(candidate.source, sentence, input.twinName));
  }
  return parts.join(' ');
}

/**
 * Names in the message (capitalised words that do not start a sentence: "Paris", "Rex") that the person never used: the
 * question is about something they did not tell, however much of its other wording matches.
 */
function namesNeverTold(message: string, input: TwinReplyInput, summaryEdits: SummaryEdits, ownName: Set<string>): boolean {
  const told = new Set<string>();
  for (const entry of input.answers) for (const word of wordsOf(entry.answer)) told.add(stemWord(word));
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

/** The twin's reply to the last user message, deterministic for the same input. */
export function replyAsTwinOffline(input: TwinReplyInput): string {
  const ownName = new Set(wordsOf(input.twinName));
  const name = input.twinName.trim().split(/\s+/)[0] ?? '';
  const last = input.messages.findLast((message) => message.role === 'user')?.content ?? '';
  const words = wordsOf(last);
  const lower = last.toLowerCase().replaceAll('’', "'");
  const isGreeting = GREETING_WORDS.has(words[0] ?? '') || (words[0] === 'good' && GREETING_WORDS.has(words[1] ?? '')) || HOW_ARE_YOU_PATTERN.test(lower);
  const greeting = `Hello! ${name ? `It’s ${name} here.` : 'Nice to hear from you.'}`;

  const unknown = unknownReplyFor(input.listener);
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
      .slice(0, MAX_REPLY_SENTENCES)
      .map((answer) => quoteSentence(splitSentences(answer.answer)[0] ?? '', MAX_SENTENCE_CHARS))
      .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
    const intro = opening.length > 0 ? `${name ? `I’m ${name}. ` : ''}${opening.join(' ')}` : unknown;
    return isGreeting ? `${greeting} ${intro}` : intro;
  }

  const rest = words.filter((word) => !ownName.has(word) && !(isGreeting && (GREETING_WORDS.has(word) || GREETING_FILLER.has(word))));
  const question = contentStems(rest.join(' '));
  if (isGreeting && question.size === 0) return `${greeting} Ask me about my family, my friends, what I love doing or my work.`;

  // Read once: both the names check and the answer need what the person wrote into their summary.
  const summaryEdits = summarySentences(input);
  const answer = namesNeverTold(last, input, summaryEdits, ownName) ? '' : answerFrom(input, summaryEdits, question);
  const reply = answer || unknown;
  return isGreeting ? `${greeting} ${reply}` : reply;
}
