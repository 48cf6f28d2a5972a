// A model's twin reply as the listener hears it: whole sentences only, each checked as it completes against what the
// person shared (the material in the task's input). A sentence that names someone or something, or states a number,
// found nowhere in that material or in the chat's own messages is left out, as is one that talks about how the twin
// was made ("my Engram's summary", "my answers"). A reply left with nothing gets the built-in engine's reply, which
// only repeats the person's own sentences or says plainly that they never talked about it.
import type { TwinReplyInput } from '../../contracts/twin-reply.ts';
import { isStopWord, stemWord, wordsOf } from '../../language/text.ts';
import { guardSentenceStream } from '../sentence-stream-guard.ts';

// How the twin was made is not something a person says about themselves.
const MAKING_OF = /\b(?:my (?:engram(?:['’]s)? )?(?:summary|answers?|interview|records?)|i (?:wrote|typed|recorded) (?:in|into) my|my engram)\b/i;
// Capitalised words after the first of a sentence ("Paris", "Rex"), and numbers ("1988", "42").
const NAME = /(?<=\s)[\p{Lu}][\p{L}'’-]*/gu;
const NUMBER = /\b\d[\d,.]*\b/g;

/** Every word stem and number the listener may hear the twin use: the material, the twin's name and the chat. */
function knownWords(input: TwinReplyInput): { stems: Set<string>; numbers: Set<string> } {
  const texts = [
    input.twinName,
    ...input.answers.map((answer) => `${answer.question} ${answer.answer}`),
    ...input.memories.map((memory) => `${memory.title} ${memory.text}`),
    ...input.messages.map((message) => message.content),
  ];
  if (input.summary) {
    texts.push(input.summary.tags.join(' '));
    for (const section of Object.values(input.summary.sections)) texts.push(section.text);
  }
  const stems = new Set<string>();
  const numbers = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) stems.add(stemWord(word));
    for (const number of text.match(NUMBER) ?? []) numbers.add(number.replace(/[,.]+$/, ''));
  }
  return { stems, numbers };
}

/** Whether the sentence states a name or a number the person never gave, or speaks of how the twin was made. */
export function isUnfounded(sentence: string, known: { stems: Set<string>; numbers: Set<string> }): boolean {
  if (MAKING_OF.test(sentence)) return true;
  for (const name of sentence.match(NAME) ?? []) {
    const word = name.toLowerCase().replace(/['’]s$/, '');
    if (word === 'i' || word.startsWith("i'") || word.startsWith('i’') || isStopWord(word)) continue;
    if (!known.stems.has(stemWord(word))) return true;
  }
  for (const number of sentence.match(NUMBER) ?? []) if (!known.numbers.has(number.replace(/[,.]+$/, ''))) return true;
  return false;
}

/**
 * Passes a streamed reply on sentence by sentence, leaving out the unfounded ones (isUnfounded). `fallback` gives the
 * reply to stream when every sentence was left out.
 */
export function guardTwinStream(chunks: AsyncIterable<string>, input: TwinReplyInput, fallback: () => string): AsyncGenerator<string, void, undefined> {
  const known = knownWords(input);
  return guardSentenceStream(chunks, (sentence) => (isUnfounded(sentence, known) ? null : sentence), fallback);
}
