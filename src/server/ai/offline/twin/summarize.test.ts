// The offline twin summary: each sentence in the section it is about, in the person's own words, citing where it was
// said; tags with their supporting sentence; and the same checks applied to a model's answer.
import { describe, expect, it } from 'vitest';
import { TwinSummarySchema } from '../../../../shared/contracts/twin.ts';
import { TWIN_SUMMARY_SECTIONS } from '../../../../shared/contracts/twin-constants.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { groundTwinSummary } from '../../language/ground-summary.ts';
import { TwinSummaryPlacementSchema, type TwinSummaryInput } from '../../contracts/twin-summary.ts';
import { placeTwinSentencesOffline, summarizeTwinOffline } from './summarize.ts';
import { readTwinSentences } from '../../language/twin-sentences.ts';

const LAKE_MEMORY_ID = '3f1c1f0e-9a51-4a43-9b6e-0d7f2a4c1b10';
const RECIPE_MEMORY_ID = '6a0b8c2e-1d3f-4e5a-8b7c-9d0e1f2a3b4c';

function answer(number: number, text: string) {
  return { number, question: getTwinQuestion(number)!.text, answer: text };
}

function buildInput(overrides: Partial<TwinSummaryInput> = {}): TwinSummaryInput {
  return {
    ownerName: 'Margaret Lewis',
    answers: [
      answer(1, 'My sister Anna lives in Lyon and calls me every Sunday. My son Tom is a carpenter.'),
      answer(4, 'My closest friend is Ruth, we met at nursing school in 1971.'),
      answer(8, 'I spend free afternoons gardening and I grow tomatoes by the shed.'),
      answer(12, 'I worked as a nurse at St Mary’s for thirty years.'),
      answer(15, 'Honesty matters most to me, and kindness to strangers.'),
    ],
    memories: [],
    ...overrides,
  };
}

