// The offline persona engine: keeps every fact the prompt states, grounds the rest in the attached files,
// and fills the gaps consistently from word tables. Deterministic (seeded by the input), network-free and fast.
import type { BigFive, PersonaDetails } from '../../../../shared/contracts/personas.ts';
import type { GeneratePersonaInput } from '../../contracts/generate-persona.ts';
import { extractFacts, type Gender } from './extract-facts.ts';
import { readFileGrounding } from './file-phrases.ts';
import { BUILDS, COUNTRIES, EYE_COLORS, FEMALE_HAIR_STYLES, GENERAL_FEATURES, MALE_HAIR_STYLES, OCCUPATION_FAMILIES, SKIN_TONES } from './lexicon.ts';
import { createChooser, stableHash } from '../seeded-choice.ts';
import { pronounsFor, capitalizeSentences, fill, quoteList } from './wording.ts';
import { isPersonLikeName, chooseBirthdate, chooseHeight, chooseHairColor, chooseCountry, generateName, genderOfName, chooseLanguage, chooseAge } from './identity.ts';
import { chooseFamily, chooseIndustry, chooseScenario, chooseOccupationForRole, CUSTOMER_ROLES } from './choose-work.ts';
import { readConcerns } from './concerns.ts';
import { scoreBigFive, chooseMbti, chooseEnneagram, describeApproach, describeTraitChallenge } from './personality.ts';
import { RURAL_PLACES, DEFAULT_LINES, OPEN_LINE, OPEN_PRACTICE, SELF_EMPLOYED_AIMS, SELF_EMPLOYED_GOAL, SELF_EMPLOYED_PATHS, SELF_EMPLOYED_CHALLENGE, ROLE_MOTIVATIONS, INDUSTRY_ADVICE, GROWTH, CAREER_PATHS, RETIRED_PATHS, JUNIOR_PATHS, RESERVED_MANNERS, OUTGOING_MANNERS, PERSONAL_AIMS, RETIRED_AIMS } from './persona-phrases.ts';
import { readAttitudeWords } from './read-manner.ts';
import { statedPartOfCountry } from './read-place.ts';
import { ensureStop, withArticle } from '../../language/text.ts';
import { joinList } from '../../../../shared/text.ts';
import { caseAsWritten } from './prompt-words.ts';
import { hasPartOfSpeech } from '../../language/wordnet.ts';
import { isTitle } from '../../../../shared/name-address.ts';

/**
 * Words that read after "Expect Rosa to be …": led by an adjective ("warm but guarded", "sceptical of new
 * software"), not a noun phrase ("dry humour") or a verb ("distrusts").
 */
function readsAsAdjective(phrase: string): boolean {
  const words = phrase.toLowerCase().replace(/^(?:very|quite|really|rather|fairly|extremely|highly|deeply|a bit|slightly)\s+/, '').split(/[\s,]+/).filter(Boolean);
  const [first, second] = words;
  if (!first || !hasPartOfSpeech(first, 'adjective') || /s$/.test(first) && hasPartOfSpeech(first.slice(0, -1), 'verb')) return false;
  return !second || !hasPartOfSpeech(second, 'noun') || hasPartOfSpeech(second, 'adjective') || ['and', 'but', 'or', 'of', 'about', 'with'].includes(second);
}

/**
 * A sentence of the prompt that leaves its subject out, given the character as subject: "Patient with tourists but
 * strict about fares" → "Declan is patient with tourists…", "Dry humour, hates being rushed" → "Tobias has a dry
 * humour, hates being rushed"; one that has a subject stays as written.
 */
