// "What you uncovered" cites a learner line only for the fact it asked for: a question for a date or a sum whose words
// name another fact ("When did you hand over the deposit?") did not draw the fact the character read into it and
// answered with instead, unless what it names means this fact more ("When was the room supposed to open?").
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BriefFactSchema, type CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import askedThingBriefs from './asked-thing-briefs.json';
import { salesBriefAs, uncoveredByOneQuestion } from './grading.test-helpers.ts';

const BRIEF_PARTS = z
  .record(z.enum(['plumber', 'solar', 'tax', 'hospice', 'concert', 'donor', 'exclusion']), z.object({ name: z.string(), facts: z.array(BriefFactSchema) }))
  .parse(askedThingBriefs);

/** Each brief by its short name: the character and facts of asked-thing-briefs.json, the rest the sales brief's. */
const BRIEFS = Object.fromEntries(
  Object.entries(BRIEF_PARTS).map(([key, { name, facts }]) => [key, salesBriefAs({ name }, facts.map((entry) => entry.answer).join(' '), facts)]),
) as Record<keyof typeof BRIEF_PARTS, CharacterBrief>;

function cited(brief: CharacterBrief, question: string, reply: string): string[] {
  return uncoveredByOneQuestion(brief, question, reply, 'a').facts.map((entry) => `${entry.topic}: ${entry.line.quote}`);
}

describe('[REPORTS] "What you uncovered" cites a question only for the thing it asked about', () => {
  it('does not cite a question whose words name another fact for the fact the reply gave instead', () => {
    expect(cited(BRIEFS.solar, 'When did you hand over the deposit?', BRIEFS.solar.facts[1]!.answer)).toEqual([]);
  });

  it('still cites a question that asked for the fact, in its own words', () => {
    expect(cited(BRIEFS.solar, 'How much did you pay up front?', BRIEFS.solar.facts[0]!.answer)).toEqual(['Deposit: How much did you pay up front?']);
    expect(cited(BRIEFS.solar, 'How long has the scaffolding been up?', BRIEFS.solar.facts[1]!.answer)).toEqual(['Scaffolding: How long has the scaffolding been up?']);
    expect(cited(BRIEFS.plumber, 'How much did Tony charge you in total?', BRIEFS.plumber.facts[1]!.answer)).toEqual(['Weekend call-out fee: How much did Tony charge you in total?']);
    expect(cited(BRIEFS.tax, 'How long have you been with us?', BRIEFS.tax.facts[0]!.answer)).toEqual(['Experience: How long have you been with us?']);
    // The thing named otherwise, as the character reads it: an outfit is a costume.
    expect(cited(BRIEFS.concert, 'What did the outfit set you back?', BRIEFS.concert.facts[0]!.answer)).toEqual(['Costume: What did the outfit set you back?']);
    // A thing named with which one it is; a thing another fact names that the question does not mean.
    expect(cited(BRIEFS.exclusion, 'What day did the trouble on the bus happen?', BRIEFS.exclusion.facts[0]!.answer)).toEqual(['Two-day exclusion: What day did the trouble on the bus happen?']);
    expect(cited(BRIEFS.donor, 'When was the room supposed to open?', BRIEFS.donor.facts[1]!.answer)).toEqual(['Builders: When was the room supposed to open?']);
    // A person it names may be the fact's "I" or "my mother"; a why-question names a thing on its way to a reason.
    expect(cited(BRIEFS.hospice, 'When did your dad come to us?', BRIEFS.hospice.facts[0]!.answer)).toEqual(['Hospice: When did your dad come to us?']);
    expect(cited(BRIEFS.hospice, "Why can't you just park round the corner?", BRIEFS.hospice.facts[1]!.answer)).toEqual(["Parking: Why can't you just park round the corner?"]);
    // "this" points at the matter in hand: "right" after it names no other thing.
    expect(cited(BRIEFS.plumber, 'What would put this right for you?', BRIEFS.plumber.facts[2]!.answer)).toEqual(['What they want: What would put this right for you?']);
  });
});
