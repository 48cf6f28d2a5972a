// What the character's reply is built from: the scenario's character and situation, the persona behind it (when
// there is one), the glossary's terms, facts from the scenario's files, and the conversation so far.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import type { GlossaryTerm } from '../../../../shared/glossary-terms.ts';

export type { GlossaryTerm };

export interface CharacterProfile {
  name: string;
  gender: string;
  age: string;
  occupation: string;
  background: string;
  /** The situation from the character's side (the scenario's "snippet"). */
  scenarioSnippet: string;
  relevanceToScenario: string;
}

/** The persona a scenario was built from (advanced scenarios): what shapes how the character talks. */
export interface CharacterPersona {
  motivationsAndGoals: string;
  challengesAndGrowthAreas: string;
  skillsAndAbilities: string;
  industryRelevance: string;
}

export interface CharacterReplyInput {
  scenarioName: string;
  /** The scenario's overview: the situation as a whole. */
  overview: string;
  character: CharacterProfile;
  /** The character brief: identity, facts, hidden facts, objections and outcome. Every engine plays from it. */
  brief: CharacterBrief;
  persona: CharacterPersona | null;
  glossary: GlossaryTerm[];
  /** Sentences from the scenario's source files, without the files' names. */
  facts: string[];
  /** The conversation so far, ending with the learner's line. */
  messages: ChatMessage[];
}
