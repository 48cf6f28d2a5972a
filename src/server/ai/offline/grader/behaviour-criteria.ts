// Criteria named after one concrete behaviour in the person's words ("Confirming the refund amount back to them",
// "Letting the customer finish before answering", "Naming one thing done well"). The name says which behaviour and
// what it is about (its object: "the refund amount"); only a learner sentence that shows that behaviour about that
// object is evidence, and the feedback says the behaviour back as the person wrote it. Edit CONCRETE_BEHAVIOURS
// (concrete-behaviours.ts) to teach the grader another behaviour; criteria named after a topic ("Fair resolution") are
// graded in grade-conversation.ts.
import type { GradedCriterion, GradingCriterion, GradingMessage } from '../../contracts/grade-conversation.ts';
import type { BehaviourContext } from './behaviour-types.ts';
import { PRESSURE } from './learner-patterns.ts';
import { isSocialOnly } from './matter.ts';
import { affirms, mentions, refusesPart } from '../negation-scope.ts';
import { contentStems, countWords, isStopWord, stemWord, wordsOf } from '../../language/text.ts';
import { levelBands, levelForScore } from './level-bands.ts';
import { type BehaviourName, NON_OBJECT_WORDS, readBehaviourName } from './behaviour-name.ts';
import { type Breach, type ConcreteBehaviour, type Conversation, AGREEMENT_CHECK, OBJECT_CONCEPTS, CONCRETE_BEHAVIOURS } from './concrete-behaviours.ts';
import { type Claim, type ClaimReader, type ClaimSetting, counts, honestClaims } from './report-claims.ts';
import { sayableLines } from './try-saying.ts';
import { anyBehaviourShown } from './criterion-evidence.ts';

export interface LearnerLine {
  message: GradingMessage;
  /** Position in the whole transcript. */
  index: number;
  sentences: string[];
  stems: Set<string>[];
}

export interface BehaviourCriterionProfile {
  behaviour: ConcreteBehaviour;
  phrase: BehaviourName;
  /** The words the behaviour is about ("refund", "amount"), each with the stem the learner's words are compared by. */
  objects: { word: string; stem: string }[];
}

/** The behaviour a criterion is named after, or null when its name is a topic ("Fair resolution"). */
export function readBehaviourCriterion(criterion: GradingCriterion, commonStems: ReadonlySet<string>): BehaviourCriterionProfile | null {
  // "Closing & follow-up" names two things: a topic, graded as one.
  if (criterion.name.includes('&')) return null;
  const phrase = readBehaviourName(criterion.name);
  if (!phrase) return null;
  const named = `${phrase.verb} ${phrase.rest}`.toLowerCase();
  const behaviour = CONCRETE_BEHAVIOURS.find((candidate) => candidate.name.test(named));
  if (!behaviour) return null;
  // "before judging" is when, not what: the object is what comes before it.
  const about = phrase.rest.replace(/\b(before|after|when|while|without|every time)\b.*$/i, '');
  const objects = behaviour.usesObject
    ? wordsOf(about)
        .filter((word) => word.length >= 4 && !isStopWord(word) && !NON_OBJECT_WORDS.has(word) && !behaviour.ownWords.test(word) && !commonStems.has(stemWord(word)))
        .map((word) => ({ word, stem: stemWord(word) }))
    : [];
  return { behaviour, phrase, objects };
}

/** Share of the name's object words a sentence mentions, by stem or as they are usually said; 1 when there are none. */
function objectCoverage(sentence: string, stems: ReadonlySet<string>, profile: BehaviourCriterionProfile): number {
  if (profile.objects.length === 0) return 1;
  const hits = profile.objects.filter(
    ({ word, stem: objectStem }) => stems.has(objectStem) || OBJECT_CONCEPTS.some((concept) => concept.word.test(word) && concept.said.test(sentence)),
  );
  return hits.length / profile.objects.length;
}

interface Evidence {
  line: LearnerLine;
  quote: string;
  /** 3 complete, 2 partial, 1 a hint. */
  strength: number;
  isExcellent: boolean;
}

