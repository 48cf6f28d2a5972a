// "What you uncovered": what the learner drew out of the character's brief, read from the transcript alone, so it
// works the same for any engine's replies (the built-in character's or a model's; no engine records which fact a reply
// used, so the reply is matched against the fact's answer). A fact counts when a character reply carries its answer
// (most of the answer's content words, or its figures and a topic word) the first time, and the learner's nearest
// line before that reply asked on that topic (drawing-question.ts: its focus, not a clause that only sets the scene,
// "before we start,"; a word the fact names only to deny it, "without a claim", counts for less than one it affirms): a
// question (not a remark with a tag, "Lunch break, eh?") whose words are the fact's or their synonyms (matter.ts), or
// one naming nothing that asks for what its answer gives; a "when" or "how much" question only by a fact that says a
// time or a sum. Every other fact is listed as not uncovered, saying whether the character told
// it unasked. An objection is handled by the learner line the character's own reading took as settling it
// (character/state.ts: in its words or others, "I can refund the £120 today" for "the £120 back"; never one that only
// names it or puts it off), and a requirement covered by a learner line that affirms one of its keywords
// (negation-scope.ts: "I'm not apologising" handles nothing) or that the character's reading counts as giving it; either
// line is no counter-example (pushing, a bare claim: "We never miss milestones, we're the best in the market") and
// said before the character left. The outcome is reached when every requirement was covered and the character agreed.
// Every item cites the learner's line (message id + a verbatim sentence of it).
import type { CharacterBrief, BriefFact, BriefObjection, BriefRequirement } from '../../../../shared/contracts/character-brief.ts';
import type { Uncovered, UncoveredLine } from '../../../../shared/contracts/reports.ts';
import { contentStems, isQuestion, mentionedKeywords, splitSentences } from '../../language/text.ts';
import { affirmedKeywords } from '../negation-scope.ts';
import { asksToTell, isCounterExample } from './learner-patterns.ts';
import { findConversationEnd } from './report-claims.ts';
import { meetingPart } from '../meets-nothing.ts';
import { asks, drawingSentence, factTopics } from './drawing-question.ts';
import { knowledgeOf } from '../character/knowledge.ts';
import { objectionsResolvedAt, requirementsCoveredAt } from '../character/state.ts';
import { pronounOf, saidOfThem } from '../../../../shared/said-of-them.ts';

export interface TranscriptLine {
  id: string;
  role: 'learner' | 'character';
  content: string;
}

