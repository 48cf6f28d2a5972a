// The evaluation's measures, as pure functions over the character's replies: repeated sentences, 8-word runs shared
// between replies, system words and narration that leaked into a reply, whether a reply gives a brief's fact, whether
// the outcome was reached, and whether a report praises a line that shows the opposite. Edit a rule here and its
// unit test beside it; the evaluation (evaluate.ts) only counts what these answer.
import type { BriefFact, BriefOutcome } from '../../shared/contracts/character-brief.ts';
import { contentStems, countWords, mentionedKeywords, splitSentences, wordsOf } from '../ai/language/text.ts';
import { withoutFillers } from '../ai/offline/character/said-sentences.ts';

/** Sentences shorter than this ("Yes.", "I see.") may come back, as they do between people. */
export const MIN_REPEATED_SENTENCE_WORDS = 3;
export const SHARED_RUN_WORDS = 8;
/** A reply gives a fact when it has every number of the fact's answer and at least this share of its other key words. */
export const FACT_KEY_WORD_SHARE = 0.5;
/** A reply reaches the outcome when it says the agreement line, or at least this share of its key words. */
export const AGREEMENT_KEY_WORD_SHARE = 0.6;
/** A criterion scored at least this much cites its evidence as what went well ("Good" and above on the sample scales). */
export const PRAISE_MIN_SCORE = 75;

function normalised(sentence: string): string {
  return wordsOf(sentence).join(' ');
}

/** Each sentence said again (second and later times) across one conversation's replies, as first said. */
export function repeatedSentences(replies: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const sentence of replies.flatMap((reply) => splitSentences(reply))) {
    const key = normalised(sentence);
    if (countWords(sentence) < MIN_REPEATED_SENTENCE_WORDS) continue;
    if (seen.has(key)) repeated.push(sentence);
    seen.add(key);
  }
  return repeated;
}

function runsOf(text: string, size: number): Set<string> {
  const words = wordsOf(text);
  const runs = new Set<string>();
  for (let start = 0; start + size <= words.length; start += 1) runs.add(words.slice(start, start + size).join(' '));
  return runs;
}

/** Every run of `size` words (lower-cased) that appears in two or more of the replies, once each. */
export function sharedRuns(replies: readonly string[], size = SHARED_RUN_WORDS): string[] {
  const counts = new Map<string, number>();
  for (const reply of replies) for (const run of runsOf(reply, size)) counts.set(run, (counts.get(run) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([run]) => run);
}

const SYSTEM_WORDS: readonly RegExp[] = [
  /\blearners?\b/i,
  /\bscenarios?\b/i,
  /\brole-?play(?:s|ing)?\b/i,
  /\bas an ai\b/i,
  /\blanguage model\b/i,
  /\bcharacter brief\b/i,
];

const NARRATION: readonly RegExp[] = [
  /\bhere is where things are\b/i,
  /\bhere's where things are\b/i,
  // Stage directions in asterisks, brackets or parentheses: "*sighs*", "(leans back)", "[pauses]".
  /\*[^*\n]{1,60}\*/,
  /[([]\s*(?:sighs?|pauses?|laughs?|smiles?|nods?|frowns?|shrugs?|leans?|looks?|glances?|hesitates?|crosses?|folds?)\b[^)\]]*[)\]]/i,
];

// A third-person stage direction: the character's own first name opening a sentence, followed by an action
// ("Priya joins the call", "Marcus sighs"). "He says …" is left alone: a character may well report what others said.
const STAGE_VERBS = 'joins|sighs|pauses|nods|smiles|frowns|shrugs|leans|looks|glances|hesitates|crosses|folds|laughs|says|replies|answers|sits|stands|walks|enters|arrives|turns';

function stageDirection(name: string): RegExp | null {
  const first = name.trim().split(/\s+/)[0];
  if (!first) return null;
  return new RegExp(`(?<=^|[.!?:]\\s+)${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+(?:${STAGE_VERBS})\\b`, 'i');
}

