// The generate-scenario task's input, and its output: the shared scenario description with every field described
// for the model, plus the scenario's categories. The guidance stays here, out of the contract the browser loads.
import { z } from 'zod';
import { GeneratedScenarioDescriptionSchema, SCENARIO_MAX_CATEGORIES } from '../../../../shared/contracts/scenarios.ts';

/** The chosen persona's facts that an advanced scenario keeps unchanged. */
export interface ScenarioPersonaFacts {
  name: string;
  age: string;
  gender: string;
  occupation: string;
  background: string;
}

export interface GenerateScenarioInput {
  mode: 'Quick' | 'Advanced';
  title: string;
  /** Quick scenarios: who the character is (the form's "AI role"). */
  aiRole: string | null;
  /** Quick scenarios: who the learner is (the form's "My role"). */
  myRole: string | null;
  description: string;
  /** Advanced scenarios: the chosen persona. */
  persona: ScenarioPersonaFacts | null;
  /** Advanced scenarios: the rubric the session is graded by, by name and criteria. */
  rubric: { name: string; criteria: string[] } | null;
  /** The glossary's terms, one "Term: meaning" a line. */
  glossary: { name: string; terms: string } | null;
  /** Extracted text of the chosen source files; the names are left out so they never end up in the prose. */
  fileTexts: string[];
}

const described = GeneratedScenarioDescriptionSchema.shape;

export const GeneratedScenarioOutputDescriptionSchema = GeneratedScenarioDescriptionSchema.extend({
  charactersName: described.charactersName.describe("The character's full name. Keep any name the learner or the persona gives."),
  charactersGender: described.charactersGender.describe('"Female" or "Male". Keep any gender stated or implied by pronouns or the name.'),
  charactersAge: described.charactersAge.describe('Age in years, digits only, for example "42". Keep any age stated.'),
  charactersOccupation: described.charactersOccupation.describe('Job title in title case, for example "Fisherman". Keep any occupation stated.'),
  charactersBackground: described.charactersBackground.describe(
    'A paragraph about the character: career, workplace, attitudes and history, keeping every fact the learner, the persona and the source files give.',
  ),
  charactersScenarioSnippet: described.charactersScenarioSnippet.describe(
    'The situation in two or three sentences, from the moment the conversation starts, ending with the character\'s opening line of dialogue.',
  ),
  charactersRelevanceToScenario: described.charactersRelevanceToScenario.describe(
    'Why this character matters in this conversation: what they want, what they resist, and what the learner should practise.',
  ),
  scenarioDetails: z
    .object({
      Overview: described.scenarioDetails.shape.Overview.describe(
        'An overview of the scenario for the learner: who they are, who they meet, what is at stake and what a good outcome looks like.',
      ),
    })
    .describe('Details of the scenario shown to the learner.'),
});

export const GenerateScenarioOutputSchema = z.object({
  description: GeneratedScenarioOutputDescriptionSchema,
  categories: z
    .array(z.string().min(1).max(40))
    .min(1)
    .max(SCENARIO_MAX_CATEGORIES)
    .describe(
      `One to ${SCENARIO_MAX_CATEGORIES} categories, most fitting first. Prefer "Customer Service", "Leadership", "Sales", "HR" and "Project Management"; add another short category only where none of those fits.`,
    ),
});
export type GenerateScenarioOutput = z.infer<typeof GenerateScenarioOutputSchema>;