describe('[TWIN] offline summary', () => {
  it('places each sentence by what it is about, in the person’s own words, citing the answer', () => {
    const summary = summarizeTwinOffline(buildInput());
    expect(TwinSummarySchema.parse(summary)).toEqual(summary);
    expect(TwinSummaryPlacementSchema.parse(placeTwinSentencesOffline(buildInput()))).toBeTruthy();

    const { family, friends, hobby, work_life, values } = summary.sections;
    expect(family).toEqual({ text: 'My sister Anna lives in Lyon and calls me every Sunday. My son Tom is a carpenter.', sources: ['answer:1'], is_empty: false });
    expect(friends).toMatchObject({ sources: ['answer:4'], is_empty: false });
    expect(hobby.text).toBe('I spend free afternoons gardening and I grow tomatoes by the shed.');
    expect(work_life).toEqual({ text: 'I worked as a nurse at St Mary’s for thirty years.', sources: ['answer:12'], is_empty: false });
    expect(values.text).toBe('Honesty matters most to me, and kindness to strangers.');
    // The son's trade is family, not the speaker's working life.
    expect(work_life.text).not.toContain('carpenter');
  });

  it('puts a sentence where it belongs whatever question it answered, and one that fits none where its question points', () => {
    const summary = summarizeTwinOffline(
      buildInput({
        answers: [
          answer(6, 'I worked for 22 years as a pharmacist. My late husband Jim was the love of my life.'),
          answer(12, 'My daughter Clara lives in Leeds. Good years, all in all.'),
        ],
      }),
    );
    expect(summary.sections.work_life.text).toBe('I worked for 22 years as a pharmacist. Good years, all in all.');
    expect(summary.sections.work_life.sources).toEqual(['answer:6', 'answer:12']);
    expect(summary.sections.loved_ones.text).toBe('My late husband Jim was the love of my life.');
    expect(summary.sections.family.text).toBe('My daughter Clara lives in Leeds.');
  });

  it('fixes only capitalisation and end punctuation', () => {
    const summary = summarizeTwinOffline(buildInput({ answers: [answer(8, 'on sundays i go fishing with my grandson,')] }));
    expect(summary.sections.hobby.text).toBe('On sundays I go fishing with my grandson.');
  });

  it('says a section with nothing to go on is empty, and never fills it', () => {
    const summary = summarizeTwinOffline(buildInput());
    expect(summary.sections.loved_ones).toEqual({
      text: 'Nothing about loved ones yet. Answer the loved ones questions or add a memory.',
      sources: [],
      is_empty: true,
    });
    expect(summary.sections.interest.is_empty).toBe(true);

    const nothing = summarizeTwinOffline(buildInput({ answers: [] }));
    expect(nothing.tags).toEqual([]);
    expect(nothing.coverage).toEqual({ answered_areas: 0, total_areas: 20, memories_with_text: 0 });
    for (const name of TWIN_SUMMARY_SECTIONS) expect(nothing.sections[name].is_empty).toBe(true);
  });

  it('gives tags with the sentence that supports each, and none for what the person denies or says of someone else', () => {
    const summary = summarizeTwinOffline(buildInput());
    expect(summary.tag_evidence).toEqual([
      { tag: 'gardener', sentence: 'I spend free afternoons gardening and I grow tomatoes by the shed.', source: 'answer:8' },
      { tag: 'dedicated worker', sentence: 'I worked as a nurse at St Mary’s for thirty years.', source: 'answer:12' },
      { tag: 'honest', sentence: 'Honesty matters most to me, and kindness to strangers.', source: 'answer:15' },
      { tag: 'kind', sentence: 'Honesty matters most to me, and kindness to strangers.', source: 'answer:15' },
    ]);
    expect(summary.tags).toEqual(['gardener', 'dedicated worker', 'honest', 'kind']);
    const negated = summarizeTwinOffline(buildInput({ answers: [answer(9, 'I never liked golf, but chess has been my hobby for years.'), answer(1, 'My mother baked bread every day.')] }));
    expect(negated.tags).toEqual(['puzzle lover']);
  });

  it('adds the memory sentences that speak to a section, citing the memory, and leaves the rest out', () => {
    const summary = summarizeTwinOffline(
      buildInput({
        memories: [
          { id: LAKE_MEMORY_ID, title: 'Summer at the lake', text: 'We rented a cabin by the lake. My brother Peter taught me to swim there.' },
          { id: RECIPE_MEMORY_ID, title: 'Apple cake', text: 'Two cups of flour, three apples, an hour at 180 degrees.' },
        ],
      }),
    );
    expect(summary.sections.family.sources).toEqual(['answer:1', `memory:${LAKE_MEMORY_ID}`]);
    expect(summary.sections.family.text).toContain('My brother Peter taught me to swim there.');
    expect(summary.sections.family.text).not.toContain('cabin');
    expect(JSON.stringify(summary.sections)).not.toContain(RECIPE_MEMORY_ID);
    expect(summary.coverage).toEqual({ answered_areas: 5, total_areas: 20, memories_with_text: 2 });
  });

  it('is deterministic, and a different input gives a visibly different summary', () => {
    const input = buildInput();
    expect(summarizeTwinOffline(input)).toEqual(summarizeTwinOffline(structuredClone(input)));
    const other = summarizeTwinOffline(buildInput({ answers: [answer(1, 'My daughter Clara plays the cello.')] }));
    expect(other.sections.family.text).toContain('Clara');
    expect(other.sections.family.text).not.toContain('Anna');
  });

  it('stays within the contract’s limits for long answers and many memories', () => {
    const long = 'My grandmother Rose kept bees behind the house and sold honey at the market every Saturday. '.repeat(60);
    const memories = Array.from({ length: 300 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${index.toString().padStart(12, '0')}`,
      title: `Family letter ${index}`,
      text: long,
    }));
    const summary = summarizeTwinOffline(buildInput({ answers: [answer(1, long), answer(2, long), answer(3, long)], memories }));
    expect(TwinSummarySchema.parse(summary)).toEqual(summary);
    expect(summary.sections.family.text.length).toBeLessThanOrEqual(1_000);
    // A repeated sentence is printed once, and only what the text holds is cited.
    expect(summary.sections.family.sources).toEqual(['answer:1']);
  });
});

describe('[TWIN] a model’s placements checked against the person’s sentences', () => {
  it('drops unknown sentence ids and unsupported tags, files a sentence in the first section named only, and puts an answer sentence it left out where its question points', () => {
    const input = buildInput();
    const sentences = readTwinSentences(input);
    const idOf = (start: string) => sentences.find((sentence) => sentence.text.startsWith(start))!.id;
    const grounded = groundTwinSummary(
      {
        sentences: [
          { id: idOf('My sister Anna'), sections: ['family'] },
          { id: 's99', sections: ['loved_ones'] },
          { id: idOf('I worked as a nurse'), sections: ['work_life', 'values'] },
        ],
        tags: [
          { tag: 'family-first', sentence_id: idOf('My sister Anna') },
          { tag: 'adores her husband', sentence_id: 's99' },
          { tag: ' Family-first ', sentence_id: idOf('My son Tom') },
          { tag: 'x'.repeat(60), sentence_id: idOf('My son Tom') },
        ],
      },
      input,
    );
    expect(grounded.sections.loved_ones.is_empty).toBe(true);
    // Named for two sections, it is read in the first: one place per fact.
    expect(grounded.sections.work_life.text).toContain('I worked as a nurse at St Mary’s for thirty years.');
    expect(grounded.sections.values.text).toBe('Honesty matters most to me, and kindness to strangers.');
    // Left out by the model: by its question.
    expect(grounded.sections.friends.sources).toEqual(['answer:4']);
    expect(grounded.tag_evidence).toEqual([{ tag: 'family-first', sentence: 'My sister Anna lives in Lyon and calls me every Sunday.', source: 'answer:1' }]);
    expect(grounded.tags).toEqual(['family-first']);
  });
});

describe('[TWIN] tags a reader agrees with', () => {
  const tagsOf = (answers: [number, string][]) => {
    const input = { ownerName: 'Elsie Grant', answers: answers.map(([number, text]) => answer(number, text)), memories: [] };
    const summary = summarizeTwinOffline(input);
    return Object.fromEntries(summary.tag_evidence.map((entry) => [entry.tag, entry.sentence]));
  };

  it('gives a leisure tag only from a line where the owner does it, now and by choice', () => {
    const tags = tagsOf([
      [8, 'I do not cook; Jan does all the cooking.'],
      [9, 'I am hopeless at painting and leave it to my sister.'],
      [18, 'Sailing on the lake with my uncle every summer.'],
      [5, 'My brother and I argue about the football every Sunday.'],
      [12, 'I was a vet in Ripon for thirty years and knew every dog in town.'],
      [14, 'I walk the dog along the canal every morning.'],
    ]);
    expect(tags['loves cooking']).toBeUndefined();
    expect(tags.creative).toBeUndefined();
    expect(tags.outdoorsy).toBeUndefined();
    expect(tags.sporty).toBeUndefined();
    expect(tags['animal lover']).toBe('I walk the dog along the canal every morning.');
    expect(tags['dedicated worker']).toBe('I was a vet in Ripon for thirty years and knew every dog in town.');
  });

  it('reads a negated state as how things were, and advice as advice: thrift only from what the person does', () => {
    expect(tagsOf([[2, 'We never had money for holidays, so we camped in the garden.']])['careful with money']).toBeUndefined();
    expect(tagsOf([[16, 'Never spend money you have not earned.']])['careful with money']).toBeUndefined();
    expect(tagsOf([[16, 'Save a little every month, even ten euro.']])['careful with money']).toBeUndefined();
    expect(tagsOf([[14, 'I never spend money I have not earned, and I save a little every month.']])['careful with money']).toBe('I never spend money I have not earned, and I save a little every month.');
  });

  it('gives no tag from what someone else did, a wish, a subject of talk, or a sentence about someone else', () => {
    expect(tagsOf([[8, 'Pressing flowers.']]).gardener).toBeUndefined();
    expect(tagsOf([[19, 'The day we married, with flowers I had grown myself.']]).gardener).toBe('The day we married, with flowers I had grown myself.');
    expect(tagsOf([[11, 'Why tulips drove people in Holland mad with money in the 1630s.']])['careful with money']).toBeUndefined();
    expect(tagsOf([[14, 'I get up at six and write the weather in my book.']])['book lover']).toBeUndefined();
    expect(tagsOf([[3, 'My father taught me to be on time. He drove a bus in Kingston for thirty years.']])['dedicated worker']).toBeUndefined();
    expect(tagsOf([[17, 'If I had my time again I would have learned to swim.']]).sporty).toBeUndefined();
    expect(tagsOf([[2, 'Roast beef with every Sunday dinner, even with fish.']]).outdoorsy).toBeUndefined();
    expect(tagsOf([[5, 'Ray and I fish for rockfish on the bay most Saturdays.']]).outdoorsy).toBe('Ray and I fish for rockfish on the bay most Saturdays.');
    expect(tagsOf([[13, 'Talking to a counsellor, and my wife, got me through it.']]).resilient).toBe('Talking to a counsellor, and my wife, got me through it.');
  });
});
