// The offline engine's rubric: picks the closest known conversation topic by keywords in the name, description
// and attached files, then writes criteria, level descriptions, a scoring guide and a note from it.
// Deterministic and network-free; the topics themselves live in rubric-topics.ts. A regeneration (`variation`) keeps
// the criteria, weights and pass mark and says the levels and the guide in other words.
import { type RubricContent, type RubricCriterion } from '../../../../shared/contracts/rubrics.ts';
import { sumCriterionWeights } from '../../../../shared/contracts/rubric-rules.ts';
import { readStatedPassMark, RUBRIC_MAX_CRITERIA, RUBRIC_TOTAL_WEIGHT } from '../../../../shared/contracts/rubrics-constants.ts';
import type { GenerateRubricInput } from '../../contracts/generate-rubric.ts';
import { describeBehaviourLevels, wordingFor } from './behaviour-levels.ts';
import { readGoodBehaviourParts, readSituationPhrases, type BehaviourParts } from './behaviours.ts';
import type { CriterionTemplate } from './rubric-topics.ts';
import { listContentWords, findKeyWords, normalise } from './rubric-words.ts';
import { scoreTopics, type TopicScore } from './topic-match.ts';
import { FILE_TEXT_SCAN_LIMIT, summariseSources, buildSourceCriterion } from './source-criterion.ts';
import { buildGenericTopic, GENERIC_TOPIC_ID } from './generic-topic.ts';
import { readCounterpart } from './counterpart.ts';
import { withoutCircumstances } from './circumstance.ts';
import { capitalize, joinList } from '../../../../shared/text.ts';
import { withArticle } from '../../language/text.ts';

export const RUBRIC_LEVELS = [
  { name: 'Excellent', range: '90-100' },
  { name: 'Good', range: '75-89' },
  { name: 'Developing', range: '50-74' },
  { name: 'Needs Improvement', range: '0-49' },
] as const;

/** A second topic adds one criterion only when the name or description names it with a specific keyword. */
const SECONDARY_TOPIC_MIN_SCORE = 1;
const SECONDARY_CRITERION_WEIGHT = 15;
const BEHAVIOUR_CRITERION_WEIGHT = 20;

/** A rubric built from the person's behaviours is topped up from the topic to this many criteria. */
const MIN_CRITERIA = 4;

function describeLevels(template: CriterionTemplate, variation: number): Record<string, string> {
  return wordingFor(
    {
      Excellent: `Consistently ${template.does}; ${template.excellence}.`,
      Good: `Usually ${template.does}, with only minor lapses that do not change the outcome.`,
      Developing: `${template.partial}.`,
      'Needs Improvement': `Rarely ${template.does}; ${template.pitfall}.`,
    },
    {
      Excellent: `Reliably ${template.does}, including under pressure; ${template.excellence}.`,
      Good: `Mostly ${template.does}, with a lapse or two that does not change how it ends.`,
      Developing: `${template.partial}.`,
      'Needs Improvement': `Seldom ${template.does}; ${template.pitfall}.`,
    },
    variation,
  );
}

/** A topic's levels said of the person the description names ("the merchant") instead of the topic's own. */
function withCounterpart(levels: Record<string, string>, stock: string, counterpart: string): Record<string, string> {
  if (stock === counterpart) return levels;
  const bare = (phrase: string) => phrase.replace(/^the\s+/, '');
  return Object.fromEntries(Object.entries(levels).map(([level, text]) => [level, text.replaceAll(stock, counterpart).replaceAll(bare(stock), bare(counterpart))]));
}

/** A criterion for one behaviour the description names as good, named in the person's words, each level concrete. */
function buildBehaviourCriterion(behaviour: BehaviourParts, counterpart: string, variation: number): { name: string; levels: Record<string, string> } {
  return { name: capitalize(behaviour.phrase), levels: describeBehaviourLevels(behaviour, counterpart, variation) };
}

/** Scales weights to add up to exactly 100 (largest remainder; ties go to the earlier criterion), each at least 1. */
export function balanceWeights(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const scaled = weights.map((weight) => (weight / total) * RUBRIC_TOTAL_WEIGHT);
  const result = scaled.map((value) => Math.max(1, Math.floor(value)));
  let remaining = RUBRIC_TOTAL_WEIGHT - result.reduce((sum, weight) => sum + weight, 0);
  const order = scaled.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (let step = 0; remaining > 0; step += 1, remaining -= 1) result[order[step % order.length]!.index]! += 1;
  for (let step = 0; remaining < 0; step += 1) {
    const index = order[order.length - 1 - (step % order.length)]!.index;
    if (result[index]! > 1) {
      result[index]! -= 1;
      remaining += 1;
    }
  }
  return result;
}

