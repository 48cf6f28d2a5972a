// A model's streamed reply passed on whole sentences only, each checked as it completes, as the replies of a
// character and of a twin are: the task says what a sentence may be said as (or null to leave it out).
import { splitSentences } from '../language/text.ts';

// A sentence is complete once its end mark (and any closing quote) is followed by a space or a line break.
const COMPLETE_SENTENCE = /^[\s\S]*?[.!?…]["”’)]*(?=\s)|^[\s\S]*?\n/;

/**
 * Passes `chunks` on sentence by sentence, each as `keep` says it may be said, leaving out those it answers null for.
 * `fallback` gives the reply to stream when every sentence was left out.
 */
export async function* guardSentenceStream(
  chunks: AsyncIterable<string>,
  keep: (sentence: string) => string | null,
  fallback: () => string,
): AsyncGenerator<string, void, undefined> {
  let buffer = '';
  let hasSaid = false;
  const release = function* (text: string) {
    for (const sentence of splitSentences(text)) {
      const kept = keep(sentence);
      if (kept === null) continue;
      yield hasSaid ? ` ${kept}` : kept;
      hasSaid = true;
    }
  };
  for await (const chunk of chunks) {
    buffer += chunk;
    // A sentence ends only where a space or a line break follows its mark: a piece without one (most of a model's
    // tokens) cannot complete one, and the buffer is not searched again for it.
    if (!/\s/.test(chunk)) continue;
    let match = COMPLETE_SENTENCE.exec(buffer);
    while (match) {
      yield* release(match[0]);
      buffer = buffer.slice(match[0].length);
      match = COMPLETE_SENTENCE.exec(buffer);
    }
  }
  yield* release(buffer);
  if (!hasSaid) yield fallback();
}
