// Cuts a reply that arrives in pieces into sentences as soon as each one ends, so the voice can start on the
// first sentence while the model is still writing the rest. Shared: the server speaks only whole sentences of a
// reply, cut exactly as the page cuts them, however the reply's pieces fell.

/** One sentence of a reply and where it sits in the reply's text (offsets count UTF-16 code units, as the server does). */
export interface ReplySentence {
  /** The sentence without the whitespace around it. */
  text: string;
  /** Offset of its first character in the whole reply. */
  start: number;
  /** Offset just after its last character. */
  end: number;
}

/**
 * A sentence longer than this is cut at a comma or a space: the voice starts sooner, and the server's
 * synthesize limit (1,000 characters) is never reached.
 */
export const SENTENCE_MAX_LENGTH = 300;

const TERMINATORS = new Set(['.', '!', '?', '…']);
/** Closing marks that belong to the sentence they follow: `"Fine." She left.` */
const CLOSERS = new Set(['"', "'", '”', '’', '»', ')', ']', '*', '_']);
/**
 * Words whose dot does not end a sentence (lower case, without their final dot). English titles and Latin
 * abbreviations, and the Indonesian forms of address a character in an `id-ID` session uses.
 */
const ABBREVIATIONS = new Set([
  'mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'sr', 'jr', 'st', 'mt', 'vs', 'cf', 'approx', 'e.g', 'i.e', 'a.m', 'p.m',
  'bpk', 'sdr', 'sdri', 'yth', 'tn', 'ny', 'jl', 'drs', 'ir', 'hj',
]);

const isWhitespace = (character: string | undefined) => character !== undefined && /\s/.test(character);
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

/** True when the dot at `dotIndex` closes an abbreviation, an initial or a list number rather than a sentence. */
function isNonFinalDot(text: string, sentenceStart: number, dotIndex: number): boolean {
  let wordStart = dotIndex;
  while (wordStart > sentenceStart && !isWhitespace(text[wordStart - 1])) wordStart -= 1;
  const word = text.slice(wordStart, dotIndex).replace(/^[("'“‘[]+/, '');
  if (ABBREVIATIONS.has(word.toLowerCase())) return true;
  // An initial: "J. Smith".
  if (/^\p{Lu}$/u.test(word)) return true;
  // A list number at the start of a line of its own: "1. Bring the figures".
  return /^\d+$/.test(word) && text.slice(sentenceStart, wordStart).trim() === '';
}

export interface SentenceSplitter {
  /** Adds a piece of the reply; answers the sentences it completed, in order. */
  push(chunk: string): ReplySentence[];
  /** The reply has ended: answers what is left as a last sentence (or nothing). */
  flush(): ReplySentence[];
}

export function createSentenceSplitter(maxLength = SENTENCE_MAX_LENGTH): SentenceSplitter {
  let reply = '';
  /** Where the next sentence starts. */
  let consumed = 0;
  /** Where scanning for an ending goes on; an ending found at the very end of the text waits for the next piece. */
  let scanFrom = 0;

  function take(end: number, into: ReplySentence[]): void {
    const raw = reply.slice(consumed, end);
    const leading = raw.length - raw.trimStart().length;
    const text = raw.trim();
    const start = consumed + leading;
    consumed = end;
    if (hasWords(text)) into.push({ text, start, end: start + text.length });
  }

  /** Cuts the sentence under way at its last comma, semicolon, colon or dash within maxLength, else at its last space. */
  function cutOnce(into: ReplySentence[]): void {
    const window = reply.slice(consumed, consumed + maxLength + 1);
    let cut = -1;
    for (const match of window.matchAll(/[,;:—–](?=\s)/g)) cut = match.index + 1;
    if (cut < maxLength / 3) {
      const space = window.search(/\s\S*$/);
      cut = space > 0 ? space : maxLength;
    }
    take(consumed + cut, into);
  }

  return {
    push(chunk) {
      reply += chunk;
      const sentences: ReplySentence[] = [];
      let index = Math.max(scanFrom, consumed);
      while (index < reply.length) {
        // A sentence not ended within maxLength characters is cut as the scan passes that point, never later, so the
        // cuts fall in the same places whether the reply came in one piece or many.
        if (index - consumed > maxLength) {
          cutOnce(sentences);
          continue;
        }
        const character = reply[index] as string;
        if (character === '\n') {
          take(index, sentences);
          index += 1;
          continue;
        }
        if (!TERMINATORS.has(character)) {
          index += 1;
          continue;
        }
        let after = index + 1;
        while (after < reply.length && (TERMINATORS.has(reply[after] as string) || CLOSERS.has(reply[after] as string))) after += 1;
        // The next piece decides: "2." may become "2.5", "Mr" may be followed by a name.
        if (after >= reply.length) break;
        if (isWhitespace(reply[after]) && !(character === '.' && after === index + 1 && isNonFinalDot(reply, consumed, index))) {
          take(after, sentences);
        }
        index = after;
      }
      scanFrom = index;
      return sentences;
    },
    flush() {
      const sentences: ReplySentence[] = [];
      while (reply.length - consumed > maxLength) cutOnce(sentences);
      take(reply.length, sentences);
      scanFrom = consumed;
      return sentences;
    },
  };
}