function withSubject(statement: string, shortName: string, prompt: string): string {
  const [first = '', second = ''] = statement.split(/[\s,;]+/);
  if (!/^\p{Lu}\p{Ll}/u.test(first) || !hasPartOfSpeech(first.toLowerCase(), 'adjective')) return statement;
  if (statement.startsWith(shortName) || /^(?:she|he|they|i|we|it|this|that|the|a|an|her|his|their|my|our|no|every|each|all|some|most|many)$/i.test(first)) return statement;
  const lowered = caseAsWritten(first, prompt) + statement.slice(first.length);
  const nounLed = second !== '' && hasPartOfSpeech(second.toLowerCase(), 'noun') && !hasPartOfSpeech(second.toLowerCase(), 'adjective') && !/^(?:and|but|or|of|about|with)$/i.test(second);
  // "Dry humour" leads with an adjective; "Dry the dishes" would lead with a verb.
  if (hasPartOfSpeech(first.toLowerCase(), 'verb') && /^(?:the|a|an|her|his|their|its|it|them|him|up|out|off|down|every|all)$/i.test(second)) return statement;
  return nounLed ? `${shortName} has ${withArticle(lowered)}` : `${shortName} is ${lowered}`;
}

const WANT_START = /^\{name\}\s+(?:wants?|hopes?|needs?|is asking|asks|expects?|is looking for|is pushing|would like|is seeking|insists? on)\b/i;

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

