// Reads what the character does from a persona prompt: the job title ("works as", "owner of", a job noun introduced
// as the character) and the role they play towards the learner ("an upset customer").
import { derivedWords, hasPartOfSpeech, isNameOnly, isOccupationNoun, isPersonNoun, nounKinds } from '../../language/wordnet.ts';
import { FEMALE_WORDS, MALE_WORDS, NON_TITLE_WORDS, OCCUPATION_HEADS, RELATIONSHIP_ROLES, TONE_WORDS, WORKPLACE_NOUNS } from './lexicon.ts';
import { TONE_SUFFIXES } from './read-manner.ts';
import { type Token, ARTICLES, POSSESSIVES, OTHER_PERSON_PREPOSITIONS, isBroken, toTitleCase, isCountryWord, isAttitudeWord } from './prompt-words.ts';

const HEADS_NEEDING_A_MODIFIER = new Set(['lead', 'head', 'partner', 'associate', 'agent', 'operator', 'producer', 'driver', 'user']);

// Words of where after a job noun ("a claims adjuster out of Lagos"), though WordNet also holds them as nouns.
const PLACE_PARTICLES = new Set(['out', 'off', 'up', 'down', 'over', 'near', 'round', 'around', 'across', 'along', 'past', 'beyond', 'outside', 'inside']);

const OF_HEADS = new Set(['director', 'head', 'vp', 'president', 'chief', 'officer', 'manager']);

/** A noun after these is one of several people, never the character: "every new merchant", "other buyers". */
const QUANTIFIERS = new Set(['every', 'each', 'any', 'all', 'some', 'no', 'other', 'another', 'many', 'few', 'several', 'both', 'these', 'those', 'more', 'most']);

/** Words that say how someone works or where they were born, not what the job is: "a Romanian-born plumber". */
export function isStatusWord(lower: string): boolean {
  return /-born$/.test(lower) || SELF_EMPLOYED_WORDS.has(lower);
}

const SELF_EMPLOYED_WORDS = new Set(['self-employed', 'freelance', 'independent']);

/** Whether the prompt says the character works for themselves, so no employer may be given them. */
export function readSelfEmployed(text: string): boolean {
  return /\b(?:self-employed|freelance|freelancer|sole trader|works? for (?:himself|herself|themselves|themself)|worked for (?:himself|herself|themselves) |runs? (?:his|her|their) own (?:business|firm|practice))/i.test(text);
}

/**
 * A person noun WordNet holds as a common word ("beekeeper", "lock keeper", "herder"), introduced as the character:
 * at the start, after "a" or "an", or after an age ("a 47-year-old beekeeper"); never a relation, a gender word or
 * one of the roles the character plays towards the learner.
 */
function isIntroducedPersonNoun(tokens: Token[], index: number, text: string): boolean {
  const token = tokens[index]!;
  const lower = token.lower;
  if (!isPersonNoun(lower) || isNameOnly(lower) || hasPartOfSpeech(lower, 'adjective') || RELATIONSHIP_ROLES.includes(lower) || FEMALE_WORDS.includes(lower) || MALE_WORDS.includes(lower) || TONE_WORDS.has(lower) || isAttitudeWord(lower)) return false;
  // A capital inside a sentence, or before another one, marks a name ("Sarah Baker", "Ana Lima"), not a job.
  const startsSentence = index === 0 || /[.!?]\s*$/.test(text.slice(0, token.start));
  const next = tokens[index + 1];
  const nextJoined = next !== undefined && !isBroken(text, token, next);
  if (/^\p{Lu}/u.test(token.text) && (!startsSentence || (nextJoined && /^\p{Lu}/u.test(next.text)))) return false;
  // Only the head of its phrase: "graduate" in "a graduate sales rep" is a modifier.
  if (nextJoined && hasPartOfSpeech(next.lower, 'noun') && !/(?:ing|ed)$/.test(next.lower) && !NON_TITLE_WORDS.has(next.lower) && !PLACE_PARTICLES.has(next.lower)) return false;
  let first = collectModifiers(tokens, index, text);
  // "a self-employed piano tuner", "a quiet Romanian-born plumber": words of manner and status stand between.
  while (first > 0 && !isBroken(text, tokens[first - 1]!, tokens[first]!) && isMannerOrStatus(tokens[first - 1]!.lower)) first -= 1;
  const before = tokens[first - 1];
  if (!before) return true;
  // "Oliver Grant, 24, junior software tester from…": right after the age the prompt opens with, a noun of someone who
  // does something (WordNet derives it from a verb: "tester", "illustrator"), not what they are ("groom-to-be").
  // "Winston Clarke, 58, secondary school caretaker": a person named with the place they work at holds a job there.
  if (isBroken(text, before, tokens[first]!)) return /[.!?]\s*$/.test(text.slice(0, tokens[first]!.start)) || (isAfterOpeningAge(tokens, first, text) && (isNounOfADoer(lower) || isNamedWithWorkplace(tokens, first, index)));
  return before.lower === 'a' || before.lower === 'an' || /-old$/.test(before.lower);
}

