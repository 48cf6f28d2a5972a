// Scenario, credits and Vibes Check requests and answers, shared by the web forms and the server routes.
import { z } from 'zod';
import { BriefIdentitySchema, LearnerBriefSchema, ScenarioBriefSchema } from './character-brief.ts';
import type { CharacterProfile } from './character-context.ts';
import { EmailParamsSchema } from './params.ts';
import { requiredText, textField } from './text.ts';
import { CHAT_MESSAGE_MAX_LENGTH } from './scenarios-constants.ts';

export { CHAT_MESSAGE_MAX_LENGTH, ROLEPLAY_MODES, SESSION_TIMER_MINUTES } from './scenarios-constants.ts';

export const SCENARIO_TITLE_MAX_LENGTH = 120;
export const SCENARIO_ROLE_MAX_LENGTH = 120;
export const SCENARIO_DESCRIPTION_MAX_LENGTH = 4_000;
export const SCENARIO_MAX_FILES = 10;
export const SCENARIO_MAX_CATEGORIES = 5;
export const SCENARIO_CATEGORY_MAX_LENGTH = 40;
/** The list answers at most this many scenarios (own, others' public ones and samples together). */
export const SCENARIO_LIST_LIMIT = 500;
export const SCENARIO_MODES = ['Quick', 'Advanced'] as const;
export const SCENARIO_OWNERS = ['me', 'sample', 'other'] as const;


const optionalId = (label: string) =>
  z
    .uuid({ error: `${label} is not valid.` })
    .nullish()
    .transform((value) => value ?? null);

const scenarioFileIdsSchema = z
  .array(z.uuid({ error: 'Each file id must be a file id.' }), { error: 'File ids must be a list.' })
  .max(SCENARIO_MAX_FILES, `Choose at most ${SCENARIO_MAX_FILES} files.`)
  .default([]);

const visibilitySchema = z.boolean({ error: 'Visibility must be true (public) or false (private).' }).default(false);

/** `POST /quick-roleplay/create`. */
export const CreateQuickScenarioInputSchema = z.object({
  scenario_title: requiredText('Scenario title', SCENARIO_TITLE_MAX_LENGTH),
  ai_role: requiredText('AI role', SCENARIO_ROLE_MAX_LENGTH),
  my_role: requiredText('My role', SCENARIO_ROLE_MAX_LENGTH),
  scenario_description: requiredText('Scenario description', SCENARIO_DESCRIPTION_MAX_LENGTH),
  organization_id: textField('Organization id').max(254, 'Organization id must be at most 254 characters.').nullish(),
  file_ids: scenarioFileIdsSchema,
  visibility: visibilitySchema,
  glossary_id: optionalId('Glossary id'),
});
export type CreateQuickScenarioInput = z.infer<typeof CreateQuickScenarioInputSchema>;

/** `POST /advance-roleplay/create`. Unlike the specification's client, the chosen glossary is sent and used. */
export const CreateAdvancedScenarioInputSchema = z.object({
  scenario_title: requiredText('Scenario title', SCENARIO_TITLE_MAX_LENGTH),
  persona_id: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Persona is required.' : 'Persona id is not valid.') }),
  rubric_id: z.uuid({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? 'Rubric is required.' : 'Rubric id is not valid.') }),
  scenario_description: requiredText('Scenario description', SCENARIO_DESCRIPTION_MAX_LENGTH),
  organization_id: textField('Organization id').max(254, 'Organization id must be at most 254 characters.').nullish(),
  file_ids: scenarioFileIdsSchema,
  glossary_id: optionalId('Glossary id'),
  visibility: visibilitySchema,
});
export type CreateAdvancedScenarioInput = z.infer<typeof CreateAdvancedScenarioInputSchema>;

/** `POST /scenarios/update`: what the owner may change after creation. */
export const UpdateScenarioInputSchema = z.object({
  id: z.uuid({ error: 'Scenario id is not valid.' }),
  name: requiredText('Scenario title', SCENARIO_TITLE_MAX_LENGTH),
  visibility: z.boolean({ error: 'Visibility must be true (public) or false (private).' }),
  category: z
    .array(requiredText('Category', SCENARIO_CATEGORY_MAX_LENGTH), { error: 'Categories must be a list.' })
    .min(1, 'Choose at least one category.')
    .max(SCENARIO_MAX_CATEGORIES, `Choose at most ${SCENARIO_MAX_CATEGORIES} categories.`),
  /** The character brief, when the owner edits it; new sessions play it, sessions already started keep theirs. */
  brief: ScenarioBriefSchema.optional(),
});
export type UpdateScenarioInput = z.infer<typeof UpdateScenarioInputSchema>;

export const ScenarioListParamsSchema = EmailParamsSchema;
export const ScenarioIdParamsSchema = z.object({ id: z.uuid({ error: 'Scenario id is not valid.' }) });

/** The character and scenario details a scenario carries, serialised as JSON in its description. */
export const ScenarioDescriptionSchema = z.object({
  charactersName: z.string().optional(),
  // "Male", "Female" or "Not stated"; only "Female" changes the styling.
  charactersGender: z.string().optional(),
  charactersAge: z.string().optional(),
  charactersOccupation: z.string().optional(),
  charactersBackground: z.string().optional(),
  charactersScenarioSnippet: z.string().optional(),
  charactersRelevanceToScenario: z.string().optional(),
  scenarioDetails: z.object({ Overview: z.string().optional() }).optional(),
});
export type ScenarioDescription = z.infer<typeof ScenarioDescriptionSchema>;

