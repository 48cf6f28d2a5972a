// Reads how the character is from a persona prompt, in its own words: attitudes, sentences about the character,
// descriptors ("polite but evasive"), and what they dislike, want or oppose.
import { ATTITUDES, OCCUPATION_HEADS, TONE_WORDS, type Attitude } from './lexicon.ts';
import { splitSentences } from '../../language/text.ts';
import { isAttitudeWord } from './prompt-words.ts';
import { escapeRegExp } from '../../../../shared/text.ts';

const ING_EXCLUDED = new Set(['during', 'morning', 'evening', 'nothing', 'something', 'anything', 'everything', 'building', 'meeting', 'according', 'including', 'regarding', 'bring', 'thing', 'king', 'spring', 'string']);

const ATTITUDE_PATTERNS = new Map(ATTITUDES.map((attitude) => [attitude, attitude.stems.map((stem) => new RegExp(String.raw`(?<![\p{L}-])${escapeRegExp(stem)}`, 'gu'))]));

/** The attitudes the prompt names (unless negated), in the order it names them. */
export function readAttitudes(lowerText: string): Attitude[] {
  const found: { attitude: Attitude; index: number }[] = [];
  for (const attitude of ATTITUDES) {
    let firstIndex = -1;
    for (const pattern of ATTITUDE_PATTERNS.get(attitude) ?? []) {
      for (const match of lowerText.matchAll(pattern)) {
        const before = lowerText.slice(Math.max(0, match.index - 14), match.index);
        if (/\b(?:not|never|no longer|isn't|wasn't|hardly)\s+(?:\w+\s+)?$/.test(before)) continue;
        if (firstIndex === -1 || match.index < firstIndex) firstIndex = match.index;
        break;
      }
    }
    if (firstIndex !== -1) found.push({ attitude, index: firstIndex });
  }
  return found.sort((left, right) => left.index - right.index).map((entry) => entry.attitude);
}

const LEARNER_WORDS = /\b(?:you|your|learner|trainee|the user|salesperson|sales rep|the rep|the agent|the manager|practise|practice|scenario)\b/i;

const VERB_STARTS = /^(?:has|had|is|was|wants|needs|works|worked|likes|loves|hates|prefers|believes|thinks|feels|cares|insists|tends|often|always|never|recently|lives|lived|grew|refuses|expects|values|dislikes|struggles|manages|leads|runs|owns|speaks|spends|joined|joins|became|reports|oversees|handles|recently|currently)\b/i;