function isExcellent(behaviour: ConcreteBehaviour, sentence: string, line: LearnerLine): boolean {
  if (behaviour.isExcellent) return behaviour.isExcellent(sentence, line);
  return line.message.content.includes('?') || AGREEMENT_CHECK.test(line.message.content);
}

function findEvidence(profile: BehaviourCriterionProfile, conversation: Conversation): Evidence[] {
  const found: Evidence[] = [];
  for (const line of conversation.learnerLines) {
    let best: Evidence | null = null;
    line.sentences.forEach((sentence, index) => {
      // Pushing for a yes ("So are you buying or not?") shows no behaviour a rubric asks for, whatever its words.
      if (affirms(sentence, PRESSURE)) return;
      // A greeting, a "who are you" or small talk shows none of these behaviours either.
      if (isSocialOnly(sentence)) return;
      const shown = profile.behaviour.detect(sentence, line, conversation, affirms);
      if (shown === 0) return;
      const coverage = objectCoverage(sentence, line.stems[index] ?? new Set(), profile);
      // Shown about something else ("I will not interrupt" for a follow-up call) is at most partial.
      const strength = shown === 3 && coverage >= 0.5 ? 3 : shown >= 2 ? 2 : 1;
      if (strength > (best?.strength ?? 0)) best = { line, quote: sentence, strength, isExcellent: strength === 3 && isExcellent(profile.behaviour, sentence, line) };
    });
    if (best) found.push(best);
  }
  // Among equals, a line that gives all it offers leads before one that refuses a part of it.
  return found.sort((a, b) => b.strength - a.strength || Number(refusesPart(a.quote)) - Number(refusesPart(b.quote)) || a.line.index - b.line.index);
}

/** The note for a sentence that names the behaviour only to refuse it ("I'm not going to apologise"). */
const REFUSED_BREACH_NOTE = 'you ruled it out with';

/** Sentences whose words name the behaviour clearly while what they say is none of it: the first one per line. */
function findRefusals(behaviour: ConcreteBehaviour, conversation: Conversation): Breach[] {
  const found: Breach[] = [];
  for (const line of conversation.learnerLines) {
    const quote = line.sentences.find(
      (sentence) => behaviour.detect(sentence, line, conversation, mentions) >= 2 && behaviour.detect(sentence, line, conversation, affirms) === 0,
    );
    if (quote) found.push({ line, quote, note: REFUSED_BREACH_NOTE });
  }
  return found;
}

/** The character line that last called for the behaviour (before the learner's last line), if any. */
function findRaisingLine(profile: BehaviourCriterionProfile, conversation: Conversation): GradingMessage | null {
  const lastLearnerIndex = conversation.learnerLines.at(-1)?.index ?? -1;
  let raising: GradingMessage | null = null;
  conversation.messages.forEach((message, index) => {
    if (message.role !== 'character' || index > lastLearnerIndex) return;
    const stems = contentStems(message.content);
    const mentionsObject = profile.objects.some(
      ({ word, stem: objectStem }) => stems.has(objectStem) || OBJECT_CONCEPTS.some((concept) => concept.word.test(word) && concept.said.test(message.content)),
    );
    if (profile.behaviour.trigger?.test(message.content) || mentionsObject) raising = message;
  });
  return raising;
}

function longestSentence(line: LearnerLine): string {
  return line.sentences.reduce((longest, sentence) => (countWords(sentence) > countWords(longest) ? sentence : longest), line.sentences[0] ?? line.message.content.trim());
}

/**
 * The learner's answer to the character line that called for a behaviour: the moment it was missed, never another
 * line of theirs (a question they put elsewhere missed nothing). With no such line, a behaviour shown by asking (a
 * question, a greeting) was called for by the opening, which invites it: the answer to the character's line before
 * the learner's first. A statement (acknowledging, explaining, offering) answers a line that calls for it, so none is
 * cited for it then. Null when there is no such moment.
 */
