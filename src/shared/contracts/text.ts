// The one schema for text a person or a client sends. Every text field of every request contract (bodies, path
// parameters, query strings, multipart fields and file names, web forms) starts from `textField`, so a character
// the database cannot store is refused at the door with a message naming the field.
// Request schemas are exported under names ending in InputSchema, ParamsSchema, QuerySchema or FormSchema;
// text.test.ts walks every such export of this folder and fails on a text field that does not refuse them.
import { z } from 'zod';

/**
 * True when `text` holds U+0000 or half of a UTF-16 surrogate pair. PostgreSQL stores neither (text and jsonb
 * refuse NUL; a lone surrogate has no UTF-8 form), so such text would fail at the database instead of at validation.
 */
export function hasDisallowedCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      index += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

export function disallowedCharacterMessage(label: string): string {
  return `${label} contains a character that is not allowed.`;
}

/**
 * A text field whose messages name it: for a missing value, a value of the wrong type, and a character the
 * database cannot store. Chain trimming and lengths after it; the character check sees the text as sent.
 */
export function textField(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`) })
    .refine((text) => !hasDisallowedCharacter(text), disallowedCharacterMessage(label));
}

/** A text field, trimmed, whose message for too long says the limit. */
export function limitedText(label: string, max: number) {
  return textField(label).trim().max(max, `${label} must be at most ${max.toLocaleString('en-US')} characters.`);
}

/** A required text field, trimmed: empty is refused (as missing unless `emptyMessage` says otherwise), and the message for too long says the limit. */
export function requiredText(label: string, max: number, emptyMessage = `${label} is required.`) {
  return limitedText(label, max).min(1, emptyMessage);
}
