// The created set's figures as `npm run eval` prints them, the samples' own beside them, with the floors CI holds
// each half to (created.test.ts) and the goals, so a floor can be raised as the engine gets there. A floor
// is what main measured on the built-in engine; it must never be loosened to let a change through.
import { capitalize } from '../../../shared/text.ts';
import type { CreatedSetFigures, CreatedSetResult } from './play-created.ts';
import { percent, quotedList, table } from '../figure-text.ts';

/** A figure of one set: a count (fewer is better), or a part of a whole (more is better). */
export interface FigureValue {
  value: number;
  whole?: number;
}

/** What the samples measure on the same questions; null where the samples have no such figure. */
export type SampleFigures = Partial<Record<CreatedFigureKey, FigureValue | null>>;

export const CREATED_FIGURE_KEYS = [
  'factsAnswered',
  'leakyReplies',
  'nameJobAsStated',
  'falseMemories',
  'dontKnows',
  'repeatedSentences',
  'stockSentences',
  'offTopicAnswered',
  'praisedCounterExamples',
  'criticisedShownBehaviour',
  'uncoveredCiting',
  'brokenTrySaying',
  'strongAgreed',
  'strongPassed',
  'strongAboveWeak',
] as const;
export type CreatedFigureKey = (typeof CREATED_FIGURE_KEYS)[number];

interface FigureDefinition {
  label: string;
  /** A share must reach its floor; a count must stay at or under its ceiling. */
  kind: 'share' | 'count';
  read(totals: CreatedSetFigures): FigureValue;
}

export const CREATED_FIGURES: Record<CreatedFigureKey, FigureDefinition> = {
  factsAnswered: { label: 'fact questions in other words answered with the fact', kind: 'share', read: (t) => ({ value: t.factsAnswered, whole: t.factsAsked }) },
  leakyReplies: { label: 'replies reciting description, labels or goal, or third-person self-talk', kind: 'count', read: (t) => ({ value: t.leakyReplies }) },
  nameJobAsStated: { label: "character's name and job as stated (stored and said)", kind: 'share', read: (t) => ({ value: t.nameJobAsStated, whole: t.cases }) },
  falseMemories: { label: '"as I said"-style lines about something not said', kind: 'count', read: (t) => ({ value: t.falseMemories }) },
  dontKnows: { label: '"I don\'t know" to questions the description answers', kind: 'count', read: (t) => ({ value: t.dontKnows }) },
  repeatedSentences: { label: 'sentences said twice in a conversation', kind: 'count', read: (t) => ({ value: t.repeatedSentences }) },
  stockSentences: { label: 'stock sentences shared across characters', kind: 'count', read: (t) => ({ value: t.stockSentences.length }) },
  offTopicAnswered: { label: 'off-topic lines answered in role with a way back', kind: 'share', read: (t) => ({ value: t.offTopicAnswered, whole: t.offTopicAsked }) },
  praisedCounterExamples: { label: 'report praise citing a negated, refusing or rude line', kind: 'count', read: (t) => ({ value: t.praisedCounterExamples }) },
  criticisedShownBehaviour: { label: 'report criticism quoting a line that shows the behaviour', kind: 'count', read: (t) => ({ value: t.criticisedShownBehaviour }) },
  uncoveredCiting: { label: '"What you uncovered" items citing the line that drew the fact', kind: 'share', read: (t) => ({ value: t.uncoveredCiting, whole: t.uncoveredItems }) },
  brokenTrySaying: { label: 'broken "Try saying" lines', kind: 'count', read: (t) => ({ value: t.brokenTrySaying }) },
  strongAgreed: { label: 'character agrees with a strong learner', kind: 'share', read: (t) => ({ value: t.strongAgreed, whole: t.cases }) },
  strongPassed: { label: "strong learner's report passes", kind: 'share', read: (t) => ({ value: t.strongPassed, whole: t.cases }) },
  strongAboveWeak: { label: 'strong learner scored above the weak one', kind: 'share', read: (t) => ({ value: t.strongAboveWeak, whole: t.cases }) },
};

/** A share as a fraction (0..1) or a count, one per figure. */
export type Limits = Record<CreatedFigureKey, number>;

