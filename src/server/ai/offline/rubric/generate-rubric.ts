// The offline engine's rubric: picks the closest known conversation topic by keywords in the name, description
// and attached files, then writes criteria, level descriptions, a scoring guide and a note from it.
// Deterministic and network-free; the topics themselves live in rubric-topics.ts.
import { readStatedPassMark, sumCriterionWeights, RUBRIC_MAX_CRITERIA, RUBRIC_TOTAL_WEIGHT, type RubricContent, type RubricCriterion } from '../../../../shared/contracts/rubrics.ts';
import type { GenerateRubricInput, RubricSourceText } from '../../contracts/generate-rubric.ts';
import { describeBehaviourLevels } from './behaviour-levels.ts';
import { readGoodBehaviourParts, readSituationPhrases, type BehaviourParts } from './behaviours.ts';
import { RUBRIC_TOPICS, type CriterionTemplate, type RubricTopic } from './rubric-topics.ts';

export const RUBRIC_LEVELS = [
  { name: 'Excellent', range: '90-100' },
  { name: 'Good', range: '75-89' },
  { name: 'Developing', range: '50-74' },
  { name: 'Needs Improvement', range: '0-49' },
] as const;

const NAME_MATCH_POINTS = 3;
const DESCRIPTION_MATCH_POINTS = 1;
const FILE_MATCH_POINTS = 0.5;
/** Category-level keywords (marked `~`) count for less than specific ones. */
const BROAD_KEYWORD_FACTOR = 0.5;
/** A second topic adds one criterion only when the name or description names it with a specific keyword. */
const SECONDARY_TOPIC_MIN_SCORE = 1;
const SECONDARY_CRITERION_WEIGHT = 15;
const SOURCE_CRITERION_WEIGHT = 20;
const BEHAVIOUR_CRITERION_WEIGHT = 20;
/** A rubric built from the person's behaviours is topped up from the topic to this many criteria. */
const MIN_CRITERIA = 4;
const FILE_TEXT_SCAN_LIMIT = 20_000;
const SOURCE_TERMS_LIMIT = 4;
const GENERIC_TOPIC_ID = 'general';

// Words about the exercise rather than its subject.
const DOMAIN_WORDS = new Set('rubric rubrics assessment roleplay role-play scenario practice practise session'.split(' '));

const STOPWORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having he her here hers him his how i if in into is it its ' +
    'just me more most my no nor not of off on once only or other our ours out over own same she should so some such than that the their theirs them then ' +
    'there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours ' +
    'also about after again against all am any because before below between both during each few further above down many much must may might shall ' +
    'every own via per etc within without upon onto among across along around let lets get gets got make makes made use used using need needs well ' +
    'rubric rubrics assessment assess score scoring scored grade grading practice practise practising practicing roleplay role play scenario ' +
    'conversation conversations learner learners user users person people someone something thing things way ways new first one two three'
  ).split(' '),
);

// Verbs and fillers that say nothing about the subject; kept out of the words the note highlights.
const COMMON_VERBS = new Set(
  (
    'raise raises raised want wants wanted ask asks asked try tries tried give gives given take takes taken handle handles handled discuss discusses ' +
    'explain explains talk talks tell tells know knows feel feels seem seems keep keeps come comes going see sees show shows find finds think thinks ' +
    'say says said meet meets call calls help helps start starts end ends set sets put puts run runs work works worried concerned able become becomes ' +
    'include includes including look looks looking learn learns learned focus focuses practise practises cover covers covering uncover uncovers ' +
    'agree agrees build builds manage manages deliver delivers prepare prepares reach reaches understand understands improve improves share shares ' +
    'make sure ensure ensures plan plans hold holds lead leads worry worries size mid several'
  ).split(' '),
);

interface CompiledKeyword {
  pattern: RegExp;
  points: number;
  isBroad: boolean;
}

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, ' ')
    .trim();
}

function compileKeyword(keyword: string): CompiledKeyword {
  const isBroad = keyword.startsWith('~');
  const isPrefix = keyword.endsWith('*');
  const words = normalise(keyword).split(' ');
  return {
    pattern: new RegExp(`\\b${words.join(' ')}${isPrefix ? '[a-z0-9]*' : ''}\\b`),
    points: words.length * (isBroad ? BROAD_KEYWORD_FACTOR : 1),
    isBroad,
  };
}

const COMPILED_TOPICS = RUBRIC_TOPICS.map((topic) => ({ topic, keywords: topic.keywords.map(compileKeyword) }));

