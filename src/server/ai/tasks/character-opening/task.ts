import type { AiStreamTask } from '../../ai-task.ts';
import { openingLine } from '../../offline/character/opening-line.ts';
import { guardCharacterStream } from '../character-reply/output-guard.ts';
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';
import { buildCharacterOpeningPrompt } from './prompt.ts';

/** The scenario's character opens a session in role, before the learner has said anything (`messages` is empty). */
export const characterOpeningTask: AiStreamTask<CharacterReplyInput> = {
  name: 'character-opening',
  prompt: buildCharacterOpeningPrompt,
  offline: openingLine,
  // As the replies: some variety between sessions, while the brief keeps the character consistent.
  temperature: 0.7,
  guard: (chunks, input) => guardCharacterStream(chunks, input.brief.identity.name, () => openingLine(input)),
};
