// The summary put together in code from the twin-summary task's answer (the offline engine's or a model's), so that
// nothing in it is a word the person did not say: a placement naming a sentence id the input does not hold is dropped,
// an answer sentence left unplaced goes where its question points, each section is the person's own sentences in
// their order (capitalisation and end punctuation fixed, nothing else), and a tag stands only with the sentence that
// supports it.
import { TWIN_QUESTION_COUNT } from '../../../shared/twin-questions.ts';
import { type TwinCoverage, type TwinSummary, type TwinSummarySection, type TwinTagEvidence } from '../../../shared/contracts/twin.ts';
import { TWIN_SUMMARY_SECTIONS, TWIN_SUMMARY_TAGS_MAX, type TwinSummarySectionName } from '../../../shared/contracts/twin-constants.ts';
import { emptySectionText } from './twin-text.ts';
import { readTwinSentences, sectionOfQuestion, type TwinSentence } from './twin-sentences.ts';
import type { TwinSummaryInput, TwinSummaryPlacement } from '../contracts/twin-summary.ts';
import { ensureStop } from './text.ts';

// The owner edits tags of at most this length (TwinSummaryInputSchema).
const MAX_TAG_LENGTH = 40;
// A section is a short paragraph: the first sentences placed there, answers before memories.
export const MAX_SECTION_SENTENCES = 6;
const MAX_SECTION_CHARS = 900;
const MAX_SENTENCE_CHARS = 300;

/**
 * One of the person's sentences as a section prints it: whitespace collapsed, the first letter and a lone "i"
 * capitalised, a closing comma or semicolon made a full stop, a missing end mark added; cut at a word with "…" past
 * the length limit. No word is added or changed.
 */
export function tidySentence(text: string): string {
  let sentence = text.replaceAll(/\s+/g, ' ').trim().replace(/[,;:\s]+$/, '');
  sentence = sentence.replaceAll(/(^|[\s(“"])i(?=['’]|\s|$)/g, '$1I');
  sentence = sentence.replace(/^([“"(]*)(\p{Ll})/u, (_, opening: string, letter: string) => `${opening}${letter.toUpperCase()}`);
  if (sentence.length > MAX_SENTENCE_CHARS) return `${sentence.slice(0, MAX_SENTENCE_CHARS - 1).replace(/\s+\S*$/, '')}…`;
  return ensureStop(sentence);
}

/** What the summary had to go on: question areas answered (of 20) and memories with text. */
export function coverageOf(input: TwinSummaryInput): TwinCoverage {
  const answered = new Set(input.answers.filter((answer) => answer.answer.trim() !== '' && answer.number >= 1 && answer.number <= TWIN_QUESTION_COUNT).map((answer) => answer.number));
  return { answered_areas: answered.size, total_areas: TWIN_QUESTION_COUNT, memories_with_text: input.memories.filter((memory) => memory.text.trim() !== '').length };
}

/** The sections each sentence was placed in, checked: known ids only, each answer sentence somewhere. */
function checkedPlacements(placement: TwinSummaryPlacement, sentences: TwinSentence[]): Map<string, TwinSummarySectionName[]> {
  const byId = new Map(sentences.map((sentence) => [sentence.id, sentence]));
  const placed = new Map<string, TwinSummarySectionName[]>();
  for (const entry of placement.sentences) {
    if (!byId.has(entry.id)) continue;
    const sections = [...new Set([...(placed.get(entry.id) ?? []), ...entry.sections.filter((name) => TWIN_SUMMARY_SECTIONS.includes(name))])].slice(0, 1);
    if (sections.length > 0) placed.set(entry.id, sections);
  }
  // An answer sentence the placement left out still belongs to the person's summary: where its question points.
  for (const sentence of sentences) {
    if (placed.has(sentence.id) || sentence.questionNumber === null) continue;
    const asked = sectionOfQuestion(sentence.questionNumber);
    if (asked) placed.set(sentence.id, [asked]);
  }
  return placed;
}

/**
 * A section: its sentences in order, each once, up to the limits. Sentences of one answer placed one after another in
 * the section are kept or left out together ("When Pepe died. Inés moved in with me …"), so a limit never prints a
 * sentence without the one it leans on, unless that run alone is over the limit.
 */
function buildSection(name: TwinSummarySectionName, sentences: TwinSentence[], placed: Map<string, TwinSummarySectionName[]>): TwinSummarySection {
  const runs: TwinSentence[][] = [];
  const seen = new Set<string>();
  let previous: TwinSentence | null = null;
  for (const sentence of sentences) {
    const isHere = placed.get(sentence.id)?.includes(name) === true;
    const text = tidySentence(sentence.text);
    const key = text.toLowerCase();
    if (isHere && !seen.has(key)) {
      seen.add(key);
      const run = runs.at(-1);
      if (run && previous && previous.source === sentence.source) run.push({ ...sentence, text });
      else runs.push([{ ...sentence, text }]);
    }
    previous = isHere ? sentence : null;
  }
  const kept: TwinSentence[] = [];
  let length = 0;
  for (const run of runs) {
    const runLength = run.reduce((sum, sentence) => sum + sentence.text.length + 1, 0);
    const fits = kept.length + run.length <= MAX_SECTION_SENTENCES && length + runLength <= MAX_SECTION_CHARS;
    if (!fits && kept.length > 0) break;
    for (const sentence of run) {
      if (kept.length >= MAX_SECTION_SENTENCES || (kept.length > 0 && length + sentence.text.length + 1 > MAX_SECTION_CHARS)) break;
      kept.push(sentence);
      length += sentence.text.length + 1;
    }
  }
  if (kept.length === 0) return { text: emptySectionText(name), sources: [], is_empty: true };
  return { text: kept.map((sentence) => sentence.text).join(' '), sources: [...new Set(kept.map((sentence) => sentence.source))], is_empty: false };
}

function buildTags(placement: TwinSummaryPlacement, sentences: TwinSentence[]): TwinTagEvidence[] {
  const byId = new Map(sentences.map((sentence) => [sentence.id, sentence]));
  const seen = new Set<string>();
  const tags: TwinTagEvidence[] = [];
  for (const entry of placement.tags) {
    const tag = entry.tag.trim().replaceAll(/\s+/g, ' ');
    const sentence = byId.get(entry.sentence_id);
    const key = tag.toLowerCase();
    // No tag without a sentence of the person's that supports it.
    if (!tag || tag.length > MAX_TAG_LENGTH || !sentence || seen.has(key)) continue;
    seen.add(key);
    tags.push({ tag, sentence: tidySentence(sentence.text), source: sentence.source });
    if (tags.length === TWIN_SUMMARY_TAGS_MAX) break;
  }
  return tags;
}

/** The summary built from the task's answer and the person's own sentences; call it on whatever answered the task. */
export function groundTwinSummary(placement: TwinSummaryPlacement, input: TwinSummaryInput): TwinSummary {
  const sentences = readTwinSentences(input);
  const placed = checkedPlacements(placement, sentences);
  const sections = Object.fromEntries(TWIN_SUMMARY_SECTIONS.map((name) => [name, buildSection(name, sentences, placed)])) as TwinSummary['sections'];
  const evidence = buildTags(placement, sentences);
  return { tags: evidence.map((entry) => entry.tag), sections, tag_evidence: evidence, coverage: coverageOf(input) };
}
