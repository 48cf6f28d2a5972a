import { describe, expect, it } from 'vitest';
import { createSecretBox, deriveSecretsKey } from './secret-box.ts';

describe('[SECRETS] the secret box', () => {
  const box = createSecretBox(deriveSecretsKey('a secrets key of at least thirty-two characters'));

  it('opens what it sealed, and the sealed text shows nothing of the secret', () => {
    const sealed = box.seal('sk-live-0123456789abcd');
    expect(sealed).not.toContain('sk-live');
    expect(sealed).not.toBe(box.seal('sk-live-0123456789abcd'));
    expect(box.open(sealed)).toBe('sk-live-0123456789abcd');
  });

  it('refuses an altered text and a text sealed with another key', () => {
    const sealed = box.seal('sk-live-0123456789abcd');
    const parts = sealed.split(':');
    const body = parts[3]!;
    // The first character, whose bits all count (the last one of base64 may carry only padding).
    const altered = [...parts.slice(0, 3), `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`].join(':');
    expect(() => box.open(altered)).toThrow();
    const other = createSecretBox(deriveSecretsKey('another secrets key of thirty-two characters or more'));
    expect(() => other.open(sealed)).toThrow();
    expect(() => box.open('not sealed')).toThrow('This secret is not in a format this server can read.');
  });
});
