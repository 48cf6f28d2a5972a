import { z } from 'zod';

/** The character and scenario details a scenario carries, serialised as JSON in its description. */
export const ScenarioDescriptionSchema = z.object({
  charactersName: z.string().optional(),
  // "Male" or "Female"; only "Female" changes the styling.
  charactersGender: z.string().optional(),
  charactersAge: z.string().optional(),
  charactersOccupation: z.string().optional(),
  charactersBackground: z.string().optional(),
  charactersScenarioSnippet: z.string().optional(),
  charactersRelevanceToScenario: z.string().optional(),
  scenarioDetails: z.object({ Overview: z.string().optional() }).optional(),
});
export type ScenarioDescription = z.infer<typeof ScenarioDescriptionSchema>;

export const ScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.boolean(),
  // Items may themselves be comma-joined; split them with splitCategories before display.
  category: z.array(z.string()),
  // A JSON string of ScenarioDescription; read it with parseScenarioDescription.
  description: z.string(),
});
export type Scenario = z.infer<typeof ScenarioSchema>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a scenario description. Broken JSON or a non-object gives an empty object, and a field of the
 * wrong type is dropped on its own, so one bad value never hides the rest of the character.
 */
export function parseScenarioDescription(json: string | null | undefined): ScenarioDescription {
  if (typeof json !== 'string') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (!isPlainObject(raw)) return {};

  const whole = ScenarioDescriptionSchema.safeParse(raw);
  if (whole.success) return whole.data;

  const salvaged: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(ScenarioDescriptionSchema.shape)) {
    const field = fieldSchema.safeParse(raw[key]);
    if (field.success && field.data !== undefined) salvaged[key] = field.data;
  }
  return ScenarioDescriptionSchema.parse(salvaged);
}
