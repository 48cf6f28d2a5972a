// A description typed as notes leaves out its subject: "Nurse at the Royal Derby, works nights.", "Wants it fixed
// before winter.", "Member of FitZone Derby for three years, pays £34 a month." Said of the character, the subject it
// leaves out is the character, so each such sentence is given it back before it is read or put in the first person.
import { readWordsInContext } from '../../language/in-context.ts';
import type { Word } from '../../language/lemmas.ts';
import { withArticle } from '../../language/text.ts';
import { isNameOnly, isPersonNoun } from '../../language/wordnet.ts';
import type { CharacterGender } from './pronouns.ts';

/** Whether a word is a verb in its third-person present form, as the model reads it in its clause ("Wants", "works"). */
function isPresentThirdPerson(word: Word): boolean {
  return word.pos === 'verb' && !word.stopWord && /s$/i.test(word.text) && word.text.toLowerCase() !== word.lemma;
}

// What opens a verb's object: an article or a possessive ("Sent a reading…", "Lost her keys…") or a pronoun ("Picked
// him up…"); a noun right after a past form makes it a participle before its noun ("Estimated readings…").
const OBJECT_OPENERS: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my', 'his', 'her', 'their', 'our', 'your', 'him', 'them', 'it']);

/**
 * Whether a note opens on a doing of the past with its object after it, "Sent a real reading on 3 Feb", "Picked him up
 * limping", as notes say it without its subject; not a participle before a noun ("Estimated readings for 14 months").
 */
function opensOnPastDoing(words: readonly Word[]): boolean {
  const [first, next] = words;
  // A past form is neither the verb's own ("Send…") nor its "-s" or "-ing" form: "Sent", "Collected", "Brought".
  if (!first || !next || first.pos !== 'verb' || first.stopWord || /(?:s|ing)$/i.test(first.text) || first.text.toLowerCase() === first.lemma) return false;
  return OBJECT_OPENERS.has(next.text.toLowerCase());
}

/**
 * Whether such a note is the character's doing: not when its object is the character by their pronoun ("Rang her
 * twice" of a woman is the writer's doing), nor "him" or "her" when the character's gender is unknown.
 */
function isOwnPastDoing(words: readonly Word[], gender: CharacterGender | null): boolean {
  if (!opensOnPastDoing(words)) return false;
  const object = words[1]!.text.toLowerCase();
  const ownObject = gender === 'Female' ? 'her' : gender === 'Male' ? 'him' : null;
  return object !== ownObject && (ownObject !== null || (object !== 'him' && object !== 'her'));
}

/**
 * A sentence of notes about the character with its subject given back: "Wants it fixed before winter." → "Joan Baxter
 * wants it fixed before winter."; "Nurse at the Royal Derby, works nights." → "Joan Baxter is a nurse at the Royal
 * Derby, works nights." (a person noun opening a clause with no verb says what they are). Any other sentence stays.
 */
export function withNoteFormSubject(sentence: string, name: string, gender: CharacterGender | null = null): string {
  const text = sentence.trim();
  const words = readWordsInContext(text).filter((word) => word.isWord || word.text === ',');
  const first = words[0];
  if (!first || !/^\p{Lu}\p{Ll}/u.test(first.text) || name.trim() === '') return sentence;
  if (isPresentThirdPerson(first) || isOwnPastDoing(words, gender)) return `${name} ${first.text.toLowerCase()}${text.slice(first.text.length)}`;
  // "Retired midwife, lives alone", "Member of FitZone Derby for three years, pays…": what they are, up to the clause's end.
  const clauseEnd = words.findIndex((word) => word.text === ',');
  const clause = words.slice(0, clauseEnd < 0 ? words.length : clauseEnd);
  // "Ruth Adams' mother, Joan, …" opens on someone's name: a subject of its own.
  const clauseText = text.split(',')[0]!;
  if (clause.some((word) => word.pos === 'verb') || /\p{L}['’]s?(?:\s|$)/u.test(clauseText) || first.stopWord || isNameOnly(first.text)) return sentence;
  // Its head is the last word of the noun phrase it opens on ("Retired midwife", "Member" of…), a kind of person.
  const phraseEnd = clause.findIndex((word) => word.pos !== 'noun' && word.pos !== 'adjective');
  const head = clause[(phraseEnd < 0 ? clause.length : phraseEnd) - 1];
  if (!head || !isPersonNoun(head.lemma)) return sentence;
  return `${name} is ${withArticle(`${first.text.toLowerCase()}${text.slice(first.text.length)}`)}`;
}

// A note typed on a line of its own behind a label: "Job: nurse at the Royal Infirmary", "Wants: the bill paid".
const LABELLED_NOTE = /^(\p{Lu}[\p{L}'’-]*(?:\s+\p{Ll}[\p{L}'’-]*){0,2})\s*:\s+(\S.*)$/u;

/**
 * A line of notes without the label that only says what kind of note it is, where the note reads as notes do without
 * it: a label that is the note's own verb, "Wants: to know how it happened" → "Wants to know how it happened", and a
 * label before what the person is, "Job: nurse at the Royal Infirmary" → "Nurse at the Royal Infirmary" (a phrase in
 * lower case whose head WordNet files under persons; a label that is itself a kind of person, "Vet: …", names someone
 * else). {@link withNoteFormSubject} then gives either the character as its subject. Any other line stays.
 */
export function withoutNoteLabel(line: string): string {
  const labelled = LABELLED_NOTE.exec(line.trim());
  if (!labelled) return line;
  const [, label, note] = labelled as unknown as [string, string, string];
  const labelWords = readWordsInContext(`${label} ${note}`).filter((word) => word.isWord);
  const labelHead = labelWords[label.split(/\s+/).length - 1];
  if (!labelHead || isPersonNoun(labelHead.lemma)) return line;
  if (label.split(/\s+/).length === 1 && isPresentThirdPerson(labelHead)) return `${label} ${note}`;
  const words = readWordsInContext(note).filter((word) => word.isWord);
  // "What happened: picked him up limping": a note that opens on a doing of the past is read as notes are, without the label.
  if (opensOnPastDoing(words) || (words[0] !== undefined && /^\p{Ll}/u.test(words[0].text) && isPresentThirdPerson(words[0]))) return `${note.charAt(0).toUpperCase()}${note.slice(1)}`;
  const phraseEnd = words.findIndex((word) => word.pos !== 'noun' && word.pos !== 'adjective');
  const phrase = words.slice(0, phraseEnd < 0 ? words.length : phraseEnd);
  const head = phrase.at(-1);
  if (!head || phrase.some((word) => /^\p{Lu}/u.test(word.text)) || !isPersonNoun(head.lemma)) return line;
  return `${note.charAt(0).toUpperCase()}${note.slice(1)}`;
}
