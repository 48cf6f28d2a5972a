// A description typed as notes leaves out its subject: "Nurse at the Royal Derby, works nights.", "Wants it fixed
// before winter.", "Member of FitZone Derby for three years, pays £34 a month." Said of the character, the subject it
// leaves out is the character, so each such sentence is given it back before it is read or put in the first person.
import { readWordsInContext } from '../../language/in-context.ts';
import type { Word } from '../../language/lemmas.ts';
import { withArticle } from '../../language/text.ts';
import { isNameOnly, isPersonNoun } from '../../language/wordnet.ts';

/** Whether a word is a verb in its third-person present form, as the model reads it in its clause ("Wants", "works"). */
function isPresentThirdPerson(word: Word): boolean {
  return word.pos === 'verb' && !word.stopWord && /s$/i.test(word.text) && word.text.toLowerCase() !== word.lemma;
}

/**
 * A sentence of notes about the character with its subject given back: "Wants it fixed before winter." → "Joan Baxter
 * wants it fixed before winter."; "Nurse at the Royal Derby, works nights." → "Joan Baxter is a nurse at the Royal
 * Derby, works nights." (a person noun opening a clause with no verb says what they are). Any other sentence stays.
 */
export function withNoteFormSubject(sentence: string, name: string): string {
  const text = sentence.trim();
  const words = readWordsInContext(text).filter((word) => word.isWord || word.text === ',');
  const first = words[0];
  if (!first || !/^\p{Lu}\p{Ll}/u.test(first.text) || name.trim() === '') return sentence;
  if (isPresentThirdPerson(first)) return `${name} ${first.text.toLowerCase()}${text.slice(first.text.length)}`;
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
