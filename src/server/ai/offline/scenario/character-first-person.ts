// A description the character wrote themselves: "My suitcase didn't arrive on flight BA117. I am Priya Shah and I need
// it for a wedding on Saturday.", with the AI role "Passenger". Whose "I" it is is read from the brief as a whole: the
// writer gives their name, nothing the description says of that name is the learner's role, and nobody else is named
// for the character to be. Such a description is told again in the third person, with the name for every "I", "me"
// and "my" ("Priya Shah's suitcase didn't arrive… Priya Shah needs it…"), so the rest of the engine reads it as it
// reads any other: the name is the character's, and its facts are theirs.
import { readWords, type Word } from '../../language/lemmas.ts';
import { splitSentences } from '../../language/text.ts';
import { isPersonLikeName } from '../persona/identity.ts';
import { OCCUPATION_HEADS } from '../persona/lexicon.ts';
import { NAME_WORD, namedPeopleIn } from './named-person.ts';
import { TITLE_WRITTEN, withoutTitle } from '../../../../shared/name-address.ts';

// "I am Priya Shah", "I'm Priya Shah", "My name is Priya Shah", "Mrs Priya Shah".
const WRITER_NAMED = new RegExp(String.raw`\b(?:I\s+am|I['’]m|[Mm]y\s+name\s+is)\s+((?:${TITLE_WRITTEN}\s+)?${NAME_WORD}(?:\s+${NAME_WORD}){1,2})(?![\p{L}'’-])`, 'u');
// How far after their name the writer may say what they are ("I'm Sarah Jones, the HR manager here").
const ROLE_REACH_CHARACTERS = 60;

/** The role's head noun as a lemma: "Airline baggage agent" → agent, "Head of finance" → head. */
export function roleHead(role: string | null): string | null {
  const before = (role ?? '').split(/\s+(?:at|for|of|in|with|from|on|to)\s+/i)[0]!;
  return readWords(before).filter((word) => word.isWord && word.pos === 'noun').at(-1)?.lemma ?? null;
}

/**
 * The name the character gives themselves when they wrote the description in their own first person; null when the
 * writer is the learner (their role said beside the name: "I'm Sarah Jones, the HR manager"), when someone else is
 * named for the character to be, or when the writer gives no name.
 */
export function charactersOwnName(description: string, myRole: string | null, aiRole: string | null): string | null {
  const found = WRITER_NAMED.exec(description);
  const name = found?.[1];
  if (!found || !name || !isPersonLikeName(withoutTitle(name))) return null;
  const after = description.slice(found.index + found[0].length, found.index + found[0].length + ROLE_REACH_CHARACTERS);
  const said = new Set(readWords(after.split(/[.!?;]/)[0]!).filter((word) => word.isWord && word.pos === 'noun').map((word) => word.lemma));
  const learnerHead = roleHead(myRole);
  const characterHead = roleHead(aiRole);
  if (learnerHead && said.has(learnerHead) && learnerHead !== characterHead) return null;
  // The character's role said of the writer settles it; else no one else may be named for the character to be.
  if (characterHead && said.has(characterHead) && !OCCUPATION_HEADS.has(characterHead)) return name;
  const others = namedPeopleIn(description).filter((other) => other !== name && !name.includes(other));
  return others.length === 0 ? name : null;
}

// A verb that does not take an "-s" with "he" or "she": the modals, and verbs already past.
const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);

/** "need" → "needs", "push" → "pushes", "carry" → "carries", "have" → "has", "do" → "does". */
function thirdPersonOf(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'am') return 'is';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** Whether a word after "I" is a verb in the present, which takes an "-s" after a name: "need", "have", "do", "am". */
function isPresentVerb(word: Word | undefined): boolean {
  if (!word || !word.isWord || MODALS.has(word.text.toLowerCase())) return false;
  if (word.text === 'am') return true;
  return word.pos === 'verb' && word.text.toLowerCase() === word.lemma;
}