/**
 * A word no dictionary holds, in lower case, heading the description right after the age the prompt opens with and
 * ending it ("Chloe Bennett, 31, registered childminder from Norwich"): what the person is, so their job.
 */
function isUnknownHeadAfterAge(tokens: Token[], index: number, text: string): boolean {
  const token = tokens[index]!;
  if (!/^\p{Ll}[\p{Ll}-]{3,}$/u.test(token.text) || (['noun', 'verb', 'adjective', 'adverb'] as const).some((pos) => hasPartOfSpeech(token.lower, pos))) return false;
  const next = tokens[index + 1];
  if (next && !isBroken(text, token, next) && !['from', 'in', 'at', 'near', 'with', 'who', 'and'].includes(next.lower)) return false;
  return isAfterOpeningAge(tokens, collectModifiers(tokens, index, text), text);
}

/** Whether a word and the next make a phrase WordNet holds, but not as a noun: "fed up", "laid back". */
function opensPhraseOfAnotherKind(tokens: Token[], index: number, text: string): boolean {
  const next = tokens[index + 1];
  if (!next || isBroken(text, tokens[index]!, next)) return false;
  const phrase = `${tokens[index]!.lower}_${next.lower}`;
  return !hasPartOfSpeech(phrase, 'noun') && (['adjective', 'verb', 'adverb'] as const).some((pos) => hasPartOfSpeech(phrase, pos));
}

/** Whether the words before a person noun name a kind of workplace: "school" in "secondary school caretaker". */
function isNamedWithWorkplace(tokens: Token[], first: number, index: number): boolean {
  return tokens.slice(first, index).some((token) => WORKPLACE_NOUNS.includes(token.lower));
}

function isNounOfADoer(lower: string): boolean {
  return derivedWords(lower, 'noun').some((lemma) => hasPartOfSpeech(lemma, 'verb'));
}

/** Whether the phrase starting at `first` follows "Name, 24," at the opening of the prompt, with only a comma between. */
function isAfterOpeningAge(tokens: Token[], first: number, text: string): boolean {
  const age = tokens[first - 1];
  if (!age || !/^\d{1,3}$/.test(age.lower) || !/^\s*,\s*$/.test(text.slice(age.end, tokens[first]!.start))) return false;
  return /^[^.!?]{0,60},\s*$/.test(text.slice(0, age.start));
}

function isMannerOrStatus(lower: string): boolean {
  return isStatusWord(lower) || TONE_WORDS.has(lower) || isAttitudeWord(lower) || TONE_SUFFIXES.test(lower) || (NON_TITLE_WORDS.has(lower) && !['a', 'an', 'the', 'is', 'was', 'who', 'and', 'or', 'of', 'at', 'in', 'for', 'with', 'as', 'to', 'from', 'by', 'on'].includes(lower) && !POSSESSIVES.has(lower));
}

