// A conversation with the built-in character, turn by turn, for the dialogue manager's tests: the brief's opening
// line, then the reply to each learner line.
import type { CharacterBrief } from '../../../../shared/contracts/character-brief.ts';
import type { ChatMessage } from '../../../../shared/contracts/scenarios.ts';
import { buildCharacterInput } from '../../../test/character-input.ts';
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';
import { openingLine } from './opening-line.ts';
import { replyInCharacter } from './reply-in-character.ts';
import { quickScenario } from '../faithfulness-case.ts';
import { generateScenarioOffline } from '../scenario/generate-scenario.ts';

/** The learner's first line, as the evaluation asks it: who the character is. */
export const IDENTITY_LINE = 'Sorry, before we start, could you tell me your name and what you do?';

export function characterInput(brief: CharacterBrief, messages: ChatMessage[] = [], overrides: Partial<CharacterReplyInput> = {}): CharacterReplyInput {
  return buildCharacterInput({ brief, glossary: [], facts: [], ...overrides }, messages);
}

export function converse(brief: CharacterBrief, lines: readonly string[], overrides: Partial<CharacterReplyInput> = {}): { messages: ChatMessage[]; replies: string[] } {
  const messages: ChatMessage[] = [{ role: 'character', content: openingLine({ brief }) }];
  const replies: string[] = [];
  for (const line of lines) {
    messages.push({ role: 'learner', content: line });
    const reply = replyInCharacter(characterInput(brief, [...messages], overrides));
    messages.push({ role: 'character', content: reply });
    replies.push(reply);
  }
  return { messages, replies };
}

/** The reply to one line said after the opening (and any earlier lines). */
export function replyTo(brief: CharacterBrief, line: string, earlier: readonly string[] = [], overrides: Partial<CharacterReplyInput> = {}): string {
  return converse(brief, [...earlier, line], overrides).replies.at(-1)!;
}


/** The character the built-in engine writes for a quick scenario: its title, both roles and the description. */
export function quickCharacter(title: string, aiRole: string, myRole: string, description: string): CharacterBrief {
  return generateScenarioOffline(quickScenario(title, aiRole, myRole, description)).brief!.character;
}