export function missedMoment(raising: GradingMessage | null, messages: readonly GradingMessage[], learnerLines: readonly LearnerLine[], isAsking: boolean): LearnerLine | null {
  const firstLearner = messages.findIndex((message) => message.role === 'learner');
  const opening = isAsking ? (messages.slice(0, Math.max(0, firstLearner)).findLast((message) => message.role === 'character') ?? null) : null;
  const calling = raising ?? opening;
  if (calling === null) return null;
  const raisedAt = messages.indexOf(calling);
  return learnerLines.find((line) => line.index > raisedAt) ?? null;
}

function quoted(text: string): string {
  return /[.!?…]$/.test(text) ? `"${text}"` : `"${text}."`;
}

/** How to show the behaviour, without naming it (for a line that already names it). */
export function howToShowBehaviour(profile: BehaviourCriterionProfile, firstName: string): string {
  return profile.behaviour.how.replaceAll('{name}', firstName);
}

/** "Next time, …" for a behaviour criterion: the name as an instruction, then how. */
export function nextStepForBehaviour(profile: BehaviourCriterionProfile, firstName: string): string {
  return `${profile.phrase.base}: ${howToShowBehaviour(profile, firstName)}`;
}

// Strength of what was shown → how far down the levels it sits: 0 the top level, 3 the lowest.
type Tier = 0 | 1 | 2 | 3;

/** A score inside the band that a tier maps to; `position` is how far up the band (0..1). */
function scoreForTier(levelNames: readonly string[], tier: Tier, position: number): number {
  const bands = levelBands(levelNames);
  if (bands.length === 0) return Math.round(100 - tier * 28 - (1 - position) * 10);
  const band = bands[Math.round((tier * (bands.length - 1)) / 3)]!;
  return Math.round(band.min + (band.max - band.min) * position);
}

/** A criterion the conversation never touched: not scored, with what to do next time. */
export function notScoredCriterion(criterion: GradingCriterion, nextStep: string): GradedCriterion {
  return {
    name: criterion.name,
    relevant: false,
    level: null,
    score: null,
    evidence: [],
    feedback: `This did not come up in the conversation, so it was not scored. Next time, ${nextStep}.`,
    better_line: null,
  };
}

