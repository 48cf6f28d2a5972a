// A model's reply as the learner hears it: whole sentences only, each checked as it completes. A sentence that breaks
// role (a system word such as "scenario" or "AI model", narration, the character in the third person) is dropped,
// and inline stage directions ("(sighs)") are removed. A reply left with nothing gets the built-in character's line.
import { isOutOfRole, withoutStageDirections } from '../../offline/character/out-of-role.ts';
import { splitSentences } from '../../offline/text.ts';

// A sentence is complete once its end mark (and any closing quote) is followed by a space or a line break.
const COMPLETE_SENTENCE = /^[\s\S]*?[.!?…]["”’)]*(?=\s)|^[\s\S]*?\n/;

/** The sentence as it may be said, or null when it breaks role. */
function guarded(sentence: string, characterName: string): string | null {
  const clean = withoutStageDirections(sentence);
  if (!/[\p{L}\p{N}]/u.test(clean) || isOutOfRole(clean, characterName)) return null;
  return clean;
}

/**
 * Passes a streamed reply on sentence by sentence, leaving out those that break role. `fallback` gives the reply to
 * stream when every sentence was left out (the built-in character's answer to the same conversation).
 */
export async function* guardCharacterStream(chunks: AsyncIterable<string>, characterName: string, fallback: () => string): AsyncGenerator<string, void, undefined> {
  let buffer = '';
  let hasSaid = false;
  const release = function* (text: string) {
    for (const sentence of splitSentences(text)) {
      const kept = guarded(sentence, characterName);
      if (kept === null) continue;
      yield hasSaid ? ` ${kept}` : kept;
      hasSaid = true;
    }
  };
  for await (const chunk of chunks) {
    buffer += chunk;
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
