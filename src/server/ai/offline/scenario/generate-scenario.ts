// The offline scenario engine: writes the character and the situation from the learner's inputs. Facts are read
// with the persona engine's extractor and word tables and kept as stated; only what is missing is filled, from
// the same tables, seeded by the input. Deterministic, network-free and fast.
import type { GeneratedScenarioDescription } from '../../../../shared/contracts/scenarios.ts';
import type { GenerateScenarioInput, GenerateScenarioOutput, ScenarioPersonaFacts } from '../../tasks/generate-scenario/schema.ts';
import { extractFacts, toTitleCase, type PersonaFacts } from '../persona/extract-facts.ts';
import { readFileGrounding, type FileGrounding } from '../persona/file-phrases.ts';
import { isPersonLikeName } from '../persona/generate-persona.ts';
import { ATTITUDES, COUNTRIES, FEMALE_NAMES, MALE_NAMES, NON_TITLE_WORDS, OCCUPATION_HEADS, RELATIONSHIP_ROLES, SURNAMES, type Attitude } from '../persona/lexicon.ts';
import { createChooser, type Chooser } from '../seeded-choice.ts';
import { findUnreadableInputReason } from './readable-input.ts';
import { chooseCategories, OPENING_LINES, practiceFor } from './scenario-categories.ts';

/** The input cannot be made sense of; the message tells the person what to write instead. */
export class ScenarioNotUnderstoodError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioNotUnderstoodError';
  }
}

type Gender = 'Female' | 'Male';


const CUSTOMER_ROLES = new Set(['customer', 'client', 'caller', 'shopper', 'guest', 'patient', 'tenant', 'user', 'parent']);
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
// Jobs for a character whose role says what they are to the learner ("customer") but not what they do.
const EVERYDAY_OCCUPATIONS = ['Small Business Owner', 'Primary School Teacher', 'Electrician', 'Accountant', 'Office Manager', 'Nurse', 'Software Developer', 'Retail Supervisor'];
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

/** The job in a short phrase, without adjectives: "Grumpy old fisherman" → "Fisherman". */
function jobOfPhrase(phrase: string): string | null {
  const words = phrase
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}'’&-]/gu, ''))
    .filter((word) => word && !NON_TITLE_WORDS.has(word.toLowerCase()) && !isAttitudeWord(word.toLowerCase()));
  if (words.length === 0 || words.length > 4) return null;
  return toTitleCase(words.join(' '));
}

/** A job the persona tables do not know, in "a 67-year-old fisherman" or "Tom is a fisherman". */
function readJobNoun(text: string): string | null {
  const patterns = [
    /\b\d{1,2}[-\s]?(?:year|yr)s?[-\s]old\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+?)(?=\s+(?:who|whose|from|with|at|in|and|named|called|that|on)\b|[,.;:!?()]|$)/giu,
    /\b(?:is|was|as|am|works as)\s+(?:an?|the)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?=\s+(?:who|whose|from|with|at|in|and|named|called|that|on)\b|[,.;:!?()]|$)/giu,
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

/** The relationship noun in a role ("Upset customer" → "customer"), if any. */
function relationshipIn(text: string): string | null {
  const lower = ` ${text.toLowerCase().replace(/[^\p{L}\s-]/gu, ' ')} `;
  return RELATIONSHIP_ROLES.find((role) => lower.includes(` ${role} `) || lower.includes(` ${role}s `)) ?? null;
}

function normalizeGender(value: string | null | undefined): Gender | null {
  const lower = value?.trim().toLowerCase() ?? '';
  if (lower === 'female' || lower === 'woman' || lower === 'f') return 'Female';
  if (lower === 'male' || lower === 'man' || lower === 'm') return 'Male';
  return null;
}

