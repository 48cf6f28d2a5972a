// Rubrics of our own descriptions (written-fields.fixtures.ts) created and regenerated through the real routes, every
// level read: each level is written for its behaviour (a behaviour in two verbs keeps both in one form, no manner word
// said twice, "avoids jargon" worded as keeping away from it), names the person the description says the learner
// speaks to, keeps a stated pass mark, and a regeneration keeps the criteria and weights in other words.
import { describe, expect, it } from 'vitest';
import type { RubricContent, RubricJobResult } from '../../../shared/contracts/rubrics.ts';
import { WRITTEN_RUBRICS } from '../../ai/offline/persona/written-fields.fixtures.ts';
import { TEST_DATABASES, waitForJobStatus } from '../../test/test-app.ts';
import { useRubricRoutes } from './rubrics.test-helpers.ts';

const levelsOf = (content: RubricContent) => content.criteria.flatMap((criterion) => Object.values(criterion.performance_levels));
const shapeOf = (content: RubricContent) => content.criteria.map((criterion) => [criterion.criterion_name, criterion.weight]);

function expectWrittenForTheirBehaviour(name: string, content: RubricContent, counterpart: string | undefined) {
  for (const criterion of content.criteria) {
    const label = `${name}: ${criterion.criterion_name}`;
    // "Holding the price but offering…", never "…but offer…" after a gerund.
    expect(criterion.criterion_name, label).not.toMatch(/^\p{L}+ing\b.*\b(?:but|and|then)\s+(?!\p{L}+ing\b)(?:offer|give|ask|keep|hold|explain|confirm)\b/u);
    for (const text of Object.values(criterion.performance_levels)) {
      expect(text, label).toMatch(/^\p{Lu}/u);
      expect(text, label).not.toMatch(/\b\p{L}+ly (?:clearly|simply|calmly)\b/u);
      // A third-person verb joined to a bare one: "Holds the price but offer a bundle" (not "Tries to hold… but offer").
      expect(text, label).not.toMatch(/^(?!Does not\b)\p{Lu}\p{Ll}+s\b(?:(?!\bto\b)[^.;])*\b(?:but|and|then) (?:offer|give|ask|keep|hold|explain|confirm)\b/u);
      expect(text, label).not.toMatch(/\bavoids? [^.;]* (?:clearly and at the right moment|responds to it)/i);
    }
  }
  if (counterpart) {
    const levels = levelsOf(content).join(' ');
    expect(levels, name).toContain(counterpart);
    expect(levels, name).not.toMatch(/\bthe senior manager\b/);
  }
}

describe.each(TEST_DATABASES)('[RUBRICS] our own descriptions through the routes on $name', ({ url }) => {
  const { ctx, signUp, inject, createRubric } = useRubricRoutes(url);

  it('creates and regenerates each with levels written for their behaviour', { timeout: 240_000 }, async () => {
    const { cookies } = await signUp();
    for (const entry of WRITTEN_RUBRICS) {
      const { status } = await createRubric(cookies, { name: entry.name, description: entry.description, file_ids: [] });
      expect(status.failedReason, entry.name).toBeNull();
      const created = (status.result as RubricJobResult).assessment;
      if (entry.passMark !== undefined) expect(created.pass_mark, entry.name).toBe(entry.passMark);
      expectWrittenForTheirBehaviour(entry.name, created.rubrics, entry.counterpart);

      const accepted = await inject('POST', `/rubrics/${created.id}/regenerate`, cookies, {});
      expect(accepted.statusCode, accepted.body).toBe(202);
      const again = await waitForJobStatus(ctx.app, `/rubrics/job-status-regenerate/${accepted.json().jobId}`, cookies);
      expect(again.failedReason, entry.name).toBeNull();
      const regenerated = (again.result as RubricJobResult).assessment;
      if (entry.passMark !== undefined) expect(regenerated.pass_mark, entry.name).toBe(entry.passMark);
      expectWrittenForTheirBehaviour(entry.name, regenerated.rubrics, entry.counterpart);
      expect(shapeOf(regenerated.rubrics), entry.name).toEqual(shapeOf(created.rubrics));
      expect(levelsOf(regenerated.rubrics), entry.name).not.toEqual(levelsOf(created.rubrics));
    }
  });
});