/**
 * The floors (shares, at least) and ceilings (counts, at most) CI holds each half to: what main measured on the
 * built-in engine on 2 December 2026 (tuning 23 cases in 12 fields, test 20 cases in 10 fields, three conversations and
 * their reports each), after the stated-wants, offer-reading and reply-by-line-kind work. The test half's shared stock
 * sentences went from 6 to 11: one with offers weighed by meaning, four when the character's matter came from the title
 * rather than the first "my …" it says (characters of one field now name the same matter in the same stock lines). The
 * ceiling says so rather than hide it. The strong learner (greets, apologises, asks the case's questions, makes the
 * case's concrete offer, agrees a dated next step in writing) is scored above the weak one in every case, and the
 * character agrees with it in most. Its report passed in about a third (8/23, 9/20) until the grader read a concrete
 * offer as answering the concern, a question the character answered from the brief as one about the matter, a dated
 * guarantee as a commitment, and left a criterion that only a passing figure touched unscored: now 17/23 and 16/20.
 * Where it still fails, it gave no reason when the character asked for one, or the rubric asks for what its script
 * never does (feedback on the work, the facts stated). Raise the floors as the engine improves.
 */
export const CREATED_THRESHOLDS: Record<'tuning' | 'test', Limits> = {
  tuning: {
    // Measured 67/69 once a "what" question after a possession asks for a sum and a told clause is said alone; a floor
    // stops at its goal.
    factsAnswered: 0.8,
    leakyReplies: 0,
    nameJobAsStated: 23 / 23,
    falseMemories: 0,
    dontKnows: 3,
    repeatedSentences: 0,
    // 0 on 23 cases; the six cases added on 4 December (a removal company, a wedding venue, music lessons, a sports
    // club, a nursery, an estate agent) found one: "Like I mentioned, four." said by two characters; 0 again once a
    // resolved line named the character's own want or matter (4 December, late).
    stockSentences: 0,
    // 19/23 before a personal yes-or-no question off the matter was read as small talk.
    offTopicAnswered: 21 / 23,
    praisedCounterExamples: 0,
    criticisedShownBehaviour: 0,
    // Measured 53/53; a floor stops at its goal.
    uncoveredCiting: 0.95,
    brokenTrySaying: 0,
    // Measured 21/23; a floor stops at its goal.
    strongAgreed: 0.9,
    // 17/23 before a generated rubric followed the situation its description states (a refused loan graded as a
    // refusal, not on "Owning the delay").
    strongPassed: 18 / 23,
    strongAboveWeak: 23 / 23,
  },
  test: {
    // Measured 56/72 once facts were read by the time a length runs over, counts of people, adverbs and abbreviations;
    // 57/72 once "your trade" was read as the trade, a light verb with its preposition as one phrase, and frequencies;
    // 55/72 on 3 December, accepted: one answer had rested on reading "Sorry, before we start, …" as an apology to be
    // answered (now a preface, in the character and the grader alike), one more fell with private sales and stated
    // tenure (not separated). Written down as a fall, not tuned back.
    factsAnswered: 55 / 72,
    leakyReplies: 0,
    nameJobAsStated: 20 / 20,
    // 14 before every "As I said" was built from the earlier line it points to, and claimed only where the question
    // names what that line said; 3 before "what would it come to" asked for a sum and "nobody called you" for no name.
    // 2 until the check also read the engine's own "Like I mentioned" and "Again," leads as claims (5 December): the
    // same replies, counted now, not a fall. 3 once "As I said" was claimed only for a part that holds the thing a
    // "which" asks for, the reason a "why" asks for or a place a "where" asks for (5 December).
    falseMemories: 3,
    dontKnows: 2,
    repeatedSentences: 0,
    // 10 before small talk's way back became the character's own next untold fact rather than a stock concern (8), and
    // a brief's concerns were said about what its facts name (6).
    // 6 until every stock sentence of four words or more named the character's own matter (3 on 4 December).
    stockSentences: 3,
    // 19/20 before facts were read by the time a length runs over and by "it" pointing back: one more off-topic line
    // of the test half is now answered from a fact. A fall, written down as one; the cause is not found yet. 17/20 on
    // 3 December, accepted: one off-topic line passed only while its reply carried an invented "N years of
    // experience", which a generated persona no longer says unless its prompt gives the number.
    // 20/20 once a doing asked of the character themselves ("…yourself?") that the facts give someone else was read as
    // small talk (5 December).
    offTopicAnswered: 20 / 20,
    praisedCounterExamples: 0,
    // 2 until the check stopped reading the short unfinished patterns of a piece of advice ("what…") as quotes.
    criticisedShownBehaviour: 0,
    // 55/63 before the same changes; 53/61 after (two items fewer, two right fewer), written down as a fall; 77/85 and
    // then 76/84 on 4 December (an item fewer, one right fewer).
    uncoveredCiting: 76 / 84,
    brokenTrySaying: 0,
    strongAgreed: 16 / 20,
    strongPassed: 17 / 20,
    strongAboveWeak: 20 / 20,
  },
};

