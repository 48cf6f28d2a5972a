import type { AiMessage } from '../../ai-client.ts';
import { buildCharacterSystemPrompt, CONVERSATION_START_CUE } from '../character-reply/prompt.ts';
import type { CharacterReplyInput } from '../character-reply/schema.ts';

const OPENING_RULE =
  'You speak first. Open the conversation in role: greet the learner, say who you are in a few words, and raise your concern from your situation above. Use 1 to 3 sentences of plain spoken language, no markdown, and do not give in on anything yet.';


/** The character's instructions, as for a reply, with the rule for the first line of a session. */
export function buildCharacterOpeningPrompt(input: CharacterReplyInput): { system: string; messages: AiMessage[] } {
  return {
    system: `${buildCharacterSystemPrompt(input)}\n\nYour first line:\n- ${OPENING_RULE}`,
    // Chat models need at least one user turn; this one only marks the moment, the learner has said nothing yet.
    messages: [{ role: 'user', content: CONVERSATION_START_CUE }],
  };
}
