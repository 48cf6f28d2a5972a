// The generate-scenario task's input, and its output: the shared scenario description with every field described
// for the model, plus the scenario's categories. The guidance stays here, out of the contract the browser loads.
import { z } from 'zod';
import {
  BriefFactSchema,
  BriefHiddenFactSchema,
  BriefIdentitySchema,
  BriefObjectionSchema,
  BriefOutcomeSchema,
  BriefRequirementSchema,
  CharacterBriefSchema,
  LearnerBriefSchema,
} from '../../../shared/contracts/character-brief.ts';
import { GeneratedScenarioDescriptionSchema, SCENARIO_MAX_CATEGORIES } from '../../../shared/contracts/scenarios.ts';

/** The chosen persona's facts that an advanced scenario keeps unchanged. */
export interface ScenarioPersonaFacts {
  name: string;
  age: string;
  gender: string;
  occupation: string;
  background: string;
  /** Where the persona lives or works, as the persona states it ("Mértola, Portugal"). */
  hometown?: string;
  nationality?: string;
  /** The language the persona speaks. */
  language?: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The facts an advanced scenario keeps from a persona's stored details; `name` when the details give none. */
export function personaFactsOf(details: Record<string, unknown>, name: string): ScenarioPersonaFacts {
  return {
    name: text(details.name) || name,
    age: text(details.age),
    gender: text(details.gender),
    occupation: text(details.occupation),
    background: text(details.background),
    hometown: text(details.hometown),
    nationality: text(details.nationality),
    language: text(details.language),
  };
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
  charactersGender: described.charactersGender.describe('"Female" or "Male" when a pronoun, a title or a name that is clearly one or the other says so; otherwise "Not stated" (the character is then spoken of as "they"). Never guess.'),
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

const identity = BriefIdentitySchema.shape;
const fact = BriefFactSchema.shape;
const objection = BriefObjectionSchema.shape;
const outcome = BriefOutcomeSchema.shape;
const KEYWORDS_GUIDE = 'Lower-case words or short phrases a person would say on this topic, numbers and codes as written ("invoice", "48,300", "INV-2291").';

const DescribedFactSchema = BriefFactSchema.extend({
  topic: fact.topic.describe('A short topic name: "The invoice", "Budget", "The team".'),
  keywords: fact.keywords.describe(KEYWORDS_GUIDE),
  answer: fact.answer.describe("The character's answer when asked, first person, in their tone, stating the fact exactly as given (names, numbers, places)."),
});

/** The brief with guidance on every field, for a model; the shared contract stays free of it. */
export const DescribedScenarioBriefSchema = z
  .object({
    character: CharacterBriefSchema.extend({
      identity: BriefIdentitySchema.extend({
        name: identity.name.describe("The character's full name, as stated."),
        age: identity.age.describe('Age in years, digits only; the stated age if any.'),
        gender: identity.gender.describe('"Female" or "Male" as stated or implied by a pronoun, a title or the name; "Not stated" when nothing says.'),
        occupation: identity.occupation.describe('Job title, as stated.'),
        organisation: identity.organisation.describe('Their company or workplace as stated ("Baltic Freight", "a rural clinic"); empty when none is stated.'),
        location: identity.location.describe('City and country as stated ("Tallinn", "Mértola, Portugal"); empty when none is stated. Never invent a different place.'),
        language: identity.language.describe('The language they speak in the conversation.'),
        personality: identity.personality.describe('A few words, keeping the stated ones exactly ("polite but evasive"). Never soften or contradict them.'),
        tone: identity.tone.describe('How they sound to the learner today, consistent with the stated personality.'),
        speakingStyle: identity.speakingStyle.describe('How they speak: "short sentences, formal", "courteous but vague".'),
      }),
      situation: CharacterBriefSchema.shape.situation.describe(
        "The character's side of the situation in the third person: who they are, where they are, who they are talking with and why (who visits or calls whom), and every stated fact. Never include the learner's own goal.",
      ),
      facts: z.array(DescribedFactSchema).max(30).describe('Every stated fact about the character and their side (and the source material\'s facts, never its file names), each answerable when asked. 5 to 12 facts.'),
      hiddenFacts: z
        .array(
          BriefHiddenFactSchema.extend({
            topic: fact.topic.describe('A short topic name.'),
            keywords: fact.keywords.describe(KEYWORDS_GUIDE),
            answer: fact.answer.describe('What they reveal, first person, consistent with every stated fact.'),
            unlock: BriefHiddenFactSchema.shape.unlock.describe('"open_question": revealed to an open question on the topic; "empathy": revealed after the learner shows understanding.'),
          }),
        )
        .max(10)
        .describe('One to three things the character keeps back until asked well; plausible for this situation and never contradicting a stated fact.'),
      objections: z
        .array(
          BriefObjectionSchema.extend({
            objection: objection.objection.describe('The concern in the character\'s voice; stated concerns first ("insists on…", "won\'t pay until…").'),
            keywords: objection.keywords.describe('Words in the learner\'s line that bring it up.'),
            resolvedBy: objection.resolvedBy.describe('What resolves it, as a noun phrase the character can say in the first person ("I\'d still want …"): "a reference call with a hospital like ours". Never a verb phrase, never he/she/her/his about the character.'),
            resolveKeywords: objection.resolveKeywords.describe('Words a learner resolving it would naturally say ("part-payment", "pilot", "re-send").'),
            resolvedLine: objection.resolvedLine.describe('What the character says once it is resolved.'),
          }),
        )
        .max(10)
        .describe("Two to four concerns the character raises, phrased for this character and this situation."),
      outcome: BriefOutcomeSchema.extend({
        agreement: outcome.agreement.describe('What the character agrees to when the condition is met.'),
        condition: outcome.condition.describe('What the learner must have done for the character to agree.'),
        requires: z
          .array(
            BriefRequirementSchema.extend({
              label: BriefRequirementSchema.shape.label.describe('One thing the character needs before agreeing, as a noun phrase it can say in the first person ("I\'d still need …"): "a payment date", "some recognition for my work". Never a verb phrase, never he/she/her/his about the character.'),
              keywords: BriefRequirementSchema.shape.keywords.describe('Words a good learner would naturally say when doing it.'),
            }),
          )
          .min(1)
          .max(6)
          .describe('One to three requirements; all must be met.'),
        agreementLine: outcome.agreementLine.describe('What the character says when agreeing, in their tone.'),
        walkAwayWhen: outcome.walkAwayWhen.describe('What makes the character end the conversation.'),
        walkAwayLine: outcome.walkAwayLine.describe('What the character says when ending it, in their tone.'),
      }),
      openingLine: CharacterBriefSchema.shape.openingLine.describe(
        "The character's first line, in their stated tone, fitting who came to whom (a character being visited welcomes the visitor; a guarded one is not warm).",
      ),
    }),
    learner: LearnerBriefSchema.extend({
      situation: LearnerBriefSchema.shape.situation.describe('The situation as the learner sees it, in "you" form ("You are…", "You meet…"), grammatical, keeping every stated fact; nothing the character keeps back.'),
      goal: LearnerBriefSchema.shape.goal.describe('The learner\'s own goal as they stated it ("My goal: …", "I want to…"), or a fitting one when none is stated.'),
    }),
  })
  .describe("The scenario's brief: what only the character knows, and apart from it, what the learner sees.");

export const GenerateScenarioOutputSchema = z.object({
  description: GeneratedScenarioOutputDescriptionSchema,
  brief: DescribedScenarioBriefSchema,
  categories: z
    .array(z.string().min(1).max(40))
    .min(1)
    .max(SCENARIO_MAX_CATEGORIES)
    .describe(
      `One to ${SCENARIO_MAX_CATEGORIES} categories, most fitting first. Prefer "Customer Service", "Leadership", "Sales", "HR" and "Project Management"; add another short category only where none of those fits.`,
    ),
});
export type GenerateScenarioOutput = z.infer<typeof GenerateScenarioOutputSchema>;
