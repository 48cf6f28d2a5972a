// The offline persona engine: keeps every fact the prompt states, grounds the rest in the attached files,
// and fills the gaps consistently from word tables. Deterministic (seeded by the input), network-free and fast.
import type { BigFive, BigFiveTrait, PersonaDetails } from '../../../../shared/contracts/personas.ts';
import type { GeneratePersonaInput } from '../../contracts/generate-persona.ts';
import { extractFacts, type Gender, type PersonaFacts } from './extract-facts.ts';
import { readFileGrounding, type FileGrounding } from './file-phrases.ts';
import {
  ATTITUDES,
  BUILDS,
  COUNTRIES,
  DEFAULT_COUNTRY_NATIONALITIES,
  EYE_COLORS,
  FEMALE_HAIR_STYLES,
  FEMALE_NAMES,
  GENERAL_FEATURES,
  HAIR_COLORS,
  INDUSTRIES,
  MALE_HAIR_STYLES,
  MALE_NAMES,
  NON_TITLE_WORDS,
  OCCUPATION_FAMILIES,
  OCCUPATION_HEADS,
  RELATIONSHIP_ROLES,
  SCENARIO_PROFILES,
  SKIN_TONES,
  SURNAMES,
  type Attitude,
  type Country,
  type Industry,
  type OccupationFamily,
  type ScenarioProfile,
  type TraitDelta,
} from './lexicon.ts';
import { createChooser, type Chooser } from '../seeded-choice.ts';
import { findCountryOfSurname, isEnglishSpeaking } from './countries.ts';


interface Pronouns {
  subject: string;
  object: string;
  possessive: string;
}

function pronounsFor(gender: string, shortName: string): Pronouns {
  if (gender === 'Female') return { subject: 'she', object: 'her', possessive: 'her' };
  if (gender === 'Male') return { subject: 'he', object: 'him', possessive: 'his' };
  // The name rather than "they", so the tables' singular verbs stay grammatical.
  return { subject: shortName, object: 'them', possessive: 'their' };
}

