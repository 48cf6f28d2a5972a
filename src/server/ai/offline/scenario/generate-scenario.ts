// The offline scenario engine: settles who the character is from the learner's inputs, writes the scenario's brief
// (write-brief.ts) and then the prose fields from that brief, so the two always agree. Facts are kept as stated;
// only what is missing is filled, from word tables, seeded by the input. Deterministic, network-free and fast.
import { SCENARIO_MAX_CATEGORIES, type GeneratedScenarioDescription } from '../../../../shared/contracts/scenarios.ts';
import type { GenerateScenarioInput, GenerateScenarioOutput, ScenarioPersonaFacts } from '../../contracts/generate-scenario.ts';
import { extractFacts, type PersonaFacts } from '../persona/extract-facts.ts';
import { toTitleCase } from '../persona/prompt-words.ts';
import { isPersonLikeName } from '../persona/identity.ts';
import { ATTITUDES, COUNTRIES, FEMALE_NAMES, MALE_NAMES, NON_TITLE_WORDS, OCCUPATION_HEADS, RELATIONSHIP_ROLES, SURNAMES, WORKPLACE_RELATIONSHIPS } from '../persona/lexicon.ts';
import { createChooser, type Chooser } from '../seeded-choice.ts';
import { splitSentences } from '../../language/text.ts';
import { lemmaOf, readWords } from '../../language/lemmas.ts';
import { hasPartOfSpeech, isKindOf, isNameOnly, isPersonNoun } from '../../language/wordnet.ts';
import { findUnreadableInputReason } from '../readable-input.ts';
import { withUnitsWrittenOut } from '../../language/units-written-out.ts';
import { chooseCategories, practiceFor } from './scenario-categories.ts';
import { writeBrief, type WrittenBrief } from './write-brief.ts';
import { inCharactersThirdPerson, roleHead } from './character-first-person.ts';
import { withoutNoteLabel } from './note-form.ts';
import { BESIDE_OPENING_NAME } from './read-scenario.ts';
import { jobOfRunBusiness, personaUnderStatedJob } from './stated-over-persona.ts';
import { characterGenderIn, describedSubject, isNameWords, NAME_WORD, namedPeopleIn, namedPersonIn, withNameClausesApart } from './named-person.ts';
import { NO_PRONOUN, UNSTATED_GENDER, presentFor, pronounsFor, type CharacterGender, type Pronouns, type ReferredGender } from './pronouns.ts';
import { capitalize, escapeRegExp, joinList } from '../../../../shared/text.ts';
import { addressOf, isTitle } from '../../../../shared/name-address.ts';
import { firstNameOf, TITLE_WRITTEN } from '../../../../shared/name-address.ts';

/** The input cannot be made sense of; the message tells the person what to write instead. */
export class ScenarioNotUnderstoodError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioNotUnderstoodError';
  }
}

type Gender = Exclude<CharacterGender, typeof UNSTATED_GENDER>;

const ROLE_CATEGORY: Record<string, string> = {
  customer: 'Customer Service',
  client: 'Customer Service',
  caller: 'Customer Service',
  shopper: 'Customer Service',
  guest: 'Customer Service',
  stakeholder: 'Project Management',
  sponsor: 'Project Management',
  'team member': 'Leadership',
  'direct report': 'Leadership',
  employee: 'HR',
  prospect: 'Sales',
};
// Words ending like a job noun that are not one.
const NOT_JOBS = new Set(['other', 'member', 'number', 'order', 'letter', 'matter', 'never', 'ever', 'under', 'after', 'over', 'water', 'paper', 'power', 'dinner', 'summer', 'winter', 'corner', 'border', 'chapter', 'computer', 'printer', 'weather', 'together', 'however', 'whether', 'error', 'floor', 'door', 'colour', 'color', 'person', 'man', 'woman', 'gentleman', 'human', 'moment', 'agreement', 'payment', 'department', 'event', 'parent', 'client', 'patient', 'student', 'tenant', 'resident', 'account', 'amount', 'restaurant', 'plant', 'supplier', 'customer', 'user', 'buyer', 'manner', 'banner', 'partner', 'meeting', 'report']);
const JOB_NOUN = /(?:man|woman|ist|ian|er|or|ant|ent|eur)$/;
const ATTITUDE_STEMS = ATTITUDES.flatMap((attitude) => attitude.stems.filter((stem) => !stem.includes(' ')));
// How a role is described rather than what the job is: "Grumpy fisherman" is a fisherman.
const MOOD_WORDS = new Set(['grumpy', 'angry', 'friendly', 'nervous', 'unhappy', 'cheerful', 'rude', 'pushy', 'difficult', 'polite', 'moody', 'chatty', 'bossy', 'stubborn', 'elderly', 'worried', 'confused', 'irate', 'furious', 'loud', 'quiet', 'shy', 'proud', 'aggressive', 'annoyed', 'disappointed', 'loyal', 'retired']);

