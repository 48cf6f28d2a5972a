// A scenario's brief: the stored one, or for a row that has none yet, one read from its description's prose fields.
import type { ScenarioBrief } from '../../../shared/contracts/character-brief.ts';
import { characterProfileOf, type ScenarioDescription } from '../../../shared/contracts/scenarios.ts';
import { parseScenarioDescription } from '../../../shared/contracts/scenarios-constants.ts';
import { briefFromProse, learnerBriefFromProse } from '../../ai/tasks/character-reply/brief.ts';

const text = (value: string | undefined) => value?.trim() ?? '';

/** The brief a description's prose gives: every stated fact kept, nothing added. */
export function briefFromDescription(description: ScenarioDescription): ScenarioBrief {
  const character = characterProfileOf(description);
  const overview = text(description.scenarioDetails?.Overview);
  return {
    character: briefFromProse(character, overview),
    learner: learnerBriefFromProse(overview, [character.background, character.scenarioSnippet, character.relevanceToScenario]),
  };
}

/** A row's brief: as stored, or read from its description when it has none. */
export function briefOfRow(row: { brief: ScenarioBrief | null; description: unknown }): ScenarioBrief {
  return row.brief ?? briefFromDescription(parseScenarioDescription(typeof row.description === 'string' ? row.description : JSON.stringify(row.description ?? {})));
}

/** The description's character fields kept in step with the brief's identity, the fields older screens read. */
export function descriptionInStep(description: Record<string, unknown>, brief: ScenarioBrief): Record<string, unknown> {
  const { name, age, gender, occupation } = brief.character.identity;
  return { ...description, charactersName: name, charactersAge: age, charactersGender: gender, charactersOccupation: occupation };
}
