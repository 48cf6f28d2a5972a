// What the character's reply is built from: the character's context (shared/contracts/character-context.ts, also
// frozen in a session's row) and the conversation so far.
import type { CharacterContext } from '../../../shared/contracts/character-context.ts';
import type { SessionLanguage } from '../../../shared/contracts/conversations-constants.ts';
import type { ChatMessage } from '../../../shared/contracts/scenarios.ts';

export type { CharacterPersona, CharacterProfile } from '../../../shared/contracts/character-context.ts';
export type { GlossaryTerm } from '../../../shared/glossary-terms.ts';

export interface CharacterReplyInput extends CharacterContext {
  /** The conversation so far, ending with the learner's line. */
  messages: ChatMessage[];
  /** The language the character speaks (the session's, or the persona's in a Vibes Check); English when left out. */
  language?: SessionLanguage;
}

/** A line as it is compared with the brief's: case, punctuation and spacing ignored. */
function comparable(text: string): string {
  return text.toLowerCase().replaceAll(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * Whether a character's reply ends the conversation: it says the brief's walk-away line. The built-in character says
 * it word for word when it walks away, and a model is told to say those exact words (tasks/character-reply/prompt.ts),
 * so the session can stop taking turns whichever engine plays the character.
 */
export function endsConversation(reply: string, outcome: Pick<CharacterReplyInput['brief']['outcome'], 'walkAwayLine'>): boolean {
  const line = comparable(outcome.walkAwayLine);
  return line !== '' && comparable(reply).includes(line);
}
