// A scenario's prose fields as the brief reader takes them: the character's sentences by field, with the quoted
// opener and the learner's goal taken out, and the sentence patterns for concerns and what wins the character over.
import type { CharacterProfile } from '../../contracts/character-reply.ts';
import { quote, splitSentences, stemWord, wordsOf } from '../../language/text.ts';

export const QUOTED_OPENER = /(?:opens with|says|starts with|begins with)[:,]?\s*["“]([^"”]{4,400})["”]/i;

const OPENER_CLAUSE = /[^.!?]*\b(?:opens with|says|starts with|begins with)[:,]?\s*["“][^"”]{4,400}["”]\.?/gi;

export const GOAL_SENTENCE = /^(?:a good outcome|my goal|the goal|your goal|goal)\s*(?:is)?\s*[:\-–]\s*(.+)$/i;

// What raises a concern, and what the character does then.
export const NEGATIVE_SENTENCE =
  /\b(?:escalates? if|shuts? down if|disengages? if|ends? the (?:call|conversation|meeting)|reacts? badly to|pushes? back on|does not want|doesn't want|dislikes?|hates?|make (?:him|her|them) (?:ask|end|leave|start)|will not|won't)\b/i;

// What wins the character over.
export const POSITIVE_SENTENCE =
  /\b(?:responds? well to|reacts? well to|softens? when|opens? up when|rewards?|listens? to|accepts?|is open to|will agree|agrees? to|stays? committed if|respects?|needs?|wants?)\b/i;

/** What the prose says about the character, gathered once. */
export interface Prose {
  character: CharacterProfile;
  nameWords: Set<string>;
  pronoun: 'he' | 'she' | null;
  sentences: { background: string[]; snippet: string[]; relevance: string[] };
}

/** The character's sentences by field, read once for the whole brief. */
export function readProse(character: CharacterProfile): Prose {
  const gender = character.gender.trim().toLowerCase();
  const forPeople = (text: string) => splitSentences(text).filter((sentence) => !GOAL_SENTENCE.test(sentence));
  return {
    character,
    nameWords: new Set(wordsOf(character.name).map(stemWord)),
    pronoun: gender.startsWith('f') || gender === 'woman' ? 'she' : gender.startsWith('m') || gender === 'man' ? 'he' : null,
    sentences: {
      background: forPeople(character.background),
      // The quoted opener is the opening line, not a fact; cut before splitting, as a quote holds sentences of its own.
      snippet: forPeople(character.scenarioSnippet.replace(OPENER_CLAUSE, ' ')),
      relevance: forPeople(character.relevanceToScenario),
    },
  };
}

/** The text as it is when it fits in `max` characters, else cut at a word with an ellipsis. */
export function clip(text: string, max: number): string {
  return text.length > max ? quote(text, max) : text;
}

/** Whether the sentence holds the scene's quoted opening line. */
export function isOpenerSentence(sentence: string): boolean {
  return QUOTED_OPENER.test(sentence);
}
