// What a voice is given to say, shared by the page that asks and the server that checks: a reply's text without its
// Markdown marks, and the parts of a reply that may be spoken on their own (whole sentences, never fragments).
import { SYNTHESIZE_TEXT_MAX_LENGTH } from './contracts/speech-constants.ts';
import { createSentenceSplitter } from './sentence-splitter.ts';

/**
 * The text as a voice should read it: Markdown marks, stage-direction asterisks and link targets are not read out
 * ("*smiles*" would otherwise be spoken as "asterisk smiles asterisk"), and runs of whitespace are one space.
 */
export function speakableText(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A reply of the character or the twin; `isComplete` false while it is still being written. */
export interface SpokenReply {
  content: string;
  isComplete: boolean;
}

/** The reply's sentences as the page's splitter cuts them, in speakable form; of an unfinished reply only those already ended. */
function speakableSentences({ content, isComplete }: SpokenReply): string[] {
  const splitter = createSentenceSplitter();
  const sentences = [...splitter.push(content), ...(isComplete ? splitter.flush() : [])];
  return sentences.map((sentence) => speakableText(sentence.text)).filter((text) => text !== '');
}

/**
 * Whether `text` may be spoken as part of `replies`: once in speakable form, it must be one whole sentence of a reply,
 * several consecutive whole sentences (at most SYNTHESIZE_TEXT_MAX_LENGTH characters), or a whole finished reply.
 * A word, half a sentence or a part of a word ("rapist" of "therapist") never is.
 */
export function isSpeakablePassage(text: string, replies: readonly SpokenReply[]): boolean {
  const wanted = speakableText(text);
  if (wanted === '') return false;
  for (const reply of replies) {
    if (reply.isComplete && speakableText(reply.content) === wanted) return true;
    const sentences = speakableSentences(reply);
    for (let first = 0; first < sentences.length; first += 1) {
      let passage = '';
      for (let last = first; last < sentences.length && passage.length < wanted.length; last += 1) {
        passage = passage === '' ? (sentences[last] as string) : `${passage} ${sentences[last]}`;
        if (passage === wanted) return true;
      }
    }
  }
  return false;
}

/**
 * What the page sends to hear a whole reply: the reply in speakable form when it fits the synthesis limit, else as many
 * of its first whole sentences as fit (a sentence is at most SENTENCE_MAX_LENGTH characters, so one always does).
 */
export function leadingSpeakablePassage(reply: string, maxLength = SYNTHESIZE_TEXT_MAX_LENGTH): string {
  const whole = speakableText(reply);
  if (whole.length <= maxLength) return whole;
  const sentences = speakableSentences({ content: reply, isComplete: true });
  let passage = '';
  for (const sentence of sentences) {
    const next = passage === '' ? sentence : `${passage} ${sentence}`;
    if (next.length > maxLength) break;
    passage = next;
  }
  return passage;
}

/**
 * A reply as it is kept for the voice: trimmed, and when longer than `max` characters only its whole sentences within
 * them, so the kept text never ends in half a sentence that would then pass for a whole one.
 */
export function wholeSentencesWithin(reply: string, max: number): string {
  const text = reply.trim();
  if (text.length <= max) return text;
  const ended = createSentenceSplitter().push(text.slice(0, max + 1));
  return text.slice(0, ended.at(-1)?.end ?? 0);
}
