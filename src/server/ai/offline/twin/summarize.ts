// The offline twin summary: each section is built only from the answers to that section's questions and from the
// memories that mention its words, quoting the person's own sentences in a third-person frame, so it never states a
// fact they did not give. Tags are the values, hobbies and interests they named.
import { TWIN_SUMMARY_SECTIONS, TWIN_SUMMARY_TAGS_MAX, type TwinSummary, type TwinSummarySection, type TwinSummarySectionName } from '../../../../shared/contracts/twin.ts';
import { getTwinQuestion, type TwinTopic } from '../../../../shared/twin-questions.ts';
import type { TwinSummaryInput } from '../../contracts/twin-summary.ts';
import { quoteSentence, splitSentences, stemWord, wordsOf } from '../text.ts';
import { SECTION_WORDS, emptySectionText } from './twin-text.ts';
import { TAG_LEXICON } from './twin-tags.ts';

// What one source may add to a section, and the section as a whole: long enough to be the person's voice, short
// enough to read at a glance (the contract allows far more).
const MAX_QUOTE_CHARS = 420;
const MAX_SENTENCE_CHARS = 240;
const MAX_SECTION_CHARS = 1_600;
// Memory text can be a whole document: only its start is read, and only the memories the locker lists first.
const MAX_MEMORY_CHARS = 4_000;
const MAX_MEMORIES = 100;
const MAX_MEMORY_SENTENCES_PER_SECTION = 2;

/** Who the summary speaks of: the first name, else "They". */
function subjectOf(ownerName: string): { name: string; isNamed: boolean } {
  const first = ownerName.trim().split(/\s+/)[0] ?? '';
  return first ? { name: first, isNamed: true } : { name: 'They', isNamed: false };
}

/** The sentences of a text, joined until the quote is long enough. */
function quoteOf(sentences: string[]): string {
  const kept: string[] = [];
  let length = 0;
  for (const sentence of sentences) {
    const quoted = quoteSentence(sentence, MAX_SENTENCE_CHARS);
    if (kept.length > 0 && length + quoted.length + 1 > MAX_QUOTE_CHARS) break;
    kept.push(quoted);
    length += quoted.length + 1;
  }
  return kept.join(' ');
}

interface Piece {
  source: string;
  text: string;
}

/** A memory read once for all six sections: its sentences with their stems, and its title's stems. */
interface ReadMemory {
  id: string;
  title: string;
  titleStems: Set<string>;
  sentences: { text: string; stems: Set<string> }[];
}

function stemsOf(text: string): Set<string> {
  return new Set(wordsOf(text).map(stemWord));
}

function readMemories(input: TwinSummaryInput): ReadMemory[] {
  return input.memories.slice(0, MAX_MEMORIES).map((memory) => ({
    id: memory.id,
    title: memory.title.trim(),
    titleStems: stemsOf(memory.title),
    sentences: splitSentences(memory.text.slice(0, MAX_MEMORY_CHARS)).map((text) => ({ text, stems: stemsOf(text) })),
  }));
}

function mentions(stems: Set<string>, words: Set<string>): boolean {
  for (const stem of stems) if (words.has(stem)) return true;
  return false;
}