/** The topic the generator borrows one criterion from, besides the primary one ("Owning the delay" for a late delivery). */
function secondaryTopic(ranked: readonly TopicScore[], primaryId: string): TopicScore | undefined {
  return ranked
    .filter((entry) => entry.typedScore >= SECONDARY_TOPIC_MIN_SCORE && entry.topic.id !== primaryId)
    .sort((a, b) => b.typedScore - a.typedScore)[0];
}

/**
 * The topic a rubric is written from: the best one the person's own specific words name ("refused", "overdue"), before
 * one reached only by category words or by the files ("bad news" is said of refusals and delays alike).
 */
function primaryOf(ranked: readonly TopicScore[]): TopicScore | undefined {
  return ranked.find((entry) => entry.typedScore > 0) ?? ranked[0];
}

/** The topics the generator writes a rubric from for this name and description: its primary topic and the one it borrows from. */
export function rubricTopicIds(name: string, description: string): string[] {
  const ranked = scoreTopics(normalise(name), normalise(withoutCircumstances(description, `${name}\n${description}`)), '');
  const primary = primaryOf(ranked);
  if (!primary) return [];
  const secondary = readGoodBehaviourParts(description.trim()).length === 0 ? secondaryTopic(ranked, primary.topic.id) : undefined;
  return [primary.topic.id, ...(secondary ? [secondary.topic.id] : [])];
}

/**
 * The topics the generator reads in a text, by the words it types for each ("late", "refund", "overbooked"…), never in
 * a circumstance of what happened ("after a delayed train").
 */
export function topicIdsIn(text: string): Set<string> {
  return new Set(scoreTopics('', normalise(withoutCircumstances(text)), '').filter((entry) => entry.typedScore > 0).map((entry) => entry.topic.id));
}

