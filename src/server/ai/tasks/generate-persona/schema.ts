import { GeneratedBigFiveSchema, PersonaDetailsSchema, PersonalityTraitsSchema } from '../../../../shared/contracts/personas.ts';

export interface GeneratePersonaInput {
  /** The name typed in the Create New Persona form. */
  name: string;
  /** The persona description typed in the form. */
  prompt: string;
  /** Extracted text of the chosen source files. */
  fileTexts: { filename: string; text: string }[];
}

/** What `persona_details` stores, with every Big Five score required of the model. */
export const GeneratePersonaOutputSchema = PersonaDetailsSchema.extend({
  personalityTraits: PersonalityTraitsSchema.extend({ bigFive: GeneratedBigFiveSchema }),
});