/** Whether the noun at `index` is introduced as the character itself rather than as someone they deal with. */
function isIntroducedAsSubject(tokens: Token[], firstModifier: number, text: string): boolean {
  const before = tokens[firstModifier - 1];
  if (!before || isBroken(text, before, tokens[firstModifier]!)) return true;
  if (POSSESSIVES.has(before.lower) || QUANTIFIERS.has(before.lower)) return false;
  if (OTHER_PERSON_PREPOSITIONS.has(before.lower)) return false;
  if (ARTICLES.has(before.lower)) {
    const preposition = tokens[firstModifier - 2];
    if (preposition && !isBroken(text, preposition, before) && OTHER_PERSON_PREPOSITIONS.has(preposition.lower)) return false;
  }
  return true;
}

function collectModifiers(tokens: Token[], headIndex: number, text: string): number {
  let first = headIndex;
  while (first > 0 && headIndex - first < 3) {
    const previous = tokens[first - 1]!;
    if (isBroken(text, previous, tokens[first]!)) break;
    const lower = previous.lower;
    if (NON_TITLE_WORDS.has(lower) || QUANTIFIERS.has(lower) || /\d/.test(lower) || isAttitudeWord(lower) || TONE_SUFFIXES.test(lower) || isCountryWord(lower) || isStatusWord(lower)) break;
    if (OCCUPATION_HEADS.has(lower) && !['sales', 'project', 'product', 'account', 'office', 'store', 'ward', 'case'].includes(lower)) break;
    first -= 1;
  }
  return first;
}

function isModifierOfPersonNoun(tokens: Token[], index: number, text: string): boolean {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  if (OCCUPATION_HEADS.has(token.lower) || !next || isBroken(text, token, next) || !hasPartOfSpeech(token.lower, 'adjective')) return false;
  return isPersonNoun(next.lower) && !isNameOnly(next.lower);
}

/**
 * Whether a job noun stands before a noun naming a thing, as that noun's modifier: "marine" in "a PhD student in marine
 * biology" (WordNet holds "marine" as an adjective too) or "police" in "police station" (a compound WordNet holds),
 * where the thing, not a soldier or an officer, is what is named.
 */
function modifiesAThing(tokens: Token[], index: number, text: string): boolean {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  if (!next || isBroken(text, token, next) || OCCUPATION_HEADS.has(next.lower) || NON_TITLE_WORDS.has(next.lower)) return false;
  if (!hasPartOfSpeech(next.lower, 'noun') || hasPartOfSpeech(next.lower, 'adjective') || isPersonNoun(next.lower)) return false;
  return hasPartOfSpeech(`${token.lower}_${next.lower}`, 'noun') || hasPartOfSpeech(token.lower, 'adjective');
}

interface OccupationMatch {
  title: string;
  end: number;
}

