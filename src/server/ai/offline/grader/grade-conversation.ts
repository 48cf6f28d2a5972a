// The offline grader: grades a finished session against its rubric from the transcript alone, deterministically.
// Per criterion it reads which behaviours the name and level descriptions ask for (behaviours.ts), finds the learner's
// sentences that show them or use the criterion's own words, and scores the strength and count of that evidence
// (criterion-profile.ts, criterion-evidence.ts, criterion-score.ts).
// A criterion the conversation never touched is not relevant. score-report.ts then checks quotes and does the sums.
// A criterion named after one concrete behaviour ("Offering a follow-up call") is graded by behaviour-criteria.ts.
// Every line the feedback cites is a claim checked against the detector that read it (report-claims.ts): praise quotes
// only a sentence that shows the behaviour, in words no stronger than it shows, never a counter-example nor a line
// after the character left; a sentence that shows its opposite is quoted as the thing to improve. "Try saying" comes
// from the brief (openings.ts) and passes the grammar guard (try-saying.ts); no two criteria share a paragraph or a
// line (distinct.ts).
import { briefSides } from '../../language/own-side.ts';
import type { GradedCriterion, GradingCriterion, GradingInput, GradingMessage, GradingOutput } from '../../contracts/grade-conversation.ts';
import type { Behaviour, BehaviourContext } from './behaviour-types.ts';
import { type ListenerNames, asNounPhrase, compileGlossaryTerms, lowerFirst, nextOf, toSecondPerson } from './feedback-phrasing.ts';
import { affirms, refusesPart } from '../negation-scope.ts';
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import { gradeBehaviourCriterion, howToShowBehaviour, missedMoment, nextStepForBehaviour, notScoredCriterion, type LearnerLine } from './behaviour-criteria.ts';
import { makeDistinct } from './distinct.ts';
import { hasGreetedByName, openingsFrom } from './openings.ts';
import { contentStems, countWords, isQuestion, splitSentences } from '../../language/text.ts';
import { levelBands, levelForScore } from './level-bands.ts';
import { findUncovered, questionsAnsweredFromBrief } from './uncovered.ts';
import { type CriterionProfile, findCommonStems, profileCriterion } from './criterion-profile.ts';
import { type ConversationFigures, measure, findPenalties, scoreEvidence } from './criterion-score.ts';
import { type LineEvidence, readLine, findAgainst, rankBehaviour, isTouched, criterionReader, anyBehaviourShown } from './criterion-evidence.ts';
import { type Claim, type ClaimSetting, counts, honestClaims, findClaimSetting } from './report-claims.ts';
import { sayableLines } from './try-saying.ts';
import { isCounterExample } from './learner-patterns.ts';
import { isSocialOnly, matterOf } from './matter.ts';
import { addressOf, isTitle } from '../../../../shared/name-address.ts';

const MAX_EVIDENCE = 3;
const NO_LEARNER_LINE = 'You did not say anything in this session, so it could not be graded.';

