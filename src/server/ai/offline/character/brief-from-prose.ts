// A character brief read from a scenario's prose fields (the description written before scenarios had a brief, or
// a session started before then): the identity from the character's fields, the situation from their background and
// the scene, and the opening line from the scene's quoted opener when it has one.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { CharacterProfile } from '../../tasks/character-reply/schema.ts';
import { firstSentence } from '../text.ts';

const QUOTED_OPENER = /(?:opens with|says|starts with)[:,]?\s*["“]([^"”]{8,400})["”]/i;

export function briefFromProse(character: CharacterProfile, overview: string): CharacterBrief {
  const name = character.name || 'The other person';
  const situation = [character.background, character.scenarioSnippet].filter(Boolean).join(' ') || overview || `${name} is in a conversation at work.`;
  const opener = QUOTED_OPENER.exec(character.scenarioSnippet)?.[1]?.trim();
  return {
    identity: {
      name,
      age: character.age,
      gender: character.gender,
      occupation: character.occupation || 'Professional',
      organisation: '',
      location: '',
      language: 'English',
      personality: 'direct',
      tone: '',
      speakingStyle: '',
    },
    situation: situation.slice(0, 2_000),
    facts: [],
    hiddenFacts: [],
    objections: [],
    outcome: {
      agreement: 'a clear next step',
      condition: 'a concrete proposal with a date',
      requires: [{ label: 'a concrete next step', keywords: ['next step', 'follow up', 'send', 'schedule', 'book'] }],
      agreementLine: 'All right, that works for me. Let us do that.',
      walkAwayWhen: 'pushed or insulted twice',
      walkAwayLine: "I don't think this is going anywhere today. Let's leave it here.",
    },
    openingLine: opener ?? firstSentence(character.relevanceToScenario || situation),
  };
}
