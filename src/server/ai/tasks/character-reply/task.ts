import type { AiStreamTask } from '../../ai-task.ts';
import { replyInCharacter } from '../../offline/character/reply-in-character.ts';
import { guardCharacterStream } from './output-guard.ts';
import { buildCharacterReplyPrompt } from './prompt.ts';
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';

/** The scenario's character answers the learner's last line, in role (Vibes Check and text or speech sessions). */
export const characterReplyTask: AiStreamTask<CharacterReplyInput> = {
  name: 'character-reply',
  prompt: buildCharacterReplyPrompt,
  offline: replyInCharacter,
  // Some variety between conversations, while the brief keeps the character consistent.
  temperature: 0.7,
  // A model's sentence that breaks role never reaches the learner; a reply left empty is the built-in character's.
  guard: (chunks, input) => guardCharacterStream(chunks, input.brief.identity.name, () => replyInCharacter(input)),
};
