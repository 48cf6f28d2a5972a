// Writes a scenario's brief from the person's words: the character's identity, tone, facts (theirs and the files'),
// concerns, what they keep back, the outcome and the opening line; and, kept apart, the learner's situation in
// "you" form with their own goal. Every stated fact is kept as written; what is missing comes from the situation's
// kind (situation-kinds.ts), never in place of what was said.
import { BRIEF_LONG_TEXT_MAX, BRIEF_SHORT_TEXT_MAX, BRIEF_TEXT_MAX, type BriefFact, type ScenarioBrief } from '../../../../shared/contracts/character-brief.ts';
import type { GenerateScenarioInput } from '../../contracts/generate-scenario.ts';
import { extractFacts } from '../persona/extract-facts.ts';
import type { Chooser } from '../seeded-choice.ts';
import {
  characterOpens,
  learnerOpens,
  nameWords,
  prefersWriting,
  readAmountAndReference,
  readLearnerParty,
  readPlace,
  readProduct,
  readSetting,
  readVisitedPlace,
  type DescriptionReading,
} from './read-scenario.ts';
import type { KindContext, SituationKind } from './situation-kinds.ts';
import { readSituationKind } from './read-situation-kind.ts';
import { statedConcerns } from './stated-concerns.ts';
import { agreementLineFor, openingLineFor, readTonePhrase, SPEAKING_STYLES, toneKeyOf, walkAwayLineFor, type Setting, type ToneKey } from './tone.ts';
import { ensureStop, keywordsOf, toCharacterVoice, toLearnerVoice, toThirdPerson, type CharacterRef } from './voice.ts';
import { capitalize, clip, keywordSet, factFrom, readFileFacts, chooseObjections, requirementsFor } from './brief-entries.ts';
import { readSources, readOrganisation, isIntroduction, characterStatements } from './brief-sources.ts';

export interface BriefCharacter {
  name: string;
  gender: 'Female' | 'Male';
  age: string;
  occupation: string;
  /** What they are to the learner ("customer", "parent") when no job was stated: the scene names them by it. */
  introducedAs?: string | null;
}

/** The brief and what the prose fields are written from. */
export interface WrittenBrief {
  brief: ScenarioBrief;
  kind: SituationKind;
  reading: DescriptionReading;
  tonePhrase: string | null;
  toneKey: ToneKey;
  organisation: string | null;
  place: string | null;
  setting: Setting;
  /** "the finance director at Baltic Freight in Tallinn". */
  who: string;
  /** Facts read from the files, as the files state them. */
  fileFacts: string[];
  /** The character's background in the third person: the persona's, or who they are and what was said of them. */
  background: string;
  /** The scene as the learner meets it, in "you" form, ending with the opening line. */
  snippet: string;
}

const MAX_FACTS = 20;

/** "Bank Manager" → "bank manager", keeping names and acronyms: "product specialist from RotaCare". */
export function asPhrase(text: string): string {
  const words = text.trim().split(/\s+/);
  return words
    .map((word, index) => {
      const afterPreposition = index > 0 && /^(?:at|from|for|in|with)$/i.test(words[index - 1]!);
      const isPlainCapitalised = /^\p{Lu}\p{Ll}+$/u.test(word);
      return isPlainCapitalised && !afterPreposition ? word.toLowerCase() : word;
    })
    .join(' ');
}

export function withArticle(phrase: string): string {
  // Acronyms are read letter by letter: "an HR manager", "an MBA student".
  const isVowelSound = /^(?:8|1[18]\b|1[18]-)/.test(phrase) || /^[AEFHILMNORSX][A-Z]+\b/.test(phrase) || (/^[aeiou]/i.test(phrase) && !/^(?:uni|eu|one|us)/i.test(phrase) && !/^[A-Z]{2}/.test(phrase));
  return `${isVowelSound ? 'an' : 'a'} ${phrase}`;
}

/** The agreement a stated goal asks for: "agree a payment date …" → "a payment date …". */
function agreementFromGoal(goal: string, firstName: string): string {
  // "Introduce the app…, answer her doubts…, and agree a two-week trial on one ward": the agreement is what is agreed.
  const agreed = /(?:^|,\s*|\band\s+)(?:agree|settle)\s+(?:on\s+|to\s+)?((?:a|an|the|on|to)\b[^,;]+)$/i.exec(goal.replace(/[.!?]+$/, ''));
  if (agreed?.[1] && agreed.index > 0) return agreed[1].trim();
  return goal
    .replace(new RegExp(String.raw`^(?:get|persuade|convince)\s+(?:${firstName}|him|her|them)\s+to\s+`, 'i'), '')
    .replace(/^(?:agree|settle)\s+(?:on\s+|to\s+)?/i, '')
    .trim();
}