/** The job title the prompt gives the character, with where it ends in the text. */
export function readOccupation(text: string, tokens: Token[]): OccupationMatch | null {
  const stop = String.raw`(?=\s+(?:at|in|for|with|who|and|but|since|from|where|on|whose|because)\b|[,.;:!?()]|$)`;
  const worksAs = new RegExp(String.raw`\b(?:works|working|worked|employed|serves|serving|hired|recruited)\s+as\s+(?:(?:an?|the)\s+)?([^,.;:!?()]{2,60}?)${stop}`, 'iu').exec(text);
  const titled = new RegExp(String.raw`\b(?:job title|job|occupation|role|position|title)\s*(?:is|:)\s*(?:(?:an?|the)\s+)?([^,.;:!?()]{2,60}?)${stop}`, 'iu').exec(text);
  // "heads compliance at a payments start-up": the head of what they head.
  const heads = new RegExp(String.raw`\b(?:heads|leads|headed|led)\s+(?!(?:an?|the|her|his|their|its|our|up|out|off|a|teams?|people|staff)\b)(\p{Ll}[\p{L}-]+(?:\s+and\s+\p{Ll}[\p{L}-]+)?)(?=\s+(?:at|for|in)\b)`, 'u').exec(text);
  if (heads?.[1] && !isPersonNoun(heads[1].split(/\s+/).at(-1)!)) return { title: `Head of ${toTitleCase(heads[1])}`, end: heads.index + heads[0].length };
  for (const [match, needsHead] of [[worksAs, false], [titled, true]] as const) {
    if (!match?.[1]) continue;
    const words = match[1].split(/\s+/).filter((word) => !NON_TITLE_WORDS.has(word.toLowerCase()) && !isAttitudeWord(word.toLowerCase()));
    const head = words.at(-1)?.toLowerCase() ?? '';
    if (needsHead && !OCCUPATION_HEADS.has(head)) continue;
    if (words.length > 0 && words.length <= 5) return { title: toTitleCase(words.join(' ')), end: match.index + match[0].length };
  }

  // "owner of a family restaurant" is a restaurant owner; a job named before it ("a retired postman and owner of a
  // spaniel") is the job, and owning an animal or a person is no job at all.
  const ownerOf = /\b(owner|founder|co-founder)\s+of\s+(?:an?|the)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?=\s+(?:in|at|near|that|which|who|with|on|for|and|called|named)\b|[,.;:!?]|$)/iu.exec(text);
  const ownedWords = ownerOf?.[2]?.split(/\s+/).filter((word) => !NON_TITLE_WORDS.has(word.toLowerCase()) && !['family', 'successful', 'growing', 'little', 'thriving'].includes(word.toLowerCase())) ?? [];
  const owned = ownedWords.at(-1)?.toLowerCase();
  const ownerMatch: OccupationMatch | null =
    ownerOf?.[1] && owned && !nounKinds(owned, 1).some((kind) => kind === 'animal' || kind === 'person')
      ? { title: `${toTitleCase(ownedWords.join(' '))} ${toTitleCase(ownerOf[1])}`, end: ownerOf.index + ownerOf[0].length }
      : null;

  for (let start = 0; start < tokens.length; start += 1) {
    // A job noun of the lexicon, or any noun WordNet files under a line of work ("postman", "glazier"), or a word no
    // dictionary holds that heads the description right after the age ("31, registered childminder from Norwich").
    if (!OCCUPATION_HEADS.has(tokens[start]!.lower) && !isOccupationNoun(tokens[start]!.lower) && !isIntroducedPersonNoun(tokens, start, text) && !isUnknownHeadAfterAge(tokens, start, text)) continue;
    // "fed up": a word that opens a phrase WordNet holds as no noun is that phrase ("fed" the agent is not meant).
    if (opensPhraseOfAnotherKind(tokens, start, text)) continue;
    // A word WordNet also holds as an adjective, before a person noun, describes that person: "freelance" in "a
    // freelance illustrator" is how they work, and the illustrator is the job.
    if (isModifierOfPersonNoun(tokens, start, text)) continue;
    if (modifiesAThing(tokens, start, text)) continue;
    // "nurse manager", "sales rep": a job noun before another one is part of the title.
    let index = start;
    while (tokens[index + 1] && OCCUPATION_HEADS.has(tokens[index + 1]!.lower) && !isBroken(text, tokens[index]!, tokens[index + 1]!)) index += 1;
    const token = tokens[index]!;
    const first = collectModifiers(tokens, start, text);
    if (HEADS_NEEDING_A_MODIFIER.has(token.lower) && first === index && tokens[index + 1]?.lower !== 'of') continue;
    if (!isIntroducedAsSubject(tokens, first, text)) continue;
    const words = tokens.slice(first, index + 1).map((part) => part.text);
    let end = token.end;
    const next = tokens[index + 1];
    if (OF_HEADS.has(token.lower) && next?.lower === 'of' && !isBroken(text, token, next)) {
      const tail: Token[] = [];
      for (let cursor = index + 2; cursor < tokens.length && tail.length < 2; cursor += 1) {
        const part = tokens[cursor]!;
        const previous = tokens[cursor - 1]!;
        if (isBroken(text, previous, part) || NON_TITLE_WORDS.has(part.lower) || /\d/.test(part.lower)) break;
        tail.push(part);
      }
      if (tail.length > 0) {
        words.push('of', ...tail.map((part) => part.text));
        end = tail.at(-1)!.end;
      }
    }
    if (ownerOf && ownerMatch && ownerOf.index <= tokens[first]!.start) return ownerMatch;
    return { title: toTitleCase(words.join(' ')), end };
  }
  if (ownerMatch) return ownerMatch;

  const owns = /\b(?:runs|owns|founded|started)\s+(?:an?|the|her|his|their)\s+((?:[\p{L}-]+\s+){0,2}?[\p{L}-]+?)(?=\s+(?:in|at|that|which|who|with|on|for|and|called|named)\b|[,.;:!?]|$)/iu.exec(text);
  if (owns?.[1]) {
    const business = owns[1].split(/\s+/).filter((word) => !NON_TITLE_WORDS.has(word.toLowerCase()) && !['family', 'successful', 'growing', 'little', 'thriving'].includes(word.toLowerCase()));
    if (business.length > 0) return { title: `${toTitleCase(business.join(' '))} Owner`, end: owns.index + owns[0].length };
  }
  return null;
}

