import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import { createAiSettingsSource, installedLocalModel, LOCAL_ENGINE_MISSING, openStoredAiSettings, resolveAiSettings } from './ai-settings.ts';

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

describe('the default choice of a local model', () => {
  it('answers with the installed model when neither the environment nor the AI page names a provider', () => {
    expect(resolveAiSettings(loadConfig({}), null, undefined, 'qwen2.5-1.5b-instruct')).toMatchObject({ provider: 'local', model: 'qwen2.5-1.5b-instruct' });
    expect(resolveAiSettings(loadConfig({}), null, undefined, undefined)).toMatchObject({ provider: 'offline', model: undefined });
  });

  it('keeps what the environment or the AI page chose, the built-in engine included', () => {
    expect(resolveAiSettings(loadConfig({ AI_PROVIDER: 'offline' }), null, undefined, 'qwen2.5-1.5b-instruct').provider).toBe('offline');
    expect(resolveAiSettings(loadConfig({}), { provider: 'offline', models: {} }, undefined, 'qwen2.5-1.5b-instruct').provider).toBe('offline');
    expect(resolveAiSettings(loadConfig({}), { provider: 'ollama', model: 'llama3.2', models: {} }, undefined, 'qwen2.5-1.5b-instruct')).toMatchObject({ provider: 'ollama', model: 'llama3.2' });
    // AI_PROVIDER=local without AI_MODEL runs the installed model.
    expect(resolveAiSettings(loadConfig({ AI_PROVIDER: 'local' }), null, undefined, 'llama-3.2-3b-instruct')).toMatchObject({ provider: 'local', model: 'llama-3.2-3b-instruct' });
  });

  it('finds the model pulled last in DATA_DIR/models, only where the local engine is installed', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'engram-default-model-'));
    try {
      expect(installedLocalModel(dataDir, () => true)).toBeUndefined();
      mkdirSync(join(dataDir, 'models'));
      writeFileSync(join(dataDir, 'models', 'qwen2.5-1.5b-instruct.gguf'), 'GGUF');
      utimesSync(join(dataDir, 'models', 'qwen2.5-1.5b-instruct.gguf'), new Date(2026, 0, 1), new Date(2026, 0, 1));
      writeFileSync(join(dataDir, 'models', 'llama-3.2-3b-instruct.gguf'), 'GGUF');
      // An unfinished download is not a model.
      writeFileSync(join(dataDir, 'models', 'qwen2.5-7b-instruct.gguf.part'), 'GGUF');
      expect(installedLocalModel(dataDir, () => true)).toBe('llama-3.2-3b-instruct');
      expect(installedLocalModel(dataDir, () => false)).toBeUndefined();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('lets the built-in engine answer for a chosen local model this installation cannot run, saying why', async () => {
    const repository = { findOperatorSetting: async () => null, findOperatorSettingVersion: async () => null, saveOperatorSetting: async () => ({ value: null, version: 1, updatedAt: new Date() }) };
    const unable = createAiSettingsSource({ config: loadConfig({ AI_PROVIDER: 'local', AI_MODEL: 'qwen2.5-1.5b-instruct' }), repository, secrets, isLocalEngineAvailable: () => false });
    expect(await unable.get()).toMatchObject({ provider: 'offline', model: undefined, localFallback: { model: 'qwen2.5-1.5b-instruct', reason: LOCAL_ENGINE_MISSING } });
    const able = createAiSettingsSource({ config: loadConfig({ AI_PROVIDER: 'local', AI_MODEL: 'qwen2.5-1.5b-instruct' }), repository, secrets, isLocalEngineAvailable: () => true });
    expect(await able.get()).toMatchObject({ provider: 'local', model: 'qwen2.5-1.5b-instruct' });
    expect((await able.get()).localFallback).toBeUndefined();
  });

  it('resolves again when a model is pulled or removed, without a save', async () => {
    let installed: string | undefined;
    const repository = { findOperatorSetting: async () => null, findOperatorSettingVersion: async () => null, saveOperatorSetting: async () => ({ value: null, version: 1, updatedAt: new Date() }) };
    const source = createAiSettingsSource({ config: loadConfig({}), repository, secrets, ttlMs: 0, installedModel: () => installed, isLocalEngineAvailable: () => true });
    expect((await source.get()).provider).toBe('offline');
    installed = 'qwen2.5-1.5b-instruct';
    expect(await source.get()).toMatchObject({ provider: 'local', model: 'qwen2.5-1.5b-instruct' });
    installed = undefined;
    expect((await source.get()).provider).toBe('offline');
  });
});
