// Personas of our own prompts (written-fields.fixtures.ts) created and regenerated through the real routes, every
// field read: the stated age with a birthdate that fits it, the job as written, the stated home and nationality, no
// employer or field the prompt never gave, names and places cased as written, and a regeneration that is another
// person (history, manner, aims) with the same stated facts.
import { describe, expect, it } from 'vitest';
import type { PersonaDetails, PersonaJobResult } from '../../../shared/contracts/personas.ts';
import { WRITTEN_PERSONAS, type WrittenPersona } from '../../ai/offline/persona/written-fields.fixtures.ts';
import { INDUSTRIES } from '../../ai/offline/persona/lexicon.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../test/test-app.ts';
import { usePersonaRoutes } from './personas.test-helpers.ts';

const PROSE_FIELDS = ['background', 'scenarioSnippet', 'skillsAndAbilities', 'motivationsAndGoals', 'industryRelevance', 'relevanceToScenario', 'challengesAndGrowthAreas'] as const;

/** Every sentence-writing field and the physical description, as one text. */
const everyField = (details: PersonaDetails) => [...PROSE_FIELDS.map((field) => details[field]), ...Object.values(details.physicalDescription)].join(' ');

function expectStatedFacts(entry: WrittenPersona, details: PersonaDetails, today: Date) {
  const label = `${entry.name} (${details.name})`;
  expect(details.age, label).toBe(String(entry.age));
  const year = Number(details.birthdate.slice(0, 4));
  expect(today.getUTCFullYear() - year - entry.age, `${label}: birthdate ${details.birthdate}`).toBeGreaterThanOrEqual(0);
  expect(today.getUTCFullYear() - year - entry.age, `${label}: birthdate ${details.birthdate}`).toBeLessThanOrEqual(1);
  expect(details.occupation, label).toBe(entry.occupation);
  if (entry.hometown) expect(details.hometown, label).toMatch(entry.hometown);
  if (entry.nationality) expect(details.nationality, label).toBe(entry.nationality);
  // A label in the form ("Beekeeper") is not a name, and nobody is called after the first half of "Self-employed".
  expect(details.name, label).not.toMatch(/^(?:Self|Beekeeper|Piano Tuner|Lock Keeper|Glass Restorer|Ferry Inspector|Hospice Coordinator|Compliance Officer|Plumber)$/);
  const text = everyField(details);
  for (const pattern of entry.never ?? []) expect(text, label).not.toMatch(pattern);
  // A field's usual employer is never attached unless the prompt names it.
  for (const industry of INDUSTRIES) if (!entry.prompt.toLowerCase().includes(industry.workplace.replace(/^(?:an?|the) /, ''))) expect(text, label).not.toContain(industry.workplace);
  // One casing rule: no title case inside a sentence after a hyphen ("Romanian-Born"), no stated place lower-cased.
  expect(text, label).not.toMatch(/\p{Ll}-(?:Born|Based|Employed)\b|\b\p{Lu}\p{Ll}+-(?:Born|Based|Employed)\b/u);
  for (const place of entry.prompt.match(/(?<=\b(?:in|from|of|near)\s)\p{Lu}\p{Ll}+/gu) ?? []) expect(text, label).not.toContain(` ${place.toLowerCase()} `);
  // The prompt's sentences are said with a subject, and the age is said once, in the opening.
  expect(details.background, label).not.toMatch(new RegExp(String.raw`, ${entry.age},`));
}

describe.each(TEST_DATABASES)('[PERSONAS] our own prompts through the routes on $name', ({ url }) => {
  const { ctx, post, signIn, createPersona } = usePersonaRoutes(url);

  it('creates and regenerates each, keeping every stated fact and changing the person', { timeout: 240_000 }, async () => {
    const { cookies } = await signIn();
    const today = new Date();
    for (const entry of WRITTEN_PERSONAS) {
      const created = await createPersona(cookies, { name: entry.name, persona_prompt: entry.prompt, file_ids: [] });
      expectStatedFacts(entry, created.persona_details, today);
      const accepted = await post(`/persona/${created.id}/regenerate`, {}, cookies);
      expect(accepted.statusCode, accepted.body).toBe(202);
      const status = await waitForJobStatus(ctx.app, `/persona/job-status-regenerate/${accepted.json().jobId}`, cookies);
      expect(status.failedReason, entry.name).toBeNull();
      const regenerated = (status.result as PersonaJobResult).data.persona_details;
      expectStatedFacts(entry, regenerated, today);
      // Another person: history, manner and aims differ, not only the name.
      const sentences = (text: string) => text.split(/(?<=\.)\s+/).map((sentence) => sentence.replaceAll(created.persona_details.name.split(' ')[0]!, '').replaceAll(regenerated.name.split(' ')[0]!, ''));
      const before = new Set(sentences(created.persona_details.background));
      expect(sentences(regenerated.background).filter((sentence) => !before.has(sentence)).length, entry.name).toBeGreaterThan(0);
      expect(regenerated.scenarioSnippet, entry.name).not.toBe(created.persona_details.scenarioSnippet);
      expect(regenerated.motivationsAndGoals, entry.name).not.toBe(created.persona_details.motivationsAndGoals);
    }
  });
});
