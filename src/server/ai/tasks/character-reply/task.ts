import type { AiStreamTask } from '../../ai-client.ts';
import { replyInCharacter } from '../../offline/character/reply-in-character.ts';
import { buildCharacterReplyPrompt } from './prompt.ts';
import type { CharacterReplyInput } from './schema.ts';

/** The scenario's character answers the learner's last line, in role (Vibes Check and, later, text sessions). */
export const characterReplyTask: AiStreamTask<CharacterReplyInput> = {
  name: 'character-reply',
  prompt: buildCharacterReplyPrompt,
  offline: replyInCharacter,
  // Some variety between conversations, while the rules keep the character consistent.
  temperature: 0.7,
};
