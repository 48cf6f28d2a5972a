// The persona's personality: Big Five scores from the job, attitudes and age, then the MBTI and Enneagram types and the
// sentences that describe how to approach the character.
import type { BigFiveTrait } from '../../../../shared/contracts/personas-constants.ts';
import type { PersonaFacts } from './extract-facts.ts';
import type { Attitude, OccupationFamily, TraitDelta } from './lexicon.ts';
import type { Chooser } from '../seeded-choice.ts';

const ENNEAGRAM_NAMES: Record<number, string> = {
  1: 'The Reformer',
  2: 'The Helper',
  3: 'The Achiever',
  4: 'The Individualist',
  5: 'The Investigator',
  6: 'The Loyalist',
  7: 'The Enthusiast',
  8: 'The Challenger',
  9: 'The Peacemaker',
};

const INWARD_TYPES = new Set([1, 4, 5, 6, 9]);

/** Big Five scores (5 to 95) from the occupation family, the attitudes and the age, around a seeded 50. */
export function scoreBigFive(facts: PersonaFacts, family: OccupationFamily, age: number, choose: Chooser): Record<BigFiveTrait, number> {
  const traits: BigFiveTrait[] = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'];
  const scores = Object.fromEntries(traits.map((trait) => [trait, 50 + choose.int(`trait-${trait}`, -7, 7)])) as Record<BigFiveTrait, number>;
  const apply = (delta: TraitDelta, weight: number) => {
    for (const trait of traits) scores[trait] += Math.round((delta[trait] ?? 0) * weight);
  };
  apply(family.traits, 1);
  facts.attitudes.forEach((attitude, index) => apply(attitude.traits, index === 0 ? 1 : 0.6));
  if (age >= 45) apply({ conscientiousness: 4, neuroticism: -3, openness: -2 }, 1);
  if (age <= 27) apply({ openness: 4, conscientiousness: -3 }, 1);
  for (const trait of traits) scores[trait] = Math.min(95, Math.max(5, scores[trait]));
  return scores;
}

/** The MBTI type the Big Five scores point to. */
export function chooseMbti(scores: Record<BigFiveTrait, number>): string {
  return [
    scores.extraversion > 50 ? 'E' : 'I',
    scores.openness > 55 ? 'N' : 'S',
    scores.agreeableness > 55 ? 'F' : 'T',
    scores.conscientiousness > 50 ? 'J' : 'P',
  ].join('');
}

/** The Enneagram type and wing: the first attitude's type, else one the scores point to. */
export function chooseEnneagram(attitudes: Attitude[], scores: Record<BigFiveTrait, number>, choose: Chooser): string {
  const { openness: o, conscientiousness: c, extraversion: e, agreeableness: a, neuroticism: n } = scores;
  let core = attitudes[0]?.enneagram;
  if (core === undefined) {
    if (c > 65 && o < 50) core = 1;
    else if (e > 60 && a < 45) core = 8;
    else if (e > 60 && o > 60) core = 7;
    else if (a > 62) core = 2;
    else if (n > 62) core = 6;
    else if (e < 40 && o > 58) core = 5;
    else if (o > 65) core = 4;
    else if (c > 60 && e > 55) core = 3;
    else core = 9;
  }
  const lower = core === 1 ? 9 : core - 1;
  const upper = core === 9 ? 1 : core + 1;
  const preferInward = e <= 50;
  const candidates = [lower, upper].filter((wing) => INWARD_TYPES.has(wing) === preferInward);
  const wing = candidates.length === 1 ? candidates[0]! : choose.pick('wing', [lower, upper]);
  return `${core}w${wing} (${ENNEAGRAM_NAMES[core]})`;
}

/** What the character responds best to, by the scores. */
export function describeApproach(scores: Record<BigFiveTrait, number>): string {
  if (scores.agreeableness < 45) return 'directness, evidence and a clear proposal rather than small talk';
  if (scores.neuroticism > 60) return 'calm reassurance, clear next steps and no surprises';
  if (scores.extraversion > 55) return 'energy, a genuine conversation and quick progress';
  return 'preparation, honesty and a clear agreed next step';
}

/** The challenge the scores point to, for a character without attitudes. */
export function describeTraitChallenge(scores: Record<BigFiveTrait, number>): string {
  if (scores.conscientiousness > 60) return 'Can be rigid about process and slow to adapt when plans change.';
  if (scores.extraversion > 55) return 'Can dominate conversations and commit before thinking things through.';
  if (scores.agreeableness > 55) return 'Avoids conflict and may agree in the room, then raise doubts later.';
  return 'Keeps concerns quiet until they have grown into bigger problems.';
}