export function generateOfflineRubric(input: GenerateRubricInput): RubricContent {
  const name = input.name.trim() || 'Conversation';
  const description = input.description.trim();
  const variation = input.variation ?? 0;
  const fileText = input.fileTexts.map((file) => file.text.slice(0, FILE_TEXT_SCAN_LIMIT)).join('\n');
  const ranked = scoreTopics(normalise(name), normalise(withoutCircumstances(description, `${name}\n${description}`)), normalise(fileText));
  const topic = primaryOf(ranked)?.topic ?? buildGenericTopic(name, description);
  // The person the description says the learner speaks to ("tells a merchant…") over the topic's stock one.
  const primary = { ...topic, counterpart: readCounterpart(description) ?? topic.counterpart };

  // What the description says good looks like comes first, one criterion per behaviour; the topic tops it up.
  const behaviours = readGoodBehaviourParts(description);
  const behaviourCriteria = behaviours.map((behaviour) => buildBehaviourCriterion(behaviour, primary.counterpart, variation));
  const behaviourWords = new Set(behaviours.flatMap((behaviour) => listContentWords(behaviour.phrase)));
  const fillers = behaviours.length === 0
    ? [...primary.criteria]
    : [...primary.criteria]
        .filter((template) => !listContentWords(`${template.name} ${template.does}`).some((word) => word.length >= 5 && behaviourWords.has(word)))
        .sort((a, b) => b.weight - a.weight)
        // The person's own list is the rubric when it is long enough: no criterion from elsewhere is added to it.
        .slice(0, Math.max(0, MIN_CRITERIA - behaviours.length));
  const templates: CriterionTemplate[] = fillers;
  const secondary = secondaryTopic(ranked, primary.id);
  const usedNames = new Set(templates.map((template) => template.name.toLowerCase()));
  const borrowed = secondary
    ? [...secondary.topic.criteria].sort((a, b) => b.weight - a.weight).find((criterion) => !usedNames.has(criterion.name.toLowerCase()))
    : undefined;
  if (borrowed && behaviours.length === 0) templates.push({ ...borrowed, weight: SECONDARY_CRITERION_WEIGHT });
  const source = summariseSources(input.fileTexts);
  const sourceTemplate = source ? buildSourceCriterion(source) : null;
  if (sourceTemplate) templates.push(sourceTemplate);

  const written = [
    ...behaviourCriteria.map((criterion) => ({ name: criterion.name, weight: BEHAVIOUR_CRITERION_WEIGHT, levels: criterion.levels })),
    ...templates.map((template) => ({ name: template.name, weight: template.weight, levels: withCounterpart(describeLevels(template, variation), topic.counterpart, primary.counterpart) })),
  ].slice(0, RUBRIC_MAX_CRITERIA);
  const weights = balanceWeights(written.map((criterion) => criterion.weight));
  const criteria: RubricCriterion[] = written.map((criterion, index) => ({
    criterion_name: criterion.name,
    weight: weights[index] ?? 0,
    performance_levels: criterion.levels,
  }));

  const isGeneric = primary.id === GENERIC_TOPIC_ID;
  let subject = `"${name}", ${withArticle(primary.label)}`;
  if (isGeneric) subject = `"${name}"`;
  else if (normalise(name) === normalise(primary.label)) subject = withArticle(primary.label);
  // The whole description, as the person wrote it.
  const scenario = description ? ` Scenario: ${description.replaceAll(/\s+/g, ' ')}` : '';
  const weightList = criteria.map((criterion) => `${criterion.criterion_name} ${criterion.weight}%`).join(', ');
  const levelRanges = RUBRIC_LEVELS.map((level) => `${level.name} ${level.range}`).join(', ');

  // Words the rubric already covers are not worth pointing out again.
  const coveredText = [
    name,
    primary.label,
    primary.purpose,
    primary.counterpart,
    ...primary.keywords,
    ...(secondary?.topic.keywords ?? []),
    ...templates.flatMap((template) => [template.name, template.does]),
  ].join(' ');
  const highlights = findKeyWords(description, new Set(listContentWords(coveredText)), 3);
  // The situation's own details, so the grader looks for how the learner dealt with them.
  const situation = readSituationPhrases(description, new Set()).filter((phrase) => normalise(phrase) !== normalise(name));
  const notes = [
    primary.watchFor,
    situation.length > 0 ? `In this conversation, look for how the learner deals with ${joinList(situation.map((phrase) => `"${phrase}"`))}.` : '',
    behaviours.length > 0 ? `The first ${behaviours.length === 1 ? 'criterion is' : `${behaviours.length} criteria are`} what the description says good looks like.` : '',
    borrowed && secondary && behaviours.length === 0 ? `The description also points to ${withArticle(secondary.topic.label)}, so "${borrowed.name}" is scored as well.` : '',
    highlights.length > 0 && !isGeneric && behaviours.length === 0 && situation.length === 0
      ? `The description highlights ${joinList(highlights)}: look for ${highlights.length === 1 ? 'it' : 'them'} in the conversation.`
      : '',
    source && sourceTemplate
      ? `Grounded in the attached source material${source.terms.length > 0 ? `: its key terms (${joinList(source.terms)}) are scored under "${sourceTemplate.name}"` : ''}.`
      : '',
    `Written from your name${source ? ', description and files' : ' and description'}; review the weights before you grade with it.`,
  ];

  const passMark = readStatedPassMark(description);
  if (passMark !== null) notes.splice(notes.length - 1, 0, `The description sets the pass mark at ${passMark}: a session passes when its overall score reaches ${passMark}.`);

  const content: RubricContent = {
    rubric_title: /\brubric\b/i.test(name) ? name : `${name} Rubric`,
    description: `Scores how well the learner handles ${subject}. The goal is to ${primary.purpose}.${scenario}`,
    criteria,
    scoring_guide: {
      'How to score': wordingFor(
        `For each criterion, choose the level whose description best matches what the learner said and did with ${primary.counterpart}, then give a score inside that level's range (${levelRanges}). Base every score on a moment in the conversation.`,
        `Read the conversation with ${primary.counterpart}, then for each criterion pick the level that fits what the learner actually said and did and score it within that level's range (${levelRanges}). Tie every score to a moment in the conversation.`,
        variation,
      ),
      Weighting: `Multiply each criterion's score by its weight and add the results: ${weightList}. The weights total ${sumCriterionWeights(criteria)}%, so the sum is the overall score out of 100.`,
      'Overall bands': `90-100 Excellent: ${primary.readiness}. 75-89 Good: solid, with one or two areas to polish. 50-74 Developing: the basics are there; practise the lowest-scored criteria. 0-49 Needs Improvement: rehearse the fundamentals before the real conversation.${passMark !== null ? ` Pass mark: ${passMark}.` : ''}`,
    },
    performance_levels_summary: Object.fromEntries(RUBRIC_LEVELS.map((level) => [level.name, level.range])),
    note: notes.filter(Boolean).join(' '),
  };
  return content;
}