interface TopicScore {
  topic: RubricTopic;
  /** Points from every source; picks the main topic. */
  score: number;
  /** Points for specific keywords in the person's own words; decides whether a second topic adds a criterion. */
  typedScore: number;
}

function scoreTopics(name: string, description: string, fileText: string): TopicScore[] {
  return COMPILED_TOPICS.map(({ topic, keywords }) => {
    let score = 0;
    let typedScore = 0;
    for (const keyword of keywords) {
      const typed = (keyword.pattern.test(name) ? NAME_MATCH_POINTS : 0) + (keyword.pattern.test(description) ? DESCRIPTION_MATCH_POINTS : 0);
      score += typed * keyword.points;
      if (!keyword.isBroad) typedScore += typed * keyword.points;
      if (fileText && keyword.pattern.test(fileText)) score += FILE_MATCH_POINTS * keyword.points;
    }
    return { topic, score, typedScore };
  })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
}

function listContentWords(text: string): string[] {
  return normalise(text)
    .split(' ')
    .filter((word) => word.length >= 3 && !STOPWORDS.has(word) && !/^\d+$/.test(word));
}

/** The most frequent meaningful words of `text` (ties: first seen), leaving out `exclude`. */
function findKeyWords(text: string, exclude: ReadonlySet<string>, limit: number): string[] {
  const counts = new Map<string, number>();
  for (const word of listContentWords(text)) {
    if (word.length < 4 || exclude.has(word) || exclude.has(word.replace(/s$/, '')) || COMMON_VERBS.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([word]) => word);
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function addArticle(noun: string): string {
  return /^(?:a|e|i|o(?!ne)|u(?!ni|s))/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

function truncate(text: string, max: number): string {
  const clean = text.replaceAll(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[,;:\s]+$/, '')}…`;
}

function describeLevels(template: CriterionTemplate): Record<string, string> {
  return {
    Excellent: `Consistently ${template.does}; ${template.excellence}.`,
    Good: `Usually ${template.does}, with only minor lapses that do not change the outcome.`,
    Developing: `${template.partial}.`,
    'Needs Improvement': `Rarely ${template.does}; ${template.pitfall}.`,
  };
}

/** The words of the name that say what the conversation is about, for the generic rubric. */
function describeFocus(name: string): string {
  const words = name
    .replaceAll(/[^\p{L}\p{N}&'’-]+/gu, ' ')
    .split(' ')
    .filter((word) => word && !DOMAIN_WORDS.has(word.toLowerCase()));
  const isStop = (word: string | undefined) => word !== undefined && STOPWORDS.has(word.toLowerCase());
  while (isStop(words[0])) words.shift();
  while (isStop(words.at(-1))) words.pop();
  if (words.length === 0) return 'the conversation';
  const phrase = words
    .slice(0, 6)
    .map((word, index) => (index === 0 && !/[A-Z].*[A-Z]|\d/.test(word) ? word.toLowerCase() : word))
    .join(' ');
  return `the ${phrase}`;
}

/** A conversation the catalogue does not know: general criteria, one of them about the subject the name gives. */
function buildGenericTopic(name: string, description: string): RubricTopic {
  const focus = describeFocus(name);
  const terms = findKeyWords(description, new Set(listContentWords(name)), 3);
  const purposeExamples = terms.length > 0 ? ` (${joinList(terms)})` : '';
  return {
    id: GENERIC_TOPIC_ID,
    category: 'General',
    label: focus.replace(/^the /, ''),
    keywords: [],
    purpose: `handle ${focus} clearly and respectfully and reach a concrete outcome`,
    counterpart: 'the other person',
    readiness: 'ready for the real conversation',
    watchFor: 'Score only what happens in the conversation itself, and note one concrete example for each criterion.',
    criteria: [
      {
        name: 'Purpose & preparation',
        weight: 15,
        does: `states the purpose of the conversation early${purposeExamples} and shows they have prepared`,
        excellence: 'the other person understands the goal within the first minute and agrees to it',
        partial: 'States the purpose vaguely or only after some time',
        pitfall: 'starts without a clear purpose or preparation',
      },
      {
        name: 'Clarity & structure',
        weight: 20,
        does: 'explains points clearly, in a logical order and in plain language',
        excellence: 'complex points are broken down and checked for understanding',
        partial: 'Is mostly clear but jumps between topics or uses jargon',
        pitfall: 'is confusing, disorganised or hard to follow',
      },
      {
        name: 'Active listening & empathy',
        weight: 20,
        does: "listens, asks open questions and acknowledges the other person's view",
        excellence: 'summaries capture both the facts and the feelings behind them',
        partial: 'Listens but rarely checks understanding or acknowledges feelings',
        pitfall: 'interrupts or ignores what the other person says',
      },
      {
        name: capitalise(`handling ${focus}`),
        weight: 30,
        does: `deals with the substance of ${focus} accurately and constructively`,
        excellence: 'anticipates concerns and resolves them with specific, relevant information',
        partial: 'Addresses the main point but misses important details or concerns',
        pitfall: 'avoids the core issue or handles it inaccurately',
      },
      {
        name: 'Outcome & next steps',
        weight: 15,
        does: 'agrees a clear outcome, owners and next steps',
        excellence: 'both sides can restate what was agreed and when it happens',
        partial: 'Ends with a loose agreement and unclear ownership',
        pitfall: 'ends without any outcome',
      },
    ],
  };
}

interface SourceSummary {
  terms: string[];
  guideline: string | null;
}

/** Lower-case words; a hyphenated word stays one word ("sign-off"), so no term is a piece cut from another. */
function wordsKeepingHyphens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? [];
}

function findSourceTerms(text: string, limit: number, exclude: ReadonlySet<string>): string[] {
  const words = wordsKeepingHyphens(text);
  const bigrams = new Map<string, { count: number; first: number }>();
  const unigrams = new Map<string, { count: number; first: number }>();
  const isContent = (word: string | undefined): word is string =>
    !!word && word.length >= 3 && !STOPWORDS.has(word) && !COMMON_VERBS.has(word) && !exclude.has(word) && !/^\d+$/.test(word);
  words.forEach((word, index) => {
    if (!isContent(word)) return;
    const single = unigrams.get(word) ?? { count: 0, first: index };
    single.count += 1;
    unigrams.set(word, single);
    const next = words[index + 1];
    if (isContent(next)) {
      const pair = `${word} ${next}`;
      const entry = bigrams.get(pair) ?? { count: 0, first: index };
      entry.count += 1;
      bigrams.set(pair, entry);
    }
  });
  const rank = (entries: Map<string, { count: number; first: number }>, minCount: number) =>
    [...entries.entries()]
      .filter(([, entry]) => entry.count >= minCount)
      .sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first)
      .map(([term]) => term);

  const chosen: string[] = [];
  const add = (term: string) => {
    if (chosen.length >= limit) return;
    if (chosen.some((existing) => existing.split(' ').some((word) => term.split(' ').includes(word)))) return;
    chosen.push(term);
  };
  rank(bigrams, 2).forEach(add);
  rank(unigrams, 2).forEach(add);
  // A short file repeats nothing: take its first meaningful words instead.
  if (chosen.length < 2) {
    rank(unigrams, 1)
      .sort((a, b) => (unigrams.get(a)?.first ?? 0) - (unigrams.get(b)?.first ?? 0))
      .filter((term) => term.length >= 4)
      .forEach((term) => chosen.length < 2 && add(term));
  }
  return chosen;
}

/** The first line or sentence that reads like a rule ("always…", "must…", a bullet), quoted in the rubric. */
function findGuideline(text: string): string | null {
  const candidates = text
    .split(/\r?\n|(?<=[.!?])\s+/)
    .map((line) => line.replace(/^\s*(?:[-*•▪◦]|\d+[.)])\s+/, '').trim())
    .filter((line) => line.length >= 12);
  const rule = candidates.find((line) => /\b(?:always|never|must|should|required|avoid|do not|don't|make sure|ensure)\b/i.test(line));
  return rule ? truncate(rule.replace(/[.;:]+$/, ''), 140) : null;
}

function summariseSources(fileTexts: readonly RubricSourceText[]): SourceSummary | null {
  const usable = fileTexts.filter((file) => file.text.trim().length > 0);
  if (usable.length === 0) return null;
  const texts = usable.map((file) => file.text.slice(0, FILE_TEXT_SCAN_LIMIT));
  const perFile = Math.max(2, Math.ceil(SOURCE_TERMS_LIMIT / usable.length));
  const terms: string[] = [];
  usable.forEach((_file, index) => {
    // A file's title labels it; its words are not terms to grade.
    const firstLine = texts[index]?.split(/\r?\n/).find((line) => line.trim().length > 0)?.trim() ?? '';
    const isTitle = firstLine.split(/\s+/).length <= 9 && !/[.!?:;]$/.test(firstLine);
    const titleWords = new Set(isTitle ? wordsKeepingHyphens(firstLine) : []);
    for (const term of findSourceTerms(texts[index] ?? '', perFile, titleWords)) {
      if (!terms.includes(term) && terms.length < SOURCE_TERMS_LIMIT) terms.push(term);
    }
  });
  const guideline = texts.map(findGuideline).find((line) => line !== null) ?? null;
  return { terms, guideline };
}

// The files contribute their facts and rules; their names and titles stay out of the rubric.
function buildSourceCriterion(source: SourceSummary): CriterionTemplate {
  const terms = source.terms.length > 0 ? joinList(source.terms) : 'the key points';
  return {
    name: 'Applying the source material',
    weight: SOURCE_CRITERION_WEIGHT,
    does: `applies the facts and rules of the source material and uses its key terms (${terms}) correctly`,
    excellence: source.guideline
      ? `follows them precisely, for example "${source.guideline}", and explains them in their own words`
      : 'weaves the material in naturally and explains it in their own words',
    partial: `Refers to ${terms} only loosely; some of the rules or figures are missed or misstated`,
    pitfall: 'ignores or contradicts the rules and figures of the source material',
  };
}

/** A criterion for one behaviour the description names as good, named in the person's words, each level concrete. */
function buildBehaviourCriterion(behaviour: BehaviourParts, counterpart: string): { name: string; levels: Record<string, string> } {
  return { name: capitalise(behaviour.phrase), levels: describeBehaviourLevels(behaviour, counterpart) };
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

export function generateOfflineRubric(input: GenerateRubricInput): RubricContent {
  const name = input.name.trim() || 'Conversation';
  const description = input.description.trim();
  const fileText = input.fileTexts.map((file) => file.text.slice(0, FILE_TEXT_SCAN_LIMIT)).join('\n');
  const ranked = scoreTopics(normalise(name), normalise(description), normalise(fileText));
  const primary = ranked[0]?.topic ?? buildGenericTopic(name, description);

  // What the description says good looks like comes first, one criterion per behaviour; the topic tops it up.
  const behaviours = readGoodBehaviourParts(description);
  const behaviourCriteria = behaviours.map((behaviour) => buildBehaviourCriterion(behaviour, primary.counterpart));
  const behaviourWords = new Set(behaviours.flatMap((behaviour) => listContentWords(behaviour.phrase)));
  const fillers = behaviours.length === 0
    ? [...primary.criteria]
    : [...primary.criteria]
        .filter((template) => !listContentWords(`${template.name} ${template.does}`).some((word) => word.length >= 5 && behaviourWords.has(word)))
        .sort((a, b) => b.weight - a.weight)
        // The person's own list is the rubric when it is long enough: no criterion from elsewhere is added to it.
        .slice(0, Math.max(0, MIN_CRITERIA - behaviours.length));
  const templates: CriterionTemplate[] = fillers;
  const secondary = ranked
    .slice(1)
    .filter((entry) => entry.typedScore >= SECONDARY_TOPIC_MIN_SCORE && entry.topic.id !== primary.id)
    .sort((a, b) => b.typedScore - a.typedScore)[0];
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
    ...templates.map((template) => ({ name: template.name, weight: template.weight, levels: describeLevels(template) })),
  ].slice(0, RUBRIC_MAX_CRITERIA);
  const weights = balanceWeights(written.map((criterion) => criterion.weight));
  const criteria: RubricCriterion[] = written.map((criterion, index) => ({
    criterion_name: criterion.name,
    weight: weights[index] ?? 0,
    performance_levels: criterion.levels,
  }));

  const isGeneric = primary.id === GENERIC_TOPIC_ID;
  let subject = `"${name}", ${addArticle(primary.label)}`;
  if (isGeneric) subject = `"${name}"`;
  else if (normalise(name) === normalise(primary.label)) subject = addArticle(primary.label);
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
    borrowed && secondary && behaviours.length === 0 ? `The description also points to ${addArticle(secondary.topic.label)}, so "${borrowed.name}" is scored as well.` : '',
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
      'How to score': `For each criterion, choose the level whose description best matches what the learner said and did with ${primary.counterpart}, then give a score inside that level's range (${levelRanges}). Base every score on a moment in the conversation.`,
      Weighting: `Multiply each criterion's score by its weight and add the results: ${weightList}. The weights total ${sumCriterionWeights(criteria)}%, so the sum is the overall score out of 100.`,
      'Overall bands': `90-100 Excellent: ${primary.readiness}. 75-89 Good: solid, with one or two areas to polish. 50-74 Developing: the basics are there; practise the lowest-scored criteria. 0-49 Needs Improvement: rehearse the fundamentals before the real conversation.${passMark !== null ? ` Pass mark: ${passMark}.` : ''}`,
    },
    performance_levels_summary: Object.fromEntries(RUBRIC_LEVELS.map((level) => [level.name, level.range])),
    note: notes.filter(Boolean).join(' '),
  };
  return content;
}