/** The sentences about the character ({name} for its subject), and the sentences about the learner or situation. */
export function readStatements(text: string, firstSentence: string, personName: string | null, afterHead: number | null): { statements: string[]; scenarioNotes: string[] } {
  // The engine puts the final name in place of {name}, which the prompt may not give.
  const subject = '{name}';
  const statements: string[] = [];
  const scenarioNotes: string[] = [];
  const add = (sentence: string) => {
    const clean = sentence.replace(/\s+/g, ' ').trim().replace(/[,;:\s]+$/, '');
    if (clean.length < 6 || statements.some((existing) => existing.toLowerCase() === clean.toLowerCase())) return;
    statements.push(/[.!?]$/.test(clean) ? clean : `${clean}.`);
  };

  for (const match of firstSentence.matchAll(/\b(who|whose)\s+([^.!?;]+)/gi)) {
    // "whose order arrived broken and who wants a refund" holds two facts.
    const [own = '', ...rest] = (match[2] ?? '').split(/,?\s+and\s+who\s+/i);
    add(match[1]!.toLowerCase() === 'whose' ? `${subject}'s ${own}` : `${subject} ${own}`);
    for (const clause of rest) add(`${subject} ${clause}`);
  }
  if (afterHead !== null) {
    const participle = /^\s*,?\s*([a-z]+ing)\b([^.!?;]*)/.exec(text.slice(afterHead));
    if (participle?.[1] && !ING_EXCLUDED.has(participle[1].toLowerCase())) {
      add(`${subject} is ${participle[1]}${(participle[2] ?? '').replace(/\s+who\s.*$/i, '')}`);
    }
  }
  const trailing = /,\s+((?:has|is|was|wants|needs|believes|thinks|feels|hates|loves|likes|prefers|insists|refuses|cares|worries|expects|recently)\b[^.!?]*)/i.exec(firstSentence);
  // "..., is an upset customer whose ..." only restates who the character is; its who/whose clause was kept above.
  if (trailing?.[1] && !/^(?:is|was)\s+(?:an?|the)\s/i.test(trailing[1])) add(`${subject} ${trailing[1]}`);

  const sentences = splitSentences(text);
  for (const sentence of sentences.slice(1)) {
    const startsWithCharacter = /^(?:she|he|they|her|his|their)\b/i.test(sentence) || (personName !== null && sentence.startsWith(personName));
    if (!startsWithCharacter && LEARNER_WORDS.test(sentence)) {
      scenarioNotes.push(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
      continue;
    }
    if (VERB_STARTS.test(sentence)) add(`${subject} ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`);
    else add(sentence);
  }
  return { statements: statements.slice(0, 6), scenarioNotes: scenarioNotes.slice(0, 3) };
}

const CLAUSE_END = String.raw`(?=\s+(?:and|but|so|because|since|while|although|though|who|which|when)\s|[,.;:!?()]|$)`;

export const DISLIKE_PATTERN = new RegExp(
  String.raw`\b(?:can't stand|cannot stand|can not stand|hates?|hating|dislikes?|loathes?|detests?|can't bear|cannot bear|is tired of|is fed up with|has no patience for|has no time for|won't tolerate|will not tolerate|doesn't like|does not like|is allergic to)\s+([^,.;:!?()]{2,80}?)${CLAUSE_END}`,
  'giu',
);

export const WANT_PATTERN = new RegExp(
  String.raw`\b(?:wants?|wanting|needs?|expects?|is asking for|asks for|asking for|would like|is looking for|insists on|demands?|is pushing for|hopes? for|hopes? to)\s+([^,.;:!?()]{2,100}?)${CLAUSE_END}`,
  'giu',
);

export const OPPOSE_PATTERN = new RegExp(String.raw`\b(?:opposes|opposing|is opposed to|opposed to|objects to|objecting to|is against|campaigns against|fights|is fighting)\s+([^,.;:!?()]{2,100}?)${CLAUSE_END}`, 'giu');

/** Up to three distinct clauses the pattern captures. */
export function readClauses(text: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(pattern)) {
    const clause = (match[1] ?? '').trim().replace(/\s+/g, ' ');
    // "wants to speak to a manager" keeps its verb; "needs more time" its object.
    if (clause && !found.some((existing) => existing.toLowerCase() === clause.toLowerCase())) found.push(clause);
  }
  return found.slice(0, 3);
}

const INTENSIFIERS = /^(?:very|quite|rather|fairly|extremely|deeply|openly|always|usually|generally|often|a (?:little|bit)|somewhat|slightly|famously|notoriously)\s+/i;

/** Compounds that say how someone is: "data-minded", "soft-spoken", "sharp-tongued". */
export const TONE_SUFFIXES = /-(?:minded|spoken|tempered|natured|driven|headed|hearted|mannered|tongued|willed|spirited|voiced)$/;
// A past participle after a manner adverb ("spoken", "flustered"), in its regular or -en form.
const PARTICIPLE = /^\p{Ll}{3,}(?:ed|en)$/u;

