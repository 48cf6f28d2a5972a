// The twin evaluation's figures, read from the replies and summaries the real routes gave: answers holding the
// answering fact, unanswerable questions that say so, sentences of the owner's quoted in answer to a question they do
// not answer, one fact said twice in a reply, tags whose cited line does not show them, and summary sentences filed
// in two sections.
import type { TwinSummary } from '../../../shared/contracts/twin.ts';
import { splitSentences } from '../../ai/language/text.ts';
import { isTwinDecline } from '../../ai/language/twin-text.ts';
import type { TwinOwnerCase, TwinQuestionCase } from './twin-case.ts';
import { share, sum } from '../tally.ts';

/** Lower case, plain apostrophes and quotes, accents kept apart, single spaces: so a phrase is found however it was typed. */
export function normalised(text: string): string {
  return text
    .normalize('NFD')
    .replaceAll(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll(/[’‘`]/g, "'")
    .replaceAll(/[“”]/g, '"')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

// Cut as the twin and its summary cut them: "St. Anne's", "Dr. Okoro" and "No. 5" stay inside their sentence.
function sentencesOf(text: string): string[] {
  return splitSentences(text).filter((sentence) => /\p{L}/u.test(sentence));
}

/** A sentence without its closing mark, for comparing quotes. */
function bare(sentence: string): string {
  return normalised(sentence).replace(/[.!?…"')\s]+$/, '');
}

const WORDS = /[\p{L}\p{N}']+/gu;
const SMALL_WORDS = new Set('the and but for with that this what when where who was were are have has had his her our their your you she him they them from into just very every also then than because been over only about'.split(' '));

function contentWords(sentence: string): Set<string> {
  return new Set((normalised(sentence).match(WORDS) ?? []).filter((word) => word.length > 2 && !SMALL_WORDS.has(word)));
}

/** The words of a sentence, as counted for "a lone word". */
function wordCount(sentence: string): number {
  return normalised(sentence).match(WORDS)?.length ?? 0;
}

/**
 * A lone word ("Morag.", "Beekeeping.") is a name or a heading, not a sentence that can carry a fact: its word is in
 * every reply that names the thing, so it is never counted as quoted, and a fact found only in one is not an answer.
 */
const isLoneWord = (sentence: string) => wordCount(sentence) < 2;

/** Where `phrase` stands in `text` as whole words ("rui" is not in "ruin"): the index of each place. */
function phraseAt(text: string, phrase: string): number[] {
  const places: number[] = [];
  const at = (from: number) => text.indexOf(phrase, from);
  for (let index = at(0); index >= 0; index = at(index + 1)) {
    const before = text[index - 1] ?? ' ';
    const after = text[index + phrase.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) places.push(index);
  }
  return places;
}

function hasPhrase(text: string, phrase: string): boolean {
  return phraseAt(text, phrase).length > 0;
}

/**
 * The owner's sentences a reply quotes (whole, or a reply sentence of five words or more taken from one); never a lone
 * word, and never a short sentence found only inside a longer one of theirs the reply quotes ("My daughter Inès." in
 * "And my daughter Inès, she is twelve, …"): that one is quoted, not both.
 */
export function quotedSentences(reply: string, owner: TwinOwnerCase): string[] {
  const own = Object.values(owner.answers).flatMap(sentencesOf).filter((sentence) => !isLoneWord(sentence));
  const replySentences = sentencesOf(reply).map(bare);
  const flat = normalised(reply);
  const whole = own.map((sentence) => ({ key: bare(sentence), places: phraseAt(flat, bare(sentence)) })).filter(({ key, places }) => key.length > 0 && places.length > 0);
  const insideAnother = (key: string, place: number) => whole.some((other) => other.key.length > key.length && other.places.some((start) => start <= place && place + key.length <= start + other.key.length));
  return own.filter((sentence) => {
    const key = bare(sentence);
    if (key.length === 0) return false;
    if (phraseAt(flat, key).some((place) => !insideAnother(key, place))) return true;
    return replySentences.some((part) => part.split(' ').length >= 5 && hasPhrase(key, part));
  });
}

/** The reply holds one of the phrases that answer the question, in a sentence of its own: not in a lone word. */
export function holdsFact(reply: string, question: TwinQuestionCase): boolean {
  const sentences = sentencesOf(reply).filter((sentence) => !isLoneWord(sentence)).map(normalised);
  return question.facts.some((fact) => sentences.some((sentence) => sentence.includes(normalised(fact))));
}

function holdsAnyFact(sentence: string, question: TwinQuestionCase): boolean {
  return question.facts.some((fact) => normalised(sentence).includes(normalised(fact)));
}

/**
 * The owner's quoted sentences that answer nothing asked: neither holding an answering phrase nor said right before or
 * after a sentence that does, in the same answer (the sentence that says what "that advice" was, or goes on about it).
 */
export function unrelatedQuotes(reply: string, question: TwinQuestionCase, owner: TwinOwnerCase): string[] {
  const related = new Set<string>();
  const flat = normalised(reply);
  for (const answer of Object.values(owner.answers)) {
    const own = sentencesOf(answer);
    own.forEach((sentence, index) => {
      if (!holdsAnyFact(sentence, question)) return;
      for (const near of [own[index - 1], sentence, own[index + 1]]) if (near !== undefined) related.add(near);
      // Further on in the same answer, one the reply says right after it that points back to it ("Korean dramas! I
      // watch them …"): it goes on about what that one named. Further back, one the reply says right before it when it
      // points back ("The flood in 2007. What got me through it …"): what its "it" was.
      for (const later of own.slice(index + 2)) if (saidRightAfter(flat, sentence, later) && POINTS_BACK.test(normalised(later))) related.add(later);
      for (const earlier of own.slice(0, Math.max(0, index - 1))) if (saidRightAfter(flat, earlier, sentence) && POINTS_BACK.test(normalised(sentence))) related.add(earlier);
    });
  }
  return quotedSentences(reply, owner).filter((sentence) => !related.has(sentence));
}

// The words a sentence points back with to what was named before it.
const POINTS_BACK = /\b(?:it|its|them|they|their|he|him|his|she|her|this|that|these|those)\b/;

/** The reply says `later` right after `first`, nothing but punctuation between them. */
function saidRightAfter(flat: string, first: string, later: string): boolean {
  const start = flat.indexOf(bare(first));
  if (start < 0) return false;
  const end = start + bare(first).length;
  const next = flat.indexOf(bare(later), end);
  return next >= 0 && /^[\s.!?"'…,;:]*$/.test(flat.slice(end, next));
}

/** Pairs of reply sentences that say the same thing: most of the shorter one's content words are in the other. */
export function repeatedFacts(reply: string): string[] {
  const sentences = sentencesOf(reply);
  const repeats: string[] = [];
  for (let left = 0; left < sentences.length; left += 1) {
    for (let right = left + 1; right < sentences.length; right += 1) {
      const a = contentWords(sentences[left]!);
      const b = contentWords(sentences[right]!);
      const smaller = Math.min(a.size, b.size);
      const shared = [...a].filter((word) => b.has(word)).length;
      if (smaller >= 3 && shared >= 3 && shared * 2 >= smaller) repeats.push(`${sentences[left]} | ${sentences[right]}`);
    }
  }
  return repeats;
}

// How a model says in its own words that it was never told something.
const OWNER_UNKNOWN = /\b(?:never (?:really )?(?:talked|told|shared|mentioned|spoke)|not something I(?:'ve| have)? (?:talked|shared|told)|I won't guess|I'd rather not guess|haven't (?:talked|told|shared))/i;

/**
 * The reply says plainly that this was never told (or, to a visitor, not shared), and quotes nothing of the owner's:
 * the built-in decline to this listener, with what it offers to talk about instead, or a model's own wording of it.
 */
export function saysUnknown(reply: string, owner: TwinOwnerCase, listener: TwinReplyRecord['listener'] = 'owner'): boolean {
  if (isTwinDecline(reply, listener === 'owner' ? 'owner' : 'public')) return true;
  return OWNER_UNKNOWN.test(reply.replaceAll('’', "'")) && quotedSentences(reply, owner).length === 0;
}

export interface TwinReplyRecord {
  listener: 'owner' | 'visitor';
  ask: string;
  kind: TwinQuestionCase['kind'];
  reply: string;
  /** For an answerable question: the reply holds the answering fact. For an unanswerable one: it says so. */
  ok: boolean;
  unrelated: string[];
  repeated: string[];
}

export function recordReply(listener: TwinReplyRecord['listener'], question: TwinQuestionCase, reply: string, owner: TwinOwnerCase): TwinReplyRecord {
  const isUnknown = question.kind === 'unanswerable';
  return {
    listener,
    ask: question.ask,
    kind: question.kind,
    reply,
    ok: isUnknown ? saysUnknown(reply, owner, listener) : holdsFact(reply, question),
    unrelated: unrelatedQuotes(reply, question, owner),
    repeated: repeatedFacts(reply),
  };
}

export interface TagRecord {
  tag: string;
  line: string;
  /** The labelled set says the cited line shows this tag of the owner. */
  shown: boolean;
}

/** Each tag of the summary with whether its cited line is one the labels say shows it. */
export function recordTags(summary: TwinSummary | null, owner: TwinOwnerCase): TagRecord[] {
  if (!summary) return [];
  return summary.tag_evidence.map((evidence) => {
    const lines = owner.tagLines[evidence.tag] ?? [];
    return { tag: evidence.tag, line: evidence.sentence, shown: lines.some((line) => normalised(evidence.sentence).includes(normalised(line))) };
  });
}

/** Sentences the summary files in more than one section. */
export function sentencesInTwoSections(summary: TwinSummary | null): string[] {
  if (!summary) return [];
  const seen = new Map<string, number>();
  for (const section of Object.values(summary.sections)) {
    if (section.is_empty) continue;
    for (const sentence of new Set(sentencesOf(section.text).map(bare))) seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
  }
  return [...seen].filter(([, count]) => count > 1).map(([sentence]) => sentence);
}

// A sentence that opens on one of these leans on the one before it for what it is about.
const REFERRING_START = /^(?:that|this|it|these|those|he|she|they|we)\b/;

/**
 * Sentences the summary shows without the one they lean on: an owner's sentence opening with "That", "It", "He" …
 * printed in a section where the sentence the owner said just before it is not printed right before it.
 */
export function cutReferents(summary: TwinSummary | null, owner: TwinOwnerCase): string[] {
  if (!summary) return [];
  const cut: string[] = [];
  for (const answer of Object.values(owner.answers)) {
    const own = sentencesOf(answer);
    own.forEach((sentence, index) => {
      if (index === 0 || !REFERRING_START.test(normalised(sentence))) return;
      const key = bare(sentence);
      const before = bare(own[index - 1]!);
      for (const section of Object.values(summary.sections)) {
        if (section.is_empty) continue;
        const printed = sentencesOf(section.text).map(bare);
        const at = printed.indexOf(key);
        if (at >= 0 && printed[at - 1] !== before) cut.push(sentence);
      }
    });
  }
  return cut;
}

export interface TwinOwnerFigures {
  name: string;
  /** The tuning half, the sealed test half, or the walk set (owners in trades no other set holds, printed apart). */
  half: 'tuning' | 'test' | 'walk';
  replies: TwinReplyRecord[];
  tags: TagRecord[];
  twoSections: string[];
  cutReferents: string[];
}

export interface TwinTotals {
  answerable: number;
  answered: number;
  answeredShare: number;
  unanswerable: number;
  unknownSaid: number;
  unknownSaidShare: number;
  unrelatedQuotes: number;
  repeatedFacts: number;
  tags: number;
  tagsShown: number;
  tagsShownShare: number;
  twoSections: number;
  cutReferents: number;
}

export function twinTotalsOf(owners: readonly TwinOwnerFigures[]): TwinTotals {
  const replies = owners.flatMap((owner) => owner.replies);
  const answerable = replies.filter((reply) => reply.kind !== 'unanswerable');
  const unanswerable = replies.filter((reply) => reply.kind === 'unanswerable');
  const tags = owners.flatMap((owner) => owner.tags);
  const answered = answerable.filter((reply) => reply.ok).length;
  const unknownSaid = unanswerable.filter((reply) => reply.ok).length;
  const tagsShown = tags.filter((tag) => tag.shown).length;
  return {
    answerable: answerable.length,
    answered,
    answeredShare: share(answered, answerable.length),
    unanswerable: unanswerable.length,
    unknownSaid,
    unknownSaidShare: share(unknownSaid, unanswerable.length),
    unrelatedQuotes: sum(replies, (reply) => reply.unrelated.length),
    repeatedFacts: sum(replies, (reply) => reply.repeated.length),
    tags: tags.length,
    tagsShown,
    tagsShownShare: share(tagsShown, tags.length),
    twoSections: sum(owners, (owner) => owner.twoSections.length),
    cutReferents: sum(owners, (owner) => owner.cutReferents.length),
  };
}

/** What the product promises of the twin (issue 34): the figures a run is held to. */
export const TWIN_THRESHOLDS = { answeredShare: 0.9, unknownSaidShare: 1, unrelatedQuotes: 0, repeatedFacts: 0, tagsShownShare: 1, twoSections: 0, cutReferents: 0 } as const;
