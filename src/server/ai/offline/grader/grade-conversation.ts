// The offline grader: grades a finished session against its rubric from the transcript alone, deterministically.
// Per criterion it reads which behaviours the name and level descriptions ask for (behaviours.ts), finds the learner's
// sentences that show them or use the criterion's own words, and scores the strength and count of that evidence.
// A criterion the conversation never touched is not relevant. score-report.ts then checks quotes and does the sums.
// A criterion named after one concrete behaviour ("Offering a follow-up call") is graded by behaviour-criteria.ts.
// Praise quotes only a sentence that shows the behaviour; a sentence that shows its opposite is quoted as the thing to
// improve; "Try saying" comes from the brief (openings.ts); no two criteria share a paragraph or a line (distinct.ts).
import type { GradedCriterion, GradingCriterion, GradingInput, GradingMessage, GradingOutput } from '../../contracts/grade-conversation.ts';
import { BEHAVIOURS } from './behaviours.ts';
import type { Behaviour, BehaviourContext } from './behaviour-types.ts';
import { compileGlossaryTerms, nextOf, toSecondPerson } from './feedback-phrasing.ts';
import { DISMISSIVE } from './learner-patterns.ts';
import { gradeBehaviourCriterion, howToShowBehaviour, nextStepForBehaviour, notScoredCriterion, readBehaviourCriterion, type BehaviourCriterionProfile, type LearnerLine } from './behaviour-criteria.ts';
import { makeDistinct } from './distinct.ts';
import { hasGreetedByName, openingsFrom } from './openings.ts';
import { contentStems, countWords, isStopWord, splitSentences, stemWord, wordsOf } from '../text.ts';
import { countFillers, measureTalk } from './learner-speech.ts';
import { levelBands, levelForScore } from './level-bands.ts';
import { findUncovered } from './uncovered.ts';

const MAX_BEHAVIOURS_PER_CRITERION = 2;
const MAX_EVIDENCE = 3;
/** A level description's shorter words ("call", "time") say little about the criterion; its name's words all count. */
const LEVEL_WORD_MIN_LENGTH = 6;
/** How many of the best lines count towards a score: more of the same earns nothing more. */
const COUNTED_LINES = 5;
const SCORE_FLOOR = 15;
const SCORE_RANGE = 82;
/** Evidence points at which a criterion is about two-thirds of the way up its range. */
const EVIDENCE_SCALE = 5;
const MIN_SCORE = 5;
/** Only weak evidence (closed questions, a vague promise) cannot lift a criterion out of the lowest band. */
const WEAK_EVIDENCE_MAX_SCORE = 45;
const MAX_SCORE = 97;
const DISMISSIVE_PENALTY = 15;
const MAX_DISMISSIVE_PENALTY = 30;
const AGAINST_PENALTY = 8;
const MAX_AGAINST_PENALTY = 20;
const TALK_SHARE_LIMIT = 0.75;
const TALK_SHARE_PENALTY = 10;
const MONOLOGUE_LIMIT_WORDS = 150;
const MONOLOGUE_PENALTY = 10;
const FREE_FILLERS = 2;
const FILLER_PENALTY = 3;
const MAX_FILLER_PENALTY = 15;
const NO_LEARNER_LINE = 'You did not say anything in this session, so it could not be graded.';

// Words that say nothing about what a criterion asks for.
const GENERIC_WORDS = new Set(
  (
    'that with have from your they their there what when where which would could should about into than then them were will been just like more ' +
    'some such only also very does here want need make sure know think really much well okay each after before being between both during over ' +
    'under again most other same these those through until while within without because against across along around among upon ' +
    'consistently usually rarely minor lapses change outcome learner learners conversation clearly clear level score criterion quickly ' +
    'throughout rather instead whole fully visibly even still always never often sometimes every things thing doing done gets give gives'
  ).split(' '),
);

interface CriterionProfile {
  behaviours: Behaviour[];
  /** Stems of the criterion's distinctive words (its name and best level). */
  ownStems: Set<string>;
  /** Stems of its name's words: when the character uses one, the topic came up. */
  nameStems: Set<string>;
  /** Set when the name is one concrete behaviour ("Offering a follow-up call"): graded by behaviour-criteria.ts. */
  namedBehaviour: BehaviourCriterionProfile | null;
}

