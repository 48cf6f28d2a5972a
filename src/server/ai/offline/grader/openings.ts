// What the brief says the learner could still have done in this conversation, for "Try saying" lines written for this
// scenario: an objection left open, a hidden fact or a topic not drawn out, the outcome not reached.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { Uncovered } from '../../../../shared/contracts/reports.ts';
import { splitSentences, wordsOf } from '../../language/text.ts';
import { contentLemmas, readWords } from '../../language/lemmas.ts';
import { statedWants } from '../scenario/stated-wants.ts';
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
  const wants = theirWants(brief);
  // The brief's own words of what would answer it: the report's speak of the character in the third person.
  const raised = raisedOpen ? brief.objections.find((objection) => objection.objection === raisedOpen.objection) : undefined;
  const found = raised ? { objection: raised.objection, resolvedBy: raised.resolvedBy } : neverHandled ? { objection: neverHandled.objection, resolvedBy: neverHandled.resolvedBy } : null;
  const open = found ? { ...found, isTheirWant: restatesAWant(found.resolvedBy, wants) } : null;
  const drawnOut = new Set(uncovered.facts.map((fact) => fact.topic));
  const hidden = brief.hiddenFacts.find((fact) => !drawnOut.has(fact.topic));
  return {
    openObjection: open,
    hiddenTopic: hidden ? { topic: hidden.topic, unlock: hidden.unlock } : null,
    missingTopic: brief.facts.find((fact) => !drawnOut.has(fact.topic))?.topic ?? null,
    knownAnswer: uncovered.facts[0]?.answer ?? null,
    // The brief's own words of it: the report's outcome speaks of the character in the third person.
    agreement: uncovered.outcome.reached ? null : brief.outcome.agreement,
    agreementIsTheirWant: restatesAWant(brief.outcome.agreement, wants),
    topics: matterTopics(brief).slice(0, 2),
  };
}

/** The character's wants as the situation states them ("She wants a two-bedroom flat near the boys' school by the end of May"). */
function theirWants(brief: CharacterBrief): string[] {
  const { name, gender } = brief.identity;
  const firstName = name.split(/\s+/).find((part) => !TITLES.has(part.replace(/\.$/, '').toLowerCase())) ?? name;
  const stated = /^f/i.test(gender) ? 'Female' : /^m/i.test(gender) ? 'Male' : 'Not stated';
  return statedWants(splitSentences(brief.situation), { name, firstName, gender: stated });
}

/** Whether a phrase says one of the character's wants whole: every content word of the want is in it ("my" and "your" aside). */
function restatesAWant(phrase: string, wants: readonly string[]): boolean {
  const said = new Set(contentLemmas(phrase));
  return wants.some((want) => {
    const wanted = contentLemmas(want);
    return wanted.length > 0 && wanted.every((lemma) => said.has(lemma));
  });
}

const DETERMINERS = new Set(['the', 'my', 'our', 'his', 'her', 'their', 'your', 'its']);

/**
 * The brief's topics as the facts' answers say them ("my son Cai", "the exclusion letter"), for a line that names the
 * matter: a phrase of a determiner and nouns holding the topic's own word, from a fact about the situation (one the
 * situation names). A label with no such phrase ("Their role", "The money", "How it feels") names nothing the
 * character said and is left out.
 */
export function matterTopics(brief: CharacterBrief): string[] {
  const situation = new Set(readWords(brief.situation).map((word) => word.lemma));
  const phrases: string[] = [];
  for (const fact of [...brief.facts, ...brief.hiddenFacts]) {
    const topicWords = new Set(readWords(fact.topic.toLowerCase()).filter((word) => word.isWord && !word.stopWord).map((word) => word.lemma));
    if (![...topicWords].some((lemma) => situation.has(lemma))) continue;
    const phrase = phraseNaming(fact.answer, topicWords);
    if (phrase && !phrases.some((other) => other.toLowerCase() === phrase.toLowerCase())) phrases.push(phrase);
  }
  return phrases;
}

/** "My son Cai" in "My son Cai, 13, got a two-day exclusion": a determiner, then nouns (and a name) holding one of the words. */
function phraseNaming(answer: string, lemmas: ReadonlySet<string>): string | null {
  const words = readWords(answer);
  for (let start = 0; start < words.length; start += 1) {
    if (!DETERMINERS.has(words[start]!.text.toLowerCase())) continue;
    let end = start + 1;
    // A noun the model reads as a verb before another noun ("ward managers") describes it.
    const describes = (at: number) => words[at]!.pos === 'verb' && words[at]!.text.toLowerCase() === words[at]!.lemma && words[at + 1]?.pos === 'noun';
    while (end < words.length && words[end]!.isWord && (words[end]!.pos === 'noun' || words[end]!.pos === 'adjective' || describes(end))) end += 1;
    const run = words.slice(start + 1, end);
    if (run.length === 0 || run.length > 4 || run.at(-1)!.pos !== 'noun' || !run.some((word) => lemmas.has(word.lemma))) continue;
    // "I am the mother of Oscar" says who the character is, not a matter to hear about.
    if (words[start - 1]?.lemma === 'be' || /^i['’]m$/i.test(words[start - 1]?.text ?? '')) continue;
    const phrase = words.slice(start, end).map((word) => word.text).join(' ');
    // The character's "your van" is the learner's own: named as "the van".
    return phrase.replace(/^your\b/i, 'the');
  }
  return null;
}
