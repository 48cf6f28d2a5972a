// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { submitBlockedMessage } from './submit-blockers.ts';

const schema = z.object({
  title: z.string().trim().min(1, 'Title is required.').max(10, 'Title is too long.'),
  persona_id: z.string().min(1, 'Persona is required.'),
  files: z.array(z.string()),
});
const phrases = { title: 'forms.field.scenarioTitle', persona_id: 'forms.field.persona' };

describe('[FORMS] why a submit button is disabled', () => {
  afterEach(async () => {
    await setInterfaceLanguage('en', { remember: false });
  });

  it('names the empty fields to add, in the phrases’ order', () => {
    expect(submitBlockedMessage(schema, { title: ' ', persona_id: '', files: [] }, phrases, 'create')).toBe('Add a scenario title and a persona to create.');
    expect(submitBlockedMessage(schema, { title: 'Call', persona_id: '', files: [] }, phrases, 'continue')).toBe('Add a persona to continue.');
  });

  it('asks to fix a filled field the schema refuses', () => {
    expect(submitBlockedMessage(schema, { title: 'A far too long title', persona_id: '', files: [] }, phrases, 'create')).toBe(
      'Add a persona and fix the scenario title to create.',
    );
    expect(submitBlockedMessage(schema, { title: 'A far too long title', persona_id: 'p1', files: [] }, phrases, 'save')).toBe('Fix the scenario title to save.');
  });

  it('says nothing once the values pass', () => {
    expect(submitBlockedMessage(schema, { title: 'Call', persona_id: 'p1', files: [] }, phrases, 'create')).toBeNull();
  });

  it('says it in the interface’s language', async () => {
    await setInterfaceLanguage('id', { remember: false });
    expect(submitBlockedMessage(schema, { title: ' ', persona_id: '', files: [] }, phrases, 'create')).toBe('Tambahkan judul skenario dan persona untuk membuat.');
    expect(submitBlockedMessage(schema, { title: 'A far too long title', persona_id: '', files: [] }, phrases, 'continue')).toBe(
      'Tambahkan persona dan perbaiki judul skenario untuk melanjutkan.',
    );
    expect(submitBlockedMessage(schema, { title: 'A far too long title', persona_id: 'p1', files: [] }, phrases, 'save')).toBe('Perbaiki judul skenario untuk menyimpan.');
  });
});
