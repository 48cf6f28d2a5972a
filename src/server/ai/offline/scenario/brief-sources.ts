// The person's words a brief is written from, by side (the character's and the learner's), and what is read from
// them: the organisation and the sentences the character knows.
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { extractFacts, type PersonaFacts } from '../persona/extract-facts.ts';
import { splitSentences, ensureStop } from '../../language/text.ts';
import { quantitiesIn } from '../../language/quantities.ts';
import { readWords, type Word } from '../../language/lemmas.ts';
import { withNoteFormSubject } from './note-form.ts';
import { derivedWords, feelingsOf, isKindOf, isPersonNoun } from '../../language/wordnet.ts';
import { readDescription, type DescriptionReading } from './read-scenario.ts';
import { isLearnerOnly, learnerSideNouns } from './learner-side.ts';
import { RELATIONSHIP_ROLES, WORKPLACE_RELATIONSHIPS } from '../persona/lexicon.ts';
import type { BriefCharacter } from './write-brief.ts';
import { firstNameOf } from '../../../../shared/name-address.ts';

interface Sources {
  /** Character-side text: the AI role, the persona's background and the description's shared sentences. */
  characterText: string[];
  /** What the character is as the person typed it: the AI role or the persona's occupation. */
  role: string;
  learnerText: string[];
  /** The nouns of the learner's role that name their side: "the school can refund…" is theirs to offer. */
  learnerNouns: string[];
  reading: DescriptionReading;
  persona: GenerateScenarioInput['persona'];
}

/** The character-side and learner-side sentences of the input. */
export function readSources(input: GenerateScenarioInput): Sources {
  const reading = readDescription(input.description);
  const characterText = [input.aiRole ?? '', input.persona?.occupation ?? '', input.persona?.background ?? '', ...reading.sharedSentences].filter(Boolean);
  return { characterText, role: [input.aiRole ?? '', input.persona?.occupation ?? ''].join(' ').trim(), learnerText: [input.myRole ?? '', ...reading.learnerSentences].filter(Boolean), learnerNouns: learnerSideNouns(input.myRole), reading, persona: input.persona };
}

const NAMED_ORGANISATION = /\b(?:at|of|for)\s+(\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+){0,3})/u;

const NOT_ORGANISATIONS = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

// "Fiona runs Marsh Kitchen": a business the character runs is theirs.
const RUN_ORGANISATION = /\b(?:runs|ran|owns|manages|founded)\s+(\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+){0,3})/u;
// The verbs by which a person belongs to an organisation named after them: works at, is employed by, joined.
const BELONGING_VERBS = new Set(['work', 'employ', 'join', 'run', 'own', 'manage', 'found']);

/**
 * Whether a name the words give is the character's organisation: said with their job ("the finance director at
 * Baltic Freight"), or by a verb of belonging ("works at", "runs"), or one derived from their job ("volunteered at"
 * for a volunteer), or sharing a noun with what they are ("Club member", "Riverside Hockey Club"). "Getting married
 * at Hollins Farm", "designed the brochure for Greenleaf Foods" and "trained at the Royal Northern College" name a
 * place, a client and a college, not where the character belongs.
 */
function belongsToCharacter(organisation: string, texts: readonly string[], role: string): boolean {
  const lower = organisation.toLowerCase();
  const text = texts.find((candidate) => candidate.toLowerCase().includes(lower));
  // A name the words do not hold as written ("Greenleaf Foods. His") is no organisation of theirs.
  if (!text) return false;
  const before = text.slice(0, text.toLowerCase().indexOf(lower)).replace(/\s*\b(?:the|an?)\s*$/i, '').trimEnd();
  // "three days a week in the Manchester office" names where the work is, like "at": it needs their job or a verb of belonging too.
  // A named organisation the words open with is theirs ("Baltic Freight owes…"); a common noun ("The school office
  // told her…") names a place anyone may speak of, so it needs their job or a verb of belonging like any other.
  const isNamed = /\p{Lu}/u.test(organisation.replace(/^(?:the|an?)\s+/i, ''));
  if (before === '' || /[.!?;:]$/.test(before)) return isNamed;
  const jobLemmas = new Set(readWords(role).filter((word) => word.isWord && !word.stopWord).map((word) => word.lemma));
  const jobDerived = new Set([...jobLemmas].flatMap((lemma) => derivedWords(lemma, 'noun')));
  // Inside a sentence and after no preposition, a name is theirs only after a verb of belonging ("Fiona runs Marsh
  // Kitchen"); "her poodle Biscuit" names the dog.
  if (!/\b(?:at|of|for|with|from|by|in|on|to|into)$/i.test(before)) {
    const last = readWords(before).filter((word) => word.isWord).at(-1);
    return isNamed && last?.pos === 'verb' && (BELONGING_VERBS.has(last.lemma) || jobDerived.has(last.lemma) || jobLemmas.has(last.lemma));
  }
  const near = readWords(before).filter((word) => word.isWord).slice(-5, -1);
  // The verb right before the preposition: "volunteered at", not "designed the brochure for".
  const verb = near.at(-1)?.pos === 'verb' ? near.at(-1) : undefined;
  if (verb && (BELONGING_VERBS.has(verb.lemma) || jobDerived.has(verb.lemma) || jobLemmas.has(verb.lemma))) return true;
  // "an NHS patient at Bryn Dental Practice", "a customer of Zenmobile": the one the organisation serves, so it is the
  // other side, never where they work.
  if (near.slice(-2).some((word) => word.pos === 'noun' && isServedParty(word.lemma))) return false;
  // "Helen Carter, the CFO of Northwind Logistics", "Keiko, project lead at Hoshi Systems": a job right before it.
  // "a watercolour painted by his late grandfather at The Frame Room": a person who is someone's own is another person.
  const personNoun = near.slice(-2).find((word) => word.pos === 'noun' && isPersonNoun(word.lemma));
  const isSomeonesOwn = personNoun !== undefined && near.slice(0, near.indexOf(personNoun)).some((word) => POSSESSIVE.test(word.text));
  if (near.some((word) => jobLemmas.has(word.lemma)) || (personNoun && !isSomeonesOwn)) return true;
  return readWords(organisation).some((word) => word.pos === 'noun' && jobLemmas.has(word.lemma));
}

