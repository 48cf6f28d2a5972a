// The offline grader: grades a finished session against its rubric from the transcript alone, deterministically.
// Per criterion it reads which behaviours the name and level descriptions ask for (behaviours.ts), finds the learner's
// sentences that show them or use the criterion's own words, and scores the strength and count of that evidence.
// A criterion the conversation never touched is not relevant. score-report.ts then checks quotes and does the sums.
// A criterion named after one concrete behaviour ("Offering a follow-up call") is graded by behaviour-criteria.ts.
import type { GradedCriterion, GradingCriterion, GradingInput, GradingMessage, GradingOutput } from '../../tasks/grade-conversation/schema.ts';
import { BEHAVIOURS, compileGlossaryTerms, DISMISSIVE, type Behaviour, type BehaviourContext } from './behaviours.ts';
import { gradeBehaviourCriterion, howToShowBehaviour, nextStepForBehaviour, notScoredCriterion, readBehaviourCriterion, type BehaviourCriterionProfile, type LearnerLine } from './behaviour-criteria.ts';
import { countWords } from '../text.ts';
import { countFillers, measureTalk, splitSentences, stem, stemsOf, wordsOf } from './learner-speech.ts';
import { levelBands, levelForScore } from './level-bands.ts';

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
    if (word.length < minLength || GENERIC_WORDS.has(word)) continue;
    const stemmed = stem(word);
    if (!exclude.has(stemmed)) stems.add(stemmed);
  }
  return stems;
}

