// The offline character's first line of a session: a greeting, who they are in a few words, and their concern from
// the situation, in the first person. Built only from the character and the scenario, never from the files, so it
// states no figure the learner's documents could contradict. Deterministic for the same scenario.
import type { CharacterReplyInput } from '../../tasks/character-reply/schema.ts';
import { stableHash } from '../seeded-choice.ts';
import { firstSentence, inFirstPerson, occupationPhrase, plainText, withoutFinalStop } from './character-text.ts';

function pick<T>(choices: readonly T[], seed: number, salt: number): T {
  return choices[(seed + salt * 7919) % choices.length] as T;
}

/** The character opens the conversation in 1–3 sentences of plain text. */
export function openingLine(input: Pick<CharacterReplyInput, 'scenarioName' | 'overview' | 'character'>): string {
  const { character } = input;
  const name = plainText(character.name);
  const firstName = name.split(/\s+/)[0] ?? name;
  const occupation = occupationPhrase(withoutFinalStop(plainText(character.occupation)));
  const scenarioName = withoutFinalStop(plainText(input.scenarioName));
  const seed = stableHash(`${name}\u0000${scenarioName}\u0000${character.scenarioSnippet}`);

  let introduction: string;
  if (name && occupation) {
    introduction = pick([`Hello, I'm ${name}, ${occupation}.`, `Hi, ${name} here, ${occupation}.`, `Good to see you; I'm ${firstName}, ${occupation}.`], seed, 1);
  } else if (name) {
    introduction = pick([`Hello, I'm ${name}.`, `Hi, ${name} here.`], seed, 1);
  } else if (occupation) {
    introduction = `Hello, I'm here as ${occupation}.`;
  } else {
    introduction = 'Hello, thanks for making time for this.';
  }

  const situationSource = [character.scenarioSnippet, character.relevanceToScenario, input.overview].map(plainText).find((text) => text.length > 0);
  const concern = situationSource
    ? inFirstPerson(firstSentence(situationSource), name)
    : scenarioName
      ? `I'm here about "${scenarioName}", and it matters to me.`
      : 'I have something that needs sorting out, and I hope you can help.';

  const invitation = pick(['So, what do you have for me?', 'Where do we go from here?', 'I hope you have something concrete for me.'], seed, 2);
  return [introduction, concern, invitation].join(' ');
}
