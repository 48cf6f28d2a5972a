// What a rubric criterion asks for, as the offline grader reads it: the behaviours its name and level descriptions
// name (behaviours.ts), or a concrete behaviour (behaviour-criteria.ts), and the distinctive words of its own.
import type { GradingCriterion } from '../../contracts/grade-conversation.ts';
import { BEHAVIOURS } from './behaviours.ts';
import { LISTENING_BEHAVIOUR, RAPPORT_BEHAVIOUR } from './hearing-behaviours.ts';
import type { Behaviour } from './behaviour-types.ts';
import { readBehaviourCriterion, type BehaviourCriterionProfile } from './behaviour-criteria.ts';
import { isStopWord, stemWord, wordsOf } from '../../language/text.ts';

const MAX_BEHAVIOURS_PER_CRITERION = 2;

/** A level description's shorter words ("call", "time") say little about the criterion; its name's words all count. */
const LEVEL_WORD_MIN_LENGTH = 6;

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

/** What a criterion asks for: its behaviours, its own distinctive words and, when its name is one, a concrete behaviour. */
export interface CriterionProfile {
  behaviours: Behaviour[];
  /** Stems of the criterion's distinctive words (its name and best level). */
  ownStems: Set<string>;
  /** Stems of its name's words: when the character uses one, the topic came up. */
  nameStems: Set<string>;
  /** Set when the name is one concrete behaviour ("Offering a follow-up call"): graded by behaviour-criteria.ts. */
  namedBehaviour: BehaviourCriterionProfile | null;
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
export function findCommonStems(criteria: readonly GradingCriterion[], characterName: string): Set<string> {
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

/** The criterion's profile: up to two behaviours its name and levels ask for, its words, and a concrete behaviour it names. */
export function profileCriterion(criterion: GradingCriterion, commonStems: ReadonlySet<string>): CriterionProfile {
  const levelsText = criterion.levels.map((level) => level.description).join(' ');
  const bestLevel = criterion.levels[0]?.description ?? '';
  const candidates = BEHAVIOURS.map((behaviour) => {
    const byName = behaviour.cue.test(criterion.name);
    const points = behaviour.nameOnly ? (byName ? 3 + Number(behaviour.cue.test(levelsText)) : 0) : (byName ? 3 : 0) + (behaviour.cue.test(bestLevel) ? 1 : 0) + (behaviour.cue.test(levelsText) ? 1 : 0);
    return { behaviour, points };
  })
    .filter((entry) => entry.points >= 2)
    .sort((a, b) => b.points - a.points);
  // A criterion named after the reasons asks for a reason alone: explaining clearly (a plan, a headline) is not one.
  const asksWhy = candidates.some((entry) => entry.behaviour.id === 'reasons');
  const chosen = candidates
    .filter((entry) => !asksWhy || entry.behaviour.id !== 'clarity')
    .slice(0, MAX_BEHAVIOURS_PER_CRITERION)
    .map((entry) => entry.behaviour);
  // A criterion named for opening the conversation ("Greeting & rapport") asks for warmth: a greeting, the name, an
  // acknowledgement of what they say. A behaviour its levels name only in passing ("invites the customer to explain")
  // would praise a question for a fact as rapport: listening stands beside it instead.
  const opensByName = chosen[0] === RAPPORT_BEHAVIOUR && RAPPORT_BEHAVIOUR.cue.test(criterion.name);
  const behaviours = opensByName ? [RAPPORT_BEHAVIOUR, LISTENING_BEHAVIOUR] : chosen;
  return {
    behaviours,
    ownStems: new Set([...distinctiveStems(criterion.name, commonStems), ...distinctiveStems(bestLevel, commonStems, LEVEL_WORD_MIN_LENGTH)]),
    nameStems: distinctiveStems(criterion.name, commonStems),
    namedBehaviour: readBehaviourCriterion(criterion, commonStems),
  };
}
