import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { submitBlockedMessage } from './submit-blockers.ts';

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(10, 'Title is too long.'),
  persona_id: z.string().min(1, 'Persona is required.'),
  files: z.array(z.string()),
});
const phrases = { title: 'a title', persona_id: 'a persona' };

describe('[FORMS] why a submit button is disabled', () => {
  it('names the empty fields to add, in the phrases’ order', () => {
    expect(submitBlockedMessage(schema, { title: ' ', persona_id: '', files: [] }, phrases, 'create')).toBe('Add a title and a persona to create.');
    expect(submitBlockedMessage(schema, { title: 'Call', persona_id: '', files: [] }, phrases, 'continue')).toBe('Add a persona to continue.');
  });

  it('asks to fix a filled field the schema refuses', () => {
    expect(submitBlockedMessage(schema, { title: 'A far too long title', persona_id: '', files: [] }, phrases, 'create')).toBe(
      'Add a persona and fix the title to create.',
    );
  });

  it('says nothing once the values pass', () => {
    expect(submitBlockedMessage(schema, { title: 'Call', persona_id: 'p1', files: [] }, phrases, 'create')).toBeNull();
  });
});
