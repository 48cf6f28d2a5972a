// What a voice is given to say, and how far into a line it got when the learner cut in.
import type { ReplySentence } from '@shared/sentence-splitter.ts';

const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}'’-]/u.test(character);

/**
 * The reply offset up to which a sentence was said when `fraction` (0 to 1) of it had been spoken: rounded
 * forward to the end of the word under way, since the learner heard it begin, and never past the sentence.
 */
export function spokenOffset(sentence: ReplySentence, fraction: number): number {
  const share = Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0));
  const { text } = sentence;
  if (share === 0) return sentence.start;
  let local = Math.min(text.length, Math.round(share * text.length));
  while (local < text.length && isWordCharacter(text[local]) && isWordCharacter(text[local - 1])) local += 1;
  return sentence.start + local;
}

const wordsOf = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * True when what the recognizer heard is mostly the character's own words (its voice coming back through the
 * speakers into the microphone) rather than the learner speaking over it.
 */
export function isEchoOfReply(heard: string, reply: string): boolean {
  const heardWords = wordsOf(heard);
  if (heardWords.length === 0) return true;
  const replyWords = new Set(wordsOf(reply));
  const shared = heardWords.filter((word) => replyWords.has(word)).length;
  return shared / heardWords.length >= 0.6;
}
