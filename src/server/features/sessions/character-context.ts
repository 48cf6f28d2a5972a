// Turns a stored scenario (with its persona, glossary and files) into what the character's reply is built from.
// Shared by the Vibes Check and the sessions that follow it; loadCharacterContext reads the scenario's files for it.
import { characterProfileOf, type ChatMessage } from '../../../shared/contracts/scenarios.ts';
import { parseScenarioDescription } from '../../../shared/contracts/scenarios-constants.ts';
import { parseGlossaryTerms } from '../../../shared/glossary-terms.ts';
import { briefFromProse } from '../../ai/tasks/character-reply/brief.ts';
import type { CharacterPersona, CharacterProfile, CharacterReplyInput } from '../../ai/contracts/character-reply.ts';
import type { Db } from '../../db/client.ts';
import { getFileTexts } from '../files/file-texts.ts';
import type { ChatScenarioRow } from './sessions.repository.ts';

const MAX_GLOSSARY_TERMS = 60;
const MAX_FACTS = 80;
const MIN_FACT_LENGTH = 20;
const MAX_FACT_LENGTH = 300;

/** The files' text as separate statements (sentences or list lines) of a quotable length; names of files are not kept. */
export function extractFacts(texts: readonly string[]): string[] {
  const facts: string[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    for (const line of text.split(/\n+/)) {
      for (const sentence of line.split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)) {
        const fact = sentence.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').replaceAll(/\s+/g, ' ').trim();
        if (fact.length < MIN_FACT_LENGTH || fact.length > MAX_FACT_LENGTH || seen.has(fact.toLowerCase())) continue;
        seen.add(fact.toLowerCase());
        facts.push(fact);
        if (facts.length >= MAX_FACTS) return facts;
      }
    }
  }
  return facts;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function toPersona(details: Record<string, unknown> | null): CharacterPersona | null {
  if (!details) return null;
  return {
    motivationsAndGoals: text(details.motivationsAndGoals),
    challengesAndGrowthAreas: text(details.challengesAndGrowthAreas),
    skillsAndAbilities: text(details.skillsAndAbilities),
    industryRelevance: text(details.industryRelevance),
  };
}

export function toCharacterReplyInput(scenario: ChatScenarioRow, fileTexts: readonly string[], messages: ChatMessage[]): CharacterReplyInput {
  // A description that is not the expected shape loses only its broken fields.
  const description = parseScenarioDescription(JSON.stringify(scenario.description));
  const overview = text(description.scenarioDetails?.Overview);
  const character: CharacterProfile = characterProfileOf(description);
  return {
    scenarioName: scenario.name,
    overview,
    character,
    brief: scenario.brief?.character ?? briefFromProse(character, overview),
    persona: toPersona(scenario.personaDetails),
    glossary: parseGlossaryTerms(scenario.glossaryContent, MAX_GLOSSARY_TERMS),
    facts: extractFacts(fileTexts),
    messages,
  };
}

/**
 * A session's frozen character as the engines play it: a session started before scenarios had a brief gets one
 * read from its prose fields.
 */
export function playableContext<T extends Omit<CharacterReplyInput, 'messages' | 'brief'> & { brief?: CharacterReplyInput['brief'] }>(
  context: T,
): T & Pick<CharacterReplyInput, 'brief'> {
  return { ...context, brief: context.brief ?? briefFromProse(context.character, context.overview) };
}

/** The scenario's character, its files' facts included: what a session or a Vibes Check is played from. */
export async function loadCharacterContext(db: Db, scenario: ChatScenarioRow, messages: ChatMessage[]): Promise<CharacterReplyInput> {
  // The files ground the scenario's owner's character; samples have none.
  const files = scenario.userId ? await getFileTexts(db, scenario.userId, scenario.fileIds) : [];
  return toCharacterReplyInput(
    scenario,
    files.map((file) => file.text),
    messages,
  );
}
