// What a scenario's character says, read from its brief, for the tests that check the brief's wording.
import type { ScenarioBrief } from '../../../../shared/contracts/character-brief.ts';

/** Every sentence the character says from its brief: the opening, facts, concerns, and the outcome's two lines. */
export function spokenLines(brief: ScenarioBrief): string[] {
  const { character } = brief;
  return [
    character.openingLine,
    ...character.facts.map((fact) => fact.answer),
    ...character.hiddenFacts.map((fact) => fact.answer),
    ...character.objections.flatMap((objection) => [objection.objection, objection.resolvedLine]),
    character.outcome.agreementLine,
    character.outcome.walkAwayLine,
  ];
}

/** Every text the brief puts in the character's words: its lines and the phrases they are built from (what resolves a concern, the agreement, what it requires). */
export function spokenTexts(brief: ScenarioBrief): string[] {
  const { character } = brief;
  return [
    ...spokenLines(brief),
    ...character.objections.map((objection) => objection.resolvedBy),
    character.outcome.agreement,
    ...character.outcome.requires.map((requirement) => requirement.label),
  ];
}
