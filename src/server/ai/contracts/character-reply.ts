// What the character's reply is built from: the character's context (shared/contracts/character-context.ts, also
// frozen in a session's row) and the conversation so far.
import type { CharacterContext } from '../../../shared/contracts/character-context.ts';
import type { ChatMessage } from '../../../shared/contracts/scenarios.ts';

export type { CharacterPersona, CharacterProfile } from '../../../shared/contracts/character-context.ts';
export type { GlossaryTerm } from '../../../shared/glossary-terms.ts';

export interface CharacterReplyInput extends CharacterContext {
  /** The conversation so far, ending with the learner's line. */
  messages: ChatMessage[];
}
