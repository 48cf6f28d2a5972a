// Who a learner's sentence makes a commitment for. Besides "I" and "we", the learner speaks for the body they work
// for: "our team", "my office", "the practice", "the council". Which body is theirs is read from the scenario: the
// learner's stated role ("You are a practice manager": the practice; "a pharmacist": the pharmacy, by WordNet's
// derivations), or a body the scenario names that is not the character's ("Parkside Pharmacy", "the school"). A body
// the character belongs to (its organisation, its job: "the bakery") or one the scenario never names ("the bank"
// where a bank plays no part) is another side, and its doing is no offer of the learner's. Without a scenario, a body
// is read in grammar only: a noun WordNet files as a group in its commoner senses ("school", "council", "firm"), not
// one named by what it does to its customers ("the insurer", "the lender": a verb and "-er").
import { derivedWords, hasPartOfSpeech, nounKinds } from './wordnet.ts';
import { readWords, type Word } from './lemmas.ts';

/** How many of a noun's senses are read for a body. */
const BODY_SENSES = 3;
/** Modals by which a body is committed in the learner's words; "might", "may", "could" only guess at what it does. */
const BODY_COMMITS = new Set(['will', "'ll", 'll', 'can', 'shall', 'wo', 'ca']);

function isBody(lemma: string): boolean {
  return nounKinds(lemma, BODY_SENSES).includes('group') && !isAgentNoun(lemma);
}

// "insurer" ← insure, "lender" ← lend, "supplier" ← supply: a body named by the service it sells.
function isAgentNoun(lemma: string): boolean {
  const match = /^(\p{L}{3,}?)(i)?(?:er|or)$/u.exec(lemma);
  if (!match) return false;
  const stem = match[1]!;
  return [stem, `${stem}e`, match[2] ? `${stem}y` : stem].some((verb) => hasPartOfSpeech(verb, 'verb'));
}

/** The bodies a scenario gives each side, as lemmas: the learner's, the character's, and every body it names. */
export interface ScenarioSides {
  learner: ReadonlySet<string>;
  character: ReadonlySet<string>;
  named: ReadonlySet<string>;
  /** The verbs of the doings the character asks leave for ("your word that I can ship…"): "Ship the 80 now" grants one. */
  leaveAsked?: ReadonlySet<string>;
}

/** What a scenario says of its two sides: its texts (overview, the character's situation) and who the character is. */
export interface SidesSource {
  texts: readonly string[];
  organisation: string;
  occupation: string;
}

// "You are a practice manager.", "She is talking with a pharmacist.", "You work for the council.": the learner's role.
const LEARNER_ROLE = /\b(?:you are|you're|(?:is|are) talking (?:with|to))\s+(?:a|an|the)\s+([^.;:!?,]+)|\byou work (?:at|for|in)\s+([^.;:!?,]+)/gi;

/** A word with its family in WordNet ("pharmacist" → pharmacy, "banker" → bank): what names the same body. */
function family(lemma: string): string[] {
  return [lemma, ...derivedWords(lemma, 'any', BODY_SENSES)];
}

function nounLemmas(text: string): string[] {
  return readWords(text)
    .filter((word) => word.isWord && word.pos === 'noun' && !word.stopWord && /^\p{L}{3,}$/u.test(word.lemma))
    .map((word) => word.lemma.toLowerCase());
}

// "Parkside Pharmacy", "Hope Valley Children's Trust": a name of two or more capitalised words ends in what it is.
const NAMED_BODY = /\b(?:\p{Lu}[\p{L}'’&-]*\s+)+(\p{Lu}\p{Ll}+)\b/gu;

/** The scenario's sides, read once per scenario. */
export function scenarioSides(source: SidesSource): ScenarioSides {
  const text = source.texts.join(' ');
  const roles = [...text.matchAll(LEARNER_ROLE)].map((match) => match[1] ?? match[2] ?? '');
  const learner = new Set(roles.flatMap(nounLemmas).flatMap(family));
  const character = new Set([source.organisation, source.occupation].flatMap(nounLemmas).flatMap(family));
  const capitalised = [...text.matchAll(NAMED_BODY)].map((match) => match[1]!.toLowerCase()).filter((head) => hasPartOfSpeech(head, 'noun'));
  const named = new Set([...capitalised, ...nounLemmas(text).filter(isBody)]);
  return { learner, character, named };
}

/** What a character's brief says of the sides, besides the scenario's overview (when there is one). */
export interface BriefOfSides {
  situation: string;
  openingLine: string;
  identity: { organisation: string; occupation: string };
  facts: readonly { answer: string }[];
}

/** The sides of a scenario played from a character's brief, and its overview when known. */
export function briefSides(brief: BriefOfSides, overview = ''): ScenarioSides {
  return scenarioSides({
    texts: [overview, brief.situation, brief.openingLine, ...brief.facts.map((fact) => fact.answer)],
    organisation: brief.identity.organisation,
    occupation: brief.identity.occupation,
  });
}

/** Whether a body named by its noun is the learner's side in the scenario (see the file's head). */
function isLearnersBody(lemma: string, sides: ScenarioSides | undefined): boolean {
  if (!sides) return isBody(lemma);
  const kin = family(lemma);
  if (kin.some((word) => sides.learner.has(word))) return true;
  if (kin.some((word) => sides.character.has(word))) return false;
  return sides.named.has(lemma);
}

/**
 * Where the subject the learner speaks for ends, if one starts at `index`: the index of the word after it (its
 * modal), or -1. "I", "we", "our team", "our new accounts team", "the school" (the learner's body in `sides`, before a
 * modal that commits).
 */
export function ownSideSubjectEnd(words: readonly Word[], index: number, sides?: ScenarioSides): number {
  const first = words[index]?.text.toLowerCase();
  if (first === 'i' || first === 'we') return index + 1;
  if (first !== 'our' && first !== 'my' && first !== 'the') return -1;
  // The subject's words run to its head noun, the last noun before the modal.
  let at = index + 1;
  while (at < words.length && words[at]!.pos !== 'verb' && (words[at]!.pos === 'noun' || words[at]!.pos === 'adjective')) at += 1;
  const head = words[at - 1];
  if (at === index + 1 || !head || head.pos !== 'noun') return -1;
  if (first !== 'the') return at;
  // "the school" commits only with a modal of will or ability, and only as one body, not "the insurance company".
  if (at !== index + 2 || !isLearnersBody(head.lemma.toLowerCase(), sides) || !BODY_COMMITS.has(words[at]?.text.toLowerCase() ?? '')) return -1;
  return at;
}
