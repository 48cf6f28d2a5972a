// The twin-summary task: what a model is sent (the answers and memories, labelled for citing; the rules; a described
// strict schema), and that its answer comes back in the summary shape.
import { describe, expect, it } from 'vitest';
import { TwinSummarySchema } from '../../../../shared/contracts/twin.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { messageText } from '../../../test/fake-openai-server.ts';
import { expectStrictCompatible, generateAnswering, useFakeProvider } from '../../../test/fake-provider.ts';
import { placeTwinSentencesOffline, summarizeTwinOffline } from '../../offline/twin/summarize.ts';
import { groundTwinSummary } from '../../language/ground-summary.ts';
import type { TwinSummaryInput } from '../../contracts/twin-summary.ts';
import { twinSummaryTask } from './task.ts';

const MEMORY_ID = '3f1c1f0e-9a51-4a43-9b6e-0d7f2a4c1b10';
const INPUT: TwinSummaryInput = {
  ownerName: 'Margaret Lewis',
  answers: [
    { number: 1, question: getTwinQuestion(1)!.text, answer: 'My sister Anna lives in Lyon.' },
    { number: 12, question: getTwinQuestion(12)!.text, answer: 'I worked as a nurse for thirty years.' },
  ],
  memories: [{ id: MEMORY_ID, title: 'Summer at the lake', text: 'My brother Peter taught me to swim.' }],
};

type JsonSchema = { description?: string; properties?: Record<string, JsonSchema> };

describe('[TWIN] twin-summary task', () => {
  const provider = useFakeProvider();

  it('sends the labelled answers and memories with the rule against inventing, at temperature 0, and reads the answer', async () => {
    // The model puts the nurse sentence under values as well, and names a tag on a sentence that does not exist.
    const answer = { sentences: [{ id: 's1', sections: ['family' as const] }, { id: 's2', sections: ['work_life' as const, 'values' as const] }], tags: [{ tag: 'caring', sentence_id: 's2' }, { tag: 'made up', sentence_id: 's9' }] };
    const request = await generateAnswering(provider, twinSummaryTask, INPUT, answer);

    const [system, user] = request.body.messages;
    expect(messageText(system!)).toMatch(/a job goes to work_life, a daughter to family, a late husband to loved_ones/);
    expect(messageText(system!)).toMatch(/No tag without such a sentence/);
    const prompt = messageText(user!);
    expect(prompt).toContain('The person: Margaret Lewis');
    expect(prompt).toContain(`[answer:1] Q: ${getTwinQuestion(1)!.text} (closest section: family)`);
    expect(prompt).toContain('s1: My sister Anna lives in Lyon.');
    expect(prompt).toContain('(closest section: work_life)');
    expect(prompt).toContain('s2: I worked as a nurse for thirty years.');
    expect(prompt).toContain(`[memory:${MEMORY_ID}] memory "Summer at the lake"`);
    expect(prompt).toContain('s3: My brother Peter taught me to swim.');
    expect(request.body.temperature).toBe(0);

    // Checked in code: the sections are the person's sentences; the tag without a sentence is gone.
    const summary = groundTwinSummary(await twinSummaryTask.offline(INPUT), INPUT);
    expect(summary.sections.family.text).toContain('My sister Anna lives in Lyon.');
    const fromModel = groundTwinSummary(answer, INPUT);
    // One section per sentence: the first the model named keeps it.
    expect(fromModel.sections.work_life).toEqual({ text: 'I worked as a nurse for thirty years.', sources: ['answer:12'], is_empty: false });
    expect(fromModel.sections.values.is_empty).toBe(true);
    expect(fromModel.tag_evidence).toEqual([{ tag: 'caring', sentence: 'I worked as a nurse for thirty years.', source: 'answer:12' }]);

    const format = request.body.response_format?.json_schema;
    expect(format?.strict).toBe(true);
    const schema = format!.schema as JsonSchema & Record<string, unknown>;
    expectStrictCompatible(schema);
    expect(schema.properties?.tags?.description).toMatch(/each supported by one sentence the person said/);
    expect(schema.properties?.sentences?.description).toMatch(/Every answer sentence/);
  });

  it('answers offline with the engine, which the same code puts into the shared summary shape', async () => {
    const summary = summarizeTwinOffline(INPUT);
    expect(TwinSummarySchema.parse(summary)).toEqual(summary);
    expect(twinSummaryTask.offline(INPUT)).toEqual(placeTwinSentencesOffline(INPUT));
    expect(summary.sections.family.sources).toEqual(['answer:1', `memory:${MEMORY_ID}`]);
    expect(summary.sections.work_life.text).toBe('I worked as a nurse for thirty years.');
  });
});