/** The complete persona for a prompt; `today` fixes the birthdate's reference date. */
export function generatePersonaOffline(input: GeneratePersonaInput, today: Date = new Date()): PersonaDetails {
  const prompt = input.prompt.trim();
  const formName = input.name.trim();
  // A regeneration's variation changes every free choice and none of the stated facts.
  const variation = input.variation ?? 0;
  const seed = `${formName}\n${prompt}\n${input.fileTexts.map((file) => `${file.filename}:${file.text.length}:${file.text.slice(0, 200)}`).join('|')}${variation > 0 ? `\n#${variation}` : ''}`;
  const choose = createChooser(seed);
  // A history, a manner and an aim that step on with each regeneration, so consecutive takes never share them.
  const baseSeed = seed.replace(/\n#\d+$/, '');
  const stepped = <T,>(key: string, items: readonly T[]): T => items[(stableHash(`${baseSeed}\u0000${key}`) + variation) % items.length]!;
  const facts = extractFacts(prompt);
  const grounding = readFileGrounding(input.fileTexts);
  const lowerPrompt = prompt.toLowerCase();

  // Where the form's name is a person's name, it wins; a label such as "Sceptical Buyer" does not.
  const statedName = isPersonLikeName(formName)
    ? facts.personName && facts.personName.startsWith(`${formName} `)
      ? facts.personName
      : formName
    : facts.personName;
  // A stated name no list holds, with no pronoun or word for it, is not given a guessed gender: it is "Not stated", and
  // the persona is spoken of by name ("Ebere has…"). A name the engine makes up goes with the gender it chose.
  const gender: Gender = facts.gender ?? (statedName ? (genderOfName(statedName) ?? 'Not stated') : choose.pick('gender', ['Female', 'Male'] as const));
  const country = chooseCountry(facts, choose);
  // A stated birthplace gives the nationality and the name; where they live gives the hometown.
  const origin = facts.birthCountry ?? country;
  const name = statedName ?? generateName(gender, origin, choose);
  const shortName = isTitle(name.split(/\s+/)[0]!) ? name : (name.split(/\s+/)[0] ?? name);
  const pronouns = pronounsFor(gender, shortName);

  // A family's sentence that speaks of an employer ("the people above her", "her role") is not said of someone who
  // works for themselves.
  const worksForEmployer = (sentence: string) => !facts.isSelfEmployed || !/\b(?:above|role|organisation|organization|manager|employer|promotion)\b/i.test(sentence);
  const familyFromPrompt = chooseFamily(facts.occupation, lowerPrompt);
  const isCustomer = CUSTOMER_ROLES.has(facts.role ?? '');
  // A word of manner ("patient, 44") says how the character is, not where they work; a verb ("travels between
  // villages") says what they do, not in which industry: the word after "who" is its verb ("a piano tuner who travels…").
  // So is a word after a modal or a negation ("will not travel") and one after a comma that goes on with a
  // preposition ("quiet, travels between villages").
  const verbs = new Set([
    ...[...lowerPrompt.matchAll(/(?<=\b(?:who|not|never|to|will|won't|can't|cannot|doesn't|don't|would)\s+(?:\p{L}+ly\s+)?)(\p{L}+)/gu)].map((match) => match[1]!),
    ...[...lowerPrompt.matchAll(/,\s*(\p{L}+s)\s+(?:between|across|around|through|to|from|with|for|on|in|at|into)\b/gu)].map((match) => match[1]!).filter((word) => hasPartOfSpeech(word.slice(0, -1), 'verb')),
  ]);
  const workText = facts.descriptors
    .filter((descriptor) => !DESCRIPTOR_VERB.test(descriptor))
    .reduce((text, descriptor) => text.replaceAll(descriptor.toLowerCase(), ' '), lowerPrompt)
    .split(/(\s+)/)
    .map((token) => (verbs.has(token.replace(/[^\p{L}'’-]/gu, '')) ? ' ' : token))
    .join('');
  // Someone who works for themselves has no employer's field to fall back on: only their own words name one.
  const industry = chooseIndustry(workText, isCustomer ? '' : (facts.occupation?.toLowerCase() ?? ''), isCustomer ? '' : `${facts.workplace ?? ''} ${facts.organization ?? ''}`.toLowerCase(), grounding, facts.isSelfEmployed ? null : familyFromPrompt, isCustomer);
  const occupation =
    facts.occupation ??
    (facts.role ? chooseOccupationForRole(facts, industry, choose) : (familyFromPrompt?.defaultTitle ?? (industry ? choose.pick('occupation', industry.occupations) : OCCUPATION_FAMILIES.at(-1)!.defaultTitle)));
  const family = chooseFamily(occupation, '') ?? OCCUPATION_FAMILIES.at(-1)!;
  const { profile: scenario, isClear: isScenarioClear, isDrawn: isScenarioDrawn } = chooseScenario(lowerPrompt, facts, family, choose);
  const isRetired = facts.isRetired;
  const concerns = readConcerns(facts, facts.attitudes.some((attitude) => attitude.key === 'resistant' || attitude.key === 'demanding'));
  const age = chooseAge(facts, family, occupation, choose);
  // Years of experience only as the prompt states them: a number made up here would be spoken by the character as
  // its own ("I've been doing this for 22 years") though nobody said it.
  const years = facts.yearsOfExperience;

  // Someone who works the land or the sea, or a prompt that says "rural", lives in a town rather than a capital.
  const isRural = facts.isRural || /\b(?:farmer|rancher|fisherman|shepherd|grower|forester)\b/i.test(occupation);
  const city = facts.hometown ?? choose.pick('city', isRural && country.towns ? country.towns : country.cities);
  const isUnknownPlace = facts.hometown !== null && !facts.country && !COUNTRIES.some((known) => known.cities.includes(facts.hometown!));
  const hometown = isUnknownPlace || city === country.country ? city : `${city}, ${statedPartOfCountry(prompt, city, country) ?? country.country}`;
  const language = facts.language ?? chooseLanguage(country, family, lowerPrompt);

  const scores = scoreBigFive(facts, family, age, choose);
  const bigFive: BigFive = {
    openness: String(scores.openness),
    conscientiousness: String(scores.conscientiousness),
    extraversion: String(scores.extraversion),
    agreeableness: String(scores.agreeableness),
    neuroticism: String(scores.neuroticism),
  };

  const peers = industry?.peers ?? 'others in the same line of work';
  const extra = { peers, name: shortName };
  const say = (template: string) => fill(template, pronouns, extra);
  // A workplace only as the prompt states it: a field's usual employer ("a national charity", "an industrial
  // manufacturer") is a guess the character would then speak as their own.
  const workplaceNoun = facts.workplace;
  const workplace = facts.organization
    ? facts.workplace && !facts.organization.toLowerCase().includes(facts.workplace.replace(/^(?:an?|the)\s+/, '').split(' ').at(-1) ?? '')
      ? `${facts.organization}, ${facts.workplace}`
      : facts.organization
    : (workplaceNoun ?? '');
  // A sentence that is only about what the character wants belongs to the motivations; the rest to the background.
  const isWant = (sentence: string) => WANT_START.test(sentence);
  const wants = [
    ...facts.statements.filter(isWant).map((statement) => ensureStop(statement.replaceAll('{name}', shortName))),
    ...facts.descriptors.filter((descriptor) => isWant(`{name} ${descriptor}`)).map((descriptor) => `${shortName} ${descriptor}.`),
  ].filter((want, index, all) => all.findIndex((other) => other.toLowerCase().includes(want.toLowerCase().replace(/\.$/, ''))) === index);
  // The age is said once, in the opening: "selling honey at a market, 61, chatty" keeps the words around it.
  const withoutAge = (statement: string) => (facts.age === null ? statement : statement.replace(new RegExp(String.raw`,\s*${facts.age}\s*(?=,)`), ''));
  const statements = withDescriptors(
    facts.statements.filter((statement) => !isWant(statement)).map((statement) => ensureStop(withSubject(withoutAge(statement.replaceAll('{name}', shortName)), shortName, prompt))),
    facts.descriptors.filter((descriptor) => !isWant(`{name} ${descriptor}`) && !(facts.role && descriptor.toLowerCase().endsWith(facts.role.toLowerCase()))),
    shortName,
  );
  const attitudes = facts.attitudes.slice(0, 3);
  // The prompt's own word for an attitude ("cautious") wins over the table's ("sceptical").
  const statedAttitudeWords = readAttitudeWords(lowerPrompt, attitudes);
  const attitudeWords = attitudes.map((attitude) => attitude.adjective);
  // The prompt's own words for the character's manner win over the table's adjectives.
  const toneWords = facts.descriptors.filter((descriptor) => !DESCRIPTOR_VERB.test(descriptor));
  // "hates being rushed" says what the character cannot stand, not how they are.
  const ownAttitudeWords = statedAttitudeWords.filter((word) => !new RegExp(String.raw`\bbeing\s+${word}\b`).test(lowerPrompt));
  const expectedWords = [toneWords, ownAttitudeWords, attitudeWords].map((words) => words.filter(readsAsAdjective).map((words) => caseAsWritten(words, prompt))).find((words) => words.length > 0) ?? attitudeWords;
  const subject = capitalizeSentences(pronouns.subject);

  // Background: who, where and how long, then the prompt's own facts, then attitudes and the files.
  // A customer's workplace is not the organisation they complain to: the industry is the latter's.
  const opening =
    / Owner$/.test(occupation) || isCustomer || isRetired || !workplace
      ? `${name} is a ${age}-year-old ${occupation} from ${hometown}.`
      : `${name} is a ${age}-year-old ${occupation} at ${workplace} in ${hometown}.`;
  const selfEmployedSentence = facts.isSelfEmployed && !/\bfor (?:himself|herself|themselves|themself)\b/i.test(prompt) ? say(`{subject} works for ${gender === 'Female' ? 'herself' : gender === 'Male' ? 'himself' : 'themselves'}.`) : '';
  const roleSentence = facts.role
    ? isCustomer
      ? say(`In this conversation {subject} is ${withArticle(attitudeWords[0] ? `${attitudeWords[0]} ${facts.role}` : facts.role)} of ${workplace || 'the organisation the learner represents'}${workplace ? ', the organisation the learner represents' : ''}.`)
      : facts.role === 'stakeholder' || facts.role === 'sponsor'
        ? say(`In this conversation {subject} is a senior ${facts.role} on the learner's project.`)
        : facts.role === 'team member' || facts.role === 'direct report' || facts.role === 'employee' || facts.role === 'colleague'
          ? say(`In this conversation {subject} is ${withArticle(facts.role)} on the learner's team.`)
          : say(`In this conversation {subject} is ${withArticle(facts.role)}.`)
    : '';
  const formerOccupation = occupation.replace(/^Retired\s+/i, '');
  const field = industry ? `in ${industry.label.toLowerCase()}` : `as ${withArticle(occupation.toLowerCase())}`;
  const forYears = years === null ? '' : ` for ${years} ${years === 1 ? 'year' : 'years'}`;
  // Without a stated length of time the same sentence says the experience with no number: it stays a fact of who
  // they are (write-brief.ts), and nothing else the character says depends on whether a number was given.
  const experience = isRetired
    ? years === null
      ? say(`{subject} had a career as ${withArticle(formerOccupation.toLowerCase())} before retiring.`)
      : say(`{subject} worked as ${withArticle(formerOccupation.toLowerCase())}${forYears} before retiring.`)
    : isCustomer
      ? years === null
        ? say(`{subject} has experience as ${withArticle(occupation.toLowerCase())}, mostly ${family.duty}.`)
        : say(`{subject} has worked as ${withArticle(occupation.toLowerCase())}${forYears}, mostly ${family.duty}.`)
      : say(`{subject} has ${years === null ? '' : `${years} ${years === 1 ? 'year' : 'years'} of `}experience ${field}, most of it ${family.duty}.`);
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
  // Each take has its own history and manner, so a regeneration is a different person with the same stated facts.
  const careerPath = say(stepped('career', isRetired ? RETIRED_PATHS : facts.isSelfEmployed ? SELF_EMPLOYED_PATHS : facts.seniority === 'junior' ? JUNIOR_PATHS : CAREER_PATHS));
  const manner = say(stepped('manner', scores.extraversion > 50 ? OUTGOING_MANNERS : RESERVED_MANNERS));
  const background = [opening, selfEmployedSentence, roleSentence, ruralSentence, experience, careerPath, ...statements, ...attitudes.slice(0, 2).map((attitude) => say(attitude.background)), traitSentence, fileBackground]
    .filter(Boolean)
    .join(' ');

  const situation = isScenarioClear
    ? say(`${scenario.situation}${scenario.category === 'Sales' && workplace ? ` for ${workplace.replace(/^(?:a|an)\s/, 'the ')}` : ''}`)
    : 'has agreed to talk it through with the learner';
  // The character's own words come first: a quoted line, then what they said they cannot stand, oppose or want.
  // A stance ("evasive") sets the opening line before a manner ("polite") does.
  const voice = attitudes.find((attitude) => !attitude.isMild) ?? attitudes[0];
  const line = facts.quote ?? concerns.line ?? (voice ? say(voice.line) : isScenarioDrawn ? OPEN_LINE : say(DEFAULT_LINES[scenario.category] ?? DEFAULT_LINES.Leadership!));
  // The stated facts stay in the background; the snippet shows how the character behaves in the room.
  const scenarioSnippet = [`${shortName} ${situation.charAt(0).toLowerCase()}${situation.slice(1)}.`, manner, `${subject} opens with: "${line}"`].filter(Boolean).join(' ');

  const skills = isCustomer || !industry ? family.skills : [...family.skills, industry.skill];
  const skillsAndAbilities = [
    `${skills.join('; ')}.`,
    attitudes[0] ? say(`Particularly good at ${attitudes[0].strength}.`) : '',
    grounding && grounding.phrases.length > 0 ? `Well versed in ${quoteList(grounding.phrases.slice(0, 2))}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const motivationsAndGoals = [
    isRetired ? say('Be listened to and treated with respect after a lifetime of work.') : say(worksForEmployer(family.goal) ? family.goal : SELF_EMPLOYED_GOAL),
    ...attitudes.slice(0, 2).map((attitude) => say(attitude.motivation)),
    ...wants,
    ...concerns.wishes.filter((wish) => !wants.some((statement) => statement.includes(wish.replace(/\{possessive\}/g, '')))).map((wish) => say(`{subject} wants ${wish}.`)),
    say(ROLE_MOTIVATIONS[facts.role ?? ''] ?? ''),
    say(stepped('aim', isRetired ? RETIRED_AIMS : facts.isSelfEmployed ? SELF_EMPLOYED_AIMS : PERSONAL_AIMS)),
  ]
    .filter(Boolean)
    .join(' ');

  const industryRelevance = [
    !industry
      ? isCustomer
        ? `${shortName} is ${withArticle(facts.role ?? 'customer')}${workplace ? ` of ${workplace}` : ''} and expects the organisation the learner represents to live up to what it promised.`
        : workplace
          ? `${shortName} works at ${workplace}.`
          : ''
      : isCustomer
      ? `${industry.label}: ${shortName} is ${withArticle(facts.role ?? 'customer')} of ${workplace || 'the organisation the learner represents'}, a business shaped by ${industry.concerns}; ${pronouns.subject} expects it to live up to what it promised.`
      : isRetired
        ? `${industry.label}: ${shortName} spent a working life in ${industry.label.toLowerCase()}, where what matters is ${industry.concerns}.`
        : `${industry.label}: ${shortName} works ${workplace ? `at ${workplace}` : `in ${industry.label.toLowerCase()}`}, where decisions are shaped by ${industry.concerns}.`,
    isRetired
      ? say(`After years ${family.duty}, {subject} trusts people who know how the work really goes, and examples from it land far better than general claims.`)
      : say(`As ${withArticle(occupation)}, {subject} spends most days ${family.duty}, so ${INDUSTRY_ADVICE[family.key] ?? 'examples from a similar workplace land far better than generic claims'}.`),
    grounding && grounding.phrases.length > 0 ? `Key terms ${pronouns.subject} uses: ${quoteList(grounding.phrases)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const relevanceToScenario = [
    // A prompt that names no kind of conversation is not put in one drawn at random (a beekeeper's pay review).
    isScenarioDrawn ? OPEN_PRACTICE : `Good practice for ${scenario.category} conversations: ${scenario.practice}.`,
    attitudes.length > 0
      ? say(`Expect ${shortName} to be ${joinList(expectedWords)}; what wins {object} over is ${voice!.winsOver}.`)
      : say(`${shortName} responds best to ${describeApproach(scores)}.`),
    ...facts.scenarioNotes,
    grounding && grounding.facts.length > 0 ? `The conversation can draw on these facts: ${grounding.facts.map((fact) => `"${fact}"`).join(' ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  const challengesAndGrowthAreas = [
    ...concerns.challenges.map(say),
    ...attitudes.slice(0, 2).map((attitude) => say(attitude.challenge)),
    isRetired ? '' : say(worksForEmployer(family.challenge) ? family.challenge : SELF_EMPLOYED_CHALLENGE),
    attitudes.length === 0 ? say(describeTraitChallenge(scores)) : '',
    say(`Growth area: learning to ${GROWTH[attitudes[0]?.key ?? ''] ?? 'say earlier and more openly what {subject} actually needs'}.`),
  ]
    .filter(Boolean)
    .join(' ');

  const hairStyles = gender === 'Female' ? FEMALE_HAIR_STYLES : gender === 'Male' ? MALE_HAIR_STYLES : [...FEMALE_HAIR_STYLES, ...MALE_HAIR_STYLES];
  const attire = isRetired
    ? 'Comfortable everyday clothes: a jumper, practical trousers and sturdy shoes'
    : industry?.attireNote && !isCustomer && family.key !== 'clinical' && !/badge|lanyard/i.test(family.attire) ? `${family.attire}, ${industry.attireNote}` : family.attire;

  return {
    name,
    age: String(age),
    gender,
    occupation,
    language,
    hometown,
    birthdate: chooseBirthdate(age, today, choose),
    nationality: origin.nationality,
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
      typicalAttire: ensureStop(attire),
      distinguishingFeatures: ensureStop(`${say(family.feature)}; ${choose.pick('feature', GENERAL_FEATURES).toLowerCase()}`),
    },
  };
}