/** Stems used by half or more of the rubric's criteria (the counterpart's role, the setting): not distinctive. */
function findCommonStems(criteria: readonly GradingCriterion[], characterName: string): Set<string> {
  const common = new Set(wordsOf(characterName).map(stem));
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

function toSecondPerson(text: string): string {
  const swaps: Record<string, string> = { "i'm": "you're", 'i am': 'you are', "i've": "you've", "i'd": "you'd", "i'll": "you'll", i: 'you', my: 'your', me: 'you', mine: 'yours', myself: 'yourself' };
  return text.replaceAll(/\b(i'm|i am|i've|i'd|i'll|i|my|me|mine|myself)\b/gi, (match) => swaps[match.toLowerCase()] ?? match);
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

/** The best sentence of a line for a criterion, and how strongly it shows what the criterion asks. */
function readLine(line: LearnerLine, profile: CriterionProfile, context: BehaviourContext): LineEvidence | null {
  let best: LineEvidence | null = null;
  line.sentences.forEach((sentence, index) => {
    let strength = 0;
    let behaviour: Behaviour | null = null;
    for (const candidate of profile.behaviours) {
      const found = candidate.detect(sentence, context);
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

function rankBehaviour(profile: CriterionProfile, evidence: LineEvidence): number {
  const rank = evidence.behaviour ? profile.behaviours.indexOf(evidence.behaviour) : -1;
  return rank === -1 ? profile.behaviours.length : rank;
}

function isTouched(profile: CriterionProfile, learnerLineCount: number, characterLines: readonly GradingMessage[]): GradingMessage | true | null {
  if (profile.behaviours.some((behaviour) => learnerLineCount >= behaviour.minLearnerLines)) return true;
  for (const line of characterLines) {
    if (profile.behaviours.some((behaviour) => behaviour.trigger?.test(line.content))) return line;
    const stems = stemsOf(line.content);
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

function findPenalties(profile: CriterionProfile, figures: ConversationFigures, learnerLineCount: number): Penalty[] {
  const ids = new Set(profile.behaviours.map((behaviour) => behaviour.id));
  const penalties: Penalty[] = [];
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

function nextStep(criterion: GradingCriterion, profile: CriterionProfile, firstName: string): string {
  if (profile.namedBehaviour) return nextStepForBehaviour(profile.namedBehaviour, firstName);
  const behaviour = profile.behaviours[0];
  if (behaviour) return fill(behaviour.next, firstName);
  const best = criterion.levels[0]?.description.replace(/[.\s]+$/, '');
  return best ? `aim for what the rubric's best level describes: ${lowerFirst(best)}` : `make ${lowerFirst(criterion.name)} an explicit part of the conversation`;
}

function gradeCriterion(
  criterion: GradingCriterion,
  profile: CriterionProfile,
  learnerLines: readonly LearnerLine[],
  characterLines: readonly GradingMessage[],
  messages: readonly GradingMessage[],
  figures: ConversationFigures,
  context: BehaviourContext,
): GradedCriterion {
  if (profile.namedBehaviour) return gradeBehaviourCriterion(criterion, profile.namedBehaviour, messages, learnerLines, context);
  const found = learnerLines
    .map((line) => readLine(line, profile, context))
    .filter((entry): entry is LineEvidence => entry !== null)
    // On equal strength the criterion's main behaviour is the better example.
    .sort((a, b) => b.strength - a.strength || rankBehaviour(profile, a) - rankBehaviour(profile, b) || a.line.index - b.line.index);
  const touched = found.length > 0 ? true : isTouched(profile, learnerLines.length, characterLines);
  const { firstName } = context;
  if (touched === null) return notScoredCriterion(criterion, nextStep(criterion, profile, firstName));
  const penalties = findPenalties(profile, figures, learnerLines.length);
  const score = scoreEvidence(found, penalties);
  const levelNames = criterion.levels.map((level) => level.name);
  const isTopLevel = score >= (levelBands(levelNames)[0]?.min ?? 100);
  const next = nextStep(criterion, profile, firstName);
  const notes = penalties.map((penalty) => ` ${penalty.note}`).join('');

  let evidence: GradedCriterion['evidence'];
  let feedback: string;
  const top = found[0];
  if (top) {
    const chosen = found.slice(0, MAX_EVIDENCE).sort((a, b) => a.line.index - b.line.index);
    evidence = chosen.map((entry) => ({ message_id: entry.line.message.id, quote: entry.quote }));
    const did = top.behaviour
      ? fill(top.strength >= 2 ? top.behaviour.did : top.behaviour.didWeakly, firstName)
      : `touched on ${lowerFirst(criterion.name)}`;
    feedback = `You ${did}, for example: ${quoted(top.quote)}${notes} ${isTopLevel ? 'Keep doing this.' : `Next time, ${next}.`}`;
  } else {
    // Nothing the learner said shows it, though the conversation called for it: cite their answer at that point.
    const answer = answerTo(touched, messages, learnerLines);
    const quote = answer.sentences[0] ?? answer.message.content.trim();
    evidence = [{ message_id: answer.message.id, quote }];
    const missed = profile.behaviours[0] ? fill(profile.behaviours[0].missed, firstName) : `address ${lowerFirst(criterion.name)}`;
    feedback = `You did not ${missed}; you said: ${quoted(quote)}${notes} Next time, ${next}.`;
  }
  const behaviour = profile.behaviours[0];
  const betterLine = isTopLevel
    ? null
    : behaviour
      ? behaviour.betterLine(context)
      : `${firstName}, before we finish, let's make sure we've covered ${lowerFirst(criterion.name)}: here is what I propose.`;
  return { name: criterion.name, relevant: true, level: levelForScore(levelNames, score), score, evidence, feedback, better_line: betterLine };
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

function summarise(criteria: readonly GradedCriterion[], rubric: readonly GradingCriterion[], profiles: readonly CriterionProfile[], firstName: string): string {
  const relevant = criteria
    .map((criterion, index) => ({ criterion, index }))
    .filter((entry): entry is { criterion: GradedCriterion & { score: number }; index: number } => entry.criterion.relevant && entry.criterion.score !== null);
  if (relevant.length === 0) return 'The conversation did not touch any of the rubric\'s criteria, so nothing could be scored; try a longer session that covers them.';
  const best = relevant.reduce((a, b) => (b.criterion.score > a.criterion.score ? b : a));
  const worst = relevant.reduce((a, b) => (b.criterion.score < a.criterion.score ? b : a));
  const worstProfile = profiles[worst.index]!;
  // "work next on Confirming the amount: say it back…": the criterion's name already says what to do.
  const worstNext = worstProfile.namedBehaviour ? howToShowBehaviour(worstProfile.namedBehaviour, firstName) : nextStep(rubric[worst.index]!, worstProfile, firstName);
  if (best === worst) return `You were graded on ${best.criterion.name} (${best.criterion.level}). Next time, ${worstNext}.`;
  return `Your strongest area was ${best.criterion.name} (${best.criterion.level}); work next on ${worst.criterion.name}: ${worstNext}.`;
}

/** The offline engine's grading of one session: same input, same answer. */
export function gradeConversationOffline(input: GradingInput): GradingOutput {
  const learnerLines: LearnerLine[] = [];
  input.messages.forEach((message, index) => {
    if (message.role !== 'learner' || countWords(message.content) === 0) return;
    const sentences = splitSentences(message.content);
    learnerLines.push({ message, index, sentences, stems: sentences.map(stemsOf) });
  });
  if (learnerLines.length === 0) {
    return {
      summary: NO_LEARNER_LINE,
      criteria: input.rubric.criteria.map((criterion) => ({ name: criterion.name, relevant: false, level: null, score: null, evidence: [], feedback: NO_LEARNER_LINE, better_line: null })),
    };
  }
  const characterLines = input.messages.filter((message) => message.role === 'character');
  const firstName = input.scenario.characterName.trim().split(/\s+/)[0] || 'them';
  const glossaryTerms = input.glossary.map((entry) => entry.term);
  const context: BehaviourContext = { firstName, glossaryTerms, glossaryPatterns: compileGlossaryTerms(glossaryTerms), concern: findConcern(characterLines) };
  const figures = measure(input.messages, learnerLines);
  const commonStems = findCommonStems(input.rubric.criteria, input.scenario.characterName);
  const profiles = input.rubric.criteria.map((criterion) => profileCriterion(criterion, commonStems));
  const criteria = input.rubric.criteria.map((criterion, index) =>
    gradeCriterion(criterion, profiles[index]!, learnerLines, characterLines, input.messages, figures, context),
  );
  return { summary: summarise(criteria, input.rubric.criteria, profiles, firstName), criteria };
}
