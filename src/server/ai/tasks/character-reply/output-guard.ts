// A model's reply as the learner hears it: whole sentences only, each checked as it completes. A sentence that breaks
// role (a system word such as "scenario" or "AI model", narration, the character in the third person) is dropped,
// and inline stage directions ("(sighs)") are removed. A reply left with nothing gets the built-in character's line.
import { isOutOfRole, withoutStageDirections } from '../../offline/character/out-of-role.ts';
import { guardSentenceStream } from '../sentence-stream-guard.ts';


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
export function guardCharacterStream(chunks: AsyncIterable<string>, characterName: string, fallback: () => string): AsyncGenerator<string, void, undefined> {
  return guardSentenceStream(chunks, (sentence) => guarded(sentence, characterName), fallback);
}
