// What an offer asks of the character in return: "We'll refund the full £120 if you send us the receipt", "Provided
// you bring the lamp back, we can refund it". An offer that gives what the character wants is agreed to with its
// condition; the character takes the condition on in its own words ("I'll send you the receipt").
import { readWords, type Word } from '../../language/lemmas.ts';
import { isQuestion, splitSentences } from '../../language/text.ts';

// The conjunctions that open a condition: "if", "once", "provided (that)", "providing", "as long as", "so long as",
// "on condition that". Words of grammar, read as the words they are.
const CONDITION_OPENERS: readonly (readonly string[])[] = [['if'], ['once'], ['provided'], ['providing'], ['as', 'long', 'as'], ['so', 'long', 'as'], ['on', 'condition', 'that']];
const MODALS = new Set(['can', 'could', 'will', 'would']);
const NEGATIONS = new Set(['not', "n't", 'never']);
// The other side's words for each other, turned: what "you" do is what the character does.
const TURNED: Readonly<Record<string, string>> = { us: 'you', we: 'you', our: 'your', ours: 'yours', me: 'you', my: 'your', mine: 'yours', your: 'my', yours: 'mine', yourself: 'myself' };

/** The index after a condition's opener at `index` ("provided that" whole), or -1 when none opens there. */
function afterOpener(words: readonly Word[], index: number): number {
  for (const opener of CONDITION_OPENERS) {
    if (opener.every((lemma, offset) => words[index + offset]?.text.toLowerCase() === lemma)) {
      const end = index + opener.length;
      return words[end]?.text.toLowerCase() === 'that' ? end + 1 : end;
    }
  }
  return -1;
}

/**
 * The doing an offer's condition asks of the other side, in the character's words: "send you the receipt" of "…if you
 * send us the receipt", "bring the lamp back" of "provided you bring the lamp back". "you", then a verb in its bare
 * form (past a modal: "if you can send…"), not negated, to the clause's end. Null when the line sets no such condition.
 */
export function conditionOnThem(text: string): string | null {
  for (const sentence of splitSentences(text)) {
    if (isQuestion(sentence)) continue;
    const words = readWords(sentence);
    for (let index = 0; index < words.length; index += 1) {
      const start = afterOpener(words, index);
      if (start < 0 || words[start]?.text.toLowerCase() !== 'you') continue;
      const verbAt = MODALS.has(words[start + 1]?.text.toLowerCase() ?? '') ? start + 2 : start + 1;
      const verb = words[verbAt];
      if (!verb || verb.pos !== 'verb' || verb.negated || verb.text.toLowerCase() !== verb.lemma || words.slice(start, verbAt).some((word) => word.negated)) continue;
      const clause: Word[] = [];
      for (const word of words.slice(verbAt)) {
        // "cover month-end": a hyphen between two words joins them.
        if (!word.isWord && !/^'/.test(word.text) && !(word.text === '-' && clause.length > 0 && words[words.indexOf(word) + 1]?.isWord)) break;
        clause.push(word);
      }
      // "if you don't mind waiting": a condition said in the negative asks nothing to be done.
      if (clause.some((word) => word.negated || NEGATIONS.has(word.text.toLowerCase()))) continue;
      return clause.map((word) => TURNED[word.text.toLowerCase()] ?? word.text).join(' ').replace(/\s+(?=')/g, '').replace(/\s+-\s+/g, '-');
    }
  }
  return null;
}
