// writeScenario on the provider path: the model's brief is stored only once it passes the shared contract.
import { describe, expect, it } from 'vitest';
import { ScenarioBriefSchema } from '../../../shared/contracts/character-brief.ts';
import { generateScenarioOffline } from '../../ai/offline/scenario/generate-scenario.ts';
import type { GenerateScenarioInput } from '../../ai/contracts/generate-scenario.ts';
import { fakeJsonAnswer } from '../../test/fake-openai-server.ts';
import { useFakeProvider } from '../../test/fake-provider.ts';
import { writeScenario } from './write-scenario.ts';

const INPUT: GenerateScenarioInput = {
  mode: 'Quick',
  title: 'Chasing an overdue invoice',
  aiRole: 'Finance director',
  myRole: 'Accounts receivable manager',
  description: 'Dmitri Volkov is the finance director at Baltic Freight in Tallinn. Baltic Freight owes us EUR 48,300 on invoice INV-2291. My goal: agree a payment date.',
  persona: null,
  rubric: null,
  glossary: null,
  fileTexts: [],
};

describe('[SCENARIOS] writeScenario with a model', () => {
  const provider = useFakeProvider();

  it('answers the model’s scenario with a brief that passes the contract', async () => {
    const answer = generateScenarioOffline(INPUT);
    provider.fake.respondWith(fakeJsonAnswer(answer));
    const output = await writeScenario(provider.ai, INPUT);
    expect(ScenarioBriefSchema.parse(output.brief)).toEqual(answer.brief);
    expect(output.brief.learner.goal).toMatch(/payment date/);
  });

  it('fails (so the job retries) when the model’s brief does not pass the contract', async () => {
    const answer = generateScenarioOffline(INPUT);
    const broken = { ...answer, brief: { ...answer.brief, character: { ...answer.brief.character, openingLine: '', outcome: { ...answer.brief.character.outcome, requires: [] } } } };
    provider.fake.respondWith(fakeJsonAnswer(broken));
    provider.fake.respondWith(fakeJsonAnswer(broken));
    await expect(writeScenario(provider.ai, INPUT)).rejects.toThrow();
  });
});