/**
 * What a student studies, from the nouns right before the role ("chemistry student", "computer science student"):
 * words WordNet knows only as nouns, so a manner ("an upset student", "a nervous student") is not a subject.
 */
function studiedSubject(tokens: Token[], first: number, roleIndex: number, text: string): string | null {
  const words: string[] = [];
  for (let index = roleIndex - 1; index >= first; index -= 1) {
    const token = tokens[index]!;
    if (isBroken(text, token, tokens[index + 1]!) || !hasPartOfSpeech(token.lower, 'noun') || hasPartOfSpeech(token.lower, 'adjective')) break;
    words.unshift(token.text);
  }
  return words.length > 0 ? toTitleCase(words.join(' ')) : null;
}

/**
 * The role the character is introduced with ("an upset customer"), with where it ends in the text; for a student,
 * the subject named before the role ("chemistry student"), which is who they are as a job is.
 */
export function readRole(text: string, tokens: Token[]): { role: string; end: number; studies?: string } | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const pair = tokens[index + 1] ? `${token.lower} ${tokens[index + 1]!.lower}` : '';
    const role = RELATIONSHIP_ROLES.includes(pair) ? pair : RELATIONSHIP_ROLES.includes(token.lower) ? token.lower : null;
    if (!role) continue;
    const end = role === pair ? tokens[index + 1]!.end : token.end;
    // "customer success manager" is a job title, not a customer.
    const following = tokens.slice(role === pair ? index + 2 : index + 1, (role === pair ? index + 2 : index + 1) + 2);
    if (following.some((next, offset) => OCCUPATION_HEADS.has(next.lower) && !isBroken(text, tokens[index + offset]!, next))) continue;
    // Only a role the character is introduced with: "an upset customer", not "her customers" or "to the customer".
    let first = index;
    while (first > 0 && index - first < 3) {
      const previous = tokens[first - 1]!;
      if (isBroken(text, previous, tokens[first]!) || ARTICLES.has(previous.lower) || previous.lower === 'as' || POSSESSIVES.has(previous.lower) || OTHER_PERSON_PREPOSITIONS.has(previous.lower)) break;
      first -= 1;
    }
    const before = tokens[first - 1];
    const studies = role === 'student' ? studiedSubject(tokens, first, index, text) : null;
    const found = studies ? { role, end, studies } : { role, end };
    // A prompt may start with the role itself: "upset customer".
    if (!before && first === 0) return found;
    if (before && (ARTICLES.has(before.lower) || before.lower === 'as') && isIntroducedAsSubject(tokens, first, text)) return found;
    // "Priya Nair, 19, chemistry student from Leicester": right after the age the prompt opens with.
    if (isAfterOpeningAge(tokens, first, text)) return found;
  }
  return null;
}
