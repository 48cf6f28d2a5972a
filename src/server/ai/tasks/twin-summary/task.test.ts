// The twin-summary task: what a model is sent (the answers and memories, labelled for citing; the rules; a described
// strict schema), and that its answer comes back in the summary shape.
import { describe, expect, it } from 'vitest';
import { TwinSummarySchema } from '../../../../shared/contracts/twin.ts';
import { getTwinQuestion } from '../../../../shared/twin-questions.ts';
import { messageText } from '../../../test/fake-openai-server.ts';
import { expectStrictCompatible, generateAnswering, useFakeProvider } from '../../../test/fake-provider.ts';
import { summarizeTwinOffline } from '../../offline/twin/summarize.ts';
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
    const request = await generateAnswering(provider, twinSummaryTask, INPUT, summarizeTwinOffline(INPUT));

    const [system, user] = request.body.messages;
    expect(messageText(system!)).toMatch(/Never invent/);
    expect(messageText(system!)).toContain('Nothing about family yet. Answer the family questions or add a memory.');
    const prompt = messageText(user!);
    expect(prompt).toContain('The person: Margaret Lewis');
    expect(prompt).toContain('[answer:1] (topic: family)');
    expect(prompt).toContain('A: My sister Anna lives in Lyon.');
    expect(prompt).toContain('[answer:12] (topic: work_life)');
    expect(prompt).toContain(`[memory:${MEMORY_ID}] "Summer at the lake"`);
    expect(request.body.temperature).toBe(0);

    const format = request.body.response_format?.json_schema;
    expect(format?.strict).toBe(true);
    const schema = format!.schema as JsonSchema & Record<string, unknown>;
    expectStrictCompatible(schema);
    expect(schema.properties?.tags?.description).toMatch(/taken from what the person said/);
    expect(schema.properties?.sections?.properties?.family?.properties?.sources?.description).toMatch(/answer:<n>/);
  });

  it('answers offline with the engine, in the shared summary shape', async () => {
    const summary = summarizeTwinOffline(INPUT);
    expect(TwinSummarySchema.parse(summary)).toEqual(summary);
    expect(twinSummaryTask.offline(INPUT)).toEqual(summary);
    expect(summary.sections.family.sources).toEqual(['answer:1', `memory:${MEMORY_ID}`]);
  });
});