function capitalizeSentences(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_match, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`);
}

function fill(template: string, pronouns: Pronouns, extra: Record<string, string> = {}): string {
  const replaced = template
    .replaceAll('{subject}', pronouns.subject)
    .replaceAll('{object}', pronouns.object)
    .replaceAll('{possessive}', pronouns.possessive)
    .replace(/\{(\w+)\}/g, (match, key: string) => extra[key] ?? match);
  return capitalizeSentences(replaced);
}

function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) && !/^(?:uni|eu|one|us)/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function quoteList(items: readonly string[]): string {
  return joinList(items.map((item) => `"${item}"`));
}

function ensurePeriod(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const NAME_BLOCKERS = new Set(['persona', 'test', 'sample', 'new', 'character', 'profile', 'untitled', 'demo', 'example', 'the', 'my', 'our', 'sceptic', 'skeptic']);

/** Whether the form's name reads as a person's name ("Sarah", "Dr. Amelia Lee") rather than a label ("Sceptical Buyer"). */
export function isPersonLikeName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (words.length === 0 || words.length > 4 || !words[0]) return false;
  return words.every((word) => {
    const lower = word.toLowerCase().replace(/[.,]$/, '');
    if (!/^\p{Lu}[\p{L}'’.-]*$/u.test(word)) return false;
    if (NAME_BLOCKERS.has(lower) || OCCUPATION_HEADS.has(lower) || NON_TITLE_WORDS.has(lower) || RELATIONSHIP_ROLES.includes(lower)) return false;
    if (ATTITUDES.some((attitude) => attitude.stems.some((stem) => lower.startsWith(stem)))) return false;
    if (OCCUPATION_FAMILIES.some((family) => family.keywords.includes(lower))) return false;
    if (INDUSTRIES.some((industry) => industry.keywords.includes(lower))) return false;
    return true;
  });
}

const keywordPatterns = new Map<string, RegExp>();

/** Occurrences of `keyword` at the start of a word, up to `cap`. */
function countKeyword(lowerText: string, keyword: string, cap: number): number {
  if (!lowerText) return 0;
  let pattern = keywordPatterns.get(keyword);
  if (!pattern) {
    pattern = new RegExp(String.raw`(?<![\p{L}])${keyword.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${keyword.endsWith(' ') ? String.raw`(?![\p{L}])` : ''}`, 'gu');
    keywordPatterns.set(keyword, pattern);
  }
  let count = 0;
  for (const _match of lowerText.matchAll(pattern)) {
    count += 1;
    if (count >= cap) break;
  }
  return count;
}

function chooseFamily(occupation: string | null, lowerPrompt: string): OccupationFamily | null {
  const general = OCCUPATION_FAMILIES.at(-1)!;
  if (occupation) {
    const lower = occupation.toLowerCase();
    return OCCUPATION_FAMILIES.find((family) => family.keywords.some((keyword) => countKeyword(lower, keyword, 1) > 0)) ?? general;
  }
  // Without a stated job, a family named in the prompt ("works in sales") still tells which one.
  return OCCUPATION_FAMILIES.find((family) => family.key !== 'management' && family.keywords.some((keyword) => countKeyword(lowerPrompt, keyword, 1) > 0)) ?? null;
}

const FAMILY_INDUSTRY: Record<string, string> = {
  clinical: 'healthcare',
  engineering: 'technology',
  finance: 'finance',
  education: 'education',
  hospitality: 'hospitality',
  service: 'retail',
  operations: 'logistics',
  marketing: 'media',
  legal: 'professional',
  trades: 'manufacturing',
};

function chooseIndustry(lowerPrompt: string, lowerOccupation: string, lowerWorkplace: string, grounding: FileGrounding | null, family: OccupationFamily | null, isCustomer: boolean, choose: Chooser): Industry {
  const lowerFiles = grounding?.text.toLowerCase() ?? '';
  let best: Industry | null = null;
  let bestScore = 0;
  for (const industry of INDUSTRIES) {
    let score = 0;
    for (const keyword of industry.keywords) {
      // Where the character works ("a logistics firm") says more about the industry than the job title does.
      score += countKeyword(lowerPrompt, keyword, 3) * 3 + countKeyword(lowerOccupation, keyword, 1) * 2 + countKeyword(lowerWorkplace, keyword, 1) * 4 + countKeyword(lowerFiles, keyword, 5);
    }
    if (score > bestScore) {
      best = industry;
      bestScore = score;
    }
  }
  if (best) return best;
  // A customer's own job says nothing about the business they are a customer of.
  if (isCustomer) return INDUSTRIES.find((industry) => industry.key === 'retail')!;
  const fromFamily = family ? INDUSTRIES.find((industry) => industry.key === FAMILY_INDUSTRY[family.key]) : undefined;
  return fromFamily ?? choose.pick('industry', INDUSTRIES);
}

/** The scenario profile, and whether the prompt clearly points to it (else its stock situation is not used). */
function chooseScenario(lowerPrompt: string, facts: PersonaFacts, family: OccupationFamily, choose: Chooser): { profile: ScenarioProfile; isClear: boolean } {
  const byCategory = (category: string) => SCENARIO_PROFILES.find((profile) => profile.category === category)!;
  let best: ScenarioProfile | null = null;
  let bestScore = 0;
  for (const profile of SCENARIO_PROFILES) {
    let score = profile.keywords.reduce((total, keyword) => total + countKeyword(lowerPrompt, keyword, 3) * 2, 0);
    if (CUSTOMER_ROLES.has(facts.role ?? '')) score += profile.category === 'Customer Service' ? 4 : 0;
    if (facts.role === 'stakeholder' || facts.role === 'sponsor') score += profile.category === 'Project Management' ? 4 : 0;
    if (facts.role === 'team member' || facts.role === 'direct report' || facts.role === 'employee' || facts.role === 'colleague') {
      score += profile.category === 'Leadership' ? 1 : 0;
    }
    if (family.key === 'procurement' && facts.occupation !== null) score += profile.category === 'Sales' ? 3 : 0;
    if (score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  // One passing keyword ("the harbour project") is not enough to put a character in a stock situation.
  if (best && bestScore >= 4) return { profile: best, isClear: true };
  const fromFamily: Record<string, string> = { procurement: 'Sales', sales: 'Sales', service: 'Customer Service', project: 'Project Management', hr: 'HR', management: 'Leadership' };
  // Only a job the prompt states says which conversation it is; an invented one does not outweigh the prompt's words.
  const category = facts.occupation !== null && !facts.isRetired ? fromFamily[family.key] : undefined;
  if (category) return { profile: byCategory(category), isClear: true };
  if (best && facts.occupation === null) return { profile: best, isClear: true };
  return { profile: best ?? choose.pick('scenario', SCENARIO_PROFILES), isClear: false };
}

interface DislikeRule {
  pattern: RegExp;
  /** What the character asks for instead, as an object phrase. */
  wish: string;
  line: string;
  challenge: string;
}

/** What a character who cannot stand something asks for instead; anything else is handled by the generic rule. */
const DISLIKE_RULES: DislikeRule[] = [
  {
    pattern: /jargon|buzzword|acronym|technical (?:terms|language)|management speak|corporate speak/i,
    wish: 'plain words, not jargon',
    line: 'Before we start: no jargon, please. Tell me in plain words what this means for me.',
    challenge: 'The moment the learner slips into jargon, {subject} stops listening and asks for plain words.',
  },
  {
    pattern: /being rushed|rushing|pressure|hard sell|pushy/i,
    wish: 'time to think, without being pushed',
    line: "I'll decide in my own time, so please don't try to rush me.",
    challenge: 'Any hint of pressure makes {object} dig in and slow down.',
  },
  {
    pattern: /long (?:presentations?|meetings?|demos?|emails?)|presentations?|slides|small talk|waffl/i,
    wish: 'short, direct answers',
    line: "Keep it short, please. What's the point?",
    challenge: 'Loses interest as soon as an answer runs long or drifts from the point.',
  },
  {
    pattern: /surprises?/i,
    wish: 'to hear about problems early, with no surprises',
    line: "If there's bad news, I want it now, not later. No surprises.",
    challenge: 'A late surprise costs the learner {possessive} trust at once.',
  },
  {
    pattern: /excuses?/i,
    wish: 'straight answers and someone who owns the problem',
    line: "I don't want excuses. I want to know what you're going to do about it.",
    challenge: 'Hears any explanation as an excuse until someone takes ownership.',
  },
  {
    pattern: /interrupt/i,
    wish: 'to be heard out',
    line: "Let me finish, please, and then I'll hear you out.",
    challenge: 'Shuts down when {subject} is interrupted.',
  },
];

/** A phrase about the character, as they would say it: "his boat" → "my boat". */
function asOwnWords(phrase: string): string {
  return phrase
    .replace(/\b(?:his|her|their)\b/gi, 'my')
    .replace(/\b(?:he|she|they) (?:is|are)\b/gi, 'I am')
    .replace(/\b(?:he|she|they) has\b/gi, 'I have')
    .replace(/\b(?:he|she|they)\b/gi, 'I')
    .replace(/\b(?:him|them)\b/gi, 'me')
    .replace(/\b(?:himself|herself|themselves)\b/gi, 'myself');
}

interface Concerns {
  /** The opening line built from what the character dislikes, opposes or wants; null when the prompt states none. */
  line: string | null;
  /** What the character asks for, as object phrases. */
  wishes: string[];
  /** Template sentences ({subject} etc.) for the challenges. */
  challenges: string[];
}

/** Turns what the prompt says the character cannot stand, opposes or wants into their line, wishes and challenges. */
function readConcerns(facts: PersonaFacts, isFirm: boolean): Concerns {
  const wishes: string[] = [];
  const challenges: string[] = [];
  const lines: string[] = [];
  for (const dislike of facts.dislikes) {
    const rule = DISLIKE_RULES.find((candidate) => candidate.pattern.test(dislike));
    if (rule) {
      wishes.push(rule.wish);
      challenges.push(rule.challenge);
      lines.push(rule.line);
    } else {
      wishes.push(`a conversation without ${asOwnWords(dislike).replace(/\bmy\b/g, '{possessive}')}`);
      challenges.push(`Loses patience quickly with ${dislike.replace(/\b(?:his|her|their)\b/g, '{possessive}')}.`);
      lines.push(`I'll say it now: I can't stand ${asOwnWords(dislike)}.`);
    }
  }
  for (const opposed of facts.opposes) {
    challenges.push(`Firmly opposes ${opposed.replace(/\b(?:his|her|their)\b/g, '{possessive}')}; reassurance alone will not change {possessive} mind.`);
    lines.push(isFirm ? `I'll be straight with you: I'm against ${asOwnWords(opposed)}, and I won't be talked round.` : `I'll be honest: I'm against ${asOwnWords(opposed)}, and I want to know why it's going ahead.`);
  }
  for (const want of facts.wants) wishes.push(want.replace(/\b(?:his|her|their)\b/g, '{possessive}'));
  if (facts.wants[0] && lines.length < 2) lines.push(`What I want is ${asOwnWords(facts.wants[0])}.`);
  return { line: lines.length > 0 ? lines.slice(0, 2).join(' ') : null, wishes: [...new Set(wishes)], challenges };
}

/** A job for a character the prompt describes only by what they are to the learner ("an upset customer"). */
function chooseOccupationForRole(facts: PersonaFacts, industry: Industry, choose: Chooser): string {
  switch (facts.role) {
    case 'stakeholder':
    case 'sponsor':
      return choose.pick('role-occupation', ['Head of Marketing', 'Operations Director', 'Finance Director', 'Head of Sales', 'Director of Customer Experience']);
    case 'vendor':
    case 'supplier':
      return 'Account Executive';
    case 'student':
      return 'University Student';
    case 'customer':
    case 'client':
    case 'caller':
    case 'shopper':
    case 'guest':
    case 'patient':
    case 'tenant':
    case 'parent':
    case 'user':
      return choose.pick('role-occupation', ['Small Business Owner', 'Secondary School Teacher', 'Office Manager', 'Graphic Designer', 'Electrician', 'Accountant', 'Pharmacist', 'Logistics Coordinator']);
    default:
      return choose.pick('role-occupation', industry.occupations);
  }
}

const CUSTOMER_ROLES = new Set(['customer', 'client', 'caller', 'shopper', 'guest', 'patient', 'tenant', 'user', 'parent']);

const ENNEAGRAM_NAMES: Record<number, string> = {
  1: 'The Reformer',
  2: 'The Helper',
  3: 'The Achiever',
  4: 'The Individualist',
  5: 'The Investigator',
  6: 'The Loyalist',
  7: 'The Enthusiast',
  8: 'The Challenger',
  9: 'The Peacemaker',
};
const INWARD_TYPES = new Set([1, 4, 5, 6, 9]);

function scoreBigFive(facts: PersonaFacts, family: OccupationFamily, age: number, choose: Chooser): Record<BigFiveTrait, number> {
  const traits: BigFiveTrait[] = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'];
  const scores = Object.fromEntries(traits.map((trait) => [trait, 50 + choose.int(`trait-${trait}`, -7, 7)])) as Record<BigFiveTrait, number>;
  const apply = (delta: TraitDelta, weight: number) => {
    for (const trait of traits) scores[trait] += Math.round((delta[trait] ?? 0) * weight);
  };
  apply(family.traits, 1);
  facts.attitudes.forEach((attitude, index) => apply(attitude.traits, index === 0 ? 1 : 0.6));
  if (age >= 45) apply({ conscientiousness: 4, neuroticism: -3, openness: -2 }, 1);
  if (age <= 27) apply({ openness: 4, conscientiousness: -3 }, 1);
  for (const trait of traits) scores[trait] = Math.min(95, Math.max(5, scores[trait]));
  return scores;
}

function chooseMbti(scores: Record<BigFiveTrait, number>): string {
  return [
    scores.extraversion > 50 ? 'E' : 'I',
    scores.openness > 55 ? 'N' : 'S',
    scores.agreeableness > 55 ? 'F' : 'T',
    scores.conscientiousness > 50 ? 'J' : 'P',
  ].join('');
}

function chooseEnneagram(attitudes: Attitude[], scores: Record<BigFiveTrait, number>, choose: Chooser): string {
  const { openness: o, conscientiousness: c, extraversion: e, agreeableness: a, neuroticism: n } = scores;
  let core = attitudes[0]?.enneagram;
  if (core === undefined) {
    if (c > 65 && o < 50) core = 1;
    else if (e > 60 && a < 45) core = 8;
    else if (e > 60 && o > 60) core = 7;
    else if (a > 62) core = 2;
    else if (n > 62) core = 6;
    else if (e < 40 && o > 58) core = 5;
    else if (o > 65) core = 4;
    else if (c > 60 && e > 55) core = 3;
    else core = 9;
  }
  const lower = core === 1 ? 9 : core - 1;
  const upper = core === 9 ? 1 : core + 1;
  const preferInward = e <= 50;
  const candidates = [lower, upper].filter((wing) => INWARD_TYPES.has(wing) === preferInward);
  const wing = candidates.length === 1 ? candidates[0]! : choose.pick('wing', [lower, upper]);
  return `${core}w${wing} (${ENNEAGRAM_NAMES[core]})`;
}

function chooseBirthdate(age: number, today: Date, choose: Chooser): string {
  const month = choose.int('birth-month', 1, 12);
  const day = choose.int('birth-day', 1, 28);
  const currentMonth = today.getUTCMonth() + 1;
  const hasHadBirthday = currentMonth > month || (currentMonth === month && today.getUTCDate() >= day);
  const year = today.getUTCFullYear() - age - (hasHadBirthday ? 0 : 1);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function chooseHeight(gender: Gender | string, choose: Chooser): string {
  const centimetres = gender === 'Female' ? choose.int('height', 155, 178) : gender === 'Male' ? choose.int('height', 168, 192) : choose.int('height', 160, 185);
  const totalInches = Math.round(centimetres / 2.54);
  return `${centimetres} cm (${Math.floor(totalInches / 12)}'${totalInches % 12}")`;
}

function chooseHairColor(age: number, choose: Chooser): string {
  const base = choose.pick('hair-color', HAIR_COLORS);
  if (age >= 58) return choose.pick('hair-grey', ['Grey', 'Silver-grey', 'Salt-and-pepper', 'White']);
  if (age >= 45) return `${base}, greying at the temples`;
  return base;
}

function chooseCountry(facts: PersonaFacts, statedName: string | null, choose: Chooser): Country {
  if (facts.country) return facts.country;
  // A surname only one country's table holds ("Almeida") says where the person is from.
  const fromName = statedName ? findCountryOfSurname(statedName) : null;
  if (fromName) return fromName;
  return choose.pick('country', COUNTRIES.filter((country) => DEFAULT_COUNTRY_NATIONALITIES.includes(country.nationality)));
}

function generateName(gender: string, country: Country, choose: Chooser): string {
  const firstNames = gender === 'Female' ? (country.femaleNames ?? FEMALE_NAMES) : gender === 'Male' ? (country.maleNames ?? MALE_NAMES) : ['Alex', 'Sam', 'Jordan', 'Taylor', 'Robin', 'Morgan'];
  const surnames = country.surnames ?? SURNAMES;
  return `${choose.pick('first-name', firstNames)} ${choose.pick('surname', surnames)}`;
}

function genderOfName(name: string): Gender | null {
  const first = name.replace(/^(?:Dr|Prof)\.\s+/, '').split(/\s+/)[0] ?? '';
  if (FEMALE_NAMES.includes(first) || COUNTRIES.some((country) => country.femaleNames?.includes(first))) return 'Female';
  if (MALE_NAMES.includes(first) || COUNTRIES.some((country) => country.maleNames?.includes(first))) return 'Male';
  return null;
}

const DESCRIPTOR_VERB = /^(?:hates|loves|likes|prefers|dislikes|distrusts|avoids|values|expects|insists|refuses|wants|needs|cares|worries|can't|cannot|never|always|rarely|speaks|answers|replies|talks|runs|owns|leads|manages|has|had|lives|grew|works|worked|spends|spent|keeps|believes|thinks|feels|trusts|reports|oversees|handles|sails|drives|joined|became)\b/i;

/** The statements, plus each descriptor the statements do not already hold: "Rosa is skeptical of new software." */
function withDescriptors(statements: string[], descriptors: readonly string[], shortName: string): string[] {
  const result = [...statements];
  for (const descriptor of descriptors) {
    if (result.some((statement) => statement.toLowerCase().includes(descriptor.toLowerCase()))) continue;
    result.push(DESCRIPTOR_VERB.test(descriptor) ? `${shortName} ${descriptor}.` : `${shortName} is ${descriptor}.`);
  }
  return result;
}

/** The character's languages: the country's, with English for a job that deals across borders. */
function chooseLanguage(country: Country, family: OccupationFamily, lowerPrompt: string): string {
  if (isEnglishSpeaking(country)) return country.language;
  const isInternational = INTERNATIONAL_FAMILIES.has(family.key) || /\b(?:international|global|multinational|english)\b/.test(lowerPrompt);
  return isInternational ? `${country.language} and English` : country.language;
}

const INTERNATIONAL_FAMILIES = new Set(['procurement', 'sales', 'engineering', 'finance', 'marketing', 'management', 'project', 'legal', 'operations']);

function chooseAge(facts: PersonaFacts, family: OccupationFamily, occupation: string, choose: Chooser): number {
  if (facts.age !== null) return facts.age;
  if (facts.seniority === 'junior') return choose.int('age', 22, 28);
  if (facts.seniority === 'senior' || /\b(?:director|head of|chief|vp|vice president|senior|principal|partner)\b/i.test(occupation)) return choose.int('age', 42, 58);
  if (facts.role === 'student') return choose.int('age', 19, 24);
  if (family.key === 'owner') return choose.int('age', 34, 60);
  return choose.int('age', 27, 55);
}

/** The complete persona for a prompt; `today` fixes the birthdate's reference date. */
export function generatePersonaOffline(input: GeneratePersonaInput, today: Date = new Date()): PersonaDetails {
  const prompt = input.prompt.trim();
  const formName = input.name.trim();
  // A regeneration's variation changes every free choice and none of the stated facts.
  const variation = input.variation ?? 0;
  const seed = `${formName}\n${prompt}\n${input.fileTexts.map((file) => `${file.filename}:${file.text.length}:${file.text.slice(0, 200)}`).join('|')}${variation > 0 ? `\n#${variation}` : ''}`;
  const choose = createChooser(seed);
  const facts = extractFacts(prompt);
  const grounding = readFileGrounding(input.fileTexts);
  const lowerPrompt = prompt.toLowerCase();

  // Where the form's name is a person's name, it wins; a label such as "Sceptical Buyer" does not.
  const statedName = isPersonLikeName(formName)
    ? facts.personName && facts.personName.startsWith(`${formName} `)
      ? facts.personName
      : formName
    : facts.personName;
  const gender: Gender = facts.gender ?? (statedName ? genderOfName(statedName) : null) ?? choose.pick('gender', ['Female', 'Male'] as const);
  const country = chooseCountry(facts, statedName, choose);
  const name = statedName ?? generateName(gender, country, choose);
  const shortName = /^(?:Dr\.|Prof\.|Mrs|Mr|Ms|Miss)\s/.test(name) ? name : (name.split(/\s+/)[0] ?? name);
  const pronouns = pronounsFor(gender, shortName);

  const familyFromPrompt = chooseFamily(facts.occupation, lowerPrompt);
  const isCustomer = CUSTOMER_ROLES.has(facts.role ?? '');
  const industry = chooseIndustry(lowerPrompt, isCustomer ? '' : (facts.occupation?.toLowerCase() ?? ''), isCustomer ? '' : `${facts.workplace ?? ''} ${facts.organization ?? ''}`.toLowerCase(), grounding, familyFromPrompt, isCustomer, choose);
  const occupation = facts.occupation ?? (facts.role ? chooseOccupationForRole(facts, industry, choose) : (familyFromPrompt?.defaultTitle ?? choose.pick('occupation', industry.occupations)));
  const family = chooseFamily(occupation, '') ?? OCCUPATION_FAMILIES.at(-1)!;
  const { profile: scenario, isClear: isScenarioClear } = chooseScenario(lowerPrompt, facts, family, choose);
  const isRetired = facts.isRetired;
  const concerns = readConcerns(facts, facts.attitudes.some((attitude) => attitude.key === 'resistant' || attitude.key === 'demanding'));
  const age = chooseAge(facts, family, occupation, choose);
  const years = facts.yearsOfExperience ?? Math.max(1, Math.min(age - 18, age - 22 - choose.int('experience', 0, 4)));

  // Someone who works the land or the sea, or a prompt that says "rural", lives in a town rather than a capital.
  const isRural = facts.isRural || /\b(?:farmer|rancher|fisherman|shepherd|grower|forester)\b/i.test(occupation);
  const city = facts.hometown ?? choose.pick('city', isRural && country.towns ? country.towns : country.cities);
  const isUnknownPlace = facts.hometown !== null && !facts.country && !COUNTRIES.some((known) => known.cities.includes(facts.hometown!));
  const hometown = isUnknownPlace || city === country.country ? city : `${city}, ${country.country}`;
  const language = facts.language ?? chooseLanguage(country, family, lowerPrompt);

  const scores = scoreBigFive(facts, family, age, choose);
  const bigFive: BigFive = {
    openness: String(scores.openness),
    conscientiousness: String(scores.conscientiousness),
    extraversion: String(scores.extraversion),
    agreeableness: String(scores.agreeableness),
    neuroticism: String(scores.neuroticism),
  };

  const peers = industry.peers;
  const extra = { peers, name: shortName };
  const say = (template: string) => fill(template, pronouns, extra);
  const workplaceNoun = facts.workplace ?? industry.workplace;
  const workplace = facts.organization
    ? facts.workplace && !facts.organization.toLowerCase().includes(facts.workplace.replace(/^(?:an?|the)\s+/, '').split(' ').at(-1) ?? '')
      ? `${facts.organization}, ${facts.workplace}`
      : facts.organization
    : workplaceNoun;
  const statements = withDescriptors(facts.statements.map((statement) => ensurePeriod(statement.replaceAll('{name}', shortName))), facts.descriptors, shortName);
  const attitudes = facts.attitudes.slice(0, 3);
  const attitudeWords = attitudes.map((attitude) => attitude.adjective);
  // The prompt's own words for the character's manner win over the table's adjectives.
  const toneWords = facts.descriptors.filter((descriptor) => !DESCRIPTOR_VERB.test(descriptor));
  const subject = capitalizeSentences(pronouns.subject);

  // Background: who, where and how long, then the prompt's own facts, then attitudes and the files.
  // A customer's workplace is not the organisation they complain to: the industry is the latter's.
  const opening =
    / Owner$/.test(occupation) || isCustomer || isRetired
      ? `${name} is a ${age}-year-old ${occupation} from ${hometown}.`
      : `${name} is a ${age}-year-old ${occupation} at ${workplace} in ${hometown}.`;
  const roleSentence = facts.role
    ? isCustomer
      ? say(`In this conversation {subject} is ${withArticle(attitudeWords[0] ? `${attitudeWords[0]} ${facts.role}` : facts.role)} of ${workplace}, the organisation the learner represents.`)
      : facts.role === 'stakeholder' || facts.role === 'sponsor'
        ? say(`In this conversation {subject} is a senior ${facts.role} on the learner's project.`)
        : facts.role === 'team member' || facts.role === 'direct report' || facts.role === 'employee' || facts.role === 'colleague'
          ? say(`In this conversation {subject} is ${withArticle(facts.role)} on the learner's team.`)
          : say(`In this conversation {subject} is ${withArticle(facts.role)}.`)
    : '';
  const yearsText = `${years} ${years === 1 ? 'year' : 'years'}`;
  const formerOccupation = occupation.replace(/^Retired\s+/i, '');
  const experience = isRetired
    ? say(`{subject} worked as ${withArticle(formerOccupation.toLowerCase())} for ${yearsText} before retiring.`)
    : isCustomer
      ? say(`{subject} has worked as ${withArticle(occupation.toLowerCase())} for ${yearsText}, mostly ${family.duty}.`)
      : say(`{subject} has ${yearsText} of experience in ${industry.label.toLowerCase()}, most of it ${family.duty}.`);
  // The files give facts the character knows; their names and titles stay out of the prose.
  const fileBackground = grounding && grounding.facts.length > 0 ? `${shortName} knows the details: ${grounding.facts.slice(0, 2).map((fact) => `"${fact}"`).join(' ')}` : '';
  const traitSentence =
    attitudes.length === 0
      ? say(
          scores.extraversion > 55
            ? '{subject} is outgoing and says what {subject} thinks, and expects a conversation to get somewhere.'
            : scores.conscientiousness > 55
              ? '{subject} is organised and careful, and prepares for meetings properly.'
              : '{subject} is thoughtful and practical, and judges people by whether they follow through.',
        )
      : '';
  // "in a small town" stays in the persona even when the hometown names the town.
  const ruralSentence = facts.ruralWord && !`${opening} ${statements.join(' ')}`.toLowerCase().includes(facts.ruralWord) ? `${shortName} lives and works in ${RURAL_PLACES[facts.ruralWord] ?? `a ${facts.ruralWord} area`}.` : '';
  const background = [opening, roleSentence, ruralSentence, experience, ...statements, ...attitudes.slice(0, 2).map((attitude) => say(attitude.background)), traitSentence, fileBackground]
    .filter(Boolean)
    .join(' ');

  const situation = isScenarioClear
    ? say(`${scenario.situation}${scenario.category === 'Sales' ? ` for ${workplace.replace(/^(?:a|an)\s/, 'the ')}` : ''}`)
    : 'has agreed to talk it through with the learner';
  // The character's own words come first: a quoted line, then what they said they cannot stand, oppose or want.
  // A stance ("evasive") sets the opening line before a manner ("polite") does.
  const voice = attitudes.find((attitude) => !attitude.isMild) ?? attitudes[0];
  const line = facts.quote ?? concerns.line ?? (voice ? say(voice.line) : say(DEFAULT_LINES[scenario.category] ?? DEFAULT_LINES.Leadership!));
  const scenarioSnippet = [`${shortName} ${situation.charAt(0).toLowerCase()}${situation.slice(1)}.`, statements[0] ?? '', `${subject} opens with: "${line}"`].filter(Boolean).join(' ');

  const skills = isCustomer ? family.skills : [...family.skills, industry.skill];
  const skillsAndAbilities = [
    `${skills.join('; ')}.`,
    attitudes[0] ? say(`Particularly good at ${attitudes[0].strength}.`) : '',
    grounding && grounding.phrases.length > 0 ? `Well versed in ${quoteList(grounding.phrases.slice(0, 2))}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const wants = statements.filter((statement) => /\b(?:wants?|hopes?|needs?|asking|asks|expects?|looking for|pushing|would like|seeking)\b/i.test(statement));
  const motivationsAndGoals = [
    isRetired ? say('Be listened to and treated with respect after a lifetime of work.') : say(family.goal),
    ...attitudes.slice(0, 2).map((attitude) => say(attitude.motivation)),
    ...wants,
    ...concerns.wishes.filter((wish) => !wants.some((statement) => statement.includes(wish))).map((wish) => say(`{subject} wants ${wish}.`)),
    say(ROLE_MOTIVATIONS[facts.role ?? ''] ?? ''),
  ]
    .filter(Boolean)
    .join(' ');

  const industryRelevance = [
    isCustomer
      ? `${industry.label}: ${shortName} is ${withArticle(facts.role ?? 'customer')} of ${workplace}, a business shaped by ${industry.concerns}; ${pronouns.subject} expects it to live up to what it promised.`
      : isRetired
        ? `${industry.label}: ${shortName} spent a working life in ${industry.label.toLowerCase()}, where what matters is ${industry.concerns}.`
        : `${industry.label}: ${shortName} works at ${workplace}, where decisions are shaped by ${industry.concerns}.`,
    isRetired
      ? say(`After years ${family.duty}, {subject} trusts people who know how the work really goes, and examples from it land far better than general claims.`)
      : say(`As ${withArticle(occupation)}, {subject} spends most days ${family.duty}, so ${INDUSTRY_ADVICE[family.key] ?? 'examples from a similar workplace land far better than generic claims'}.`),
    grounding && grounding.phrases.length > 0 ? `Key terms ${pronouns.subject} uses: ${quoteList(grounding.phrases)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const relevanceToScenario = [
    `Good practice for ${scenario.category} conversations: ${scenario.practice}.`,
    attitudes.length > 0
      ? say(`Expect ${shortName} to be ${joinList(toneWords.length > 0 ? toneWords : attitudeWords)}; what wins {object} over is ${voice!.winsOver}.`)
      : say(`${shortName} responds best to ${describeApproach(scores)}.`),
    concerns.wishes.length > 0 ? say(`What matters most to ${shortName}: ${joinList(concerns.wishes)}.`) : '',
    ...facts.scenarioNotes,
    grounding && grounding.facts.length > 0 ? `The conversation can draw on these facts: ${grounding.facts.map((fact) => `"${fact}"`).join(' ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const challengesAndGrowthAreas = [
    ...concerns.challenges.map(say),
    ...attitudes.slice(0, 2).map((attitude) => say(attitude.challenge)),
    isRetired ? '' : say(family.challenge),
    attitudes.length === 0 ? say(describeTraitChallenge(scores)) : '',
    say(`Growth area: learning to ${GROWTH[attitudes[0]?.key ?? ''] ?? 'say earlier and more openly what {subject} actually needs'}.`),
  ]
    .filter(Boolean)
    .join(' ');

  const hairStyles = gender === 'Female' ? FEMALE_HAIR_STYLES : gender === 'Male' ? MALE_HAIR_STYLES : [...FEMALE_HAIR_STYLES, ...MALE_HAIR_STYLES];
  const attire = isRetired
    ? 'Comfortable everyday clothes: a jumper, practical trousers and sturdy shoes'
    : industry.attireNote && !isCustomer && family.key !== 'clinical' && !/badge|lanyard/i.test(family.attire) ? `${family.attire}, ${industry.attireNote}` : family.attire;

  return {
    name,
    age: String(age),
    gender,
    occupation,
    language,
    hometown,
    birthdate: chooseBirthdate(age, today, choose),
    nationality: country.nationality,
    background,
    scenarioSnippet,
    skillsAndAbilities,
    motivationsAndGoals,
    industryRelevance,
    relevanceToScenario,
    challengesAndGrowthAreas,
    personalityTraits: {
      mbtiType: chooseMbti(scores),
      enneagramType: chooseEnneagram(attitudes, scores, choose),
      bigFive,
    },
    physicalDescription: {
      build: choose.pick('build', gender === 'Female' ? BUILDS : BUILDS.filter((build) => build !== 'Petite')),
      height: chooseHeight(gender, choose),
      eyeColor: choose.pick('eyes', EYE_COLORS),
      skinTone: choose.pick('skin', SKIN_TONES),
      hairColor: chooseHairColor(age, choose),
      hairStyle: choose.pick('hair-style', hairStyles),
      typicalAttire: ensurePeriod(attire),
      distinguishingFeatures: ensurePeriod(`${say(family.feature)}; ${choose.pick('feature', GENERAL_FEATURES).toLowerCase()}`),
    },
  };
}

const RURAL_PLACES: Record<string, string> = {
  rural: 'a rural area',
  village: 'a village',
  countryside: 'the countryside',
  'small town': 'a small town',
  remote: 'a remote area',
  'farming community': 'a farming community',
  provincial: 'a provincial town',
};

const DEFAULT_LINES: Record<string, string> = {
  Sales: "I've only got half an hour, so tell me why this is worth our budget.",
  'Customer Service': "I'm calling because my issue still isn't sorted, and I'd like to understand what's going on.",
  Leadership: 'You wanted to see me? Is something wrong?',
  HR: "Thanks for meeting me. I'd like to talk about my salary.",
  'Project Management': "Before we start, there are a few things we need to add to this release.",
};

const ROLE_MOTIVATIONS: Record<string, string> = {
  customer: 'Get the issue resolved without having to chase it again.',
  client: 'Get the service {subject} is paying for, without having to chase it.',
  'team member': 'Understand where {subject} stands and what is really expected of {object}.',
  'direct report': 'Understand where {subject} stands and what is really expected of {object}.',
  employee: 'Be paid and recognised fairly for the work {subject} does.',
  stakeholder: "See {possessive} requests delivered, or at least hear a clear reason when the answer is no.",
  sponsor: 'See the project deliver the benefits {subject} promised {possessive} own leadership.',
};

const INDUSTRY_ADVICE: Record<string, string> = {
  procurement: 'total cost, supplier track record and contract terms matter more to {object} than features',
  sales: '{subject} respects preparation and notices a scripted pitch immediately',
  engineering: 'technical accuracy and realistic timelines earn {possessive} respect',
  clinical: 'anything that touches patient safety or takes time away from patients needs a strong reason',
  finance: 'numbers have to add up and assumptions must be stated',
  hr: 'fairness, consistency and policy are always on {possessive} mind',
  service: '{subject} knows which promises customers actually remember',
  project: 'scope, dates and dependencies frame every request {subject} hears',
  operations: 'anything that threatens daily reliability is a hard sell',
  owner: 'every cost comes out of {possessive} own pocket',
  management: '{subject} weighs every request against targets and the team’s capacity',
};

const GROWTH: Record<string, string> = {
  sceptical: 'give a well-evidenced new idea a fair, time-boxed trial instead of waiting for certainty',
  upset: 'separate the problem from the person trying to help, and accept a realistic fix',
  disengaged: 'say openly what is bothering {object} and take ownership of one thing {subject} wants to change',
  demanding: 'listen to constraints before pushing for commitments',
  impatient: 'allow enough time for the information {subject} needs to decide well',
  anxious: 'trust a clear plan without needing every risk removed first',
  enthusiastic: 'follow through on details after the first burst of energy',
  friendly: 'say no, or raise a problem, while keeping the relationship warm',
  ambitious: 'balance personal goals with what the team needs',
  analytical: 'decide with good-enough information when time matters',
  resistant: 'try a small change before judging it',
  calm: 'say plainly and early where {subject} stands, so {possessive} calm is not mistaken for agreement',
  creative: 'commit to one idea and see it through',
  reserved: 'speak up in the meeting rather than afterwards',
};

function describeApproach(scores: Record<BigFiveTrait, number>): string {
  if (scores.agreeableness < 45) return 'directness, evidence and a clear proposal rather than small talk';
  if (scores.neuroticism > 60) return 'calm reassurance, clear next steps and no surprises';
  if (scores.extraversion > 55) return 'energy, a genuine conversation and quick progress';
  return 'preparation, honesty and a clear agreed next step';
}

function describeTraitChallenge(scores: Record<BigFiveTrait, number>): string {
  if (scores.conscientiousness > 60) return 'Can be rigid about process and slow to adapt when plans change.';
  if (scores.extraversion > 55) return 'Can dominate conversations and commit before thinking things through.';
  if (scores.agreeableness > 55) return 'Avoids conflict and may agree in the room, then raise doubts later.';
  return 'Keeps concerns quiet until they have grown into bigger problems.';
}