const POSSESSIVE = /^(?:my|your|his|her|its|our|their)$|['’]s$/i;

/** Whether a noun names what someone is to an organisation that serves them ("patient", "customer"), not a place at work. */
function isServedParty(lemma: string): boolean {
  return RELATIONSHIP_ROLES.includes(lemma) && !WORKPLACE_RELATIONSHIPS.has(lemma);
}

// What WordNet files the ones an organisation serves under: "policyholder" and "shopper" are customers, "passenger" and
// "guest" travellers.
const SERVED_KINDS = ['customer', 'consumer', 'client', 'traveler'];

/**
 * Whether a role as typed names someone the other side serves: its head noun a relationship of the lexicon's that is
 * no place at work ("Gym member" aside, "Customer", "Parent"), or a kind of customer or traveller by WordNet
 * ("Policyholder", "Hotel guest", "Passenger", "Retail buyer").
 */
export function namesServedParty(role: string): boolean {
  const head = readWords(role).filter((word) => word.isWord && word.pos === 'noun').at(-1);
  return head !== undefined && (isServedParty(head.lemma) || SERVED_KINDS.some((kind) => isKindOf(head.lemma, kind)));
}

/** A name as the person wrote it ("the Manchester office", not "the manchester office"), when their words hold it. */
function asWritten(name: string, texts: readonly string[]): string {
  const lower = name.toLowerCase();
  for (const text of texts) {
    const at = text.toLowerCase().indexOf(lower);
    if (at >= 0) return text.slice(at, at + name.length);
  }
  return name;
}

/** The organisation the character belongs to, as the character-side words name it and write it. */
export function readOrganisation(sources: Sources, facts: PersonaFacts, occupation = ''): string | null {
  const found = readOrganisationName(sources, facts, occupation);
  return found === null ? null : asWritten(found, sources.characterText);
}

function readOrganisationName(sources: Sources, facts: PersonaFacts, occupation: string): string | null {
  // What the character is, in the engine's words and as the role was typed ("Vendor project lead"); a role that names
  // the party an organisation serves ("Bank customer", "Hotel guest") says who serves them, never where they work.
  const role = [occupation, sources.role].filter((text) => !namesServedParty(text)).join(' ');
  const theirs = (candidate: string | null | undefined): candidate is string => Boolean(candidate) && (!occupation || belongsToCharacter(candidate!, sources.characterText, role));
  for (const text of sources.characterText) {
    const found = extractFacts(text).organization ?? RUN_ORGANISATION.exec(text)?.[1];
    if (theirs(found)) return found;
  }
  if (theirs(facts.organization)) return facts.organization;
  // "the CFO of Northwind Logistics", "a buyer at Kestrel Foods".
  for (const text of sources.characterText) {
    const named = NAMED_ORGANISATION.exec(text)?.[1];
    // "for Bramble's knee surgery" names whose surgery, not a workplace.
    if (named && !NOT_ORGANISATIONS.test(named) && !/['’]s$/.test(named) && theirs(named)) return named;
  }
  return theirs(facts.workplace) ? facts.workplace : null;
}

/** Whether a sentence only introduces the character ("Dmitri Volkov, 51, is the finance director at …"). */
export function isIntroduction(sentence: string, character: BriefCharacter): boolean {
  if (isMeetingFrame(sentence, character)) return true;
  // A sentence with a figure says more than who they are ("…a data engineer with 7 years of experience").
  // A figure said in words counts too ("for six years").
  // A figure of the job itself ("a Year 6 teacher") says no more than the job.
  const at = sentence.toLowerCase().indexOf(character.occupation.toLowerCase());
  const withoutJob = at < 0 ? sentence : `${sentence.slice(0, at)}${sentence.slice(at + character.occupation.length)}`;
  const withoutAge = withoutJob.replace(/\b\d{1,3}[-\s]year[-\s]old\b|,\s*\d{1,3},/g, '');
  return at >= 0 && sentence.includes(character.name.split(' ')[0]!) && sentence.split(/\s+/).length <= 16 && quantitiesIn(withoutAge).length === 0;
}

/**
 * Whether a sentence of the learner's only says they meet the character: "You meet with Ines Moreau.", "I take a call
 * from Ines Moreau." (what else it said of them is a sentence of its own, named-person.ts). Nothing in it is a fact.
 */
function isMeetingFrame(sentence: string, character: BriefCharacter): boolean {
  if (!/^(?:you|i|we)\b/i.test(sentence.trim()) || !sentence.includes(character.name)) return false;
  const rest = sentence.replace(character.name, ' ');
  return rest.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length <= 6 && quantitiesIn(rest).length === 0;
}

/**
 * The sentences the character knows, in the order written: the persona's background, then every sentence of the
 * description but the goal, the learner's own bargaining room or private knowledge, who the learner is, and the one
 * that only introduces the character (that is the role fact).
 */
export function characterStatements(sources: Sources, character: BriefCharacter): string[] {
  return [...describedStatements(sources, character), ...personaStatements(sources, character)];
}

const statementsOf = (sentences: readonly string[], character: BriefCharacter, learnerNouns: readonly string[] = []) =>
  sentences
    .filter((sentence) => !isIntroduction(sentence, character))
    .flatMap((sentence) => sentence.split(/;\s+(?=\p{Ll})/u).map(ensureStop))
    .flatMap((clause) => withStateOfItsOwn(clause, character))
    // "…wants all of it back; the school can refund £240 now": a clause of the learner's side stays theirs.
    .filter((clause) => !isLearnerOnly(clause.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()), learnerNouns));

/** The description's sentences the character knows: the matter of the scenario. */
export function describedStatements(sources: Sources, character: BriefCharacter): string[] {
  // Notes about the character ("Wants it fixed before winter.") are sentences of theirs with the subject given back.
  return statementsOf(sources.reading.ordered.filter((sentence) => !isLearnerOnly(sentence.text, sources.learnerNouns)).map((sentence) => (sentence.side === 'learner' ? sentence.text : withNoteFormSubject(sentence.text, character.name, character.gender))), character, sources.learnerNouns);
}

/** The persona's background: who the character is, which the description's matter comes before. */
export function personaStatements(sources: Sources, character: BriefCharacter): string[] {
  return sources.persona ? statementsOf(splitSentences(sources.persona.background), character) : [];
}

// The verbs by which a predicate says how its subject is: "and is worried it will cap his mark".
const STATE_VERBS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were']);

/**
 * A sentence of the character's with how it is joined after what it does, as two statements of that subject: "He wants
 * a two-week extension and is worried it will cap his mark." → "He wants a two-week extension." and "He is worried it
 * will cap his mark.", so the want is told as a want and the worry as a worry. Any other sentence stays whole.
 */
function withStateOfItsOwn(sentence: string, character: BriefCharacter): string[] {
  const pronoun = character.gender === 'Female' ? 'She' : character.gender === 'Male' ? 'He' : null;
  const firstName = firstNameOf(character.name);
  const subject = [character.name, firstName, pronoun].find((each): each is string => each !== null && each.length > 1 && sentence.startsWith(`${each} `));
  if (!subject) return [sentence];
  const words = readWords(sentence);
  // "and" right before the state verb, with no subject of its own between, and no comma-free clause of another
  // subject before it: the first verb of the sentence is the subject's.
  const at = words.findIndex((word, index) => word.lemma === 'and' && index > 2 && STATE_VERBS.has(words[index + 1]?.text.toLowerCase() ?? '') && words[index + 1]!.pos === 'verb' && saysAState(words, index + 2));
  if (at < 0 || words[at - 1]!.text === ',' || words.slice(0, at).some((word) => word.text === ',' || /^(?:who|which|that|because|since|when|while|if)$/i.test(word.text))) return [sentence];
  const cut = sentence.search(new RegExp(`\\s+and\\s+${words[at + 1]!.text}\\b`));
  if (cut < 0) return [sentence];
  const first = ensureStop(sentence.slice(0, cut).trim());
  const second = ensureStop(`${subject} ${sentence.slice(cut).trim().replace(/^and\s+/, '')}`);
  return [first, second];
}

/**
 * Whether the words after a copula say how its subject is: an adjective as read there ("unhappy", "very anxious"), or
 * a participle of a verb of feeling, as WordNet files it ("worried", "annoyed"); not what was done to it ("was billed
 * £690", "was refused because…").
 */
function saysAState(words: readonly Word[], from: number): boolean {
  let at = from;
  while (words[at]?.pos === 'adverb') at += 1;
  const word = words[at];
  if (word === undefined || !word.isWord) return false;
  return word.pos === 'adjective' || (word.pos === 'verb' && (feelingsOf(word.lemma, 'verb').size > 0 || feelingsOf(word.text.toLowerCase(), 'adjective').size > 0));
}