/** Share of an answer's content words a reply must carry to have given it. */
const ANSWER_SHARE = 0.5;
/** Share of an objection's or agreement line's content words a character line must carry to have said it. */
const LINE_SHARE = 0.5;
const FIGURE = /[£$€]?\d[\d,.]*%?/g;
const AGREES = /\b(agreed|deal|let's do (it|that)|let's go ahead|go ahead|sounds good|happy to|i('ll| will) (agree|sign|book|come|take)|you('ve| have) (convinced|got) me|yes,? let's|count me in|book it|that works)\b/i;

function shareOf(wanted: ReadonlySet<string>, found: ReadonlySet<string>): number {
  if (wanted.size === 0) return 0;
  let hits = 0;
  for (const stem of wanted) if (found.has(stem)) hits += 1;
  return hits / wanted.size;
}

/** The figures a text says, each as its value is written without a currency sign or thousands commas ("£1,200" → "1200"). */
function figuresOf(text: string): string[] {
  return (text.match(FIGURE) ?? []).map((figure) => figure.replace(/[.,]$/, '').replace(/[£$€,]/g, ''));
}

/**
 * Whether a character reply gave this fact's answer, in the brief's words or its own: most of its content words, or
 * every figure it says (each a whole figure of the reply: "18 September" is not told by "180 sweatshirts") with a topic
 * word other than a figure in one sentence: "…about the minibar. I want the £240 refunded." says the sum of "£240 was
 * taken from my card for a minibar bill", not the taking.
 */
function gaveAnswer(fact: BriefFact, reply: string, replyStems: ReadonlySet<string>): boolean {
  if (shareOf(contentStems(fact.answer), replyStems) >= ANSWER_SHARE) return true;
  const figures = figuresOf(fact.answer);
  if (figures.length === 0) return false;
  const topicWords = fact.keywords.filter((keyword) => figuresOf(keyword).join(' ') !== keyword.trim());
  return splitSentences(reply).some((sentence) => {
    const said = new Set(figuresOf(sentence));
    return figures.every((figure) => said.has(figure)) && mentionedKeywords(sentence, topicWords).length > 0;
  });
}

/**
 * The questions of the learner's lines that the character's next line answered, in its first sentence, with a fact of
 * the brief (its answer, in the brief's words or its own figures and a topic word): the answer shows that what they
 * asked for was the scenario's matter, whatever words they put it in ("When did they lift her out?" → "She has
 * been on the hard standing since 4 March."). Only a question that asks to be told something (what, when, how much…) counts: a yes-or-no remark
 * ("Are you doing anything for Christmas?") that the character turns back to its matter asked for nothing of it, nor
 * does one it first declines to answer.
 */
export function questionsAnsweredFromBrief(brief: CharacterBrief, lines: readonly TranscriptLine[]): Set<string> {
  const facts = [...brief.facts, ...brief.hiddenFacts];
  const answered = new Set<string>();
  lines.forEach((line, index) => {
    const reply = lines[index + 1];
    if (line.role !== 'learner' || reply?.role !== 'character') return;
    const first = splitSentences(reply.content)[0] ?? '';
    const firstStems = contentStems(first);
    if (!facts.some((fact) => gaveAnswer(fact, first, firstStems))) return;
    for (const sentence of splitSentences(line.content)) if (asks(sentence) && asksToTell(sentence)) answered.add(sentence.trim());
  });
  return answered;
}

/** The sentence of a learner line that did it: the first naming one of the keywords, else a question, else the first. */
function citeLine(line: TranscriptLine, keywords: readonly string[]): UncoveredLine {
  const sentences = splitSentences(line.content);
  const quote =
    sentences.find((sentence) => affirmedKeywords(sentence, keywords).length > 0) ??
    sentences.find((sentence) => mentionedKeywords(sentence, keywords).length > 0) ??
    sentences.find((sentence) => isQuestion(sentence)) ??
    sentences[0] ??
    line.content.trim();
  return { message_id: line.id, quote };
}

/** The learner line a character line answered: the one just before it. */
function learnerLineBefore(lines: readonly TranscriptLine[], index: number): TranscriptLine | null {
  const previous = lines[index - 1];
  return previous?.role === 'learner' && previous.content.trim() ? previous : null;
}

/** The nearest learner line before a character line, past any character lines in between; null when none. */
function nearestLearnerLine(lines: readonly TranscriptLine[], index: number): TranscriptLine | null {
  const found = lines.slice(0, index).findLast((line) => line.role === 'learner' && line.content.trim() !== '');
  return found ?? null;
}


/** Where in a reply a fact is given: the index of the first sentence that carries it (the whole reply's length when none alone does). */
function placeInReply(fact: BriefFact, reply: string): number {
  const sentences = splitSentences(reply);
  const at = sentences.findIndex((sentence) => gaveAnswer(fact, sentence, contentStems(sentence)));
  return at === -1 ? sentences.length : at;
}

/**
 * Of the facts one reply gives that the question asked about equally, the ones it drew: the one the reply gives first
 * (an answer leads with what was asked), and any other only for a word of the question that the earlier ones are not
 * about ("When is the concert, and what did the costume cost?" draws both).
 */
function drawnOfTied<T extends { terms: ReadonlySet<string>; place: number }>(tied: readonly T[]): T[] {
  const kept: T[] = [];
  const covered = new Set<string>();
  for (const entry of [...tied].sort((a, b) => a.place - b.place)) {
    if (kept.length > 0 && ![...entry.terms].some((term) => !covered.has(term))) continue;
    kept.push(entry);
    entry.terms.forEach((term) => covered.add(term));
  }
  return kept;
}

/** A fact a reply gave after a question on its topic: how far the question was on it, and where the reply gave it. */
interface DrawnFact {
  entry: Uncovered['facts'][number];
  score: number;
  at: number;
  terms: ReadonlySet<string>;
  place: number;
}

function findFacts(brief: CharacterBrief, lines: readonly TranscriptLine[]): Pick<Uncovered, 'facts' | 'missed_facts'> {
  const replies = lines.map((line) => (line.role === 'character' ? contentStems(line.content) : null));
  const found: Uncovered['facts'] = [];
  const missed: NonNullable<Uncovered['missed_facts']> = [];
  const facts: (BriefFact & { unlock?: string; hidden: boolean })[] = [
    ...brief.facts.map((fact) => ({ ...fact, hidden: false })),
    ...brief.hiddenFacts.map((fact) => ({ ...fact, hidden: true })),
  ];
  const read = factTopics(facts, brief);
  const drawn = new Map<(typeof facts)[number], DrawnFact>();
  // Facts a reply says again after a question that asked for them: they take the question, not what follows them.
  const repeats: DrawnFact[] = [];
  const given = new Set<(typeof facts)[number]>();
  // What a question pointing back ("When was that?") asks after: the facts the character's line just before it gave,
  // and those the learner's own question before that named ("Which class do you go to?" "What day is that on?").
  const toldJustBefore = (asked: TranscriptLine) => {
    const at = lines.indexOf(asked);
    const before = lines[at - 1];
    if (before?.role !== 'character') return new Set<(typeof facts)[number]>();
    const earlier = lines[at - 2]?.role === 'learner' ? lines[at - 2]! : null;
    return new Set(facts.filter((other) => gaveAnswer(other, before.content, contentStems(before.content)) || (earlier !== null && (drawingSentence(earlier, other, read)?.terms.size ?? 0) > 0)));
  };
  for (const fact of facts) {
    // Only the first time the character gives a fact can the learner have drawn it out: a fact it volunteered and
    // later repeats ("As I said: £68,000") was not uncovered by the question that got the repeat.
    const givenAt = lines.flatMap((line, index) => (replies[index] !== null && gaveAnswer(fact, line.content, replies[index]!) ? [index] : []));
    if (givenAt.length === 0) continue;
    given.add(fact);
    for (const at of givenAt) {
      // The line that drew it is the learner's nearest line before, and only if it asked on the fact's topic.
      const asked = nearestLearnerLine(lines, at);
      const drawing = asked ? drawingSentence(asked, fact, read, toldJustBefore(asked)) : null;
      if (!asked || !drawing) continue;
      const entry = { topic: fact.topic, hidden: fact.hidden, answer: fact.answer, line: { message_id: asked.id, quote: drawing.quote }, reply_id: lines[at]!.id };
      const candidate = { entry, score: drawing.score, at, terms: drawing.terms, place: placeInReply(fact, lines[at]!.content) };
      if (at === givenAt[0]) drawn.set(fact, candidate);
      else repeats.push(candidate);
    }
  }
  // A reply that gives several facts answered the one the question named most ("When did the letter land?" draws
  // the letter's date, not the exclusion the same reply goes on to); of those it named equally, the first it gives. A
  // fact said again counts here too: "How long is he off school?" answered "Two days. The letter came late…" asked
  // for the exclusion told before, and the letter was volunteered.
  const candidates = [...drawn.values(), ...repeats];
  const bestAt = new Map<number, number>();
  for (const { score, at } of candidates) bestAt.set(at, Math.max(bestAt.get(at) ?? 0, score));
  const kept = new Set<DrawnFact>();
  for (const at of bestAt.keys()) {
    for (const entry of drawnOfTied(candidates.filter((candidate) => candidate.at === at && candidate.score === bestAt.get(at)))) kept.add(entry);
  }
  for (const fact of facts) {
    const entry = drawn.get(fact);
    if (entry && kept.has(entry)) found.push(entry.entry);
    else missed.push({ topic: fact.topic, hidden: fact.hidden, given: given.has(fact) });
  }
  return { facts: found, missed_facts: missed };
}

function saidBy(lines: readonly TranscriptLine[], text: string, from = 0): number {
  const wanted = contentStems(text);
  return lines.findIndex((line, index) => index >= from && line.role === 'character' && shareOf(wanted, contentStems(line.content)) >= LINE_SHARE);
}

/**
 * The sentences of a learner line that say one of the keywords and are no counter-example, said before the character
 * left: a push, a dismissal or a bare claim is cited only as the thing to improve, never as a requirement met.
 */
function affirmingSentences(line: TranscriptLine, index: number, keywords: readonly string[], endedAt: number): string[] {
  if (line.role !== 'learner' || index >= endedAt) return [];
  return splitSentences(line.content).filter((sentence) => affirmedKeywords(meetingPart(sentence), keywords).length > 0 && !isCounterExample(sentence));
}

/**
 * The lines as the character's reading is replayed for the report: each learner line without the sentences and clauses
 * that put something off or only say back what they want ("let's leave the refund for now", "I know you want the £120
 * back"), which meet nothing whatever words they share with a concern (meets-nothing.ts).
 */
function withoutMeetingNothing(lines: readonly TranscriptLine[], endedAt: number): TranscriptLine[] {
  const meeting = (content: string) => splitSentences(content).map(meetingPart).filter((part) => part !== '').join(' ');
  return lines.slice(0, Math.max(0, endedAt)).map((line) => (line.role === 'learner' ? { ...line, content: meeting(line.content) } : line));
}

/** The line's first sentence that covers the keywords, cited as the line that did it. */
function coveringLine(line: TranscriptLine, sentences: readonly string[]): UncoveredLine {
  return { message_id: line.id, quote: sentences[0] ?? line.content.trim() };
}

function findObjections(brief: CharacterBrief, lines: readonly TranscriptLine[], endedAt: number): Uncovered['objections'] {
  const found: Uncovered['objections'] = [];
  // The objection is quoted as the character said it; what would have answered it is said of them, like the outcome.
  const pronoun = pronounOf(brief.identity.gender);
  // The line that met each concern is the one the character's own reading took as settling it (character/state.ts):
  // a concern answered in other words is met, one only named or put off ("let's leave the refund for now") is not.
  // A concern answered before the character voiced it counts too: the learner got ahead of it.
  const resolvedAt = brief.objections.length === 0 ? [] : objectionsResolvedAt(withoutMeetingNothing(lines, endedAt), brief, knowledgeOf({ brief, glossary: [], facts: [] }), mayMeet);
  brief.objections.forEach((objection: BriefObjection, index) => {
    const raisedAt = saidBy(lines, objection.objection);
    const at = resolvedAt[index]!;
    if (raisedAt === -1 && at === -1) return;
    found.push({
      objection: objection.objection,
      resolved_by: saidOfThem(objection.resolvedBy, pronoun),
      raised: raisedAt !== -1,
      line: at === -1 ? null : meetingLine(lines[at]!, objection.resolveKeywords),
    });
  });
  return found;
}

/**
 * The sentence of a learner line that met a concern or a requirement: one affirming its keywords, else a statement
 * before the question that may follow it ("Does that work for you?"), and never a push or a bare claim beside it.
 */
function meetingLine(line: TranscriptLine, keywords: readonly string[]): UncoveredLine {
  const meeting = splitSentences(line.content).filter((sentence) => !isCounterExample(sentence) && meetingPart(sentence) !== '');
  const naming = meeting.filter((sentence) => affirmedKeywords(meetingPart(sentence), keywords).length > 0);
  return coveringLine(line, [...naming, ...meeting.filter((sentence) => !isQuestion(sentence)), ...meeting.filter(isQuestion)]);
}

/**
 * The learner line that met a requirement and where: the first that says one of its keywords, or the first the
 * character's own reading (character/state.ts) counts as giving it ("I can refund the €180 today and file your claim
 * for €400" gives "the €180 back and €400 compensation"), whichever came first before the character left.
 */
function coveringAt(requirement: BriefRequirement, lines: readonly TranscriptLine[], endedAt: number, byMeaning: number): { at: number; line: UncoveredLine | null } {
  const byWords = lines.findIndex((entry, index) => affirmingSentences(entry, index, requirement.keywords, endedAt).length > 0);
  const heard = byMeaning !== -1 && byMeaning < endedAt ? byMeaning : -1;
  if (byWords !== -1 && (heard === -1 || byWords <= heard)) return { at: byWords, line: coveringLine(lines[byWords]!, affirmingSentences(lines[byWords]!, byWords, requirement.keywords, endedAt)) };
  if (heard === -1) return { at: -1, line: null };
  return { at: heard, line: meetingLine(lines[heard]!, requirement.keywords) };
}

/** Whether a learner line may meet a requirement: one sentence of it at least is no push, dismissal or bare claim. */
function mayMeet(content: string): boolean {
  return splitSentences(content).some((sentence) => !isCounterExample(sentence));
}

function findOutcome(brief: CharacterBrief, lines: readonly TranscriptLine[], endedAt: number): Uncovered['outcome'] {
  const { outcome } = brief;
  // The character's reading is needed only for a requirement no line names in its keywords.
  const byWords = outcome.requires.map((requirement) => lines.some((entry, index) => affirmingSentences(entry, index, requirement.keywords, endedAt).length > 0));
  const heardAt = byWords.every(Boolean) ? byWords.map(() => -1) : requirementsCoveredAt(withoutMeetingNothing(lines, endedAt), brief, knowledgeOf({ brief, glossary: [], facts: [] }), mayMeet);
  const requirements = outcome.requires.map((requirement, index) => ({ label: requirement.label, ...coveringAt(requirement, lines, endedAt, heardAt[index]!) }));
  const isCovered = requirements.every((requirement) => requirement.line !== null);
  const lastCovered = Math.max(-1, ...requirements.map((requirement) => requirement.at));
  // The character agreeing after the last requirement was covered: its own agreement line, or a plain yes that names the agreement.
  const agreementStems = contentStems(outcome.agreement);
  let agreedAt = isCovered ? saidBy(lines, outcome.agreementLine, lastCovered + 1) : -1;
  if (isCovered && agreedAt === -1) {
    agreedAt = lines.findIndex(
      (line, index) => index > lastCovered && line.role === 'character' && AGREES.test(line.content) && shareOf(agreementStems, contentStems(line.content)) > 0,
    );
  }
  const reached = isCovered && agreedAt !== -1;
  const closing = reached ? learnerLineBefore(lines, agreedAt) : null;
  // The brief words what the character wants in its own voice ("my €180 back"); the report speaks of them ("his €180 back").
  const ofThem = (phrase: string) => saidOfThem(phrase, pronounOf(brief.identity.gender));
  return {
    agreement: ofThem(outcome.agreement),
    reached,
    line: closing ? citeLine(closing, outcome.requires.flatMap((requirement) => requirement.keywords)) : null,
    requirements: requirements.map(({ label, line }) => ({ label: ofThem(label), line })),
  };
}

/** What the learner drew out of the brief in this transcript: facts, hidden facts, objections handled, the outcome. */
export function findUncovered(brief: CharacterBrief, lines: readonly TranscriptLine[], recordedEnd?: string | null): Uncovered {
  const endedAt = findConversationEnd(lines, brief, recordedEnd);
  return { ...findFacts(brief, lines), objections: findObjections(brief, lines, endedAt), outcome: findOutcome(brief, lines, endedAt) };
}
