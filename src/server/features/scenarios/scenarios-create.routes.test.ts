import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ScenarioJobResult } from '../../../shared/contracts/scenarios.ts';
import { ScenarioBriefSchema } from '../../../shared/contracts/character-brief.ts';
import { GENERAL_RUBRIC_ID, SAMPLE_RUBRIC_IDS_BY_CATEGORY } from '../../../shared/contracts/rubrics-constants.ts';
import { CREATED_SCENARIOS } from '../../ai/offline/scenario/created-scenarios.test-helpers.ts';
import { UNREADABLE_DESCRIPTION_REASON } from '../../ai/offline/readable-input.ts';
import { personas, scenarios } from '../../db/schema.ts';
import { TEST_DATABASES, registerAndLogin, userIdOf } from '../../test/test-app.ts';
import { QUICK, SAMPLE_GLOSSARY_ID, SAMPLE_PERSONA, SAMPLE_RUBRIC_ID, expectCompleteDescription, useScenarioRoutes } from './scenarios.test-helpers.ts';

describe.each(TEST_DATABASES)('[SCENARIOS] scenario routes on $name', ({ url }) => {
  const { ctx, get, listScenarios, runJob, createQuick } = useScenarioRoutes(url);

  describe('quick creation', () => {
    it('writes a complete scenario through a job, keeping the stated facts, and lists it first as the caller’s own', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies, { visibility: true, glossary_id: SAMPLE_GLOSSARY_ID });
      expect(created).toMatchObject({ name: QUICK.scenario_title, visibility: true, mode: 'Quick', owner: 'me' });
      expect(created.category.length).toBeGreaterThan(0);
      const description = expectCompleteDescription(created);
      expect(description).toMatchObject({ charactersName: 'Tom Walsh', charactersAge: '67', charactersGender: 'Male', charactersOccupation: 'Fisherman' });

      const [stored] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, created.id));
      expect(stored).toMatchObject({ glossaryId: SAMPLE_GLOSSARY_ID, isSample: false, isPublic: true, mode: 'Quick' });
      expect(stored!.inputs).toMatchObject({ ai_role: 'Customer', my_role: 'Bank manager' });

      const list = await listScenarios(account.email, cookies);
      // Newest first; on a shared PostgreSQL database other files' public scenarios may be newer still.
      expect(list.find((item) => item.owner === 'me')).toEqual(created);
      expect(list.findIndex((item) => item.id === created.id)).toBeLessThan(list.findIndex((item) => item.owner === 'sample'));
      const timestamps = list.map((item) => item.timestamp);
      expect([...timestamps].sort().reverse()).toEqual(timestamps);

      const forAi = await get(`/api/ai/scenario/${created.id}`, cookies);
      expect(forAi.statusCode).toBe(200);
      expect(forAi.json()).toEqual({ name: created.name, description: created.description });
    });

    it('stores the character brief it wrote: the stated facts on the character, the goal on the learner’s side', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies, {
        scenario_title: 'Chasing an overdue invoice with Dmitri',
        ai_role: 'Finance director',
        my_role: 'Accounts receivable manager at a software supplier',
        scenario_description:
          'Dmitri Volkov, 51, is the finance director at Baltic Freight in Tallinn. Baltic Freight owes us EUR 48,300 on invoice INV-2291, now 67 days overdue. He is polite but evasive and prefers email to phone calls. My goal: agree a payment date before the end of the month.',
      });
      const [stored] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, created.id));
      const brief = ScenarioBriefSchema.parse(stored!.brief);
      expect(brief.character.identity).toMatchObject({ name: 'Dmitri Volkov', organisation: 'Baltic Freight', location: 'Tallinn', personality: 'polite but evasive' });
      expect(JSON.stringify(brief.character.facts)).toContain('EUR 48,300');
      expect(brief.learner.goal).toMatch(/payment date before the end of the month/);
      expect(JSON.stringify({ situation: brief.character.situation, facts: brief.character.facts, openingLine: brief.character.openingLine })).not.toMatch(/my goal|end of the month/i);
    });

    it('stores a brief that is the person described, and grades it on the built-in rubric that fits its field', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const rota = CREATED_SCENARIOS.find((scenario) => scenario.field === 'nurse rota')!;
      const created = await createQuick(cookies, {
        scenario_title: rota.input.title,
        ai_role: rota.input.aiRole!,
        my_role: rota.input.myRole!,
        scenario_description: rota.input.description,
      });
      const [stored] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, created.id));
      const brief = ScenarioBriefSchema.parse(stored!.brief);
      expect(brief.character.identity).toMatchObject({ name: 'Grace Adeyemi', occupation: 'Senior Staff Nurse', personality: 'blunt but fair' });
      const answers = brief.character.facts.map((fact) => fact.answer);
      for (const stated of rota.stated) expect(answers.some((answer) => answer.includes(stated)), stated).toBe(true);
      const spoken = [brief.character.openingLine, ...answers, ...brief.character.objections.map((objection) => objection.objection), brief.character.outcome.agreement];
      expect(spoken.join(' ')).not.toMatch(/\bGrace\b|\bpay\b|blunt but fair|six-week review/);
      expect(brief.learner.situation).toContain('six-week review');
      // A rota change is no performance review: it is graded on the general rubric, and the owner's answer says which.
      expect(stored!.rubricId).toBe(GENERAL_RUBRIC_ID);
      expect(created.rubric_id).toBe(GENERAL_RUBRIC_ID);

      const delivery = await createQuick(cookies, {
        scenario_title: 'A damaged sofa',
        ai_role: 'Customer',
        my_role: 'Support agent',
        scenario_description: 'Amy Clarke ordered a sofa that arrived damaged two weeks late, and she wants a refund of £899.',
      });
      expect(delivery.rubric_id).toBe(SAMPLE_RUBRIC_IDS_BY_CATEGORY['Customer Service']);
    });

    it('keeps a stated gender and an occupation given as the AI role', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const created = await createQuick(cookies, {
        ai_role: 'Fisherman',
        my_role: 'Loan officer',
        scenario_description: 'A 67-year-old woman asks for a loan to repair her boat after a storm damaged it.',
      });
      expect(expectCompleteDescription(created)).toMatchObject({ charactersGender: 'Female', charactersAge: '67', charactersOccupation: 'Fisherman' });
      expect(created.visibility).toBe(false);
    });

    it('fails the job with a readable reason when the description cannot be read, and stores nothing', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const status = await runJob('/quick-roleplay/create', '/quick-roleplay/job-status-create', cookies, { ...QUICK, scenario_description: 'sdkfj qwpoeiru zxmcnv bvlkj' });
      expect(status).toMatchObject({ jobStatus: 'Failed', failedReason: UNREADABLE_DESCRIPTION_REASON, result: null });
      expect((await listScenarios(account.email, cookies)).every((item) => item.owner !== 'me')).toBe(true);
    });
  });

  describe('advanced creation', () => {
    it('keeps a sample persona’s name, age, gender, occupation and background, and stores the rubric and glossary', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const [persona] = await ctx.database.db.select().from(personas).where(eq(personas.id, SAMPLE_PERSONA.id));
      const details = persona!.details as Record<string, string>;
      const status = await runJob('/advance-roleplay/create', '/advance-roleplay/job-status-create', cookies, {
        scenario_title: 'Third engineer visit',
        persona_id: SAMPLE_PERSONA.id,
        rubric_id: SAMPLE_RUBRIC_ID,
        glossary_id: SAMPLE_GLOSSARY_ID,
        scenario_description: 'The customer calls again because the engineer did not fix the machine and he wants a refund.',
        file_ids: [],
      });
      expect(status.jobStatus).toBe('Completed');
      const created = (status.result as ScenarioJobResult).data;
      expect(created).toMatchObject({ mode: 'Advanced', owner: 'me', visibility: false });
      expect(created.category).toContain('Customer Service');
      expect(expectCompleteDescription(created)).toMatchObject({
        charactersName: details.name,
        charactersAge: details.age,
        charactersGender: details.gender,
        charactersOccupation: details.occupation,
        charactersBackground: details.background,
      });
      const [stored] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, created.id));
      expect(stored).toMatchObject({ personaId: SAMPLE_PERSONA.id, rubricId: SAMPLE_RUBRIC_ID, glossaryId: SAMPLE_GLOSSARY_ID });
      expect(ScenarioBriefSchema.parse(stored!.brief).character.identity).toMatchObject({ name: details.name, age: details.age, occupation: details.occupation });
    });

    it('plays the person a description names when it never uses the persona’s name, in the first person', async () => {
      const { cookies } = await registerAndLogin(ctx.app);
      const status = await runJob('/advance-roleplay/create', '/advance-roleplay/job-status-create', cookies, {
        scenario_title: 'Night shift short of drivers',
        persona_id: SAMPLE_PERSONA.id,
        rubric_id: SAMPLE_RUBRIC_ID,
        scenario_description: 'Olu Bakare has run the night shift at our Daventry warehouse for four years. He has had 11 pickers off sick this month. He wants two licensed drivers on every night shift from next week.',
      });
      expect(status.jobStatus).toBe('Completed');
      const created = (status.result as ScenarioJobResult).data;
      expect(expectCompleteDescription(created)).toMatchObject({ charactersName: 'Olu Bakare', charactersGender: 'Male' });
      const [stored] = await ctx.database.db.select().from(scenarios).where(eq(scenarios.id, created.id));
      const character = ScenarioBriefSchema.parse(stored!.brief).character;
      expect(character.identity).toMatchObject({ name: 'Olu Bakare', gender: 'Male' });
      expect(character.facts.map((fact) => fact.answer).join(' ')).toMatch(/\bI have had 11 pickers off sick\b/);
    });

    it('keeps the facts of the caller’s own persona', async () => {
      const { account, cookies } = await registerAndLogin(ctx.app);
      const [persona] = await ctx.database.db
        .insert(personas)
        .values({
          userId: await userIdOf(ctx.database.db, account.email),
          name: 'Harbour master',
          details: { name: 'Eilidh Mackay', age: '61', gender: 'Female', occupation: 'Harbour Master', background: 'Eilidh has run the harbour at Ullapool for twenty years.' },
        })
        .returning();
      const status = await runJob('/advance-roleplay/create', '/advance-roleplay/job-status-create', cookies, {
        scenario_title: 'Berth fees',
        persona_id: persona!.id,
        rubric_id: SAMPLE_RUBRIC_ID,
        scenario_description: 'A negotiation about raising the berth fees for the fishing fleet next year.',
      });
      expect(status.jobStatus).toBe('Completed');
      expect(expectCompleteDescription((status.result as ScenarioJobResult).data)).toMatchObject({
        charactersName: 'Eilidh Mackay',
        charactersAge: '61',
        charactersGender: 'Female',
        charactersOccupation: 'Harbour Master',
        charactersBackground: 'Eilidh has run the harbour at Ullapool for twenty years.',
      });
    });
  });
});