function isToneWord(word: string): boolean {
  const lower = word.toLowerCase().replace(/[’']s$/, '');
  return TONE_WORDS.has(lower) || isAttitudeWord(lower) || TONE_SUFFIXES.test(lower);
}

/**
 * Phrases of the prompt that say how the character is or what they do: "skeptical of new software", "polite but
 * evasive", "hates long demos". Neighbouring tone phrases stay together as written ("quiet, data-minded").
 */
export function readDescriptors(text: string, personName: string | null): string[] {
  const descriptors: string[] = [];
  for (const sentence of splitSentences(text).slice(0, 3)) {
    const fragments = sentence.split(/\s*[,;]\s*|\s+(?:and|but) (?=(?:is|was|has|hates|loves|likes|prefers|dislikes)\b)/).map((part) => part.trim().replace(/[.!?]+$/, ''));
    let run: string[] = [];
    const flush = () => {
      if (run.length > 0) descriptors.push(run.join(', '));
      run = [];
    };
    for (const fragment of fragments) {
      const clean = fragment.replace(/^(?:and|but|who is|who's|is|she is|he is|they are|she's|he's)\s+/i, '').replace(/^(?:and |but )?(?:she|he|they|who)\s+(?=\p{Ll})/iu, '');
      const firstWord = clean.replace(INTENSIFIERS, '').split(/\s+/)[0] ?? '';
      // "a polite but evasive marketing director in Milan": the words before the job say how the character is.
      const leading = leadingTone(clean);
      if (leading) {
        flush();
        descriptors.push(leading);
        continue;
      }
      if (!clean || (personName && clean.includes(personName)) || clean.split(/\s+/).length > 8) {
        flush();
        continue;
      }
      if (isToneWord(firstWord) && !OCCUPATION_HEADS.has(clean.split(/\s+/).at(-1)?.toLowerCase() ?? '')) {
        run.push(clean);
        continue;
      }
      flush();
      if (DESCRIPTOR_VERBS.test(clean)) descriptors.push(clean);
    }
    flush();
  }
  return [...new Set(descriptors)].slice(0, 5);
}

/** The tone words in front of a described person: "a warm but stubborn hotel owner" → "warm but stubborn". */
function leadingTone(fragment: string): string | null {
  const words = /^(?:an?|the)\s+(.+)$/i.exec(fragment)?.[1]?.split(/\s+/) ?? [];
  const run: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!.replace(/,$/, '');
    const next = words[index + 1]?.replace(/,$/, '') ?? '';
    // "a bluntly spoken planner", "an easily flustered clerk": a manner adverb with the participle or tone it qualifies.
    if (/^\p{L}+ly$/u.test(word) && !words[index]!.endsWith(',') && (PARTICIPLE.test(next) || isToneWord(next))) {
      run.push(word, words[index + 1]!);
      index += 1;
    } else if (isToneWord(word)) run.push(words[index]!);
    else if ((word === 'but' || word === 'and') && run.length > 0 && isToneWord(words[index + 1] ?? '')) run.push(word);
    else break;
  }
  // Something must follow: the tone describes a person ("a blunt warehouse manager"), not the whole fragment.
  return run.length > 0 && run.length < words.length ? run.join(' ').replace(/,$/, '') : null;
}

const DESCRIPTOR_VERBS = /^(?:hates|loves|likes|prefers|dislikes|distrusts|avoids|values|expects|insists on|refuses|wants|needs|cares about|worries about|can't stand|cannot stand|never|always|rarely|speaks|answers|replies|talks|runs|owns|leads|manages|has|had|lives|grew up|works|worked|spends|spent|keeps|believes|thinks|feels|trusts|reports|oversees|handles|sails|drives|joined|became)\b/i;

/**
 * The prompt's own words for the attitudes it names ("cautious" for the sceptical attitude), in order, so the persona
 * says the tone the person wrote rather than the table's word for it.
 */
export function readAttitudeWords(lowerText: string, attitudes: readonly Attitude[]): string[] {
  const words: string[] = [];
  for (const attitude of attitudes) {
    for (const pattern of ATTITUDE_PATTERNS.get(attitude) ?? []) {
      const match = new RegExp(pattern.source, 'u').exec(lowerText);
      if (!match) continue;
      const word = /^[\p{L}-]+/u.exec(lowerText.slice(match.index))?.[0];
      if (word && !words.includes(word)) words.push(word);
      break;
    }
  }
  return words;
}