function identitySentence(character: BriefCharacter, who: string): string {
  return `${character.name} is ${who.replace(/^the /, `the ${character.age}-year-old `).replace(/^an? /, `${withArticle(`${character.age}-year-old`)} `)}.`;
}

function meetSentence(character: BriefCharacter, who: string, setting: Setting, opens: 'learner' | 'character', hasLearnerSentences: boolean): string {
  const whoClause = `${character.name}, ${who}`;
  if (opens === 'character') return setting === 'call' ? `${whoClause}, is calling you.` : `${whoClause}, has asked to talk with you.`;
  if (hasLearnerSentences) return `You meet ${whoClause}.`;
  const verb = setting === 'visit' ? 'visiting' : setting === 'call' ? 'calling' : 'meeting';
  return `You are ${verb} ${whoClause}.`;
}

/** The scenario's brief from the person's words; `character` holds the identity the engine already settled. */
export function writeBrief(input: GenerateScenarioInput, character: BriefCharacter, choose: Chooser): WrittenBrief {
  const sources = readSources(input);
  const { reading } = sources;
  const characterFacts = extractFacts(sources.characterText.join('\n'));
  const firstName = character.name.replace(/^(?:Dr|Prof|Mr|Mrs|Ms|Miss)\.?\s+/, '').split(/\s+/)[0] ?? character.name;
  const ref: CharacterRef = { name: character.name, firstName, gender: character.gender };
  const organisation = readOrganisation(sources, characterFacts);
  const party = readLearnerParty(sources.learnerText);
  const place = input.persona?.hometown?.trim() || readPlace([...sources.characterText, ...sources.learnerText], nameWords(organisation, party, character.name));
  const learnerAll = sources.learnerText.join(' ');
  const kind = readSituationKind([input.title, input.aiRole ?? '', input.myRole ?? '', input.description].join('\n'), input.aiRole ?? '');
  const opens = learnerOpens(`${input.title} ${learnerAll}`) ? 'learner' : characterOpens(reading.sharedSentences.join(' ')) ? 'character' : kind.initiative;
  // A character who comes to the learner says how ("calls for the third time"); otherwise the learner's words do.
  const setting = readSetting(opens === 'character' ? `${input.title} ${learnerAll} ${reading.sharedSentences.join(' ')}` : `${input.title} ${learnerAll}`);
  const writes = prefersWriting(sources.characterText.join(' '));

  // The description's own words about the character outrank the few words of the AI role ("Upset customer").
  const toneTexts = [...sources.characterText.slice(1), sources.characterText[0] ?? ''];
  const tonePhrase = toneTexts.map(readTonePhrase).find((phrase): phrase is string => phrase !== null) ?? null;
  const personality = tonePhrase ?? characterFacts.attitudes.map((attitude) => attitude.adjective).find((adjective) => toneKeyOf(adjective) !== 'warm') ?? 'matter-of-fact';
  const toneKey = toneKeyOf(tonePhrase ?? personality);

  const occupation = asPhrase(character.occupation);
  const at = [organisation ? ` at ${organisation}` : '', place && !(organisation ?? '').includes(place) ? ` in ${place}` : ''].join('');
  const who = character.introducedAs ? `${withArticle(character.introducedAs)}${at}` : organisation ? `the ${occupation}${at}` : `${withArticle(occupation)}${at}`;
  const { amount, reference } = readAmountAndReference(input.description);
  const context: KindContext = { firstName, amount, reference, product: readProduct([input.title, input.description, input.myRole ?? '']), organisation };
  const leaveOut = nameWords(character.name);

  const statements = characterStatements(sources, character, tonePhrase);
  const fileFacts = readFileFacts(input.fileTexts);
  const roleFact: BriefFact = {
    topic: 'Their role',
    keywords: ['role', 'job', 'position', 'responsible', 'what do you do', 'work', ...keywordsOf(organisation ?? '', 3)],
    answer: `I'm ${who}.`,
  };
  const facts = [roleFact, ...statements.map((sentence) => factFrom(sentence, toCharacterVoice(sentence, ref), leaveOut)), ...fileFacts.map((sentence) => factFrom(sentence, ensureStop(sentence), leaveOut))]
    .map((fact) => ({ ...fact, keywords: keywordSet(fact.keywords, fact.topic.toLowerCase()) }))
    .slice(0, MAX_FACTS);

  const objections = chooseObjections(statedConcerns([...sources.characterText]), kind, context);
  const goal = reading.goal ? ensureStop(capitalize(reading.goal)) : kind.goal(context);
  const quoted = characterFacts.quote;
  const openingLine =
    quoted ?? openingLineFor({ tone: toneKey, initiative: opens, setting, firstName, topic: kind.topic(context), variant: choose.int('opening', 0, 7), prefersWriting: writes });

  const pronoun = character.gender === 'Female' ? 'She' : 'He';
  const counterpart = input.myRole ? `the ${asPhrase(input.myRole)}` : 'the other person';
  const visited = readVisitedPlace(learnerAll);
  const situation = [
    sources.persona?.background ? sources.persona.background.trim() : identitySentence(character, who),
    tonePhrase && ![sources.persona?.background ?? '', input.description].some((text) => text.toLowerCase().includes(tonePhrase)) ? `${pronoun} is ${tonePhrase}.` : '',
    input.myRole ? `${pronoun} is talking with ${withArticle(asPhrase(input.myRole))}.` : '',
    setting === 'visit' && opens === 'learner' ? `${pronoun} is at ${visited ?? 'work'}, receiving a visitor.` : '',
    ...reading.ordered.filter((sentence) => !isIntroduction(sentence.text, character)).map((sentence) => toThirdPerson(sentence.text, party, counterpart)),
  ]
    .filter(Boolean)
    .join(' ');

  const learnerIdentity = reading.ordered.filter((sentence) => sentence.side === 'learner' && /^(?:you are|you['’]re|i am|i['’]m)\b/i.test(sentence.text));
  const learnerSituation = [
    input.myRole ? `You are ${withArticle(asPhrase(input.myRole))}.` : '',
    ...learnerIdentity.map((sentence) => toLearnerVoice(sentence.text)),
    meetSentence(character, who, setting, opens, reading.learnerSentences.length > 0),
    ...reading.ordered.filter((sentence) => !learnerIdentity.includes(sentence) && !isIntroduction(sentence.text, character)).map((sentence) => toLearnerVoice(sentence.text)),
  ]
    .filter(Boolean)
    .join(' ');

  const brief: ScenarioBrief = {
    character: {
      identity: {
        name: clip(character.name, BRIEF_SHORT_TEXT_MAX),
        age: character.age,
        gender: character.gender,
        occupation: clip(character.occupation, BRIEF_SHORT_TEXT_MAX),
        organisation: clip(organisation ?? '', BRIEF_SHORT_TEXT_MAX),
        location: clip(place ?? '', BRIEF_SHORT_TEXT_MAX),
        language: clip(input.persona?.language?.trim() || characterFacts.language || 'English', BRIEF_SHORT_TEXT_MAX),
        personality: clip(personality, BRIEF_SHORT_TEXT_MAX),
        tone: clip(tonePhrase ?? personality, BRIEF_SHORT_TEXT_MAX),
        speakingStyle: clip(writes ? `${SPEAKING_STYLES[toneKey]}; prefers email to phone calls` : SPEAKING_STYLES[toneKey], BRIEF_SHORT_TEXT_MAX),
      },
      situation: clip(situation, BRIEF_LONG_TEXT_MAX),
      facts,
      hiddenFacts: kind.hiddenFacts(context).map((fact) => ({ ...fact, keywords: keywordSet(fact.keywords, fact.topic.toLowerCase()) })),
      objections,
      outcome: {
        agreement: clip(reading.goal ? agreementFromGoal(reading.goal, firstName) : kind.agreement(context), BRIEF_TEXT_MAX),
        condition: clip(objections.length > 0 ? `${kind.condition}; every concern raised is answered` : kind.condition, BRIEF_TEXT_MAX),
        requires: requirementsFor(reading.goal, kind, context),
        agreementLine: agreementLineFor(toneKey, writes),
        walkAwayWhen: 'pushed, threatened or insulted twice',
        walkAwayLine: walkAwayLineFor(toneKey, writes),
      },
      openingLine: clip(openingLine, BRIEF_TEXT_MAX),
    },
    learner: { situation: clip(learnerSituation, BRIEF_LONG_TEXT_MAX), goal: clip(goal, BRIEF_TEXT_MAX) },
  };
  const background =
    sources.persona?.background.trim() ||
    [identitySentence(character, who), tonePhrase ? `${pronoun} is ${tonePhrase}.` : '', ...statements.map((sentence) => toThirdPerson(sentence, party, counterpart))].filter(Boolean).join(' ');
  const snippet = [...learnerIdentity.map((sentence) => toLearnerVoice(sentence.text)), meetSentence(character, who, setting, opens, reading.learnerSentences.length > 0), `${pronoun} opens with: "${brief.character.openingLine}"`].join(' ');
  return { brief, kind, reading, tonePhrase, toneKey, organisation, place, setting, who, fileFacts, background, snippet };
}
