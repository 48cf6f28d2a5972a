// What a character is played from: the scenario's character and situation, the persona behind it (when there is one),
// the glossary's terms and facts from the scenario's files. A session keeps it frozen in its row; every engine's
// character-reply input is this context plus the conversation so far (server/ai/contracts/character-reply.ts).
import type { GlossaryTerm } from '../glossary-terms.ts';
import type { CharacterBrief } from './character-brief.ts';

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

export interface CharacterContext {
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
}