/**
 * The samples on the created set's checks (eval.test.ts): ceilings at what main measured, so the sample figures
 * never fall while the created ones rise. Their other figures keep their own thresholds (thresholds.ts). The three
 * "leaky" replies are one sentence of a hand-written brief, "I keep notes of every call", which is also that persona's
 * label: a third reply says it since offers are weighed by meaning.
 */
export const SAMPLE_CHECK_CEILINGS = { leakyReplies: 3, falseMemories: 0, dontKnows: 0, stockSentences: 5, brokenTrySaying: 0 } as const;
/** The share of the samples' "What you uncovered" items citing the line that drew the fact: every one (66 of 66). */
export const SAMPLE_UNCOVERED_FLOOR = 1;

/** Where issue #33 wants every half to be ("Done means"). */
export const CREATED_GOALS: Limits = {
  factsAnswered: 0.8,
  leakyReplies: 0,
  nameJobAsStated: 1,
  falseMemories: 0,
  dontKnows: 0,
  repeatedSentences: 0,
  stockSentences: 0,
  offTopicAnswered: 1,
  praisedCounterExamples: 0,
  criticisedShownBehaviour: 0,
  uncoveredCiting: 0.95,
  brokenTrySaying: 0,
  // A strong learner's concrete offer may still fall short of what a character wants; most should not.
  strongAgreed: 0.9,
  strongPassed: 0.9,
  strongAboveWeak: 1,
};

function shareOf(figure: FigureValue): number {
  return figure.whole === undefined || figure.whole === 0 ? 1 : figure.value / figure.whole;
}

/** Shares are compared with a little room for the rounding of a stored fraction. */
const EPSILON = 1e-9;

/** Whether a figure meets a limit: a share at least the floor, a count at most the ceiling. */
export function meets(key: CreatedFigureKey, figure: FigureValue, limit: number): boolean {
  return CREATED_FIGURES[key].kind === 'share' ? shareOf(figure) + EPSILON >= limit : figure.value <= limit;
}

/** "label: value (limit)" for every figure of a half that misses its threshold; [] when all are met. */
export function missedThresholds(result: CreatedSetResult): string[] {
  const limits = CREATED_THRESHOLDS[result.half];
  return CREATED_FIGURE_KEYS.flatMap((key) => {
    const figure = CREATED_FIGURES[key].read(result.totals);
    return meets(key, figure, limits[key]) ? [] : [`${CREATED_FIGURES[key].label}: ${formatValue(key, figure)} (threshold ${formatLimit(key, limits[key])})`];
  });
}

export function formatValue(key: CreatedFigureKey, figure: FigureValue | null | undefined): string {
  if (!figure) return '–';
  if (figure.whole === undefined) return String(figure.value);
  return key === 'nameJobAsStated' || key.startsWith('strong') ? `${figure.value}/${figure.whole}` : `${percent(shareOf(figure))} (${figure.value}/${figure.whole})`;
}

export function formatLimit(key: CreatedFigureKey, limit: number): string {
  return CREATED_FIGURES[key].kind === 'share' ? `≥ ${Math.floor(limit * 100)}%` : `≤ ${limit}`;
}

const DETAIL_LIMIT = 2;

function listed(label: string, items: readonly string[]): string[] {
  return quotedList(label, items, DETAIL_LIMIT, 110);
}

