// The offline twin summary: built only from what the person said, citing it, and saying so when a section has nothing.
import { describe, expect, it } from 'vitest';
import { TWIN_SUMMARY_SECTIONS, TwinSummarySchema } from '../../../../shared/contracts/twin.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { groundTwinSummary } from '../../tasks/twin-summary/ground-summary.ts';
import type { TwinSummaryInput } from '../../contracts/twin-summary.ts';
import { TwinSummaryOutputSchema } from '../../contracts/twin-summary.ts';
import { summarizeTwinOffline } from './summarize.ts';

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
  it('builds each section from the answers to its questions, citing them, in the person’s own words', () => {
    const summary = summarizeTwinOffline(buildInput());
    expect(TwinSummarySchema.parse(summary)).toEqual(summary);
    expect(TwinSummaryOutputSchema.parse(summary)).toEqual(summary);

    const { family, friends, hobby, work_life } = summary.sections;
    expect(family).toMatchObject({ sources: ['answer:1'], is_empty: false });
    expect(family.text).toContain('Margaret says:');
    expect(family.text).toContain('My sister Anna lives in Lyon and calls me every Sunday.');
    expect(friends).toMatchObject({ sources: ['answer:4'], is_empty: false });
    expect(friends.text).toContain('Ruth');
    expect(hobby.sources).toEqual(['answer:8']);
    expect(hobby.text).toContain('tomatoes');
    expect(work_life.sources).toEqual(['answer:12']);
    // A section never borrows another topic's answer.
    expect(family.text).not.toContain('Ruth');
    expect(work_life.text).not.toContain('Anna');
  });

  it('states no fact that is absent from the answers, and cites only sources the input holds', () => {
    const input = buildInput();
    const summary = summarizeTwinOffline(input);
    const said = input.answers.map((entry) => entry.answer).join(' ');
    const known = new Set(input.answers.map((entry) => `answer:${entry.number}`));
    for (const name of TWIN_SUMMARY_SECTIONS) {
      const section = summary.sections[name];
      for (const source of section.sources) expect(known.has(source), source).toBe(true);
      // Every quoted passage is the person's own text, word for word.
      for (const quote of section.text.matchAll(/“([^”]+)”/g)) expect(said).toContain(quote[1]);
      // Names and numbers in the text all come from what was said (the owner's first name aside).
      for (const token of section.text.match(/\b(?:[A-Z][a-z]+|\d+)\b/g) ?? []) {
        if (['Margaret', 'Nothing', 'Answer', 'In', 'My', 'I'].includes(token)) continue;
        expect(said, `${name}: ${token}`).toContain(token);
      }
    }
    expect(JSON.stringify(summary)).not.toMatch(/Paris|daughter|husband|teacher/);
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
    expect(nothing.sections.family).toEqual({ text: 'Nothing about family yet. Answer the family questions or add a memory.', sources: [], is_empty: true });
    for (const name of TWIN_SUMMARY_SECTIONS) expect(nothing.sections[name].is_empty).toBe(true);
  });

  it('takes tags from the values and hobbies the person named, never generic filler', () => {
    const summary = summarizeTwinOffline(buildInput());
    expect(summary.tags).toEqual(['Honesty', 'Kindness', 'Gardening']);
    const negated = summarizeTwinOffline(buildInput({ answers: [answer(9, 'I never liked golf, but chess has been my hobby for years.')] }));
    expect(negated.tags).toEqual(['Chess']);
  });

  it('adds the memories that mention a section’s words, quoting them and citing the memory', () => {
    const summary = summarizeTwinOffline(
      buildInput({
        memories: [
          { id: LAKE_MEMORY_ID, title: 'Summer at the lake', text: 'We rented a cabin by the lake. My brother Peter taught me to swim there.' },
          { id: RECIPE_MEMORY_ID, title: 'Apple cake', text: 'Two cups of flour, three apples, an hour at 180 degrees.' },
        ],
      }),
    );
    expect(summary.sections.family.sources).toEqual(['answer:1', `memory:${LAKE_MEMORY_ID}`]);
    expect(summary.sections.family.text).toContain('In the memory “Summer at the lake”, Margaret wrote: “My brother Peter taught me to swim there.”');
    expect(summary.sections.family.text).not.toContain('cabin');
    // A memory that speaks to no section feeds none.
    expect(JSON.stringify(summary)).not.toContain(RECIPE_MEMORY_ID);
    expect(TwinSummaryOutputSchema.parse(summary)).toEqual(summary);
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
    expect(summary.sections.family.text.length).toBeLessThanOrEqual(2_000);
    // Only what the text quotes is cited.
    expect(summary.sections.family.sources.length).toBe((summary.sections.family.text.match(/(?:says|wrote): “/g) ?? []).length);
  });
});

describe('[TWIN] a model’s summary grounded in the input', () => {
  it('drops sources the input does not hold, and empties a section left without any', () => {
    const input = buildInput();
    const fromModel = summarizeTwinOffline(input);
    fromModel.sections.family.sources = ['answer:1', 'answer:19', `memory:${LAKE_MEMORY_ID}`];
    fromModel.sections.loved_ones = { text: 'Margaret adores her husband George.', sources: ['answer:6'], is_empty: false };
    fromModel.tags = ['Honesty', ' honesty ', 'Kindness', 'x'.repeat(60)];
    const grounded = groundTwinSummary(fromModel, input);
    expect(grounded.sections.family.sources).toEqual(['answer:1']);
    expect(grounded.sections.loved_ones).toEqual({ text: 'Nothing about loved ones yet. Answer the loved ones questions or add a memory.', sources: [], is_empty: true });
    expect(grounded.tags).toEqual(['Honesty', 'Kindness']);
  });
});
