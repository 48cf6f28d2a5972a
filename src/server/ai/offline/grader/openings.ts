// What the brief says the learner could still have done in this conversation, for "Try saying" lines written for this
// scenario: an objection left open, a hidden fact or a topic not drawn out, the outcome not reached.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { Uncovered } from '../../../../shared/contracts/reports.ts';
import { wordsOf } from '../text.ts';
import type { ScenarioOpenings } from './behaviour-types.ts';

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'sir', 'madam']);

/** Whether the learner called the character by name (first name, surname or "Mr Reid") in any line. */
export function hasGreetedByName(characterName: string, learnerLines: readonly string[]): boolean {
  const parts = new Set(wordsOf(characterName).filter((word) => word.length >= 2 && !TITLES.has(word)));
  if (parts.size === 0) return false;
  return learnerLines.some((line) => wordsOf(line).some((word) => parts.has(word)));
}

export function openingsFrom(brief: CharacterBrief, uncovered: Uncovered): ScenarioOpenings {
  const handled = new Set(uncovered.objections.filter((entry) => entry.line !== null).map((entry) => entry.objection));
  const raisedOpen = uncovered.objections.find((entry) => entry.raised && entry.line === null);
  const neverHandled = brief.objections.find((objection) => !handled.has(objection.objection));
  const open = raisedOpen ? { objection: raisedOpen.objection, resolvedBy: raisedOpen.resolved_by } : neverHandled ? { objection: neverHandled.objection, resolvedBy: neverHandled.resolvedBy } : null;
  const drawnOut = new Set(uncovered.facts.map((fact) => fact.topic));
  const hidden = brief.hiddenFacts.find((fact) => !drawnOut.has(fact.topic));
  return {
    openObjection: open,
    hiddenTopic: hidden ? { topic: hidden.topic, unlock: hidden.unlock } : null,
    missingTopic: brief.facts.find((fact) => !drawnOut.has(fact.topic))?.topic ?? null,
    knownAnswer: uncovered.facts[0]?.answer ?? null,
    agreement: uncovered.outcome.reached ? null : uncovered.outcome.agreement,
    topics: brief.facts.slice(0, 2).map((fact) => fact.topic),
  };
}
