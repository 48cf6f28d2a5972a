// A stated age holds through the persona routes: on create, on each Regenerate, and after an edit of the age (as
// "Replace everywhere" sends it), the birthdate and the years of experience follow it. Years of experience are stated
// only when the prompt states them: a generated persona does not make a number up.
import { describe, expect, it } from 'vitest';
import type { Persona, PersonaJobResult, UpdatePersonaInput } from '../../../shared/contracts/personas.ts';
import { ageOn, toPersonaEditValues } from '../../../shared/contracts/persona-details.ts';
import { buildPersona } from '../../test/builders.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../test/test-app.ts';
import { usePersonaRoutes } from './personas.test-helpers.ts';

const CLINIC_PROMPT = 'a cautious procurement lead at a rural clinic in Portugal, 52, hates long calls';

const YEARS_STATED = /\b(\d{1,2}) years? of experience\b|\bfor (\d{1,2}) years?\b/;

/** The years of experience the background states. */
function yearsOf(persona: Pick<Persona, 'persona_details'>): number {
  const match = YEARS_STATED.exec(persona.persona_details.background);
  expect(match, persona.persona_details.background).not.toBeNull();
  return Number(match![1] ?? match![2]);
}

/** The background without the name, the age and the numbers: what a regeneration must change. */
function withoutIdentity(persona: Pick<Persona, 'persona_details'>): string {
  const { name, background } = persona.persona_details;
  return name
    .split(/\s+/)
    .reduce((text, part) => text.replaceAll(part, '<name>'), background)
    .replace(/\d+/g, '<n>');
}

describe.each(TEST_DATABASES)('[PERSONAS] a stated age on $name', ({ url }) => {
  const { ctx, post, signIn, createPersona } = usePersonaRoutes(url);

  async function regenerate(id: string, cookies: string): Promise<Persona> {
    const accepted = await post(`/persona/${id}/regenerate`, {}, cookies);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/persona/job-status-regenerate/${accepted.json().jobId}`, cookies);
    expect(status.failedReason).toBeNull();
    return (status.result as PersonaJobResult).data;
  }

  async function update(fields: UpdatePersonaInput, cookies: string): Promise<Persona> {
    const accepted = await post('/persona/update', fields, cookies);
    expect(accepted.statusCode, accepted.body).toBe(202);
    const status = await waitForJobStatus(ctx.app, `/persona/job-status-update/${accepted.json().jobId}`, cookies);
    expect(status.failedReason).toBeNull();
    return (status.result as PersonaJobResult).data;
  }

  it('keeps "…Portugal, 52…" as the age on create and on every Regenerate, with a birthdate that fits it and no years of experience made up', async () => {
    const { cookies } = await signIn();
    const created = await createPersona(cookies, { name: 'Clinic procurement lead', persona_prompt: CLINIC_PROMPT, file_ids: [] });
    const first = await regenerate(created.id, cookies);
    const second = await regenerate(created.id, cookies);
    for (const persona of [created, first, second]) {
      const details = persona.persona_details;
      expect(details.age).toBe('52');
      expect(ageOn(details.birthdate, new Date())).toBe(52);
      expect(details.background).toContain('52-year-old');
      // The prompt gives no years of experience: none are made up.
      expect(details.background).not.toMatch(YEARS_STATED);
      expect(details).toMatchObject({ nationality: 'Portuguese', occupation: 'Procurement Lead' });
      expect(details.hometown).toMatch(/, Portugal$/);
      expect(`${details.background} ${details.relevanceToScenario}`).toMatch(/\bcautious\b/);
    }
    // Each take is a different person: the background itself changes, not only the name and the numbers.
    expect(withoutIdentity(first)).not.toBe(withoutIdentity(created));
    expect(withoutIdentity(second)).not.toBe(withoutIdentity(first));
    expect(first.persona_details.scenarioSnippet.replaceAll(first.persona_details.name.split(' ')[0]!, '')).not.toBe(
      created.persona_details.scenarioSnippet.replaceAll(created.persona_details.name.split(' ')[0]!, ''),
    );
  });

  it('moves the birthdate and the years of experience with an age changed by "Replace everywhere"', async () => {
    const { cookies, userId } = await signIn();
    const row = await buildPersona(ctx.database.db, { userId, name: 'Clinic procurement lead', prompt: 'a cautious procurement lead at a rural clinic in Portugal with 14 years of experience, hates long calls' });
    const before = toPersonaEditValues({ id: row.id, name: row.name, persona_details: row.details as Persona['persona_details'] });
    const oldAge = Number(before.age);
    const oldYears = yearsOf({ persona_details: row.details as Persona['persona_details'] });
    expect(oldAge).not.toBe(52);
    // What the form sends after the age is typed and "Replace everywhere" has put it in the prose.
    const edited = { ...before, age: '52', background: before.background.replaceAll(`${oldAge}-year-old`, '52-year-old') };

    const saved = await update(edited, cookies);

    const details = saved.persona_details;
    expect(details.age).toBe('52');
    expect(ageOn(details.birthdate, new Date())).toBe(52);
    expect(details.birthdate.slice(5)).toBe(before.birthdate.slice(5));
    expect(details.background).toContain('52-year-old');
    expect(yearsOf(saved)).toBe(Math.min(52 - 16, oldYears + 52 - oldAge));
    expect(details.background).not.toContain(`${oldYears} years of experience`);
  });

  it('leaves experience the person rewrote by hand as written, and lets the age follow a birthdate changed alone', async () => {
    const { cookies, userId } = await signIn();
    const row = await buildPersona(ctx.database.db, { userId, name: 'Clinic procurement lead', prompt: 'a procurement lead at a clinic in Portugal with 14 years of experience' });
    const before = toPersonaEditValues({ id: row.id, name: row.name, persona_details: row.details as Persona['persona_details'] });
    const rewritten = before.background.replace(/\b\d{1,2} years? of experience\b/, '9 years of experience');
    const olderByHand = await update({ ...before, age: '60', background: rewritten }, cookies);
    expect(olderByHand.persona_details.background).toContain('9 years of experience');
    expect(ageOn(olderByHand.persona_details.birthdate, new Date())).toBe(60);

    const again = toPersonaEditValues(olderByHand);
    const reborn = await update({ ...again, birthdate: `${new Date().getUTCFullYear() - 45}-01-01` }, cookies);
    expect(reborn.persona_details.age).toBe('45');
  });
});
