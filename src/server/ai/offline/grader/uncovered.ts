// "What you uncovered": what the learner drew out of the character's brief, read from the transcript alone, so it
// works the same for any engine's replies (the built-in character's or a model's; no engine records which fact a reply
// used, so the reply is matched against the fact's answer). A fact counts when a character reply carries its answer
// (most of the answer's content words, or its figures and a topic word) the first time, and the learner's nearest
// line before that reply asked on that topic (its focus, not a clause that only sets the scene: "before we start,"; a
// word the fact names only to deny it, "without a claim", counts for less than one it affirms): a question (not a remark with a tag, "Lunch break, eh?") whose words are the fact's or their synonyms
// (matter.ts), or one naming nothing that asks for what its answer gives; a "when" or "how much" question only by a
// fact that says a time or a figure. Every other fact is listed as not uncovered, saying whether the character told
// it unasked. An objection is handled, and a requirement covered, by a learner line that affirms one
// of its keywords (negation-scope.ts: "I'm not apologising" handles nothing) and is no counter-example (pushing, a
// bare claim: "We never miss milestones, we're the best in the market"), said before the character left; the outcome
// is reached when every requirement was covered and the character agreed. Every item cites the learner's line
// (message id + a verbatim sentence of it).
import type { CharacterBrief, BriefFact, BriefObjection } from '../../../../shared/contracts/character-brief.ts';
import type { Uncovered, UncoveredLine } from '../../../../shared/contracts/reports.ts';
import { contentStems, isQuestion, mentionedKeywords, splitSentences } from '../../language/text.ts';
import { affirmedKeywords, affirms } from '../negation-scope.ts';
import { WHEN, asksToTell, isCounterExample } from './learner-patterns.ts';
import { findConversationEnd } from './report-claims.ts';
import { termIsOn, topicOf, topicTermsIn, type Topic } from './matter.ts';
import { lemmaOf, readWords } from '../../language/lemmas.ts';
import { readLine } from '../character/acts.ts';
import { askedKinds, saysAFeeling } from '../character/fact-meaning.ts';
import { knowledgeOf, type Knowledge } from '../character/knowledge.ts';

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
const EMPATHY = /\b(i understand|i can (see|imagine|understand)|that sounds|that must|must (be|have been)|i'm sorry|i am sorry|i hear you|i appreciate)\b/i;

function shareOf(wanted: ReadonlySet<string>, found: ReadonlySet<string>): number {
  if (wanted.size === 0) return 0;
  let hits = 0;
  for (const stem of wanted) if (found.has(stem)) hits += 1;
  return hits / wanted.size;
}

function figuresOf(text: string): string[] {
  return (text.match(FIGURE) ?? []).map((figure) => figure.replace(/[.,]$/, ''));
}

/** Whether a character reply gave this fact's answer, in the brief's words or its own. */
function gaveAnswer(fact: BriefFact, reply: string, replyStems: ReadonlySet<string>): boolean {
  if (shareOf(contentStems(fact.answer), replyStems) >= ANSWER_SHARE) return true;
  const figures = figuresOf(fact.answer);
  return figures.length > 0 && figures.every((figure) => reply.includes(figure)) && mentionedKeywords(reply, fact.keywords).length > 0;
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

/**
 * A clause that only sets the scene of a question ("Sorry,", "before we start,", "just quickly,"): it asks about
 * nothing, so the words in it name no topic the question asks for.
 */
const SCENE_CLAUSE = /^\W*(?:sorry|ok(?:ay)?|so|well|right|look|just|also|and|but|actually|first(?:ly)?|quickly|excuse me|one (?:more )?thing|before|after|while|since|once|until|although|though|if|unless|as)\b/i;

/**
 * The focus of a question: the sentence without the clauses in front of it that only set the scene ("Sorry, before
 * we start, could you tell me your name and what you do?" asks for a name and a job, not about starting). A clause in
 * front that carries a topic stays ("You said the letter came late, which day was that?").
 */
function focusOf(sentence: string): string {
  const clauses = sentence.split(/(?<=[,;:])\s+|\s[-–—]\s/);
  let start = 0;
  while (start < clauses.length - 1 && SCENE_CLAUSE.test(clauses[start]!)) start += 1;
  return clauses.slice(start).join(' ');
}

/** A request put as a statement: "Tell me about the order", "I'd like to hear about the budget". */
const TELL_ME = /\b(?:tell me|talk me through|walk me through|i'd (?:like|love) to (?:hear|know|understand)|help me understand|explain)\b/i;

/** What a question word asks for, and how an answer says it: "when" a time or date, "how much" a figure, "who" a name. */
const ASKED_KINDS: readonly { asks: RegExp; answers: RegExp; strict: boolean }[] = [
  {
    asks: /\b(?:when|what time|what date|what day|how long|how soon)\b/i,
    // A unit of time inside a compound ("a nine-year-old spaniel", "a two-day course") says an age or a length, not when.
    answers: new RegExp(`${WHEN.source}|\\b\\d+\\s?(?:am|pm)\\b|(?<![\\w-])(?:ago|since|until|day|week|month|year)s?(?![\\w-])|\\b\\d{4}\\b|\\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\\b`, 'i'),
    strict: true,
  },
  {
    asks: /\b(?:how (?:much|many)|what (?:does|did|will) (?:it|that|this) cost|what(?:'s| is) the (?:price|cost|budget|figure|amount|total))\b/i,
    answers: /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|half|quarter|third|fifth|dozen)\b/i,
    strict: true,
  },
  // "Who is it for?" may be answered with a name or with a relation ("my son"): it narrows nothing on its own.
  { asks: /\bwho\b/i, answers: /\s[A-Z][a-z]+/, strict: false },
];

/** A sum of money said in an answer: "£1,240", "$40", "300 euros", "40k", "free of charge". */
const MONEY_AMOUNT = /[£$€]\s?\d|\d[\d,.]*\s?(?:k|m|bn|pounds?|dollars?|euros?|quid|pence)\b|\b(?:free|no charge|nothing)\b/i;

/**
 * Whether the fact says the kind of detail the question asks for, by its question words ("when", "how much") or by
 * meaning (askedKinds, as the character reads it: "What did the vet charge you?" asks for a sum, "What day…?" for a
 * time). A sum is asked for only by a sum said, never by a date's figures; a question of a kind neither reading knows
 * asks for any fact.
 */
function answersKindAsked(focus: string, fact: BriefFact): boolean {
  if (ASKED_KINDS.some((kind) => kind.strict && kind.asks.test(focus) && !kind.answers.test(fact.answer))) return false;
  const kinds = askedKinds(focus);
  if (kinds.has('money') && !kinds.has('count') && !MONEY_AMOUNT.test(fact.answer)) return false;
  return !kinds.has('when') || ASKED_KINDS[0]!.answers.test(fact.answer);
}

/** Whether a learner's sentence names the fact: a keyword, or a word of the topic or answer. */
function namesFact(sentence: string, fact: BriefFact): boolean {
  if (mentionedKeywords(sentence, fact.keywords).length > 0) return true;
  const asked = contentStems(sentence);
  for (const stem of contentStems(`${fact.topic} ${fact.answer}`)) if (asked.has(stem)) return true;
  return false;
}

/**
 * A fact's words by meaning (its topic, keywords and answer, with synonyms), read once per grading: all of them, and
 * those the fact affirms (not "claim" in "eight years without a claim", nor a keyword naming only such a word).
 */
interface FactReading {
  topics: ReadonlyMap<BriefFact, { all: Topic; affirmed: Topic }>;
  /** The character's own name, which names no topic. */
  exclude: ReadonlySet<string>;
  /** The brief as the built-in character reads a learner's question against it (acts.ts, fact-meaning.ts). */
  knowledge: Knowledge;
}

/** The lemmas an answer names only inside a negation: what it says is not there. */
function deniedLemmas(answer: string): Set<string> {
  const words = readWords(answer).filter((word) => word.isWord);
  const affirmed = new Set(words.filter((word) => !word.negated).map((word) => word.lemma));
  return new Set(words.filter((word) => word.negated && !affirmed.has(word.lemma)).map((word) => word.lemma));
}

/**
 * The names two or more facts share ("Biscuit" in the bill and in the dog's age): they name who the scenario is about,
 * not which fact a question asks for, as the character's own name does.
 */
function sharedNames(facts: readonly BriefFact[]): string[] {
  const namesOf = (fact: BriefFact) =>
    new Set(topicTermsIn([fact.topic, ...fact.keywords, fact.answer].join('. ')).filter((term) => /^\p{Lu}/u.test(term.word)).map((term) => term.word.toLowerCase()));
  const counts = new Map<string, number>();
  for (const fact of facts) for (const name of namesOf(fact)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].filter(([, count]) => count > 1).map(([name]) => name);
}

function factTopics(facts: readonly BriefFact[], brief: CharacterBrief): FactReading {
  const characterName = brief.identity.name;
  const exclude = new Set([...characterName.toLowerCase().split(/\s+/).filter((part) => part.length > 1), ...sharedNames(facts)]);
  const read = (fact: BriefFact) => {
    const denied = deniedLemmas(fact.answer);
    const keywords = fact.keywords.filter((keyword) => !denied.has(lemmaOf(keyword)));
    return { all: topicOf([fact.topic, ...fact.keywords, fact.answer], exclude), affirmed: topicOf([fact.topic, ...keywords, fact.answer], exclude, true) };
  };
  return { topics: new Map(facts.map((fact) => [fact, read(fact)])), exclude, knowledge: knowledgeOf({ brief, glossary: [], facts: [] }) };
}

/** Weight of a question's word that the fact names only to deny it: it is on the fact less than a word it affirms. */
const DENIED_WEIGHT = 0.5;

/**
 * How far a learner's sentence is on the fact's topic, by meaning (0: not at all; else how many of its words are): what it asks about (its words, question and time
 * words aside) is a word of the fact's or a synonym of one. A question asking when, or how much, is answered only by
 * a fact that says a time, or a figure ("When was the room supposed to open?" is not answered by "It has not opened
 * yet"). A question that names nothing ("When is it?", "How much?") asks for what the answer gives; one that names
 * something the fact does not ("How much were you hoping to borrow?" for the years of banking the reply went on to,
 * "How long is Cai off school for?" for the character's experience) did not draw that fact out.
 */
interface TopicMatch {
  score: number;
  /** The question's words that are on the fact's topic. */
  terms: ReadonlySet<string>;
}

const NO_MATCH: TopicMatch = { score: 0, terms: new Set() };

function topicScore(sentence: string, fact: BriefFact, read: FactReading): TopicMatch {
  const focus = focusOf(sentence);
  const kinds = ASKED_KINDS.filter((kind) => kind.asks.test(focus));
  if (!answersKindAsked(focus, fact)) return NO_MATCH;
  const asked = topicTermsIn(focus, read.exclude);
  const topic = read.topics.get(fact)!;
  if (asked.length > 0) {
    const weights = new Map<string, number>();
    for (const term of asked) {
      const weight = termIsOn(term, topic.affirmed) ? 1 : termIsOn(term, topic.all) ? DENIED_WEIGHT : 0;
      if (weight > 0) weights.set(term.word, Math.max(weights.get(term.word) ?? 0, weight));
    }
    return { score: [...weights.values()].reduce((sum, weight) => sum + weight, 0), terms: new Set(weights.keys()) };
  }
  return kinds.some((kind) => kind.answers.test(fact.answer)) ? { score: 1, terms: new Set() } : NO_MATCH;
}

/** How far a question is on a fact as the character reads it: the fact it asks for, or one of those a broad question may mean. */
const READ_WEIGHT = 1;
const LOOSE_READ_WEIGHT = 0.5;
/** A fact that says what the character wants: "I want a fixed delivery day", "We'd like the bill reduced". */
const STATES_A_WANT = /\b(?:i|we)(?:'d| would)?\s+(?:really\s+)?(?:want|need|like|expect|am asking for|'m asking for|are asking for|'re asking for)\b/i;

/**
 * How far a learner's question asks for the fact, read the way the built-in character reads it (readLine: the facts a
 * question asks for by its words' meaning, WordNet's synonyms and the kind of detail asked; or a question after what
 * they want or how they feel, which a fact saying so answers): "Who on your team spotted the problem?" asks for the
 * head baker, "What would put this right for you?" for what they want. Small talk asks for nothing, whatever it shares.
 */
function readingScore(sentence: string, fact: BriefFact, read: FactReading): number {
  // What it asks for, without a clause that only sets the scene; a "when" or "how much" question only of a fact that
  // says a time or a figure, as by its words.
  const focus = focusOf(sentence);
  if (!answersKindAsked(focus, fact)) return 0;
  const reading = readLine(focus, read.knowledge);
  if (reading.acts.has('offTopic')) return 0;
  const asked = reading.asks.filter((entry) => entry.isQuestion);
  // The fact the character takes the question to ask for: its first reading (best first), not the others it also
  // touches ("How often have you been in?" asks for the visits, not the puffs left the reply goes on to).
  const meant = asked.find((entry) => !entry.isLoose);
  if (meant) return meant.topic.answer === fact.answer ? READ_WEIGHT : 0;
  // A broad question's loose readings count only when its words name no fact; one asking for a kind of detail ("how
  // much", "when") only its first: "How much were you hoping to borrow?" means the loan, told before, so the turnover
  // that shares only "how much" with it, and that the reply gives instead, was not asked for.
  const loose = askedKinds(focus).size > 0 ? asked.slice(0, 1) : asked;
  if (loose.some((entry) => entry.topic.answer === fact.answer) && !namesSomeFact(focus, read)) return LOOSE_READ_WEIGHT;
  if (reading.acts.has('needs') && affirms(fact.answer, STATES_A_WANT)) return READ_WEIGHT;
  if (reading.acts.has('feelings') && saysAFeeling(fact.answer)) return READ_WEIGHT;
  return 0;
}

/** The fact of the brief the character reads a question as asking for (its first sure reading); null when none. */
function meantFact(sentence: string, read: FactReading): BriefFact | null {
  const meant = readLine(focusOf(sentence), read.knowledge).asks.find((entry) => entry.isQuestion && !entry.isLoose);
  return meant ? ([...read.topics.keys()].find((fact) => fact.answer === meant.topic.answer) ?? null) : null;
}

/** Whether a question's words are on some fact of the brief, by topicScore. */
function namesSomeFact(focus: string, read: FactReading): boolean {
  return [...read.topics.keys()].some((fact) => topicScore(focus, fact, read).score > 0);
}

/** A remark with a tag on the end ("Lunch break, eh?", "Busy day, right?"): it asks nothing. */
const TAG_REMARK = /^[^?]*,\s*(?:eh|right|yeah|huh|innit|no|ok|okay)\?$/i;

function asks(sentence: string): boolean {
  return isQuestion(sentence) && !TAG_REMARK.test(sentence.trim());
}

/**
 * The sentence of the learner's line that drew the reply, with how far it is on the fact's topic: a question on the
 * fact's topic, or (for a fact kept back until empathy) empathy and a sentence on it; null when the line asked about
 * something else ("did you catch the match?").
 */
function drawingSentence(line: TranscriptLine, fact: BriefFact & { unlock?: string }, read: FactReading): ({ quote: string } & TopicMatch) | null {
  const sentences = splitSentences(line.content);
  let best: ({ quote: string } & TopicMatch) | null = null;
  for (const sentence of sentences) {
    if (!asks(sentence) && !affirms(sentence, TELL_ME)) continue;
    const byWords = topicScore(sentence, fact, read);
    // A question the character reads as asking for another fact, which its words name at least as much, did not ask
    // for this one ("How much were you hoping to borrow?" asks for the loan told before, not the turnover the reply
    // gives instead).
    const other = meantFact(sentence, read);
    if (other && other !== fact && topicScore(sentence, other, read).score >= byWords.score) continue;
    // Its words on the fact's topic, and the character's own reading of the question: either shows what it asked for,
    // and both together tell apart two facts one reply gives ("How busy is the bakery?": the loaves a day, not the job).
    const match = { ...byWords, score: byWords.score + readingScore(sentence, fact, read) };
    if (match.score > (best?.score ?? 0)) best = { quote: sentence, ...match };
  }
  if (best) return best;
  const isEmpathic = fact.unlock === 'empathy' && affirms(line.content, EMPATHY);
  const quote = isEmpathic ? sentences.find((sentence) => namesFact(sentence, fact)) : undefined;
  return quote ? { quote, score: 1, terms: new Set() } : null;
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
  for (const fact of facts) {
    // Only the first time the character gives a fact can the learner have drawn it out: a fact it volunteered and
    // later repeats ("As I said: £68,000") was not uncovered by the question that got the repeat.
    const givenAt = lines.flatMap((line, index) => (replies[index] !== null && gaveAnswer(fact, line.content, replies[index]!) ? [index] : []));
    if (givenAt.length === 0) continue;
    given.add(fact);
    for (const at of givenAt) {
      // The line that drew it is the learner's nearest line before, and only if it asked on the fact's topic.
      const asked = nearestLearnerLine(lines, at);
      const drawing = asked ? drawingSentence(asked, fact, read) : null;
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
  return splitSentences(line.content).filter((sentence) => affirmedKeywords(sentence, keywords).length > 0 && !isCounterExample(sentence));
}

/** The line's first sentence that covers the keywords, cited as the line that did it. */
function coveringLine(line: TranscriptLine, sentences: readonly string[]): UncoveredLine {
  return { message_id: line.id, quote: sentences[0] ?? line.content.trim() };
}

function findObjections(brief: CharacterBrief, lines: readonly TranscriptLine[], endedAt: number): Uncovered['objections'] {
  const found: Uncovered['objections'] = [];
  brief.objections.forEach((objection: BriefObjection) => {
    const raisedAt = saidBy(lines, objection.objection);
    // A concern answered before the character voiced it counts too: the learner got ahead of it.
    const resolvingAt = lines.findIndex((line, index) => (raisedAt === -1 || index > raisedAt) && affirmingSentences(line, index, objection.resolveKeywords, endedAt).length > 0);
    const resolving = resolvingAt === -1 ? undefined : lines[resolvingAt];
    if (raisedAt === -1 && !resolving) return;
    found.push({
      objection: objection.objection,
      resolved_by: objection.resolvedBy,
      raised: raisedAt !== -1,
      line: resolving ? coveringLine(resolving, affirmingSentences(resolving, resolvingAt, objection.resolveKeywords, endedAt)) : null,
    });
  });
  return found;
}

function findOutcome(brief: CharacterBrief, lines: readonly TranscriptLine[], endedAt: number): Uncovered['outcome'] {
  const { outcome } = brief;
  const requirements = outcome.requires.map((requirement) => {
    const at = lines.findIndex((entry, index) => affirmingSentences(entry, index, requirement.keywords, endedAt).length > 0);
    const line = at === -1 ? undefined : lines[at]!;
    return { label: requirement.label, line: line ? coveringLine(line, affirmingSentences(line, at, requirement.keywords, endedAt)) : null, at };
  });
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
  return {
    agreement: outcome.agreement,
    reached,
    line: closing ? citeLine(closing, outcome.requires.flatMap((requirement) => requirement.keywords)) : null,
    requirements: requirements.map(({ label, line }) => ({ label, line })),
  };
}

/** What the learner drew out of the brief in this transcript: facts, hidden facts, objections handled, the outcome. */
export function findUncovered(brief: CharacterBrief, lines: readonly TranscriptLine[], recordedEnd?: string | null): Uncovered {
  const endedAt = findConversationEnd(lines, brief, recordedEnd);
  return { ...findFacts(brief, lines), objections: findObjections(brief, lines, endedAt), outcome: findOutcome(brief, lines, endedAt) };
}
