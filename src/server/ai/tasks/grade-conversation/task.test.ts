// The grade-conversation task on the provider path: what a model is sent (temperature 0, the level descriptions with
// their bands, the transcript with message ids) and that its answer comes back.
import { describe, expect, it } from 'vitest';
import { messageText } from '../../../test/fake-openai-server.ts';
import { createOfflineAiClient, expectStrictCompatible, generateAnswering, useFakeProvider } from '../../../test/fake-provider.ts';
import { buildScriptedGradingInput, SCRIPTED_LEARNERS } from '../../../test/scripted-learners.ts';
import { gradeConversationOffline } from '../../offline/grader/grade-conversation.ts';
import { buildInput, WEAK_SALES } from '../../offline/grader/grading.test-helpers.ts';
import { buildGradingPrompt, GRADER_PROMPT_VERSION } from './prompt.ts';
import { gradeConversationTask } from './task.ts';

const DISCOVERY_CALL = '8c4d0000-0000-4000-8000-000000000005';
const INPUT = buildScriptedGradingInput(DISCOVERY_CALL, SCRIPTED_LEARNERS[DISCOVERY_CALL]!.strong);

type JsonSchema = { description?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

describe('[REPORTS] grade-conversation task through an OpenAI-compatible provider', () => {
  const provider = useFakeProvider();

  it('asks at temperature 0 with every level description, the bands and the numbered transcript, and returns the answer', async () => {
    const request = await generateAnswering(provider, gradeConversationTask, INPUT, gradeConversationOffline(INPUT));

    expect(provider.fake.requests).toHaveLength(1);
    expect(request.body.temperature).toBe(0);
    const [system, ...rest] = request.body.messages;
    const systemText = messageText(system!);
    expect(systemText).toMatch(/word for word from a line marked LEARNER/);
    expect(systemText).toMatch(/only when the conversation never touched it/);
    // The same rule as the offline grader: praise only a line that shows the behaviour.
    expect(systemText).toMatch(/Praise only a line that shows the behaviour/);
    expect(systemText).toMatch(/cited as the thing to improve, never as an example of doing well/);
    expect(systemText).toMatch(/never a template from another kind of conversation/);
    const prompt = rest.map(messageText).join('\n');
    expect(prompt).toContain('Rubric: Sales: Discovery Call Rubric');
    for (const criterion of INPUT.rubric.criteria) {
      expect(prompt).toContain(`${criterion.name} (weight ${criterion.weight}%)`);
      for (const level of criterion.levels) expect(prompt).toContain(`${level.name}`);
      for (const level of criterion.levels) expect(prompt).toContain(level.description);
    }
    expect(prompt).toContain('- Excellent (90-100): Consistently builds rapport quickly');
    expect(prompt).toContain('- Needs Improvement (0-49): ');
    expect(prompt).toContain(`[m2] LEARNER: ${SCRIPTED_LEARNERS[DISCOVERY_CALL]!.strong[0]}`);
    expect(prompt).toMatch(/\[m1\] Sarah Whitfield \(character\): \S/);
    expect(prompt).toContain('- Follow-up: the agreed next contact after a meeting');
    expect(prompt).toContain(`Outcome: the character agrees to ${INPUT.brief!.outcome.agreement}`);

    const schema = request.body.response_format?.json_schema?.schema;
    expect(schema).toBeDefined();
    expectStrictCompatible(schema!);
    const criterion = (schema as JsonSchema).properties?.criteria?.items?.properties ?? {};
    expect(criterion.evidence?.items?.properties?.quote?.description).toMatch(/verbatim/);
    expect(criterion.relevant?.description).toMatch(/never touched/);
    expect(criterion.better_line?.description).toBeTruthy();
  });

  it("gives the model the brief's hidden facts, objections with what resolves them, and the outcome", async () => {
    const input = buildInput(WEAK_SALES);
    const request = await generateAnswering(provider, gradeConversationTask, input, gradeConversationOffline(input));
    const prompt = request.body.messages.slice(1).map(messageText).join('\n');
    expect(prompt).toContain('- the previous rollout (only to an open question): The last rollout failed because nobody trained the ward managers.');
    expect(prompt).toContain('- "I have been burned by a supplier who promised the earth." Resolved by: references from a similar hospital.');
    expect(prompt).toContain('Outcome: the character agrees to a pilot meeting on Tuesday when the learner offers references and a phased pilot.');
  });

  it("asks for the summary and feedback in the learner's interface language, the better lines in the session's", async () => {
    const input = buildInput(WEAK_SALES);
    const request = await generateAnswering(provider, gradeConversationTask, { ...input, feedbackLanguage: 'id' }, gradeConversationOffline(input));
    const prompt = request.body.messages.slice(1).map(messageText).join('\n');
    expect(prompt).toContain('Language: English (US) (write the better lines in this language). Write the summary and the feedback in Indonesian (Bahasa Indonesia)');
    // A learner reading English, or one who chose no language, gets the session's language for everything.
    for (const feedbackLanguage of ['en', null] as const) {
      expect(buildGradingPrompt({ ...input, feedbackLanguage }).prompt).toContain('Language: English (US) (write the feedback and the better lines in this language).');
    }
  });

  it('answers offline with the engine, whose answer passes the same schema', async () => {
    const ai = createOfflineAiClient();
    expect(await ai.generate(gradeConversationTask, INPUT)).toEqual(gradeConversationOffline(INPUT));
    expect(GRADER_PROMPT_VERSION).toMatch(/^grade-conversation\/\d+$/);
  });
});