// A figure's comma or point ("£1,400", "£2.50") is part of the want, not where it ends.
const WANTS = /\b(?:i want|i need|i'd like|i would like|i expect)\s+((?:to\s+)?(?:[^.?!,;:"“”]|(?<=\d)[.,](?=\d)){3,60})/i;

/**
 * What the character said they want, turned to the learner's point of view and made a noun phrase ("to talk about how
 * things are going" → "talking about how things are going"), for a line that plays it back. A want the character
 * denies ("That's not something I want to get into yet") is none.
 */
function findConcern(characterLines: readonly GradingMessage[], listener: ListenerNames): string | null {
  for (const line of characterLines) {
    for (const sentence of splitSentences(line.content)) {
      const match = WANTS.exec(sentence);
      if (!match?.[1] || !affirms(sentence, WANTS)) continue;
      const phrase = asNounPhrase(toSecondPerson(match[1].trim()));
      if (phrase && !/\b(?:yet|then|now|again)$/i.test(phrase)) return lowerFirst(phrase, listener.names);
    }
  }
  return null;
}

const CAPITALISED = /(?<![.!?:]\s|^|["“‘'])\b\p{Lu}[\p{L}'’-]+/gu;

/** The brief's names as written (words it only ever writes with a capital, inside a sentence) and its first-person lines. */
function listenerOf(characterName: string, brief: CharacterBrief | null): ListenerNames {
  const characterNames = characterName.split(/\s+/).filter((part) => part.length > 1 && !isTitle(part));
  if (!brief) return { names: characterNames, characterNames, theirPhrases: [] };
  const facts = [...brief.facts, ...brief.hiddenFacts];
  const theirPhrases = [
    ...facts.map((fact) => fact.answer),
    ...brief.objections.flatMap((objection) => [objection.objection, objection.resolvedBy]),
    ...brief.outcome.requires.map((requirement) => requirement.label),
    brief.outcome.agreement,
    brief.openingLine,
  ];
  const texts = [brief.situation, ...theirPhrases, ...facts.map((fact) => fact.topic)];
  const lowerWords = new Set(texts.flatMap((text) => text.match(/\b\p{Ll}[\p{L}'’-]*/gu) ?? []));
  const capitalised = texts.flatMap((text) => text.match(CAPITALISED) ?? []).filter((word) => !/^I(?:['’]|$)/.test(word) && !lowerWords.has(word.toLowerCase()));
  return { names: [...new Set([...characterNames, ...capitalised])], characterNames, theirPhrases };
}

function fill(template: string, firstName: string): string {
  return template.replaceAll('{name}', firstName);
}

/** A quote closing a sentence: the full stop goes inside unless it already ends with one. */
function quoted(text: string): string {
  return /[.!?…]$/.test(text) ? `"${text}"` : `"${text}."`;
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

/** "You …" for a line, in words no stronger than what the behaviour's detector found in it. */
function didText(evidence: LineEvidence, criterion: GradingCriterion, firstName: string): string {
  const { behaviour, shown } = evidence;
  if (!behaviour) return `touched on ${lowerFirst(criterion.name)} only in passing`;
  const text = shown >= 3 ? behaviour.did : shown === 2 ? (behaviour.didPartly ?? behaviour.did) : behaviour.didWeakly;
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
  claimSetting: ClaimSetting;
  /** The learner pushed, dismissed or drove the character away: what never came up did not by their doing, and is scored. */
  derailed: boolean;
}

/**
 * The learner's sentences that show it, strongest first; among equals, one that gives all it offers before one that
 * refuses a part ("…, but November I cannot do"), and a quote an earlier criterion led with after the rest.
 */
function findEvidence({ profile, learnerLines, context, messages, spoken }: CriterionGrading): LineEvidence[] {
  return learnerLines
    .map((line) => readLine(line, profile, context, messages))
    .filter((entry): entry is LineEvidence => entry !== null)
    .sort(
      (a, b) =>
        b.strength - a.strength ||
        Number(refusesPart(a.quote)) - Number(refusesPart(b.quote)) ||
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

/**
 * The praise a feedback may cite: its lead, and the lines that are more examples of what the lead's sentence says.
 * "You acknowledged Grace's situation, for example: …" names one behaviour at one strength, so every line cited beside
 * it is read by that behaviour's detector at that strength: an offer with a date, which a criterion's other behaviour
 * (being specific) finds, is no example of acknowledging, nor a follow-up call of answering a concern. A line a
 * behaviour counts but gives as no example of it (Behaviour.notAnExample: "I'll confirm it in writing by Friday and
 * call you on Monday" for a way forward) is praised only as another of the criterion's behaviours that shows it.
 */
function praisedAsTheLead<T extends LineEvidence & Claim>(praised: readonly T[], { criterion, profile, context, messages, claimSetting }: CriterionGrading): T[] {
  const readerOf = (behaviour: Behaviour) => criterionReader({ ...profile, behaviours: [behaviour] }, context, messages);
  const isExample = (behaviour: Behaviour, quote: string) => !behaviour.notAnExample?.(quote, context);
  const examples = praised.flatMap((entry): T[] => {
    if (!entry.behaviour || isExample(entry.behaviour, entry.quote)) return [entry];
    const other = profile.behaviours
      .filter((behaviour) => behaviour !== entry.behaviour && isExample(behaviour, entry.quote))
      .map((behaviour) => ({ behaviour, shown: readerOf(behaviour).shows(entry.quote, entry.line) }))
      .find(({ shown }) => shown >= 2);
    return other ? [{ ...entry, behaviour: other.behaviour, shown: other.shown, strength: other.shown }] : [];
  });
  // The lead shows what the criterion is named for when a line does: "Value framing" praises the offer, not the
  // dated follow-up its level's "already agreed with" also asks for, though an earlier criterion led with the offer.
  const isNamed = (entry: T) => entry.behaviour !== null && entry.behaviour.cue.test(criterion.name);
  const ordered = [...examples.filter(isNamed), ...examples.filter((entry) => !isNamed(entry))];
  const lead = ordered[0];
  if (!lead?.behaviour) return ordered;
  const leadBehaviour = lead.behaviour;
  const beside = honestClaims(ordered.slice(1).map((entry) => ({ ...entry, strength: Math.max(entry.strength ?? 0, lead.shown) })), readerOf(leadBehaviour), claimSetting);
  return [lead, ...beside.filter((entry) => isExample(leadBehaviour, entry.quote))];
}

function gradeCriterion(grading: CriterionGrading): GradedWithLines {
  const { criterion, profile, learnerLines, characterLines, messages, figures, context, spoken, claimSetting, derailed } = grading;
  if (profile.namedBehaviour) return withLines(gradeBehaviourCriterion(criterion, profile.namedBehaviour, messages, learnerLines, context, claimSetting));
  // Nothing said after the character ended the conversation counts for it, nor the line it walked away after.
  const found = findEvidence(grading).filter((entry) => counts(entry.line, claimSetting));
  const against = findAgainst(profile, learnerLines, context, messages);
  // Clear evidence, or a line against it, brings a criterion in; a passing figure in an offer does not make "explaining
  // the reasons" something the conversation came to. A character line raises it when the learner could still answer
  // it, or when it asked them and was left unanswered; the character's own closing remark ("that I can explain to
  // them") asks nothing of them.
  const lastLearnerIndex = learnerLines.at(-1)?.index ?? -1;
  // After the learner's last line, only what a character line asks raises a topic: a remark beside a question that
  // checks the next step ("I can explain that to them. So I'll hear on Monday?") still asks nothing of them.
  const raisingLines = characterLines.flatMap((line) => {
    if (messages.indexOf(line) < lastLearnerIndex) return [line];
    const asked = splitSentences(line.content).filter(isQuestion);
    return asked.length === 0 ? [] : [{ ...line, content: asked.join(' ') }];
  });
  const raisedBy = found.some((entry) => entry.strength >= 2) || against.length > 0 ? true : isTouched(profile, learnerLines.length, raisingLines, derailed);
  const touched = raisedBy === true || raisedBy === null ? raisedBy : (characterLines.find((line) => line.id === raisedBy.id) ?? raisedBy);
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

  // Every line the feedback cites is a claim the criterion's detector must bear out (report-claims.ts).
  const reader = criterionReader(profile, context, messages);
  const honest = <T extends Claim>(claims: readonly T[]) => honestClaims(claims, reader, claimSetting);
  const quotable = honest(against.map((entry) => ({ ...entry, kind: 'criticism' as const, opposing: true })));
  const counter = quotable[0];
  const counterText = counter ? `${fill(counter.note, firstName)}: ${quoted(counter.quote)}` : '';
  // Praise quotes only lines a detector found showing it, in words no stronger than it found: the criterion's own words alone are not enough.
  const praised = praisedAsTheLead(
    honest(found.filter((entry) => entry.behaviour !== null && entry.shown >= 2).map((entry) => ({ ...entry, kind: 'praise' as const, strength: entry.shown, byAsking: entry.behaviour?.showsByAsking === true }))),
    grading,
  );
  // A line that only shares the criterion's words ("Sorry this happened" for "Explaining why the change happened") is
  // no hint of it when the criterion's behaviours read it as none: it is never cited as touching on it.
  const weak = top && !praised[0] && (top.behaviour !== null || profile.behaviours.length === 0) ? honest([{ ...top, kind: 'weak' as const }])[0] : undefined;
  let feedback: string;
  let cited: { line: LearnerLine; quote: string }[];
  if (praised[0]) {
    spoken.quotes.add(praised[0].quote);
    cited = [...praised.slice(0, counter ? 2 : MAX_EVIDENCE), ...(counter ? [counter] : [])];
    feedback = `You ${didText(praised[0], criterion, firstName)}, for example: ${quoted(praised[0].quote)}${counter ? ` But you also ${counterText}` : ''}${notes} ${closing}`;
  } else if (weak) {
    // Weak evidence only: said as what it is, never as praise.
    cited = [weak, ...(counter ? [counter] : [])];
    feedback = `You ${didText({ ...weak, shown: Math.min(weak.shown, 1) }, criterion, firstName)}: ${quoted(weak.quote)}${counter ? ` And you ${counterText}` : ''}${notes} Next time, ${next}.`;
  } else if (counter) {
    cited = quotable.slice(0, 2);
    const missed = lead ? fill(lead.missed, firstName) : `address ${lowerFirst(criterion.name)}`;
    feedback = `You did not ${missed}; instead you ${counterText}${notes} Next time, ${next}.`;
  } else {
    // Nothing the learner said shows it, though the conversation called for it: the moment missed is their answer to
    // the character's line that called for it, never another line of theirs (a question they put elsewhere missed
    // nothing). A behaviour every conversation asks for is called for by a line that raises it, else by the opening.
    const calling = touched === true ? isTouched(profile, 0, raisingLines) : touched;
    const answer = missedMoment(calling === true ? null : calling, messages, learnerLines, lead?.showsByAsking === true);
    // Only an answer none of whose sentences did anything well ("Does that work for you?" closes a line that agreed a
    // next step); a greeting, a "who are you" or small talk is no evidence of what they did not do.
    const didNothing = (line: LearnerLine) => line.sentences.every((sentence) => anyBehaviourShown(sentence, line, context, messages) < 2);
    const candidates = (answer && didNothing(answer) ? [answer] : []).flatMap((line) =>
      [...new Set([...line.sentences, line.message.content.trim()])].filter((quote) => !isSocialOnly(quote)).map((quote) => ({ kind: 'missed' as const, line, quote })),
    );
    const instead = honest(candidates)[0];
    cited = instead ? [instead] : [];
    const missed = lead ? fill(lead.missed, firstName) : `address ${lowerFirst(criterion.name)}`;
    feedback = `You did not ${missed}${instead ? `; you said: ${quoted(instead.quote)}` : '.'}${notes} Next time, ${next}.`;
  }
  const evidence = cited
    .slice(0, MAX_EVIDENCE)
    .sort((a, b) => a.line.index - b.line.index)
    .map((entry) => ({ message_id: entry.line.message.id, quote: entry.quote }));
  const needsLine = !isTopLevel || against.length > 0;
  const lines = needsLine ? sayableLines(lead?.betterLines(context) ?? [], context) : [];
  const graded: GradedCriterion = { name: criterion.name, relevant: true, level: levelForScore(levelNames, score), score, evidence, feedback, better_line: needsLine ? (lines[0] ?? null) : null };
  return { graded, lines };
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
  const firstName = addressOf(input.scenario.characterName) || 'them';
  const glossaryTerms = input.glossary.map((entry) => entry.term);
  const uncovered = input.brief ? findUncovered(input.brief, input.messages, input.characterEndedMessageId) : null;
  const listener = listenerOf(input.scenario.characterName.trim(), input.brief);
  return {
    firstName,
    listener,
    glossaryTerms,
    glossaryPatterns: compileGlossaryTerms(glossaryTerms),
    concern: findConcern(characterLines, listener),
    hasGreetedByName: hasGreetedByName(input.scenario.characterName, learnerLines.map((line) => line.message.content)),
    openings: input.brief && uncovered ? openingsFrom(input.brief, uncovered) : null,
    ...(input.brief ? { sides: briefSides(input.brief, input.scenario.overview) } : {}),
    matter: matterOf(
      [...matterTexts(input), ...input.rubric.criteria.map((criterion) => criterion.name)],
      input.scenario.characterName,
      input.brief ? questionsAnsweredFromBrief(input.brief, input.messages) : new Set(),
    ),
  };
}

/** What the scenario is about, in its own words: its name and overview, and the brief's situation, facts, objections and outcome. */
function matterTexts({ scenario, brief }: GradingInput): string[] {
  const texts = [scenario.name, scenario.overview];
  if (!brief) return texts;
  const facts = [...brief.facts, ...brief.hiddenFacts];
  return [
    ...texts,
    brief.situation,
    ...facts.flatMap((fact) => [fact.topic, fact.answer, ...fact.keywords]),
    ...brief.objections.flatMap((objection) => [objection.objection, objection.resolvedBy, ...objection.keywords, ...objection.resolveKeywords]),
    brief.outcome.agreement,
    ...brief.outcome.requires.flatMap((requirement) => [requirement.label, ...requirement.keywords]),
    brief.openingLine,
  ];
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
  const claimSetting = findClaimSetting(input.messages, input.brief, input.characterEndedMessageId);
  const derailed = claimSetting.drivenAwayBy !== undefined || figures.dismissiveLines > 0 || learnerLines.some((line) => line.sentences.some(isCounterExample));
  const graded = input.rubric.criteria.map((criterion, index) =>
    gradeCriterion({ criterion, profile: profiles[index]!, learnerLines, characterLines, messages: input.messages, figures, context, spoken, claimSetting, derailed }),
  );
  const criteria = makeDistinct(graded, context);
  return { summary: summarise(criteria, input.rubric.criteria, profiles, context), criteria };
}