function buildSection(name: TwinSummarySectionName, input: TwinSummaryInput, memories: ReadMemory[], subject: { name: string; isNamed: boolean }): TwinSummarySection {
  const pieces: Piece[] = [];
  let length = 0;
  const add = (piece: Piece) => {
    pieces.push(piece);
    length += piece.text.length + 1;
  };
  const answers = [...input.answers].filter((answer) => answer.answer.trim() !== '').sort((left, right) => left.number - right.number);
  for (const answer of answers) {
    if (getTwinQuestion(answer.number)?.topic !== name) continue;
    const quote = quoteOf(splitSentences(answer.answer));
    if (!quote) continue;
    const verb = pieces.length === 0 ? 'says' : 'also says';
    add({ source: `answer:${answer.number}`, text: `${subject.name} ${verb}: “${quote}”` });
  }

  const words = SECTION_WORDS[name];
  for (const memory of memories) {
    if (length >= MAX_SECTION_CHARS) break;
    const matching = memory.sentences.filter((sentence) => mentions(sentence.stems, words)).slice(0, MAX_MEMORY_SENTENCES_PER_SECTION);
    // A memory whose title names the section ("Grandma's kitchen") speaks to it from its first sentences.
    const chosen = matching.length > 0 ? matching : mentions(memory.titleStems, words) ? memory.sentences.slice(0, MAX_MEMORY_SENTENCES_PER_SECTION) : [];
    const quote = quoteOf(chosen.map((sentence) => sentence.text));
    if (!quote) continue;
    const writer = subject.isNamed ? subject.name : 'they';
    add({ source: `memory:${memory.id}`, text: memory.title ? `In the memory “${memory.title}”, ${writer} wrote: “${quote}”` : `${subject.name} wrote: “${quote}”` });
  }

  const kept: Piece[] = [];
  let keptLength = 0;
  for (const piece of pieces) {
    if (kept.length > 0 && keptLength + piece.text.length + 1 > MAX_SECTION_CHARS) break;
    kept.push(piece);
    keptLength += piece.text.length + 1;
  }
  if (kept.length === 0) return { text: emptySectionText(name), sources: [], is_empty: true };
  return { text: kept.map((piece) => piece.text).join(' '), sources: kept.map((piece) => piece.source), is_empty: false };
}

// Where tags come from first: the values a person names outrank a hobby mentioned in passing.
const TAG_TOPIC_ORDER: TwinTopic[] = ['values', 'hobby', 'interest', 'work_life', 'family', 'friends', 'loved_ones', 'memories'];
// "I never liked golf", "not a fan of chess": a word right after these is not the person's own.
const NEGATIONS = new Set(['not', 'never', 'no', "don't", "didn't", "doesn't", 'hate', 'hated', 'dislike', 'disliked', "can't", "couldn't", 'without']);
const NEGATION_REACH = 4;
// "I never liked golf, but chess …": a negation reaches no further than its clause.
const CLAUSE_BREAKS = new Set(['but', 'and', 'though', 'although', 'yet', 'so', 'while', 'whereas']);

function isNegated(words: string[], index: number): boolean {
  for (let before = index - 1; before >= Math.max(0, index - NEGATION_REACH); before -= 1) {
    const word = words[before]!;
    if (CLAUSE_BREAKS.has(word)) return false;
    if (NEGATIONS.has(word)) return true;
  }
  return false;
}

function buildTags(input: TwinSummaryInput): string[] {
  const rank = (number: number) => {
    const topic = getTwinQuestion(number)?.topic;
    return topic ? TAG_TOPIC_ORDER.indexOf(topic) : TAG_TOPIC_ORDER.length;
  };
  const answers = [...input.answers].sort((left, right) => rank(left.number) - rank(right.number) || left.number - right.number);
  const tags: string[] = [];
  for (const answer of answers) {
    for (const sentence of splitSentences(answer.answer)) {
      const words = wordsOf(sentence);
      words.forEach((word, index) => {
        const tag = TAG_LEXICON.get(word);
        if (!tag || tags.includes(tag) || tags.length >= TWIN_SUMMARY_TAGS_MAX) return;
        if (isNegated(words, index)) return;
        tags.push(tag);
      });
    }
  }
  return tags;
}

/** The summary of what the person said, deterministic for the same input. */
export function summarizeTwinOffline(input: TwinSummaryInput): TwinSummary {
  const subject = subjectOf(input.ownerName);
  const memories = readMemories(input);
  const sections = Object.fromEntries(TWIN_SUMMARY_SECTIONS.map((name) => [name, buildSection(name, input, memories, subject)])) as TwinSummary['sections'];
  return { tags: buildTags(input), sections };
}
