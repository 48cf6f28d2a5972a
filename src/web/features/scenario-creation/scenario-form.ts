// What the quick and the advanced create forms share: their common fields, with the request's own rules and
// messages, and how those fields become the request.
import { z } from 'zod';
import { ChosenFileSchema } from '@shared/contracts/files.ts';
import { CreateQuickScenarioInputSchema, SCENARIO_MAX_FILES, type CreateQuickScenarioInput } from '@shared/contracts/scenarios.ts';

const shape = CreateQuickScenarioInputSchema.shape;

/** The common fields; the form holds the chosen files as chips rather than bare ids. Each form extends it with its own. */
export const ScenarioFormBaseSchema = z.object({
  scenario_title: shape.scenario_title,
  scenario_description: shape.scenario_description,
  visibility: z.boolean(),
  glossary_id: z.string().nullable(),
  files: z.array(ChosenFileSchema).max(SCENARIO_MAX_FILES, `Choose at most ${SCENARIO_MAX_FILES} files.`),
});
export type ScenarioFormBase = z.infer<typeof ScenarioFormBaseSchema>;

/** The common fields as the disabled Create button's note names them, by catalogue key (components/submit-blockers.ts). */
export const SCENARIO_FIELD_PHRASES = { scenario_title: 'forms.field.scenarioTitle', scenario_description: 'forms.field.description' } as const;

export const EMPTY_SCENARIO_FORM_BASE: ScenarioFormBase = { scenario_title: '', scenario_description: '', visibility: false, glossary_id: null, files: [] };

type CommonRequestFields = Pick<CreateQuickScenarioInput, 'scenario_title' | 'scenario_description' | 'visibility' | 'glossary_id' | 'organization_id' | 'file_ids'>;

/**
 * The common fields as both create requests name them; the organization id is the organisation chosen in the header
 * (`organizationId`, see lib/workspace.ts), else the caller's e-mail.
 */
export function toCommonRequestFields(values: ScenarioFormBase, organizationId: string): CommonRequestFields {
  return {
    scenario_title: values.scenario_title,
    scenario_description: values.scenario_description,
    visibility: values.visibility,
    glossary_id: values.glossary_id,
    organization_id: organizationId,
    file_ids: values.files.map((file) => file.file_id),
  };
}
