import type { PersonaDetails } from '../../../../shared/contracts/personas.ts';
import type { AiTask } from '../../ai-task.ts';
import { generatePersonaOffline } from '../../offline/persona/generate-persona.ts';

// Why a prompt cannot be made a persona (keyboard mashing for every engine; the word tables too for the built-in one).
export { findUnreadablePersonaReason } from '../../offline/readable-input.ts';
import { buildGeneratePersonaPrompt } from './prompt.ts';
import { GeneratePersonaOutputSchema, type GeneratePersonaInput } from '../../contracts/generate-persona.ts';

/** Turns a short description (plus source files) into a complete persona. */
export const generatePersonaTask: AiTask<GeneratePersonaInput, PersonaDetails> = {
  name: 'generate-persona',
  schema: GeneratePersonaOutputSchema,
  prompt: buildGeneratePersonaPrompt,
  offline: (input) => generatePersonaOffline(input),
};
