// What the admin settings pages show of a secret and what their saves store, without a database.
import { describe, expect, it } from 'vitest';
import { apiKeyToStore, secretHint } from './bound-secret.ts';

const secrets = { seal: (value: string) => `sealed:${value}` };
const SAVED = { value: 'sk-saved-1234', destination: 'https://api.openai.com' };

describe('secretHint', () => {
  it('shows the last four characters only of a secret of eight or more', () => {
    expect(secretHint('sk-abcdefgh')).toEqual({ isSet: true, lastFour: 'efgh' });
    expect(secretHint('short')).toEqual({ isSet: true, lastFour: null });
    expect(secretHint(undefined)).toEqual({ isSet: false, lastFour: null });
    expect(secretHint('')).toEqual({ isSet: false, lastFour: null });
  });
});

describe('apiKeyToStore', () => {
  it('stores a typed key sealed, bound to where it was typed for', () => {
    expect(apiKeyToStore({ apiKey: 'sk-typed', clearApiKey: false }, SAVED, 'http://127.0.0.1:8000', secrets)).toEqual({ apiKey: 'sealed:sk-typed', apiKeyDestination: 'http://127.0.0.1:8000' });
  });

  it('keeps the saved key with its own destination unless it is removed', () => {
    expect(apiKeyToStore({ clearApiKey: false }, SAVED, 'http://127.0.0.1:8000', secrets)).toEqual({ apiKey: 'sealed:sk-saved-1234', apiKeyDestination: 'https://api.openai.com' });
    expect(apiKeyToStore({ clearApiKey: true }, SAVED, 'http://127.0.0.1:8000', secrets)).toEqual({});
    expect(apiKeyToStore({ clearApiKey: false }, undefined, null, secrets)).toEqual({});
  });

  it('stores no destination for a key bound nowhere', () => {
    expect(apiKeyToStore({ apiKey: 'sk-typed', clearApiKey: false }, undefined, null, secrets)).toEqual({ apiKey: 'sealed:sk-typed' });
  });
});