/** The description a scenario job writes: every field filled (what `description` holds for a created scenario). */
export const GeneratedScenarioDescriptionSchema = z.object({
  charactersName: z.string().min(1),
  // "Not stated" when the words give no pronoun and no list knows the name: the pages say "they".
  charactersGender: z.enum(['Male', 'Female', 'Not stated']),
  charactersAge: z.string().min(1),
  charactersOccupation: z.string().min(1),
  charactersBackground: z.string().min(1),
  charactersScenarioSnippet: z.string().min(1),
  charactersRelevanceToScenario: z.string().min(1),
  scenarioDetails: z.object({ Overview: z.string().min(1) }),
});
export type GeneratedScenarioDescription = z.infer<typeof GeneratedScenarioDescriptionSchema>;

/** A scenario as every route answers it. */
export const ScenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  visibility: z.boolean(),
  // Items may themselves be comma-joined; split them with splitCategories before display.
  category: z.array(z.string()),
  // A JSON string of ScenarioDescription; read it with parseScenarioDescription.
  description: z.string(),
  mode: z.enum(SCENARIO_MODES),
  /** ISO 8601 creation time. */
  timestamp: z.string(),
  /** The caller's own, a read-only sample, or another person's public scenario. */
  owner: z.enum(SCENARIO_OWNERS),
  /** Which engine wrote it: "offline engine" or the model's label; null for samples and older rows. */
  generated_by: z.string().nullable(),
  /** What the learner sees before practising: the situation in their words and their goal. */
  learner_brief: LearnerBriefSchema.nullable(),
  /** Who the character is (name, age, occupation, organisation, personality, tone…): shown to everyone who may see it. */
  character_identity: BriefIdentitySchema.nullable(),
  /** The whole brief, for those who may change it (can_change); null otherwise, so hidden facts stay hidden from learners. */
  brief: ScenarioBriefSchema.nullable(),
  /** The rubric its sessions are graded with (the owner's own, or the built-in one that fits), for those who may change it. */
  rubric_id: z.string().nullable(),
  /** The organisation whose shared library holds it (its members use it); null for the caller's own or a sample. */
  organization_id: z.string().nullable(),
  /** Whether the caller may edit and delete it: their own, or an organisation's they wrote or run (owner, admin); never a sample. */
  can_change: z.boolean(),
});
export type Scenario = z.infer<typeof ScenarioSchema>;

export const ScenarioListAnswerSchema = z.object({ data: z.array(ScenarioSchema) });
export type ScenarioListAnswer = z.infer<typeof ScenarioListAnswerSchema>;

/** The `result` of a completed scenario create or update job. */
export const ScenarioJobResultSchema = z.object({ data: ScenarioSchema });
export type ScenarioJobResult = z.infer<typeof ScenarioJobResultSchema>;

/** `GET /api/ai/scenario/{id}`. */
export const AiScenarioAnswerSchema = z.object({ name: z.string(), description: z.string() });

/** The quick-create form's presets (spec section 3, "Scenario preset"). */
export const ScenarioPresetSchema = z.object({ title: z.string(), my_role: z.string(), ai_role: z.string(), scenario_description: z.string() });
export type ScenarioPreset = z.infer<typeof ScenarioPresetSchema>;

export const CreditEntrySchema = z.object({
  amount: z.number().int(),
  reason: z.string(),
  created_at: z.string(),
  /** The balance right after this entry (the running balance the Credits page shows). */
  balance_after: z.number().int(),
});
export type CreditEntry = z.infer<typeof CreditEntrySchema>;

/**
 * `GET /credits`: the balance is the sum of the append-only ledger; entries newest first (the latest ones; the
 * balance counts them all, and `has_more` says older ones exist).
 */
export const CreditsAnswerSchema = z.object({
  balance: z.number().int(),
  session_cost: z.number().int(),
  entries: z.array(CreditEntrySchema),
  has_more: z.boolean(),
});
export type CreditsAnswer = z.infer<typeof CreditsAnswerSchema>;

// --- Vibes Check ---------------------------------------------------------------------------------------------

export const VIBES_CHECK_MAX_MESSAGES = 20;

export const ChatMessageSchema = z.object({
  role: z.enum(['learner', 'character'], { error: 'Role must be "learner" or "character".' }),
  content: requiredText('Message', CHAT_MESSAGE_MAX_LENGTH),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** `POST /conversational/vibes-check`: the conversation so far, ending with the learner's line; answered as streamed text. */
export const VibesCheckInputSchema = z.object({
  scenario_id: z.uuid({ error: 'Scenario id is not valid.' }),
  messages: z
    .array(ChatMessageSchema, { error: 'Messages must be a list.' })
    .min(1, 'Send at least one message.')
    .max(VIBES_CHECK_MAX_MESSAGES, `A Vibes Check holds at most ${VIBES_CHECK_MAX_MESSAGES} messages.`)
    .refine((messages) => messages.at(-1)?.role === 'learner', 'The last message must be the learner\'s.'),
});
export type VibesCheckInput = z.infer<typeof VibesCheckInputSchema>;

const trimmed = (value: string | undefined) => value?.trim() ?? '';

/** The character a description's prose states, each field trimmed ('' for one it does not state). */
export function characterProfileOf(description: ScenarioDescription): CharacterProfile {
  return {
    name: trimmed(description.charactersName),
    gender: trimmed(description.charactersGender),
    age: trimmed(description.charactersAge),
    occupation: trimmed(description.charactersOccupation),
    background: trimmed(description.charactersBackground),
    scenarioSnippet: trimmed(description.charactersScenarioSnippet),
    relevanceToScenario: trimmed(description.charactersRelevanceToScenario),
  };
}