/** What leaked into a reply: system words, narration or stage directions about the character named `characterName`. */
export function leaksIn(reply: string, characterName: string): string[] {
  const found: string[] = [];
  for (const pattern of [...SYSTEM_WORDS, ...NARRATION, stageDirection(characterName) ?? /$^/]) {
    const match = pattern.exec(reply);
    if (match) found.push(match[0].trim());
  }
  return found;
}

/** The numbers of a text ("£649", "90", "8.30" → "649", "90", "8.30"), thousands separators dropped. */
function numbersOf(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((number) => number.replaceAll(',', ''));
}

/** The words that carry a fact: its answer's content stems, less the words the question itself uses (its keywords). */
function factKeyStems(fact: Pick<BriefFact, 'keywords' | 'answer'>): string[] {
  const asked = new Set(fact.keywords.flatMap((keyword) => [...contentStems(keyword)]));
  return [...contentStems(fact.answer)].filter((stem) => !asked.has(stem) && !/^\d/.test(stem));
}

/** Whether the reply gives the fact: every number of its answer and at least half of its other key words. */
export function givesFact(reply: string, fact: Pick<BriefFact, 'keywords' | 'answer'>): boolean {
  const replyNumbers = new Set(numbersOf(reply));
  if (!numbersOf(fact.answer).every((number) => replyNumbers.has(number))) return false;
  const keys = factKeyStems(fact);
  if (keys.length === 0) return true;
  const said = contentStems(reply);
  return keys.filter((stem) => said.has(stem)).length >= Math.ceil(keys.length * FACT_KEY_WORD_SHARE);
}

/** Whether one of the replies agrees as the brief's outcome says: its agreement line, or most of its key words. */
export function saysAgreement(replies: readonly string[], outcome: Pick<BriefOutcome, 'agreementLine'>): boolean {
  // A reply says "All right." only at its start, so the line is looked for without it.
  const line = normalised(withoutFillers(splitSentences(outcome.agreementLine)).join(' '));
  const keys = [...contentStems(outcome.agreementLine)];
  return replies.some((reply) => {
    if (normalised(reply).includes(line)) return true;
    const said = contentStems(reply);
    return keys.length > 0 && keys.filter((stem) => said.has(stem)).length >= Math.ceil(keys.length * AGREEMENT_KEY_WORD_SHARE);
  });
}

/** The learner's lines of a script that name any of the keywords: a pushy script must name no resolution. */
export function linesNaming(lines: readonly string[], keywords: readonly string[]): string[] {
  return lines.filter((line) => mentionedKeywords(line, keywords).length > 0);
}

export interface ReportCriterionEvidence {
  score: number | null;
  evidence: readonly { quote: string }[];
  feedback: string;
}

/** Quoted spans in a text, “…” or "…", of at least three words (single quotes are left alone: "don't" has one). */
function quotedSpans(text: string): string[] {
  const spans = [...text.matchAll(/[“"]([^”"]{6,})[”"]/g)].map((match) => match[1]!.trim());
  return spans.filter((span) => countWords(span) >= 3);
}

/** What a report cites as done well: the evidence and quoted words of every criterion scored {@link PRAISE_MIN_SCORE} or more. */
export function praiseQuotes(criteria: readonly ReportCriterionEvidence[]): string[] {
  return criteria
    .filter((criterion) => criterion.score !== null && criterion.score >= PRAISE_MIN_SCORE)
    .flatMap((criterion) => [...criterion.evidence.map((item) => item.quote), ...quotedSpans(criterion.feedback)]);
}

function overlaps(quote: string, line: string): boolean {
  const a = ` ${normalised(quote)} `;
  const b = ` ${normalised(line)} `;
  return a.trim().length > 0 && b.trim().length > 0 && (b.includes(a) || a.includes(b));
}

/** The praise quotes that are (part of) one of the counter-example lines: each one is a report praising the opposite. */
export function praiseOfCounterExamples(praise: readonly string[], counterExamples: readonly string[]): string[] {
  return praise.filter((quote) => counterExamples.some((line) => overlaps(quote, line)));
}