function genderOfName(name: string): Gender | null {
  const first = name.replace(/^(?:Dr|Prof|Mr|Mrs|Ms|Miss)\.?\s+/, '').split(/\s+/)[0] ?? '';
  if (/^(?:Mrs|Ms|Miss)\b/.test(name)) return 'Female';
  if (/^Mr\b/.test(name)) return 'Male';
  if (FEMALE_NAMES.includes(first) || COUNTRIES.some((country) => country.femaleNames?.includes(first))) return 'Female';
  if (MALE_NAMES.includes(first) || COUNTRIES.some((country) => country.maleNames?.includes(first))) return 'Male';
  return null;
}

/** A role typed as a name: "Tom Baker", or a single known first name. */
function isRoleAName(role: string): boolean {
  const words = role.trim().split(/\s+/);
  if (words.length === 1) return FEMALE_NAMES.includes(words[0]!) || MALE_NAMES.includes(words[0]!);
  return isPersonLikeName(role) && !words.some(isJobNoun) && relationshipIn(role) === null;
}

/** "Bank Manager" → "bank manager", keeping acronyms and names ("IT lead", "NHS"). */
function asPhrase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => (/^\p{Lu}\p{Ll}/u.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

function withArticle(phrase: string): string {
  // Acronyms are read letter by letter: "an HR manager", "an MBA student".
  const isVowelSound = /^[AEFHILMNORSX][A-Z]+\b/.test(phrase) || (/^[aeiou]/i.test(phrase) && !/^(?:uni|eu|one|us)/i.test(phrase) && !/^[A-Z]{2}/.test(phrase));
  return `${isVowelSound ? 'an' : 'a'} ${phrase}`;
}

function ensurePeriod(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+(?=["“\p{Lu}\p{N}])|\n+/u)[0]?.trim() ?? text.trim();
}

interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
}

function pronounsFor(gender: Gender): Pronouns {
  return gender === 'Female' ? { subject: 'she', object: 'her', possessive: 'her' } : { subject: 'he', object: 'him', possessive: 'his' };
}

function fill(template: string, pronouns: Pronouns): string {
  const text = template
    .replaceAll('{subject}', pronouns.subject)
    .replaceAll('{object}', pronouns.object)
    .replaceAll('{possessive}', pronouns.possessive)
    .replaceAll('{peers}', 'organisations like ours');
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_match, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}

interface Character {
  name: string;
  gender: Gender;
  age: string;
  occupation: string;
  /** Null: written from the facts below. */
  background: string | null;
  /** What the character is to the learner ("customer"), when the inputs say. */
  relationship: string | null;
}

/** Whether the name the description gives belongs to the learner ("Sarah, the manager, must tell Tom ..."). */
function isLearnersName(name: string, description: string, myRole: string | null): boolean {
  if (!myRole) return false;
  const at = description.indexOf(name);
  if (at === -1) return false;
  const around = description.slice(at + name.length, at + name.length + 60).toLowerCase();
  const head = myRole.trim().split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return head.length >= 3 && around.includes(head);
}

function characterFromPersona(persona: ScenarioPersonaFacts, choose: Chooser): Character {
  // The persona's facts carry over as they are; only a gender the description cannot hold is mapped.
  const gender = normalizeGender(persona.gender) ?? genderOfName(persona.name) ?? choose.pick('gender', ['Female', 'Male'] as const);
  return { name: persona.name, gender, age: persona.age, occupation: persona.occupation, background: persona.background, relationship: null };
}

function characterFromLearner(input: GenerateScenarioInput, descriptionFacts: PersonaFacts, choose: Chooser): Character {
  const role = input.aiRole?.trim() ?? '';
  const roleFacts = extractFacts(role);
  const roleIsName = isRoleAName(role);
  const describedName = descriptionFacts.personName && !isLearnersName(descriptionFacts.personName, input.description, input.myRole) ? descriptionFacts.personName : null;
  const statedName = roleIsName ? role : (roleFacts.personName ?? describedName);
  const relationship = roleIsName ? relationshipIn(input.description) : (relationshipIn(role) ?? roleFacts.role);

  const statedGender = [roleFacts.gender, descriptionFacts.gender].find((gender): gender is Gender => gender === 'Female' || gender === 'Male') ?? null;
  const gender = statedGender ?? (statedName ? genderOfName(statedName) : null) ?? choose.pick('gender', ['Female', 'Male'] as const);
  const age = roleFacts.age ?? descriptionFacts.age ?? (descriptionFacts.seniority === 'junior' ? choose.int('age', 22, 28) : descriptionFacts.seniority === 'senior' ? choose.int('age', 42, 58) : choose.int('age', 26, 58));
  const roleJob = roleIsName || relationship ? null : jobOfPhrase(role);
  const occupation =
    roleFacts.occupation ??
    roleJob ??
    readJobNoun(role) ??
    descriptionFacts.occupation ??
    readJobNoun(input.description) ??
    choose.pick('occupation', EVERYDAY_OCCUPATIONS);
  const firstNames = gender === 'Female' ? FEMALE_NAMES : MALE_NAMES;
  const name = statedName ?? `${choose.pick('first-name', firstNames)} ${choose.pick('surname', SURNAMES)}`;
  return { name, gender, age: String(age), occupation, background: null, relationship };
}

function glossaryTerms(terms: string): string[] {
  return terms
    .split('\n')
    .map((line) => line.split(':')[0]?.trim() ?? '')
    .filter((term) => term.length > 0 && term.length <= 40)
    .slice(0, 4);
}

/** The first sentence of the files that states something, for when none uses their top phrase. */
function firstFactSentence(text: string): string | null {
  for (const raw of text.split(/(?<=[.!?])\s+|\r?\n+/)) {
    const sentence = raw.replace(/\s+/g, ' ').trim();
    if (sentence.length >= 25 && sentence.length <= 220 && /[.!?]$/.test(sentence)) return sentence;
  }
  return null;
}

/** The files' facts as the situation states them; their names and titles never appear. */
function fileFacts(grounding: FileGrounding | null): string {
  if (!grounding) return '';
  const facts = grounding.facts.length > 0 ? grounding.facts.slice(0, 2) : [firstFactSentence(grounding.text)].filter((fact): fact is string => fact !== null);
  return facts.length > 0 ? `The facts that apply: ${facts.map((fact) => `"${fact}"`).join(' ')}` : '';
}

/** The character and the situation for a scenario request; throws ScenarioNotUnderstoodError on input it cannot read. */
export function generateScenarioOffline(input: GenerateScenarioInput): GenerateScenarioOutput {
  const reason = findUnreadableInputReason(input);
  if (reason) throw new ScenarioNotUnderstoodError(reason);

  const description = input.description.replace(/\s+/g, ' ').trim();
  const seed = [input.mode, input.title, input.aiRole ?? '', input.myRole ?? '', description, input.persona?.name ?? '', input.fileTexts.map((text) => text.length).join(',')].join('\n');
  const choose = createChooser(seed);
  const facts = extractFacts(description);
  const character = input.persona ? characterFromPersona(input.persona, choose) : characterFromLearner(input, facts, choose);
  const pronouns = pronounsFor(character.gender);
  const subject = capitalize(pronouns.subject);
  const shortName = /^(?:Dr|Prof)\.\s/.test(character.name) ? character.name : (character.name.split(/\s+/)[0] ?? character.name);
  const grounding = readFileGrounding(input.fileTexts.map((text, index) => ({ filename: `source ${index + 1}`, text })));

  const relationship = character.relationship ?? facts.role;
  const categories = chooseCategories(
    [input.title, input.aiRole ?? '', input.myRole ?? '', description, input.rubric?.name ?? '', input.persona?.occupation ?? ''].join('\n'),
    relationship ? (ROLE_CATEGORY[relationship] ?? null) : null,
  );
  const category = categories[0]!;
  const attitudes: Attitude[] = [...new Set([...extractFacts(input.aiRole ?? '').attitudes, ...facts.attitudes])].slice(0, 2);
  const learner = input.myRole ? `the learner, ${withArticle(asPhrase(input.myRole))}` : 'the learner';
  const occupationPhrase = asPhrase(character.occupation);
  const who = `${character.name}, ${withArticle(`${character.age}-year-old ${occupationPhrase}`)}`;
  const relationshipText = relationship ? (CUSTOMER_ROLES.has(relationship) || input.persona ? `the ${relationship}` : `the ${asPhrase(input.aiRole ?? relationship)}`) : null;

  const statements = facts.statements.map((statement) => ensurePeriod(statement.replaceAll('{name}', shortName)));
  const background =
    character.background ??
    [
      `${character.name} is ${withArticle(`${character.age}-year-old ${occupationPhrase}`)}.`,
      relationshipText ? `In this conversation ${pronouns.subject} is ${relationshipText}, talking with ${learner}.` : `In this conversation ${pronouns.subject} talks with ${learner}.`,
      // The learner's own words about the character; when none read as such, the situation as they wrote it.
      ...(statements.length > 0 ? statements : [ensurePeriod(capitalize(firstSentence(description)))]),
      ...attitudes.map((attitude) => fill(attitude.background, pronouns)),
      fileFacts(grounding),
    ]
      .filter(Boolean)
      .map(capitalize)
      .join(' ');

  const line = facts.quote ?? (attitudes[0] ? fill(attitudes[0].line, pronouns) : OPENING_LINES[category] ?? 'Thanks for seeing me. There is something we need to talk about.');
  const scenarioSnippet = [
    `${input.title.trim()}: ${shortName}${relationshipText ? `, ${relationshipText},` : ''} meets ${learner}.`,
    ensurePeriod(capitalize(firstSentence(description))),
    `${subject} opens with: "${line}"`,
  ].join(' ');

  const wants = statements.filter((statement) => /\b(?:wants?|hopes?|needs?|asking|asks|expects?|looking for|pushing|would like|seeking|demands?)\b/i.test(statement));
  const terms = input.glossary ? glossaryTerms(input.glossary.terms) : [];
  const relevanceToScenario = [
    `${shortName} is the person ${input.myRole ? `${learner},` : learner} has to reach an outcome with${relationshipText ? `, as ${relationshipText}` : ''}.`,
    ...wants.slice(0, 2),
    ...attitudes.map((attitude) => fill(`Expect {object} to be ${attitude.adjective}; what wins {object} over is ${attitude.winsOver}.`, pronouns)),
    `Good practice for ${joinList(categories)}: ${practiceFor(category)}.`,
    input.rubric && input.rubric.criteria.length > 0 ? `The session is graded with "${input.rubric.name}": ${joinList(input.rubric.criteria.slice(0, 6))}.` : '',
    terms.length > 0 ? `${subject} uses the terms ${joinList(terms.map((term) => `"${term}"`))} and expects the learner to understand them.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const overview = [
    `${input.title.trim()}.`,
    `${input.myRole ? `You are ${withArticle(asPhrase(input.myRole))}` : 'You'} in a conversation with ${who}${relationshipText ? ` (${relationshipText})` : ''}.`,
    ensurePeriod(capitalize(description)),
    fileFacts(grounding),
    `A good outcome: ${practiceFor(category)}.`,
  ]
    .filter(Boolean)
    .join(' ');

  const result: GeneratedScenarioDescription = {
    charactersName: character.name,
    charactersGender: character.gender,
    charactersAge: character.age,
    charactersOccupation: character.occupation,
    charactersBackground: background,
    charactersScenarioSnippet: scenarioSnippet,
    charactersRelevanceToScenario: relevanceToScenario,
    scenarioDetails: { Overview: overview },
  };
  return { description: result, categories };
}