/** "I'd" before a participle is "had" ("I'd booked"), else "would" ("I'd like"). */
function contractedD(next: Word | undefined): string {
  return next && next.pos === 'verb' && next.text.toLowerCase() !== next.lemma && !/s$/.test(next.text) ? 'had' : 'would';
}

/** One sentence of the character's own told in the third person, with their name for "I", "me" and "my". */
function sentenceInThirdPerson(sentence: string, name: string): string {
  const words = sentence.split(/(\s+)/);
  const read = (index: number) => readWords(words.slice(index).join('')).find((word) => word.isWord);
  const out: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const raw = words[index]!;
    const token = /^([\p{L}'’]+)(.*)$/u.exec(raw);
    if (!token) {
      out.push(raw);
      continue;
    }
    const [, word, rest] = token as unknown as [string, string, string];
    const contracted = /^I['’](m|ve|ll|d)$/.exec(word);
    if (contracted) {
      const verb = { m: 'is', ve: 'has', ll: 'will', d: contractedD(read(index + 2)) }[contracted[1] as 'm' | 've' | 'll' | 'd'];
      out.push(`${name} ${verb}${rest}`);
      continue;
    }
    if (word === 'I') {
      out.push(`${name}${rest}`);
      // "I need" → "Priya Shah needs", "I don't" → "Priya Shah doesn't", "I am" → "Priya Shah is".
      const nextAt = index + 2;
      const next = words[nextAt];
      if (next !== undefined && !rest) {
        const bare = /^([\p{L}'’]+)(.*)$/u.exec(next);
        if (bare && /^don['’]t$/i.test(bare[1]!)) words[nextAt] = `doesn't${bare[2]}`;
        else if (bare && /^haven['’]t$/i.test(bare[1]!)) words[nextAt] = `hasn't${bare[2]}`;
        else if (bare && bare[1] === 'was') words[nextAt] = next;
        else if (bare && isPresentVerb(read(nextAt))) words[nextAt] = `${thirdPersonOf(bare[1]!.toLowerCase())}${bare[2]}`;
      }
      continue;
    }
    if (/^(?:me|myself)$/i.test(word)) out.push(`${name}${rest}`);
    else if (/^(?:my|mine)$/i.test(word)) out.push(`${name}'s${rest}`);
    else out.push(raw);
  }
  return out.join('');
}

/**
 * The description told in the third person when the character wrote it in their own first person (charactersOwnName),
 * else as it is. The sentence that only gives the name goes ("I am Priya Shah."); one that goes on says it of the name
 * ("I'm Priya Shah, a nurse…" → "Priya Shah is a nurse…"; "I am Priya Shah and I need…" → "Priya Shah needs…").
 */
export function inCharactersThirdPerson(description: string, myRole: string | null, aiRole: string | null): string {
  const name = charactersOwnName(description, myRole, aiRole);
  if (!name) return description;
  const introduced = new RegExp(String.raw`\b(?:I\s+am|I['’]m|[Mm]y\s+name\s+is)\s+${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');
  return splitSentences(description)
    .map((sentence) => {
      const at = introduced.exec(sentence);
      if (!at) return sentenceInThirdPerson(sentence, name);
      const before = sentence.slice(0, at.index);
      const after = sentence.slice(at.index + at[0].length);
      if (/^\s*[.!?]?\s*$/.test(after)) return before.trim() === '' ? '' : sentenceInThirdPerson(before.replace(/[\s,;]+(?:and\s*)?$/, '.'), name);
      if (/^\s*,?\s*and\s+/i.test(after)) return sentenceInThirdPerson(`${before}${after.replace(/^\s*,?\s*and\s+/i, '')}`.replace(/^\s*\p{Ll}/u, (letter) => letter.trim().toUpperCase()), name);
      if (/^\s*,\s*/.test(after)) return sentenceInThirdPerson(`${before}${name} is ${after.replace(/^\s*,\s*/, '')}`, name);
      return sentenceInThirdPerson(sentence, name);
    })
    .filter(Boolean)
    .join(' ');
}
