// The built-in character's first line of a session: the brief's opening line, as written, in plain spoken text.
import type { CharacterReplyInput } from '../../contracts/character-reply.ts';

/** Text as it is spoken: markdown emphasis, code marks, headings and list bullets removed. */
function plainText(text: string): string {
  return text
    .replaceAll(/\*\*|__|[*`]/g, '')
    .replaceAll(/^\s*(?:#{1,6}|>|[-•])\s+/gm, '')
    .replaceAll(/\s+/g, ' ')
    .trim();
}

/** The character opens the conversation with the line its brief gives. */
export function openingLine(input: Pick<CharacterReplyInput, 'brief'>): string {
  return plainText(input.brief.openingLine);
}