interface LineEvidence {
  line: LearnerLine;
  quote: string;
  strength: number;
  /** The behaviour that gave the strength; null when only the criterion's own words did. */
  behaviour: Behaviour | null;
}

function distinctiveStems(text: string, exclude: ReadonlySet<string>, minLength = 4): Set<string> {
  const stems = new Set<string>();
  for (const word of wordsOf(text)) {
    if (word.length < minLength || GENERIC_WORDS.has(word) || isStopWord(word)) continue;
    const stemmed = stemWord(word);
    if (!exclude.has(stemmed)) stems.add(stemmed);
  }
  return stems;
}

/** Stems used by half or more of the rubric's criteria (the counterpart's role, the setting): not distinctive. */
function findCommonStems(criteria: readonly GradingCriterion[], characterName: string): Set<string> {
  const common = new Set(wordsOf(characterName).map(stemWord));
  if (criteria.length < 3) return common;
  const counts = new Map<string, number>();
  for (const criterion of criteria) {
    const stems = new Set([...distinctiveStems(criterion.name, new Set()), ...distinctiveStems(criterion.levels[0]?.description ?? '', new Set(), LEVEL_WORD_MIN_LENGTH)]);
    for (const stemmed of stems) counts.set(stemmed, (counts.get(stemmed) ?? 0) + 1);
  }
  for (const [stemmed, count] of counts) if (count * 2 >= criteria.length) common.add(stemmed);
  return common;
}

function profileCriterion(criterion: GradingCriterion, commonStems: ReadonlySet<string>): CriterionProfile {
  const levelsText = criterion.levels.map((level) => level.description).join(' ');
  const bestLevel = criterion.levels[0]?.description ?? '';
  const behaviours = BEHAVIOURS.map((behaviour) => ({
    behaviour,
    points: (behaviour.cue.test(criterion.name) ? 3 : 0) + (behaviour.cue.test(bestLevel) ? 1 : 0) + (behaviour.cue.test(levelsText) ? 1 : 0),
  }))
    .filter((entry) => entry.points >= 2)
    .sort((a, b) => b.points - a.points)
    .slice(0, MAX_BEHAVIOURS_PER_CRITERION)
    .map((entry) => entry.behaviour);
  return {
    behaviours,
    ownStems: new Set([...distinctiveStems(criterion.name, commonStems), ...distinctiveStems(bestLevel, commonStems, LEVEL_WORD_MIN_LENGTH)]),
    nameStems: distinctiveStems(criterion.name, commonStems),
    namedBehaviour: readBehaviourCriterion(criterion, commonStems),
  };
}