function isAttitudeWord(lower: string): boolean {
  return MOOD_WORDS.has(lower) || ATTITUDE_STEMS.some((stem) => lower.startsWith(stem));
}

function isJobNoun(word: string): boolean {
  const lower = word.toLowerCase();
  if (NOT_JOBS.has(lower) || RELATIONSHIP_ROLES.includes(lower)) return false;
  return OCCUPATION_HEADS.has(lower) || (lower.length >= 5 && JOB_NOUN.test(lower));
}

/**
 * The job in a short phrase, without adjectives: "Grumpy old fisherman" → "Fisherman"; what follows "of" says whose
 * or of what, kept as written: "Daughter of a resident", "Head of HR".
 */
function jobOfPhrase(phrase: string): string | null {
  const of = /^(.+?)\s+of\s+(\S.*)$/i.exec(phrase.trim());
  if (of) {
    const head = jobOfPhrase(of[1]!);
    const tail = of[2]!.replace(/[^\p{L}\d'’&\s-]/gu, '').trim();
    return head && tail && head.split(' ').length + tail.split(/\s+/).length <= 5 ? `${head} of ${tail}` : head;
  }
  const words = phrase
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\d'’&-]/gu, ''))
    .filter((word) => word && !NON_TITLE_WORDS.has(word.toLowerCase()) && !isAttitudeWord(word.toLowerCase()));
  if (words.length === 0 || words.length > 4) return null;
  return toTitleCase(words.join(' '));
}

/** A job the persona tables do not know, in "a 67-year-old fisherman" or "Tom is a fisherman". */
function readJobNoun(text: string): string | null {
  const patterns = [
    /\b\d{1,2}[-\s]?(?:year|yr)s?[-\s]old\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+?)(?=\s+(?:who|whose|from|with|at|in|and|named|called|that|on)\b|[,.;:!?()]|$)/giu,
    // "Ines is a primary school teacher selling her car": a participle after the job ends it too.
    // "a Year 6 teacher", "an IT service desk analyst": up to three words before the job, a year group among them.
    // "He's a primary school teacher, calm but stubborn": the verb contracted after the pronoun or name that opens a sentence.
    /(?:\b(?:is|was|as|am|works as)|(?<=(?:^|[.!?]\s+)(?:he|she|\p{Lu}\p{Ll}+))['’]s)\s+(?:an?|the)\s+((?:[\p{L}\d-]+\s+){0,3}?[\p{L}-]+?)(?=\s+(?:who|whose|from|with|at|in|and|named|called|that|on)\b|\s+\p{Ll}+ing\b|[,.;:!?()]|$)/giu,
    // "Tomasz Nowak, a sales engineer from Leeds, missed…", "Ada Obi, 34, midwife, has…": set beside the name that opens
    // the sentence, between commas.
    new RegExp(String.raw`${BESIDE_OPENING_NAME}(?:(?:an?|the)\s+)?((?:[\p{L}\d-]+\s+){0,3}?[\p{L}-]+?)(?=\s+(?:who|whose|from|with|at|in|and|named|called|that|on)\b|,)`, 'gu'),
  ];
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const phrase = match[1] ?? '';
      const last = phrase.split(/\s+/).at(-1) ?? '';
      if (!isJobNoun(last)) continue;
      const job = jobOfPhrase(phrase);
      if (job) return job;
    }
  }
  return null;
}

/** Whether a role names a job ("Bakery owner", "Senior staff nurse") rather than a part in the story ("Candidate", "Bride"). */
function isJobRole(role: string): boolean {
  const words = role.split(/\s+/).map((word) => word.replace(/[^\p{L}'’&-]/gu, '')).filter(Boolean);
  return words.some((word) => isJobNoun(word));
}

/** The sentences whose subject is the character: their name, first name or pronoun. */
function sentencesAbout(description: string, name: string, gender: CharacterGender): string {
  const first = firstNameOf(name);
  const pronoun = gender === 'Female' ? 'She' : gender === 'Male' ? 'He' : NO_PRONOUN;
  return splitSentences(description)
    .filter((sentence) => sentence.startsWith(name) || sentence.startsWith(first) || new RegExp(`^(?:${pronoun}|${TITLE_WRITTEN}\\s+[A-Z])\\b`).test(sentence))
    .join(' ');
}

/**
 * The relationship noun in a role ("Upset customer" → "customer"), if any; never the owner a possessive names
 * ("Patient's daughter" is no patient).
 */
function relationshipIn(text: string): string | null {
  const lower = ` ${text.toLowerCase().replace(/[\p{L}-]+['’]s?(?=\s|$)/gu, ' ').replace(/[^\p{L}\s-]/gu, ' ')} `;
  return RELATIONSHIP_ROLES.find((role) => lower.includes(` ${role} `) || lower.includes(` ${role}s `)) ?? null;
}

function normalizeGender(value: string | null | undefined): Gender | null {
  const lower = value?.trim().toLowerCase() ?? '';
  if (lower === 'female' || lower === 'woman' || lower === 'f') return 'Female';
  if (lower === 'male' || lower === 'man' || lower === 'm') return 'Male';
  return null;
}

function genderOfName(name: string): Gender | null {
  const first = firstNameOf(name);
  if (/^(?:Mrs|Ms|Miss)\b/.test(name)) return 'Female';
  if (/^Mr\b/.test(name)) return 'Male';
  if (FEMALE_NAMES.includes(first) || COUNTRIES.some((country) => country.femaleNames?.includes(first))) return 'Female';
  if (MALE_NAMES.includes(first) || COUNTRIES.some((country) => country.maleNames?.includes(first))) return 'Male';
  return null;
}

/**
 * What a role says beside the character's name typed in it, when the rest is a phrase for what they are, ending in
 * its noun: "Allotment holder, Gwen Price" → "Allotment holder"; never "Daughter of Gwen Price", whose rest is no
 * phrase alone. Null when the role does not hold the name so.
 */
function roleBesideName(role: string, name: string): string | null {
  const at = new RegExp(`(?:^|\\s*,\\s*|\\s+)${escapeRegExp(name)}(?=$|[\\s,])`, 'iu');
  if (!at.test(role)) return null;
  const rest = role.replace(at, ' ').replace(/\s*,\s*$|^\s*,\s*/gu, '').replace(/\s+/gu, ' ').trim();
  const words = readWords(rest).filter((word) => /\p{L}/u.test(word.text));
  return words.at(-1)?.pos === 'noun' ? rest : null;
}

/**
 * The name typed beside the job in the role, when the role's own reading finds none: "Dog owner, Marcus Bell",
 * "Tenant Sara Lopez". The name is a run of two or three capitalised words at either end that read as a name, and
 * what is left of the role ends on a noun (the job).
 */
function nameBesideJobInRole(role: string): string | null {
  const words = role.trim().replace(/\s*,\s*/gu, ' , ').split(/\s+/);
  for (const length of [3, 2]) {
    for (const run of [words.slice(-length), words.slice(0, length)]) {
      const name = run.join(' ');
      if (run.length === length && run.length < words.length && isRoleAName(name) && isNameWords(name) && roleBesideName(role, name) !== null) return name;
    }
  }
  return null;
}

/** A role typed as a name: "Tom Baker", or a single known first name. */
function isRoleAName(role: string): boolean {
  const words = role.trim().split(/\s+/);
  if (words.length === 1) return FEMALE_NAMES.includes(words[0]!) || MALE_NAMES.includes(words[0]!);
  return isPersonLikeName(role) && !words.some(isJobNoun) && relationshipIn(role) === null;
}


interface Character {
  name: string;
  gender: CharacterGender;
  age: string;
  occupation: string;
  /** Null: written from the facts below. */
  background: string | null;
  /** What the character is to the learner ("customer"), when the inputs say. */
  relationship: string | null;
  /** The relationship, when the scene names them by it because no job was stated. */
  introducedAs?: string | null;
  /** What the description calls them instead of their name ("the buyer"). */
  roleNoun?: string | null;
}

/** Whether the name the description gives belongs to the learner ("Sarah, the manager, must tell Tom ..."). */
function isLearnersName(name: string, description: string, myRole: string | null): boolean {
  if (!myRole) return false;
  const at = description.indexOf(name);
  if (at === -1) return false;
  const around = description.slice(at + name.length, at + name.length + 60).toLowerCase();
  // The role's head noun, before what qualifies it: "Practice manager at Kestrel Vets" → "manager", never the firm's
  // name, which the description may well mention after the character's name.
  const roleWords = myRole.trim().split(/\s+(?:at|for|of|in|with|from|on|to)\s+/i)[0]!.split(/\s+/);
  const head = roleWords.at(-1)?.toLowerCase() ?? '';
  if (head.length < 3 || !around.includes(head)) return false;
  // The role is said of the name ("Sarah, the manager,", "Dev Patel is the IT manager", "…works as a manager"), not
  // of someone the name does something to: "Alex Reid has asked to see the teacher" names the one who asked.
  const between = readWords(around.slice(0, around.indexOf(head))).filter((word) => word.isWord);
  if (between.some((word) => word.pos === 'verb' && word.lemma !== 'be') && !between.some((word) => word.text === 'as')) return false;
  // "Dev Patel is the IT manager" to an "Account manager": another kind of the same head is the character's own job.
  const modifier = roleWords.length >= 2 ? roleWords.at(-2)!.toLowerCase() : null;
  const said = new RegExp(String.raw`(\S+)\s+${head.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`).exec(around)?.[1];
  return !(modifier && said && !/^(?:a|an|the|our|my|your|their|his|her|its)$/.test(said) && said !== modifier);
}

const NAME_FOLLOWERS = /^(?:,|\s+(?:is|was|has|had|says|said|calls|called|wants|asks|asked|arrives|arrived|reports|ordered|from|at|of|needs|used|runs|ran|works|complains|insists|thinks|owns|rented|booked|brought|applied|manages|leads|emailed|moved|joined|volunteers|lives|teaches|started|bought)\b)/;
// "Amara Okafor and her two sons were moved…": a name joined with someone who is theirs is a person's.
const WITH_THEIR_OWN = /^\s+and\s+(?:her|his)\s+\p{Ll}/u;
// After a known first name or an honorific, any verb may follow: "Priya Nair owns…", "Mrs Okafor rented…".
const ANY_FOLLOWER = /^(?:,|\s+\p{Ll})/u;
// Nothing after it: a note that gives a name alone, "Name: Rhona McLeish" on a line of its own, says only who.
const NOTHING_AFTER = /^\.?$/;

/** Whether the word after the first `count` words of a sentence is a verb, as the language model reads it: "Tomás Rivera designed…". */
function isVerbAfter(sentence: string, count: number): boolean {
  const next = readWords(sentence).filter((word) => word.isWord)[count];
  if (next === undefined || !/^\p{Ll}/u.test(next.text)) return false;
  // The tagger reads a name it has never seen as a noun phrase and a verb after it as its head ("Ólafur Jónsson
  // rents…"): a third-person or past form of a verb WordNet knows is a verb there too.
  return next.pos === 'verb' || (/(?:[^s]s|ed)$/.test(next.text) && hasPartOfSpeech(lemmaOf(next.text), 'verb'));
}

/** A person named at the start of a sentence: "Marcus Reid calls because…", "Mrs Okafor arrives…", "Helen Carter, the CFO…". */
function leadingName(description: string): string | null {
  for (const sentence of splitSentences(description)) {
    const written = new RegExp(String.raw`^((?:${TITLE_WRITTEN}\s+)?${NAME_WORD}(?:\s+${NAME_WORD})?)`, 'u').exec(sentence)?.[1];
    if (!written) continue;
    // "Sam Turner's daughter is…": the one whose daughter it is, named without the possessive.
    const name = written.replace(/['’]s$/, '');
    const words = name.split(/\s+/);
    const isHonorific = isTitle(words[0]!);
    const isKnownFirstName = FEMALE_NAMES.includes(words[0]!) || MALE_NAMES.includes(words[0]!);
    const follower = sentence.slice(written.length);
    if ((isHonorific || isKnownFirstName || (name !== written && isPersonLikeName(name))) && ANY_FOLLOWER.test(follower)) return name;
    // A first name alone that no table lists ("Marcus bought…"): a noun, as the model reads it, that WordNet holds only
    // as a name, with a verb after it; a capitalised common word ("Parking is…", "Sales fell…") or a pronoun ("You
    // meet…") opening a sentence is not a name there.
    const isNoun = readWords(sentence).find((word) => word.isWord)?.pos === 'noun';
    // "Neighbours say…": a plural of a common word is that word, though WordNet lists only its singular.
    const singular = lemmaOf(name.toLowerCase());
    const isCommonWordsForm = singular !== name.toLowerCase() && !isNameOnly(singular);
    if (words.length === 1 && name === written && isNoun && isNameOnly(name) && !isCommonWordsForm && isVerbAfter(sentence, 1) && isPersonLikeName(name)) return name;
    if ((NAME_FOLLOWERS.test(follower) || WITH_THEIR_OWN.test(follower) || NOTHING_AFTER.test(follower) || isVerbAfter(sentence, words.length)) && words.length === 2 && isPersonLikeName(name)) return name;
  }
  return null;
}

/**
 * Of the names read from a description, the one it names first; a name not written as read ("Dr. Price" for "Dr
 * Price") keeps its place before the others, as the surest reading.
 */
/**
 * The person a description opens with as the owner of someone: "Tom Hale's 3-year-old daughter, Isla, lost her
 * place…" names Tom, the parent, whom a role "Parent" is; never when the role is the one owned ("Sam's mother, Jo
 * Price, …" played as "Mother" is Jo).
 */
function possessiveOwnerIn(description: string, role: string): string | null {
  const found = /^\s*(\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'’-]+?)?)['’]s?\s+((?:[\p{L}\d-]+\s+){0,2}?)([\p{Ll}-]+)\b/u.exec(description);
  if (!found || !isPersonNoun(found[3]!)) return null;
  const roleWords = role.toLowerCase().split(/[^\p{L}-]+/u);
  return roleWords.includes(found[3]!) ? null : found[1]!;
}

/**
 * The name the description gives the character's own role: "The treasurer is Gordon Blake", "our treasurer, Gordon
 * Blake,", "Gordon Blake, the club treasurer," for a "Club treasurer". Whoever else it names first ("My son Leo plays
 * for…"), the one said to be the role is the character.
 */
function nameGivenToRole(description: string, role: string): string | null {
  const head = roleHead(role);
  if (head === null || head.length < 3 || !isPersonNoun(head)) return null;
  const name = String.raw`((?:${TITLE_WRITTEN}\s+)?${NAME_WORD}(?:\s+${NAME_WORD}){1,2})`;
  const said = String.raw`(?:[Tt]he|[Oo]ur|[Yy]our|[Mm]y|[Tt]heir)\s+(?:[\p{Ll}-]+\s+){0,2}${head}`;
  const found =
    new RegExp(String.raw`${said}(?:\s+(?:is|was)\s+|\s*,\s*)${name}(?![\p{L}'’])`, 'u').exec(description) ??
    new RegExp(String.raw`${name}\s*,\s*${said}\b`, 'u').exec(description);
  return found?.[1] ?? null;
}

function firstNamed(description: string, names: readonly (string | null)[]): string | null {
  const found = names.filter((name): name is string => Boolean(name));
  // A name read in another form than written ("Dr. Shah" from "Dr Shah") is placed where its last word is.
  const at = (name: string) => {
    const index = description.indexOf(name);
    const surname = name.split(/\s+/).at(-1)!;
    const bySurname = index >= 0 ? index : description.search(new RegExp(`\\b${escapeRegExp(surname)}\\b`, 'u'));
    return bySurname >= 0 ? bySurname : Number.POSITIVE_INFINITY;
  };
  // Named at the same place, the fuller name is the one: "Grace Okoye", not "Grace" read from "Grace wants…".
  const isEarlier = (name: string, first: string) => at(name) < at(first) || (at(name) === at(first) && name.length > first.length && name.startsWith(first));
  return found.reduce<string | null>((first, name) => (first === null || isEarlier(name, first) ? name : first), null);
}

// People a description may call the character by, beside jobs and relationships: "The buyer wants…".
const PERSON_NOUNS = new Set(['buyer', 'seller', 'owner', 'caller', 'guest', 'candidate', 'applicant', 'volunteer', 'neighbour', 'neighbor', 'landlord', 'landlady', 'member', 'visitor', 'resident']);

/** What a description calls the persona instead of their name: "The buyer wants a 15% discount…" → "buyer". */
function roleNounIn(description: string): string | null {
  for (const sentence of splitSentences(description)) {
    const noun = /^(?:The|A|An)\s+(?:[a-z-]+\s+)?([a-z-]+)\s+(?:wants|is|has|says|asks|needs|thinks|insists|refuses|won['’]t|will|keeps|expects|believes|feels|complains)\b/.exec(sentence)?.[1];
    if (noun && (isJobNoun(noun) || RELATIONSHIP_ROLES.includes(noun) || PERSON_NOUNS.has(noun))) return noun;
  }
  return null;
}

/**
 * The gender the description gives the persona it names ("Ewa wants… her weekly veg box… She has another buyer"), when
 * the persona's name does not tell it: the scenario's own words decide who "she" is.
 */
function describedGender(persona: ScenarioPersonaFacts, description: string, facts: PersonaFacts): Gender | null {
  const firstName = persona.name.trim().split(/\s+/)[0] ?? '';
  if (!firstName || genderOfName(persona.name) || !new RegExp(`\\b${firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(description)) return null;
  const gender = genderReferredTo(characterGenderIn(description, persona.name), facts.gender);
  return gender === 'Female' || gender === 'Male' ? gender : null;
}

/**
 * The gender the description gives the character it names: a pronoun that surely refers to them ("Samir has taken
 * his cockapoo, Biscuit… collect her at noon" is male: "her" is Biscuit), never one of someone they talk about
 * ("Ravi Menon calls about his mother's care; she wants…"). Without one, the description's pronouns read as a whole
 * (`wholeReading`), unless every pronoun of that gender went to someone else and one of the other may be theirs.
 */
function genderReferredTo(referred: ReferredGender, wholeReading: string | null): string | null {
  const isOthersOnly = (gender: string | null) => (gender === 'Female' || gender === 'Male') && referred.toCharacter[gender] === 0 && referred.toOthers[gender] > 0;
  return referred.certain ?? (referred.uncertain && isOthersOnly(wholeReading) ? referred.uncertain : wholeReading);
}

/**
 * A persona from the library whose name the description never uses, in a description that opens on a person's name
 * ("Tom Reyes is a backend developer…" played from a sample persona called something else): the description says who
 * the character is, so the character takes the name it states, and a gender its pronouns or the name give, not the
 * persona's. A description that uses the persona's name, or opens on the learner's, leaves the persona as it is.
 */
function personaNamedAsDescribed(persona: ScenarioPersonaFacts, description: string, myRole: string | null): ScenarioPersonaFacts {
  const named = leadingName(description);
  if (!named || isLearnersName(named, description, myRole)) return persona;
  const isPersonaNamed = persona.name
    .split(/\s+/)
    .filter((word) => word.length > 1 && !isTitle(word))
    .some((word) => new RegExp(`(?<![\\p{L}])${escapeRegExp(word)}(?![\\p{L}])`, 'iu').test(description));
  if (isPersonaNamed) return persona;
  // The persona's own story told of "her" is no story of a character the description makes "he", and the other way.
  const referred = characterGenderIn(description, named);
  const gender = referred.certain ?? genderOfName(named) ?? referred.uncertain;
  const was = normalizeGender(persona.gender);
  const othersPronouns = was === 'Female' ? /\b(?:she|her|hers|herself)\b/i : was === 'Male' ? /\b(?:he|him|his|himself)\b/i : null;
  const background = gender && was && gender !== was && othersPronouns ? splitSentences(persona.background).filter((sentence) => !othersPronouns.test(sentence)).join(' ') : persona.background;
  return { ...persona, name: named, gender: '', background };
}

/** The persona with what the description states of them winning: the job it gives them ("runs an e-bike repair shop", "is a teacher"). */
function personaUnderDescription(persona: ScenarioPersonaFacts, description: string, facts: PersonaFacts): ScenarioPersonaFacts {
  const gender = describedGender(persona, description, facts) ?? normalizeGender(persona.gender) ?? genderOfName(persona.name) ?? UNSTATED_GENDER;
  const about = sentencesAbout(description, persona.name, gender);
  return personaUnderStatedJob(persona, readJobNoun(about) ?? jobOfRunBusiness(about));
}

function characterFromPersona(persona: ScenarioPersonaFacts, choose: Chooser, described: Gender | null = null): Character {
  // The persona's facts carry over as they are; only a gender the description cannot hold is mapped, and a gender the
  // description gives a persona whose name does not tell it is the description's.
  // A gender nothing states is not guessed: the character is "they".
  const gender = described ?? normalizeGender(persona.gender) ?? genderOfName(persona.name) ?? UNSTATED_GENDER;
  return { name: persona.name, gender, age: persona.age, occupation: persona.occupation, background: persona.background, relationship: null };
}

function characterFromLearner(input: GenerateScenarioInput, descriptionFacts: PersonaFacts, choose: Chooser): Character {
  const role = input.aiRole?.trim() ?? '';
  const roleFacts = extractFacts(role);
  const roleIsName = isRoleAName(role);
  // At the start of a sentence, or inside one as grammar reads it: "You meet with Ines Moreau, who runs…". The one
  // named first is whom the description is told about: "Tom Gallagher cancelled his contract… An adviser called
  // Leanne promised him a call back" names Leanne as someone Tom dealt with.
  const namedFirst = firstNamed(input.description, [descriptionFacts.personName, leadingName(input.description), namedPersonIn(input.description), possessiveOwnerIn(input.description, role)]);
  // Another person named more often is the one the description is about ("…has asked to meet Rhian Morgan. Rhian wants…").
  const others = namedPeopleIn(input.description).filter((name) => !isLearnersName(name, input.description, input.myRole));
  const namedInDescription = nameGivenToRole(input.description, role) ?? (namedFirst && !isLearnersName(namedFirst, input.description, input.myRole) ? describedSubject(input.description, namedFirst, others) : namedFirst);
  const describedName = namedInDescription && !isLearnersName(namedInDescription, input.description, input.myRole) ? namedInDescription : null;
  // "Long-time subscriber": the first half of a compound word is not a name.
  // The name the description gives, typed in the role as well, is the name there, whatever word the role opens on
  // ("Stallholder, Nia Okafor"), unless the role's own reading of the name holds it ("Gareth Evans, a retired
  // postman" for "Gareth").
  const readInRole = (roleFacts.personName && !role.includes(`${roleFacts.personName}-`) ? roleFacts.personName : null) ?? nameBesideJobInRole(role);
  const sharesAWord = (one: string, other: string) => one.toLowerCase().split(/\s+/).some((word) => other.toLowerCase().split(/\s+/).includes(word));
  const roleName = describedName && roleBesideName(role, describedName) !== null && !(readInRole && sharesAWord(readInRole, describedName)) ? describedName : readInRole;
  // "Ruth Adams' mother…": the possessive's mark is no part of the name.
  const statedName = (roleIsName ? role : (roleName ?? describedName))?.replace(/['’]s?$/u, '') ?? null;
  const relationship = roleIsName ? relationshipIn(input.description) : (relationshipIn(role) ?? roleFacts.role);

  // A character the description names is "she" or "he" only by a pronoun that refers to them, never by one of someone
  // they talk about ("Ravi Menon calls about his mother's care; she wants…"); then by the name, then by a pronoun
  // that may refer to them.
  // Without a pronoun that surely refers to them, the description's pronouns are read as a whole.
  // A gender whose every pronoun the grammar gives to someone else ("his daughter Poppy… leave her out") yields to
  // the one the grammar likely gives the character ("Alex Reid has asked… about his daughter").
  const referred = describedName && statedName === describedName ? characterGenderIn(input.description, describedName) : null;
  // Without a pronoun that surely refers to them, a name the tables hold says more than the description's pronouns read
  // as a whole, which may all be someone else's ("Harriet Cole … whose son Felix … He failed his exam").
  const describedGender = referred ? (referred.certain ?? genderOfName(describedName!) ?? genderReferredTo(referred, descriptionFacts.gender)) : descriptionFacts.gender;
  const statedGender = [roleFacts.gender, describedGender].find((gender): gender is Gender => gender === 'Female' || gender === 'Male') ?? null;
  // A stated name no list holds, with no pronoun for it, is "they": a guess could contradict the person. A name the
  // engine makes up goes with the gender it chose for it.
  const gender: CharacterGender = statedGender ?? (statedName ? (genderOfName(statedName) ?? referred?.uncertain ?? UNSTATED_GENDER) : choose.pick('gender', ['Female', 'Male'] as const));
  const age = roleFacts.age ?? descriptionFacts.age ?? (descriptionFacts.seniority === 'junior' ? choose.int('age', 22, 28) : descriptionFacts.seniority === 'senior' ? choose.int('age', 42, 58) : choose.int('age', 26, 58));
  // A workplace relationship ("Team member", "Marketing stakeholder") is what the character is at work; a customer's
  // job is their own and comes from the description or the tables.
  // The name typed beside the job in the role is the name, not part of the job: "Allotment holder, Gwen Price".
  const roleJobText = (statedName && !roleIsName ? roleBesideName(role, statedName) : null) ?? role;
  const roleLabel = roleIsName ? null : jobOfPhrase(roleJobText);
  const isWorkplace = relationship !== null && WORKPLACE_RELATIONSHIPS.has(relationship);
  const roleJob = roleIsName || (relationship && !isWorkplace) || !(isWorkplace || isJobRole(roleJobText)) ? null : roleLabel;
  const firstNames = gender === 'Female' ? FEMALE_NAMES : MALE_NAMES;
  const name = statedName ?? `${choose.pick('first-name', firstNames)} ${choose.pick('surname', SURNAMES)}`;
  // Only what the description says of the character is their job: "the class teacher promised him…" is someone else.
  // The job the description states for them wins over the role typed in the form, which often says only what they
  // are in this conversation ("Seller", "Cyclist"): "Ines is a primary school teacher selling her car", "He is off
  // work for six weeks as a plumber" say what they do for a living.
  const describedJob = readJobNoun(sentencesAbout(input.description, name, gender));
  const statedOccupation = describedJob ?? roleFacts.occupation ?? roleJob ?? readJobNoun(roleJobText);
  // No job stated: the character is what the role says they are to the learner ("Parent", "Former tenant"), never an invented job.
  const occupation = statedOccupation ?? roleLabel ?? (relationship ? toTitleCase(relationship) : 'Not stated');
  return { name, gender, age: String(age), occupation, background: null, relationship, introducedAs: statedOccupation ? null : relationship };
}

function glossaryTerms(terms: string): string[] {
  return terms
    .split('\n')
    .map((line) => line.split(':')[0]?.trim() ?? '')
    .filter((term) => term.length > 0 && term.length <= 40)
    .slice(0, 4);
}

/** The scenario's categories: its kind's, or, for a kind the tables do not know, those its words point to. */
function categoriesFor(input: GenerateScenarioInput, written: WrittenBrief, relationship: string | null): string[] {
  // The rubric is left out: a rubric chosen for another kind of conversation must not pull the scenario there.
  const text = [input.title, input.aiRole ?? '', input.myRole ?? '', input.description, input.persona?.occupation ?? ''].join('\n');
  const fromWords = () => chooseCategories(text, relationship ? (ROLE_CATEGORY[relationship] ?? null) : null);
  if (written.kind.categories.length === 0) return fromWords();
  // A complaint or a request made at work (a grievance, flexible shifts) is the people side's, not a customer's.
  if (WORKPLACE_KINDS.has(written.kind.id)) {
    const words = fromWords();
    if (words[0] === 'HR') return words.slice(0, SCENARIO_MAX_CATEGORIES);
  }
  return written.kind.categories.slice(0, SCENARIO_MAX_CATEGORIES);
}

/** The kinds a colleague's matter may take as well as a customer's. */
const WORKPLACE_KINDS: ReadonlySet<string> = new Set(['complaint', 'request']);

/** Why the character matters, in "you" form: what they are like, what they will raise, what moves them. */
function relevanceText(input: GenerateScenarioInput, written: WrittenBrief, categories: string[], pronouns: Pronouns, relationship: string | null): string {
  const { character } = written.brief;
  const firstName = addressOf(character.identity.name) || character.identity.name;
  const subject = capitalize(pronouns.subject);
  const terms = input.glossary ? glossaryTerms(input.glossary.terms) : [];
  const objection = character.objections[0];
  return [
    `${firstName} is the person you need to reach an agreement with${relationship && !input.persona ? `, as your ${relationship}` : ''}.`,
    `Expect ${pronouns.object} to be ${character.identity.personality}.`,
    objection ? `${subject} ${pronouns.be} likely to say: "${objection.objection}"` : '',
    `What moves ${pronouns.object}: ${character.outcome.condition}.`,
    `Good practice for ${joinList(categories)}: ${practiceFor(categories[0]!)}.`,
    input.rubric && input.rubric.criteria.length > 0 ? `The session is graded with "${input.rubric.name}": ${joinList(input.rubric.criteria.slice(0, 6))}.` : '',
    terms.length > 0 ? `${subject} ${presentFor(pronouns, 'uses')} the terms ${joinList(terms.map((term) => `"${term}"`))} and ${presentFor(pronouns, 'expects')} you to understand them.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

// Notes that open on a label saying who the person is, then their name: "Customer: Patricia Oyelaran, 58, school cook…".
const OPENING_LABEL = /^((?:\p{Lu}\p{Ll}+)(?:\s+\p{Ll}+){0,2})\s*:\s+(?=\p{Lu})/u;

/**
 * A description without the label its notes open on, when the label is a kind of person ("Customer:", "Tenant:",
 * "Patient:") and a full name follows: the name then opens the notes, as in "Zofia Nowak, 29. Junior doctor…", and is
 * read as the character's, and the label is no word of theirs.
 */
function withoutPersonLabel(description: string): string {
  const label = OPENING_LABEL.exec(description);
  if (!label) return description;
  const head = label[1]!.split(/\s+/).at(-1)!.toLowerCase();
  const rest = description.slice(label[0].length);
  return (isPersonNoun(head) || isKindOf(head, 'name') || head === 'name') && new RegExp(String.raw`^${NAME_WORD}\s+${NAME_WORD}`, 'u').test(rest) ? rest : description;
}

/**
 * A description typed as lines with no stop at their ends ("Age: 39⏎Job: nurse at the Royal Infirmary⏎Wants: …") read as
 * the sentences its lines are, on one line: a line break ends a sentence, so no two notes run on into one.
 */
function withLinesAsSentences(description: string): string {
  return description
    .split(/\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line) => withoutNoteLabel(line))
    .map((line) => (/[.!?:;]["'’”)]*$/u.test(line) ? line : `${line}.`))
    .join(' ');
}

/** The character, the situation and the brief for a scenario request; throws ScenarioNotUnderstoodError on input it cannot read. */
export function generateScenarioOffline(input: GenerateScenarioInput): GenerateScenarioOutput {
  const reason = findUnreadableInputReason(input);
  if (reason) throw new ScenarioNotUnderstoodError(reason);

  const asWritten = input.description.replace(/\s+/g, ' ').trim();
  const seed = [input.mode, input.title, input.aiRole ?? '', input.myRole ?? '', asWritten, input.persona?.name ?? '', input.fileTexts.map((text) => text.length).join(',')].join('\n');
  const choose = createChooser(seed);
  // A description the character wrote in their own first person is read as told of them ("I am Priya Shah and I need
  // it…" → "Priya Shah needs it…"); a persona names the character already.
  // "22 yrs", "3 wks": a length of time as notes shorten it is read, and said, written out.
  const spelled = withUnitsWrittenOut(withoutPersonLabel(withLinesAsSentences(input.description)));
  const description = input.persona ? spelled : inCharactersThirdPerson(spelled, input.myRole ?? null, input.aiRole ?? null);
  input = { ...input, description };
  const facts = extractFacts(description);
  const persona = input.persona ? personaUnderDescription(personaNamedAsDescribed(input.persona, description, input.myRole ?? null), description, facts) : null;
  const character = persona ? { ...characterFromPersona(persona, choose, describedGender(persona, description, facts)), roleNoun: roleNounIn(description) } : characterFromLearner(input, facts, choose);
  const pronouns = pronounsFor(character.gender);
  // "You meet with Ines Moreau, who runs…": what the sentence says of the character is theirs, the frame the learner's.
  const written = writeBrief({ ...input, persona, description: withNameClausesApart(description, character.name) }, character, choose);
  const relationship = character.relationship ?? facts.role;
  const categories = categoriesFor({ ...input, persona }, written, relationship);
  const { learner } = written.brief;

  const overview = [
    `${input.title.trim().replace(/[.!?]$/, '')}.`,
    learner.situation,
    learner.goal ? `Your goal: ${learner.goal.charAt(0).toLowerCase()}${learner.goal.slice(1)}` : '',
    written.fileFacts.length > 0 ? `What your material says: ${written.fileFacts.slice(0, 3).map((fact) => `"${fact}"`).join(' ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const result: GeneratedScenarioDescription = {
    charactersName: character.name,
    charactersGender: character.gender,
    charactersAge: character.age,
    charactersOccupation: character.occupation,
    charactersBackground: written.background,
    charactersScenarioSnippet: written.snippet,
    charactersRelevanceToScenario: relevanceText(input, written, categories, pronouns, relationship),
    scenarioDetails: { Overview: overview },
  };
  return { description: result, categories, brief: written.brief };
}