export function gradeBehaviourCriterion(
  criterion: GradingCriterion,
  profile: BehaviourCriterionProfile,
  messages: readonly GradingMessage[],
  learnerLines: readonly LearnerLine[],
  context: BehaviourContext,
  claimSetting: ClaimSetting = { endedAt: Number.POSITIVE_INFINITY },
): GradedCriterion {
  const conversation: Conversation = { messages, learnerLines, context };
  const { behaviour, phrase } = profile;
  const { firstName } = context;
  // Every line the feedback cites is a claim the behaviour's detector must bear out (report-claims.ts); nothing said
  // after the character ended the conversation counts for it.
  const reader: ClaimReader = {
    shows: (sentence, line) => behaviour.detect(sentence, line, conversation, affirms),
    showsAny: (sentence, line) => anyBehaviourShown(sentence, line, context, messages),
  };
  const honest = <T extends Claim>(claims: readonly T[]) => honestClaims(claims, reader, claimSetting);
  const found = findEvidence(profile, conversation).filter((entry) => counts(entry.line, claimSetting));
  const evidence = [
    ...honest(found.filter((entry) => entry.strength >= 2).map((entry) => ({ ...entry, kind: 'praise' as const, byAsking: behaviour.showsByAsking === true }))),
    ...honest(found.filter((entry) => entry.strength < 2).map((entry) => ({ ...entry, kind: 'weak' as const }))),
  ];
  const breaches = honest([...(behaviour.breaches?.(conversation, phrase) ?? []), ...findRefusals(behaviour, conversation)].map((breach) => ({ ...breach, kind: 'criticism' as const })));
  const raising = findRaisingLine(profile, conversation);
  const next = nextStepForBehaviour(profile, firstName);
  const isRelevant = evidence.length > 0 || breaches.length > 0 || raising !== null || learnerLines.length >= behaviour.minLearnerLines;
  if (!isRelevant) return notScoredCriterion(criterion, next);

  const complete = evidence.filter((entry) => entry.strength === 3);
  const best = evidence[0];
  let tier: Tier;
  let position = 0.5;
  // A complete display of the best kind (checked with the other person, specific) or shown twice is the top level.
  if (complete.length > 0) tier = complete.length >= 2 || complete.some((entry) => entry.isExcellent) ? 0 : 1;
  else if (best && best.strength === 2) tier = 2;
  else if (best) {
    tier = 3;
    position = 0.7;
  } else if (behaviour.id === 'patience' && breaches.length === 0) {
    // Not cutting in, though without inviting the whole story, is part of the way there.
    tier = 2;
  } else {
    tier = 3;
    position = 0.3;
  }
  if (breaches.length > 0) {
    tier = Math.min(3, tier + breaches.length) as Tier;
    if (tier === 3) position = best && best.strength >= 2 ? 0.6 : 0.3;
  }
  const levelNames = criterion.levels.map((level) => level.name);
  const score = scoreForTier(levelNames, tier, position);
  const level = levelForScore(levelNames, score);
  const isTopLevel = levelNames.length > 0 && score >= (levelBands(levelNames)[0]?.min ?? 100);

  const shown = (best && best.strength >= 2 ? evidence.filter((entry) => entry.strength === best.strength) : evidence).slice(0, breaches.length > 0 ? 2 : 3);
  const cited: { line: LearnerLine; quote: string }[] = [...shown, ...breaches.slice(0, 3 - Math.min(shown.length, 2))];
  let feedback: string;
  if (breaches.length > 0) {
    const breach = breaches[0]!;
    feedback =
      tier < 3 && best
        ? `You mostly ${phrase.past} (${quoted(best.quote)}), but ${breach.note ?? behaviour.breachNote} ${quoted(breach.quote)} Next time, ${next}.`
        : `You did not ${phrase.base}: ${breach.note ?? behaviour.breachNote} ${quoted(breach.quote)} Next time, ${next}.`;
  } else if (best && best.strength === 3) {
    feedback = `You ${phrase.past}, for example: ${quoted(best.quote)} ${isTopLevel ? 'Keep doing this.' : `Next time, ${next}.`}`;
  } else if (best && best.strength === 2) {
    feedback = `You partly ${phrase.past}: ${quoted(best.quote)} Next time, ${next}.`;
  } else if (best) {
    feedback = `You only hinted at ${phrase.gerund}: ${quoted(best.quote)} Next time, ${next}.`;
  } else {
    const line = behaviour.id === 'patience' ? learnerLines[0]! : missedMoment(raising, messages, learnerLines, behaviour.showsByAsking === true);
    const said = line ? honest([longestSentence(line), ...line.sentences].filter((quote) => !isSocialOnly(quote)).map((quote) => ({ kind: 'missed' as const, line, quote })))[0] : undefined;
    if (said) cited.push(said);
    const saying = said ? `; you said: ${quoted(said.quote)}` : '.';
    feedback =
      behaviour.id === 'patience'
        ? `You did not cut ${firstName} off, but you did not invite the whole story either${saying} Next time, ${next}.`
        : `You did not ${phrase.base}${saying} Next time, ${next}.`;
  }
  const seen = new Set<string>();
  const citedEvidence = cited
    .filter((entry) => {
      const key = `${entry.line.message.id}\u0000${entry.quote}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 3)
    .sort((a, b) => a.line.index - b.line.index)
    .map((entry) => ({ message_id: entry.line.message.id, quote: entry.quote }));
  return {
    name: criterion.name,
    relevant: true,
    level,
    score,
    evidence: citedEvidence,
    feedback,
    better_line: isTopLevel ? null : (sayableLines([behaviour.betterLine(context)], context)[0] ?? null),
  };
}