function caseDetails(result: CreatedSetResult): string[] {
  return result.cases.flatMap((entry) => {
    const lines = [
      ...(entry.failedReason ? [`    creation failed: ${entry.failedReason}`] : []),
      ...listed('missed facts', entry.facts.filter((fact) => !fact.isAnswered).map((fact) => `${fact.line} → ${fact.reply}`)),
      ...(entry.nameJob.isAsStated ? [] : listed('name and job', [entry.nameJob.said])),
      ...listed('leaked', entry.leaks),
      ...listed('false memory', entry.falseMemories),
      ...listed("don't know", entry.dontKnows),
      ...listed('repeated', entry.repeatedSentences),
      ...(entry.offTopic && entry.offTopic.faults.length > 0 ? listed('off-topic', [`${entry.offTopic.faults.join('; ')} — ${entry.offTopic.reply}`]) : []),
      ...listed('praised counter-example', entry.praisedCounterExamples),
      ...listed('criticised what it showed', entry.criticisedShownBehaviour),
      ...listed('praised what it did not show', entry.praisedUnshownBehaviour),
      ...listed('uncovered cites another line', entry.uncovered.wrong),
      ...listed('broken "Try saying"', entry.trySaying.broken),
      ...(entry.outcome.strongAgreed && entry.outcome.strongPassed && entry.outcome.strongAboveWeak ? [] : listed('strong and weak learners', [entry.outcome.said])),
    ];
    return lines.length === 0 ? [] : [`  ${entry.id} (${entry.field}, ${entry.mode})`, ...lines];
  });
}

/** The side-by-side table (samples, tuning half, test half, each half's threshold, the goal) and the tuning half's details. */
export function formatCreated(tuning: CreatedSetResult, test: CreatedSetResult, samples: SampleFigures | null): string {
  const rows = CREATED_FIGURE_KEYS.map((key) => {
    const definition = CREATED_FIGURES[key];
    return [
      definition.label,
      samples ? formatValue(key, samples[key]) : '–',
      formatValue(key, definition.read(tuning.totals)),
      formatValue(key, definition.read(test.totals)),
      `${formatLimit(key, CREATED_THRESHOLDS.tuning[key])} / ${formatLimit(key, CREATED_THRESHOLDS.test[key])}`,
      formatLimit(key, CREATED_GOALS[key]),
    ];
  });
  const fields = (result: CreatedSetResult) => new Set(result.cases.map((entry) => entry.field)).size;
  // Only the tuning half's lines are listed: the test half's are counted, never printed.
  const stock = tuning.totals.stockSentences;
  return [
    `Created scenarios (made through Quick and Advanced creation): tuning half ${tuning.cases.length} cases in ${fields(tuning)} fields; test half (never tuned on) ${test.cases.length} cases in ${fields(test)} fields`,
    '',
    ...table(['figure', 'samples', 'created tuning', 'created test', 'CI (tuning / test)', 'goal'], rows),
    '',
    'Created tuning half details',
    ...caseDetails(tuning),
    '',
    // The test half is only counted: its replies are never printed, so nobody tunes the engine on them.
    'Created test half: figures only (its replies are never printed)',
    ...(stock.length > 0 ? ['', ...listed('stock sentences shared across characters', stock)] : []),
  ].join('\n');
}

/**
 * A walk half's figures and details under its column title ("created walk"), printed beside the tuning half's: it has
 * no floors of its own yet. A held-out walk half prints its figures only, never a case's faults or shared sentences.
 */
export function formatCreatedWalk(walk: CreatedSetResult, title: string, { heldOut = false }: { heldOut?: boolean } = {}): string {
  const rows = CREATED_FIGURE_KEYS.map((key) => [CREATED_FIGURES[key].label, formatValue(key, CREATED_FIGURES[key].read(walk.totals)), formatLimit(key, CREATED_GOALS[key])]);
  const stock = walk.totals.stockSentences;
  return [
    `${capitalize(title)} half: ${walk.cases.length} cases in ${new Set(walk.cases.map((entry) => entry.field)).size} fields no other half uses`,
    '',
    ...table(['figure', title, 'goal'], rows),
    ...(heldOut
      ? ['', `${capitalize(title)} half: figures only (it is held out, so its replies and faults are never printed)`]
      : ['', `${capitalize(title)} half details`, ...caseDetails(walk), ...(stock.length > 0 ? ['', ...listed('stock sentences shared across characters', stock)] : [])]),
  ].join('\n');
}
