import type { AiMessage } from '../../ai-task.ts';
import { buildCharacterSystemPrompt, CONVERSATION_START_CUE } from '../character-reply/prompt.ts';
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';

function openingRule(input: CharacterReplyInput): string {
  return `You speak first. Open the conversation with your opening line, word for word or very close to it: "${input.brief.openingLine}" Use 1 to 3 sentences of plain spoken language, no markdown, and do not give in on anything yet.`;
}

/** The character's instructions, as for a reply, with the rule for the first line of a session. */
export function buildCharacterOpeningPrompt(input: CharacterReplyInput): { system: string; messages: AiMessage[] } {
  return {
    system: `${buildCharacterSystemPrompt(input)}\n\nYour first line:\n- ${openingRule(input)}`,
    // Chat models need at least one user turn; this one only marks the moment, the learner has said nothing yet.
    messages: [{ role: 'user', content: CONVERSATION_START_CUE }],
  };
}