/** What the character said they want, turned to the learner's point of view, for a line that plays it back. */
function findConcern(characterLines: readonly GradingMessage[]): string | null {
  for (const line of characterLines) {
    const match = /\b(?:i want|i need|i'd like|i would like|i expect)\s+((?:to\s+)?[^.?!,;:"“”]{3,60})/i.exec(line.content);
    if (match?.[1]) return toSecondPerson(match[1].trim());
  }
  return null;
}

function fill(template: string, firstName: string): string {
  return template.replaceAll('{name}', firstName);
}

function previousCharacterLine(messages: readonly GradingMessage[], line: LearnerLine): string {
  const previous = messages[line.index - 1];
  return previous?.role === 'character' ? previous.content : '';
}

function goesAgainst(profile: CriterionProfile, sentence: string): Behaviour | null {
  return profile.behaviours.find((behaviour) => behaviour.against?.(sentence)) ?? null;
}

/** The best sentence of a line for a criterion, and how strongly it shows what the criterion asks. */
function readLine(line: LearnerLine, profile: CriterionProfile, context: BehaviourContext, messages: readonly GradingMessage[]): LineEvidence | null {
  let best: LineEvidence | null = null;
  const setting = { previousCharacterLine: previousCharacterLine(messages, line) };
  line.sentences.forEach((sentence, index) => {
    // A sentence that shows the opposite is never evidence for it, whatever words it shares with the criterion.
    if (goesAgainst(profile, sentence)) return;
    let strength = 0;
    let behaviour: Behaviour | null = null;
    for (const candidate of profile.behaviours) {
      const found = candidate.detect(sentence, context, setting);
      if (found > strength) {
        strength = found;
        behaviour = candidate;
      }
    }
    const sentenceStems = line.stems[index] ?? new Set<string>();
    let ownHits = 0;
    for (const own of profile.ownStems) if (sentenceStems.has(own)) ownHits += 1;
    const ownStrength = Math.min(ownHits, 2);
    // A behaviour shown in the criterion's own terms is stronger evidence than either alone.
    const total = Math.min(3, Math.max(strength, ownStrength) + (strength > 0 && ownHits > 0 ? 1 : 0));
    if (total > (best?.strength ?? 0)) best = { line, quote: sentence, strength: total, behaviour: strength > 0 ? behaviour : null };
  });
  return best;
}

interface AgainstEvidence {
  line: LearnerLine;
  quote: string;
  behaviour: Behaviour;
}

/** The learner's sentences that show the opposite of the criterion's main behaviour, first one per line. */
function findAgainst(profile: CriterionProfile, learnerLines: readonly LearnerLine[]): AgainstEvidence[] {
  const lead = profile.behaviours[0];
  if (!lead?.against) return [];
  const found: AgainstEvidence[] = [];
  for (const line of learnerLines) {
    const quote = line.sentences.find((sentence) => lead.against!(sentence));
    if (quote) found.push({ line, quote, behaviour: lead });
  }
  return found;
}

function rankBehaviour(profile: CriterionProfile, evidence: LineEvidence): number {
  const rank = evidence.behaviour ? profile.behaviours.indexOf(evidence.behaviour) : -1;
  return rank === -1 ? profile.behaviours.length : rank;
}

function isTouched(profile: CriterionProfile, learnerLineCount: number, characterLines: readonly GradingMessage[]): GradingMessage | true | null {
  if (profile.behaviours.some((behaviour) => learnerLineCount >= behaviour.minLearnerLines)) return true;
  for (const line of characterLines) {
    if (profile.behaviours.some((behaviour) => behaviour.trigger?.test(line.content))) return line;
    const stems = contentStems(line.content);
    for (const own of profile.nameStems) if (stems.has(own)) return line;
  }
  return null;
}

interface ConversationFigures {
  learnerShare: number;
  longestMonologue: number;
  fillers: number;
  dismissiveLines: number;
}

function measure(messages: readonly GradingMessage[], learnerLines: readonly LearnerLine[]): ConversationFigures {
  return {
    ...measureTalk(messages),
    fillers: learnerLines.reduce((total, line) => total + countFillers(line.message.content), 0),
    dismissiveLines: learnerLines.filter((line) => DISMISSIVE.test(line.message.content)).length,
  };
}

interface Penalty {
  points: number;
  note: string;
}

function findPenalties(profile: CriterionProfile, figures: ConversationFigures, learnerLineCount: number, against: readonly AgainstEvidence[]): Penalty[] {
  const ids = new Set(profile.behaviours.map((behaviour) => behaviour.id));
  const penalties: Penalty[] = [];
  // Lines against the criterion that the dismissive penalty below does not already count.
  const otherAgainst = against.filter((entry) => !DISMISSIVE.test(entry.line.message.content)).length;
  if (otherAgainst > 0) penalties.push({ points: Math.min(MAX_AGAINST_PENALTY, AGAINST_PENALTY * otherAgainst), note: '' });
  if (figures.dismissiveLines > 0 && (ids.has('listening') || ids.has('rapport') || ids.has('objections') || ids.has('value'))) {
    penalties.push({
      points: Math.min(MAX_DISMISSIVE_PENALTY, DISMISSIVE_PENALTY * figures.dismissiveLines),
      note: 'Some of your lines sounded dismissive or pushy, which works against this.',
    });
  }
  if (figures.learnerShare > TALK_SHARE_LIMIT && learnerLineCount >= 3 && (ids.has('questions') || ids.has('listening'))) {
    penalties.push({ points: TALK_SHARE_PENALTY, note: `You did ${Math.round(figures.learnerShare * 100)}% of the talking; leave more room for the other person.` });
  }
  if (ids.has('clarity')) {
    const fillerPoints = Math.min(MAX_FILLER_PENALTY, FILLER_PENALTY * Math.max(0, figures.fillers - FREE_FILLERS));
    if (fillerPoints > 0) penalties.push({ points: fillerPoints, note: `Filler words (${figures.fillers}) made your points harder to follow.` });
    if (figures.longestMonologue > MONOLOGUE_LIMIT_WORDS) {
      penalties.push({ points: MONOLOGUE_PENALTY, note: `Your longest stretch was ${figures.longestMonologue} words without a break; shorter turns are easier to follow.` });
    }
  }
  return penalties;
}

function scoreEvidence(evidence: readonly LineEvidence[], penalties: readonly Penalty[]): number {
  const points = evidence.slice(0, COUNTED_LINES).reduce((total, entry) => total + entry.strength, 0);
  let earned = SCORE_FLOOR + SCORE_RANGE * (1 - Math.exp(-points / EVIDENCE_SCALE));
  if (evidence.every((entry) => entry.strength < 2)) earned = Math.min(earned, WEAK_EVIDENCE_MAX_SCORE);
  const lost = penalties.reduce((total, penalty) => total + penalty.points, 0);
  return Math.max(MIN_SCORE, Math.min(MAX_SCORE, Math.round(earned - lost)));
}

/** A quote closing a sentence: the full stop goes inside unless it already ends with one. */
function quoted(text: string): string {
  return /[.!?…]$/.test(text) ? `"${text}"` : `"${text}."`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function nextStep(criterion: GradingCriterion, profile: CriterionProfile, context: BehaviourContext): string {
  if (profile.namedBehaviour) return nextStepForBehaviour(profile.namedBehaviour, context.firstName);
  const behaviour = profile.behaviours[0];
  if (behaviour) return nextOf(behaviour, context);
  return bestLevelStep(criterion);
}

/** "Next time, …" from the rubric's own best level: for a criterion whose behaviour another criterion already spoke to. */
function bestLevelStep(criterion: GradingCriterion): string {
  const best = criterion.levels[0]?.description.replace(/[.\s]+$/, '');
  // The rubric's own words, quoted as the level to reach rather than pasted into the sentence.
  return best ? `reach for this criterion's top level, "${best}"` : `make ${lowerFirst(criterion.name)} an explicit part of the conversation`;
}

function didText(evidence: LineEvidence, criterion: GradingCriterion, firstName: string): string {
  const { behaviour, strength } = evidence;
  if (!behaviour) return `touched on ${lowerFirst(criterion.name)} only in passing`;
  const text = strength >= 3 ? behaviour.did : strength === 2 ? (behaviour.didPartly ?? behaviour.did) : behaviour.didWeakly;
  return fill(text, firstName);
}

interface CriterionGrading {
  criterion: GradingCriterion;
  profile: CriterionProfile;
  learnerLines: readonly LearnerLine[];
  characterLines: readonly GradingMessage[];
  messages: readonly GradingMessage[];
  figures: ConversationFigures;
  context: BehaviourContext;
  /** Behaviours an earlier criterion already led with, and the quotes it led with: this one says something else. */
  spoken: { behaviours: Set<Behaviour>; quotes: Set<string> };
}

/** The learner's sentences that show it, strongest first; a quote an earlier criterion led with goes after its equals. */
function findEvidence({ profile, learnerLines, context, messages, spoken }: CriterionGrading): LineEvidence[] {
  return learnerLines
    .map((line) => readLine(line, profile, context, messages))
    .filter((entry): entry is LineEvidence => entry !== null)
    .sort(
      (a, b) =>
        b.strength - a.strength ||
        Number(spoken.quotes.has(a.quote)) - Number(spoken.quotes.has(b.quote)) ||
        rankBehaviour(profile, a) - rankBehaviour(profile, b) ||
        a.line.index - b.line.index,
    );
}

/** A graded criterion with the "Try saying" lines it may take, best first (empty when nothing needs improving). */
interface GradedWithLines {
  graded: GradedCriterion;
  lines: string[];
}

function withLines(graded: GradedCriterion): GradedWithLines {
  return { graded, lines: graded.better_line ? [graded.better_line] : [] };
}

function gradeCriterion(grading: CriterionGrading): GradedWithLines {
  const { criterion, profile, learnerLines, characterLines, messages, figures, context, spoken } = grading;
  if (profile.namedBehaviour) return withLines(gradeBehaviourCriterion(criterion, profile.namedBehaviour, messages, learnerLines, context));
  const found = findEvidence(grading);
  const against = findAgainst(profile, learnerLines);
  const touched = found.length > 0 || against.length > 0 ? true : isTouched(profile, learnerLines.length, characterLines);
  const { firstName } = context;
  if (touched === null) return withLines(notScoredCriterion(criterion, nextStep(criterion, profile, context)));
  const penalties = findPenalties(profile, figures, learnerLines.length, against);
  const score = scoreEvidence(found, penalties);
  const levelNames = criterion.levels.map((level) => level.name);
  const isTopLevel = score >= (levelBands(levelNames)[0]?.min ?? 100);
  const lead = profile.behaviours[0];
  const top = found[0];
  // Two criteria asking for the same behaviour: the second takes its advice from its own best level; so does one whose
  // behaviour the learner already showed in full, where the usual advice would tell them to do what they did.
  const next = (lead && spoken.behaviours.has(lead)) || top?.strength === 3 ? bestLevelStep(criterion) : nextStep(criterion, profile, context);
  if (lead) spoken.behaviours.add(lead);
  const notes = penalties.map((penalty) => (penalty.note ? ` ${penalty.note}` : '')).join('');
  const closing = isTopLevel && against.length === 0 ? 'Keep doing this.' : `Next time, ${next}.`;

  const counter = against[0];
  const counterText = counter ? `${fill(counter.behaviour.againstNote ?? 'worked against this', firstName)}: ${quoted(counter.quote)}` : '';
  let feedback: string;
  let cited: { line: LearnerLine; quote: string }[];
  // Praise quotes only lines a detector found showing it: the criterion's own words alone are not enough.
  const shows = (entry: LineEvidence) => entry.strength >= 2 && (entry.behaviour !== null || profile.behaviours.length === 0);
  const praised = found.filter(shows);
  if (praised[0]) {
    spoken.quotes.add(praised[0].quote);
    cited = [...praised.slice(0, counter ? 2 : MAX_EVIDENCE), ...(counter ? [counter] : [])];
    feedback = `You ${didText(praised[0], criterion, firstName)}, for example: ${quoted(praised[0].quote)}${counter ? ` But you also ${counterText}` : ''}${notes} ${closing}`;
  } else if (top) {
    // Weak evidence only: said as what it is, never as praise.
    const weak = { ...top, strength: Math.min(top.strength, 1) };
    cited = [top, ...(counter ? [counter] : [])];
    feedback = `You ${didText(weak, criterion, firstName)}: ${quoted(top.quote)}${counter ? ` And you ${counterText}` : ''}${notes} Next time, ${next}.`;
  } else if (counter) {
    cited = against.slice(0, 2);
    const missed = lead ? fill(lead.missed, firstName) : `address ${lowerFirst(criterion.name)}`;
    feedback = `You did not ${missed}; instead you ${counterText}${notes} Next time, ${next}.`;
  } else {
    // Nothing the learner said shows it, though the conversation called for it: cite their answer at that point.
    const answer = answerTo(touched, messages, learnerLines);
    const quote = answer.sentences[0] ?? answer.message.content.trim();
    cited = [{ line: answer, quote }];
    const missed = lead ? fill(lead.missed, firstName) : `address ${lowerFirst(criterion.name)}`;
    feedback = `You did not ${missed}; you said: ${quoted(quote)}${notes} Next time, ${next}.`;
  }
  const evidence = cited
    .slice(0, MAX_EVIDENCE)
    .sort((a, b) => a.line.index - b.line.index)
    .map((entry) => ({ message_id: entry.line.message.id, quote: entry.quote }));
  const needsLine = !isTopLevel || against.length > 0;
  const lines = needsLine ? (lead?.betterLines(context) ?? []) : [];
  const graded: GradedCriterion = { name: criterion.name, relevant: true, level: levelForScore(levelNames, score), score, evidence, feedback, better_line: needsLine ? (lines[0] ?? null) : null };
  return { graded, lines };
}

/** The learner's first line after the character line that raised the topic; else their longest line. */
function answerTo(touched: GradingMessage | true, messages: readonly GradingMessage[], learnerLines: readonly LearnerLine[]): LearnerLine {
  if (touched !== true) {
    const raisedAt = messages.indexOf(touched);
    const answer = learnerLines.find((line) => line.index > raisedAt);
    if (answer) return answer;
  }
  return learnerLines.reduce((longest, line) => (countWords(line.message.content) > countWords(longest.message.content) ? line : longest));
}

/** Whether a score reads as good: in the rubric's top two levels (of three or more), else at least 60. */
function isGoodScore(levelNames: readonly string[], score: number): boolean {
  const bands = levelBands(levelNames);
  return score >= (bands.length >= 3 ? bands[1]!.min : 60);
}

function summarise(criteria: readonly GradedCriterion[], rubric: readonly GradingCriterion[], profiles: readonly CriterionProfile[], context: BehaviourContext): string {
  const relevant = criteria
    .map((criterion, index) => ({ criterion, index }))
    .filter((entry): entry is { criterion: GradedCriterion & { score: number }; index: number } => entry.criterion.relevant && entry.criterion.score !== null);
  if (relevant.length === 0) return 'The conversation did not touch any of the rubric\'s criteria, so nothing could be scored; try a longer session that covers them.';
  const best = relevant.reduce((a, b) => (b.criterion.score > a.criterion.score ? b : a));
  const worst = relevant.reduce((a, b) => (b.criterion.score < a.criterion.score ? b : a));
  const worstProfile = profiles[worst.index]!;
  // "work next on Confirming the amount: say it back…": the criterion's name already says what to do.
  const worstNext = worstProfile.namedBehaviour ? howToShowBehaviour(worstProfile.namedBehaviour, context.firstName) : nextStep(rubric[worst.index]!, worstProfile, context);
  const isGood = isGoodScore(rubric[best.index]!.levels.map((level) => level.name), best.criterion.score);
  if (best === worst) {
    return isGood
      ? `You were graded on ${best.criterion.name}, at ${best.criterion.level}. Next time, ${worstNext}.`
      : `You were graded on ${best.criterion.name}, which still needs work. Next time, ${worstNext}.`;
  }
  // "Your strongest area was X (Needs Improvement)" would praise a low score: say plainly that nothing is there yet.
  if (!isGood) return `No area reached a good level yet; you came closest on ${best.criterion.name}. Work next on ${worst.criterion.name}: ${worstNext}.`;
  return `Your strongest area was ${best.criterion.name} (${best.criterion.level}); work next on ${worst.criterion.name}: ${worstNext}.`;
}

function readLearnerLines(messages: readonly GradingMessage[]): LearnerLine[] {
  const learnerLines: LearnerLine[] = [];
  messages.forEach((message, index) => {
    if (message.role !== 'learner' || countWords(message.content) === 0) return;
    const sentences = splitSentences(message.content);
    learnerLines.push({ message, index, sentences, stems: sentences.map(contentStems) });
  });
  return learnerLines;
}

function buildContext(input: GradingInput, learnerLines: readonly LearnerLine[], characterLines: readonly GradingMessage[]): BehaviourContext {
  const firstName = input.scenario.characterName.trim().split(/\s+/)[0] || 'them';
  const glossaryTerms = input.glossary.map((entry) => entry.term);
  const uncovered = input.brief ? findUncovered(input.brief, input.messages) : null;
  return {
    firstName,
    glossaryTerms,
    glossaryPatterns: compileGlossaryTerms(glossaryTerms),
    concern: findConcern(characterLines),
    hasGreetedByName: hasGreetedByName(input.scenario.characterName, learnerLines.map((line) => line.message.content)),
    openings: input.brief && uncovered ? openingsFrom(input.brief, uncovered) : null,
  };
}

/** The offline engine's grading of one session: same input, same answer. */
export function gradeConversationOffline(input: GradingInput): GradingOutput {
  const learnerLines = readLearnerLines(input.messages);
  if (learnerLines.length === 0) {
    return {
      summary: NO_LEARNER_LINE,
      criteria: input.rubric.criteria.map((criterion) => ({ name: criterion.name, relevant: false, level: null, score: null, evidence: [], feedback: NO_LEARNER_LINE, better_line: null })),
    };
  }
  const characterLines = input.messages.filter((message) => message.role === 'character');
  const context = buildContext(input, learnerLines, characterLines);
  const figures = measure(input.messages, learnerLines);
  const commonStems = findCommonStems(input.rubric.criteria, input.scenario.characterName);
  const profiles = input.rubric.criteria.map((criterion) => profileCriterion(criterion, commonStems));
  const spoken = { behaviours: new Set<Behaviour>(), quotes: new Set<string>() };
  const graded = input.rubric.criteria.map((criterion, index) =>
    gradeCriterion({ criterion, profile: profiles[index]!, learnerLines, characterLines, messages: input.messages, figures, context, spoken }),
  );
  const criteria = makeDistinct(graded, context.firstName);
  return { summary: summarise(criteria, input.rubric.criteria, profiles, context), criteria };
}
