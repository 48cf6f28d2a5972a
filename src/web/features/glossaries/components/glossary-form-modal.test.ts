// The glossary form's validation as react-hook-form runs it: the shared schema through the same resolver.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { GLOSSARY_NAME_MAX_LENGTH, GlossaryFormSchema, type GlossaryFormValues } from '@shared/contracts/glossaries.ts';

const resolve = zodResolver(GlossaryFormSchema);

/** The message under each field, as the form shows it. */
async function fieldMessages(values: GlossaryFormValues) {
  const result = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = result.errors as FieldErrors<GlossaryFormValues>;
  return { name: errors.name?.message, glossary: errors.glossary?.message };
}

describe('[GLOSSARY] the create and update form', () => {
  it('accepts a name and content, trimmed', async () => {
    const result = await resolve({ name: '  Support terms ', glossary: 'SLA: service level agreement' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result).toEqual({ values: { name: 'Support terms', glossary: 'SLA: service level agreement' }, errors: {} });
  });

  it('still shows its messages for empty and too long fields', async () => {
    expect(await fieldMessages({ name: '   ', glossary: '' })).toEqual({ name: 'Name is required.', glossary: 'Content is required.' });
    expect((await fieldMessages({ name: 'x'.repeat(GLOSSARY_NAME_MAX_LENGTH + 1), glossary: 'ok' })).name).toBe(
      `Name must be at most ${GLOSSARY_NAME_MAX_LENGTH} characters.`,
    );
  });

  it('names the lines of the content that are not terms, as the server does', async () => {
    expect(await fieldMessages({ name: 'Terms', glossary: 'SLA: agreement\nremember this' })).toEqual({
      name: undefined,
      glossary: 'Line 2 is not a term: write it as “Term: definition”.',
    });
  });

  it('shows the server\'s message for a character the database cannot store, under the field that has it', async () => {
    expect(await fieldMessages({ name: 'a\u0000b', glossary: 'Fine: ok' })).toEqual({ name: 'Name contains a character that is not allowed.', glossary: undefined });
    expect(await fieldMessages({ name: 'fine', glossary: 'SLA\ud800' })).toEqual({ name: undefined, glossary: 'Content contains a character that is not allowed.' });
  });
});
