import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import { openStoredAiSettings, resolveAiSettings } from './ai-settings.ts';

const secrets = createSecretBox(randomBytes(32));

describe('openStoredAiSettings', () => {
  it('binds a key saved before destinations were recorded to the base URL saved with it, or the provider’s own address', () => {
    const sealed = secrets.seal('sk-legacy-key');
    expect(openStoredAiSettings({ provider: 'openai-compatible', baseUrl: 'http://10.0.0.5:8000/v1', apiKey: sealed, models: {} }, secrets).savedKey).toEqual({ value: 'sk-legacy-key', destination: 'http://10.0.0.5:8000' });
    expect(openStoredAiSettings({ provider: 'openai', apiKey: sealed, models: {} }, secrets).savedKey?.destination).toBe('https://api.openai.com');
    expect(openStoredAiSettings({ provider: 'openai', apiKey: sealed, apiKeyDestination: 'https://proxy.example.com', models: {} }, secrets).savedKey?.destination).toBe('https://proxy.example.com');
  });
});

describe('resolveAiSettings', () => {
  it('uses a key only where it is bound: the environment’s never with a saved base URL, a saved one never elsewhere', () => {
    const stored = { provider: 'openai-compatible' as const, baseUrl: 'http://10.0.0.5:8000/v1', model: 'm', models: {} };
    const environment = loadConfig({ AI_API_KEY: 'sk-env' });
    expect(resolveAiSettings(environment, stored, undefined).apiKey).toBeUndefined();
    expect(resolveAiSettings(environment, { ...stored, provider: 'openai', baseUrl: undefined }, undefined).apiKey).toBe('sk-env');
    expect(resolveAiSettings(loadConfig({}), stored, { value: 'sk-saved', destination: 'https://api.openai.com' }).apiKey).toBeUndefined();
    expect(resolveAiSettings(loadConfig({}), stored, { value: 'sk-saved', destination: 'http://10.0.0.5:8000' }).apiKey).toBe('sk-saved');
  });
});
